import ScanoutTesting
import Testing
@testable import Gestures

/// A focus system whose controls come from a provider (an app window's tree), read again as
/// keys and touches arrive.
@MainActor
@Suite("Keyboard focus: controls from a provider")
struct FocusProviderTests {
    private func tab(_ focus: FocusSystem) {
        focus.handle(KeyEvent(key: .tab, isPressed: true, timestamp: 0))
    }

    @Test("The provider is read again before each key and when a finger lands; a control it drops loses focus")
    func readAgain() {
        let a = FakeControl("a"), b = FakeControl("b"), c = FakeControl("c")
        let tree = ShownControls([a, b])
        let focus = FocusSystem()
        focus.controlsProvider = { tree.read() }
        #expect(focus.controls.map { ($0 as? FakeControl)?.name } == ["a", "b"], "read when set")
        tab(focus)
        #expect(focus.focused === a)
        tree.shown = [c, a, b]  // a control added before the others (a page pushed, a row inserted)
        let before = tree.reads
        tab(focus)
        #expect(tree.reads == before + 1 && focus.focused === b, "read again before the key: a → b in the new order")
        tree.shown = [c]
        focus.touchesDidBegin()
        #expect(focus.focused == nil && !b.isFocused, "b left the tree: focus left it when the finger landed")
        #expect(focus.controls.count == 1 && focus.controls.first === c)
    }

    @Test("Controls set by hand turn the provider off")
    func byHandWins() {
        let a = FakeControl("a"), b = FakeControl("b")
        let focus = FocusSystem()
        focus.controlsProvider = { [a] }
        focus.controls = [b]
        #expect(focus.controlsProvider == nil)
        tab(focus)
        #expect(focus.focused === b && focus.controls.count == 1)
    }

    @Test("The collected list and the focused control keep nothing alive")
    func heldWeakly() {
        let focus = FocusSystem()
        let tree = ShownControls([FakeControl("gone")])
        focus.controlsProvider = { tree.read() }
        tab(focus)
        weak let gone = focus.focused as? FakeControl
        #expect(gone != nil)
        tree.shown = []  // the tree let go of it; no key or touch has come since
        #expect(gone == nil, "neither the list nor focus kept it")
        #expect(focus.controls.isEmpty && focus.focused == nil)
    }
}

/// The controls a tree shows now, as a window's provider reads them.
@MainActor
final class ShownControls {
    var shown: [FakeControl]
    private(set) var reads = 0

    init(_ shown: [FakeControl]) { self.shown = shown }

    func read() -> [any Focusable] {
        reads += 1
        return shown
    }
}
