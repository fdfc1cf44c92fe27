import Devices
import Glibc
import Graphics

/// Choosing the display, and keeping it through VT switches, DRM-master loss and hotplug.
extension DisplaySession {
    func openDisplay() throws(DisplaySessionError) {
        if let path = options.framebufferPath {
            do { attach(try FramebufferDisplay(path: path, board: options.board)) } catch { throw .display(error) }
            return
        }
        if !options.headless {
            let opened: DRMDisplay
            do {
                opened = try DRMDisplay(
                    board: options.board, allowsAtomic: !options.forcesLegacyKMS,
                    access: deviceAccess ?? DeviceAccess())
            } catch {
                if case .permissionDenied = error { throw .display(error) }
                if case .modeNotOffered = error { throw .display(error) }
                // No KMS card at all: the fbdev fallback, when the kernel offers one.
                if case .noUsableCard = error, access("/dev/fb0", F_OK) == 0,
                    let framebuffer = try? FramebufferDisplay(path: "/dev/fb0", board: options.board)
                {
                    log("\(error); using the fbdev fallback", level: .warning)
                    attach(framebuffer)
                    return
                }
                if options.board.noDisplay == .wait {
                    log("\(error); waiting for a display (board profile no-display = wait)", level: .warning)
                    hotplug = DRMHotplugMonitor()
                    guard let hotplug else {
                        throw .display(
                            .call("no display, and neither the kernel nor udev can report one appearing", errno: ENODEV)
                        )
                    }
                    if let problem = hotplug.kernelSocketProblem { log("\(problem)", level: .warning) }
                    statistics.display = "none yet"
                    return
                }
                log("\(error); rendering headless (board profile no-display = headless)", level: .warning)
                showHeadless()
                return
            }
            do { try attach(opened) } catch { throw .eventLoop(error) }
            return
        }
        showHeadless()
    }

    private func showHeadless() {
        let size = PixelSize(width: options.board.mode?.width ?? 1280, height: options.board.mode?.height ?? 800)
        let headless = HeadlessDisplay(
            pixelSize: size, scale: options.board.scale, refreshHz: options.board.mode?.refreshHz ?? 60)
        statistics.display = "headless \(size)"
        statistics.pacing = "timer 60 Hz (headless)"
        host.show(on: headless)
    }

    private func attach(_ framebuffer: FramebufferDisplay) {
        statistics.display = "\(framebuffer.path) (fbdev \(framebuffer.identifier), \(framebuffer.pixelSize))"
        statistics.pacing =
            "timer 60 Hz (fbdev"
            + (framebuffer.supportsVSyncWait ? ", FBIO_WAITFORVSYNC available)" : ", no FBIO_WAITFORVSYNC)")
        if options.usesVirtualTerminal, !usesSeat { terminal = VirtualTerminal() }
        log("\(statistics.display)")
        host.show(on: framebuffer)
    }

    /// Shows the content on `drm`, its flip events read on the loop.
    ///
    /// - Throws: ``EventLoopError`` when epoll refuses the card's descriptor (its flips could
    ///   never be read: no frame after the first).
    func attach(_ drm: DRMDisplay) throws(EventLoopError) {
        try loop.watch(drm.fileDescriptor) { [unowned self] in flipCompleted() }
        self.drm = drm
        describe(drm)
        // The VT is taken here, with the card open, not earlier: while the VGA text console still
        // owns the screen, its graphics-mode blanking turns the VGA output off (seen on QEMU's
        // VGA), and not later: the console would draw over the first frame.
        if options.usesVirtualTerminal, !usesSeat, terminal == nil { terminal = VirtualTerminal() }
        log("\(statistics.display)" + (terminal.map { ", VT \($0.number)" } ?? ", no VT control"))
        if hotplug == nil { hotplug = DRMHotplugMonitor() }
        host.show(on: drm)
    }

    private func describe(_ drm: DRMDisplay) {
        let hz = (drm.refreshHz * 100).rounded() / 100
        statistics.display =
            "\(drm.path) (\(drm.driver), \(drm.connectorName), \(drm.pixelSize)@\(hz), "
            + (drm.usesAtomic ? "atomic" : "legacy")
            + (drm.rotation == .none
                ? ""
                : ", rotation \(drm.rotation)"
                    + (drm.rotatesInHardware ? " in the plane" : " in the copy step")) + ")"
    }

    private func flipCompleted() {
        guard let drm else { return }
        let events = drm.readFlipEvents()
        guard let last = events.last else { return }
        host.flipsCompleted(count: events.count, sequence: last.sequence, timestamp: last.timestamp)
    }

    // MARK: signals and VT

    func handleSignals() {
        for signal in signals.receive() {
            switch signal {
            case SIGTERM, SIGINT:
                loop.stop()
            case VirtualTerminal.releaseSignal:
                host.isPresentationPaused = true
                drm?.suspend()
                statistics.suspensions += 1
                terminal?.allowRelease()
                log("VT switched away; display released")
            case VirtualTerminal.acquireSignal:
                terminal?.acknowledgeAcquire()
                resumeAfterSwitch()
            default:
                break
            }
        }
    }

    /// Our VT (or seat) is back: repaint fbdev, or regain DRM master.
    func resumeAfterSwitch() {
        if drm == nil {
            host.isPresentationPaused = false
            host.displayDidChange()  // fbdev: repaint everything
        } else {
            tryResume()
        }
    }

    /// Checks once a second whether the display can be had again (someone else holds it).
    func scheduleResume() {
        retry?.cancel()
        retry = host.schedule(after: 1) { [unowned self] in tryResume() }
    }

    private func tryResume() {
        guard let drm, drm.isSuspended else { return }
        guard drm.resume() else {
            scheduleResume()
            return
        }
        statistics.resumptions += 1
        host.isPresentationPaused = false
        host.displayDidChange()  // full repaint
        log("display regained; full repaint")
    }

    // MARK: hotplug

    /// Watches every descriptor of the hotplug monitor on the loop.
    func watchHotplug() throws(EventLoopError) {
        guard let hotplug else { return }
        for fd in hotplug.fileDescriptors where !watchedHotplugDescriptors.contains(fd) {
            try loop.watch(fd) { [unowned self] in handleHotplug(from: fd) }
            watchedHotplugDescriptors.insert(fd)
        }
    }

    func handleHotplug(from fd: Int32) {
        guard let hotplug else { return }
        let report = hotplug.receive(from: fd)
        guard report.changed else { return }
        // With the kernel's messages read, udevd's only repeat them once a display is in use.
        if drm != nil, report.source == .udev, hotplug.readsKernelUevents { return }
        statistics.hotplugChanges += 1
        guard let drm else {
            openAppearedDisplay(report, monitor: hotplug)
            return
        }
        switch drm.reconfigure() {
        case .unchanged where host.display != nil:
            break  // a message that changed nothing (a connector registered, a repeated probe)
        case .unchanged, .changed:
            describe(drm)
            log("display changed: \(statistics.display)")
            host.show(on: drm)
        case .disconnected:
            log("no display connected; waiting for one", level: .notice)
            host.removeDisplay()
        }
    }

    /// A card was reported while none was in use: opens the one the kernel named (no udev query:
    /// udevd may not have seen it yet), or, on udevd's report, any card udev knows.
    private func openAppearedDisplay(_ report: DRMHotplugReport, monitor: DRMHotplugMonitor) {
        let reported = MonotonicClock.now()
        let opened: DRMDisplay
        do {
            opened = try DRMDisplay(
                board: options.board, allowsAtomic: !options.forcesLegacyKMS,
                access: deviceAccess ?? DeviceAccess(),
                cardNodes: report.source == .kernel && !report.cardNodes.isEmpty ? report.cardNodes : nil)
        } catch {
            // Not usable yet: a node only udevd's rules open to this user, or a card still being
            // registered (its connectors come in the next messages). Tried again on each report.
            if case .permissionDenied = error, report.source == .kernel, !reportedPermissionWait {
                reportedPermissionWait = true
                if monitor.startListeningToUdev() {
                    do { try watchHotplug() } catch { log("cannot watch udevd's reports: \(error)", level: .error) }
                    log("\(error); trying again when udevd has applied its rules", level: .warning)
                } else {
                    log("\(error); udevd does not run, so no rule will change that", level: .error)
                }
            }
            return
        }
        displayAppearedTime = reported
        displayReportedBy = report.source
        displayOpenedTime = MonotonicClock.now()
        do { try attach(opened) } catch { log("cannot use the display that appeared: \(error)", level: .error) }
        displayAttachedTime = MonotonicClock.now()
    }
}
