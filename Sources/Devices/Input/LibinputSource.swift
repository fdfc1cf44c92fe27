import CInput
public import Input
import Glibc
import Graphics

/// Touch, pointer and keyboard input through libinput, translated into Scanout events.
///
/// Two backends: ``Backend/udev(seat:)`` follows a udev seat (the board profile's, default
/// `seat0`) and sees devices come and go while running; ``Backend/paths(_:)`` opens named
/// `/dev/input/event*` nodes (tests, the VM's uinput touchscreen, boards without udev). No
/// device at all is not an error: ``dispatch()`` then simply returns nothing.
///
/// Use it from an epoll loop: watch ``pollDescriptor`` for readability and call ``dispatch()``:
/// <!-- example context:
/// import ScanoutHost
/// let board = BoardProfile(), mapping = TouchMapping(panelSize: PixelSize(width: 800, height: 480))
/// let loop = try EventLoop(), arbiter = GestureArbiter(windowBounds: mapping.screenBounds) { _ in nil }
/// -->
/// ```swift
/// let input = try LibinputSource(backend: .udev(seat: board.seat), mapping: mapping, keymapLayout: board.keymap)
/// if let fd = input.pollDescriptor {
///     try loop.watch(fd) { for event in (try? input.dispatch()) ?? [] { arbiter.handle(event) } }
/// }
/// ```
/// Calibration: udev's `LIBINPUT_CALIBRATION_MATRIX` is applied by libinput itself; a board
/// profile matrix (``TouchMapping/calibration``, non-identity) replaces it (libinput's is reset
/// to the identity for each device, so the two never stack).
public final class LibinputSource: TouchMappedInputSource {
    /// Which devices libinput reads.
    public enum Backend: Sendable, Hashable {
        /// Every device udev assigns to the seat, with hotplug.
        case udev(seat: String)
        /// Exactly these device nodes.
        case paths([String])
    }

    private let context: OpaquePointer
    private let udev: OpaquePointer?
    /// What opens the device nodes for libinput (the context's user data): kept as long as the context.
    private let access: DeviceAccess
    /// The translator (its ``InputTranslator/mapping`` follows the display).
    public let translator: InputTranslator
    private var deviceNumbers: [OpaquePointer: Int] = [:]
    /// The evdev code of the A key (`KEY_A`, linux/input-event-codes.h): a keyboard has it.
    private static let letterKey: UInt32 = 30
    private var nextDevice = 1
    /// The devices currently open, by event node name.
    public private(set) var devices: [String: InputDeviceInfo] = [:]
    /// Called when a device comes (`true`) or goes (`false`) while running; the runtime logs it.
    public var onDeviceChange: ((InputDeviceInfo, _ added: Bool) -> Void)?

    /// Opens libinput.
    ///
    /// - Parameters:
    ///   - backend: the udev seat or device paths.
    ///   - mapping: device coordinates to points (panel size, rotation, scale, calibration).
    ///   - keymapLayout: the XKB layout for keyboards (`us`); `nil` uses a built-in table of the
    ///     keys Scanout acts on.
    ///   - keymapOptions: XKB options (`compose:ralt`), or `nil` for none.
    ///   - composeLocale: whose compose sequences keyboards type through (`C.UTF-8`), or `nil`
    ///     for none.
    ///   - access: opens the device nodes: through the session's seat, or directly by default.
    /// - Throws: ``InputSourceError`` when libinput cannot start, the seat is unknown or a named
    ///   device cannot be opened.
    public init(
        backend: Backend = .udev(seat: "seat0"), mapping: TouchMapping,
        keymapLayout: String? = "us", keymapOptions: String? = nil, composeLocale: String? = nil,
        access: DeviceAccess = DeviceAccess()
    ) throws(InputSourceError) {
        self.access = access
        if let problem = scanout_libinput_unavailable() { throw .libraryUnavailable(String(cString: problem)) }
        let userData = Unmanaged.passUnretained(access).toOpaque()
        var keymap: Keymap?
        if let keymapLayout {
            do {
                keymap = try Keymap(layout: keymapLayout, options: keymapOptions, composeLocale: composeLocale)
            } catch {
                throw .keymap(error)
            }
        }
        translator = InputTranslator(mapping: mapping, keymap: keymap)
        switch backend {
        case .udev(let seat):
            guard let udev = udev_new() else { throw .udevUnavailable }
            guard let context = libinput_udev_create_context(restrictedOpener, userData, udev) else {
                udev_unref(udev)
                throw .contextFailed
            }
            guard libinput_udev_assign_seat(context, seat) == 0 else {
                libinput_unref(context)
                udev_unref(udev)
                throw .seatFailed(seat: seat)
            }
            self.udev = udev
            self.context = context
        case .paths(let paths):
            guard let context = libinput_path_create_context(restrictedOpener, userData) else { throw .contextFailed }
            for path in paths where libinput_path_add_device(context, path) == nil {
                libinput_unref(context)
                throw .cannotOpenDevice(path: path)
            }
            self.udev = nil
            self.context = context
        }
    }

    deinit {
        libinput_unref(context)
        if let udev { udev_unref(udev) }
    }

    /// libinput's file descriptor: readable when events wait.
    public var pollDescriptor: Int32? { libinput_get_fd(context) }

    public var touchMapping: TouchMapping {
        get { translator.mapping }
        set { translator.mapping = newValue }
    }

    /// Reads and translates every pending event (device additions and removals included).
    public func dispatch() throws(InputSourceError) -> [InputEvent] {
        let status = libinput_dispatch(context)
        if status < 0 && -status != EAGAIN { throw .dispatchFailed(errno: -status) }
        var out: [InputEvent] = []
        while let event = libinput_get_event(context) {
            defer { libinput_event_destroy(event) }
            for (raw, time) in rawEvents(event) {
                out.append(contentsOf: translator.translate(raw, timestamp: time))
            }
        }
        return out
    }

    // MARK: libinput → RawInputEvent

    private func rawEvents(_ event: OpaquePointer) -> [(RawInputEvent, Double)] {
        guard let device = libinput_event_get_device(event) else { return [] }
        let type = libinput_event_get_type(event)
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            let number = nextDevice
            nextDevice += 1
            deviceNumbers[device] = number
            let info = InputDeviceDiscovery.describe(device)
            devices[info.sysname] = info
            onDeviceChange?(info, true)
            if translator.mapping.calibration != .identity, libinput_device_config_calibration_has_matrix(device) != 0 {
                var identity: [Float] = [1, 0, 0, 0, 1, 0]
                libinput_device_config_calibration_set_matrix(device, &identity)
            }
            let isPointer = libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0
            // A keyboard someone plugged in: letter keys (power buttons and lid switches report the
            // keyboard capability too) on a bus keyboards are plugged into. A built-in controller
            // (the i8042 of every x86 panel PC) reports a keyboard whether or not one is attached,
            // so it must not hide the on-screen keyboard; a key typed on it does (the host's rule).
            let isKeyboard =
                libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0
                && libinput_device_keyboard_has_key(device, Self.letterKey) == 1
                && InputDeviceDiscovery.busType(device).map(InputDeviceDiscovery.isPluggableKeyboardBus) == true
            return [(.deviceAdded(device: number, isPointer: isPointer, isKeyboard: isKeyboard), now())]
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            guard let number = deviceNumbers.removeValue(forKey: device) else { return [] }
            if let name = libinput_device_get_sysname(device),
                let info = devices.removeValue(forKey: String(cString: name))
            {
                onDeviceChange?(info, false)
            }
            return [(.deviceRemoved(device: number), now())]
        default:
            break
        }
        guard let number = deviceNumbers[device] else { return [] }
        // libinput logs a client bug when asked for the wrong form: the type decides first.
        switch LibinputEventFamily(rawType: type.rawValue) {
        case .touch: break
        case .pointer: return pointerEvents(event, type: type)
        case .keyboard: return keyboardEvents(event, type: type)
        case .other: return []
        }
        if let touch = libinput_event_get_touch_event(event) {
            let time = Double(libinput_event_touch_get_time_usec(touch)) / 1_000_000
            // A frame has no slot: asking libinput for one logs a client bug.
            if type == LIBINPUT_EVENT_TOUCH_FRAME { return [(.touchFrame(device: number), time)] }
            let slot = libinput_event_touch_get_seat_slot(touch)
            switch type {
            case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
                let p = Point(
                    x: libinput_event_touch_get_x_transformed(touch, 1),
                    y: libinput_event_touch_get_y_transformed(touch, 1))
                return [
                    (
                        type == LIBINPUT_EVENT_TOUCH_DOWN
                            ? .touchDown(device: number, slot: slot, position: p)
                            : .touchMotion(device: number, slot: slot, position: p), time
                    )
                ]
            case LIBINPUT_EVENT_TOUCH_UP: return [(.touchUp(device: number, slot: slot), time)]
            case LIBINPUT_EVENT_TOUCH_CANCEL: return [(.touchCancel(device: number, slot: slot), time)]
            default: return []
            }
        }
        return []
    }

    private func pointerEvents(_ event: OpaquePointer, type: libinput_event_type) -> [(RawInputEvent, Double)] {
        if let pointer = libinput_event_get_pointer_event(event) {
            let time = Double(libinput_event_pointer_get_time_usec(pointer)) / 1_000_000
            switch type {
            case LIBINPUT_EVENT_POINTER_MOTION:
                return [
                    (
                        .pointerMotion(
                            dx: libinput_event_pointer_get_dx(pointer),
                            dy: libinput_event_pointer_get_dy(pointer)), time
                    )
                ]
            case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
                let p = Point(
                    x: libinput_event_pointer_get_absolute_x_transformed(pointer, 1),
                    y: libinput_event_pointer_get_absolute_y_transformed(pointer, 1))
                return [(.pointerMotionAbsolute(position: p), time)]
            case LIBINPUT_EVENT_POINTER_BUTTON:
                let pressed = libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED
                return [(.pointerButton(code: libinput_event_pointer_get_button(pointer), isPressed: pressed), time)]
            case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
                LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
                let v = LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL, h = LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL
                let dy =
                    libinput_event_pointer_has_axis(pointer, v) != 0
                    ? libinput_event_pointer_get_scroll_value(pointer, v) : 0
                let dx =
                    libinput_event_pointer_has_axis(pointer, h) != 0
                    ? libinput_event_pointer_get_scroll_value(pointer, h) : 0
                return [(.pointerScroll(dx: dx, dy: dy), time)]
            default: return []
            }
        }
        return []
    }

    private func keyboardEvents(_ event: OpaquePointer, type: libinput_event_type) -> [(RawInputEvent, Double)] {
        if let keyboard = libinput_event_get_keyboard_event(event), type == LIBINPUT_EVENT_KEYBOARD_KEY {
            let time = Double(libinput_event_keyboard_get_time_usec(keyboard)) / 1_000_000
            let pressed = libinput_event_keyboard_get_key_state(keyboard) == LIBINPUT_KEY_STATE_PRESSED
            return [(.key(code: libinput_event_keyboard_get_key(keyboard), isPressed: pressed), time)]
        }
        return []
    }

    /// The monotonic clock libinput's timestamps use, in seconds.
    private func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }
}
