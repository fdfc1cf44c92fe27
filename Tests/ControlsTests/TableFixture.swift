import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// A 320 × 480 scene holding a table of `style` over `data` (its data source and delegate) at
/// the scene's top-leading corner: `prepare` runs once the table is placed, then edit mode is
/// entered when `editing` (animated when `animated`) and the scene settles.
///
/// The one table set-up the table suites share (built on ``SceneHarness``).
@MainActor
func tableScene(_ data: TableData, style: TableViewStyle = .plain, editing: Bool = false, animated: Bool = false,
                prepare: (TableView) -> Void = { _ in }) throws -> (SceneHarness, TableView) {
    let fixture = try SceneHarness()
    let table = TableView(style: style)
    table.dataSource = data
    table.delegate = data
    fixture.place(table, at: Rect(x: 0, y: 0, width: 320, height: 480))
    prepare(table)
    if editing { table.setEditing(true, animated: animated) }
    fixture.settle()
    return (fixture, table)
}

extension TableCell {
    /// The middle of the reorder handle, in screen points (where a finger grabs the row).
    var reorderHandleCentre: Point { reorderControl.convert(reorderControl.bounds.center, to: nil) }
}

extension TableView {
    /// A touch script tapping the middle of row `row` of the first section (it must be on screen).
    func tapScript(row: Int) throws -> String {
        let cell = try #require(cellForRow(at: TableIndexPath(row: row, section: 0)), "row \(row) is on screen")
        let p = cell.convert(cell.bounds.center, to: nil)
        return "tap \(p.x),\(p.y)"
    }
}

extension SceneHarness {
    /// Drags the table of a ``tableScene(_:style:editing:animated:prepare:)`` by 400 pt `times`
    /// times, towards its end or back towards its start, frame by frame, and lets it settle.
    func dragTable(times: Int = 4, towardsEnd: Bool) throws {
        let drag = towardsEnd ? "drag 160,440 160,40 duration=0.5" : "drag 160,40 160,440 duration=0.5"
        for _ in 0..<times { try playInFrames(drag) }
        settle()
    }

    /// Taps `rows` of the first section of `table` (a ``tableScene(_:style:editing:animated:prepare:)``
    /// of many rows), then drags it four times towards its end; returns the rows visible there,
    /// having checked that the tapped rows scrolled away and that reused cells show the rest.
    func tapThenScrollAway(_ rows: [Int], in table: TableView) throws -> [TableIndexPath] {
        for row in rows { try play(table.tapScript(row: row)) }
        try dragTable(towardsEnd: true)
        let far = table.visibleRows
        let away = far.allSatisfy { !rows.contains($0.row) }
        #expect(away, "the tapped rows scrolled away (\(far.map(\.row)) on screen)")
        #expect(table.createdCellCount <= 11 + 1 + ControlMetrics.tableReusePoolLimit,
                "the rows far down are shown by reused cells (made: \(table.createdCellCount))")
        return far
    }
}

/// A data source over plain arrays for table tests: sections of rows, each row a title, an
/// optional detail, a cell style, an image and an accessory; it deletes, inserts and moves.
@MainActor
final class TableData: TableViewEditingDataSource, TableViewDelegate {
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
    var selected: [TableIndexPath] = []
    var deselected: [TableIndexPath] = []
    var detailTapped: [TableIndexPath] = []
    var cellRequests = 0
    var customActions: [TableSwipeAction]?
    /// The moves the data source heard, in order.
    var moves: [(source: TableIndexPath, destination: TableIndexPath)] = []
    /// Redirects a proposed reorder destination (`nil`: allow every proposal).
    var moveTarget: ((TableIndexPath, TableIndexPath) -> TableIndexPath)?

    init(sections: [Section]) { self.sections = sections }

    /// One section, without header or footer, of `count` rows titled “Row 0”, “Row 1”…; every
    /// row can be moved when `movable`.
    convenience init(rows count: Int, movable: Bool = false) {
        self.init(sections: [.init(header: nil, footer: nil, rows: (0..<count).map { .init(title: "Row \($0)") })])
        self.movable = movable
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { movable }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
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

    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
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

    func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) {
        moves.append((source, destination))
        let row = sections[source.section].rows.remove(at: source.row)
        sections[destination.section].rows.insert(row, at: destination.row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) { deselected.append(indexPath) }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowAt indexPath: TableIndexPath) {
        detailTapped.append(indexPath)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableCell.EditingStyle {
        insertRows.contains(indexPath.row) ? .insert : .delete
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [TableSwipeAction]? {
        customActions
    }
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath,
                   toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath {
        moveTarget?(source, proposed) ?? proposed
    }

    /// The titles of the rows, section by section.
    var titles: [[String]] { sections.map { $0.rows.map(\.title) } }
}
