import CInput
import Glibc

/// Listens to udev for DRM connector changes (a cable plugged or pulled, a sysfs `status` write).
///
/// Add ``fileDescriptor`` to the event loop; when it is readable, ``receiveChanges()`` drains
/// the queued uevents and says whether any concerned a DRM card.
public final class DRMHotplugMonitor {
    private let udev: OpaquePointer
    private let monitor: OpaquePointer
    /// Readable when uevents are queued.
    public let fileDescriptor: Int32

    /// Starts monitoring the `drm` subsystem (udevd's events, or the kernel's when no udevd runs).
    /// Returns `nil` when udev cannot be used (then hotplug goes unnoticed; said by the caller).
    public init?() {
        guard let udev = udev_new() else { return nil }
        let source = access("/run/udev/control", F_OK) == 0 ? "udev" : "kernel"
        guard let monitor = udev_monitor_new_from_netlink(udev, source) else { udev_unref(udev); return nil }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, "drm", nil)
        guard udev_monitor_enable_receiving(monitor) == 0 else {
            udev_monitor_unref(monitor); udev_unref(udev); return nil
        }
        self.udev = udev
        self.monitor = monitor
        fileDescriptor = udev_monitor_get_fd(monitor)
    }

    deinit {
        udev_monitor_unref(monitor)
        udev_unref(udev)
    }

    /// Drains queued uevents; true when one was a DRM `change` (hotplug) or a card added/removed.
    public func receiveChanges() -> Bool {
        var changed = false
        while let device = udev_monitor_receive_device(monitor) {
            if let action = udev_device_get_action(device) {
                let name = String(cString: action)
                if name == "change" || name == "add" || name == "remove" { changed = true }
            }
            udev_device_unref(device)
        }
        return changed
    }
}
