import Text

/// What one wheel of a ``DatePicker`` shows, with its rows, titles and layout.
enum DatePickerWheel: Sendable, Hashable {
    case year, month, day
    /// Every day from 0001-01-01 to 9999-12-31 (the date-and-time mode's first wheel).
    case dayOfEra
    case hour, minute, meridiem
    case countdownHours, countdownMinutes

    /// The wheels of `mode` in `locale`, leading to trailing.
    static func wheels(for mode: DatePicker.Mode, locale: DateLocale) -> [DatePickerWheel] {
        var clock: [DatePickerWheel] = [.hour, .minute]
        if locale.usesTwelveHourClock {
            if locale.meridiemLeads { clock.insert(.meridiem, at: 0) } else { clock.append(.meridiem) }
        }
        switch mode {
        case .time: return clock
        case .dateAndTime: return [.dayOfEra] + clock
        case .countdownTimer: return [.countdownHours, .countdownMinutes]
        case .date:
            switch locale.dateOrder {
            case .monthDayYear: return [.month, .day, .year]
            case .dayMonthYear: return [.day, .month, .year]
            case .yearMonthDay: return [.year, .month, .day]
            }
        }
    }

    /// How many rows the wheel has.
    @MainActor
    func rowCount(in picker: DatePicker) -> Int {
        switch self {
        case .year: ControlMetrics.datePickerYearRange.count
        case .month: 12
        case .day: 31
        case .dayOfEra: CalendarDate.lastDay - CalendarDate.firstDay + 1
        case .hour: picker.locale.usesTwelveHourClock ? 12 : 24
        case .minute, .countdownMinutes: 60 / picker.minuteInterval
        case .meridiem: 2
        case .countdownHours: 24
        }
    }

    /// The row showing `date` (or the countdown).
    @MainActor
    func row(for date: DateTime, countdownMinutes: Int, picker: DatePicker) -> Int {
        switch self {
        case .year: date.date.year - ControlMetrics.datePickerYearRange.lowerBound
        case .month: date.date.month - 1
        case .day: date.date.day - 1
        case .dayOfEra: date.date.daysSince1970 - CalendarDate.firstDay
        case .hour: picker.locale.usesTwelveHourClock ? date.hour % 12 : date.hour
        case .minute: date.minute / picker.minuteInterval
        case .meridiem: date.hour >= 12 ? 1 : 0
        case .countdownHours: countdownMinutes / 60
        case .countdownMinutes: (countdownMinutes % 60) / picker.minuteInterval
        }
    }

    /// The text of `row`.
    @MainActor
    func title(forRow row: Int, in picker: DatePicker) -> String {
        let locale = picker.locale
        switch self {
        case .year: return locale.yearTitle(ControlMetrics.datePickerYearRange.lowerBound + row)
        case .month: return locale.monthName(row + 1)
        case .day: return locale.dayTitle(row + 1)
        case .dayOfEra:
            let date = CalendarDate(daysSince1970: CalendarDate.firstDay + row)
            return date == picker.today ? locale.todayTitle : locale.dayOfWeekTitle(date)
        case .hour: return locale.hourTitle(locale.usesTwelveHourClock ? row : row)
        case .minute: return locale.number(row * picker.minuteInterval, minimumDigits: 2)
        case .meridiem: return row == 0 ? locale.meridiemSymbols.am : locale.meridiemSymbols.pm
        case .countdownHours: return locale.number(row)
        case .countdownMinutes: return locale.number(row * picker.minuteInterval)
        }
    }

    /// The wheel's width, alignment, wrapping and unit label.
    @MainActor
    func layout(in picker: DatePicker) -> PickerComponent {
        let locale = picker.locale
        let padding = 2 * ControlMetrics.pickerRowPadding
        func width(_ texts: [String], extra: Double = 8) -> Double { picker.widestWidth(of: texts) + padding + extra }
        switch self {
        case .year:
            return PickerComponent(width: width([locale.yearTitle(2000)], extra: 16))
        case .month:
            return PickerComponent(width: width((1...12).map(locale.monthName), extra: 16),
                                   alignment: locale.dateOrder == .monthDayYear ? .leading : .center, isCyclic: true)
        case .day:
            return PickerComponent(width: width([locale.dayTitle(28)], extra: 12), isCyclic: true)
        case .dayOfEra:
            var samples = (1...12).compactMap { CalendarDate(year: 2026, month: $0, day: 28) }.map(locale.dayOfWeekTitle)
            samples += (22...28).compactMap { CalendarDate(year: 2026, month: 2, day: $0) }.map(locale.dayOfWeekTitle)
            samples.append(locale.todayTitle)
            return PickerComponent(width: width(samples, extra: 12), alignment: .trailing)
        case .hour:
            return PickerComponent(width: width([locale.hourTitle(22), locale.hourTitle(12)]), alignment: .trailing,
                                   isCyclic: true)
        case .minute:
            return PickerComponent(width: width([locale.number(58, minimumDigits: 2)]), alignment: .leading,
                                   isCyclic: true)
        case .meridiem:
            let symbols = locale.meridiemSymbols
            return PickerComponent(width: width([symbols.am, symbols.pm]),
                                   alignment: locale.meridiemLeads ? .trailing : .leading)
        case .countdownHours, .countdownMinutes:
            let units = locale.countdownUnits(hours: 2)
            let unit = self == .countdownHours ? units.hours : units.minutes
            let labelWidth = self == .countdownHours
                ? max(picker.widestWidth(of: [unit]), picker.widestWidth(of: [locale.countdownUnits(hours: 1).hours]))
                : picker.widestWidth(of: [unit])
            // The label is set a little smaller than the rows; measured at the rows' size it has room.
            return PickerComponent(width: width([locale.number(23)], extra: 24) + labelWidth
                                   + ControlMetrics.pickerUnitLabelSpacing,
                                   alignment: .trailing, isCyclic: self == .countdownMinutes, unitLabel: unit)
        }
    }
}
