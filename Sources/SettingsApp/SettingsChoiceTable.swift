import Scanout

/// A page that picks one value from a list (HIG §1.10: a checkmark on the current choice):
/// Auto-Lock's durations, Wi-Fi's networks. Wi-Fi's page has its switch in a first section,
/// and hides the networks while it is off.
@MainActor
final class SettingsChoiceTable<Value: Equatable>: TableViewDataSource, TableViewDelegate {
    let table = TableView(style: .insetGrouped)
    let choices: [Value]
    let title: (Value) -> String
    let header: String?
    /// The current choice.
    let current: @MainActor () -> Value
    /// The user picked a value.
    let choose: @MainActor (Value) -> Void
    /// A switch shown in a section of its own above the choices, which shows them only while
    /// it is on (Wi-Fi).
    let master: (title: String, control: Switch)?

    init(choices: [Value], header: String? = nil, master: (title: String, control: Switch)? = nil,
         title: @escaping (Value) -> String, current: @escaping @MainActor () -> Value,
         choose: @escaping @MainActor (Value) -> Void) {
        self.choices = choices
        self.header = header
        self.master = master
        self.title = title
        self.current = current
        self.choose = choose
        table.dataSource = self
        table.delegate = self
    }

    private var choiceSection: Int { master == nil ? 0 : 1 }
    private var showsChoices: Bool { master?.control.isOn ?? true }

    func numberOfSections(in tableView: TableView) -> Int { master == nil ? 1 : 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == choiceSection ? (showsChoices ? choices.count : 0) : 1
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == choiceSection && showsChoices ? header : nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        // The switch row has a reuse identifier of its own (see ``SettingsRootTable``).
        let isMaster = indexPath.section != choiceSection
        let cell = tableView.dequeueReusableCell(withIdentifier: isMaster ? "switch" : "choice", style: .default)
        if isMaster, let master {
            cell.textLabel.text = master.title
            cell.accessory = .switchControl(master.control)
            return cell
        }
        let value = choices[indexPath.row]
        cell.textLabel.text = title(value)
        cell.accessory = value == current() ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == choiceSection, choices.indices.contains(indexPath.row) else { return }
        choose(choices[indexPath.row])
        tableView.reloadData()
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [TableSwipeAction]? {
        []
    }
}
