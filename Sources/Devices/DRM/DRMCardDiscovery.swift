import CDRM
import Glibc

/// Finds DRM cards in sysfs and describes them through libdrm.
public enum DRMCardDiscovery {
    /// Every DRM card node (`/dev/dri/cardN`) the kernel lists, described.
    ///
    /// A machine with no `/dev/dri` (a container, a headless build host) gives an empty list, not
    /// an error; a card that cannot be opened is listed with its ``DRMCardInfo/problem``.
    public static func cards() -> [DRMCardInfo] {
        cardPaths().map(describe(cardAt:))
    }

    /// The device nodes of DRM cards in card order, read from sysfs as udev itself learns them:
    /// each `cardN` entry of `/sys/class/drm` names its node in its `uevent` (`DEVNAME=dri/card0`).
    /// Connectors (`card0-HDMI-A-1`) and render nodes (`renderD128`) are not cards. Read directly
    /// instead of through libudev's enumeration, which walks every entry's `uevent` and parent: on a
    /// slow board (and the emulated CPU of the VM suite) that walk was a large part of the time to
    /// the first frame.
    ///
    /// `sysfs` and `devices` are the folders read (`/sys/class/drm`, `/dev`), so tests point them
    /// at a tree of plain files.
    static func cardPaths(sysfs: String = "/sys/class/drm", devices: String = "/dev") -> [String] {
        let cards: [(number: Int, path: String)] = SysfsFolder.names(in: sysfs).compactMap { name in
            guard name.hasPrefix("card"), let number = Int(name.dropFirst(4)), number >= 0 else { return nil }
            let event = (try? SysfsFolder.text("\(sysfs)/\(name)/uevent")) ?? nil
            let node = event.flatMap(Self.deviceName(inUevent:)) ?? "dri/\(name)"
            return (number, "\(devices)/\(node)")
        }
        return cards.sorted { $0.number < $1.number }.map(\.path)
    }

    /// The `DEVNAME` of a sysfs `uevent` file's `KEY=value` lines (`dri/card0`), if it has one.
    static func deviceName(inUevent text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("DEVNAME=") {
            let name = line.dropFirst("DEVNAME=".count)
            return name.isEmpty || name.hasPrefix("/") || name.contains("..") ? nil : String(name)
        }
        return nil
    }

    /// Opens one card read-only-ish (no master needed) and reads its connectors and modes.
    static func describe(cardAt path: String) -> DRMCardInfo {
        var info = DRMCardInfo(path: path, driver: nil, connectors: [], problem: nil)
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            info.problem =
                String(cString: strerror(code))
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
        info.crtcs = (0..<Int(resources.pointee.count_crtcs)).compactMap { resources.pointee.crtcs?[$0] }
        info.supportsAtomic = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
        drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        var vblank = drmVBlank()
        vblank.request.type = DRM_VBLANK_RELATIVE
        info.supportsVBlankWait = !info.crtcs.isEmpty && drmWaitVBlank(fd, &vblank) == 0
        info.planes = planes(fd: fd)
        let count = Int(resources.pointee.count_connectors)
        for i in 0..<count {
            guard let ids = resources.pointee.connectors,
                let connector = drmModeGetConnector(fd, ids[i])
            else { continue }
            defer { drmModeFreeConnector(connector) }
            info.connectors.append(Self.connector(connector.pointee))
        }
        return info
    }

    private static func planes(fd: Int32) -> [DRMCardInfo.Plane] {
        guard let list = drmModeGetPlaneResources(fd) else { return [] }
        defer { drmModeFreePlaneResources(list) }
        var planes: [DRMCardInfo.Plane] = []
        for i in 0..<Int(list.pointee.count_planes) {
            guard let id = list.pointee.planes?[i], let plane = drmModeGetPlane(fd, id) else { continue }
            defer { drmModeFreePlane(plane) }
            let p = plane.pointee
            let formats = (0..<Int(p.count_formats)).compactMap { p.formats?[$0] }
            var type = "unknown", rotations: [String] = [], clips = false
            if let props = drmModeObjectGetProperties(fd, id, UInt32(DRM_MODE_OBJECT_PLANE)) {
                defer { drmModeFreeObjectProperties(props) }
                for j in 0..<Int(props.pointee.count_props) {
                    guard let pid = props.pointee.props?[j], let value = props.pointee.prop_values?[j],
                        let property = drmModeGetProperty(fd, pid)
                    else { continue }
                    defer { drmModeFreeProperty(property) }
                    let name = withUnsafeBytes(of: property.pointee.name) {
                        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    switch name {
                    case "type":
                        type =
                            value == UInt64(DRM_PLANE_TYPE_PRIMARY)
                            ? "primary" : value == UInt64(DRM_PLANE_TYPE_CURSOR) ? "cursor" : "overlay"
                    case "rotation":
                        for e in 0..<Int(property.pointee.count_enums) {
                            guard let item = property.pointee.enums?[e] else { continue }
                            rotations.append(
                                withUnsafeBytes(of: item.name) {
                                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                                })
                        }
                    case "FB_DAMAGE_CLIPS":
                        clips = true
                    default:
                        break
                    }
                }
            }
            planes.append(
                .init(
                    id: id, type: type, crtcIndices: (0..<32).filter { p.possible_crtcs & (1 << UInt32($0)) != 0 },
                    formatCount: formats.count, supportsXRGB8888: formats.contains(DRMDumbBuffer.formatXRGB8888),
                    rotations: rotations, takesDamageClips: clips))
        }
        return planes
    }

    private static func connector(_ c: drmModeConnector) -> DRMCardInfo.Connector {
        let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
        let status =
            switch c.connection {
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
                modes.append(
                    .init(
                        width: Int(mode.hdisplay), height: Int(mode.vdisplay), refreshHz: hz,
                        isPreferred: mode.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0))
            }
        }
        modes.sort { $0.isPreferred && !$1.isPreferred }
        return .init(id: c.connector_id, name: "\(typeName)-\(c.connector_type_id)", status: status, modes: modes)
    }
}
