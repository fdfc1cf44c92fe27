import CSeat
import Glibc

/// Why libseat could not give Scanout a seat or a device.
public enum SeatError: Error, Equatable, CustomStringConvertible {
    /// No backend (seatd, logind) opened a seat; `reason` is the last backend's error.
    case unavailable(backends: [String], reason: String)
    /// The seat refused to open a device node.
    case cannotOpenDevice(path: String, reason: String)
    /// Not root, and no seat: nothing can open the devices.
    case noSeatAndNotRoot(uid: UInt32, reason: String)
    /// libseat itself is not installed (it is opened with `dlopen` when a seat is first asked for).
    case libraryMissing(SharedLibraryError)

    public var description: String {
        switch self {
        case .unavailable(let backends, let reason):
            "libseat could not open a seat with \(backends.joined(separator: " or ")): \(reason)"
        case .cannotOpenDevice(let path, let reason):
            "the seat would not open \(path): \(reason) (is the session active on this VT?)"
        case .noSeatAndNotRoot(let uid, let reason):
            "running as uid \(uid) without a seat (\(reason)): start seatd and add this user to its group "
                + "(seatd -g video), or run under a logind session, or start Scanout as root with `user =` "
                + "in the board profile"
        case .libraryMissing(let error):
            "no seat: \(error)"
        }
    }
}

/// A seat from libseat (seatd or logind): device nodes opened on this process's behalf (no root
/// needed), DRM master and VT switching handled by the seat daemon.
///
/// libseat is opened with `dlopen` when a seat is first asked for (``LibseatFunctions``), not
/// at exec: a process that never asks (headless, root with direct opening) never loads it and
/// libsystemd behind it.
///
/// When another session takes the seat, ``onDisable`` runs: stop using the devices, then call
/// ``acknowledgeDisable()``. When the seat comes back, ``onEnable`` runs. Both run from
/// ``dispatch()``; watch ``pollDescriptor`` in the event loop.
public final class SeatSession {
    /// The seat's name (`seat0`).
    public let name: String
    /// The libseat backend that opened the seat (`seatd`, `logind`).
    public let backend: String
    /// Whether the seat is ours now (devices usable).
    public var isActive: Bool { events.isActive }
    /// Runs when the seat is taken away (a VT switch).
    public var onDisable: (() -> Void)? {
        get { events.onDisable }
        set { events.onDisable = newValue }
    }
    /// Runs when the seat is ours again.
    public var onEnable: (() -> Void)? {
        get { events.onEnable }
        set { events.onEnable = newValue }
    }
    private let seat: OpaquePointer
    private let listener: UnsafeMutablePointer<libseat_seat_listener>
    private let events: SeatEvents
    private let libseat: LibseatFunctions
    private var deviceIDs: [Int32: Int32] = [:]

    /// The backends tried, in order: never libseat's embedded `builtin` server or `noop`, so a
    /// root process without a seat daemon keeps opening devices itself (``DeviceAccess``).
    public static let backends = ["seatd", "logind"]

    /// Opens a seat, trying each of ``backends`` (or only `LIBSEAT_BACKEND` when set), and waits
    /// for the seat to be enabled. A backend that cannot be there is not tried (``absence(of:)``):
    /// with none left, libseat is not even loaded (on a kiosk running as root with no seat
    /// daemon, its library and libsystemd's eight were loaded at every start only to fail).
    public static func open() throws(SeatError) -> SeatSession {
        let preset = getenv("LIBSEAT_BACKEND").map { String(cString: $0) }
        let tried = preset.map { [$0] } ?? backends
        var reasons: [String] = []
        var present: [String] = []
        for backend in tried {
            if let absent = absence(of: backend) {
                reasons.append("\(backend): \(absent)")
            } else {
                present.append(backend)
            }
        }
        guard !present.isEmpty else { throw .unavailable(backends: tried, reason: reasons.joined(separator: "; ")) }
        let libseat: LibseatFunctions
        switch LibseatFunctions.shared {
        case .success(let functions): libseat = functions
        case .failure(let error): throw .libraryMissing(error)
        }
        for backend in present {
            setenv("LIBSEAT_BACKEND", backend, 1)
            defer { if preset == nil { unsetenv("LIBSEAT_BACKEND") } }
            do { return try SeatSession(backend: backend, libseat: libseat) } catch {
                if case .unavailable(_, let reason) = error { reasons.append("\(backend): \(reason)") }
            }
        }
        let reason = reasons.joined(separator: "; ")
        throw .unavailable(backends: tried, reason: reason)
    }

    /// Why `backend` cannot give a seat here, seen without libseat, or `nil` when it may: seatd
    /// with no socket (`SEATD_SOCK`, else `/run/seatd.sock`, as libseat looks for it), logind
    /// with systemd-logind not running (no `/run/systemd/seats`, which it makes at start).
    /// Other backends are left to libseat.
    static func absence(
        of backend: String,
        variable: (String) -> String? = { getenv($0).map { String(cString: $0) } },
        exists: (String) -> Bool = { access($0, F_OK) == 0 }
    ) -> String? {
        switch backend {
        case "seatd":
            let socket = variable("SEATD_SOCK").flatMap { $0.isEmpty ? nil : $0 } ?? "/run/seatd.sock"
            return exists(socket) ? nil : "no socket at \(socket)"
        case "logind":
            return exists("/run/systemd/seats") ? nil : "not running (no /run/systemd/seats)"
        default:
            return nil
        }
    }

    private init(backend: String, libseat: LibseatFunctions) throws(SeatError) {
        self.backend = backend
        let events = SeatEvents()
        let listener = UnsafeMutablePointer<libseat_seat_listener>.allocate(capacity: 1)
        listener.initialize(
            to: libseat_seat_listener(
                enable_seat: { _, data in
                    guard let data else { return }
                    Unmanaged<SeatEvents>.fromOpaque(data).takeUnretainedValue().changed(active: true)
                },
                disable_seat: { _, data in
                    guard let data else { return }
                    Unmanaged<SeatEvents>.fromOpaque(data).takeUnretainedValue().changed(active: false)
                }))
        guard let seat = libseat.openSeat(listener, Unmanaged.passUnretained(events).toOpaque()) else {
            let reason = strerrorText(currentErrno) ?? "error \(currentErrno)"
            listener.deallocate()
            throw .unavailable(backends: [backend], reason: reason)
        }
        // The seat is usable once enabled: seatd says so on the first dispatch.
        var waits = 0
        while !events.isActive && waits < 50 {
            guard libseat.dispatch(seat, 100) >= 0 else { break }
            waits += 1
        }
        self.seat = seat
        self.listener = listener
        self.events = events
        self.libseat = libseat
        name = libseat.seatName(seat).map { String(cString: $0) } ?? "seat0"
    }

    /// libseat's descriptor: readable when seat events wait.
    public var pollDescriptor: Int32 { libseat.getFD(seat) }

    /// Handles pending seat events (``onEnable``/``onDisable`` run from here).
    public func dispatch() { _ = libseat.dispatch(seat, 0) }

    /// Tells the seat the devices are no longer used, so the switch away can proceed.
    public func acknowledgeDisable() { _ = libseat.disableSeat(seat) }

    /// Asks the seat daemon to switch to another session (VT `number`).
    public func switchSession(to number: Int) { _ = libseat.switchSession(seat, Int32(number)) }

    /// Opens a device node through the seat.
    ///
    /// - Returns: the file descriptor.
    /// - Throws: ``SeatError/cannotOpenDevice(path:reason:)``.
    public func openDevice(_ path: String) throws(SeatError) -> Int32 {
        var fd: Int32 = -1
        let id = libseat.openDevice(seat, path, &fd)
        guard id >= 0, fd >= 0 else {
            throw .cannotOpenDevice(path: path, reason: strerrorText(currentErrno) ?? "error \(currentErrno)")
        }
        deviceIDs[fd] = id
        return fd
    }

    /// Whether `fd` came from ``openDevice(_:)``.
    public func owns(_ fd: Int32) -> Bool { deviceIDs[fd] != nil }

    /// Closes a device opened through the seat.
    public func closeDevice(_ fd: Int32) {
        if let id = deviceIDs.removeValue(forKey: fd) { _ = libseat.closeDevice(seat, id) }
        close(fd)
    }

    deinit {
        for (fd, id) in deviceIDs { _ = libseat.closeDevice(seat, id); close(fd) }
        _ = libseat.closeSeat(seat)
        listener.deallocate()
    }
}

/// The seat's state and callbacks, given to libseat as user data (it exists before the seat).
private final class SeatEvents {
    var isActive = false
    var onDisable: (() -> Void)?
    var onEnable: (() -> Void)?

    func changed(active: Bool) {
        isActive = active
        if active { onEnable?() } else { onDisable?() }
    }
}
