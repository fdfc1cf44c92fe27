import Scanout

/// The pickers screen (HIG §1.16, §1.17): a two-wheel picker, and the date picker in each of its
/// four modes — date with a minimum and maximum, time, date and time every 5 minutes, and a
/// countdown timer — in the language's own order, clock and digits. Under each, the value it
/// holds; each change is recorded.
@MainActor
enum GalleryPickersScreen {
    /// The day the gallery calls today: screenshots read no clock.
    static let today = DateTime(year: 2026, month: 11, day: 24, hour: 9, minute: 41)

    /// The screen's sections; `record` hears each value the user settles on.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        func text(_ key: GalleryPickerText) -> String { key.localized(language) }
        guard let now = today else { return [] }

        func section(_ title: GalleryPickerText, _ control: Node, value: TextNode) -> Node {
            value.padding = EdgeInsets(horizontal: 16, vertical: 8)
            value.maximumLines = 1
            return GallerySection(title: text(title), rows: [control, value], rowSpacing: 0, contentPadding: .zero)
        }

        let sizes = [GalleryPickerText.small, .medium, .large, .extraLarge].map(text)
        let colours = [GalleryPickerText.red, .green, .blue, .graphite, .gold].map(text)
        let picker = Picker(components: [sizes, colours])
        picker.name = "picker sizes"
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        let pickerValue = TextNode("", style: .footnote, color: .secondaryLabel)
        // The value shown takes the picker as an argument: a closure the picker keeps must not
        // hold the picker (a cycle keeps the whole screen alive after it is left).
        func showPicker(_ picker: Picker, in pickerValue: TextNode) {
            let size = sizes[max(0, picker.selectedRow(inComponent: 0))]
            let colour = colours[max(0, picker.selectedRow(inComponent: 1))]
            let comma = language == .arabic ? "، " : language == .japanese ? "、" : ", "
            pickerValue.text = "\(text(.chosen)) \(size)\(comma)\(colour)"
        }
        showPicker(picker, in: pickerValue)
        picker.onSelectionChange = { [weak picker, weak pickerValue] row, component in
            if let picker, let pickerValue { showPicker(picker, in: pickerValue) }
            record("picker component \(component) row \(row)")
        }

        func datePicker(_ mode: DatePicker.Mode, name: String, configure: (DatePicker) throws -> Void = { _ in })
            -> (DatePicker, TextNode) {
            let control = DatePicker(mode: mode, date: now)
            control.name = name
            control.localeOverride = language.locale
            control.today = now.date
            do { try configure(control) } catch { record("\(name) setup refused: \(error)") }
            let value = TextNode("", style: .footnote, color: .secondaryLabel)
            // As for the picker: the date picker comes as an argument, never captured.
            func show(_ control: DatePicker, in value: TextNode) {
                let locale = control.locale, date = control.date
                let shown = switch mode {
                case .countdownTimer: locale.countdownText(minutes: control.countdownMinutes)
                case .date: locale.dateText(date.date)
                case .time: locale.timeText(hour: date.hour, minute: date.minute)
                case .dateAndTime: "\(locale.dateText(date.date)) \(locale.timeText(hour: date.hour, minute: date.minute))"
                }
                value.text = "\(text(.chosen)) \(shown)"
            }
            show(control, in: value)
            control.onValueChange = { [weak value] control in
                if let value { show(control, in: value) }
                record("\(name) \(mode == .countdownTimer ? "\(control.countdownMinutes) min" : "\(control.date)")")
            }
            return (control, value)
        }
        let (date, dateValue) = datePicker(.date, name: "date picker date") { control in
            try control.setDateRange(minimum: DateTime(year: 2026, month: 11, day: 20),
                                     maximum: DateTime(year: 2026, month: 12, day: 31, hour: 23, minute: 59))
        }
        let (time, timeValue) = datePicker(.time, name: "date picker time")
        let (both, bothValue) = datePicker(.dateAndTime, name: "date picker date and time") { control in
            try control.setMinuteInterval(5)
        }
        let (countdown, countdownValue) = datePicker(.countdownTimer, name: "date picker countdown") { control in
            try control.setCountdownDuration(.seconds(90 * 60), animated: false)
        }
        return [
            section(.picker, picker, value: pickerValue),
            section(.dateRange, date, value: dateValue),
            section(.time, time, value: timeValue),
            section(.dateAndTime, both, value: bothValue),
            section(.countdown, countdown, value: countdownValue),
        ]
    }
}
