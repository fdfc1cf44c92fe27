import Devices
import Glibc

/// Seat management: devices through libseat (seatd, logind) when a seat exists, else opened
/// directly by root; VT switches through the seat; dropping root once the devices are open.
extension DisplaySession {
    /// Opens the seat (or decides on direct opening) and logs which path was taken and why;
    /// a session given its ``deviceAccess`` uses that one.
    func startSeat() {
        guard !options.headless, options.framebufferPath == nil else { return }
        if let access = deviceAccess {
            if let seat = access.seat { attachSeat(seat) }
            return
        }
        do {
            let (access, path) = try DeviceAccess.start()
            deviceAccess = access
            log("\(path)")
            if let seat = access.seat { attachSeat(seat) }
        } catch {
            log("\(error); trying to open the devices directly anyway", level: .warning)
        }
    }

    private func attachSeat(_ seat: SeatSession) {
        // The seat daemon owns VT switching: no VT_PROCESS of our own.
        usesSeat = true
        seat.onDisable = { [unowned self] in MainActor.assumeIsolated { seatDisabled() } }
        seat.onEnable = { [unowned self] in MainActor.assumeIsolated { seatEnabled() } }
        do {
            try loop.watch(seat.pollDescriptor) { seat.dispatch() }
        } catch {
            log(
                "the seat's events cannot be watched (\(error)); VT switches will not release the display",
                level: .warning)
        }
    }

    /// Another session took the seat: the same path as a VT switch away.
    private func seatDisabled() {
        host.isPresentationPaused = true
        drm?.suspend()
        statistics.suspensions += 1
        deviceAccess?.seat?.acknowledgeDisable()
        log("seat disabled (VT switched away); display released")
    }

    /// The seat is ours again: regain the display as after a VT switch back.
    private func seatEnabled() {
        log("seat enabled again")
        resumeAfterSwitch()
    }

    /// Becomes the board profile's `user` when started as root, once the devices are open.
    ///
    /// - Throws: ``PrivilegeDropError`` naming what to fix in the board profile.
    func dropPrivileges() throws(PrivilegeDropError) {
        guard let user = options.board.user else { return }
        guard geteuid() == 0 else {
            log("already running as uid \(geteuid()); the board's user “\(user)” needs no privilege drop")
            return
        }
        let drop = try PrivilegeDrop(user: user)
        try drop.apply()
        log("dropped root: now \(drop.user) (uid \(drop.uid), gid \(drop.gid))")
    }
}
