public import Devices
import Glibc
public import Graphics

/// Runs content on a display: the event loop, frame pacing, hotplug, VT switches and signals.
///
/// A frame is rendered only when the content needs one; then it is paced by the display's
/// flip events (real vblank) or a timer (displays that fake vblank, fbdev, headless). With
/// nothing to draw the loop sleeps in `epoll_wait` with no timer armed: zero wake-ups.
@MainActor
public final class DisplaySession {
    private let content: any FrameContent
    private let options: RunOptions
    private let loop: EventLoop
    private let timer: FrameTimer
    private let quitTimer: FrameTimer
    private let retryTimer: FrameTimer
    private let signals: SignalSource
    private var drm: DRMDisplay?
    private var display: (any Display)?
    private var hotplug: DRMHotplugMonitor?
    private var terminal: VirtualTerminal?
    private var shadow = Bitmap(size: PixelSize(width: 1, height: 1))
    private var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: false)
    private var statistics = RunStatistics()
    private let mainTime = MonotonicClock.now()
    private var lastShownTime: Double?
    private var lastShownWakeUps = 0
    private var framesAtLastShown = 0
    private var previousFrameWasAnimated = false
    private var animationFirstFrame: Double?
    private var animationLastFrame: Double?
    /// Our VT is in the background (released on the kernel's request): draw nothing.
    private var isVTReleased = false
    /// Whether the content asked for a frame that has not started yet.
    private var isFrameRequested = true
    /// Extra descriptors (input) watched by the loop, registered by the caller.
    public var onStarted: (@MainActor (DisplaySession) -> Void)?
    /// Messages for the person running Scanout (display chosen, fallbacks, VT switches).
    public var log: @MainActor (String) -> Void = { print($0); fflush(nil) }

    /// A session showing `content` with `options`.
    ///
    /// - Throws: ``EventLoopError`` when epoll, timerfd or the signal pipe cannot be set up.
    public init(content: any FrameContent, options: RunOptions) throws(EventLoopError) {
        self.content = content
        self.options = options
        loop = try EventLoop()
        timer = try FrameTimer()
        quitTimer = try FrameTimer()
        retryTimer = try FrameTimer()
        signals = try SignalSource(signals: [SIGTERM, SIGINT, VirtualTerminal.releaseSignal, VirtualTerminal.acquireSignal])
        content.frameRequestHandler = { [unowned self] in setNeedsFrame() }
        loop.beforeWaiting = { [unowned self] in scheduleFrame() }
    }

    /// The event loop, for adding input sources.
    public var eventLoop: EventLoop { loop }
    /// The scene size in pixels (changes on hotplug).
    public var pixelSize: PixelSize { shadow.size }
    /// The display's mounting, for mapping touch.
    public var rotation: DisplayRotation { drm?.rotation ?? .none }

    /// Asks for a frame: the one path every producer of change takes (the content calls it through
    /// its ``FrameContent/frameRequestHandler``). The frame starts after the current event
    /// handler returns, when the display's pacing allows.
    public func setNeedsFrame() { isFrameRequested = true }

    /// The display frames go to (nil while waiting for one), for tests.
    var currentDisplay: (any Display)? { display }

    /// Opens the display (DRM, else headless per the board's policy, else waits for one) and runs
    /// until SIGTERM/SIGINT or the quit timer.
    ///
    /// - Returns: the run's measurements.
    /// - Throws: ``DRMError`` when the display cannot be used and the policy is not to fall back.
    public func run() throws(DRMError) -> RunStatistics {
        try openDisplay()
        statistics.displayOpenSeconds = MonotonicClock.now() - mainTime
        do {
            try loop.watch(timer.fileDescriptor) { [unowned self] in timer.acknowledge() }  // the frame starts before the loop waits again
            try loop.watch(signals.fileDescriptor) { [unowned self] in handleSignals() }
            try loop.watch(quitTimer.fileDescriptor) { [unowned self] in quitTimer.acknowledge(); loop.stop() }
            try loop.watch(retryTimer.fileDescriptor) { [unowned self] in retryTimer.acknowledge(); tryResume() }
            if let hotplug { try loop.watch(hotplug.fileDescriptor) { [unowned self] in handleHotplug() } }
        } catch {
            throw .call("setting up the event loop: \(error)", errno: EINVAL)
        }
        if let seconds = options.quitAfterSeconds { quitTimer.arm(at: mainTime + seconds) }
        scheduleFrame()   // the first frame goes out before input and the rest are set up
        onStarted?(self)
        loop.run()
        finish()
        return statistics
    }

    private func openDisplay() throws(DRMError) {
        if let path = options.framebufferPath {
            let framebuffer = try FramebufferDisplay(path: path, board: options.board)
            attach(framebuffer)
            return
        }
        if !options.headless {
            do {
                let drm = try DRMDisplay(board: options.board, allowsAtomic: !options.forcesLegacyKMS)
                attach(drm)
                return
            } catch {
                if case .permissionDenied = error { throw error }
                if case .modeNotOffered = error { throw error }
                // No KMS card at all: the fbdev fallback, when the kernel offers one.
                if case .noUsableCard = error, access("/dev/fb0", F_OK) == 0,
                   let framebuffer = try? FramebufferDisplay(path: "/dev/fb0", board: options.board) {
                    log("scanout: \(error); using the fbdev fallback")
                    attach(framebuffer)
                    return
                }
                if options.board.noDisplay == .wait {
                    log("scanout: \(error); waiting for a display (board profile no-display = wait)")
                    hotplug = DRMHotplugMonitor()
                    if hotplug == nil { throw .call("no display, and udev cannot report one appearing", errno: ENODEV) }
                    statistics.display = "none yet"
                    return
                }
                log("scanout: \(error); rendering headless (board profile no-display = headless)")
            }
        }
        let size = PixelSize(width: options.board.mode?.width ?? 1280, height: options.board.mode?.height ?? 800)
        let headless = HeadlessDisplay(pixelSize: size, scale: options.board.scale)
        display = headless
        pacer = FramePacer(refreshHz: options.board.mode?.refreshHz ?? 60, vblankWaitSupported: false)
        statistics.display = "headless \(size)"
        statistics.pacing = "timer 60 Hz (headless)"
        resizeShadow(to: size, scale: options.board.scale)
    }

    private func attach(_ framebuffer: FramebufferDisplay) {
        display = framebuffer
        pacer = FramePacer(refreshHz: options.board.mode?.refreshHz ?? 60, vblankWaitSupported: false)
        statistics.display = "\(framebuffer.path) (fbdev \(framebuffer.identifier), \(framebuffer.pixelSize))"
        statistics.pacing = "timer 60 Hz (fbdev" + (framebuffer.supportsVSyncWait ? ", FBIO_WAITFORVSYNC available)" : ", no FBIO_WAITFORVSYNC)")
        if options.usesVirtualTerminal { terminal = VirtualTerminal() }
        log("scanout: \(statistics.display)")
        resizeShadow(to: framebuffer.pixelSize, scale: framebuffer.scale)
    }

    private func attach(_ drm: DRMDisplay) {
        self.drm = drm
        display = drm
        pacer = FramePacer(refreshHz: drm.refreshHz, vblankWaitSupported: drm.supportsVBlankWait)
        describeDRM(drm)
        resizeShadow(to: drm.pixelSize, scale: drm.scale)
        try? loop.watch(drm.fileDescriptor) { [unowned self] in flipCompleted() }
        if options.usesVirtualTerminal, terminal == nil { terminal = VirtualTerminal() }
        log("scanout: \(statistics.display)" + (terminal.map { ", VT \($0.number)" } ?? ", no VT control"))
        if hotplug == nil { hotplug = DRMHotplugMonitor() }
    }

    private func describeDRM(_ drm: DRMDisplay) {
        let hz = (drm.refreshHz * 100).rounded() / 100
        statistics.display = "\(drm.path) (\(drm.driver), \(drm.connectorName), \(drm.pixelSize)@\(hz), "
            + (drm.usesAtomic ? "atomic" : "legacy") + (drm.rotation == .none ? "" : ", rotation \(drm.rotation)"
            + (drm.rotatesInHardware ? " in the plane" : " in the copy step")) + ")"
    }

    private func resizeShadow(to size: PixelSize, scale: Double) {
        shadow = Bitmap(size: size)
        content.resize(to: size, scale: scale)
    }

    // MARK: frames

    /// Starts the frame asked for, or arms the timer for when the pacing allows it. Runs only
    /// from ``EventLoop/beforeWaiting`` (and once at start): never inside an event handler.
    private func scheduleFrame() {
        guard isFrameRequested, let display, !isVTReleased else { return }
        if let drm, drm.isSuspended || drm.isFlipPending { return }
        let now = MonotonicClock.now()
        let start = pacer.nextFrameStart(now: now)
        if start > now + 0.0005 {
            if !timer.isArmed { timer.arm(at: start) }
            return
        }
        renderFrame(on: display, at: start)
        // Asked again while rendering (an animation runs): arm the timer, or wait for the flip.
        if isFrameRequested { scheduleFrame() }
    }

    private func renderFrame(on display: any Display, at time: Double) {
        let cpuStart = MonotonicClock.threadCPUTime()
        pacer.frameStarted(at: time)
        let renderStart = MonotonicClock.now()
        isFrameRequested = false  // asked again while rendering: an animation wants the next frame
        let damage = content.render(into: shadow, at: time)
        guard !damage.isEmpty else { return }
        let presentStart = MonotonicClock.now()
        if statistics.firstRenderSeconds == nil { statistics.firstRenderSeconds = presentStart - renderStart }
        defer { if statistics.firstPresentSeconds == nil { statistics.firstPresentSeconds = MonotonicClock.now() - presentStart } }
        do {
            try display.present(shadow, damage: damage)
        } catch {
            log("scanout: cannot show a frame: \(error)")
            if let drm, drm.isSuspended { statistics.suspensions += 1; retryTimer.arm(at: MonotonicClock.now() + 1) }
            return
        }
        let cpu = MonotonicClock.threadCPUTime() - cpuStart
        statistics.frames += 1
        statistics.frameCPUSeconds += cpu
        if cpu > statistics.slowestFrameCPUSeconds, statistics.frames > 1 {
            statistics.slowestFrameCPUSeconds = cpu
            statistics.slowestFrame = statistics.frames
        }
        let animated = isFrameRequested || previousFrameWasAnimated
        if animated && statistics.frames > 1 {
            statistics.animatedFrames += 1
            statistics.animatedCPUSeconds += cpu
            if animationFirstFrame == nil { animationFirstFrame = time }
            animationLastFrame = time
        }
        previousFrameWasAnimated = isFrameRequested
        pacer.flipQueued(at: MonotonicClock.now())
        if drm?.isFlipPending != true { frameShown(at: MonotonicClock.now()) }
    }

    private func flipCompleted() {
        guard let drm else { return }
        let events = drm.readFlipEvents()
        guard let last = events.last else { return }
        let now = MonotonicClock.now()
        pacer.flipCompleted(sequence: last.sequence, at: now, continuous: previousFrameWasAnimated)
        statistics.flips += events.count
        // The kernel's timestamp says when the frame went on screen (the loop may read the event
        // later, e.g. while input is being set up after the first frame).
        frameShown(at: last.timestamp > 0 && last.timestamp <= now ? last.timestamp : now)
    }

    private func frameShown(at time: Double) {
        if statistics.firstFrameSinceMain == nil {
            statistics.firstFrameSinceMain = time - mainTime
            statistics.firstFrameSinceExec = MonotonicClock.secondsSinceProcessStart().map { $0 - (MonotonicClock.now() - time) }
            if let path = options.readyFile, let file = fopen(path, "w") {
                fputs("ready\n", file)
                fclose(file)
            }
        }
        lastShownTime = time
        lastShownWakeUps = loop.wakeUpCount
        framesAtLastShown = statistics.frames
    }

    // MARK: signals, VT, hotplug

    private func handleSignals() {
        for signal in signals.receive() {
            switch signal {
            case SIGTERM, SIGINT:
                loop.stop()
            case VirtualTerminal.releaseSignal:
                timer.disarm()
                isVTReleased = true
                drm?.suspend()
                statistics.suspensions += 1
                terminal?.allowRelease()
                log("scanout: VT switched away; display released")
            case VirtualTerminal.acquireSignal:
                terminal?.acknowledgeAcquire()
                isVTReleased = false
                if drm == nil {
                    content.resize(to: shadow.size, scale: display?.scale ?? 1)  // fbdev: repaint everything
                    setNeedsFrame()
                } else {
                    tryResume()
                }
            default:
                break
            }
        }
    }

    private func tryResume() {
        guard let drm, drm.isSuspended else { return }
        guard drm.resume() else {
            retryTimer.arm(at: MonotonicClock.now() + 1)  // someone else still holds it: check once a second
            return
        }
        statistics.resumptions += 1
        pacer.reset()
        content.resize(to: shadow.size, scale: drm.scale)  // full repaint
        log("scanout: display regained; full repaint")
        setNeedsFrame()
    }

    private func handleHotplug() {
        guard let hotplug, hotplug.receiveChanges() else { return }
        statistics.hotplugChanges += 1
        guard let drm else {
            // Waiting for a first display.
            if let opened = try? DRMDisplay(board: options.board) {
                attach(opened)
                setNeedsFrame()
            }
            return
        }
        timer.disarm()
        if drm.reconfigure() {
            describeDRM(drm)
            log("scanout: display changed: \(statistics.display)")
            if drm.pixelSize != shadow.size { resizeShadow(to: drm.pixelSize, scale: drm.scale) }
            else { content.resize(to: shadow.size, scale: drm.scale) }
            pacer.reset()
            display = drm
            setNeedsFrame()
        } else {
            log("scanout: no display connected; waiting for one")
            display = nil
        }
    }

    private func finish() {
        let end = MonotonicClock.now()
        if let shown = lastShownTime {
            statistics.idleSeconds = end - shown
            statistics.idleWakeUps = max(0, loop.wakeUpCount - lastShownWakeUps - 1)  // minus the one that ends the run
            statistics.idleFrames = statistics.frames - framesAtLastShown
        }
        if let first = animationFirstFrame, let last = animationLastFrame { statistics.animatedSpan = last - first }
        statistics.missedFrames = pacer.missedFrames
        statistics.missedAfterFlips = pacer.missedAfterFlips
        if drm != nil { statistics.pacing = switch pacer.mode {
        case .flipEvents: "flip events (real vblank)"
        case .timer(let interval, let reason): "timer \(Int((1 / interval).rounded())) Hz: \(reason)"
        } }
        terminal?.restore()
    }
}
