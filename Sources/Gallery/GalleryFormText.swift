/// The strings of the gallery's form screen, translated into each ``GalleryLanguage`` (kept
/// apart from ``GalleryText`` so the screens of one session do not all edit one table).
enum GalleryFormText: String, CaseIterable, Sendable {
    case account, name, email, pin, pinFooter, search, searchPlaceholder, searchPrompt, cancel
    case all, visitors, staff, notes, notesText, noResults
    case anna, bo, carmen, dai

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        let table: [GalleryFormText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    static let english: [GalleryFormText: String] = [
        .account: "Account", .name: "Name", .email: "Email", .pin: "PIN", .pinFooter: "Four digits, shown as dots.",
        .search: "Search bar", .searchPlaceholder: "Search people", .searchPrompt: "Who are you visiting?",
        .cancel: "Cancel", .all: "All", .visitors: "Visitors", .staff: "Staff", .notes: "Notes",
        .notesText: "Deliveries go to the side door after 4 pm.\nAsk for Carmen at the front desk; she has the keys to the meeting rooms on the second floor.",
        .noResults: "No results",
        .anna: "Anna Svensson", .bo: "Bo Lindqvist", .carmen: "Carmen Ruiz", .dai: "Dai Nakamura",
    ]

    static let arabic: [GalleryFormText: String] = [
        .account: "الحساب", .name: "الاسم", .email: "البريد الإلكتروني", .pin: "رمز PIN",
        .pinFooter: "أربعة أرقام تظهر كنقاط.", .search: "شريط البحث", .searchPlaceholder: "ابحث عن الأشخاص",
        .searchPrompt: "من تزور؟", .cancel: "إلغاء", .all: "الكل", .visitors: "الزوار", .staff: "الموظفون",
        .notes: "ملاحظات",
        .notesText: "تُسلَّم الطرود إلى الباب الجانبي بعد الساعة ٤ مساءً.\nاسأل عن كارمن في مكتب الاستقبال؛ معها مفاتيح غرف الاجتماعات في الطابق الثاني.",
        .noResults: "لا توجد نتائج",
        .anna: "آنا سفينسون", .bo: "بو ليندكفيست", .carmen: "كارمن رويز", .dai: "داي ناكامورا",
    ]

    static let hebrew: [GalleryFormText: String] = [
        .account: "חשבון", .name: "שם", .email: "דוא״ל", .pin: "קוד PIN", .pinFooter: "ארבע ספרות, מוצגות כנקודות.",
        .search: "סרגל חיפוש", .searchPlaceholder: "חיפוש אנשים", .searchPrompt: "את מי באת לבקר?",
        .cancel: "ביטול", .all: "הכול", .visitors: "מבקרים", .staff: "צוות", .notes: "הערות",
        .notesText: "משלוחים לדלת הצדדית אחרי 16:00.\nבקשו את כרמן בדלפק הקבלה; אצלה המפתחות לחדרי הישיבות בקומה השנייה.",
        .noResults: "אין תוצאות",
        .anna: "אנה סבנסון", .bo: "בו לינדקוויסט", .carmen: "כרמן רואיס", .dai: "דאי נקאמורה",
    ]

    static let japanese: [GalleryFormText: String] = [
        .account: "アカウント", .name: "名前", .email: "メール", .pin: "暗証番号", .pinFooter: "4桁の数字。点で表示されます。",
        .search: "検索バー", .searchPlaceholder: "人を検索", .searchPrompt: "どなたを訪問しますか?",
        .cancel: "キャンセル", .all: "すべて", .visitors: "来訪者", .staff: "スタッフ", .notes: "メモ",
        .notesText: "配達物は午後4時以降、通用口へ。\n受付でカルメンを呼んでください。2階の会議室の鍵を持っています。",
        .noResults: "該当なし",
        .anna: "アンナ・スヴェンソン", .bo: "ボー・リンドクヴィスト", .carmen: "カルメン・ルイス", .dai: "中村 大",
    ]
}
