import Graphics
import Scene
@testable import Controls

/// A data source over plain arrays for table tests: sections of rows, each row a title, an
/// optional detail, a cell style, an image and an accessory; it deletes, inserts and moves.
@MainActor
final class TableData: TableViewDataSource, TableViewDelegate {
    enum AccessoryKind { case none, disclosure, detail, detailDisclosure, checkmark, toggle(Bool), custom }

    struct Row {
        var title: String
        var detail: String = ""
        var style: TableCell.Style = .default
        var image: String?
        var imageColor: ThemeColor?
        var accessory: AccessoryKind = .none
    }

    struct Section {
        var header: String?
        var footer: String?
        var rows: [Row]
    }

    var sections: [Section]
    var indexTitles: [String]?
    var movable = false
    var insertRows: Set<Int> = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var detailTapped: [IndexPath] = []
    var cellRequests = 0
    var customActions: [TableSwipeAction]?
    /// The moves the data source heard, in order.
    var moves: [(source: IndexPath, destination: IndexPath)] = []
    /// Redirects a proposed reorder destination (`nil`: allow every proposal).
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?

    init(sections: [Section]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        cellRequests += 1
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "\(row.style)", style: row.style)
        cell.textLabel.text = row.title
        cell.detailTextLabel.text = row.detail
        cell.imageSymbol = row.image
        cell.imageBackground = row.imageColor
        switch row.accessory {
        case .none: cell.accessory = .none
        case .disclosure: cell.accessory = .disclosureIndicator
        case .detail: cell.accessory = .detailButton
        case .detailDisclosure: cell.accessory = .detailDisclosureButton
        case .checkmark: cell.accessory = .checkmark
        case .toggle(let on): cell.accessory = .switchControl(Switch(isOn: on))
        case .custom:
            let badge = Node()
            badge.horizontalSizing = .fixed(24)
            badge.verticalSizing = .fixed(24)
            badge.cornerRadius = 12
            badge.background = .color(.system(.systemOrange))
            cell.accessory = .custom(badge)
        }
        return cell
    }

    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            sections[indexPath.section].rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], animated: true)
        case .insert:
            sections[indexPath.section].rows.insert(Row(title: "New"), at: indexPath.row)
            tableView.insertRows(at: [indexPath], animated: true)
        case .none:
            break
        }
    }

    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        moves.append((source, destination))
        let row = sections[source.section].rows.remove(at: source.row)
        sections[destination.section].rows.insert(row, at: destination.row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowAt indexPath: IndexPath) {
        detailTapped.append(indexPath)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableCell.EditingStyle {
        insertRows.contains(indexPath.row) ? .insert : .delete
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> [TableSwipeAction]? {
        customActions
    }
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath,
                   toProposedIndexPath proposed: IndexPath) -> IndexPath {
        moveTarget?(source, proposed) ?? proposed
    }

    /// The titles of the rows, section by section.
    var titles: [[String]] { sections.map { $0.rows.map(\.title) } }
}
