public import Devices
public import Graphics
public import Input
public import Text

/// Runs a host headless on the virtual clock: `scanout run --headless`, `scanout screenshot`
/// and the tests. The same ``AppHost`` as on a device, with a ``HeadlessDisplay``, touch scripts
/// through ``ScriptedInputSource`` and a ``VirtualHostClock``: frames fall on the 60 Hz grid,
/// scripted events at their exact times, and a run takes no wall-clock time.
@MainActor
public final class HeadlessSession {
    /// The host.
    public let host: AppHost
    /// What the run shows.
    public let display: HeadlessDisplay
    /// The virtual clock, at 0 when the run starts.
    public let clock = VirtualHostClock()
    /// Virtual seconds each drawn frame takes (0 by default: drawing takes no time), as on a slow
    /// or loaded board: the touches, timers and gesture deadlines that fall due while a frame is
    /// drawn are handled together at the next wake-up, as a device's loop reads them after a long
    /// frame (`scanout run --headless --frame-cost-ms`; docs/reliability.md).
    public var frameCost: Double = 0

    /// A session showing `content`, its text set with `fonts`, on a headless display of
    /// `pixelSize` device pixels at `scale` pixels per point whose front buffer is kept as
    /// `frontBuffer` says (a copy by default; the presented frame itself for `scanout run`).
    public init(
        content: any HostedContent, pixelSize: PixelSize, scale: Double = 1, fonts: FontSystem,
        frontBuffer: HeadlessDisplay.FrontBuffer = .copy
    ) {
        host = AppHost(content: content, clock: clock, fonts: fonts)
        display = HeadlessDisplay(pixelSize: pixelSize, scale: scale, frontBuffer: frontBuffer)
        host.show(on: display)
    }

    /// Plays `script` from now on through the content's input.
    public func play(_ script: TouchScript) {
        host.add(ScriptedInputSource(script: script, startTime: clock.now))
    }

    /// Runs until nothing is left to happen (no frame asked for, no timer, no script event, no
    /// recognizer deadline), until `endTime` seconds of virtual time when given, or until
    /// `settlingFrames` frames after the input has finished when something keeps animating
    /// (an activity indicator turns for ever: its phase then is what the run ends on, the same
    /// every time).
    ///
    /// - Returns: the run's measurements (frames, animated frames, idle wake-ups).
    @discardableResult
    public func run(until endTime: Double? = nil, settlingFrames: Int = ScreenshotMode.settlingFrames) -> RunStatistics
    {
        host.update()
        var framesAfterInput: Int?
        while let wakeUp = clock.wakeUp {
            if let endTime, wakeUp > endTime { break }
            if endTime == nil, let start = framesAfterInput, host.statistics.frames - start >= settlingFrames { break }
            clock.advanceToWakeUp()
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
        return statistics
    }

    /// Moves the clock on by ``frameCost`` after a frame, keeping the wake-up the host asked for
    /// (when it now lies in the past, the next turn of ``run(until:settlingFrames:)`` comes at once).
    private func spendFrameCost() {
        let asked = clock.wakeUp
        clock.setWakeUp(at: clock.now + frameCost)
        clock.advanceToWakeUp()
        clock.setWakeUp(at: asked)
    }
}
