import CInput
import Glibc

/// Reports DRM cards appearing and connectors changing, from the kernel's own uevents and, when
/// udevd runs, from udevd's.
///
/// Watch every descriptor in ``fileDescriptors``; when one is readable, ``receive(from:)`` drains
/// it and says what happened.
///
/// ## Background
/// The kernel announces a card the moment its node exists; udevd re-announces it after its rules
/// ran (permissions, ACLs for logind's seats, `/dev/dri/by-path` links). Root, and a seat daemon
/// opening for its client, need nothing from those rules, so the kernel's message is the one to
/// act on: waiting for udevd's costs as long as udevd is busy (most of a late card's first-frame
/// time in the VM suite). udevd's message still matters to a user who may open the node only once
/// udevd has given it its group: that caller asks for ``startListeningToUdev()`` and tries again
/// on udevd's report.
public final class DRMHotplugMonitor {
    /// The kernel's broadcast; `nil` when the kernel refused the socket (then udevd's is used).
    private let kernel: KernelUeventSocket?
    /// udevd's broadcast, when udevd runs (or once asked for); filtered on the `drm` subsystem.
    private var udev: (context: OpaquePointer, monitor: OpaquePointer, fd: Int32)?
    /// Why the kernel's socket could not be had, for the log.
    public let kernelSocketProblem: KernelUeventSocketError?

    /// The descriptors to watch: the kernel's socket and, when it is listened to, udevd's.
    public var fileDescriptors: [Int32] {
        (kernel.map { [$0.fileDescriptor] } ?? []) + (udev.map { [$0.fd] } ?? [])
    }

    /// udevd's descriptor, once listened to (watch it when ``startListeningToUdev()`` added it).
    public var udevFileDescriptor: Int32? { udev?.fd }

    /// Whether the kernel's own messages are read (else only udevd's).
    public var readsKernelUevents: Bool { kernel != nil }

    /// Starts listening to the kernel and, when udevd runs, to udevd. Returns `nil` when neither
    /// can be had (then nothing reports a card appearing; said by the caller).
    public init?() {
        do {
            kernel = try KernelUeventSocket()
            kernelSocketProblem = nil
        } catch {
            kernel = nil
            kernelSocketProblem = error
        }
        if kernel == nil || Self.udevdRuns { startListeningToUdev() }
        if kernel == nil && udev == nil { return nil }
    }

    deinit {
        if let udev {
            udev_monitor_unref(udev.monitor)
            udev_unref(udev.context)
        }
    }

    /// Whether udevd runs now (its control socket exists).
    public static var udevdRuns: Bool { access("/run/udev/control", F_OK) == 0 }

    /// Listens to udevd's reports too (no-op when already listening). Returns whether it does:
    /// false when udevd does not run (yet) and the kernel's socket works, or libudev fails.
    @discardableResult
    public func startListeningToUdev() -> Bool {
        if udev != nil { return true }
        // Without udevd, libudev's "kernel" monitor is the kernel's socket again: only worth it
        // when ours could not be opened.
        let source = Self.udevdRuns ? "udev" : "kernel"
        if source == "kernel" && kernel != nil { return false }
        guard let context = udev_new() else { return false }
        guard let monitor = udev_monitor_new_from_netlink(context, source) else {
            udev_unref(context)
            return false
        }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, "drm", nil)
        guard udev_monitor_enable_receiving(monitor) == 0 else {
            udev_monitor_unref(monitor)
            udev_unref(context)
            return false
        }
        udev = (context, monitor, udev_monitor_get_fd(monitor))
        return true
    }

    /// Drains the messages queued on `fileDescriptor` (one of ``fileDescriptors``).
    public func receive(from fileDescriptor: Int32) -> DRMHotplugReport {
        if let kernel, fileDescriptor == kernel.fileDescriptor {
            var report = DRMHotplugReport(source: .kernel)
            for event in kernel.receive() where event.isDRM {
                report.record(action: event.action, cardNode: event.drmCardNode)
            }
            return report
        }
        var report = DRMHotplugReport(source: .udev)
        guard let udev, fileDescriptor == udev.fd else { return report }
        while let device = udev_monitor_receive_device(udev.monitor) {
            let action = udev_device_get_action(device).map { String(cString: $0) } ?? ""
            let node = udev_device_get_devnode(device).map { String(cString: $0) }
            let sysname = udev_device_get_sysname(device).map { String(cString: $0) } ?? ""
            report.record(action: action, cardNode: sysname.hasPrefix("card") && !sysname.contains("-") ? node : nil)
            udev_device_unref(device)
        }
        return report
    }
}

/// What one read of a ``DRMHotplugMonitor`` descriptor found.
public struct DRMHotplugReport: Equatable, Sendable {
    /// Who reported it.
    public enum Source: String, Equatable, Sendable {
        /// The kernel's own uevent, as the device appeared.
        case kernel
        /// udevd, after its rules ran.
        case udev
    }

    /// Who reported it.
    public let source: Source
    /// Card nodes added or changed (`/dev/dri/card0`), in the order reported, without repeats.
    public private(set) var cardNodes: [String] = []
    /// Whether any DRM device was added, removed or changed (a card, a connector).
    public private(set) var changed = false

    /// An empty report from `source`.
    public init(source: Source) { self.source = source }

    /// Adds one message: `action` on a DRM device, `cardNode` when that device is a card.
    mutating func record(action: String, cardNode: String?) {
        guard action == "add" || action == "change" || action == "remove" else { return }
        changed = true
        if action != "remove", let cardNode, !cardNodes.contains(cardNode) { cardNodes.append(cardNode) }
    }
}
