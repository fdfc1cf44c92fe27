import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// One sheet of text fields: placeholder, leading symbol, text with the caret and clear button,
/// secure entry, a selected word with its handles and the edit menu, mixed-direction text with the
/// split caret; light and dark, left to right (English) and right to left (Hebrew, Arabic), at 2×.
/// And the magnifier over a field.
@MainActor
@Suite("Text field goldens")
struct TextFieldGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func sheet(rtl: Bool) -> Node {
        let t: (String, String) -> String = { en, he in rtl ? he : en }
        let root = Node()
        let stack = VStackNode(spacing: 18, alignment: .fill)
        stack.background = .color(.system(.systemGroupedBackground))
        stack.padding = EdgeInsets(top: 56, leading: 16, bottom: 16, trailing: 16)
        root.addChild(stack)
        stack.frame = Rect(x: 0, y: 0, width: 390, height: 470)
        let placeholder = TextField(placeholder: t("Name", "שם"), pasteboard: Pasteboard())
        let search = TextField(placeholder: t("Search", "חיפוש"), pasteboard: Pasteboard())
        search.leadingView = SymbolNode("search", textStyle: .body, color: .system(.secondaryLabel))
        let editing = TextField(text: t("Anna Svensson", "דנה לוי"), pasteboard: Pasteboard())
        let secure = TextField(text: "2468", placeholder: "PIN", pasteboard: Pasteboard())
        secure.isSecureTextEntry = true
        let selected = TextField(text: t("Wi-Fi password", "סיסמת Wi-Fi"), pasteboard: Pasteboard())
        let mixed = TextField(text: t("abc אבג", "אבג abc"), pasteboard: Pasteboard())
        let arabic = TextField(text: "مرحبا بالعالم", pasteboard: Pasteboard())
        arabic.borderStyle = .none
        for field in [placeholder, search, editing, secure, selected, mixed, arabic] {
            stack.addChild(field)
            field.overlayContainer = root
        }
        stack.addChild(Spacer())
        root.frame = Rect(x: 0, y: 0, width: 390, height: 470)
        return root
    }

    func render(rtl: Bool, scheme: ColorScheme, magnifier: Bool = false) throws -> Bitmap {
        let root = sheet(rtl: rtl)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let scale = 2.0
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(390 * scale), height: Int(470 * scale)),
                               scale: scale, environment: env)
        owner.layoutIfNeeded()
        let fields = root.children[0].children.compactMap { $0 as? TextField }
        let editing = fields[2], secure = fields[3], selected = fields[4], mixed = fields[5]
        if magnifier {
            editing.beginEditing()
            editing.editor.setSelection(.caret(3))
            owner.layoutIfNeeded()
            let caret = editing.caretRect(for: 3)
            editing.magnifier.present(for: editing, focus: Point(x: caret.minX, y: caret.midY))
        } else {
            editing.beginEditing()
            secure.beginEditing()
            selected.beginEditing()
            selected.editor.selectWord(at: rtl ? 1 : 8)
            mixed.beginEditing()
            mixed.editor.setSelection(.caret(4))
            owner.layoutIfNeeded()
            selected.showEditMenu()
        }
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Text fields, light, left to right, 2×")
    func lightLTR() throws { try expectGolden(try render(rtl: false, scheme: .light), "TextField/fields-light-ltr@2x", tolerance: tolerance) }

    @Test("Text fields, dark, left to right, 2×")
    func darkLTR() throws { try expectGolden(try render(rtl: false, scheme: .dark), "TextField/fields-dark-ltr@2x", tolerance: tolerance) }

    @Test("Text fields, light, right to left, 2×")
    func lightRTL() throws { try expectGolden(try render(rtl: true, scheme: .light), "TextField/fields-light-rtl@2x", tolerance: tolerance) }

    @Test("Text fields, dark, right to left, 2×")
    func darkRTL() throws { try expectGolden(try render(rtl: true, scheme: .dark), "TextField/fields-dark-rtl@2x", tolerance: tolerance) }

    @Test("The magnifier over a field, light and dark, 2×")
    func magnifier() throws {
        try expectGolden(try render(rtl: false, scheme: .light, magnifier: true), "TextField/magnifier-light-ltr@2x",
                         tolerance: tolerance)
        try expectGolden(try render(rtl: true, scheme: .dark, magnifier: true), "TextField/magnifier-dark-rtl@2x",
                         tolerance: tolerance)
    }
}
