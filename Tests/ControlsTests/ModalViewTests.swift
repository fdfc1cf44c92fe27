import Gestures
import Graphics
import Scene
import ScanoutTesting
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

    @Test("In dark mode a page sheet is elevated: its background #1C1C1E, a grouped form's #1C1C1E with #2C2C2E cards; over the whole screen it stays black")
    func elevatedSheetColours() throws {
        /// The frame's pixel at (x, y) points, as 0xRRGGBB.
        func pixel(_ f: PresentationFixture, _ x: Int, _ y: Int) -> UInt32 { f.bitmap[x, y] & 0xFF_FFFF }
        let dark = try PresentationFixture(dark: true)
        let compose = ModalView(title: "New Message", content: Node())
        dark.presenter.present(compose)
        dark.settle()
        #expect(compose.environment.userInterfaceLevel == .elevated)
        #expect(pixel(dark, 160, 300) == 0x1C1C1E, "\(String(pixel(dark, 160, 300), radix: 16))")
        // A grouped form in the sheet: the elevated grouped background and its secondary.
        let card = Node()
        card.background = .color(.system(.secondarySystemGroupedBackground))
        let form = Node()
        form.background = .color(.system(.systemGroupedBackground))
        form.addChild(card)
        card.frame = Rect(x: 16, y: 40, width: 288, height: 88)
        let settings = ModalView(title: "Settings", content: form)
        compose.dismiss(animated: false)
        dark.settle()
        dark.presenter.present(settings)
        dark.settle()
        let top = dark.screenFrame(of: form).minY
        #expect(pixel(dark, 8, Int(top) + 20) == 0x1C1C1E, "\(String(pixel(dark, 8, Int(top) + 20), radix: 16))")
        #expect(pixel(dark, 160, Int(top) + 80) == 0x2C2C2E, "\(String(pixel(dark, 160, Int(top) + 80), radix: 16))")
        // The screen behind keeps the base level.
        #expect(dark.content.environment.userInterfaceLevel == .base)
        settings.dismiss(animated: false)
        dark.settle()
        // Over the whole screen (iOS's .fullScreen) the view is the base level: black.
        let full = ModalView(title: "Full", content: Node())
        full.presentsFullScreen = true
        dark.presenter.present(full)
        dark.settle()
        #expect(full.environment.userInterfaceLevel == .base)
        #expect(pixel(dark, 160, 300) == 0x000000, "\(String(pixel(dark, 160, 300), radix: 16))")
        // In light mode the levels look the same: white.
        let light = try PresentationFixture()
        light.presenter.present(ModalView(title: "New Message", content: Node()))
        light.settle()
        #expect(pixel(light, 160, 300) == 0xFFFFFF)
    }

    @Test("On a large panel (1024×768, 1280×800) a modal view is a centred 540×620 form sheet with 10 pt corners over the screen dimmed in place; a tap beside it does nothing; 800×480 stays full screen")
    func formSheet() throws {
        for (width, height, card) in [(1024.0, 768.0, Rect(x: 242, y: 74, width: 540, height: 620)),
                                      (1280, 800, Rect(x: 370, y: 90, width: 540, height: 620))] {
            let f = try PresentationFixture(width: width, height: height)
            var events: [String] = []
            let fields = VStackNode(spacing: 12, alignment: .fill)
            fields.padding = EdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
            for label in ["To:", "Cc:", "Subject:"] { fields.addChild(TextNode(label)) }
            let compose = ModalView(title: "New Message", content: fields, doneTitle: "Send")
            compose.onDone = { events.append("send") }
            f.presenter.present(compose)
            f.frames(3)
            #expect(compose.transform.ty > 0, "it rises from the bottom edge")
            f.settle()
            #expect(f.screenFrame(of: compose) == card, "\(width)×\(height)")
            #expect(compose.cornerRadius == ControlMetrics.sheetCornerRadius && compose.cornerRadii == nil)
            #expect(compose.clipsToBounds)
            #expect(f.presenter.content.transform == .identity, "the screen behind is not scaled back")
            #expect(compose.navigationStack.navigationBar.frame.height == ControlMetrics.sheetNavigationBarHeight)
            // Dimmed beside the card (20 % black over the grouped #F2F2F7), white inside it.
            let beside = f.bitmap[40, 40], inside = f.bitmap[Int(card.midX), Int(card.maxY) - 20] & 0xFF_FFFF
            let red = Int((beside >> 16) & 0xFF), blue = Int(beside & 0xFF)
            #expect(abs(red - 194) <= 2 && abs(blue - 198) <= 2, "\(String(beside, radix: 16))")
            #expect(inside == 0xFFFFFF, "\(String(inside, radix: 16))")
            if width == 1024 {
                try expectGolden(f.bitmap, "Presentation/form-sheet-1024x768", tolerance: .perChannel(2, maxDifferingPixels: 40))
            }
            // A tap beside the card leaves it in place (iOS: only a button or a swipe down dismisses it).
            try f.play("tap 40,\(Int(height) - 40)")
            #expect(compose.isPresented && f.screenEvents.isEmpty)
            let send = f.screenFrame(of: compose.doneItem)
            #expect(send.maxX <= card.maxX && send.minX > card.midX && send.minY >= card.minY && send.maxY <= card.minY + 56,
                    "Send at the card's top trailing corner: \(send)")
            try f.play("tap \(f.point(of: compose.doneItem))")
            #expect(events == ["send"] && compose.parent == nil)
        }
        // In dark mode the form sheet is elevated.
        let dark = try PresentationFixture(width: 1024, height: 768, dark: true)
        dark.presenter.present(ModalView(title: "New Message", content: Node()))
        dark.settle()
        #expect(dark.bitmap[512, 400] & 0xFF_FFFF == 0x1C1C1E)
        // A small landscape panel: over the whole screen, as a landscape phone.
        let small = try PresentationFixture(width: 800, height: 480)
        let compose = ModalView(title: "New Message", content: Node())
        small.presenter.present(compose)
        small.settle()
        #expect(small.screenFrame(of: compose) == Rect(x: 0, y: 0, width: 800, height: 480))
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
