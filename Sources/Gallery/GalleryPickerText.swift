/// The strings of the gallery's pickers screen, translated into each ``GalleryLanguage`` (kept
/// apart from ``GalleryText`` so the screens of one session do not all edit one table).
enum GalleryPickerText: String, CaseIterable, Sendable {
    case picker, date, time, dateAndTime, countdown, dateRange, chosen
    case small, medium, large, extraLarge, red, green, blue, graphite, gold

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        let table: [GalleryPickerText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    static let english: [GalleryPickerText: String] = [
        .picker: "Picker", .date: "Date", .time: "Time", .dateAndTime: "Date and time, every 5 minutes",
        .countdown: "Countdown timer", .dateRange: "Date, from 20 November to 31 December 2026", .chosen: "Chosen:",
        .small: "Small", .medium: "Medium", .large: "Large", .extraLarge: "Extra Large",
        .red: "Red", .green: "Green", .blue: "Blue", .graphite: "Graphite", .gold: "Gold",
    ]

    static let arabic: [GalleryPickerText: String] = [
        .picker: "منتقي", .date: "التاريخ", .time: "الوقت", .dateAndTime: "التاريخ والوقت، كل ٥ دقائق",
        .countdown: "مؤقت العد التنازلي", .dateRange: "التاريخ، من ٢٠ نوفمبر إلى ٣١ ديسمبر ٢٠٢٦", .chosen: "المختار:",
        .small: "صغير", .medium: "متوسط", .large: "كبير", .extraLarge: "كبير جدًا",
        .red: "أحمر", .green: "أخضر", .blue: "أزرق", .graphite: "جرافيت", .gold: "ذهبي",
    ]

    static let hebrew: [GalleryPickerText: String] = [
        .picker: "בורר", .date: "תאריך", .time: "שעה", .dateAndTime: "תאריך ושעה, כל 5 דקות",
        .countdown: "טיימר", .dateRange: "תאריך, מ־20 בנובמבר עד 31 בדצמבר 2026", .chosen: "נבחר:",
        .small: "קטן", .medium: "בינוני", .large: "גדול", .extraLarge: "גדול מאוד",
        .red: "אדום", .green: "ירוק", .blue: "כחול", .graphite: "גרפיט", .gold: "זהב",
    ]

    static let japanese: [GalleryPickerText: String] = [
        .picker: "ピッカー", .date: "日付", .time: "時刻", .dateAndTime: "日付と時刻(5分刻み)",
        .countdown: "カウントダウンタイマー", .dateRange: "日付(2026年11月20日〜12月31日)", .chosen: "選択:",
        .small: "小", .medium: "中", .large: "大", .extraLarge: "特大",
        .red: "赤", .green: "緑", .blue: "青", .graphite: "グラファイト", .gold: "ゴールド",
    ]
}
