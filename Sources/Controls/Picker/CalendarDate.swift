/// A day of the proleptic Gregorian calendar (year 1 … 9999), with the arithmetic a date picker
/// needs: days in a month, weekday, days since 1970-01-01.
///
/// The Gregorian calendar is used in every language, Japanese included (no imperial eras).
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year (1 … 9999).
    public let year: Int
    /// The month (1 … 12).
    public let month: Int
    /// The day of the month (1 … 28–31).
    public let day: Int

    /// The date, or `nil` when it does not exist (month 13, February 30, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard ControlMetrics.datePickerYearRange.contains(year), (1...12).contains(month),
              day >= 1, day <= Self.daysInMonth(month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (negative: before), clamped to years 1 … 9999.
    public init(daysSince1970 days: Int) {
        let z0 = min(Self.lastDay, max(Self.firstDay, days))
        // H. Hinnant's civil_from_days.
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (negative before it).
    public var daysSince1970: Int { Self.days(year: year, month: month, day: day) }

    /// The weekday: 0 Sunday … 6 Saturday.
    public var weekday: Int { ((daysSince1970 + 4) % 7 + 7) % 7 }

    /// The date `days` days later (earlier when negative), clamped to years 1 … 9999.
    public func adding(days: Int) -> CalendarDate { CalendarDate(daysSince1970: daysSince1970 + days) }

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The number of days of `month` (1 … 12) in `year`; 0 for a month that does not exist.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// 0001-01-01, the first day a picker reaches, in days since 1970.
    static let firstDay = days(year: ControlMetrics.datePickerYearRange.lowerBound, month: 1, day: 1)
    /// 9999-12-31, the last day.
    static let lastDay = days(year: ControlMetrics.datePickerYearRange.upperBound, month: 12, day: 31)

    /// H. Hinnant's days_from_civil.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.daysSince1970 < b.daysSince1970 }

    /// “2026-11-24”.
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

/// A day and a time of day to the minute: the value of a date picker.
public struct DateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The day.
    public var date: CalendarDate
    /// The hour, 0 … 23.
    public var hour: Int
    /// The minute, 0 … 59.
    public var minute: Int

    /// `date` at `hour`:`minute`, or `nil` when the time does not exist.
    public init?(date: CalendarDate, hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// The moment, or `nil` when the day or the time does not exist.
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        guard let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        self.init(date: date, hour: hour, minute: minute)
    }

    /// The moment `minutes` minutes after 1970-01-01 00:00, clamped to years 1 … 9999.
    public init(minutesSince1970 minutes: Int) {
        let days = minutes >= 0 ? minutes / 1440 : -((-minutes + 1439) / 1440)
        let clamped = min(CalendarDate.lastDay, max(CalendarDate.firstDay, days))
        let rest = clamped == days ? minutes - days * 1440 : (clamped > days ? 0 : 1439)
        date = CalendarDate(daysSince1970: clamped)
        hour = rest / 60
        minute = rest % 60
    }

    /// Minutes since 1970-01-01 00:00.
    public var minutesSince1970: Int { date.daysSince1970 * 1440 + hour * 60 + minute }

    public static func < (a: DateTime, b: DateTime) -> Bool { a.minutesSince1970 < b.minutesSince1970 }

    /// “2026-11-24 09:41”.
    public var description: String {
        "\(date) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }
}
