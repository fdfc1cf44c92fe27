import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Date picker")
struct DatePickerTests {
    static let evening = DateTime(year: 2026, month: 11, day: 24, hour: 21, minute: 41)!

    /// A 320-pt date picker at the top of a fixture, in `locale`.
    func dateScene(_ mode: DatePicker.Mode, locale: String = "en-US", date: DateTime = evening,
                   direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, DatePicker) {
        let fixture = try SceneHarness(width: 320, height: 300, direction: direction)
        let picker = DatePicker(mode: mode, date: date)
        picker.localeOverride = try InterfaceLocale(locale)
        fixture.place(picker, at: Rect(x: 0, y: 0, width: 320, height: 216))
        return (fixture, picker)
    }

    /// A drag of wheel `component` by `rows` rows (positive: later rows into the band), lifted at rest.
    func turn(_ picker: DatePicker, component: Int, rows: Int, in fixture: SceneHarness) throws {
        let wheel = try #require(picker.picker.wheel(forComponent: component))
        let x = wheel.convert(Point(x: wheel.bounds.width / 2, y: 0), to: nil).x
        let distance = Double(rows) * wheel.rowHeight
        let slop = distance > 0 ? -15.0 : 15.0
        try fixture.playInFrames("down 1 \(x),150\nwait 0.05\nmove 1 \(x),\(150 + slop)\nwait 0.05\n"
            + "move 1 \(x),\(150 + slop - distance)\nwait 0.5\nup 1")
    }

    func titles(_ picker: DatePicker, component: Int) -> [String] {
        picker.owner?.layoutIfNeeded()
        guard let wheel = picker.picker.wheel(forComponent: component) else { return [] }
        return wheel.visibleRows.sorted { $0.key < $1.key }.map(\.value.text)
    }

    @Test("Narrower than its wheels (a 240-pt panel), the month wheel gives up width first: the wheels stay inside the picker, the day and the year keep theirs")
    func narrowPicker() throws {
        let fixture = try SceneHarness(width: 240, height: 300)
        let picker = DatePicker(mode: .date, date: Self.evening)
        picker.localeOverride = try InterfaceLocale("en-US")
        fixture.place(picker, at: Rect(x: 0, y: 0, width: 240, height: 216))
        fixture.frame()
        let wheels = try (0..<3).map { try #require(picker.picker.wheel(forComponent: $0)) }
        let frames = wheels.map { $0.convert(Point.zero, to: nil).x ..< $0.convert(Point(x: $0.bounds.width, y: 0), to: nil).x }
        for range in frames { #expect(range.lowerBound >= 0 && range.upperBound <= 240, "inside the picker: \(frames)") }
        let desired = wheels.map { $0.layout.width ?? 0 }
        #expect(wheels[0].bounds.width < desired[0], "the month wheel is cut: \(wheels[0].bounds.width) of \(desired[0])")
        #expect(abs(wheels[1].bounds.width - desired[1]) < 0.5 && abs(wheels[2].bounds.width - desired[2]) < 0.5,
                "day and year whole: \(wheels.map(\.bounds.width)) of \(desired)")
        #expect(Picker.capped([50, 100, 40], toTotal: 130) == [45, 45, 40])
        #expect(Picker.capped([50, 100, 40], toTotal: 300) == [50, 100, 40])
        #expect(Picker.capped([60, 60], toTotal: 100) == [50, 50])
    }

    @Test("Gregorian arithmetic: days since 1970, weekdays, leap years, month lengths")
    func calendar() throws {
        let day = try #require(CalendarDate(year: 2026, month: 11, day: 24))
        #expect(day.weekday == 2, "a Tuesday")
        #expect(CalendarDate(daysSince1970: 0).description == "1970-01-01")
        #expect(CalendarDate(daysSince1970: day.daysSince1970) == day)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil && CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil && CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil && CalendarDate(year: 0, month: 1, day: 1) == nil)
        #expect(CalendarDate(daysSince1970: CalendarDate.firstDay).description == "0001-01-01")
        #expect(CalendarDate(daysSince1970: CalendarDate.lastDay + 10).description == "9999-12-31")
        #expect(DateTime(minutesSince1970: -1).description == "1969-12-31 23:59")
        #expect(DateTime(year: 2026, month: 11, day: 24, hour: 24) == nil)
    }

    @Test("Locales: digits, clock and order (Arabic-Indic where the locale asks, ja Gregorian, 12/24 h)")
    func locales() throws {
        func locale(_ tag: String) throws -> DateLocale { DateLocale(try InterfaceLocale(tag)) }
        var d: [String: DateLocale] = [:]
        for tag in ["ar", "ar-EG", "ar-MA", "ar-u-nu-latn", "en", "en-GB", "en-u-hc-h23", "en-u-nu-arab", "he", "ja", "ja-JP", "ja-JP-u-ca-japanese", "ja-u-hc-h12"] { d[tag] = try locale(tag) }
        func l(_ tag: String) -> DateLocale { d[tag] ?? DateLocale(.english) }
        let ar = l("ar")
        #expect(ar.number(2026) == "٢٠٢٦" && ar.usesTwelveHourClock && ar.dateOrder == .dayMonthYear)
        #expect(ar.meridiemSymbols.am == "ص")
        #expect(l("ar-EG").digits == .arabicIndic)
        #expect(l("ar-MA").number(2026) == "2026", "Morocco writes Latin digits")
        #expect(l("ar-u-nu-latn").digits == .latin && l("en-u-nu-arab").digits == .arabicIndic)
        let ja = l("ja-JP")
        #expect(ja.yearTitle(2026) == "2026年" && ja.dayTitle(24) == "24日" && ja.monthName(11) == "11月")
        #expect(!ja.usesTwelveHourClock && ja.dateOrder == .yearMonthDay)
        #expect(l("ja-JP-u-ca-japanese").yearTitle(2019) == "2019年", "never an imperial era")
        #expect(l("en").usesTwelveHourClock && l("en").dateOrder == .monthDayYear)
        #expect(!l("en-GB").usesTwelveHourClock && l("en-GB").dateOrder == .dayMonthYear)
        #expect(l("en-GB").hourTitle(9) == "09" && l("en").hourTitle(21) == "9")
        #expect(l("en").hourTitle(0) == "12" && l("he").hourTitle(21) == "21")
        #expect(l("en-u-hc-h23").usesTwelveHourClock == false && l("ja-u-hc-h12").usesTwelveHourClock)
        #expect(l("en").dayOfWeekTitle(CalendarDate(year: 2026, month: 11, day: 24)!) == "Tue Nov 24")
        #expect(l("ja").dayOfWeekTitle(CalendarDate(year: 2026, month: 11, day: 24)!) == "11月24日(火)")
        #expect(l("en").timeText(hour: 21, minute: 5) == "9:05 PM" && ar.timeText(hour: 9, minute: 41) == "٩:٤١ ص")
        #expect(l("ja-u-hc-h12").timeText(hour: 9, minute: 41) == "午前9:41" && ja.timeText(hour: 21, minute: 41) == "21:41")
        #expect(ja.dateText(CalendarDate(year: 2026, month: 11, day: 24)!) == "2026年11月24日(火)")
        #expect(l("en").countdownText(minutes: 90) == "1 hour 30 min" && ja.countdownText(minutes: 90) == "1時間30分")
    }

    @Test("Wheels per mode and locale: 12-hour clocks get AM/PM (leading in Japanese), dates follow the locale's order")
    func wheelsPerMode() throws {
        let (fixture, picker) = try dateScene(.time)
        defer { withExtendedLifetime(fixture) {} }
        #expect(picker.wheelKinds == [.hour, .minute, .meridiem])
        #expect(titles(picker, component: 0).contains("9") && titles(picker, component: 2).contains("PM"))
        picker.localeOverride = try InterfaceLocale("ja")
        #expect(picker.wheelKinds == [.hour, .minute])
        #expect(titles(picker, component: 0).contains("21"))
        picker.localeOverride = try InterfaceLocale("ja-u-hc-h12")
        #expect(picker.wheelKinds == [.meridiem, .hour, .minute])
        picker.mode = .date
        picker.localeOverride = try InterfaceLocale("ja")
        #expect(picker.wheelKinds == [.year, .month, .day])
        #expect(titles(picker, component: 0).contains("2026年"))
        picker.localeOverride = try InterfaceLocale("ar")
        #expect(picker.wheelKinds == [.day, .month, .year])
        #expect(titles(picker, component: 2).contains("٢٠٢٦") && titles(picker, component: 1).contains("نوفمبر"))
        picker.mode = .dateAndTime
        picker.localeOverride = try InterfaceLocale("en-US")
        picker.today = CalendarDate(year: 2026, month: 11, day: 24)
        #expect(picker.wheelKinds == [.dayOfEra, .hour, .minute, .meridiem])
        #expect(titles(picker, component: 0).contains("Today") && titles(picker, component: 0).contains("Wed Nov 25"))
        #expect(picker.picker.numberOfRows(inComponent: 0) == 3_652_059, "every day of years 1 … 9999")
        picker.mode = .countdownTimer
        #expect(picker.wheelKinds == [.countdownHours, .countdownMinutes])
    }

    @Test("Dates outside the minimum and maximum are dimmed and rejected: the wheels spring back to the range")
    func minimumAndMaximum() throws {
        let (fixture, picker) = try dateScene(.date)
        try picker.setDateRange(minimum: DateTime(year: 2026, month: 11, day: 20, hour: 0, minute: 0),
                                maximum: DateTime(year: 2026, month: 12, day: 10, hour: 23, minute: 59))
        var values: [DateTime] = []
        picker.onValueChange = { values.append($0.date) }
        // Month wheel (en-US: month, day, year) one row on: 24 December is after the maximum.
        let month = try #require(picker.picker.wheel(forComponent: 0))
        let december = try #require(month.visibleRows.values.first { $0.row == 11 })
        #expect(december.color == .system(.tertiaryLabel), "24 December is after the maximum: dimmed")
        try turn(picker, component: 0, rows: 1, in: fixture)
        #expect(picker.date.date == CalendarDate(year: 2026, month: 12, day: 10), "sprung back to the maximum")
        #expect(picker.picker.selectedRow(inComponent: 1) == 9 && month.selectedRow == 11)
        #expect(month.offset == month.offset.rounded(toMultipleOf: month.rowHeight))
        try turn(picker, component: 0, rows: -2, in: fixture)
        #expect(picker.date.date == CalendarDate(year: 2026, month: 11, day: 20), "sprung back to the minimum")
        #expect(picker.picker.selectedRow(inComponent: 1) == 19 && month.selectedRow == 10)
        #expect(values.map(\.date.day) == [10, 20])
        let day = try #require(picker.picker.wheel(forComponent: 1))
        let nineteenth = try #require(day.visibleRows.values.first { $0.row == 18 })
        #expect(nineteenth.color == .system(.tertiaryLabel), "19 November is before the minimum: dimmed")
        #expect(throws: DatePickerError.minimumAfterMaximum(minimum: DatePickerTests.evening,
                                                            maximum: DateTime(year: 2020, month: 1, day: 1)!)) {
            try picker.setDateRange(minimum: DatePickerTests.evening, maximum: DateTime(year: 2020, month: 1, day: 1))
        }
    }

    @Test("Time and date-and-time modes spring back to the minimum too, and dim the days before it")
    func timeMinimum() throws {
        let (fixture, picker) = try dateScene(.time, date: DateTime(year: 2026, month: 11, day: 24, hour: 9, minute: 41)!)
        try picker.setDateRange(minimum: DateTime(year: 2026, month: 11, day: 24, hour: 9, minute: 30), maximum: nil)
        try turn(picker, component: 0, rows: -1, in: fixture)
        #expect(picker.date.hour == 9 && picker.date.minute == 30, "8:41 is before 9:30: back to 9:30")
        #expect(picker.picker.selectedRow(inComponent: 0) == 9 && picker.picker.selectedRow(inComponent: 1) == 30)
        picker.mode = .dateAndTime
        fixture.frame()
        let days = try #require(picker.picker.wheel(forComponent: 0))
        let yesterday = try #require(days.visibleRows.values.first { $0.row == days.selectedRow - 1 })
        #expect(yesterday.color == .system(.tertiaryLabel) && yesterday.text == "Mon Nov 23")
        try turn(picker, component: 0, rows: -2, in: fixture)
        #expect(picker.date.date == CalendarDate(year: 2026, month: 11, day: 24) && picker.date.hour == 9)
    }

    @Test("A day past the end of the month springs back to its last day")
    func dayPastMonthEnd() throws {
        let (fixture, picker) = try dateScene(.date, date: DateTime(year: 2026, month: 10, day: 31, hour: 9, minute: 0)!)
        try turn(picker, component: 0, rows: 1, in: fixture)
        #expect(picker.date.date == CalendarDate(year: 2026, month: 11, day: 30))
        #expect(picker.picker.selectedRow(inComponent: 1) == 29)
    }

    @Test("A countdown past 23 h 59 min is refused: the hours wheel stops at 23, the setter throws; 0 becomes 1 min")
    func countdownLimit() throws {
        let (fixture, picker) = try dateScene(.countdownTimer)
        try picker.setCountdownDuration(.seconds(20 * 3600 + 59 * 60), animated: false)
        #expect(picker.countdownMinutes == 20 * 60 + 59)
        let hours = try #require(picker.picker.wheel(forComponent: 0))
        let x = hours.convert(Point(x: hours.bounds.width / 2, y: 0), to: nil).x
        var lines = ["down 1 \(x),200"]
        for i in 1...5 { lines += ["wait 0.016", "move 1 \(x),\(200 - 35 * Double(i))"] }
        try fixture.playInFrames((lines + ["up 1"]).joined(separator: "\n"))
        #expect(hours.selectedRow == 23 && hours.offset == 23 * hours.rowHeight)
        #expect(picker.countdownMinutes == 23 * 60 + 59, "23 h 59 min, the longest countdown")
        #expect(throws: DatePickerError.countdownOutOfRange(minutes: 24 * 60)) {
            try picker.setCountdownDuration(.seconds(24 * 3600), animated: false)
        }
        #expect(throws: DatePickerError.countdownOutOfRange(minutes: 1440)) {
            try picker.setCountdownDuration(.seconds(86_399 + 60), animated: false)
        }
        #expect(picker.countdownMinutes == 23 * 60 + 59, "a refused setting changes nothing")
        try picker.setCountdownDuration(.seconds(0), animated: false)
        #expect(picker.countdownMinutes == 1)
        #expect(hours.unitLabelNode.text == "hours" && !hours.unitLabelNode.isHidden)
        try picker.setCountdownDuration(.seconds(3600), animated: false)
        #expect(hours.unitLabelNode.text == "hour")
    }

    @Test("The minute interval must divide 60; a flick on the minute wheel lands on a multiple of it")
    func minuteInterval() throws {
        let (fixture, picker) = try dateScene(.time)
        #expect(throws: DatePickerError.minuteIntervalNotDividingHour(interval: 7)) { try picker.setMinuteInterval(7) }
        try picker.setMinuteInterval(15)
        #expect(picker.picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.date.minute == 30, "21:41 shows as 21:30, the row at or before it")
        #expect(Set(titles(picker, component: 1)) == ["00", "15", "30", "45"])
        let minutes = try #require(picker.picker.wheel(forComponent: 1))
        let x = minutes.convert(Point(x: minutes.bounds.width / 2, y: 0), to: nil).x
        let before = minutes.offset
        var lines = ["down 1 \(x),200"]
        for i in 1...4 { lines += ["wait 0.016", "move 1 \(x),\(200 - 22 * Double(i))"] }
        try fixture.playInFrames((lines + ["up 1"]).joined(separator: "\n"))
        #expect(abs(minutes.offset - before) >= minutes.rowHeight, "the flick turned the wheel")
        #expect(picker.date.minute % 15 == 0 && picker.date.minute == minutes.selectedRow * 15, "on the interval")
        #expect(minutes.offset == minutes.offset.rounded(toMultipleOf: minutes.rowHeight))
        picker.setDate(DateTime(year: 2026, month: 11, day: 24, hour: 7, minute: 59)!, animated: false)
        #expect(picker.date.minute == 45 && picker.picker.selectedRow(inComponent: 1) == 3)
    }

    @Test("12-hour time: the AM/PM wheel turns 9 PM into 9 AM; Arabic shows Arabic-Indic hours")
    func meridiem() throws {
        let (fixture, picker) = try dateScene(.time)
        try turn(picker, component: 2, rows: -1, in: fixture)
        #expect(picker.date.hour == 9 && picker.date.minute == 41)
        let (arabicFixture, arabic) = try dateScene(.time, locale: "ar", direction: .rightToLeft)
        defer { withExtendedLifetime(arabicFixture) {} }
        #expect(titles(arabic, component: 0).contains("٩") && titles(arabic, component: 1).contains("٤١"))
        #expect(titles(arabic, component: 2).contains("م"))
        let first = try #require(arabic.picker.wheel(forComponent: 0)).frame
        let last = try #require(arabic.picker.wheel(forComponent: 2)).frame
        #expect(first.minX > last.minX, "the hour wheel is on the leading (right) side in Arabic")
    }
}

extension Double {
    fileprivate func rounded(toMultipleOf step: Double) -> Double { (self / step).rounded() * step }
}
