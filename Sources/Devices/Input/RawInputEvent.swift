import Graphics

/// What libinput reported, as Swift values, before translation into points and touch identities.
///
/// `LibinputSource` produces these; ``InputTranslator`` consumes them, so translation is tested
/// without a kernel device. Positions are normalised (0…1 across the panel); `device` is the
/// source's number for the device.
enum RawInputEvent: Sendable, Hashable {
    /// A device appeared; `isKeyboard` for a plugged-in keyboard with letter keys (USB or
    /// Bluetooth; not a power button, not the built-in i8042 controller).
    case deviceAdded(device: Int, isPointer: Bool, isKeyboard: Bool = false)
    case deviceRemoved(device: Int)
    case touchDown(device: Int, slot: Int32, position: Point)
    case touchMotion(device: Int, slot: Int32, position: Point)
    case touchUp(device: Int, slot: Int32)
    case touchCancel(device: Int, slot: Int32)
    case touchFrame(device: Int)
    /// Relative motion in the device's (accelerated) pixels.
    case pointerMotion(dx: Double, dy: Double)
    /// Absolute pointer position, normalised.
    case pointerMotionAbsolute(position: Point)
    /// A button (evdev code, `BTN_LEFT` is 0x110).
    case pointerButton(code: UInt32, isPressed: Bool)
    /// Scrolling, in the device's units (wheel: 15 per detent).
    case pointerScroll(dx: Double, dy: Double)
    /// A key (evdev code).
    case key(code: UInt32, isPressed: Bool)
}
