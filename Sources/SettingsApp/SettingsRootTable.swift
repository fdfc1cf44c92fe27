import Scanout

/// The first screen's table (inset grouped, HIG §1.10): Wi-Fi (its network, drills down) and
/// Bluetooth (a switch); Display & Brightness, Accessibility, Sounds, Auto-Lock (its value); Date & Time and
/// About. Each row leads with its icon, as iOS Settings draws it; a row with a chevron pushes
/// its page.
@MainActor
final class SettingsRootTable: TableViewDataSource, TableViewDelegate {
    /// The rows, by section.
    enum Row: CaseIterable {
        case wifi, bluetooth, display, accessibility, sounds, autoLock, dateTime, about

        static let sections: [[Row]] = [[.wifi, .bluetooth], [.display, .accessibility, .sounds, .autoLock], [.dateTime, .about]]

        /// The row's icon (iOS Settings: a white symbol on a 29 pt coloured rounded square): the
        /// catalogue symbol and the square's colour.
        var icon: (symbol: String, color: SystemColor) {
            switch self {
            case .wifi: ("wifi", .systemBlue)
            case .bluetooth: ("bluetooth", .systemBlue)
            case .display: ("sun.max", .systemBlue)
            case .accessibility: ("person", .systemBlue)
            case .sounds: ("speaker.wave.3", .systemPink)
            case .autoLock: ("lock.fill", .systemIndigo)
            case .dateTime: ("clock", .systemGray)
            case .about: ("info", .systemGray)
            }
        }

        /// The identifier of the page the row pushes (`nil` for the Bluetooth switch).
        var page: SettingsPage? {
            switch self {
            case .wifi: .wifi
            case .bluetooth: nil
            case .display: .display
            case .accessibility: .accessibility
            case .sounds: .sounds
            case .autoLock: .autoLock
            case .dateTime: .dateTime
            case .about: .about
            }
        }
    }

    let model: SettingsModel
    let table = TableView(style: .insetGrouped)
    let bluetooth = Switch()
    /// Asked to push a row's page.
    var onSelect: (@MainActor (SettingsPage) -> Void)?

    init(model: SettingsModel) {
        self.model = model
        table.name = "settings table"
        bluetooth.name = "bluetooth switch"
        bluetooth.isOn = model.state.bluetooth
        bluetooth.addAction { [unowned self] _ in
            let on = bluetooth.isOn
            model.update { $0.bluetooth = on }
        }
        table.dataSource = self
        table.delegate = self
        model.onChange.append { [unowned self] old in
            let state = model.state
            if bluetooth.isOn != state.bluetooth { bluetooth.setOn(state.bluetooth, animated: false) }
            if old.wifi != state.wifi || old.network != state.network || old.autoLockSeconds != state.autoLockSeconds {
                table.reloadData()
            }
        }
    }

    func numberOfSections(in tableView: TableView) -> Int { Row.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Row.sections[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let row = Row.sections[indexPath.section][indexPath.row]
        // The switch row has a reuse identifier of its own: a cell keeps its accessory node, and
        // the one switch must not be taken away by a cell reused for another row.
        let cell = tableView.dequeueReusableCell(withIdentifier: row == .bluetooth ? "switch" : "setting", style: .value1)
        cell.detailTextLabel.text = ""
        cell.accessory = row.page == nil ? .none : .disclosureIndicator
        cell.imageSymbol = row.icon.symbol
        cell.imageBackground = .system(row.icon.color)
        switch row {
        case .wifi:
            cell.textLabel.text = model.text(.wifi)
            cell.detailTextLabel.text = model.state.wifi ? model.state.network : model.text(.off)
        case .bluetooth:
            cell.textLabel.text = model.text(.bluetooth)
            cell.accessory = .switchControl(bluetooth)
        case .display: cell.textLabel.text = model.text(.displayBrightness)
        case .accessibility: cell.textLabel.text = model.text(.accessibility)
        case .sounds: cell.textLabel.text = model.text(.sounds)
        case .autoLock:
            cell.textLabel.text = model.text(.autoLock)
            cell.detailTextLabel.text = model.autoLockTitle(model.state.autoLockSeconds)
        case .dateTime: cell.textLabel.text = model.text(.dateTime)
        case .about: cell.textLabel.text = model.text(.about)
        }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let page = Row.sections[indexPath.section][indexPath.row].page else { return }
        onSelect?(page)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [TableSwipeAction]? {
        []
    }
}
