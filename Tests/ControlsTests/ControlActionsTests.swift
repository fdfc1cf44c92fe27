import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Typed control actions")
struct ControlActionsTests {
    /// What the actions saw, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    @Test("A switch's action receives the switch: `sw.isOn` without a cast, after a tap turned it on then off")
    func switchActionIsTyped() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let wifi = Switch()
        let log = Log()
        wifi.addAction { wifi in log.entries.append(wifi.isOn ? "on" : "off") }
        f.place(wifi, at: Rect(x: 100, y: 100, width: 51, height: 31))
        try f.playInFrames("tap 125,115")
        f.settle()
        try f.playInFrames("tap 125,115")
        f.settle()
        #expect(log.entries == ["on", "off"])
    }

    @Test("Each value control hands its action its own type: slider value, stepper value, segment, checkbox state")
    func valueControlsAreTyped() {
        let log = Log()
        let slider = Slider(value: 0.25)
        slider.addAction { slider in log.entries.append("slider \(slider.value)") }
        let stepper = Stepper(value: 3, in: 0...10)
        stepper.addAction { stepper in log.entries.append("stepper \(Int(stepper.value))") }
        let segments = SegmentedControl([.title("One"), .title("Two")], selectedIndex: 1)
        segments.addAction { segments in log.entries.append("segment \(segments.selectedSegmentIndex ?? -1)") }
        let box = Checkbox("Remember", state: .on)
        box.addAction { box in log.entries.append("checkbox \(box.state)") }
        let button = Button(title: "Save")
        button.addAction { button in log.entries.append("button \(button.title ?? "")") }
        slider.sendActions()
        stepper.sendActions()
        segments.sendActions()
        box.sendActions()
        button.sendActions()
        #expect(log.entries == ["slider 0.25", "stepper 3", "segment 1", "checkbox \(CheckboxState.on)", "button Save"])
    }

    @Test("Typed and untyped actions run in the order added; an action added through the base type gets a ControlNode")
    func untypedStillWorks() {
        let log = Log()
        let toggle = ToggleButton(title: "Bold", isOn: true)
        // The form every existing caller wrote: a closure over the base class.
        let untyped: @MainActor (ControlNode) -> Void = { control in
            log.entries.append("untyped \((control as? ToggleButton)?.isOn == true)")
        }
        toggle.addAction(untyped)
        toggle.addAction { toggle in log.entries.append("typed \(toggle.isOn)") }
        let base: ControlNode = toggle
        base.addAction { control in log.entries.append("base \(control === toggle)") }
        toggle.sendActions()
        #expect(log.entries == ["untyped true", "typed true", "base true"])
        toggle.removeAllActions()
        toggle.sendActions()
        #expect(log.entries.count == 3, "removed actions do not run")
    }

    @Test("A subclass declared outside the controls gets its own type too")
    func subclassIsTyped() {
        final class Counter: ControlNode {
            var count = 0
            override func activate() {
                count += 1
                super.activate()
            }
        }
        let counter = Counter()
        var seen: [Int] = []
        counter.addAction { counter in seen.append(counter.count) }
        counter.activate()
        counter.activate()
        #expect(seen == [1, 2])
    }
}
