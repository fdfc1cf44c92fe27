import Graphics
import Input
import ScanoutTesting
import Testing
@testable import Gestures

@MainActor
final class FakeControl: Focusable {
    let name: String
    var keyRole: KeyRole
    var canBecomeFocused = true
    var activations = 0
    var isFocused = false
    var ringVisible = false
    init(_ name: String, role: KeyRole = .none) {
        self.name = name
        keyRole = role
    }
    func activate() { activations += 1 }
    func focusDidChange(isFocused: Bool, isVisible: Bool) {
        self.isFocused = isFocused
        ringVisible = isFocused && isVisible
    }
}

@MainActor
@Suite("Keyboard focus")
struct FocusSystemTests {
    private func press(_ key: Key, _ modifiers: KeyModifiers = [], _ focus: FocusSystem) -> Bool {
        let handled = focus.handle(KeyEvent(key: key, isPressed: true, modifiers: modifiers, timestamp: 0))
        _ = focus.handle(KeyEvent(key: key, isPressed: false, modifiers: modifiers, timestamp: 0))
        return handled
    }

    @Test("Tab moves focus forwards and wraps; Shift-Tab moves backwards; disabled controls are skipped")
    func tabOrder() {
        let a = FakeControl("a"), b = FakeControl("b"), c = FakeControl("c")
        let focus = FocusSystem()
        focus.controls = [a, b, c]
        #expect(press(.tab, [], focus))
        #expect(focus.focused === a && a.isFocused)
        _ = press(.tab, [], focus)
        #expect(focus.focused === b && !a.isFocused)
        b.canBecomeFocused = true
        c.canBecomeFocused = false
        _ = press(.tab, [], focus)
        #expect(focus.focused === a, "c is skipped and focus wraps")
        _ = press(.tab, .shift, focus)
        #expect(focus.focused === b, "Shift-Tab from a skips c backwards")
    }

    @Test("Return activates the primary control wherever focus is; Escape the cancel control")
    func returnAndEscape() {
        let cancel = FakeControl("cancel", role: .cancel), other = FakeControl("other")
        let ok = FakeControl("ok", role: .primary)
        let focus = FocusSystem()
        focus.controls = [cancel, other, ok]
        focus.setFocus(other)
        #expect(press(.return, [], focus))
        #expect(ok.activations == 1 && other.activations == 0)
        #expect(press(.escape, [], focus))
        #expect(cancel.activations == 1)
        #expect(press(.space, [], focus))
        #expect(other.activations == 1, "Space activates the focused control")
        ok.canBecomeFocused = false
        #expect(press(.return, [], focus))
        #expect(other.activations == 2, "without an enabled primary, Return activates the focused control")
    }

    @Test("Keys nobody handles are reported as unhandled")
    func unhandled() {
        let focus = FocusSystem()
        #expect(!press(.escape, [], focus))
        #expect(!press(.return, [], focus))
        #expect(!press(.character("a"), [], focus))
        #expect(!press(.tab, [], focus))
    }

    @Test("Keyboard navigation shows the focus ring; a touch hides it but keeps focus")
    func focusVisibility() {
        let a = FakeControl("a")
        let focus = FocusSystem()
        focus.controls = [a]
        focus.setFocus(a)
        #expect(!focus.isFocusVisible && !a.ringVisible)
        _ = press(.tab, [], focus)
        #expect(focus.isFocusVisible && a.ringVisible)
        focus.touchesDidBegin()
        #expect(!focus.isFocusVisible && !a.ringVisible && focus.focused === a)
    }

    @Test("XKB symbol names map to keys, Shift-Tab included")
    func keyNames() {
        #expect(Key(symbolName: "Return") == .return)
        #expect(Key(symbolName: "KP_Enter") == .return)
        #expect(Key(symbolName: "ISO_Left_Tab") == .tab)
        #expect(Key(symbolName: "Escape") == .escape)
        #expect(Key(symbolName: "a") == .character("a"))
        #expect(Key(symbolName: "F1") == .other("F1"))
        #expect(Key(symbolName: "Shift_L") == .modifier(.shift))
    }

    @Test("Removing the focused control clears focus")
    func removal() {
        let a = FakeControl("a"), b = FakeControl("b")
        let focus = FocusSystem()
        focus.controls = [a, b]
        focus.setFocus(a)
        focus.controls = [b]
        #expect(focus.focused == nil && !a.isFocused)
    }
}

@MainActor
@Suite("Keyboard focus through the arbiter")
struct FocusArbiterTests {
    @Test("Scripted keys reach the focus system; a tap hides the ring")
    func scripted() throws {
        let screen = TouchScreen()
        let focus = FocusSystem()
        let ok = FakeControl("ok", role: .primary), other = FakeControl("other")
        focus.controls = [other, ok]
        focus.attach(to: screen.arbiter)
        try screen.play("key Tab\nkey Tab\nkey Return")
        #expect(focus.focused === ok && ok.activations == 1 && ok.ringVisible)
        try screen.play("key shift+Tab\nkey space", at: 2)
        #expect(focus.focused === other && other.activations == 1)
        try screen.play("tap 10,10", at: 4)
        #expect(!focus.isFocusVisible && !other.ringVisible && focus.focused === other)
    }

    @Test("A landing handler gets every finger of a landing in one call; it stays while it says so, and a landing with no points calls none")
    func landingHandlers() {
        let focus = FocusSystem()
        var calls: [[Point]] = []
        focus.whenTouchLands { points in
            calls.append(points)
            return points.contains(Point(x: 1, y: 1))
        }
        focus.touchesDidBegin()
        #expect(calls.isEmpty)
        focus.touchesDidBegin(at: [Point(x: 1, y: 1), Point(x: 50, y: 50)])
        #expect(calls == [[Point(x: 1, y: 1), Point(x: 50, y: 50)]])
        focus.touchesDidBegin(at: [Point(x: 50, y: 50), Point(x: 60, y: 60)])
        #expect(calls.count == 2 && calls[1] == [Point(x: 50, y: 50), Point(x: 60, y: 60)])
        focus.touchesDidBegin(at: [Point(x: 1, y: 1)])
        #expect(calls.count == 2, "the handler said it was done and was called again")
    }

    @Test("TouchEvent.landingLocations are the began touches' locations, in order")
    func landingLocations() {
        let event = TouchEvent(timestamp: 1, changedTouches: [
            Touch(id: TouchID(1), phase: .moved, location: Point(x: 5, y: 5), timestamp: 1),
            Touch(id: TouchID(2), phase: .began, location: Point(x: 7, y: 8), timestamp: 1),
            Touch(id: TouchID(3), phase: .ended, location: Point(x: 9, y: 9), timestamp: 1),
            Touch(id: TouchID(4), phase: .began, location: Point(x: 1, y: 2), timestamp: 1),
        ])
        #expect(event.landingLocations == [Point(x: 7, y: 8), Point(x: 1, y: 2)])
        #expect(TouchEvent(timestamp: 1, changedTouches: []).landingLocations.isEmpty)
    }
}

