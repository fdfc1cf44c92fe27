import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// A 320 × 480 screen with three buttons laid out by hand: Save (primary, filled, medium) at the
/// top, Cancel (cancel role, small) below it, Delete (destructive, large) at the bottom.
@MainActor
struct ButtonScene {
    let harness: SceneHarness
    let save = Button(title: "Save", style: .filled, size: .medium, role: .primary)
    let cancel = Button(title: "Cancel", style: .plain, size: .small, role: .cancel)
    let delete = Button(title: "Delete", symbol: "trash", style: .tinted, size: .large, role: .destructive)
    let focus = FocusSystem()
    var owner: SceneOwner { harness.owner }
    var arbiter: GestureArbiter { harness.arbiter }
    var root: Node { harness.root }
    var fired: [String: Int] { counts.value }
    let counts = Counter()

    @MainActor
    final class Counter {
        var value: [String: Int] = [:]
    }

    init(direction: LayoutDirection = .leftToRight) throws {
        harness = try SceneHarness(width: 320, height: 480, direction: direction)
        harness.place(save, at: Rect(x: 100, y: 100, width: 120, height: 34))
        harness.place(cancel, at: Rect(x: 100, y: 200, width: 120, height: 28))
        harness.place(delete, at: Rect(x: 60, y: 300, width: 200, height: 50))
        for (name, button) in [("save", save), ("cancel", cancel), ("delete", delete)] {
            let counts = self.counts
            button.addAction { _ in counts.value[name, default: 0] += 1 }
        }
        focus.controls = [save, cancel, delete]
        focus.attach(to: arbiter)
    }

    func play(_ text: String) throws { try harness.play(text) }
}

@MainActor
@Suite("Button interaction")
struct ButtonInteractionTests {
    @Test("A tap fires the button once and leaves it unhighlighted")
    func tapFiresOnce() throws {
        let scene = try ButtonScene()
        try scene.play("tap 160,117")
        #expect(scene.fired == ["save": 1])
        #expect(!scene.save.isHighlighted)
    }

    @Test("Dragging out un-highlights and cancels; nothing fires")
    func dragOutCancels() throws {
        let scene = try ButtonScene()
        var highlights: [Bool] = []
        scene.save.tracking.tracker.onHighlightChange = { highlights.append($0) }
        try scene.play("""
        down 1 160,117
        wait 0.05
        move 1 160,300
        wait 0.02
        move 1 160,400
        wait 0.05
        up 1
        """)
        #expect(highlights == [true, false])
        #expect(!scene.save.isHighlighted)
        #expect(scene.fired.isEmpty)
    }

    @Test("Dragging back in re-highlights, and lifting there fires once")
    func backInRehighlights() throws {
        let scene = try ButtonScene()
        var highlights: [Bool] = []
        scene.save.tracking.tracker.onHighlightChange = { highlights.append($0) }
        try scene.play("""
        down 1 160,117
        wait 0.05
        move 1 160,400
        wait 0.05
        move 1 160,120
        wait 0.05
        up 1
        """)
        #expect(highlights == [true, false, true, false])
        #expect(scene.fired == ["save": 1])
    }

    @Test("The hit target is at least 44 × 44 pt: a tap 6 pt above a 28-pt button fires it")
    func minimumHitTarget() throws {
        let scene = try ButtonScene()
        #expect(scene.cancel.minimumHitTargetSize == Size(width: 44, height: 44))
        try scene.play("tap 160,194")
        #expect(scene.fired == ["cancel": 1])
        try scene.play("tap 160,180")
        #expect(scene.fired == ["cancel": 1])
    }

    @Test("Return triggers the primary button and Escape the cancel one")
    func keys() throws {
        let scene = try ButtonScene()
        try scene.play("key Return")
        #expect(scene.fired == ["save": 1])
        try scene.play("key Escape")
        #expect(scene.fired == ["save": 1, "cancel": 1])
        #expect(scene.delete.keyRole == .none)
    }

    @Test("A disabled button never fires: not by tap, not by Return; it does not highlight")
    func disabled() throws {
        let scene = try ButtonScene()
        scene.save.isEnabled = false
        scene.cancel.isEnabled = false
        scene.owner.layoutIfNeeded()
        var highlights: [Bool] = []
        scene.save.tracking.tracker.onHighlightChange = { highlights.append($0) }
        try scene.play("down 1 160,117\nwait 0.05\nup 1\nwait 0.1\ntap 160,214\nkey Return\nkey Escape")
        #expect(highlights.isEmpty)
        #expect(!scene.save.isHighlighted)
        scene.save.activate()
        #expect(scene.fired.isEmpty)
    }

    @Test("A disabled ancestor disables the buttons under it")
    func disabledAncestor() throws {
        let scene = try ButtonScene()
        scene.root.isEnabled = false
        try scene.play("tap 160,117\ntap 160,325")
        #expect(scene.fired.isEmpty)
    }

    @Test("A destructive button resolves its tint to the system red; others to the accent colour")
    func destructiveIsRed() throws {
        let scene = try ButtonScene()
        let env = scene.delete.environment
        #expect(ThemeColor.tint.resolved(in: env) == ThemeColor.system(.systemRed).resolved(in: env))
        let saveEnv = scene.save.environment
        #expect(ThemeColor.tint.resolved(in: saveEnv) == saveEnv.theme.accentColor.resolved(in: saveEnv))
    }
}

/// A sheet that records how it was dismissed.
@MainActor
final class SheetProbe: Node, TransientView {
    var dismissedBy: [String] = []
    func dismissTransientView(by button: Button) { dismissedBy.append(button.title ?? "") }
}

@MainActor
@Suite("Buttons in transient views")
struct TransientViewTests {
    @Test("Return on the primary button runs its action and dismisses the sheet; a normal button does not")
    func primaryDismisses() throws {
        let scene = try SceneHarness(width: 320, height: 480)
        let sheet = SheetProbe()
        let done = Button(title: "Done", style: .filled, role: .primary)
        let other = Button(title: "Other", style: .gray)
        done.frame = Rect(x: 20, y: 20, width: 100, height: 34)
        other.frame = Rect(x: 20, y: 80, width: 100, height: 34)
        sheet.addChild(done)
        sheet.addChild(other)
        var ran = 0
        done.addAction { _ in ran += 1 }
        scene.place(sheet, at: Rect(x: 0, y: 200, width: 320, height: 280))
        let focus = FocusSystem()
        focus.controls = [done, other]
        focus.attach(to: scene.arbiter)
        try scene.play("tap 70,297\nkey Return")
        #expect(ran == 1)
        #expect(sheet.dismissedBy == ["Done"])
    }
}
