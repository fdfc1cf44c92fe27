import Gestures
import Graphics
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Alert")
struct AlertTests {
    /// A two-button alert presented and settled.
    func present(_ f: PresentationFixture, _ log: ActionLog, risky: Bool) -> Alert {
        let alert = Alert(title: risky ? "Delete Draft?" : "Unable to Send Message",
                          message: risky ? "This draft will be deleted." : "The server did not respond.")
        // The app adds them in its own order; the runtime arranges them.
        alert.addAction(log.action("Cancel", .cancel))
        alert.addAction(risky ? log.action("Delete", .destructive) : log.action("Retry"))
        f.presenter.present(alert)
        f.settle()
        return alert
    }

    @Test("A benign alert puts Cancel leading in the regular weight and the action trailing, semibold, on Return")
    func benignOrder() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let alert = present(f, log, risky: false)
        #expect(alert.buttons.map(\.title) == ["Cancel", "Retry"])
        #expect(!alert.isStacked)
        let cancel = f.screenFrame(of: alert.buttons[0]), retry = f.screenFrame(of: alert.buttons[1])
        #expect(cancel.maxX <= retry.minX + 0.5 && abs(cancel.minY - retry.minY) < 0.5, "side by side, Cancel on the left")
        #expect(!alert.buttons[0].isEmphasized && alert.buttons[1].isEmphasized)
        #expect(alert.buttons[1].keyRole == .primary && alert.buttons[0].keyRole == .cancel)
        // Centred on the screen, 270 pt wide.
        let frame = f.screenFrame(of: alert)
        #expect(abs(frame.width - 270) < 0.5 && abs(frame.midX - 160) <= 1 && abs(frame.midY - 240) <= 1)
        try f.play("key Return")
        #expect(log.events == ["Retry"])
        #expect(!alert.isPresented && alert.parent == nil)
    }

    @Test("A risky alert puts Cancel leading, semibold, on Return and Escape, and the red destructive choice trailing")
    func riskyOrder() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let alert = present(f, log, risky: true)
        #expect(alert.isRisky)
        #expect(alert.buttons.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.buttons[1].isDestructive && alert.buttons[1].titleNode.color == .system(.systemRed))
        #expect(!alert.buttons[1].isEmphasized, "the destructive choice is never the default")
        #expect(alert.buttons[0].isEmphasized && alert.buttons[0].keyRole == .primaryAndCancel)
        let cancel = f.screenFrame(of: alert.buttons[0]), delete = f.screenFrame(of: alert.buttons[1])
        #expect(cancel.maxX <= delete.minX + 0.5, "Cancel on the left (leading)")
        try f.play("key Return")
        #expect(log.events == ["Cancel"], "Return never runs the risky choice")
    }

    @Test("In a right-to-left interface the leading button is on the right")
    func rightToLeft() throws {
        let f = try PresentationFixture(rtl: true)
        let log = ActionLog()
        let alert = present(f, log, risky: false)
        let cancel = f.screenFrame(of: alert.buttons[0]), retry = f.screenFrame(of: alert.buttons[1])
        #expect(cancel.minX >= retry.maxX - 0.5, "Cancel (leading) on the right")
        try f.play("tap \(f.point(of: alert.buttons[0]))")
        #expect(log.events == ["Cancel"])
    }

    @Test("Escape cancels; a tap runs the tapped button once; the screen's own Escape button is not reached")
    func escapeCancels() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let alert = present(f, log, risky: false)
        try f.play("key Escape")
        #expect(log.events == ["Cancel"])
        #expect(f.screenEvents.isEmpty, "the screen's Back (Escape) stays untouched while the alert is up")
        #expect(!alert.isPresented)
        // With the alert gone, keys reach the screen again.
        try f.play("key Escape")
        #expect(f.screenEvents == ["back"])
        let again = present(f, log, risky: false)
        try f.play("tap \(f.point(of: again.buttons[1]))")
        #expect(log.events == ["Cancel", "Retry"])
    }

    @Test("Three buttons, or two that do not fit side by side, are stacked with Cancel at the bottom")
    func stacked() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let three = Alert(title: "Unsaved Changes")
        three.addAction(log.action("Cancel", .cancel))
        three.addAction(log.action("Save"))
        three.addAction(log.action("Discard", .destructive))
        f.presenter.present(three)
        f.settle()
        #expect(three.isStacked)
        #expect(three.buttons.map(\.title) == ["Discard", "Save", "Cancel"])
        let frames = three.buttons.map { f.screenFrame(of: $0) }
        #expect(frames[0].maxY <= frames[1].minY + 0.5 && frames[1].maxY <= frames[2].minY + 0.5)
        #expect(frames.allSatisfy { abs($0.width - 270) < 0.5 && abs($0.height - 44) < 0.5 })
        try f.play("tap \(f.point(of: three.buttons[2]))")
        #expect(log.events == ["Cancel"])

        let long = Alert(title: "Storage Almost Full")
        long.addAction(log.action("Not Now", .cancel))
        long.addAction(log.action("Manage Storage Settings"))
        f.presenter.present(long)
        f.settle()
        #expect(long.isStacked, "a title wider than half the alert stacks the buttons")
    }

    @Test("A long title wraps, whole and centred, as in iOS 17/18; a long message scrolls only when the screen is too low")
    func titleAndMessage() throws {
        let f = try PresentationFixture()
        let alert = Alert(title: "Unable to Connect to the Server Because the Network Connection Was Lost",
                          message: "Check the network cable or the Wi-Fi settings, then try again.")
        alert.addAction(AlertAction("Cancel", role: .cancel))
        alert.addAction(AlertAction("Settings"))
        f.presenter.present(alert)
        f.settle()
        let line = alert.titleNode.sizeThatFits(ProposedSize(width: nil, height: nil)).height
        let title = try #require(alert.titleNode.paragraph(width: alert.titleNode.contentRect.width))
        #expect(title.lines.count >= 2 && !title.isTruncated, "wrapped, not cut: \(title.lines.count) lines")
        #expect(alert.titleNode.frame.height >= 2 * line - 0.5, "the title's node shows every line")
        #expect(!alert.messageScrolls, "a short message shows whole")

        let long = Alert(title: "Terms Updated", message: String(repeating: "The terms of service have changed. ", count: 30))
        long.addAction(AlertAction("Cancel", role: .cancel))
        long.addAction(AlertAction("Agree"))
        try f.play("key Escape")
        f.presenter.present(long)
        f.settle()
        #expect(long.messageScrolls, "a message taller than the screen scrolls")
        #expect(f.screenFrame(of: long).minY >= 20 - 0.5 && f.screenFrame(of: long).maxY <= 460 + 0.5)
    }

    @Test("The alert pops up: it grows from 1.2× to 1× and fades in over the dimming, then fades out")
    func animation() throws {
        let f = try PresentationFixture()
        let alert = Alert(title: "Low Battery", message: "10% of battery remaining.")
        alert.addAction(AlertAction("Close", role: .cancel))
        alert.addAction(AlertAction("Low Power Mode"))
        f.presenter.present(alert)
        f.frames(6)
        #expect(alert.transform.a > 1.0 && alert.transform.a < 1.2)
        #expect(alert.opacity > 0 && alert.opacity < 1)
        #expect(f.presenter.layer.dimming.opacity > 0 && f.presenter.layer.dimming.opacity < 1)
        f.settle()
        #expect(alert.transform == .identity && alert.opacity == 1 && f.presenter.layer.dimming.opacity == 1)
        alert.dismiss()
        f.frames(3)
        #expect(alert.opacity < 1 && alert.parent != nil, "still fading")
        f.settle()
        #expect(alert.parent == nil && f.presenter.layer.isHidden)
    }
}
