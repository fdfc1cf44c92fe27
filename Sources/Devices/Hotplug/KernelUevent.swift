/// One message the kernel broadcasts on its `NETLINK_KOBJECT_UEVENT` socket when a device is
/// added, removed or changed: a header `ACTION@DEVPATH`, then `KEY=VALUE` properties, each ended
/// by a NUL byte.
///
/// ```
/// add@/devices/pci0000:00/0000:00:02.0/drm/card0\0ACTION=add\0DEVPATH=/devices/…/drm/card0\0
/// SUBSYSTEM=drm\0DEVNAME=dri/card0\0DEVTYPE=drm_minor\0SEQNUM=1790\0MAJOR=226\0MINOR=0\0
/// ```
///
/// ## Background
/// The kernel sends this the moment the device exists: its node is already in devtmpfs (the
/// kernel makes it before it announces the device). udevd then runs its rules on the same event
/// and re-broadcasts it in its own binary format (starting `libudev\0`) on another multicast
/// group; those are not parsed here. Reading the kernel's own message is what lets the boot splash
/// open a late DRM card without waiting for udevd (docs/boot.md).
public struct KernelUevent: Equatable, Sendable {
    /// `add`, `remove`, `change`, `move`, `online`, `offline`, `bind` or `unbind`.
    public let action: String
    /// The device's path under `/sys`, such as `/devices/pci0000:00/0000:00:02.0/drm/card0`.
    public let devicePath: String
    /// Every `KEY=VALUE` property, `ACTION` and `DEVPATH` included.
    public let properties: [String: String]

    /// The device's subsystem (`drm`, `input`…), when the message names one.
    public var subsystem: String? { properties["SUBSYSTEM"] }

    /// The device node under `/dev` (`/dev/dri/card0`), when the device has one.
    public var deviceNode: String? {
        guard let name = properties["DEVNAME"], !name.isEmpty else { return nil }
        return name.hasPrefix("/") ? name : "/dev/" + name
    }

    /// The node of the DRM card this message adds, changes or removes (`/dev/dri/cardN`); `nil`
    /// for any other device (a render node, a connector, another subsystem).
    public var drmCardNode: String? {
        guard subsystem == "drm", let name = properties["DEVNAME"], name.hasPrefix("dri/card") else { return nil }
        let number = name.dropFirst("dri/card".count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return "/dev/" + name
    }

    /// Whether the message concerns the DRM subsystem at all (a card, a connector's hotplug).
    public var isDRM: Bool { subsystem == "drm" }

    /// The largest message the kernel sends (`UEVENT_BUFFER_SIZE` in `include/linux/kobject.h`).
    public static let maximumSize = 2048

    /// Parses one datagram. Returns `nil` for what is not a kernel uevent: udevd's messages
    /// (`libudev\0…`), a header without `@`, an empty action or path, a header that disagrees
    /// with the `ACTION`/`DEVPATH` properties, a property without `=`, or more than
    /// ``maximumSize`` bytes.
    public init?(datagram bytes: some Collection<UInt8>) {
        guard !bytes.isEmpty, bytes.count <= Self.maximumSize else { return nil }
        var fields = bytes.split(separator: 0, omittingEmptySubsequences: true).makeIterator()
        guard let header = fields.next(), let at = header.firstIndex(of: UInt8(ascii: "@")) else { return nil }
        let action = String(decoding: header[header.startIndex..<at], as: UTF8.self)
        let path = String(decoding: header[header.index(after: at)...], as: UTF8.self)
        guard !action.isEmpty, path.hasPrefix("/"), action.utf8.allSatisfy(Self.isActionByte) else { return nil }
        var properties: [String: String] = [:]
        while let field = fields.next() {
            guard let equals = field.firstIndex(of: UInt8(ascii: "=")), equals != field.startIndex else { return nil }
            let key = String(decoding: field[field.startIndex..<equals], as: UTF8.self)
            properties[key] = String(decoding: field[field.index(after: equals)...], as: UTF8.self)
        }
        if let stated = properties["ACTION"], stated != action { return nil }
        if let stated = properties["DEVPATH"], stated != path { return nil }
        self.action = action
        devicePath = path
        self.properties = properties
    }

    private static func isActionByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
