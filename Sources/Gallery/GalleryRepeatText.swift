/// The strings of the gallery's several-choices sample (an alarm's Repeat list), translated
/// into each ``GalleryLanguage`` (kept apart from ``GalleryText``, as the other samples' are).
enum GalleryRepeatText: String, CaseIterable, Sendable {
    case severalChoices, repeatTitle
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The days of the week, Sunday first, as the list shows them.
    static let days: [GalleryRepeatText] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        let table: [GalleryRepeatText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    static let english: [GalleryRepeatText: String] = [
        .severalChoices: "Several choices", .repeatTitle: "Repeat",
        .sunday: "Every Sunday", .monday: "Every Monday", .tuesday: "Every Tuesday", .wednesday: "Every Wednesday",
        .thursday: "Every Thursday", .friday: "Every Friday", .saturday: "Every Saturday",
    ]

    static let arabic: [GalleryRepeatText: String] = [
        .severalChoices: "عدة اختيارات", .repeatTitle: "تكرار",
        .sunday: "كل يوم أحد", .monday: "كل يوم اثنين", .tuesday: "كل يوم ثلاثاء", .wednesday: "كل يوم أربعاء",
        .thursday: "كل يوم خميس", .friday: "كل يوم جمعة", .saturday: "كل يوم سبت",
    ]

    static let hebrew: [GalleryRepeatText: String] = [
        .severalChoices: "כמה אפשרויות", .repeatTitle: "חזרה",
        .sunday: "כל יום ראשון", .monday: "כל יום שני", .tuesday: "כל יום שלישי", .wednesday: "כל יום רביעי",
        .thursday: "כל יום חמישי", .friday: "כל יום שישי", .saturday: "כל שבת",
    ]

    static let japanese: [GalleryRepeatText: String] = [
        .severalChoices: "複数の選択肢", .repeatTitle: "繰り返し",
        .sunday: "毎週日曜日", .monday: "毎週月曜日", .tuesday: "毎週火曜日", .wednesday: "毎週水曜日",
        .thursday: "毎週木曜日", .friday: "毎週金曜日", .saturday: "毎週土曜日",
    ]
}
