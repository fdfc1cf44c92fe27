import CLinux
import Glibc

/// The kernel's uevent broadcast, read directly: a `NETLINK_KOBJECT_UEVENT` socket bound to the
/// kernel's multicast group.
///
/// Add ``fileDescriptor`` to the event loop; when it is readable, ``receive()`` drains the queued
/// messages. Only messages the kernel itself sent (netlink port 0) are returned; anything another
/// process multicasts on the group is dropped.
///
/// ## Background
/// udevd listens on the same group, runs its rules, and only then re-broadcasts each event to its
/// own listeners (libudev's "udev" monitors). Under load — or under TCG in the VM suite — that
/// step takes most of the time between a DRM driver registering its card and a splash seeing it.
/// Any user may read the kernel's group; only the receive buffer's size needs care (a burst of
/// coldplug events must not be dropped).
public final class KernelUeventSocket {
    /// Readable when messages are queued.
    public let fileDescriptor: Int32

    /// Opens and binds the socket, non-blocking and close-on-exec.
    ///
    /// - Throws: ``KernelUeventSocketError`` when the kernel refuses the socket or the bind
    ///   (a kernel without `CONFIG_NET`, a seccomp filter, a sandbox without netlink).
    public init() throws(KernelUeventSocketError) {
        let type = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let fd = socket(AF_NETLINK, type, CLINUX_NETLINK_KOBJECT_UEVENT)
        guard fd >= 0 else { throw .socket(errno: errno) }
        // A coldplug burst is hundreds of messages: ask for 1 MiB (root may exceed rmem_max).
        var size: Int32 = 1 << 20
        if setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &size, socklen_t(MemoryLayout<Int32>.size)) != 0 {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_groups = 1  // the kernel's own group; udevd's is 2
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_nl>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw .bind(errno: code)
        }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Every message queued now, oldest first: the kernel's, parsed; others dropped. A message
    /// that does not parse (see ``KernelUevent/init(datagram:)``) is dropped too.
    public func receive() -> [KernelUevent] {
        var dropped = 0
        return NetlinkDatagrams.receive(from: fileDescriptor, capacity: KernelUevent.maximumSize + 1, dropped: &dropped)
            .compactMap { KernelUevent(datagram: $0) }
    }
}

/// Why the kernel's uevent socket could not be opened.
public enum KernelUeventSocketError: Error, Equatable, CustomStringConvertible {
    /// `socket(AF_NETLINK, …, NETLINK_KOBJECT_UEVENT)` failed.
    case socket(errno: Int32)
    /// Binding to the kernel's multicast group failed.
    case bind(errno: Int32)

    public var description: String {
        switch self {
        case .socket(let code):
            "cannot open the kernel's uevent socket (\(DRMError.message(code))); device changes come through udevd instead"
        case .bind(let code):
            "cannot listen to the kernel's uevents (\(DRMError.message(code))); device changes come through udevd instead"
        }
    }
}
