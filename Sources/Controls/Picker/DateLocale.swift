public import Scene

/// How a date picker writes dates and times for a locale: digits, 12- or 24-hour clock, the order
/// of day, month and year, and the names of months and weekdays.
///
/// ## Background
/// Read from a locale (the environment's ``Scene/EnvironmentValues/locale``): the language,
/// the region, and the Unicode extensions `-u-nu-` (numbering system: `latn`, `arab`, through
/// ``Scene/InterfaceLocale/digits``) and `-u-hc-` (hour cycle: `h12`, `h23`). Defaults follow CLDR as iOS uses it:
///
/// | Language | Order | Clock | Digits |
/// |---|---|---|---|
/// | English (US and no region) | month day year | 12-hour | Latin |
/// | English (GB, IE, …) | day month year | 24-hour (GB, IE) | Latin |
/// | Arabic | day month year | 12-hour (ص / م) | Arabic-Indic (Latin in DZ, MA, TN, LY, EH) |
/// | Hebrew | day month year | 24-hour | Latin |
/// | Japanese | year month day (年 月 日) | 24-hour | Latin |
///
/// Dates are always Gregorian: Japanese years are written 2026年, never in an imperial era. Other
/// languages use the English names with their region's order and clock.
public struct DateLocale: Sendable, Hashable {
    /// The languages with their own names; others use English names.
    public enum Language: String, Sendable, Hashable {
        case english = "en", arabic = "ar", hebrew = "he", japanese = "ja"
    }
    /// The order of day, month and year on a date picker's wheels (leading to trailing).
    public enum DateOrder: Sendable, Hashable {
        case monthDayYear, dayMonthYear, yearMonthDay
    }
    /// The digits numbers are written with (``Scene/NumberingSystem``: `.latin`, `.arabicIndic`).
    public typealias Digits = NumberingSystem

    /// The locale the conventions were read from.
    public let interfaceLocale: InterfaceLocale
    /// The language whose names are used.
    public let language: Language
    /// The region (upper case), if the tag has one.
    public var region: String? { interfaceLocale.region }
    /// Whether the clock has 12 hours and an AM/PM wheel.
    public let usesTwelveHourClock: Bool
    /// The digits (``Scene/InterfaceLocale/digits``).
    public var digits: Digits { interfaceLocale.digits }
    /// The order of the date wheels.
    public let dateOrder: DateOrder

    /// The conventions of `locale` (`en-US`, `ar-EG`, `ar-MA`, `ja`, `en-u-hc-h23`); a language
    /// without names of its own is English with its region's order and clock.
    public init(_ locale: InterfaceLocale) {
        interfaceLocale = locale
        language = Language(rawValue: locale.language) ?? .english
        let region = locale.region
        let twentyFourHourEnglish: Set<String> = ["GB", "IE", "ZA"]
        switch locale.unicodeKeywords["hc"] {
        case "h12", "h11": usesTwelveHourClock = true
        case "h23", "h24": usesTwelveHourClock = false
        default:
            switch language {
            case .english: usesTwelveHourClock = !twentyFourHourEnglish.contains(region ?? "US")
            case .arabic: usesTwelveHourClock = true
            case .hebrew, .japanese: usesTwelveHourClock = false
            }
        }
        switch language {
        case .japanese: dateOrder = .yearMonthDay
        case .arabic, .hebrew: dateOrder = .dayMonthYear
        case .english:
            dateOrder = ["US", "PH", "CA", "UM", "PR", "AS", "GU", "VI", "MP"].contains(region ?? "US")
                ? .monthDayYear : .dayMonthYear
        }
    }

    // MARK: Numbers

    /// `n` in the locale's digits, padded with zeros to `minimumDigits` (no grouping).
    public func number(_ n: Int, minimumDigits: Int = 1) -> String {
        let raw = String(n.magnitude)
        let padded = String(repeating: "0", count: max(0, minimumDigits - raw.count)) + raw
        return (n < 0 ? "-" : "") + digits.transliterating(padded)
    }

    // MARK: Names

    /// The full name of `month` (1 … 12): “November”, “نوفمبر”, “נובמבר”, “11月”.
    public func monthName(_ month: Int) -> String {
        let i = min(11, max(0, month - 1))
        switch language {
        case .english: return Self.englishMonths[i]
        case .arabic: return Self.arabicMonths[i]
        case .hebrew: return Self.hebrewMonths[i]
        case .japanese: return number(month) + "月"
        }
    }

    /// The abbreviated name of `month`: “Nov”, “نوفمبر”, “נוב׳”, “11月”.
    public func shortMonthName(_ month: Int) -> String {
        let i = min(11, max(0, month - 1))
        switch language {
        case .english: return String(Self.englishMonths[i].prefix(3))
        case .arabic: return Self.arabicMonths[i]
        case .hebrew: return Self.hebrewShortMonths[i]
        case .japanese: return number(month) + "月"
        }
    }

    /// The abbreviated name of `weekday` (0 Sunday … 6 Saturday): “Tue”, “الثلاثاء”, “יום ג׳”, “火”.
    public func shortWeekdayName(_ weekday: Int) -> String {
        let i = min(6, max(0, weekday))
        switch language {
        case .english: return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][i]
        case .arabic: return ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"][i]
        case .hebrew: return ["יום א׳", "יום ב׳", "יום ג׳", "יום ד׳", "יום ה׳", "יום ו׳", "שבת"][i]
        case .japanese: return ["日", "月", "火", "水", "木", "金", "土"][i]
        }
    }

    /// The full name of `weekday` (0 Sunday … 6 Saturday): “Tuesday”, “الثلاثاء”, “יום שלישי”, “火曜日”.
    public func weekdayName(_ weekday: Int) -> String {
        let i = min(6, max(0, weekday))
        switch language {
        case .english: return ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][i]
        case .arabic: return shortWeekdayName(i)
        case .hebrew:
            return ["יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "שבת"][i]
        case .japanese: return shortWeekdayName(i) + "曜日"
        }
    }

    /// A day as the lock screen writes it above its clock (iOS 17/18): “Tuesday, January 9”
    /// (“Tuesday 9 January” where the day comes before the month), “الثلاثاء، ٩ يناير”,
    /// “יום שלישי, 9 בינואר”, “1月9日 火曜日”.
    public func weekdayDateText(_ date: CalendarDate) -> String {
        let weekday = weekdayName(date.weekday), day = number(date.day)
        switch language {
        case .english:
            return dateOrder == .monthDayYear ? "\(weekday), \(monthName(date.month)) \(day)"
                : "\(weekday) \(day) \(monthName(date.month))"
        case .arabic: return "\(weekday)، \(day) \(monthName(date.month))"
        case .hebrew: return "\(weekday), \(day) ב\(monthName(date.month))"
        case .japanese: return "\(monthName(date.month))\(day)日 \(weekday)"
        }
    }

    /// The year as a date wheel shows it: “2026”, “٢٠٢٦”, “2026年” (Gregorian, no era).
    public func yearTitle(_ year: Int) -> String { language == .japanese ? number(year) + "年" : number(year) }

    /// The day of the month as a date wheel shows it: “24”, “٢٤”, “24日”.
    public func dayTitle(_ day: Int) -> String { language == .japanese ? number(day) + "日" : number(day) }

    /// The word for today on the date-and-time wheel: “Today”, “اليوم”, “היום”, “今日”.
    public var todayTitle: String {
        switch language {
        case .english: "Today"
        case .arabic: "اليوم"
        case .hebrew: "היום"
        case .japanese: "今日"
        }
    }

    /// A day on the date-and-time wheel: “Tue Nov 24”, “الثلاثاء ٢٤ نوفمبر”, “יום ג׳ 24 בנוב׳”, “11月24日(火)”.
    public func dayOfWeekTitle(_ date: CalendarDate) -> String {
        let weekday = shortWeekdayName(date.weekday)
        switch language {
        case .english:
            return dateOrder == .monthDayYear ? "\(weekday) \(shortMonthName(date.month)) \(number(date.day))"
                : "\(weekday) \(number(date.day)) \(shortMonthName(date.month))"
        case .arabic: return "\(weekday) \(number(date.day)) \(shortMonthName(date.month))"
        case .hebrew: return "\(weekday) \(number(date.day)) ב\(shortMonthName(date.month))"
        case .japanese: return "\(number(date.month))月\(number(date.day))日(\(weekday))"
        }
    }

    /// The morning and afternoon marks of the 12-hour clock: “AM”/“PM”, “ص”/“م”, “לפנה״צ”/“אחה״צ”, “午前”/“午後”.
    public var meridiemSymbols: (am: String, pm: String) {
        switch language {
        case .english: ("AM", "PM")
        case .arabic: ("ص", "م")
        case .hebrew: ("לפנה״צ", "אחה״צ")
        case .japanese: ("午前", "午後")
        }
    }

    /// Whether the AM/PM wheel comes before the hour (Japanese: 午前 9:41).
    public var meridiemLeads: Bool { language == .japanese }

    /// The hour as the time wheel shows it: 12-hour “12, 1 … 11”; 24-hour “0 … 23” (“00 … 23” in
    /// British English).
    public func hourTitle(_ hour: Int) -> String {
        if usesTwelveHourClock { return number(hour % 12 == 0 ? 12 : hour % 12) }
        return number(hour, minimumDigits: language == .english ? 2 : 1)
    }

    /// The countdown's unit labels in the band: “hours”/“min”, “ساعة”/“دقيقة”, “שעות”/“דק׳”, “時間”/“分”.
    /// English says “hour” for one.
    public func countdownUnits(hours: Int) -> (hours: String, minutes: String) {
        switch language {
        case .english: (hours == 1 ? "hour" : "hours", "min")
        case .arabic: ("ساعة", "دقيقة")
        case .hebrew: ("שעות", "דק׳")
        case .japanese: ("時間", "分")
        }
    }

    // MARK: Values as text

    /// A time of day as the locale writes it: “9:41 AM”, “٩:٤١ ص”, “21:41”, “午前9:41”.
    public func timeText(hour: Int, minute: Int) -> String {
        let clock = "\(hourTitle(hour)):\(number(minute, minimumDigits: 2))"
        guard usesTwelveHourClock else { return clock }
        let mark = hour >= 12 ? meridiemSymbols.pm : meridiemSymbols.am
        return meridiemLeads ? mark + clock : "\(clock) \(mark)"
    }

    /// A day with its weekday and year: “Tue Nov 24, 2026”, “الثلاثاء ٢٤ نوفمبر ٢٠٢٦”, “2026年11月24日(火)”.
    public func dateText(_ date: CalendarDate) -> String {
        switch language {
        case .japanese: return yearTitle(date.year) + dayOfWeekTitle(date)
        case .english: return "\(dayOfWeekTitle(date)), \(number(date.year))"
        case .arabic, .hebrew: return "\(dayOfWeekTitle(date)) \(number(date.year))"
        }
    }

    /// A countdown: “1 hour 30 min”, “١ ساعة ٣٠ دقيقة”, “1時間30分”.
    public func countdownText(minutes: Int) -> String {
        let units = countdownUnits(hours: minutes / 60)
        let separator = language == .japanese ? "" : " "
        return [number(minutes / 60), units.hours, number(minutes % 60), units.minutes].joined(separator: separator)
    }

    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"]
    static let arabicMonths = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
                               "أكتوبر", "نوفمبر", "ديسمبر"]
    static let hebrewMonths = ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר",
                               "אוקטובר", "נובמבר", "דצמבר"]
    static let hebrewShortMonths = ["ינו׳", "פבר׳", "מרץ", "אפר׳", "מאי", "יוני", "יולי", "אוג׳", "ספט׳", "אוק׳",
                                    "נוב׳", "דצמ׳"]
}
