public import Audio
public import Devices
public import Graphics
public import Input
public import Gestures
public import Scene
import Speech
public import Text

/// Runs a host headless on the virtual clock: `scanout run --headless`, `scanout screenshot`
/// and the tests. The same ``AppHost`` as on a device, with a ``HeadlessDisplay``, touch scripts
/// through ``ScriptedInputSource`` and a ``VirtualHostClock``: frames fall on the 60 Hz grid,
/// scripted events at their exact times, and a run takes no wall-clock time.
@MainActor
public final class HeadlessSession {
    /// The host.
    public let host: AppHost
    /// What the run shows (a new one after ``replugDisplay(pixelSize:scale:)``).
    public private(set) var display: HeadlessDisplay
    /// The virtual clock, at `clockStart` (0 by default) when the run starts.
    public let clock: VirtualHostClock
    /// Virtual seconds each drawn frame takes (0 by default: drawing takes no time), as on a slow
    /// or loaded board: the touches, timers and gesture deadlines that fall due while a frame is
    /// drawn are handled together at the next wake-up, as a device's loop reads them after a long
    /// frame (`scanout run --headless --frame-cost-ms`; docs/reliability.md).
    public var frameCost: Double = 0

    /// A session showing `content`, its text set with `fonts`, on a headless display of
    /// `pixelSize` device pixels at `scale` pixels per point whose front buffer is kept as
    /// `frontBuffer` says (a copy by default; the presented frame itself for `scanout run` and
    /// `scanout boot`).
    /// The virtual clock starts at `clockStart` seconds: a test passes an arbitrary epoch to
    /// prove that nothing counts time from 0 (a device's monotonic clock never starts there).
    public init(
        content: any HostedContent, pixelSize: PixelSize, scale: Double = 1, fonts: FontSystem,
        frontBuffer: HeadlessDisplay.FrontBuffer = .copy, clockStart: Double = 0
    ) {
        clock = VirtualHostClock(start: clockStart)
        host = AppHost(content: content, clock: clock, fonts: fonts)
        display = HeadlessDisplay(pixelSize: pixelSize, scale: scale, frontBuffer: frontBuffer)
        host.show(on: display)
    }

    /// Plays the content's system sounds into a WAV file at `path` (``WAVFileOutput``) from now
    /// on: each sound sits at its time on the virtual clock, counted from now, so a run writes
    /// the same bytes every time. The file is written by the player's
    /// ``SoundPlayer/finish()`` at the end of the run (`scanout run --headless --sound-out`).
    ///
    /// - Returns: the player, at `volume` percent (0…100) and muted when `muted`.
    @discardableResult
    public func recordSounds(to path: String, volume: Int = 100, muted: Bool = false) -> SoundPlayer {
        let player = SoundPlayer(
            output: WAVFileOutput(path: path, startTime: clock.now), clock: { [clock] in clock.now })
        player.volume = Double(volume) / 100
        player.isMuted = muted
        host.useSounds(player)
        return player
    }

    /// Starts the screen reader over the run's content (the board's `screen-reader = on`): its
    /// words are synthesized by eSpeak NG into the run's WAV file at their moments of the run
    /// when it records one (``recordSounds(to:volume:muted:)`` first: ``RecordedSpeech``), else
    /// kept as text in a ``SpeechTranscript``.
    ///
    /// - Returns: the reader, or `nil` when the content takes no input.
    @discardableResult
    public func startScreenReader() -> ScreenReader? {
        let speech: any SpeechOutput
        if let file = host.sounds?.output as? WAVFileOutput {
            speech = RecordedSpeech(output: file, clock: { [clock] in clock.now })
        } else {
            speech = SpeechTranscript()
        }
        return host.startScreenReader(speech: speech)
    }

    /// Shows the run on a new headless display of `pixelSize` at `scale` (the same scale by
    /// default), as a device does when its display is replugged at another mode or turned: the
    /// host lays the content out for it and redraws everything.
    public func replugDisplay(pixelSize: PixelSize, scale: Double? = nil) {
        display = HeadlessDisplay(pixelSize: pixelSize, scale: scale ?? display.scale, frontBuffer: display.frontBuffer)
        host.show(on: display)
    }

    /// Plays `script` from now on through the content's input; its element targets are found in
    /// the content's input tree when their steps run (``ElementTargetResolver``).
    public func play(_ script: TouchScript) {
        let source = ScriptedInputSource(script: script, startTime: clock.now)
        source.resolveElements { [weak host] in host?.content.inputRoot }
        scripts.append(source)
        host.add(source)
    }

    /// The scripts played, for ``scriptFailure``.
    private var scripts: [ScriptedInputSource] = []

    /// Why a played script stopped early (an element target not on the screen), if one did.
    public var scriptFailure: TouchScriptError? { scripts.lazy.compactMap(\.failure).first }

    /// How long a run without an end time lets frames be asked for after its input has
    /// finished while none of them shows anything, in seconds of virtual time, before it gives
    /// up settling (``unsettled``): an animation that draws nothing would otherwise keep it
    /// going for ever, since settling counts frames shown. (A visible activity indicator shows
    /// a frame at each of its steps, eight a second.)
    public static let settlingLimit = 10.0

    /// Why the last ``run(until:settlingFrames:settlingLimit:)`` stopped before it settled, or
    /// `nil` when it settled (or reached its end time).
    public private(set) var unsettled: HeadlessRunError?

    /// Runs until nothing is left to happen (no frame asked for, no timer, no script event, no
    /// recognizer deadline), until `endTime` seconds of virtual time when given, or until
    /// `settlingFrames` frames after the input has finished when something keeps animating
    /// (an activity indicator turns for ever: its phase then is what the run ends on, the same
    /// every time). Without an end time, a run whose content asks for frames for `settlingLimit`
    /// seconds after its input finished without showing any of them stops there and records
    /// why in ``unsettled``, naming what kept asking (``HostedContent/frameRequesters``).
    ///
    /// - Returns: the run's measurements (frames, animated frames, idle wake-ups).
    @discardableResult
    public func run(
        until endTime: Double? = nil, settlingFrames: Int = ScreenshotMode.settlingFrames,
        settlingLimit: Double = HeadlessSession.settlingLimit
    ) -> RunStatistics {
        unsettled = nil
        deliverDecodedImages()
        host.update()
        var framesAfterInput: Int?
        // Since when frames have been asked for and none was shown (with the frame count then).
        var askingSince: (time: Double, frames: Int)?
        while true {
            if clock.wakeUp == nil, deliverDecodedImages() { host.update() }
            guard let wakeUp = clock.wakeUp else { break }
            if let endTime, wakeUp > endTime { break }
            if endTime == nil, let start = framesAfterInput, host.statistics.frames - start >= settlingFrames { break }
            if endTime == nil, framesAfterInput != nil, host.isAskingForFrames {
                if askingSince?.frames != host.statistics.frames { askingSince = (clock.now, host.statistics.frames) }
                if let since = askingSince?.time, clock.now - since >= settlingLimit {
                    unsettled = .didNotSettle(seconds: clock.now - since, requesters: host.content.frameRequesters)
                    break
                }
            } else {
                askingSince = nil
            }
            clock.advanceToWakeUp()
            deliverDecodedImages()
            let framesBefore = host.statistics.frames
            host.update()
            if frameCost > 0, host.statistics.frames > framesBefore { spendFrameCost() }
            if framesAfterInput == nil, host.isInputFinished { framesAfterInput = host.statistics.frames }
        }
        var wakeUpsToEnd = 0
        if let endTime, clock.now < endTime {
            // Idle until the end: one wake-up, the one that ends the run.
            clock.setWakeUp(at: endTime)
            clock.advanceToWakeUp()
            wakeUpsToEnd = 1
        }
        var statistics = host.finishStatistics(wakeUpsToEnd: wakeUpsToEnd)
        statistics.display = "headless \(display.pixelSize) (virtual clock)"
        statistics.pacing = "virtual clock, 60 Hz"
        statistics.unsettled = unsettled
        return statistics
    }

    /// ``run(until:settlingFrames:settlingLimit:)`` without an end time, for a picture that must
    /// settle (a screenshot).
    ///
    /// - Throws: ``HeadlessRunError`` when the content kept asking for frames it did not show.
    @discardableResult
    public func runUntilSettled(
        settlingFrames: Int = ScreenshotMode.settlingFrames
    ) throws(HeadlessRunError)
        -> RunStatistics
    {
        let statistics = run(settlingFrames: settlingFrames)
        if let unsettled { throw unsettled }
        return statistics
    }

    /// Waits for the image files being decoded (``ImageDecoder``) and delivers them, so that the
    /// views showing them redraw in the frame this turn starts: on the virtual clock a decode
    /// takes no time, and a run pictures the same frames on every machine. Returns whether any
    /// was delivered.
    @discardableResult
    private func deliverDecodedImages() -> Bool {
        let decoder = ImageDecoder.shared
        guard decoder.pendingCount > 0 else { return false }
        decoder.waitUntilIdle()
        return decoder.deliverFinished() > 0
    }

    /// Moves the clock on by ``frameCost`` after a frame, keeping the wake-up the host asked for
    /// (when it now lies in the past, the next turn of ``run(until:settlingFrames:settlingLimit:)`` comes at once).
    private func spendFrameCost() {
        let asked = clock.wakeUp
        clock.setWakeUp(at: clock.now + frameCost)
        clock.advanceToWakeUp()
        clock.setWakeUp(at: asked)
    }
}

/// Why a headless run could not finish.
public enum HeadlessRunError: Error, Equatable, CustomStringConvertible {
    /// Frames were asked for during `seconds` of virtual time after the input finished and none
    /// showed anything; `requesters` name what kept asking (``HostedContent/frameRequesters``:
    /// a node's type and animated property, or `marked`).
    case didNotSettle(seconds: Double, requesters: [String])

    public var description: String {
        switch self {
        case .didNotSettle(let seconds, let requesters):
            let who = requesters.isEmpty ? "the content" : requesters.joined(separator: ", ")
            return "the headless run did not settle: \(who) kept asking for frames for \(Int(seconds)) s of virtual "
                + "time without showing them (an animation on a node nobody can see, or a node marked in every frame)"
        }
    }
}
