/// An input device as libinput sees it, as `scanout inputs` reports it.
public struct InputDeviceInfo: Sendable, Hashable {
    /// The kernel's name for the device (`QEMU Virtio Tablet`, `Goodix Capacitive TouchScreen`).
    public var name: String
    /// The event node's name, such as `event3`.
    public var sysname: String
    /// What the device can do: `touch`, `pointer`, `keyboard`, `tablet`, `gesture`, `switch`.
    public var capabilities: [String]
    /// The physical size in millimetres, when the device reports one.
    public var sizeMillimetres: (width: Double, height: Double)?

    public static func == (a: InputDeviceInfo, b: InputDeviceInfo) -> Bool {
        a.name == b.name && a.sysname == b.sysname && a.capabilities == b.capabilities
            && a.sizeMillimetres?.width == b.sizeMillimetres?.width
            && a.sizeMillimetres?.height == b.sizeMillimetres?.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(sysname)
        hasher.combine(capabilities)
    }
}
