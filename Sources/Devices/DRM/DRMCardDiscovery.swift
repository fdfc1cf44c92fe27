import CDRM
import CInput
import Glibc

/// Finds DRM cards through udev and describes them through libdrm.
public enum DRMCardDiscovery {
    /// Every DRM card node (`/dev/dri/cardN`) udev knows of, described.
    ///
    /// A machine with no `/dev/dri` (a container, a headless build host) gives an empty list, not
    /// an error; a card that cannot be opened is listed with its ``DRMCardInfo/problem``.
    public static func cards() -> [DRMCardInfo] {
        cardPaths().map(describe(cardAt:))
    }

    /// The device nodes of DRM cards, sorted, from udev's view of sysfs (render nodes excluded).
    static func cardPaths() -> [String] {
        guard let udev = udev_new() else { return [] }
        defer { udev_unref(udev) }
        guard let enumerate = udev_enumerate_new(udev) else { return [] }
        defer { udev_enumerate_unref(enumerate) }
        udev_enumerate_add_match_subsystem(enumerate, "drm")
        udev_enumerate_add_match_sysname(enumerate, "card[0-9]*")
        udev_enumerate_scan_devices(enumerate)
        var paths: [String] = []
        var entry = udev_enumerate_get_list_entry(enumerate)
        while let current = entry {
            if let syspath = udev_list_entry_get_name(current),
               let device = udev_device_new_from_syspath(udev, syspath) {
                if let node = udev_device_get_devnode(device) { paths.append(String(cString: node)) }
                udev_device_unref(device)
            }
            entry = udev_list_entry_get_next(current)
        }
        return paths.sorted()
    }

    /// Opens one card read-only-ish (no master needed) and reads its connectors and modes.
    static func describe(cardAt path: String) -> DRMCardInfo {
        var info = DRMCardInfo(path: path, driver: nil, connectors: [], problem: nil)
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            info.problem = String(cString: strerror(code))
                + (code == EACCES ? " (run as root or join the `video` group)" : "")
            return info
        }
        defer { close(fd) }
        if let version = drmGetVersion(fd) {
            if let name = version.pointee.name { info.driver = String(cString: name) }
            drmFreeVersion(version)
        }
        guard let resources = drmModeGetResources(fd) else {
            info.problem = "not a KMS device (drmModeGetResources failed: \(String(cString: strerror(errno))))"
            return info
        }
        defer { drmModeFreeResources(resources) }
        let count = Int(resources.pointee.count_connectors)
        for i in 0..<count {
            guard let ids = resources.pointee.connectors,
                  let connector = drmModeGetConnector(fd, ids[i]) else { continue }
            defer { drmModeFreeConnector(connector) }
            info.connectors.append(Self.connector(connector.pointee))
        }
        return info
    }

    private static func connector(_ c: drmModeConnector) -> DRMCardInfo.Connector {
        let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
        let status = switch c.connection {
        case DRM_MODE_CONNECTED: "connected"
        case DRM_MODE_DISCONNECTED: "disconnected"
        default: "unknown"
        }
        var modes: [DRMCardInfo.Mode] = []
        if let list = c.modes {
            for m in 0..<Int(c.count_modes) {
                let mode = list[m]
                let total = Double(mode.htotal) * Double(mode.vtotal)
                let hz = total > 0 ? Double(mode.clock) * 1000 / total : Double(mode.vrefresh)
                modes.append(.init(width: Int(mode.hdisplay), height: Int(mode.vdisplay), refreshHz: hz,
                                   isPreferred: mode.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0))
            }
        }
        modes.sort { $0.isPreferred && !$1.isPreferred }
        return .init(id: c.connector_id, name: "\(typeName)-\(c.connector_type_id)", status: status, modes: modes)
    }
}
