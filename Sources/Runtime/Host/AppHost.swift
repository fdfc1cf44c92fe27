public import Devices
public import Diagnostics
public import Graphics
public import Input
public import Logging
public import Text
import Gestures

/// Hosts one root content on a display: routes input to it, runs its timers, and starts its
/// frames, paced by the display, on one clock.
///
/// ## Background
/// There is one frame path. Every producer of change (input, animation, timers, app code) only
/// marks the content; the content asks for a frame through its
/// ``HostedContent/frameRequestHandler``, which the host sets; ``update()`` starts the frame
/// when the display's pacing allows (at once, at the next timer tick, or after the pending
/// flip) and arms the clock's one wake-up for what comes next. Nothing else starts a frame.
///
/// On a device, on the headless fallback, in `scanout run --headless` and in screenshots the
/// host is the same; only its seams differ: the ``Display`` (DRM/KMS, fbdev, headless), the
/// ``InputSource``s (libinput, a touch script) and the ``HostClock`` (monotonic, virtual).
/// ``DisplaySession`` drives it from an epoll loop; ``HeadlessSession`` on a virtual clock.
@MainActor
public final class AppHost {
    /// What is shown (replaced by ``replaceContent(with:)``).
    public private(set) var content: any HostedContent
    /// The clock frames, timers and input are read on.
    public let clock: any HostClock
    /// Where the content's input goes, when it has a tree for it.
    public private(set) var input: InputRouter?
    /// The display frames go to (`nil` while there is none).
    public private(set) var display: (any Display)?
    /// The board's touch calibration, on top of the display's mapping.
    public var calibration: CalibrationMatrix = .identity
    /// While `true` (the VT or the DRM master is away) no frame is shown; requests wait.
    public var isPresentationPaused = false {
        didSet {
            if !isPresentationPaused && oldValue { setNeedsFrame() }
            if isPresentationPaused != oldValue { onPresentationPausedChange?(isPresentationPaused) }
        }
    }
    /// Called when ``isPresentationPaused`` changes (the screen went away or came back): what
    /// only matters while the screen is on, such as polling an accelerometer, stops and starts.
    public var onPresentationPausedChange: (@MainActor (Bool) -> Void)?
    /// Where the host's errors go (swift-log, label `scanout`): an input source failing, a frame
    /// the display refused, glyph fills out of memory. ``DisplaySession`` gives it its own.
    public var logger = Logger(label: "scanout")
    /// How often a repeating error reaches ``logger``: an input device failing on every read or a
    /// display refusing every frame is written a few times a minute, then counted (the next
    /// line written says how many were suppressed), so a broken touch panel cannot fill the disk
    /// whatever handler the process bootstrapped.
    public var errorLimiter = LogRateLimiter()
    /// Called when the display refused a frame (a DRM master lost between checks).
    public var onPresentFailure: (@MainActor () -> Void)?
    /// Called with the time each frame went on screen (its flip, or its present).
    public var onFrameShown: (@MainActor (Double) -> Void)?
    /// Called after a batch of input reached the content (services that follow what the input
    /// did, such as ``ShakeToUndo`` starting to read the accelerometer when a text control took
    /// focus).
    public var onInputDelivered: (@MainActor () -> Void)?
    /// Frame measurements so far (frames, flips, CPU, animation, missed vblanks).
    public internal(set) var statistics = RunStatistics()
    /// Whether each frame's CPU time is read for ``statistics`` (two system calls a frame:
    /// `CLOCK_THREAD_CPUTIME_ID` has no vDSO path); ``DisplaySession`` turns it off unless the
    /// statistics are printed. Without it the CPU figures stay 0.
    public var measuresFrameCPU = true
    /// Whether the allocator's free pages go back to the kernel each time the host goes idle
    /// after drawing, and every ``IdleMemory/busyInterval`` while it never does (``IdleMemory``):
    /// the resident set then follows the memory in use.
    public var releasesMemoryWhenIdle = true
    /// How many times that happened.
    public private(set) var memoryReleases = 0
    private var framesAtLastRelease = 0
    /// The font system's count of glyph fills that ran out of memory, as last logged.
    private var glyphFillFailuresLogged = 0
    /// How many of the font system's load failures and faces opened on a retry are logged.
    private var fontFailuresLogged = 0
    private var fontRetriesLogged = 0
    private var fontIndexFailuresLogged = 0
    private var lastReleaseTime = 0.0

    /// How held keys repeat (the board profile's `key-repeat-delay` and `key-repeat-rate`),
    /// for this content and any that replaces it.
    public var keyRepeat: KeyRepeat = .standard {
        didSet { input?.keyRepeat = keyRepeat }
    }

    private var sources: [any InputSource] = []
    private var timers: [HostTimer] = []
    /// The fonts every content shown by this host sets its text with (opened at start-up).
    public let fonts: FontSystem
    private var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: false)
    private var shadow = Bitmap(size: PixelSize(width: 1, height: 1))
    /// The size and scale the shadow was drawn at before any display came
    /// (``prepareFirstFrame(size:scale:)``), until a display comes.
    private var prepared: (size: PixelSize, scale: Double)?
    /// Whether the next frame goes to the display whole (a display shown or changed: its
    /// buffers hold nothing of the shadow), whatever the content's own damage.
    private var presentsInFull = false
    private var isFrameRequested = true
    private var nextFrameTick: Double?
    private var previousFrameWasAnimated = false
    private var animationFirstFrame: Double?
    private var animationLastFrame: Double?
    /// When the last frame went on screen, and the frame and wake-up counts then.
    private(set) var lastShownTime: Double?
    private var framesAtLastShown = 0
    private var wakeUpsAtLastShown = 0

    /// A host showing `content` on `clock`, its text set with `fonts` (opened once at start-up:
    /// ``FontSystem/init(configuration:)`` fails there, naming the packages to install, when no
    /// font can be used); input goes to the content's ``HostedContent/inputRoot`` and
    /// ``HostedContent/focus``.
    public init(content: any HostedContent, clock: any HostClock, fonts: FontSystem) {
        self.content = content
        self.clock = clock
        self.fonts = fonts
        content.useFonts(fonts)
        input = content.makeInputRouter()
        content.frameRequestHandler = { [unowned self] in setNeedsFrame() }
    }

    /// Shows `newContent` instead of the current content, on the same display and buffers: it
    /// is laid out for the display, input goes to its tree from now on, and its first frame is
    /// drawn in full over the previous content's last one and flipped in like any frame — so
    /// no frame without content comes between them (the boot splash's handover to an app).
    /// The old content no longer asks for frames. The new content sets its text with the host's
    /// ``fonts``.
    public func replaceContent(with newContent: any HostedContent) {
        content.frameRequestHandler = nil
        content = newContent
        newContent.useFonts(fonts)
        input?.stopKeyRepeat()
        input = newContent.makeInputRouter()
        input?.keyRepeat = keyRepeat
        newContent.frameRequestHandler = { [unowned self] in setNeedsFrame() }
        displayDidChange()
    }

    /// How frames are paced on the current display.
    public var pacing: FramePacer.Mode { pacer.mode }

    // MARK: the display

    /// Shows the content on `display` (the first one, or one that replaces it): the content is
    /// laid out for its size and scale, input is remapped, everything is redrawn.
    public func show(on display: any Display) {
        self.display = display
        pacer = FramePacer(refreshHz: display.refreshHz, vblankWaitSupported: display.hasRealVBlank)
        displayDidChange()
    }

    /// The display changed (mode set, hotplug, regained after a VT switch): lays the content
    /// out again, hands the input sources the display's touch mapping, and redraws everything.
    public func displayDidChange() {
        guard let display else { return }
        pacer.reset()
        if let prepared, prepared.size == display.pixelSize, prepared.scale == display.scale {
            // Drawn while waiting for this display: its first frame is that drawing plus what
            // changed since, presented in full.
        } else {
            if shadow.size != display.pixelSize { shadow = Bitmap(size: display.pixelSize) }
            content.resize(to: display.pixelSize, scale: display.scale)
        }
        prepared = nil
        presentsInFull = true
        let mapping = display.touchMapping(calibration: calibration)
        input?.windowBounds = mapping.screenBounds
        for source in sources {
            if let mapped = source as? any TouchMappedInputSource { mapped.touchMapping = mapping }
        }
        setNeedsFrame()
    }

    /// Lays the content out and draws it for a display of `size` pixels at `scale` that is not
    /// there yet (a session waiting for its card, with the board's mode known): when a display of
    /// that size and scale comes, its first frame is this drawing plus what changed since,
    /// copied and flipped in, instead of a whole frame drawn after the card appeared. Does
    /// nothing while a display is shown.
    ///
    /// - Returns: how long the drawing took, in seconds (`nil` when nothing was drawn).
    @discardableResult
    public func prepareFirstFrame(size: PixelSize, scale: Double) -> Double? {
        guard display == nil, size.width > 0, size.height > 0, scale > 0 else { return nil }
        let start = MonotonicClock.now()
        if shadow.size != size { shadow = Bitmap(size: size) }
        content.resize(to: size, scale: scale)
        _ = content.render(into: shadow, at: clock.now)
        prepared = (size, scale)
        isFrameRequested = false  // this drawing is the frame asked for
        return MonotonicClock.now() - start
    }

    /// While no display is shown and a first frame is prepared (``prepareFirstFrame(size:scale:)``),
    /// what changed since (a spinner's step, a new message) is drawn into it when a frame is
    /// asked for, so that a display that comes finds it current: its first frame is then little
    /// more than the copy. Nothing is presented, and no frame is counted.
    private func updatePreparedFrame(now: Double) {
        guard display == nil, prepared != nil, isFrameRequested, !isPresentationPaused else { return }
        isFrameRequested = false  // asked again while drawing: drawn at the next wake-up
        _ = content.render(into: shadow, at: now)
    }

    /// The display went away (unplugged): frames wait for the next one.
    public func removeDisplay() {
        display = nil
        nextFrameTick = nil
        prepared = nil
    }

    // MARK: input

    /// Adds an input source. A source with a descriptor is read when the driver's loop sees it
    /// readable (``dispatch(_:)``); a ``TimedInputSource`` is polled at its events' times.
    public func add(_ source: any InputSource) {
        sources.append(source)
        if let display, let mapped = source as? any TouchMappedInputSource {
            mapped.touchMapping = display.touchMapping(calibration: calibration)
        }
    }

    /// Reads what `source` has ready and routes it to the content.
    public func dispatch(_ source: any InputSource) {
        do {
            let events = try source.dispatch()
            if CrashReporter.isInstalled { recordTouches(events) }
            input?.deliver(events)
            if !events.isEmpty { onInputDelivered?() }
        } catch {
            logError("input: \(error)")
        }
    }

    /// Hands the touches among `events` to the crash report (``CrashReporter``).
    private func recordTouches(_ events: [InputEvent]) {
        var touches: [(time: Double, id: Int, phase: Int32, x: Double, y: Double)] = []
        for case .touch(let event) in events {
            for touch in event.changedTouches {
                let phase: Int32 =
                    switch touch.phase {
                    case .began: 0
                    case .moved: 1
                    case .stationary: 2
                    case .ended: 3
                    case .cancelled: 4
                    }
                touches.append((touch.timestamp, touch.id.rawValue, phase, touch.location.x, touch.location.y))
            }
        }
        CrashReporter.recordTouches(touches)
    }

    /// Writes a message to ``logger`` at `level` (error by default) through ``errorLimiter``.
    func logError(_ message: String, level: Logger.Level = .error) {
        guard case .write(let suppressed) = errorLimiter.decide(message) else { return }
        let note = suppressed == 1 ? "1 similar message" : "\(suppressed) similar messages"
        let line =
            suppressed > 0 ? message + " (\(note) suppressed in the last \(Int(errorLimiter.interval)) s)" : message
        logger.log(level: level, "\(line)")
    }

    // MARK: timers

    /// Runs `action` at `deadline` (seconds on the host's clock) on the host's thread.
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> HostTimer {
        let timer = HostTimer(deadline: deadline, action: action)
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.count
        timers.insert(timer, at: index)
        return timer
    }

    /// Runs `action` `seconds` from now on the host's clock.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> HostTimer {
        schedule(at: clock.now + seconds, action)
    }

    /// Hands `report` a ``MemoryReport`` (with the host's ``census``) now and every `interval`
    /// seconds (at least 1) on the host's clock: `scanout run --memory-every`, on a display's
    /// monotonic clock or headless on the virtual clock, where a report every pass of a
    /// repeating touch session compares the same moment of each pass (docs/vm-suite.md "Soak").
    /// Each report says what the content shows (``HostedContent/reportedState``) and how long
    /// after the first it was made (``MemoryReport/elapsedMilliseconds``).
    public func reportMemory(every interval: Double, _ report: @escaping @MainActor (MemoryReport) -> Void) {
        reportMemory(every: interval, since: clock.now, report)
    }

    private func reportMemory(
        every interval: Double, since start: Double,
        _ report: @escaping @MainActor (MemoryReport) -> Void
    ) {
        var current = MemoryReport.current(fonts: fonts)
        current.hostCensus = census
        current.coverageCacheBytes = content.coverageCacheBytes
        current.shownState = content.reportedState
        current.elapsedMilliseconds = Int(((clock.now - start) * 1000).rounded())
        report(current)
        schedule(after: max(interval, 1)) { [unowned self] in reportMemory(every: interval, since: start, report) }
    }

    // MARK: frames

    /// Asks for a frame: the one path every producer of change takes (the content calls it
    /// through its ``HostedContent/frameRequestHandler``). The frame starts in the next
    /// ``update()``, when the display's pacing allows.
    public func setNeedsFrame() { isFrameRequested = true }

    /// Whether a frame was asked for and has not started yet.
    public var needsFrame: Bool { isFrameRequested }

    /// Whether the host is awake for frames: one asked for, or waiting for its tick.
    public var isAskingForFrames: Bool { isFrameRequested || nextFrameTick != nil }

    /// Whether anything is left to happen: a frame asked for, a timer, a recognizer deadline or
    /// a scripted event.
    public var hasPendingWork: Bool { clock.wakeUp != nil || (isFrameRequested && display?.isFlipPending == true) }

    /// Whether every timed input source (a script) has handed out its last event and no
    /// recognizer waits for a deadline.
    public var isInputFinished: Bool {
        input?.nextDeadline == nil && !sources.contains { ($0 as? any TimedInputSource)?.nextEventTime != nil }
    }

    /// The host's one scheduling pass, run by its driver after each wake-up (before the loop
    /// waits again, never inside an event handler): fires the timers, scripted events and
    /// recognizer deadlines that are due, starts the frame asked for if the pacing allows, and
    /// arms the clock for the next thing due.
    public func update() {
        let now = clock.now
        while let first = timers.first, first.deadline <= now {
            timers.removeFirst()
            first.fire()
        }
        timers.removeAll { $0.isDone }
        for source in sources {
            guard let timed = source as? any TimedInputSource, let due = timed.nextEventTime, due <= now else {
                continue
            }
            timed.advance(to: now)
            dispatch(timed)
        }
        if let input, let deadline = input.nextDeadline, deadline <= now {
            // Touches that reached a device before `now` count before the deadlines up to `now`:
            // after a frame longer than a gesture's deadline (a slow board), the rest of a
            // four-finger swipe waits unread in the device's queue and must not be failed unseen.
            for source in sources where source.pollDescriptor != nil && !(source is any TimedInputSource) {
                dispatch(source)
            }
            if let deadline = input.nextDeadline, deadline <= now { input.advance(to: now) }
        }
        nextFrameTick = nil
        startFrameIfAllowed(now: now)
        updatePreparedFrame(now: now)
        clock.setWakeUp(at: nextWakeUp)
        guard releasesMemoryWhenIdle, statistics.frames > framesAtLastRelease else { return }
        // Idle after drawing: no frame asked for or waiting for its tick (timers may be armed).
        // A host that never goes idle (an animation that runs for ever, a display too slow to
        // catch up with its input) releases between frames every ``IdleMemory/busyInterval``.
        // A host idle between small frames many times a second (a boot splash's spinner steps
        // eight times a second) releases at most every ``IdleMemory/idleInterval`` while it is
        // woken again within that time anyway: the release is owed and made at a later wake-up.
        // It never wakes the host for a release.
        let isIdle = nextFrameTick == nil && !isFrameRequested
        let sinceRelease = now - lastReleaseTime
        let wakesSoon = nextWakeUp.map { $0 - now < IdleMemory.idleInterval } ?? false
        if isIdle
            ? (memoryReleases == 0 || sinceRelease >= IdleMemory.idleInterval || !wakesSoon)
            : sinceRelease >= IdleMemory.busyInterval
        {
            framesAtLastRelease = statistics.frames
            lastReleaseTime = now
            memoryReleases += 1
            IdleMemory.release()
        }
    }

    /// The earliest of the next frame tick, timer, scripted event and recognizer deadline.
    private var nextWakeUp: Double? {
        var times: [Double] = []
        if let nextFrameTick { times.append(nextFrameTick) }
        if let timer = timers.first { times.append(timer.deadline) }
        for source in sources {
            if let due = (source as? any TimedInputSource)?.nextEventTime { times.append(due) }
        }
        if let deadline = input?.nextDeadline { times.append(deadline) }
        return times.min()
    }

    private func startFrameIfAllowed(now: Double) {
        guard isFrameRequested, let display, !isPresentationPaused, !display.isFlipPending else { return }
        let start = pacer.nextFrameStart(now: now)
        if start > now + 0.0005 {
            nextFrameTick = start
            return
        }
        renderFrame(on: display, at: start)
        // Asked again while rendering (an animation runs): the next tick, or after the flip.
        if isFrameRequested { startFrameIfAllowed(now: clock.now) }
    }

    private func renderFrame(on display: any Display, at time: Double) {
        let cpuStart = measuresFrameCPU ? MonotonicClock.threadCPUTime() : 0
        pacer.frameStarted(at: time)
        let renderStart = MonotonicClock.now()
        isFrameRequested = false  // asked again while rendering: an animation wants the next frame
        var damage = content.render(into: shadow, at: time)
        if presentsInFull {
            damage = [PixelRect(size: shadow.size)]
            presentsInFull = false
        }
        reportGlyphFillFailures()
        reportFontFailures()
        guard !damage.isEmpty else { return }
        let presentStart = MonotonicClock.now()
        if statistics.firstRenderSeconds == nil {
            statistics.firstRenderSeconds = presentStart - renderStart
            statistics.firstRenderStartTime = renderStart
        }
        do {
            try display.present(shadow, damage: damage)
        } catch {
            logError("cannot show a frame: \(error)")
            onPresentFailure?()
            return
        }
        if statistics.firstPresentSeconds == nil {
            statistics.firstPresentSeconds = MonotonicClock.now() - presentStart
        }
        let cpu = measuresFrameCPU ? MonotonicClock.threadCPUTime() - cpuStart : 0
        statistics.frames += 1
        statistics.frameCPUSeconds += cpu
        if cpu > statistics.slowestFrameCPUSeconds, statistics.frames > 1 {
            statistics.slowestFrameCPUSeconds = cpu
            statistics.slowestFrame = statistics.frames
        }
        if (isFrameRequested || previousFrameWasAnimated) && statistics.frames > 1 {
            statistics.animatedFrames += 1
            statistics.animatedCPUSeconds += cpu
            if animationFirstFrame == nil { animationFirstFrame = time }
            animationLastFrame = time
        }
        previousFrameWasAnimated = isFrameRequested
        CrashReporter.recordFrame(
            number: statistics.frames, time: time, seconds: MonotonicClock.now() - renderStart,
            damagedPixels: damage.reduce(0) { $0 + $1.area }
        ) { content.reportedState }
        pacer.flipQueued(at: clock.now)
        if !display.isFlipPending { frameShown(at: clock.now) }
    }

    /// What the host holds now, as `key=value` pairs for a memory report: armed timers, running
    /// animations (``HostedContent/runningAnimationCount``), touches the gesture arbiter tracks,
    /// input sources.
    public var census: String {
        "timers=\(timers.count) animations=\(content.runningAnimationCount) touches=\(input?.arbiter.activeTouchCount ?? 0) "
            + "sources=\(sources.count)"
    }

    /// Logs (rate-limited) when glyph fills ran out of memory during the frame: the text was drawn
    /// without those glyphs, and they are filled again in a later frame when memory is back.
    private func reportGlyphFillFailures() {
        let failures = fonts.glyphFillsOutOfMemory
        guard failures > glyphFillFailuresLogged else { return }
        let new = failures - glyphFillFailuresLogged
        glyphFillFailuresLogged = failures
        logError(
            "text: out of memory filling \(new == 1 ? "a glyph" : "\(new) glyphs"); drawn without, glyph cache emptied",
            level: .warning)
    }

    /// Logs the fonts that failed to open since the last frame (each once: a face retried every
    /// second while out of descriptors is listed once), the font index's problems (fontconfig
    /// answered instead) and the faces that opened on a retry.
    private func reportFontFailures() {
        let failures = fonts.loadFailures
        if failures.count > fontFailuresLogged {
            for failure in failures[fontFailuresLogged...] { logError("text: \(failure)", level: .warning) }
            fontFailuresLogged = failures.count
        }
        let indexFailures = fonts.fontIndexFailures
        if indexFailures.count > fontIndexFailuresLogged {
            for failure in indexFailures[fontIndexFailuresLogged...] { logError("text: \(failure)", level: .notice) }
            fontIndexFailuresLogged = indexFailures.count
        }
        let reopened = fonts.facesOpenedOnRetry
        if reopened.count > fontRetriesLogged {
            for face in reopened[fontRetriesLogged...] {
                logError(
                    "text: the font \(face.family) (\(face.path)) opened on a retry; text set from now on uses it",
                    level: .notice)
            }
            fontRetriesLogged = reopened.count
        }
    }

    /// The display's flips completed (`count` events, the last with the kernel's `sequence`,
    /// shown at `timestamp` on the host's clock, 0 when unknown): the next frame may start.
    public func flipsCompleted(count: Int, sequence: UInt32, timestamp: Double) {
        let now = clock.now
        pacer.flipCompleted(sequence: sequence, at: now, continuous: previousFrameWasAnimated)
        statistics.flips += count
        // The kernel's timestamp says when the frame went on screen (the loop may read the event
        // later, e.g. while input is being set up after the first frame).
        frameShown(at: timestamp > 0 && timestamp <= now ? timestamp : now)
    }

    private func frameShown(at time: Double) {
        lastShownTime = time
        framesAtLastShown = statistics.frames
        wakeUpsAtLastShown = clock.wakeUpCount
        onFrameShown?(time)
    }

    /// The run's frame measurements at its end (`wakeUpsToEnd`: the wake-ups that ended it).
    func finishStatistics(wakeUpsToEnd: Int = 1) -> RunStatistics {
        var result = statistics
        if let shown = lastShownTime {
            result.idleSeconds = clock.now - shown
            result.idleWakeUps = max(0, clock.wakeUpCount - wakeUpsAtLastShown - wakeUpsToEnd)
            result.idleFrames = statistics.frames - framesAtLastShown
        }
        if let first = animationFirstFrame, let last = animationLastFrame { result.animatedSpan = last - first }
        result.missedFrames = pacer.missedFrames
        result.missedAfterFlips = pacer.missedAfterFlips
        return result
    }
}
