/// The words a screen reader adds to an element's label in each ``InterfaceLanguage``: role
/// names (“button”, “switch button”), states (“selected”, “dimmed”), the standard values a
/// control reports (“on”, “Tab 2 of 4”) and hints. One table, as ``InterfaceLanguage`` asks of
/// every part with built-in texts; the words are iOS VoiceOver's in each language.
///
/// ```swift
/// AccessibilityText.button.localized(.arabic)                    // "زر"
/// AccessibilityText.position(2, of: 4, in: .english, tab: true)   // "Tab 2 of 4"
/// ```
public enum AccessibilityText: String, CaseIterable, Sendable {
    /// Role names.
    case button, toggleButton, heading, link, image, adjustable, searchField, textField, tabBar
    /// States.
    case selected, dimmed
    /// A switch's and a checkbox's values.
    case on, off, mixed
    /// Hints.
    case toggleHint, adjustHint, editHint
    /// Standard buttons' and keys' names.
    case moreInfo, close, add, shift, delete, nextKeyboard
    /// Positions: `%1` the position, `%2` the count.
    case positionOf, tabPositionOf, pagePositionOf
    /// The screen reader's rotor settings.
    case rotorCharacters, rotorWords, rotorHeadings, rotorContainers, rotorAdjustValue
    /// The rotor's actions setting: its name, what is said after an element that has actions,
    /// and its first item (the element's own activation).
    case rotorActions, actionsAvailable, activateDefault

    /// The words in `language`.
    public func localized(_ language: InterfaceLanguage) -> String {
        let table: [AccessibilityText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    /// “2 of 4” (or “Tab 2 of 4”, “page 2 of 4”) in `language`, with its digits.
    public static func position(_ position: Int, of count: Int, in language: InterfaceLanguage,
                                tab: Bool = false, page: Bool = false) -> String {
        let key: AccessibilityText = tab ? .tabPositionOf : page ? .pagePositionOf : .positionOf
        let locale = language.locale
        return key.localized(language)
            .replacing("%1", with: locale.formatted(position, usesGrouping: false))
            .replacing("%2", with: locale.formatted(count, usesGrouping: false))
    }

    /// A percentage (“50%”) in `language`, with its digits.
    public static func percent(_ value: Double, in language: InterfaceLanguage) -> String {
        let number = language.locale.formatted(Int((value * 100).rounded()), usesGrouping: false)
        return language == .arabic ? number + "٪" : number + "%"
    }

    /// What separates the parts of an utterance (“Save, button”).
    public static func separator(_ language: InterfaceLanguage) -> String {
        switch language {
        case .english, .hebrew: ", "
        case .arabic: "، "
        case .japanese: "、"
        }
    }

    static let english: [AccessibilityText: String] = [
        .rotorActions: "Actions", .actionsAvailable: "Actions available", .activateDefault: "Activate, default",
        .rotorCharacters: "Characters", .rotorWords: "Words", .rotorHeadings: "Headings",
        .rotorContainers: "Containers", .rotorAdjustValue: "Adjust Value",
        .mixed: "mixed",
        .moreInfo: "More Info", .close: "Close", .add: "Add", .shift: "shift", .delete: "delete",
        .nextKeyboard: "next keyboard",
        .button: "button", .toggleButton: "switch button", .heading: "heading", .link: "link", .image: "image",
        .adjustable: "adjustable", .searchField: "search field", .textField: "text field", .tabBar: "tab bar",
        .selected: "selected", .dimmed: "dimmed", .on: "on", .off: "off",
        .toggleHint: "double tap to toggle setting",
        .adjustHint: "swipe up or down with one finger to adjust the value", .editHint: "double tap to edit",
        .positionOf: "%1 of %2", .tabPositionOf: "Tab %1 of %2", .pagePositionOf: "page %1 of %2",
    ]

    static let arabic: [AccessibilityText: String] = [
        .rotorActions: "الإجراءات", .actionsAvailable: "الإجراءات متاحة", .activateDefault: "تنشيط، افتراضي",
        .rotorCharacters: "الأحرف", .rotorWords: "الكلمات", .rotorHeadings: "العناوين",
        .rotorContainers: "الحاويات", .rotorAdjustValue: "ضبط القيمة",
        .mixed: "مختلط",
        .moreInfo: "مزيد من المعلومات", .close: "إغلاق", .add: "إضافة", .shift: "تحويل", .delete: "حذف",
        .nextKeyboard: "لوحة المفاتيح التالية",
        .button: "زر", .toggleButton: "زر تبديل", .heading: "عنوان", .link: "رابط", .image: "صورة",
        .adjustable: "قابل للتعديل", .searchField: "حقل البحث", .textField: "حقل نص", .tabBar: "شريط علامات التبويب",
        .selected: "محدد", .dimmed: "معتم", .on: "تشغيل", .off: "إيقاف",
        .toggleHint: "اضغط مرتين لتبديل الإعداد",
        .adjustHint: "اسحب لأعلى أو لأسفل بإصبع واحدة لضبط القيمة", .editHint: "اضغط مرتين للتحرير",
        .positionOf: "%1 من %2", .tabPositionOf: "علامة التبويب %1 من %2", .pagePositionOf: "صفحة %1 من %2",
    ]

    static let hebrew: [AccessibilityText: String] = [
        .rotorActions: "פעולות", .actionsAvailable: "פעולות זמינות", .activateDefault: "הפעל, ברירת מחדל",
        .rotorCharacters: "תווים", .rotorWords: "מילים", .rotorHeadings: "כותרות",
        .rotorContainers: "מכלים", .rotorAdjustValue: "כוונון ערך",
        .mixed: "מעורב",
        .moreInfo: "מידע נוסף", .close: "סגור", .add: "הוסף", .shift: "Shift", .delete: "מחק",
        .nextKeyboard: "המקלדת הבאה",
        .button: "כפתור", .toggleButton: "כפתור מתג", .heading: "כותרת", .link: "קישור", .image: "תמונה",
        .adjustable: "ניתן לכוונון", .searchField: "שדה חיפוש", .textField: "שדה טקסט", .tabBar: "סרגל כרטיסיות",
        .selected: "נבחר", .dimmed: "מעומעם", .on: "פועל", .off: "כבוי",
        .toggleHint: "הקש פעמיים כדי לשנות את ההגדרה",
        .adjustHint: "החלק מעלה או מטה עם אצבע אחת כדי לכוונן את הערך", .editHint: "הקש פעמיים כדי לערוך",
        .positionOf: "%1 מתוך %2", .tabPositionOf: "כרטיסייה %1 מתוך %2", .pagePositionOf: "עמוד %1 מתוך %2",
    ]

    static let japanese: [AccessibilityText: String] = [
        .rotorActions: "アクション", .actionsAvailable: "アクションを利用できます", .activateDefault: "アクティベート、デフォルト",
        .rotorCharacters: "文字", .rotorWords: "単語", .rotorHeadings: "見出し",
        .rotorContainers: "コンテナ", .rotorAdjustValue: "値を調整",
        .mixed: "混在",
        .moreInfo: "詳細情報", .close: "閉じる", .add: "追加", .shift: "シフト", .delete: "削除",
        .nextKeyboard: "次のキーボード",
        .button: "ボタン", .toggleButton: "スイッチボタン", .heading: "見出し", .link: "リンク", .image: "イメージ",
        .adjustable: "調整可能", .searchField: "検索フィールド", .textField: "テキストフィールド", .tabBar: "タブバー",
        .selected: "選択済み", .dimmed: "淡色表示", .on: "オン", .off: "オフ",
        .toggleHint: "ダブルタップして設定を切り替えます",
        .adjustHint: "1本指で上下にスワイプして値を調整します", .editHint: "ダブルタップして編集します",
        .positionOf: "%2項目中%1項目目", .tabPositionOf: "タブ: %2個中%1個目", .pagePositionOf: "%2ページ中%1ページ目",
    ]
}
