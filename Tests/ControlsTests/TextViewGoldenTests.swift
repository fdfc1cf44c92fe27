import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Two text views on a grouped background, 390 × 460 pt at 2×: a bordered notes view being
/// edited, scrolled to the caret at the end of its wrapped paragraphs; a borderless card view
/// with a selected word, its handles and the edit menu. Light and dark, left to right (English)
/// and right to left (Hebrew).
@MainActor
@Suite("Text view goldens")
struct TextViewGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let size = Size(width: 390, height: 460)

    func t(_ en: String, _ he: String, _ rtl: Bool) -> String { rtl ? he : en }

    /// The scalar offset of `word` in `text`.
    func offset(of word: String, in text: String) -> Int {
        let scalars = Array(text.unicodeScalars), needle = Array(word.unicodeScalars)
        return (0...(scalars.count - needle.count)).first { Array(scalars[$0..<$0 + needle.count]) == needle } ?? 0
    }

    func render(rtl: Bool, dark: Bool) throws -> Bitmap {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        root.frame = Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        let notesText = t(
            "Visitor notes\nArrived at 9:40 for the quarterly review with the facilities team. Badge printed at the front desk; parking pass for level 2.\nFollow up: send the Wi-Fi details and the floor plan before Thursday.",
            "הערות ביקור\nהגיעה ב־9:40 לסקירה הרבעונית עם צוות התחזוקה. התג הודפס בדלפק הקבלה; אישור חניה לקומה 2.\nמעקב: לשלוח את פרטי ה־Wi-Fi ואת תוכנית הקומה לפני יום חמישי.",
            rtl)
        let notes = TextView(text: notesText, pasteboard: Pasteboard())
        notes.borderStyle = .roundedRect
        notes.frame = Rect(x: 16, y: 56, width: 358, height: 120)
        let readingText = t(
            "The lobby opens at 8:00. Guests sign in at the kiosk and wait for their host by the windows.",
            "הלובי נפתח ב־8:00. אורחים נרשמים בעמדה וממתינים למארח ליד החלונות.", rtl)
        let reading = TextView(text: readingText, pasteboard: Pasteboard())
        reading.background = .color(.system(.secondarySystemGroupedBackground))
        reading.cornerRadius = 10
        reading.frame = Rect(x: 16, y: 290, width: 358, height: 120)
        for view in [notes, reading] {
            root.addChild(view)
            view.overlayContainer = root
        }
        let owner = SceneOwner(
            root: root, pixelSize: PixelSize(width: Int(Self.size.width * 2), height: Int(Self.size.height * 2)),
            scale: 2, environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
        owner.layoutIfNeeded()
        notes.beginEditing()
        reading.beginEditing()
        reading.editor.selectWord(at: offset(of: t("kiosk", "בעמדה", rtl), in: readingText) + 1)
        owner.layoutIfNeeded()
        reading.showEditMenu()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Text views, light, left to right, 2×")
    func lightLTR() throws {
        try expectGolden(try render(rtl: false, dark: false), "TextView/views-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Text views, dark, left to right, 2×")
    func darkLTR() throws {
        try expectGolden(try render(rtl: false, dark: true), "TextView/views-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Text views, light, right to left, 2×")
    func lightRTL() throws {
        try expectGolden(try render(rtl: true, dark: false), "TextView/views-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Text views, dark, right to left, 2×")
    func darkRTL() throws {
        try expectGolden(try render(rtl: true, dark: true), "TextView/views-dark-rtl@2x", tolerance: tolerance)
    }
}

@MainActor
@Suite("Text view: editing starts with the caret in view")
struct TextViewCaretInViewTests {
    @Test("A text view taller than its frame scrolls to the caret at the end when editing begins")
    func beginEditingScrollsToTheCaret() throws {
        let f = try SceneHarness(width: 390, height: 300)
        let view = TextView(text: String(repeating: "A line of notes that wraps. ", count: 20), pasteboard: Pasteboard())
        f.place(view, at: Rect(x: 16, y: 20, width: 358, height: 120))
        f.owner.layoutIfNeeded()
        let top = view.scrollView.contentOffset.y
        view.beginEditing()
        f.owner.layoutIfNeeded()
        #expect(view.scrollView.contentOffset.y > top + 100, "the caret at the end is scrolled into view")
    }
}
