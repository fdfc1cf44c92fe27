import Scanout

/// About: what the device is running on, read from the runtime (the screen in points and
/// pixels, the language), one value per row.
@MainActor
final class SettingsAboutTable: TableViewDataSource, TableViewDelegate {
    let table = TableView(style: .insetGrouped)
    let model: SettingsModel
    let context: AppContext

    init(model: SettingsModel, context: AppContext) {
        self.model = model
        self.context = context
        table.dataSource = self
        table.delegate = self
    }

    /// The rows: title and value.
    var rows: [(String, String)] {
        let size = context.screenSize
        let scale = context.environment.displayScale
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        let pixels = "\(number(size.width * scale))×\(number(size.height * scale))"
        return [
            (model.text(.software), "Scanout"),
            (model.text(.display), "\(pixels) @\(number(scale))x"),
            (model.text(.language), context.environment.locale.identifier),
        ]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "about", style: .value1)
        let (title, value) = rows[indexPath.row]
        cell.textLabel.text = title
        cell.detailTextLabel.text = value
        cell.accessory = .none
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [TableSwipeAction]? {
        []
    }
}
