public import Devices
import Glibc
import Graphics
public import Input
public import Logging
public import Text

/// Runs a host on a device: the epoll event loop, the display (chosen, lost and regained), VT
/// switches, hotplug, signals and libinput.
///
/// The ``AppHost`` decides when frames start (flip events on a real vblank, a timer on displays
/// that fake one, fbdev and the headless fallback); the session feeds it flips, input and the
/// display's changes, and runs its ``AppHost/update()`` before the loop waits. With nothing to
/// draw the loop sleeps in `epoll_wait` with no timer armed: zero wake-ups.
@MainActor
public final class DisplaySession {
    /// The host: content, frame path, input routing, timers.
    public let host: AppHost
    let options: RunOptions
    let loop: EventLoop
    let signals: SignalSource
    var drm: DRMDisplay?
    var hotplug: DRMHotplugMonitor?
    /// The hotplug monitor's descriptors already on the loop (udevd's may join later).
    var watchedHotplugDescriptors: Set<Int32> = []
    /// Whether the log said a reported card waits for udevd's rules (said once).
    var reportedPermissionWait = false
    var terminal: VirtualTerminal?
    /// Whether devices come through a libseat seat (which then owns VT switching).
    var usesSeat = false
    /// What opens the DRM card and the input devices: the session's seat (seatd, logind), or
    /// `open(2)` by root. Set before ``run()`` to share one (a seat is one per process's
    /// session); left nil, ``run()`` opens a seat or decides on direct opening, and logs which.
    public var deviceAccess: DeviceAccess?
    var retry: HostTimer?
    /// Whether input is opened once the first frame is on screen (a session that waited for its
    /// card), not before the loop runs.
    var startsInputAtFirstFrame = false
    /// What the session measures itself (display, pacing, first frame, suspensions, hotplug),
    /// written into the run's one record beside the host's frame measurements
    /// (``AppHost/frameStatistics``).
    var statistics: RunStatistics {
        get { host.frameStatistics.statistics }
        set { host.frameStatistics.statistics = newValue }
    }
    let mainTime = MonotonicClock.now()
    /// Shake to undo over the board's accelerometer (`accelerometer` in the board profile),
    /// set up by ``run()``; `nil` without one, or when it cannot be opened (the log says why).
    public private(set) var shakeToUndo: ShakeToUndo?
    /// Called once the first frame is out, before input is opened.
    public var onStarted: (@MainActor (DisplaySession) -> Void)?
    /// Called whenever a frame is on screen, with its time on `CLOCK_MONOTONIC`.
    public var onFrameShown: (@MainActor (Double) -> Void)?
    /// Called when the first frame is on screen, with its time on `CLOCK_MONOTONIC`.
    public var onFirstFrame: (@MainActor (Double) -> Void)?
    /// When (on `CLOCK_MONOTONIC`) the display came, for a session that started without one and
    /// waited: the report of the DRM card being added (the kernel's uevent, or udevd's) was read.
    /// `nil` when it was there at start.
    public internal(set) var displayAppearedTime: Double?
    /// Who reported the display that came while the session waited: the kernel or udevd.
    public internal(set) var displayReportedBy: DRMHotplugReport.Source?
    /// When (on `CLOCK_MONOTONIC`) that display was open (card, connector, mode and buffers),
    /// and when it was attached (watched on the loop, the host told).
    public internal(set) var displayOpenedTime: Double?
    public internal(set) var displayAttachedTime: Double?
    /// How long the first frame took to draw while the session waited for its display, at the
    /// board's mode (`nil` when it did not wait, or the board names no mode).
    public internal(set) var preparedFrameSeconds: Double?
    /// The first frame's measurements: when (`CLOCK_MONOTONIC`) it began to be drawn, how long
    /// its content took to draw, and to be copied and flipped in (`nil` until it was shown).
    public var firstFrameSteps: (start: Double, render: Double, present: Double)? {
        let statistics = host.statistics
        guard let start = statistics.firstRenderStartTime, let render = statistics.firstRenderSeconds,
            let present = statistics.firstPresentSeconds
        else { return nil }
        return (start, render, present)
    }
    /// Whether the run ends leaving the virtual terminal in graphics mode, so the last frame is
    /// not overdrawn by the console (`scanout ctl quit --retain-splash`).
    public var retainsPictureAtExit = false
    /// systemd's notification socket, when systemd started this process (`NOTIFY_SOCKET`):
    /// `READY=1` once the first frame is on screen, `WATCHDOG=1` from the event loop at half the
    /// unit's `WatchdogSec=` (a hung loop stops them, so systemd restarts the service),
    /// `STOPPING=1` at the end.
    public var serviceNotifier = ServiceNotifier.fromEnvironment()
    /// Where messages for the person running Scanout go (display chosen, fallbacks, VT switches,
    /// hotplug, memory reports, the host's errors): swift-log, label `scanout`. After
    /// `ScanoutLogging.bootstrap()` (the `scanout` command calls it) a line is journal-prefixed
    /// under systemd and rate-limited (docs/logging.md). Setting it also sets the host's.
    public var logger = Logger(label: "scanout") {
        didSet { host.logger = logger }
    }

    /// Writes `message` to ``logger`` at `level`: `info` for what happened (the display chosen, a
    /// VT switch), `warning` for a fallback, `error` for what stops a device from working.
    public func log(_ message: String, level: Logger.Level = .info) {
        logger.log(level: level, "\(message)")
    }

    /// A session showing `content` with `options`, its text set with `fonts` (opened at
    /// start-up, where a missing font is an error naming the packages to install).
    ///
    /// - Throws: ``EventLoopError`` when epoll, the timerfd or the signal pipe cannot be set up.
    public init(content: any HostedContent, options: RunOptions, fonts: FontSystem) throws(EventLoopError) {
        self.options = options
        loop = try EventLoop()
        host = AppHost(content: content, clock: try MonotonicHostClock(loop: loop), fonts: fonts)
        signals = try SignalSource(signals: [
            SIGTERM, SIGINT, VirtualTerminal.releaseSignal, VirtualTerminal.acquireSignal,
        ])
        host.frameStatistics.measuresFrameCPU = options.printsStatistics
        host.calibration = options.board.touchCalibration ?? .identity
        host.keyRepeat = options.board.keyRepeat
        host.logger = logger
        host.onPresentFailure = { [unowned self] in presentFailed() }
        host.onFrameShown = { [unowned self] time in frameShown(at: time) }
        loop.beforeWaiting = { [unowned self] in host.update() }
        host.descriptorWatcher = loop
        makeSoundPlayer()
    }

    /// The event loop, for watching more descriptors.
    public var eventLoop: EventLoop { loop }

    /// Asks for a frame (the host's one frame path).
    public func setNeedsFrame() { host.setNeedsFrame() }

    /// Adds an input source: its descriptor is watched on the loop, a timed one is polled by the
    /// host; it gets the display's touch mapping now and whenever the display changes.
    ///
    /// - Throws: ``EventLoopError`` when epoll refuses the descriptor.
    public func addInput(_ source: any InputSource) throws(EventLoopError) {
        host.add(source)
        if let fd = source.pollDescriptor {
            try loop.watch(fd) { [unowned self] in host.dispatch(source) }
        }
    }

    /// Opens the display (DRM, else fbdev or headless per the board's policy, else waits for
    /// one) and runs until SIGTERM/SIGINT or the quit timer.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DisplaySessionError/display(_:)`` when the display cannot be used and the
    ///   policy is not to fall back; ``DisplaySessionError/eventLoop(_:)`` when epoll refuses the
    ///   display's, the signals' or the hotplug monitor's descriptor;
    ///   ``DisplaySessionError/privilegeDrop(_:)`` when, started as root, it cannot become the
    ///   board's user.
    public func run() throws(DisplaySessionError) -> RunStatistics {
        startSeat()
        try openDisplay()
        statistics.displayOpenSeconds = MonotonicClock.now() - mainTime
        do {
            try loop.watch(signals.fileDescriptor) { [unowned self] in handleSignals() }
            try watchHotplug()
            // Image files decoded off the frame path come back here (image views redraw then).
            if let fd = ImageDecoder.shared.readyDescriptor {
                try loop.watch(fd) { ImageDecoder.shared.deliverFinished() }
            }
        } catch {
            throw .eventLoop(error)
        }
        if let seconds = options.quitAfterSeconds {
            host.schedule(at: mainTime + seconds) { [unowned self] in loop.stop() }
        }
        if let interval = serviceNotifier?.watchdogInterval { keepAlive(every: interval / 2) }
        if let interval = options.memoryReportSeconds {
            host.reportMemory(every: interval) { [unowned self] report in log(report.line) }
        }
        startShakeToUndo()
        applyBoardAccessibility()
        host.update()  // the first frame goes out before input and the rest are set up
        if host.display == nil, let mode = options.board.mode {
            // Waiting for a card: its first frame is drawn now, at the board's mode, so only the
            // copy and the flip remain when it comes.
            let panel = PixelSize(width: mode.width, height: mode.height)
            preparedFrameSeconds = host.prepareFirstFrame(
                size: options.board.rotation.sceneSize(forPanel: panel), scale: options.board.scale)
        }
        if host.display == nil, !options.headless {
            // The code the card's arrival runs for the first time is read in while waiting.
            ImagePrefetch.start()
        }
        onStarted?(self)
        if host.display == nil, options.board.user == nil || usesSeat {
            // Waiting for a card: libinput (its quirks, the udev scan, each device opened) waits
            // for the first frame, so the loop listens for the card at once — a card that came
            // while libinput started waited for it (hundreds of ms under TCG in the VM suite).
            // There is nothing on screen to touch until then. Not when root is dropped below
            // without a seat: the devices could not be opened afterwards.
            startsInputAtFirstFrame = true
        } else {
            startInput()
        }
        openSoundDevice()
        startBoardScreenReader()
        host.zoom.isEnabled = options.board.zoom
        do { try dropPrivileges() } catch { throw .privilegeDrop(error) }
        loop.run()
        return finish()
    }

    /// Ends ``run()`` after the current handler.
    public func stop() { loop.stop() }

    /// Gives the display up for another program (a display manager): frames stop and DRM master
    /// is dropped until ``reactivate()``. Returns false when there is no DRM display to give up.
    @discardableResult
    public func deactivate() -> Bool {
        guard let drm, !drm.isSuspended else { return false }
        host.isPresentationPaused = true
        retry?.cancel()
        drm.suspend()
        statistics.suspensions += 1
        log("display given up (deactivate)")
        return true
    }

    /// Takes the display back after ``deactivate()`` and repaints everything. Returns false when
    /// another program still holds it (try again later).
    @discardableResult
    public func reactivate() -> Bool {
        guard let drm, drm.isSuspended else { return drm != nil }
        guard drm.resume() else { return false }
        statistics.resumptions += 1
        host.isPresentationPaused = false
        host.displayDidChange()
        log("display taken back (reactivate); full repaint")
        return true
    }

    /// Whether the DRM display is given up (``deactivate()``, a VT switch away).
    public var isDeactivated: Bool { drm?.isSuspended ?? false }

    /// How many times the DRM display found its mode already set and skipped the modeset.
    public var modesetsAvoided: Int { drm?.modesetsAvoided ?? 0 }

    /// A description of the display in use (empty while there is none).
    public var displayDescription: String { statistics.display }

    /// The display frames go to (nil while waiting for one), for tests.
    var currentDisplay: (any Display)? { host.display }

    /// Follows the board's accelerometer for shake to undo; a sensor that cannot be opened is
    /// logged and the run goes on without it.
    private func startShakeToUndo() {
        guard shakeToUndo == nil, let path = options.board.accelerometer else { return }
        do {
            shakeToUndo = ShakeToUndo(accelerometer: try IIOAccelerometer(path: path), host: host)
        } catch {
            log("\(error); shake to undo is off", level: .warning)
        }
    }

    // MARK: input

    private func startInput() {
        guard options.usesInput, !options.headless, host.input != nil else { return }
        let seat = options.board.seat
        let mapping =
            host.display?.touchMapping(calibration: host.calibration)
            ?? TouchMapping(panelSize: PixelSize(width: 1280, height: 800))
        do {
            let source = try openInput(seat: seat, mapping: mapping)
            guard source.pollDescriptor != nil else { throw InputSourceError.contextFailed }
            try addInput(source)
            host.dispatch(source)  // devices already present
            let names = source.devices.keys.sorted().joined(separator: ", ")
            log("input: libinput on \(seat), \(source.devices.count) device(s): \(names)")
            // Devices plugged in later are named as they come and go (a scripted test waits for
            // the line instead of a fixed time).
            source.onDeviceChange = { [weak self] device, added in
                // The host reads its sources on the main thread.
                let what = device.capabilities.joined(separator: ", ")
                MainActor.assumeIsolated {
                    self?.log("input: \(added ? "added" : "removed") \(device.sysname) (\(device.name): \(what))")
                }
            }
        } catch {
            log("no touch input: \(error)", level: .warning)
        }
    }

    /// Opens libinput with the board's keymap. A keyboard setting the board gets wrong must not
    /// cost the touch panel: without compose sequences keys still type; without the keymap the
    /// built-in keys (Return, Escape, Tab, arrows) still work. The log says why.
    private func openInput(seat: String, mapping: TouchMapping) throws(InputSourceError) -> LibinputSource {
        let board = options.board
        let access = deviceAccess ?? DeviceAccess()
        var layout: String? = board.keymap
        var compose: String? = board.composeLocale
        while true {
            do throws(InputSourceError) {
                return try LibinputSource(
                    backend: .udev(seat: seat), mapping: mapping, keymapLayout: layout,
                    keymapOptions: layout == nil ? nil : board.keymapOptions, composeLocale: compose, access: access)
            } catch {
                guard case .keymap(let keymapError) = error, layout != nil else { throw error }
                if case .unknownComposeLocale = keymapError, compose != nil {
                    log("keyboard: \(keymapError); dead keys and the Compose key are off", level: .warning)
                    compose = nil
                } else {
                    log("keyboard: \(keymapError); using the built-in keys instead", level: .warning)
                    layout = nil
                    compose = nil
                }
            }
        }
    }

    // MARK: frames shown

    private func frameShown(at time: Double) {
        onFrameShown?(time)
        guard statistics.firstFrameSinceMain == nil else { return }
        statistics.firstFrameSinceMain = time - mainTime
        serviceNotifier?.ready(status: "showing frames on \(statistics.display)")
        onFirstFrame?(time)
        if startsInputAtFirstFrame {
            startsInputAtFirstFrame = false
            host.schedule(after: 0) { [unowned self] in startInput() }
        }
        statistics.firstFrameSinceExec = MonotonicClock.secondsSinceProcessStart().map {
            $0 - (MonotonicClock.now() - time)
        }
        if let path = options.readyFile, let file = fopen(path, "w") {
            fputs("ready\n", file)
            fclose(file)
        }
    }

    /// Sends a watchdog keep-alive now and every `interval` seconds, from the event loop.
    private func keepAlive(every interval: Double) {
        serviceNotifier?.keepAlive()
        host.schedule(after: max(interval, 0.05)) { [unowned self] in keepAlive(every: interval) }
    }

    private func presentFailed() {
        guard let drm, drm.isSuspended else { return }
        host.isPresentationPaused = true
        statistics.suspensions += 1
        scheduleResume()
    }

    private func finish() -> RunStatistics {
        var result = host.finishStatistics()
        if drm != nil {
            result.pacing =
                switch host.pacing {
                case .flipEvents: "flip events (real vblank)"
                case .timer(let interval, let reason): "timer \(Int((1 / interval).rounded())) Hz: \(reason)"
                }
        }
        serviceNotifier?.stopping()
        logScreenReaderSummary()
        finishSounds()
        if retainsPictureAtExit {
            terminal?.releaseKeepingGraphics()
        } else {
            terminal?.restore()
        }
        return result
    }
}
