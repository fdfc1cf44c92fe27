import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Toggles and the keyboard")
struct ToggleKeyboardTests {
    @Test("Tab moves focus through a switch, a checkbox and a toolbar item; Space activates; a touch hides the ring")
    func focusAndSpace() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let toggle = Switch()
        let box = Checkbox("Bold")
        let item = ToolbarItem.twoState(onTitle: "Online", offTitle: "Offline", isOn: true)
        f.place(toggle, at: Rect(x: 20, y: 20, width: 51, height: 31))
        f.place(box, at: Rect(x: 20, y: 80, width: 120, height: 22))
        f.place(item, at: Rect(x: 20, y: 140, width: 100, height: 44))
        let focus = FocusSystem()
        focus.controls = [toggle, box, item]
        focus.attach(to: f.arbiter)
        try f.play("key Tab\nkey space")
        #expect(toggle.isFocused && toggle.showsFocusRing)
        #expect(toggle.isOn)
        try f.play("key Tab\nkey space")
        #expect(!toggle.isFocused)
        #expect(box.isFocused && box.state == .on)
        try f.play("key Tab\nkey space")
        #expect(item.isFocused && !item.isOn && item.title == "Offline")
        try f.play("tap 300,250")
        #expect(item.isFocused && !item.showsFocusRing, "a touch hides the ring, focus stays")
    }

    @Test("A disabled control cannot take focus")
    func disabledSkipped() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let a = Checkbox("A"), b = Checkbox("B")
        f.place(a, at: Rect(x: 20, y: 20, width: 80, height: 22))
        f.place(b, at: Rect(x: 20, y: 60, width: 80, height: 22))
        a.isEnabled = false
        let focus = FocusSystem()
        focus.controls = [a, b]
        #expect(focus.moveFocus())
        #expect(focus.focused === b)
    }
}
