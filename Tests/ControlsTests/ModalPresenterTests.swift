import Gestures
import Graphics
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Modal presenter")
struct ModalPresenterTests {
    func ids(_ modals: [ModalNode]) -> [ObjectIdentifier] { modals.map(ObjectIdentifier.init) }

    func alert(_ title: String, _ log: ActionLog) -> Alert {
        let alert = Alert(title: title)
        alert.addAction(log.action("Cancel \(title)", .cancel))
        alert.addAction(log.action("OK \(title)"))
        return alert
    }

    @Test("Only one modal at a time: the next waits in the queue and appears when the first has gone")
    func queue() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let first = alert("First", log), second = alert("Second", log)
        let sheet = ActionSheet()
        sheet.addAction(log.action("Share"))
        sheet.addAction(log.action("Cancel", .cancel))
        f.presenter.present(first)
        f.presenter.present(second)
        f.presenter.present(sheet)
        f.settle()
        #expect(ids(f.presenter.presented) == ids([first]))
        #expect(ids(f.presenter.queue) == ids([second, sheet]))
        #expect(second.isQueued && second.parent == nil)
        try f.play("key Return")
        #expect(log.events == ["OK First"])
        #expect(ids(f.presenter.presented) == ids([second]), "the second appears once the first has left")
        #expect(second.parent != nil && first.parent == nil)
        try f.play("key Escape")
        #expect(ids(f.presenter.presented) == ids([sheet]))
        try f.play("tap \(f.point(of: sheet.choiceButtons[0]))")
        #expect(log.events == ["OK First", "Cancel Second", "Share"])
        #expect(f.presenter.presented.isEmpty && f.presenter.queue.isEmpty && f.presenter.layer.isHidden)
    }

    @Test("A queued modal is taken out by dismiss; presenting one twice changes nothing")
    func dismissQueued() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let first = alert("First", log), second = alert("Second", log)
        f.presenter.present(first)
        f.presenter.present(second)
        f.presenter.present(first)
        #expect(f.presenter.queue.count == 1)
        second.dismiss()
        #expect(f.presenter.queue.isEmpty && !second.isQueued)
        first.dismiss()
        f.settle()
        #expect(f.presenter.presented.isEmpty && log.events.isEmpty, "dismissing by code runs no button's handler")
    }

    @Test("Touches outside an alert never reach the screen behind it, and do not dismiss it")
    func touchesTrapped() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let a = alert("Trapped", log)
        f.presenter.present(a)
        f.settle()
        try f.play("tap \(f.point(of: f.screenSave))")
        try f.play("drag 20,20 300,460 duration=0.3")
        #expect(f.screenEvents.isEmpty)
        #expect(a.isPresented, "a tap outside an alert does nothing (HIG: a button must be tapped)")
        #expect(f.presenter.hitTest(Point(x: 70, y: 422)) === f.presenter.layer.dimming)
        try f.play("key Escape")
        try f.play("tap \(f.point(of: f.screenSave))")
        #expect(f.screenEvents == ["save"], "the screen answers again once the alert is gone")
    }

    @Test("Keyboard focus is trapped in the modal: Tab cycles its buttons only; it is released after")
    func focusTrapped() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let a = alert("Focus", log)
        f.presenter.present(a)
        f.settle()
        #expect(f.focus.trappedControls?.count == 2)
        var visited: [String] = []
        for _ in 0..<4 {
            try f.play("key Tab")
            if let focused = f.focus.focused as? ModalActionButton { visited.append(focused.title) } else { visited.append("outside") }
        }
        #expect(visited == ["Cancel Focus", "OK Focus", "Cancel Focus", "OK Focus"])
        #expect(a.buttons[1].showsFocusRing)
        try f.play("key space")
        #expect(log.events == ["OK Focus"], "Space activates the focused button")
        #expect(f.focus.trappedControls == nil)
        try f.play("key Tab")
        #expect(f.focus.focused === f.screenSave)
    }

    @Test("A rotation keeps the modal, its focus, its scroll position and the queue, placed for the new screen")
    func rotation() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let long = Alert(title: "Terms Updated", message: String(repeating: "The terms of service have changed. ", count: 12))
        long.addAction(log.action("Cancel", .cancel))
        long.addAction(log.action("Agree"))
        let waiting = alert("Waiting", log)
        f.presenter.present(long)
        f.presenter.present(waiting)
        f.settle()
        try f.play("key Tab")
        #expect(!long.messageScrolls, "the message fits in portrait")
        f.rotate(to: 480, 320)
        #expect(long.isPresented && ids(f.presenter.queue) == ids([waiting]))
        let frame = f.screenFrame(of: long)
        #expect(abs(frame.midX - 240) <= 1 && frame.minY >= 19.5 && frame.maxY <= 300.5)
        #expect(long.messageScrolls, "landscape leaves less height: the message scrolls (HIG §3.3)")
        #expect(f.focus.focused === long.buttons[0], "focus stays on the same button")
        try f.play("drag 240,140 240,60 duration=0.3")
        let offset = long.messageScrollView.contentOffset.y
        #expect(offset > 0)
        f.rotate(to: 320, 480)
        #expect(!long.messageScrolls && long.isPresented)
        f.rotate(to: 480, 320)
        #expect(long.isPresented && long.messageScrolls)
        #expect(f.screenFrame(of: f.presenter.layer.dimming).width == 480)
    }

    @Test("An alert may appear over a modal view; another modal view waits for the first")
    func overModalView() throws {
        let f = try PresentationFixture()
        let log = ActionLog()
        let compose = ModalView(title: "New Message", content: Node())
        let other = ModalView(title: "New Contact", content: Node())
        f.presenter.present(compose)
        f.presenter.present(other)
        f.settle()
        let discard = alert("Discard", log)
        f.presenter.present(discard)
        f.settle()
        #expect(ids(f.presenter.presented) == ids([compose]), "the second modal view waits; the alert waits behind it")
        #expect(ids(f.presenter.queue) == ids([other, discard]))

        let f2 = try PresentationFixture()
        let compose2 = ModalView(title: "New Message", content: Node())
        f2.presenter.present(compose2)
        f2.settle()
        let discard2 = alert("Discard", log)
        f2.presenter.present(discard2)
        f2.settle()
        #expect(ids(f2.presenter.presented) == ids([compose2, discard2]), "an alert over a modal view")
        #expect(f2.focus.trappedControls?.count == 2, "focus is trapped in the alert, not the view beneath")
        try f2.play("key Escape")
        #expect(ids(f2.presenter.presented) == ids([compose2]))
        #expect(f2.focus.trappedControls?.count == 2, "then in the modal view's Cancel and Done")
    }
}
