import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The Undo alert a shake shows (HIG §1.29) over a 320 × 480 pt form being edited, at 2×:
/// after typing (“Undo Typing”: Cancel and Undo) and after typing, a paste and its undo (three
/// stacked choices, “Redo Paste” among them). Light and dark, left to right (English) and right
/// to left (Hebrew light, Arabic dark), the alert's words in the form's language (``ControlText``).
@MainActor
@Suite("Undo alert goldens")
struct UndoAlertGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let phone = Size(width: 320, height: 480)
    static let gap = 12.0

    /// A form with one field being edited, in a presenter, and the field.
    func phone() -> (ModalPresenter, TextField) {
        let content = Node()
        content.background = .color(.system(.systemGroupedBackground))
        let field = TextField(placeholder: "Name", pasteboard: Pasteboard())
        content.addChild(field)
        field.frame = Rect(x: 16, y: 80, width: Self.phone.width - 32, height: 36)
        return (ModalPresenter(content: content), field)
    }

    func render(rtl: Bool, dark: Bool) throws -> Bitmap {
        let language: InterfaceLanguage = rtl ? (dark ? .arabic : .hebrew) : .english
        let names: (typed: String, start: String, pasted: String) = switch language {
        case .hebrew: ("דנה לוי", "דנה", " לוי")
        case .arabic: ("سلمى حداد", "سلمى", " حداد")
        default: ("Anna Svensson", "Anna", " Svensson")
        }
        let (typed, typedField) = phone()
        let (redo, redoField) = phone()
        let width = 2 * Self.phone.width + Self.gap
        let scene = try SceneHarness(
            width: width, height: Self.phone.height,
            environment: try NavigationFixtures.environment(rtl: rtl, dark: dark, locale: language.locale), scale: 2)
        scene.root.background = .color(.system(.systemGroupedBackground))
        for (i, p) in [typed, redo].enumerated() {
            scene.place(p, at: Rect(x: Double(i) * (Self.phone.width + Self.gap), y: 0, width: Self.phone.width,
                                    height: Self.phone.height))
        }
        scene.settle()
        typedField.beginEditing()
        typedField.type(names.typed)
        redoField.beginEditing()
        redoField.type(names.start)
        redoField.editor.pasteboard.string = names.pasted
        redoField.editor.paste()
        redoField.editor.undo()
        #expect(typedField.handleSystemCommand(.shake))
        #expect(redoField.handleSystemCommand(.shake))
        scene.settle()
        let first = try #require(typed.presented.last as? UndoAlert)
        let second = try #require(redo.presented.last as? UndoAlert)
        let cancel = ControlText.cancel.localized(language), undo = ControlText.undo.localized(language)
        #expect(first.title == ControlText.undoTitle(action: "Typing", in: language))
        #expect(first.actions.map(\.title) == [cancel, undo])
        #expect(second.actions.map(\.title) == [cancel, undo, ControlText.redoTitle(action: "Paste", in: language)])
        let shown = Bitmap(size: scene.bitmap.size)
        scene.bitmap.copy(scene.bitmap.bounds, into: shown)
        return shown
    }

    @Test("The Undo alert, light, left to right, 2×")
    func lightLTR() throws {
        try expectGolden(try render(rtl: false, dark: false), "UndoAlert/alerts-light-ltr@2x", tolerance: tolerance)
    }

    @Test("The Undo alert, dark, left to right, 2×")
    func darkLTR() throws {
        try expectGolden(try render(rtl: false, dark: true), "UndoAlert/alerts-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("The Undo alert, light, right to left, 2×")
    func lightRTL() throws {
        try expectGolden(try render(rtl: true, dark: false), "UndoAlert/alerts-light-rtl@2x", tolerance: tolerance)
    }

    @Test("The Undo alert, dark, right to left, 2×")
    func darkRTL() throws {
        try expectGolden(try render(rtl: true, dark: true), "UndoAlert/alerts-dark-rtl@2x", tolerance: tolerance)
    }
}
