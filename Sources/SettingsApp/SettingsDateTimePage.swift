import Scanout

/// Date & Time: 24-Hour Time and Set Automatically (switches in list rows), the time zone, and
/// — while the time is not set automatically — a date and time picker in the 12- or 24-hour
/// clock the switch chose.
@MainActor
final class SettingsDateTimePage {
    let twentyFourHour: Switch
    let automatic: Switch
    let picker: DatePicker
    let pickerGroup: SettingsGroup
    let content: ScrollView

    init(model: SettingsModel) {
        twentyFourHour = Switch(isOn: model.uses24HourTime)
        twentyFourHour.name = "24-hour switch"
        automatic = Switch(isOn: model.state.setsTimeAutomatically)
        automatic.name = "set automatically switch"
        picker = DatePicker(mode: .dateAndTime, date: DateTime(minutesSince1970: model.state.manualTime))
        picker.localeOverride = model.dateLocale
        picker.today = DateTime(minutesSince1970: SettingsState.defaultManualTime).date
        let zone = ListRow(model.text(.timeZone), accessory: TextNode(model.text(.utc), style: .body, color: .secondaryLabel))
        zone.showsSeparator = false
        let rows = [ListRow(model.text(.time24), accessory: twentyFourHour),
                    ListRow(model.text(.setAutomatically), accessory: automatic), zone]
        let switches = SettingsGroup(header: nil, rows: rows, padding: .zero)
        pickerGroup = SettingsGroup(header: nil, rows: [picker], padding: EdgeInsets(horizontal: 8, vertical: 8))
        pickerGroup.isHidden = model.state.setsTimeAutomatically
        content = SettingsGroup.page([switches, pickerGroup])

        twentyFourHour.addAction { [unowned self] _ in
            let on = twentyFourHour.isOn
            model.update { $0.uses24HourTime = on }
            picker.localeOverride = model.dateLocale
        }
        automatic.addAction { [unowned self] _ in
            let on = automatic.isOn
            model.update { $0.setsTimeAutomatically = on }
            pickerGroup.isHidden = on
        }
        picker.onValueChange = { picker in
            let minutes = picker.date.minutesSince1970
            model.update { $0.manualTime = minutes }
        }
    }
}
