import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Switch")
struct SwitchTests {
    /// A switch at (100, 100), 51 × 31: its centre is (125.5, 115.5).
    func fixture(direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, Switch, Counter) {
        let f = try SceneHarness(width: 400, height: 300, direction: direction)
        let toggle = Switch()
        let counter = Counter()
        toggle.addAction { _ in counter.count += 1 }
        f.place(toggle, at: Rect(x: 100, y: 100, width: 51, height: 31))
        return (f, toggle, counter)
    }

    @Test("On/Off Labels follow the environment's Accessibility setting unless the switch says otherwise")
    func onOffLabelsFromEnvironment() throws {
        func render(environment labels: Bool, own: Bool?) throws -> Bitmap {
            let (f, toggle, _) = try fixture()
            toggle.showsOnOffLabels = own
            f.owner.environment.showsOnOffLabels = labels
            return f.owner.snapshot()
        }
        let plain = try render(environment: false, own: nil)
        let fromSetting = try render(environment: true, own: nil)
        let explicit = try render(environment: false, own: true)
        let refused = try render(environment: true, own: false)
        #expect(!fromSetting.hasSamePixels(as: plain), "the setting draws the mark")
        #expect(fromSetting.hasSamePixels(as: explicit))
        #expect(refused.hasSamePixels(as: plain))
    }

    @Test("A tap toggles it once and the knob springs to the other end")
    func tapToggles() throws {
        let (f, toggle, counter) = try fixture()
        try f.play("tap 125,115")
        #expect(toggle.isOn)
        #expect(counter.count == 1)
        #expect(toggle.knobPosition == 1)
        try f.play("tap 125,115")
        #expect(!toggle.isOn)
        #expect(counter.count == 2)
        #expect(toggle.knobPosition == 0)
    }

    @Test("A tap just outside the track but inside the 44 pt target toggles it")
    func hitTarget() throws {
        let (f, toggle, _) = try fixture()
        try f.play("tap 125,97")  // 3 pt above the track, inside the 44 pt tall target
        #expect(toggle.isOn)
    }

    @Test("Dragging the knob across turns it on; the knob follows the finger while dragging")
    func dragOn() throws {
        let (f, toggle, counter) = try fixture()
        let script = try TouchScript("""
            down 1 112,115
            wait 0.05
            move 1 122,115
            wait 0.05
            move 1 128,115
            wait 0.3
            up 1
            """)
        var player = TouchScriptPlayer(script: script)
        for event in player.events(upTo: 0.2) { f.arbiter.handle(event) }
        f.settleAnimations()
        #expect(toggle.knobPosition > 0.3 && toggle.knobPosition < 1, "the knob follows: \(toggle.knobPosition)")
        #expect(!toggle.isOn, "nothing decided before the finger lifts")
        #expect(toggle.pressStretch == 1, "the knob is stretched while held")
        for event in player.events(upTo: 10) { f.arbiter.handle(event) }
        f.settleAnimations()
        #expect(toggle.isOn)
        #expect(counter.count == 1, "the drag sends the actions once and the lift is not also a tap")
        #expect(toggle.knobPosition == 1)
        #expect(toggle.pressStretch == 0)
    }

    @Test("A move within the 10 pt slop is a tap; a drag back to less than half way changes nothing")
    func dragShort() throws {
        let (f, toggle, counter) = try fixture()
        toggle.isOn = true
        try f.play("drag 138,115 132,115 duration=0.5")
        #expect(counter.count == 1)
        #expect(!toggle.isOn, "a 6 pt move within the pan's slop is a tap inside: it toggles")
        // Off now: 14 pt out (past the slop) and slowly back to 6 pt: 6 of 20 pt of travel.
        try f.play("""
            down 1 112,115
            wait 0.1
            move 1 119,115
            wait 0.1
            move 1 126,115
            wait 0.2
            move 1 122,115
            wait 0.2
            move 1 118,115
            wait 0.3
            up 1
            """)
        #expect(!toggle.isOn)
        #expect(counter.count == 1)
        #expect(toggle.knobPosition == 0)
    }

    @Test("In right to left the on position is on the left and dragging left turns it on")
    func rightToLeft() throws {
        let (f, toggle, _) = try fixture(direction: .rightToLeft)
        try f.play("drag 140,115 105,115 duration=0.4")
        #expect(toggle.isOn)
    }

    @Test("Pressing and dragging away (off the switch) changes nothing and sends nothing")
    func dragOutCancels() throws {
        let (f, toggle, counter) = try fixture()
        try f.play("drag 125,115 125,260 duration=0.4")
        #expect(!toggle.isOn)
        #expect(counter.count == 0)
        #expect(toggle.knobPosition == 0 && toggle.pressStretch == 0)
        #expect(!toggle.isHighlighted)
    }

    @Test("A vertical drag starting on a switch goes to the scrolling parent, not the knob")
    func verticalDragScrolls() throws {
        let (f, toggle, counter) = try fixture()
        let scroll = PanGestureRecognizer()
        var scrolled = 0
        scroll.addAction { r in if r.state == .began { scrolled += 1 } }
        f.root.addGestureRecognizer(scroll)
        try f.play("drag 125,115 128,40 duration=0.3")
        #expect(scrolled == 1)
        #expect(!toggle.isOn && counter.count == 0)
        #expect(toggle.knobPosition == 0)
    }

    @Test("A toggling switch repaints only its own area (track, knob shadow, focus ring outsets)")
    func damageStaysOnTheSwitch() throws {
        let (f, toggle, _) = try fixture()
        f.place(Checkbox("Elsewhere"), at: Rect(x: 10, y: 200, width: 150, height: 22))
        f.settleAnimations()
        toggle.setOn(true, animated: true)
        f.frame()
        let damage = f.session.display.lastDamage
        #expect(!damage.isEmpty)
        let bounds = PixelRect(
            x: damage.map(\.x).min() ?? 0, y: damage.map(\.y).min() ?? 0,
            width: (damage.map(\.maxX).max() ?? 0) - (damage.map(\.x).min() ?? 0),
            height: (damage.map(\.maxY).max() ?? 0) - (damage.map(\.y).min() ?? 0))
        // The switch is (100, 100, 51, 31); its drawing reaches 8 pt sideways, 5 up, 11 down.
        #expect(bounds.x >= 92 && bounds.y >= 95 && bounds.maxX <= 159 && bounds.maxY <= 142, "\(bounds)")
    }

    @Test("A disabled switch ignores taps and drags")
    func disabled() throws {
        let (f, toggle, counter) = try fixture()
        toggle.isEnabled = false
        try f.play("tap 125,115")
        try f.play("drag 112,115 145,115")
        #expect(!toggle.isOn)
        #expect(counter.count == 0)
    }

    @Test("setOn animates with the spring: part way after a few frames, at rest at the end")
    func springAnimation() throws {
        let (f, toggle, _) = try fixture()
        f.settleAnimations()
        toggle.setOn(true, animated: true)
        for _ in 0..<3 { f.frame() }
        #expect(toggle.knobPosition > 0 && toggle.knobPosition < 1)
        f.settleAnimations()
        #expect(toggle.knobPosition == 1)
    }
}

/// Counts actions.
@MainActor
final class Counter {
    var count = 0
}
