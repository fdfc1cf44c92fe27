public import Graphics
public import Scene
import Text

/// The HIG's date and time picker (§1.16): up to four wheels under one selection band, in four
/// modes — date, time, date and time (the default), and countdown timer.
///
/// ## Background
/// The wheels follow the locale (``localeOverride``, else the environment's): the order of day,
/// month and year, a 12- or 24-hour clock with its AM/PM wheel, Arabic-Indic digits in Arabic
/// where the locale asks for them, and Gregorian years in Japanese (2026年, no era); see
/// ``DateLocale``. The minute wheel shows every minute, or every ``minuteInterval`` minutes when
/// the interval divides 60. Values outside ``minimumDate`` … ``maximumDate`` are dimmed; a wheel
/// that comes to rest on one springs back to the nearest allowed value, as a day past the end of
/// the month springs back to its last day. A countdown runs from 1 min to 23 h 59 min; its hours
/// wheel stops at 23. ``onValueChange`` hears every value the user settles on; the setters do not
/// call it.
///
/// <!-- example context:
/// let opening = DateTime(year: 2026, month: 11, day: 24, hour: 8, minute: 0)!
/// let closing = DateTime(year: 2026, month: 11, day: 24, hour: 18, minute: 0)!
/// func save(_ date: DateTime) {}
/// -->
/// ```swift
/// let picker = DatePicker(mode: .dateAndTime, date: DateTime(year: 2026, month: 11, day: 24, hour: 9, minute: 41)!)
/// try picker.setMinuteInterval(15)
/// try picker.setDateRange(minimum: opening, maximum: closing)
/// picker.onValueChange = { picker in save(picker.date) }
/// ```
@MainActor
public final class DatePicker: Node {
    /// What a date picker chooses.
    public enum Mode: Sendable, Hashable, CaseIterable {
        /// Hour, minute and, on a 12-hour clock, AM/PM.
        case time
        /// Year, month and day, in the locale's order.
        case date
        /// A day (with its weekday, “Today” for ``DatePicker/today``), hour, minute and AM/PM.
        case dateAndTime
        /// Hours and minutes of a countdown, at most 23 h 59 min.
        case countdownTimer
    }

    /// The mode. Changing it rebuilds the wheels.
    public var mode: Mode {
        didSet { if mode != oldValue { rebuild() } }
    }
    /// The chosen moment (in time mode only its hour and minute change; in date mode only its day).
    public private(set) var date: DateTime
    /// The earliest moment that can be chosen (`nil`: none).
    public private(set) var minimumDate: DateTime?
    /// The latest moment that can be chosen (`nil`: none).
    public private(set) var maximumDate: DateTime?
    /// The step of the minute wheel, in minutes; divides 60.
    public private(set) var minuteInterval = ControlMetrics.datePickerDefaultMinuteInterval
    /// The countdown timer's duration, whole minutes from 1 min to 23 h 59 min.
    public private(set) var countdownDuration: Duration = .seconds(60)
    /// The day the date-and-time wheel calls “Today” (`nil`: none). The picker reads no clock:
    /// an app sets it from its own, a screenshot from its script.
    public var today: CalendarDate? {
        didSet { if today != oldValue { picker.refreshVisibleRows() } }
    }
    /// The locale the wheels follow instead of the environment's; `nil` (the default) follows
    /// ``Scene/EnvironmentValues/locale``.
    public var localeOverride: InterfaceLocale? {
        didSet { if localeOverride != oldValue { rebuild() } }
    }
    /// Called after the user settled the wheels on a new value (the setters do not call it).
    public var onValueChange: (@MainActor (DatePicker) -> Void)?
    /// The picker showing the wheels.
    public let picker: Picker
    /// The locale in use.
    public private(set) var locale: DateLocale

    /// What each wheel shows, in component order.
    var wheelKinds: [DatePickerWheel] = []
    private let source = DatePickerSource()

    /// A date picker in `mode` showing `date`.
    public init(mode: Mode = .dateAndTime, date: DateTime) {
        self.mode = mode
        self.date = date
        locale = DateLocale(.english)
        picker = Picker(dataSource: nil)
        super.init()
        name = "date picker"
        horizontalSizing = .flexible
        verticalSizing = .fixed(ControlMetrics.pickerHeight)
        source.datePicker = self
        addChild(picker)
        picker.onSelectionChange = { [weak self] _, _ in self?.wheelsDidSettle() }
        rebuild()
    }

    override public var isLayoutContainer: Bool { true }

    override public func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? ControlMetrics.pickerDefaultWidth, height: ControlMetrics.pickerHeight)
    }

    override public func layoutChildren() { picker.frame = bounds }

    override public func environmentDidChange() {
        super.environmentDidChange()
        if localeOverride == nil && DateLocale(environment.locale) != locale { rebuild() }
    }

    // MARK: Settings

    /// Shows `date` (clamped to the range, its minute rounded down to the interval), turning the
    /// wheels over 0.3 s or at once.
    public func setDate(_ date: DateTime, animated: Bool) {
        self.date = allowed(date)
        showValue(animated: animated)
        picker.refreshVisibleRows()
    }

    /// Limits the moments that can be chosen; the date moves inside the new range.
    ///
    /// - Throws: ``DatePickerError/minimumAfterMaximum(minimum:maximum:)``.
    public func setDateRange(minimum: DateTime?, maximum: DateTime?) throws(DatePickerError) {
        if let minimum, let maximum, minimum > maximum {
            throw .minimumAfterMaximum(minimum: minimum, maximum: maximum)
        }
        minimumDate = minimum
        maximumDate = maximum
        setDate(date, animated: false)
    }

    /// Sets the minute wheel's step (HIG §1.16: it must divide 60; 15 shows 00, 15, 30, 45).
    ///
    /// - Throws: ``DatePickerError/minuteIntervalNotDividingHour(interval:)`` for any other value.
    public func setMinuteInterval(_ interval: Int) throws(DatePickerError) {
        guard (1...30).contains(interval), 60 % interval == 0 else {
            throw .minuteIntervalNotDividingHour(interval: interval)
        }
        minuteInterval = interval
        let minutes = countdownMinutes
        rebuild()
        countdownDuration = .seconds(60 * countdownAllowed(minutes))
        setDate(date, animated: false)
    }

    /// Sets the countdown (whole minutes; seconds are dropped; 0 becomes the first minute row).
    ///
    /// - Throws: ``DatePickerError/countdownOutOfRange(minutes:)`` past 23 h 59 min or below 0.
    public func setCountdownDuration(_ duration: Duration, animated: Bool) throws(DatePickerError) {
        let minutes = Int(duration.components.seconds / 60)
        guard duration >= .zero, minutes <= ControlMetrics.datePickerMaximumCountdownMinutes else {
            throw .countdownOutOfRange(minutes: minutes)
        }
        countdownDuration = .seconds(60 * countdownAllowed(minutes))
        showValue(animated: animated)
    }

    /// The countdown in whole minutes.
    public var countdownMinutes: Int { Int(countdownDuration.components.seconds / 60) }

    // MARK: Rules

    /// `value` moved inside the range, its minute rounded down to the interval.
    func allowed(_ value: DateTime) -> DateTime {
        var v = value
        v.minute -= v.minute % minuteInterval
        if let minimumDate, v < minimumDate { v = roundedUp(minimumDate) }
        if let maximumDate, v > maximumDate {
            v = maximumDate
            v.minute -= v.minute % minuteInterval
        }
        return v
    }

    /// `value` with its minute rounded up to the interval (the first row at or after it).
    func roundedUp(_ value: DateTime) -> DateTime {
        let rest = value.minute % minuteInterval
        guard rest != 0 else { return value }
        return DateTime(minutesSince1970: value.minutesSince1970 + minuteInterval - rest)
    }

    /// A countdown of `minutes` as the wheels allow it: a multiple of the interval, at least one
    /// row above zero, at most 23 h 59 min.
    func countdownAllowed(_ minutes: Int) -> Int {
        var m = min(ControlMetrics.datePickerMaximumCountdownMinutes, max(0, minutes))
        m -= m % minuteInterval
        return m == 0 ? max(ControlMetrics.datePickerMinimumCountdownMinutes, minuteInterval) : m
    }

    /// Whether `value` is inside the range (in date mode, by day).
    func isInRange(_ value: DateTime) -> Bool {
        if mode == .date {
            if let minimumDate, value.date < minimumDate.date { return false }
            if let maximumDate, value.date > maximumDate.date { return false }
            return true
        }
        if let minimumDate, value < minimumDate { return false }
        if let maximumDate, value > maximumDate { return false }
        return true
    }

    // MARK: Wheels

    /// Rebuilds the wheels for the mode, locale and interval, and shows the value.
    func rebuild() {
        locale = DateLocale(localeOverride ?? environment.locale)
        wheelKinds = DatePickerWheel.wheels(for: mode, locale: locale)
        picker.dataSource = source
        showValue(animated: false)
    }

    /// Turns every wheel that is not being turned by a finger to the row of the value.
    func showValue(animated: Bool) {
        for (component, kind) in wheelKinds.enumerated() {
            guard let wheel = picker.wheel(forComponent: component), !wheel.isDragging else { continue }
            let row = kind.row(for: date, countdownMinutes: countdownMinutes, picker: self)
            if wheel.selectedRow != row || abs(wheel.offset.remainder(dividingBy: wheel.rowHeight)) > 1e-9 {
                picker.selectRow(row, inComponent: component, animated: animated)
            }
        }
        updateUnitLabels()
        // Rows placed while the other wheels still showed the old value dim by the new one.
        picker.refreshVisibleRows()
    }

    /// The English countdown label follows the number (“1 hour”, “2 hours”).
    func updateUnitLabels() {
        guard mode == .countdownTimer else { return }
        let label = locale.countdownUnits(hours: countdownMinutes / 60).hours
        picker.wheel(forComponent: 0)?.unitLabelNode.text = label
    }

    /// The value the wheels show now, with `row` in place of `component`'s row when given;
    /// `nil` for a day that does not exist (31 November) unless `clampsDay` moves it to the
    /// month's last day.
    func valueOnWheels(replacing component: Int? = nil, with row: Int = 0, clampsDay: Bool = false) -> DateTime? {
        var year = date.date.year, month = date.date.month, day = date.date.day
        var hour12 = date.hour % 12, hour = date.hour, isPM = date.hour >= 12, minute = date.minute
        var dayNumber: Int?
        for (index, kind) in wheelKinds.enumerated() {
            let r = index == component ? row : picker.selectedRow(inComponent: index)
            guard r >= 0 else { continue }
            switch kind {
            case .year: year = ControlMetrics.datePickerYearRange.lowerBound + r
            case .month: month = r + 1
            case .day: day = r + 1
            case .dayOfEra: dayNumber = CalendarDate.firstDay + r
            case .hour:
                if locale.usesTwelveHourClock { hour12 = r } else { hour = r }
            case .minute: minute = r * minuteInterval
            case .meridiem: isPM = r == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        if locale.usesTwelveHourClock && wheelKinds.contains(.hour) { hour = hour12 + (isPM ? 12 : 0) }
        if let dayNumber {
            let d = CalendarDate(daysSince1970: dayNumber)
            return DateTime(date: d, hour: hour, minute: minute)
        }
        if clampsDay { day = min(day, CalendarDate.daysInMonth(month, year: year)) }
        return DateTime(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// A wheel came to rest after the user turned it: take the value, or spring back to the
    /// nearest allowed one (a day past the month's end → its last day; outside the range → the
    /// range's end).
    func wheelsDidSettle() {
        let before = (date, countdownDuration)
        if mode == .countdownTimer {
            let hours = picker.selectedRow(inComponent: 0), minutes = picker.selectedRow(inComponent: 1) * minuteInterval
            countdownDuration = .seconds(60 * countdownAllowed(hours * 60 + minutes))
        } else {
            // iOS: a day past the end of the month springs back to its last day.
            let value = valueOnWheels(clampsDay: true)
            date = allowed(value ?? date)
        }
        showValue(animated: true)
        picker.refreshVisibleRows()
        if before.0 != date || before.1 != countdownDuration { onValueChange?(self) }
    }

    /// Measures `texts` at the wheels' size: the widest, in points (an estimate without fonts).
    func widestWidth(of texts: [String]) -> Double {
        let font = Font(pointSize: ControlMetrics.pickerRowFontSize)
        guard let fonts = environment.fonts else {
            return Double(texts.map(\.count).max() ?? 0) * font.pointSize * 0.6
        }
        let style = ParagraphStyle(font: font)
        return texts.map { Paragraph.intrinsicSize(of: $0, style: style, fonts: fonts).width }.max() ?? 0
    }
}

/// The picker's data source for a date picker (kept apart so the date picker's API stays its own).
@MainActor
final class DatePickerSource: PickerDataSource {
    weak var datePicker: DatePicker?

    func numberOfComponents(in picker: Picker) -> Int { datePicker?.wheelKinds.count ?? 0 }

    func picker(_ picker: Picker, numberOfRowsInComponent component: Int) -> Int {
        guard let datePicker, datePicker.wheelKinds.indices.contains(component) else { return 0 }
        return datePicker.wheelKinds[component].rowCount(in: datePicker)
    }

    func picker(_ picker: Picker, titleForRow row: Int, inComponent component: Int) -> String {
        guard let datePicker, datePicker.wheelKinds.indices.contains(component) else { return "" }
        return datePicker.wheelKinds[component].title(forRow: row, in: datePicker)
    }

    func picker(_ picker: Picker, layoutForComponent component: Int) -> PickerComponent {
        guard let datePicker, datePicker.wheelKinds.indices.contains(component) else { return PickerComponent() }
        return datePicker.wheelKinds[component].layout(in: datePicker)
    }

    func picker(_ picker: Picker, isRowEnabled row: Int, inComponent component: Int) -> Bool {
        guard let datePicker, datePicker.mode != .countdownTimer else { return true }
        let isDayWheel = datePicker.wheelKinds.indices.contains(component) && datePicker.wheelKinds[component] == .day
        guard let value = datePicker.valueOnWheels(replacing: component, with: row, clampsDay: !isDayWheel) else {
            return false
        }
        return datePicker.isInRange(value)
    }
}
