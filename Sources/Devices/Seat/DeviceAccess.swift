import Glibc

/// How this process opens its device nodes (DRM cards, input event nodes).
public enum DeviceAccessPath: Equatable, Sendable, CustomStringConvertible {
    /// Through a libseat seat (seatd or logind): no root needed.
    case seat(name: String, backend: String)
    /// `open(2)` directly (root without a seat daemon); `reason` says why no seat was used.
    case direct(reason: String)

    public var description: String {
        switch self {
        case .seat(let name, let backend): "devices through \(name) (libseat, \(backend))"
        case .direct(let reason): "devices opened directly: \(reason)"
        }
    }

    /// The choice between a seat and direct opening.
    ///
    /// - Parameters:
    ///   - seat: the seat's name and backend, or why libseat could not open one.
    ///   - effectiveUID: the process's effective user (0 may open devices itself).
    /// - Throws: ``SeatError/noSeatAndNotRoot(uid:reason:)`` when there is no seat and the
    ///   process is not root: the devices could not be opened at all.
    public static func choose(
        seat: Result<(name: String, backend: String), SeatError>,
        effectiveUID: UInt32
    ) throws(SeatError) -> DeviceAccessPath {
        switch seat {
        case .success(let opened):
            return .seat(name: opened.name, backend: opened.backend)
        case .failure(let error):
            guard effectiveUID == 0 else { throw .noSeatAndNotRoot(uid: effectiveUID, reason: "\(error)") }
            return .direct(reason: "running as root and \(error)")
        }
    }
}

/// Opens device nodes through a seat when the session has one, else directly.
///
/// Each display session owns one (``DeviceAccess/start()``) and hands it to what opens devices:
/// the DRM card (``DRMDisplay/init(board:allowsAtomic:access:)``) and libinput's opener
/// (``LibinputSource``, which passes it to libinput as the context's user data). Nothing is kept
/// process-wide: two sessions, or a test, may each have their own.
///
/// <!-- example context:
/// func log(_ line: String) {}
/// let board = BoardProfile(), mapping = TouchMapping(panelSize: PixelSize(width: 800, height: 480))
/// -->
/// ```swift
/// let (access, path) = try DeviceAccess.start()   // seatd or logind, else root opens directly
/// log("scanout: \(path)")
/// let display = try DRMDisplay(board: board, access: access)
/// let input = try LibinputSource(backend: .udev(seat: board.seat), mapping: mapping, access: access)
/// ```
public final class DeviceAccess {
    /// The seat devices are opened through; nil opens them directly.
    public let seat: SeatSession?

    /// Access through `seat`, or, with nil, by `open(2)` directly (root, tests, a device named
    /// on the command line).
    public init(seat: SeatSession? = nil) {
        self.seat = seat
    }

    /// Opens a seat, or decides on direct opening.
    ///
    /// - Returns: the access to open devices with, and the path taken (log it: it says why).
    /// - Throws: ``SeatError/noSeatAndNotRoot(uid:reason:)``.
    public static func start() throws(SeatError) -> (access: DeviceAccess, path: DeviceAccessPath) {
        let result: Result<SeatSession, SeatError>
        do { result = .success(try SeatSession.open()) } catch { result = .failure(error) }
        let path = try DeviceAccessPath.choose(
            seat: result.map { (name: $0.name, backend: $0.backend) },
            effectiveUID: geteuid())
        return (DeviceAccess(seat: try? result.get()), path)
    }

    /// Opens `path` with `flags`; returns the descriptor or `-errno` (libinput's convention).
    func open(_ path: String, flags: Int32) -> Int32 {
        if let seat {
            do { return try seat.openDevice(path) } catch { return -EACCES }
        }
        let fd = Glibc.open(path, flags | O_CLOEXEC)
        return fd < 0 ? -errno : fd
    }

    /// Closes a descriptor from ``open(_:flags:)``.
    func close(_ fd: Int32) {
        if let seat, seat.owns(fd) { seat.closeDevice(fd) } else { _ = Glibc.close(fd) }
    }
}
