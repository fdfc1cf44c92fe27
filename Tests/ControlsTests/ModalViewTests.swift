import Gestures
import Graphics
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Modal view, info button, notification alert")
struct ModalViewTests {
    @Test("A modal view slides up as a page sheet with its title, Cancel and Done; Done (Return) finishes")
    func slidesUp() throws {
        let f = try PresentationFixture()
        var events: [String] = []
        let compose = ModalView(title: "New Message", content: TextNode("To:"), doneTitle: "Send")
        compose.onDone = { events.append("send") }
        compose.onCancel = { events.append("cancel") }
        f.presenter.present(compose)
        f.frames(1)
        let start = compose.transform.ty
        f.frames(5)
        #expect(start > 400 && compose.transform.ty > 0 && compose.transform.ty < start, "rising from the bottom edge")
        f.settle()
        // A page sheet (iOS 13+): a card 10 pt below the scaled-back screen's top.
        #expect(f.screenFrame(of: compose) == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(compose.navigationStack.navigationBar.titleNode?.text == "New Message")
        let cancel = f.screenFrame(of: try #require(compose.cancelItem)), done = f.screenFrame(of: compose.doneItem)
        #expect(cancel.maxX < 160 && done.minX > 160, "Cancel leading, Done trailing")
        #expect(compose.doneItem.effectiveStyle == .done)
        try f.play("tap \(f.point(of: f.screenSave))")
        #expect(f.screenEvents.isEmpty, "the screen is covered")
        try f.play("key Return")
        #expect(events == ["send"] && compose.parent == nil)
        f.presenter.present(compose)
        f.settle()
        try f.play("key Escape")
        #expect(events == ["send", "cancel"])
        #expect(f.screenEvents.isEmpty)
    }

    @Test("The info button's back side flips in: the screen narrows to its edge, then the view widens; Done flips back")
    func flip() throws {
        let f = try PresentationFixture()
        let info = InfoButton(variant: .dark)
        f.content.addChild(info)
        info.frame = Rect(x: 280, y: 440, width: 22, height: 22)
        let back = ModalView(title: "Settings", content: TextNode("Units"), cancelTitle: nil, transitionStyle: .flipHorizontal)
        info.addAction { _ in f.presenter.present(back) }
        f.settle()
        try f.play("tap 291,451")
        #expect(back.isPresented)
        #expect(back.cancelItem == nil)
        // Run the flip frame by frame this time.
        back.dismiss()
        f.frames(1)
        f.frames(8)
        let narrowing = f.presenter.content.transform.a < 1 || back.transform.a < 1
        #expect(narrowing, "a face is turning")
        #expect(f.presenter.children.first?.background == .color(.fixed(.black)), "black behind the turning screen")
        f.settle()
        #expect(back.parent == nil && f.presenter.content.transform == .identity && f.presenter.content.opacity == 1)
        #expect(f.presenter.children.count == 2, "the flip's backdrop is gone")
        // Presenting flips the screen away first: mid-way through the first half the content is narrower.
        f.presenter.present(back)
        f.frames(6)
        #expect(f.presenter.content.transform.a < 1 && back.opacity == 0)
        f.settle()
        #expect(back.opacity == 1 && back.transform == .identity)
        try f.play("tap \(f.point(of: back.doneItem))")
        #expect(back.parent == nil)
    }

    @Test("A notification alert shows the app's name on top, its message, Close leading and View trailing")
    func notification() throws {
        let f = try PresentationFixture()
        var events: [String] = []
        let note = NotificationAlert(appName: "Calendar", message: "Team meeting starts in 10 minutes.")
        note.onView = { events.append("view") }
        note.onClose = { events.append("close") }
        f.presenter.present(note)
        f.settle()
        #expect(note.titleNode.text == "Calendar" && note.messageNode.text == "Team meeting starts in 10 minutes.")
        #expect(note.buttons.map(\.title) == ["Close", "View"] && note.buttons[1].isEmphasized)
        #expect(f.screenFrame(of: note.buttons[0]).maxX <= f.screenFrame(of: note.buttons[1]).minX + 0.5)
        try f.play("tap \(f.point(of: note.buttons[1]))")
        #expect(events == ["view"])
        let ok = NotificationAlert(appName: "Mail", message: "New mail arrived.", actionTitle: nil)
        ok.onClose = { events.append("ok") }
        f.presenter.present(ok)
        f.settle()
        #expect(ok.buttons.map(\.title) == ["OK"])
        try f.play("key Return")
        #expect(events == ["view", "ok"])
        #expect(ok.lintIssues.isEmpty && note.lintIssues.isEmpty)
    }
}
