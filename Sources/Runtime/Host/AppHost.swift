public import Audio
public import Devices
public import Diagnostics
public import Graphics
public import Input
public import Logging
public import Text
public import Gestures
public import Scene

/// Hosts one root content on a display: routes input to it, runs its timers, and starts its
/// frames, paced by the display, on one clock.
///
/// ## Background
/// There is one frame path, and it is level-triggered. Every producer of change (input,
/// animation, timers, app code) only marks the content; ``update()`` asks the content whether it
/// needs a frame (``HostedContent/needsFrame``), starts the frame when the display's pacing
/// allows (at once, at the next timer tick, or after the pending flip) and arms the clock's one
/// wake-up for what comes next. The content's ``HostedContent/frameRequestHandler`` only wakes
/// the host (``wake()``); a request that is dropped or comes twice changes nothing, since the
/// host reads the content's state, not the requests. Nothing else starts a frame.
///
/// The host keeps timers, frames and wake-ups. What only follows them is a ``HostObserver``:
/// the run's measurements (``frameStatistics``), giving free memory back when idle
/// (``idleMemory``), the font system's problems in the log (``FontProblemLog``).
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
    /// The screen reader over the content, while one runs (``startScreenReader(speech:)``).
    public internal(set) var screenReader: ScreenReader? {
        didSet {
            zoom.isReaderRunning = screenReader != nil
            screenReader?.onCursorMoved = { [unowned self] frame in if let frame { zoom.follow(frame) } }
        }
    }
    /// The screen magnified with iOS's three-finger gestures, while its setting is on
    /// (``ScreenZoom/isEnabled``; the board's `zoom = on`): it sees touches before the content
    /// and magnifies each frame before the display.
    public let zoom = ScreenZoom()
    /// The display settings changed for the content (``accessibilityOverrides``).
    var accessibilityChanges = AccessibilitySettingsOverrides()
    /// What a screen reader turned on at run time speaks through (``setScreenReader(on:)``): the
    /// display session's sound device; `nil` until one is set.
    public var screenReaderSpeech: (@MainActor () -> any SpeechOutput)?
    /// The screen reader's Speaking Rate and Speak Hints (the board's `speaking-rate` and
    /// `speak-hints`, `scanout ctl accessibility`, a Settings app's VoiceOver page): given to the
    /// reader running now and to every one started later.
    public var screenReaderSettings = ScreenReaderSettings.standard {
        didSet { screenReader?.settings = screenReaderSettings }
    }
    /// The key whose triple press runs the Accessibility Shortcut, if any.
    var accessibilityShortcut: AccessibilityShortcut?
    /// The display frames go to (`nil` while there is none).
    public private(set) var display: (any Display)?
    /// The board's touch calibration, on top of the display's mapping.
    public var calibration: CalibrationMatrix = .identity
    /// While `true` (the VT or the DRM master is away) no frame is shown; requests wait.
    public var isPresentationPaused = false {
        didSet {
            if !isPresentationPaused && oldValue { setNeedsFrame() }  // the screen shows what it showed before
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
    /// The loop the host's driver runs, for content that watches descriptors of its own (the
    /// status bar's netlink sockets); `nil` headless and in tests, where there is none.
    public weak var descriptorWatcher: (any DescriptorWatching)?
    /// Called with the time each frame went on screen (its flip, or its present).
    public var onFrameShown: (@MainActor (Double) -> Void)?
    /// Called after a batch of input reached the content (services that follow what the input
    /// did, such as ``ShakeToUndo`` starting to read the accelerometer when a text control took
    /// focus).
    public var onInputDelivered: (@MainActor () -> Void)?
    /// The run's measurements, an observer of the host's frames (``FrameStatistics``); the
    /// session running the host adds what only it knows.
    public let frameStatistics = FrameStatistics()
    /// Frame measurements so far (frames, flips, CPU, animation): ``frameStatistics``'s.
    public var statistics: RunStatistics { frameStatistics.statistics }
    /// Gives the allocator's free pages back to the kernel each time the host goes idle after
    /// drawing, and every ``IdleMemory/busyInterval`` while it never does (``IdleMemoryRelease``,
    /// an observer): the resident set then follows the memory in use.
    public let idleMemory = IdleMemoryRelease()
    private var observers: [any HostObserver] = []

    /// How held keys repeat (the board profile's `key-repeat-delay` and `key-repeat-rate`),
    /// for this content and any that replaces it.
    public var keyRepeat: KeyRepeat = .standard {
        didSet { input?.keyRepeat = keyRepeat }
    }

    private var sources: [any InputSource] = []
    private var timers: [HostTimer] = []
    /// The fonts every content shown by this host sets its text with (opened at start-up).
    public let fonts: FontSystem
    /// The player the content's controls play the system sounds through (``useSounds(_:)``),
    /// or `nil` for none: a device session makes one from the board (`sound-device`, `volume`,
    /// `mute`), a headless run one into a WAV file when asked.
    public private(set) var sounds: SoundPlayer?
    private var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: false)
    private var shadow = Bitmap(size: PixelSize(width: 1, height: 1))
    /// The size and scale the shadow was drawn at before any display came
    /// (``prepareFirstFrame(size:scale:)``), until a display comes.
    private var prepared: (size: PixelSize, scale: Double)?
    /// Whether the next frame goes to the display whole (a display shown or changed: its
    /// buffers hold nothing of the shadow), whatever the content's own damage.
    private var presentsInFull = false
    /// Whether the host owes a frame whatever the content says: a display shown or changed, the
    /// screen given back after a pause, a frame asked for with ``setNeedsFrame()``.
    private var owesFrame = true
    /// Whether ``wake()`` was called since the last ``update()``.
    public private(set) var isWakePending = true
    private var nextFrameTick: Double?
    private var previousFrameWasAnimated = false

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
        content.frameRequestHandler = { [unowned self] in wake() }
        observers = [frameStatistics, idleMemory, FontProblemLog(fonts: fonts)]
        zoom.onChange = { [unowned self] in
            presentsInFull = true
            setNeedsFrame()
        }
    }

    /// Plays the content's system sounds through `player` from now on (its scenes'
    /// ``EnvironmentValues/sounds``; content shown later gets it too).
    public func useSounds(_ player: SoundPlayer) {
        sounds = player
        content.useSounds(player)
    }

    /// Adds `observer` to those told of the host's frames and scheduling passes, after the
    /// host's own (``frameStatistics``, ``idleMemory``, the font problem log).
    public func addObserver(_ observer: any HostObserver) {
        observers.append(observer)
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
        if let sounds { newContent.useSounds(sounds) }
        if !accessibilityChanges.isEmpty { newContent.useAccessibility(accessibilityChanges) }
        input?.stopKeyRepeat()
        let speech = screenReader?.speech
        screenReader?.stop()
        screenReader = nil
        input = newContent.makeInputRouter()
        input?.keyRepeat = keyRepeat
        newContent.frameRequestHandler = { [unowned self] in wake() }
        displayDidChange()
        // A reader that ran goes on over what replaced the content (an app launched from home).
        if let speech { startScreenReader(speech: speech) }
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
        owesFrame = true
        let mapping = display.touchMapping(calibration: calibration)
        input?.windowBounds = mapping.screenBounds
        zoom.screenBounds = mapping.screenBounds
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
        owesFrame = false  // this drawing is the frame owed
        return MonotonicClock.now() - start
    }

    /// While no display is shown and a first frame is prepared (``prepareFirstFrame(size:scale:)``),
    /// what changed since (a spinner's step, a new message) is drawn into it when a frame is
    /// asked for, so that a display that comes finds it current: its first frame is then little
    /// more than the copy. Nothing is presented, and no frame is counted.
    private func updatePreparedFrame(now: Double) {
        guard display == nil, prepared != nil, needsFrame, !isPresentationPaused else { return }
        owesFrame = false  // asked again while drawing: drawn at the next wake-up
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
            let events = filterAccessibilityShortcut(try source.dispatch())
            if CrashReporter.isInstalled { recordTouches(events) }
            input?.deliver(zoom.filter(events))
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

    // MARK: frames

    /// Wakes the host: its driver runs ``update()`` after the current handler (the event loop
    /// before it waits, a headless session at its next turn), which asks the content whether it
    /// needs a frame. The content's ``HostedContent/frameRequestHandler`` calls it; waking a
    /// host whose content needs nothing draws nothing.
    public func wake() { isWakePending = true }

    /// Owes a frame whatever the content says (the screen must be drawn again: the session gave
    /// it back, a test wants one). The frame starts in the next ``update()``, when the display's
    /// pacing allows.
    public func setNeedsFrame() {
        owesFrame = true
        wake()
    }

    /// Whether a frame is due and has not started yet: the content needs one
    /// (``HostedContent/needsFrame``) or the host owes one.
    public var needsFrame: Bool { owesFrame || content.needsFrame }

    /// Whether the host is awake for frames: one due, or waiting for its tick.
    public var isAskingForFrames: Bool { needsFrame || nextFrameTick != nil }

    /// Whether anything is left to happen: a frame due, a timer, a recognizer deadline or
    /// a scripted event.
    public var hasPendingWork: Bool { clock.wakeUp != nil || (needsFrame && display?.isFlipPending == true) }

    /// How many timers are armed.
    var timerCount: Int { timers.count }
    /// How many input sources the host reads.
    var sourceCount: Int { sources.count }

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
        isWakePending = false
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
        let wakeUp = nextWakeUp
        clock.setWakeUp(at: wakeUp)
        // Idle: no frame due or waiting for its tick (timers may be armed).
        let isIdle = nextFrameTick == nil && !needsFrame
        for observer in observers { observer.hostDidUpdate(self, at: now, isIdle: isIdle, nextWakeUp: wakeUp) }
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
        guard needsFrame, let display, !isPresentationPaused, !display.isFlipPending else { return }
        let start = pacer.nextFrameStart(now: now)
        if start > now + 0.0005 {
            nextFrameTick = start
            return
        }
        let presented = renderFrame(on: display, at: start)
        guard needsFrame else { return }
        // Still needed after drawing (an animation runs): the next tick, or after the flip. A
        // frame that showed nothing while the content still needs one (a node marked in every
        // frame, nothing visible changing) waits a frame interval, never draws again at once.
        if presented {
            startFrameIfAllowed(now: clock.now)
        } else {
            nextFrameTick = max(start + pacer.refreshInterval, clock.now)
        }
    }

    /// Draws and presents a frame for `time`; returns whether the display took one.
    private func renderFrame(on display: any Display, at time: Double) -> Bool {
        for observer in observers { observer.hostWillDrawFrame(self, at: time) }
        pacer.frameStarted(at: time)
        let renderStart = MonotonicClock.now()
        owesFrame = false
        var damage = content.render(into: shadow, at: time)
        if presentsInFull {
            damage = [PixelRect(size: shadow.size)]
            presentsInFull = false
        }
        guard !damage.isEmpty else { return false }
        // Magnified, the screen shows the shadow's part in view, and what of the damage is in it.
        let shown: Bitmap
        (shown, damage) = zoom.compose(shadow, damage: damage, scale: display.scale)
        guard !damage.isEmpty else { return false }
        let asksForNext = content.needsFrame
        let presentStart = MonotonicClock.now()
        let damagedPixels = damage.reduce(0) { $0 + $1.area }
        var frame = DrawnFrame(
            time: time, renderStart: renderStart, renderSeconds: presentStart - renderStart, presentSeconds: nil,
            damagedPixels: damagedPixels, asksForNext: asksForNext)
        do {
            try display.present(shown, damage: damage)
        } catch {
            for observer in observers { observer.hostDidDrawFrame(self, frame) }
            logError("cannot show a frame: \(error)")
            onPresentFailure?()
            return false
        }
        frame.presentSeconds = MonotonicClock.now() - presentStart
        for observer in observers { observer.hostDidDrawFrame(self, frame) }
        previousFrameWasAnimated = asksForNext
        CrashReporter.recordFrame(
            number: statistics.frames, time: time, seconds: MonotonicClock.now() - renderStart,
            damagedPixels: damagedPixels
        ) { content.reportedState }
        pacer.flipQueued(at: clock.now)
        if !display.isFlipPending { frameShown(at: clock.now) }
        return true
    }

    /// The display's flips completed (`count` events, the last with the kernel's `sequence`,
    /// shown at `timestamp` on the host's clock, 0 when unknown): the next frame may start.
    public func flipsCompleted(count: Int, sequence: UInt32, timestamp: Double) {
        let now = clock.now
        pacer.flipCompleted(
            sequence: sequence, at: now, shownAt: timestamp <= now ? timestamp : 0, continuous: previousFrameWasAnimated
        )
        for observer in observers { observer.hostDidCompleteFlips(self, count: count) }
        // The kernel's timestamp says when the frame went on screen (the loop may read the event
        // later, e.g. while input is being set up after the first frame).
        frameShown(at: timestamp > 0 && timestamp <= now ? timestamp : now)
    }

    private func frameShown(at time: Double) {
        for observer in observers { observer.hostDidShowFrame(self, at: time) }
        onFrameShown?(time)
    }

    /// The run's measurements at its end (`wakeUpsToEnd`: the wake-ups that ended it), with the
    /// pacing's missed vblanks.
    func finishStatistics(wakeUpsToEnd: Int = 1) -> RunStatistics {
        var result = frameStatistics.finish(on: clock, wakeUpsToEnd: wakeUpsToEnd)
        result.missedFrames = pacer.missedFrames
        result.missedAfterFlips = pacer.missedAfterFlips
        result.lateFrames = pacer.lateFrames
        return result
    }
}
