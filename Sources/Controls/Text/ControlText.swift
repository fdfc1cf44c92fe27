public import Scene

/// The words the text controls show by themselves, in each ``InterfaceLanguage``: the edit menu's
/// commands, the Undo alert's title and buttons, the search bar's placeholder and Cancel. One
/// table for all of them, as the gallery and the boot splash keep theirs.
///
/// ## Background
/// A control looks its words up with the language of its environment's
/// ``EnvironmentValues/locale`` (``language(for:)``: English for a language Scanout has no texts
/// in), when it lays out or is made. The words are iOS's own in each language. Undo action names
/// (``TextEditor/replace(_:with:actionName:coalescing:)``'s "Typing", "Paste", "Cut", "Delete",
/// "Clear") are translated in the Undo alert's title ("Undo Typing", 「入力を取り消す」); a name
/// an app made up is shown as it is.
///
/// <!-- example context: let field = TextField() -->
/// ```swift
/// let language = ControlText.language(for: field.environment)
/// ControlText.cut.localized(language)                         // "قص"
/// ControlText.undoTitle(action: "Typing", in: .hebrew)        // "בטל הקלדה"
/// ```
public enum ControlText: String, CaseIterable, Sendable {
    /// Edit menu commands.
    case cut, copy, paste, select, selectAll
    /// Undo alert buttons (and the search bar's Cancel).
    case cancel, undo, redo
    /// The search bar's default placeholder.
    case search
    /// Undo action names, as the Undo alert's title names them.
    case typing, pasteAction, cutAction, deleteAction, clearAction
    /// The Undo alert's titles: `%@` stands for the action's name.
    case undoAction, redoAction

    /// The language `environment`'s locale names, or English when Scanout has no texts in it.
    public static func language(for environment: EnvironmentValues) -> InterfaceLanguage {
        InterfaceLanguage(locale: environment.locale) ?? .english
    }

    /// The word in `language`.
    public func localized(_ language: InterfaceLanguage) -> String {
        let table: [ControlText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    /// The action name an editor records (`Typing`), translated; an app's own name as it is.
    public static func actionName(_ name: String, in language: InterfaceLanguage) -> String {
        let key: ControlText? = switch name {
        case "Typing": .typing
        case "Paste": .pasteAction
        case "Cut": .cutAction
        case "Delete": .deleteAction
        case "Clear": .clearAction
        default: nil
        }
        return key?.localized(language) ?? name
    }

    /// "Undo Typing" in `language`.
    public static func undoTitle(action name: String, in language: InterfaceLanguage) -> String {
        undoAction.localized(language).replacingPlaceholder(with: actionName(name, in: language))
    }

    /// "Redo Paste" in `language`.
    public static func redoTitle(action name: String, in language: InterfaceLanguage) -> String {
        redoAction.localized(language).replacingPlaceholder(with: actionName(name, in: language))
    }

    static let english: [ControlText: String] = [
        .cut: "Cut", .copy: "Copy", .paste: "Paste", .select: "Select", .selectAll: "Select All",
        .cancel: "Cancel", .undo: "Undo", .redo: "Redo", .search: "Search",
        .typing: "Typing", .pasteAction: "Paste", .cutAction: "Cut", .deleteAction: "Delete", .clearAction: "Clear",
        .undoAction: "Undo %@", .redoAction: "Redo %@",
    ]

    static let arabic: [ControlText: String] = [
        .cut: "قص", .copy: "نسخ", .paste: "لصق", .select: "تحديد", .selectAll: "تحديد الكل",
        .cancel: "إلغاء", .undo: "تراجع", .redo: "إعادة", .search: "بحث",
        .typing: "الكتابة", .pasteAction: "اللصق", .cutAction: "القص", .deleteAction: "الحذف", .clearAction: "المسح",
        .undoAction: "تراجع عن %@", .redoAction: "إعادة %@",
    ]

    static let hebrew: [ControlText: String] = [
        .cut: "גזור", .copy: "העתק", .paste: "הדבק", .select: "בחר", .selectAll: "בחר הכל",
        .cancel: "ביטול", .undo: "בטל", .redo: "בצע שוב", .search: "חיפוש",
        .typing: "הקלדה", .pasteAction: "הדבקה", .cutAction: "גזירה", .deleteAction: "מחיקה", .clearAction: "ניקוי",
        .undoAction: "בטל %@", .redoAction: "בצע שוב %@",
    ]

    static let japanese: [ControlText: String] = [
        .cut: "カット", .copy: "コピー", .paste: "ペースト", .select: "選択", .selectAll: "すべてを選択",
        .cancel: "キャンセル", .undo: "取り消す", .redo: "やり直す", .search: "検索",
        .typing: "入力", .pasteAction: "ペースト", .cutAction: "カット", .deleteAction: "削除", .clearAction: "消去",
        .undoAction: "%@を取り消す", .redoAction: "%@をやり直す",
    ]
}

extension String {
    /// The string with its `%@` replaced by `value` (no Foundation formatting in Controls).
    fileprivate func replacingPlaceholder(with value: String) -> String { replacing("%@", with: value) }
}
