import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Checkbox, radio group, toggle button, list row")
struct ToggleTests {
    @Test("A checkbox toggles on a tap; dragging out before lifting cancels")
    func checkboxTapAndDragOut() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let box = Checkbox("Bold")
        let counter = Counter()
        box.addAction { _ in counter.count += 1 }
        f.place(box, at: Rect(x: 20, y: 20, width: 120, height: 22))
        try f.play("tap 31,31")
        #expect(box.state == .on)
        try f.play("tap 31,31")
        #expect(box.state == .off)
        #expect(counter.count == 2)
        try f.play("drag 31,31 31,250 duration=0.3")
        #expect(box.state == .off, "lifted far outside: cancelled")
        #expect(counter.count == 2)
        #expect(!box.isHighlighted)
    }

    @Test("A parent shows mixed when its dependents differ; tapping mixed turns all on; tapping on turns all off")
    func mixedParent() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let parent = Checkbox("All Styles")
        let bold = Checkbox("Bold"), italic = Checkbox("Italic"), underline = Checkbox("Underline")
        parent.dependents = [bold, italic, underline]
        f.place(parent, at: Rect(x: 20, y: 20, width: 160, height: 22))
        f.place(bold, at: Rect(x: 50, y: 60, width: 120, height: 22))
        f.place(italic, at: Rect(x: 50, y: 100, width: 120, height: 22))
        f.place(underline, at: Rect(x: 50, y: 140, width: 120, height: 22))
        #expect(parent.state == .off)
        try f.play("tap 61,71")          // bold on
        #expect(bold.isOn)
        #expect(parent.state == .mixed)
        try f.play("tap 61,111")         // italic on
        #expect(parent.state == .mixed)
        try f.play("tap 31,31")          // parent: mixed → all on
        #expect(parent.state == .on)
        #expect([bold, italic, underline].allSatisfy { $0.state == .on })
        try f.play("tap 61,151")         // underline off → mixed again
        #expect(parent.state == .mixed)
        try f.play("tap 31,31")
        #expect(parent.state == .on)
        try f.play("tap 31,31")          // on → all off
        #expect(parent.state == .off)
        #expect([bold, italic, underline].allSatisfy { $0.state == .off })
        underline.state = .on            // programmatic changes update the parent too
        #expect(parent.state == .mixed)
    }

    @Test("Radio options are exclusive; selecting the selected one changes nothing")
    func radioExclusive() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let group = RadioGroup(["Small", "Medium", "Large"], selectedIndex: 0)
        var changes: [Int] = []
        group.onSelectionChange = { changes.append($0) }
        f.place(group, at: Rect(x: 20, y: 20, width: 200, height: 100))
        let centres = group.options.map { $0.convert($0.markRect.center, to: nil) }
        try f.play("tap \(centres[2].x),\(centres[2].y)")
        #expect(group.selectedIndex == 2)
        #expect(group.options.map(\.isOn) == [false, false, true])
        try f.play("tap \(centres[1].x),\(centres[1].y)")
        #expect(group.options.map(\.isOn) == [false, true, false])
        try f.play("tap \(centres[1].x),\(centres[1].y)")
        #expect(group.options.map(\.isOn) == [false, true, false])
        #expect(changes == [2, 1])
    }

    @Test("A horizontal radio group spaces options by the longest label, mirrored in RTL")
    func radioHorizontalSpacing() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let f = try SceneHarness(width: 600, height: 300, direction: direction)
            let group = RadioGroup(["A", "Much Longer Label", "B"], axis: .horizontal)
            f.place(group, at: Rect(x: 0, y: 20, width: 600, height: 30))
            let size = group.sizeThatFits(.unspecified)
            group.frame = Rect(x: 0, y: 20, width: size.width, height: size.height)
            f.owner.layoutIfNeeded()
            let longest = group.options[1].frame.width
            let step = longest + ControlMetrics.radioHorizontalGap
            #expect(group.optionWidth == longest)
            let marks = group.options.map { $0.convert($0.markRect.origin, to: group).x }
            if direction == .leftToRight {
                #expect(abs(marks[1] - marks[0] - step) < 0.001)
                #expect(abs(marks[2] - marks[1] - step) < 0.001)
            } else {
                #expect(abs(marks[0] - marks[1] - step) < 0.001)
                #expect(abs(marks[1] - marks[2] - step) < 0.001)
                #expect(marks[0] > marks[2], "the first option is at the right")
            }
        }
    }

    @Test("A toggle button flips its background on a tap")
    func toggleButton() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let button = ToggleButton(symbol: "bookmarks")
        f.place(button, at: Rect(x: 20, y: 20, width: 34, height: 34))
        #expect(button.background == nil)
        try f.play("tap 37,37")
        #expect(button.isOn)
        #expect(button.background == .color(.tint))
        try f.play("tap 37,37")
        #expect(!button.isOn)
        try f.play("drag 37,37 37,260 duration=0.3")
        #expect(!button.isOn, "dragged out before lifting: cancelled")
    }

    @Test("The HIG lint accepts a switch in a list row and flags one outside, and a radio group of six")
    func lint() {
        let root = VStackNode()
        root.addChild(ListRow("Wi-Fi", accessory: Switch()))
        #expect(HIGLint.check(root).isEmpty)
        root.addChild(Switch())
        root.addChild(RadioGroup(["1", "2", "3", "4", "5", "6"]))
        let rules = HIGLint.check(root).map(\.rule)
        #expect(rules == [.switchOutsideListRow, .radioGroupOptionCount])
    }
}
