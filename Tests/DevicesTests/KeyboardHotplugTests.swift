import Graphics
import Input
import Testing
@testable import Devices

/// Keyboards plugged in and taken away, as libinput's device events report them: the translator
/// counts the devices with letter keys and says when the count changes.
@Suite("Keyboard hotplug")
struct KeyboardHotplugTests {
    let mapping = TouchMapping(panelSize: PixelSize(width: 640, height: 480))

    private func counts(_ events: [InputEvent]) -> [Int] {
        events.compactMap { if case .keyboardsChanged(let count, _) = $0 { count } else { nil } }
    }

    @Test("Each keyboard plugged in or taken away reports the count; the last one leaving reports 0")
    func countsKeyboards() {
        let t = InputTranslator(mapping: mapping)
        #expect(counts(t.translate(.deviceAdded(device: 1, isPointer: false, isKeyboard: true), timestamp: 1)) == [1])
        #expect(counts(t.translate(.deviceAdded(device: 2, isPointer: false, isKeyboard: true), timestamp: 2)) == [2])
        #expect(counts(t.translate(.deviceRemoved(device: 1), timestamp: 3)) == [1])
        let last = t.translate(.deviceRemoved(device: 2), timestamp: 4)
        #expect(counts(last) == [0])
        #expect(last.first?.timestamp == 4)
    }

    @Test("A touch screen, a mouse or a power button (no letter keys) changes nothing")
    func otherDevices() {
        let t = InputTranslator(mapping: mapping)
        #expect(t.translate(.deviceAdded(device: 1, isPointer: false), timestamp: 0).isEmpty)
        #expect(t.translate(.deviceAdded(device: 2, isPointer: true), timestamp: 0).isEmpty)
        #expect(t.translate(.deviceAdded(device: 3, isPointer: false, isKeyboard: false), timestamp: 0).isEmpty)
        #expect(counts(t.translate(.deviceRemoved(device: 3), timestamp: 1)).isEmpty)
        #expect(counts(t.translate(.deviceRemoved(device: 1), timestamp: 1)).isEmpty)
    }

    @Test("Keyboards on USB and Bluetooth count; the built-in i8042, the host bus and I²C do not")
    func pluggableBuses() {
        #expect(InputDeviceDiscovery.isPluggableKeyboardBus(0x03))  // BUS_USB
        #expect(InputDeviceDiscovery.isPluggableKeyboardBus(0x05))  // BUS_BLUETOOTH
        #expect(!InputDeviceDiscovery.isPluggableKeyboardBus(0x11))  // BUS_I8042: AT Translated Set 2
        #expect(!InputDeviceDiscovery.isPluggableKeyboardBus(0x19))  // BUS_HOST: the board's buttons
        #expect(!InputDeviceDiscovery.isPluggableKeyboardBus(0x18))  // BUS_I2C: a built-in matrix
    }

    @Test("A keyboard reported twice counts once; one removed twice reports once")
    func duplicates() {
        let t = InputTranslator(mapping: mapping)
        _ = t.translate(.deviceAdded(device: 5, isPointer: false, isKeyboard: true), timestamp: 0)
        #expect(counts(t.translate(.deviceAdded(device: 5, isPointer: false, isKeyboard: true), timestamp: 0)).isEmpty)
        #expect(counts(t.translate(.deviceRemoved(device: 5), timestamp: 1)) == [0])
        #expect(counts(t.translate(.deviceRemoved(device: 5), timestamp: 2)).isEmpty)
    }
}
