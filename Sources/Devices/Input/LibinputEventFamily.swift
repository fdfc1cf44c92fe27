import CInput

/// Which of libinput's event forms (`libinput_event_get_touch_event`, `…_pointer_event`,
/// `…_keyboard_event`) an event type has. libinput logs "client bug: Invalid event type" when
/// asked for a form the event does not have, so ``LibinputSource`` asks this first.
enum LibinputEventFamily: Equatable {
    case touch
    case pointer
    case keyboard
    /// Device, tablet, gesture and switch events: Scanout does not read them.
    case other

    /// The family of a `libinput_event_type` raw value.
    init(rawType: UInt32) {
        switch libinput_event_type(rawType) {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_MOTION,
            LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            self = .touch
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON,
            LIBINPUT_EVENT_POINTER_AXIS, LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
            LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            self = .pointer
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            self = .keyboard
        default:
            self = .other
        }
    }
}
