import CLinux
import Glibc

/// Tells when the board's battery or network changed, the moment the kernel says so: two netlink
/// sockets, the kernel's uevents (`NETLINK_KOBJECT_UEVENT`: a `power_supply` device's `change`
/// when the charge, the status or the charger moves) and its routing messages (`NETLINK_ROUTE`
/// bound to `RTMGRP_LINK | RTMGRP_IPV4_IFADDR`: a link up or down, a carrier gained or lost, an
/// address added or removed).
///
/// Put each of ``fileDescriptors`` on the event loop; when one is readable, ``receive(from:)``
/// drains it and says what changed, and the reader (``PowerSupplyReader``,
/// ``NetworkStateReader``) reads sysfs again. Nothing here polls: an idle board wakes nobody.
/// A Wi-Fi signal's strength sends no message (it lives in `/proc/net/wireless`); the runtime's
/// minute tick reads it.
///
/// <!-- example context: func readBoardAgain() {} -->
/// ```swift
/// let watch = try BoardStatusWatch()
/// for fd in watch.fileDescriptors {
///     // on the event loop, when fd is readable:
///     if !watch.receive(from: fd).isEmpty { readBoardAgain() }
/// }
/// ```
public final class BoardStatusWatch {
    /// The uevent socket's descriptor.
    public let ueventDescriptor: Int32
    /// The routing socket's descriptor.
    public let routeDescriptor: Int32
    /// How many datagrams were dropped because they did not parse (a malformed uevent, a
    /// routing datagram with no whole message), or came from a process rather than the kernel.
    public private(set) var droppedCount = 0

    /// Both descriptors, to watch.
    public var fileDescriptors: [Int32] { [ueventDescriptor, routeDescriptor] }

    /// Opens and binds both sockets, non-blocking and close-on-exec.
    ///
    /// - Throws: ``BoardStatusWatchError`` naming the socket the kernel refused (a kernel
    ///   without `CONFIG_NET`, a seccomp filter, a container without netlink); nothing stays open.
    public convenience init() throws(BoardStatusWatchError) {
        let uevent = try Self.open(.uevent, protocol: CLINUX_NETLINK_KOBJECT_UEVENT, groups: 1)  // the kernel's group
        let route: Int32
        do {
            route = try Self.open(.route, protocol: Self.netlinkRoute, groups: Self.linkGroup | Self.ipv4AddressGroup)
        } catch {
            close(uevent)
            throw error
        }
        self.init(adopting: uevent, route: route)
    }

    /// A watch reading `uevent` and `route`, which it closes when it goes: a test gives one end
    /// of a socket pair each and writes the kernel's messages into the other.
    public init(adopting uevent: Int32, route: Int32) {
        ueventDescriptor = uevent
        routeDescriptor = route
    }

    deinit {
        close(ueventDescriptor)
        close(routeDescriptor)
    }

    /// Reads every datagram queued on `fd` (one of ``fileDescriptors``) and says what changed:
    /// ``BoardStatusChange/power`` for a `power_supply` uevent, ``BoardStatusChange/network``
    /// for a link or address message; empty for anything else (another subsystem's uevent, a
    /// message not from the kernel, bytes that do not parse, an unknown descriptor).
    public func receive(from fd: Int32) -> BoardStatusChange {
        var change: BoardStatusChange = []
        if fd == ueventDescriptor {
            let datagrams = NetlinkDatagrams.receive(
                from: fd, capacity: KernelUevent.maximumSize + 1, dropped: &droppedCount)
            for datagram in datagrams {
                guard let event = KernelUevent(datagram: datagram) else {
                    droppedCount += 1
                    continue
                }
                if event.subsystem == "power_supply" { change.insert(.power) }
            }
        } else if fd == routeDescriptor {
            for datagram in NetlinkDatagrams.receive(from: fd, capacity: 1 << 16, dropped: &droppedCount) {
                if RouteNetlinkMessage.messages(in: datagram).isEmpty {
                    droppedCount += 1
                } else {
                    change.insert(.network)
                }
            }
        }
        return change
    }

    // MARK: sockets

    /// `NETLINK_ROUTE`, `RTMGRP_LINK` and `RTMGRP_IPV4_IFADDR` (`linux/netlink.h`,
    /// `linux/rtnetlink.h`; kernel ABI).
    static let netlinkRoute: Int32 = 0
    static let linkGroup: UInt32 = 0x1
    static let ipv4AddressGroup: UInt32 = 0x10

    /// A netlink socket of `protocol` bound to the multicast `groups`.
    static func open(
        _ socketName: BoardStatusWatchError.Socket, protocol: Int32, groups: UInt32
    )
        throws(BoardStatusWatchError) -> Int32
    {
        let type = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let fd = socket(AF_NETLINK, type, `protocol`)
        guard fd >= 0 else { throw .socket(socketName, errno: errno) }
        // A burst (a charger plugged: several supplies change at once) must not overflow.
        var size: Int32 = 256 << 10
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_groups = groups
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_nl>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw .bind(socketName, errno: code)
        }
        return fd
    }
}

/// What a ``BoardStatusWatch`` saw change.
public struct BoardStatusChange: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A power supply: the battery's charge or status, a charger plugged or unplugged.
    public static let power = BoardStatusChange(rawValue: 1)
    /// A network interface's link or address.
    public static let network = BoardStatusChange(rawValue: 2)
}

/// Why the board's change watch could not be opened: the runtime logs it once and reads the
/// battery and network once a minute instead.
public enum BoardStatusWatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which of the two sockets.
    public enum Socket: String, Sendable {
        /// `NETLINK_KOBJECT_UEVENT`: power supplies.
        case uevent = "the kernel's uevent socket"
        /// `NETLINK_ROUTE`: links and addresses.
        case route = "the kernel's routing socket"
    }

    /// `socket(AF_NETLINK, …)` failed.
    case socket(Socket, errno: Int32)
    /// Binding to the socket's multicast groups failed.
    case bind(Socket, errno: Int32)

    public var description: String {
        switch self {
        case .socket(let socket, let code):
            "board status: cannot open \(socket.rawValue) (\(DRMError.message(code))); the status bar reads the battery and network once a minute"
        case .bind(let socket, let code):
            "board status: cannot listen on \(socket.rawValue) (\(DRMError.message(code))); the status bar reads the battery and network once a minute"
        }
    }
}
