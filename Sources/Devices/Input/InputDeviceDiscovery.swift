import CInput
import Glibc

/// Lists the input devices of a seat through libinput's udev backend.
public enum InputDeviceDiscovery {
    /// The devices libinput adds for `seat` (default `seat0`).
    ///
    /// No devices (a container, no udev database, no permission to open `/dev/input`) gives an
    /// empty list: Scanout runs without input. A failure to create the libinput context at all is
    /// an ``InputDiscoveryError``.
    /// `access` opens the device nodes (a seat's, or directly by default).
    public static func devices(
        seat: String = "seat0", access: DeviceAccess = DeviceAccess()
    ) throws(InputDiscoveryError) -> [InputDeviceInfo] {
        if let problem = scanout_libinput_unavailable() { throw .libraryUnavailable(String(cString: problem)) }
        guard let udev = udev_new() else { throw .udevUnavailable }
        defer { udev_unref(udev) }
        let userData = Unmanaged.passUnretained(access).toOpaque()
        guard let context = libinput_udev_create_context(restrictedOpener, userData, udev) else {
            throw .contextFailed
        }
        defer {
            libinput_unref(context)
            withExtendedLifetime(access) {}
        }
        guard libinput_udev_assign_seat(context, seat) == 0 else { throw .seatFailed(seat: seat) }
        libinput_dispatch(context)
        var found: [InputDeviceInfo] = []
        while let event = libinput_get_event(context) {
            defer { libinput_event_destroy(event) }
            guard libinput_event_get_type(event) == LIBINPUT_EVENT_DEVICE_ADDED,
                let device = libinput_event_get_device(event)
            else { continue }
            found.append(describe(device))
        }
        return found
    }

    /// The bus a device hangs off (`BUS_USB` 0x03, `BUS_I8042` 0x11…, linux/input.h), read from
    /// its input device's `id/bustype` in sysfs; `nil` when udev does not know the device.
    static func busType(_ device: OpaquePointer) -> UInt16? {
        guard let event = libinput_device_get_udev_device(device) else { return nil }
        defer { udev_device_unref(event) }
        guard let input = udev_device_get_parent_with_subsystem_devtype(event, "input", nil),
            let text = udev_device_get_sysattr_value(input, "id/bustype")
        else { return nil }
        return UInt16(String(cString: text).filter(\.isHexDigit), radix: 16)
    }

    /// Whether a keyboard on `bus` is one people plug in and take away: USB (0x03) and Bluetooth
    /// (0x05). The i8042 controller (0x11), the host bus (0x19: buttons of the board) and I²C
    /// (0x18: built-in matrices) stay whether or not anyone types on them.
    static func isPluggableKeyboardBus(_ bus: UInt16) -> Bool { bus == 0x03 || bus == 0x05 }

    static func describe(_ device: OpaquePointer) -> InputDeviceInfo {
        let names: [(libinput_device_capability, String)] = [
            (LIBINPUT_DEVICE_CAP_TOUCH, "touch"), (LIBINPUT_DEVICE_CAP_POINTER, "pointer"),
            (LIBINPUT_DEVICE_CAP_KEYBOARD, "keyboard"), (LIBINPUT_DEVICE_CAP_TABLET_TOOL, "tablet"),
            (LIBINPUT_DEVICE_CAP_GESTURE, "gesture"), (LIBINPUT_DEVICE_CAP_SWITCH, "switch"),
        ]
        var width = 0.0, height = 0.0
        let hasSize = libinput_device_get_size(device, &width, &height) == 0
        return InputDeviceInfo(
            name: libinput_device_get_name(device).map { String(cString: $0) } ?? "unnamed",
            sysname: libinput_device_get_sysname(device).map { String(cString: $0) } ?? "?",
            capabilities: names.filter { libinput_device_has_capability(device, $0.0) != 0 }.map(\.1),
            sizeMillimetres: hasSize ? (width, height) : nil)
    }
}

/// libinput opens device nodes through this table, which forwards to the ``DeviceAccess`` each
/// context was created with (its user data; the context's owner keeps that access alive). The
/// table holds no state, only the two functions; libinput keeps a pointer to it for the context's
/// life, so it is allocated once and never freed.
nonisolated(unsafe) let restrictedOpener: UnsafePointer<libinput_interface> = {
    let table = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
    table.initialize(
        to: libinput_interface(
            open_restricted: { path, flags, userData in
                guard let path, let userData else { return -EINVAL }
                let access = Unmanaged<DeviceAccess>.fromOpaque(userData).takeUnretainedValue()
                return access.open(String(cString: path), flags: flags)
            },
            close_restricted: { fd, userData in
                guard let userData else {
                    _ = close(fd)
                    return
                }
                Unmanaged<DeviceAccess>.fromOpaque(userData).takeUnretainedValue().close(fd)
            }))
    return UnsafePointer(table)
}()

/// Why input devices could not be listed at all.
public enum InputDiscoveryError: Error, Equatable, CustomStringConvertible {
    /// libudev could not be initialised.
    case udevUnavailable
    /// libinput refused to create a udev context.
    case contextFailed
    /// The seat could not be assigned (a wrong name, or udev has no such seat).
    case seatFailed(seat: String)
    /// libinput is not installed: the loader's reason and the package to install, in words.
    case libraryUnavailable(String)

    public var description: String {
        switch self {
        case .udevUnavailable: "libudev could not be initialised (is /sys mounted?)"
        case .contextFailed: "libinput could not create a udev context"
        case .seatFailed(let seat): "libinput could not assign seat “\(seat)” (check the board profile's seat name)"
        case .libraryUnavailable(let problem): problem
        }
    }
}
