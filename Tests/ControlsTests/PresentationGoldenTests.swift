import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Alerts, action sheets, modal views, notification alerts and info buttons, light and dark, LTR
/// and RTL (Hebrew), 2×: each shown by its own ``ModalPresenter`` over a 320 × 480 pt phone
/// screen (a mail list under an opaque bar), settled after its presentation animation.
@MainActor
@Suite("Presentation goldens")
struct PresentationGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let phone = Size(width: 320, height: 480)
    static let gap = 12.0

    func t(_ en: String, _ he: String, _ rtl: Bool) -> String { rtl ? he : en }

    /// A phone screen: a list of mail under an opaque navigation bar, in a presenter.
    func phone(rtl: Bool, focus: FocusSystem? = nil) -> ModalPresenter {
        let page = NavigationFixtures.listPage(t("Mailboxes", "תיבות דואר", rtl), rows: 12)
        let stack = NavigationStack(root: page)
        stack.navigationBar.appearance = .opaque
        let presenter = ModalPresenter(content: stack)
        presenter.focus = focus
        return presenter
    }

    /// Renders `phones` side by side (each `size`) at 2×: settles, runs `present`, settles, runs
    /// `after` (focus, pressed states), settles, on the runtime's host.
    func render(_ phones: [ModalPresenter], size: Size = phone, rtl: Bool, dark: Bool,
                present: () -> Void, after: () -> Void = {}) throws -> Bitmap {
        let width = Double(phones.count) * size.width + Double(phones.count - 1) * Self.gap
        let scene = try SceneHarness(width: width, height: size.height,
                                     environment: try NavigationFixtures.environment(rtl: rtl, dark: dark), scale: 2)
        scene.root.background = .color(.system(.systemGroupedBackground))
        for (i, p) in phones.enumerated() {
            scene.place(p, at: Rect(x: Double(i) * (size.width + Self.gap), y: 0, width: size.width, height: size.height))
        }
        scene.settle()
        present()
        scene.settle()
        after()
        scene.settle()
        let shown = Bitmap(size: scene.bitmap.size)
        scene.bitmap.copy(scene.bitmap.bounds, into: shown)
        return shown
    }

    /// A benign alert with its default button focused, a risky alert with its destructive button
    /// pressed, a stacked three-button alert.
    func alerts(rtl: Bool, dark: Bool) throws -> Bitmap {
        let focus = FocusSystem()
        let phones = [phone(rtl: rtl, focus: focus), phone(rtl: rtl), phone(rtl: rtl)]
        let benign = Alert(title: t("Unable to Send Message", "לא ניתן לשלוח את ההודעה", rtl),
                           message: t("The server did not respond. Try again later.", "השרת לא הגיב. נסו שוב מאוחר יותר.", rtl))
        benign.addAction(AlertAction(t("Cancel", "ביטול", rtl), role: .cancel))
        benign.addAction(AlertAction(t("Retry", "נסה שוב", rtl)))
        let risky = Alert(title: t("Delete Draft?", "למחוק את הטיוטה?", rtl),
                          message: t("This draft will be deleted.", "הטיוטה תימחק.", rtl))
        risky.addAction(AlertAction(t("Cancel", "ביטול", rtl), role: .cancel))
        risky.addAction(AlertAction(t("Delete", "מחק", rtl), role: .destructive))
        let stacked = Alert(title: t("Unsaved Changes", "שינויים שלא נשמרו", rtl),
                            message: t("Save the changes before closing?", "לשמור את השינויים לפני הסגירה?", rtl))
        stacked.addAction(AlertAction(t("Save", "שמור", rtl)))
        stacked.addAction(AlertAction(t("Discard", "בטל שינויים", rtl), role: .destructive))
        stacked.addAction(AlertAction(t("Cancel", "ביטול", rtl), role: .cancel))
        return try render(phones, rtl: rtl, dark: dark) {
            phones[0].present(benign)
            phones[1].present(risky)
            phones[2].present(stacked)
        } after: {
            focus.handle(KeyEvent(key: .tab, isPressed: true, timestamp: 0))
            focus.handle(KeyEvent(key: .tab, isPressed: true, timestamp: 0))
            risky.buttons[1].isHighlighted = true  // the destructive choice, trailing
        }
    }

    /// An action sheet (title, red destructive choice at the top, a pressed choice, Cancel); a
    /// modal view (New Message, Cancel and Send); a notification alert over a utility screen
    /// with info buttons (white, in the tint, pressed).
    func sheets(rtl: Bool, dark: Bool) throws -> Bitmap {
        let phones = [phone(rtl: rtl), phone(rtl: rtl), utility(rtl: rtl)]
        let sheet = ActionSheet(title: t("Draft", "טיוטה", rtl))
        sheet.addAction(AlertAction(t("Save Draft", "שמור טיוטה", rtl)))
        sheet.addAction(AlertAction(t("Delete Draft", "מחק טיוטה", rtl), role: .destructive))
        sheet.addAction(AlertAction(t("Cancel", "ביטול", rtl), role: .cancel))
        let form = VStackNode(alignment: .fill)
        for label in [t("To:", "אל:", rtl), t("Cc:", "עותק:", rtl), t("Subject:", "נושא:", rtl)] {
            form.addChild(ListRow(label, accessory: nil))
        }
        let compose = ModalView(title: t("New Message", "הודעה חדשה", rtl), content: form,
                                doneTitle: t("Send", "שלח", rtl), cancelTitle: t("Cancel", "ביטול", rtl))
        compose.navigationStack.navigationBar.appearance = .opaque
        let note = NotificationAlert(appName: t("Calendar", "לוח שנה", rtl),
                                     message: t("Team meeting starts in 10 minutes.", "פגישת הצוות מתחילה בעוד 10 דקות.", rtl),
                                     actionTitle: t("View", "הצג", rtl), closeTitle: t("Close", "סגור", rtl))
        return try render(phones, rtl: rtl, dark: dark) {
            phones[0].present(sheet)
            phones[1].present(compose)
            phones[2].present(note)
        } after: {
            sheet.choiceButtons[1].isHighlighted = true
        }
    }

    /// A utility app's screen (Weather-like, dark blue) with info buttons at the bottom trailing
    /// corner: white (the app's choice on the dark screen), in the tint (on a light card) and one
    /// pressed (dimmed).
    func utility(rtl: Bool) -> ModalPresenter {
        let screen = Node()
        screen.background = .linearGradient(stops: [GradientStop(color: Color(hex: 0x1B4F8F), location: 0),
                                                     GradientStop(color: Color(hex: 0x0B2545), location: 1)],
                                            start: Point(x: 0, y: 0), end: Point(x: 0, y: 1))
        let city = TextNode(t("Cupertino  18°", "קופרטינו  18°", rtl), style: .title1, color: .fixed(.white))
        city.frame = Rect(x: 20, y: 60, width: 280, height: 40)
        screen.addChild(city)
        let card = Node(frame: Rect(x: 20, y: 404, width: 120, height: 56))
        card.background = .color(.fixed(Color(white: 0.95)))
        card.cornerRadius = 10
        screen.addChild(card)
        let dark = InfoButton(variant: .dark)
        dark.frame = Rect(x: 69, y: 421, width: 22, height: 22)
        screen.addChild(dark)
        let pressed = InfoButton(variant: .light)
        pressed.color = .fixed(.white)
        pressed.frame = Rect(x: 236, y: 429, width: 22, height: 22)
        pressed.isHighlighted = true
        screen.addChild(pressed)
        let light = InfoButton(variant: .light)
        light.color = .fixed(.white)
        light.frame = Rect(x: 278, y: 429, width: 22, height: 22)
        screen.addChild(light)
        return ModalPresenter(content: screen)
    }

    /// A long message in a landscape alert: it scrolls (HIG §3.3).
    func landscape(rtl: Bool, dark: Bool) throws -> Bitmap {
        let p = phone(rtl: rtl)
        let alert = Alert(title: t("Terms Updated", "התנאים עודכנו", rtl),
                          message: String(repeating: t("The terms of service have changed. ", "תנאי השירות השתנו. ", rtl),
                                                   count: rtl ? 24 : 12))
        alert.addAction(AlertAction(t("Cancel", "ביטול", rtl), role: .cancel))
        alert.addAction(AlertAction(t("Agree", "מסכים", rtl)))
        let bitmap = try render([p], size: Size(width: 480, height: 320), rtl: rtl, dark: dark) {
            p.present(alert)
        }
        #expect(alert.messageScrolls)
        return bitmap
    }

    @Test("Alerts, light, left to right") func alertsLightLTR() throws {
        try expectGolden(try alerts(rtl: false, dark: false), "Presentation/alerts-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Alerts, dark, left to right") func alertsDarkLTR() throws {
        try expectGolden(try alerts(rtl: false, dark: true), "Presentation/alerts-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Alerts, light, right to left") func alertsLightRTL() throws {
        try expectGolden(try alerts(rtl: true, dark: false), "Presentation/alerts-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Alerts, dark, right to left") func alertsDarkRTL() throws {
        try expectGolden(try alerts(rtl: true, dark: true), "Presentation/alerts-dark-rtl@2x", tolerance: tolerance)
    }
    @Test("Sheets, modal view, notification, info buttons, light, left to right") func sheetsLightLTR() throws {
        try expectGolden(try sheets(rtl: false, dark: false), "Presentation/sheets-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Sheets, modal view, notification, info buttons, dark, left to right") func sheetsDarkLTR() throws {
        try expectGolden(try sheets(rtl: false, dark: true), "Presentation/sheets-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Sheets, modal view, notification, info buttons, light, right to left") func sheetsLightRTL() throws {
        try expectGolden(try sheets(rtl: true, dark: false), "Presentation/sheets-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Sheets, modal view, notification, info buttons, dark, right to left") func sheetsDarkRTL() throws {
        try expectGolden(try sheets(rtl: true, dark: true), "Presentation/sheets-dark-rtl@2x", tolerance: tolerance)
    }
    @Test("Landscape alert with a scrolling message, light, left to right") func landscapeLightLTR() throws {
        try expectGolden(try landscape(rtl: false, dark: false), "Presentation/landscape-light-ltr@2x", tolerance: tolerance)
    }
    @Test("Landscape alert with a scrolling message, dark, left to right") func landscapeDarkLTR() throws {
        try expectGolden(try landscape(rtl: false, dark: true), "Presentation/landscape-dark-ltr@2x", tolerance: tolerance)
    }
    @Test("Landscape alert with a scrolling message, light, right to left") func landscapeLightRTL() throws {
        try expectGolden(try landscape(rtl: true, dark: false), "Presentation/landscape-light-rtl@2x", tolerance: tolerance)
    }
    @Test("Landscape alert with a scrolling message, dark, right to left") func landscapeDarkRTL() throws {
        try expectGolden(try landscape(rtl: true, dark: true), "Presentation/landscape-dark-rtl@2x", tolerance: tolerance)
    }
}
