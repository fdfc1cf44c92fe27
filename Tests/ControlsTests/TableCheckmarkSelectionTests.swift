import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Selecting several rows outside edit mode (`allowsMultipleSelection`, as UIKit does), shown by
/// a trailing checkmark as iOS's Settings lists do: through touch scripts on the virtual clock,
/// the toggling tap, the delegate's calls, the checkmark's place, and a selection that follows
/// the rows through scrolling, reuse, deletes and inserts.
@MainActor
@Suite("Table view: multiple selection with checkmarks")
struct TableCheckmarkSelectionTests {
    func scene(rows count: Int) throws -> (SceneHarness, TableView, TableData) {
        let data = TableData(rows: count)
        let (fixture, table) = try tableScene(data) { $0.allowsMultipleSelection = true }
        return (fixture, table, data)
    }

    func path(_ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: 0) }

    /// Whether the row's cell shows the selection checkmark.
    func checked(_ table: TableView, _ row: Int) -> Bool? {
        table.cellForRow(at: path(row)).map { !$0.selectionCheckmark.isHidden }
    }

    @Test("A tap checks a row with a trailing checkmark and no fill, a second tap unchecks it; the delegate hears both; other rows stay as they are")
    func tapToggles() throws {
        let (fixture, table, data) = try scene(rows: 8)
        let cell = try #require(table.cellForRow(at: path(1)))
        #expect(cell.showsSelectionCheckmark && cell.selectionCheckmark.isHidden)
        #expect(cell.selectionIndicator.isHidden && cell.editControl.isHidden, "no edit-mode circle outside edit mode")
        let textWidth = cell.textLabel.frame.width

        try fixture.play(table.tapScript(row: 1))
        try fixture.play(table.tapScript(row: 3))
        #expect(table.indexPathsForSelectedRows == [path(1), path(3)])
        #expect(data.selected == [path(1), path(3)] && data.deselected.isEmpty)
        #expect(cell.isSelected && !cell.selectionCheckmark.isHidden)
        #expect(checked(table, 3) == true && checked(table, 2) == false && checked(table, 0) == false)
        // The checkmark sits at the trailing margin, centred on the row, in the tint.
        let mark = cell.selectionCheckmark.frame
        #expect(abs(mark.maxX - (320 - ControlMetrics.tableCellMargin)) < 1e-9)
        #expect(abs(mark.midY - 22) < 1e-9)
        #expect(cell.selectionCheckmark.color == .tint)
        #expect(cell.contentView.background == nil, "a checked row keeps no selection fill once the highlight faded")
        #expect(cell.textLabel.frame.width == textWidth && cell.frame.height == 44, "checking rewraps nothing")

        try fixture.play(table.tapScript(row: 1))
        #expect(table.indexPathsForSelectedRows == [path(3)])
        #expect(data.deselected == [path(1)])
        #expect(data.selected == [path(1), path(3)], "the second tap selects nothing new")
        #expect(!cell.isSelected && cell.selectionCheckmark.isHidden)
        #expect(checked(table, 3) == true)
        #expect(data.titles == [(0..<8).map { "Row \($0)" }], "selecting deletes nothing")
    }

    @Test("The finger's highlight fades out after the lift that checks the row")
    func highlightFades() throws {
        let (fixture, table, _) = try scene(rows: 4)
        let cell = try #require(table.cellForRow(at: path(2)))
        let p = cell.convert(cell.bounds.center, to: nil)
        try fixture.start("down 1 \(p.x),\(p.y)\nwait 0.1\nup 1")
        fixture.run(seconds: 0.05)
        #expect(cell.isHighlighted && cell.contentView.background == .color(.system(.systemGray4)), "highlighted under the finger")
        fixture.run(seconds: 0.1)
        #expect(cell.isSelected && !cell.isHighlighted && !cell.selectionCheckmark.isHidden)
        #expect(cell.contentView.background != nil, "the highlight is fading")
        fixture.run(seconds: ControlMetrics.tableSelectionFadeDuration + 0.1)
        fixture.settle()
        #expect(cell.contentView.background == nil, "faded out")
    }

    @Test("The checkmark takes the place of the row's own accessory, in the same column on every row")
    func replacesAccessory() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: [
            .init(title: "Wi-Fi", accessory: .disclosure), .init(title: "Bluetooth"),
        ])])
        let (fixture, table) = try tableScene(data) { $0.allowsMultipleSelection = true }
        let first = try #require(table.cellForRow(at: path(0)))
        let second = try #require(table.cellForRow(at: path(1)))
        let chevronHidden = first.accessoryNodes.allSatisfy { $0.isHidden }
        #expect(chevronHidden, "no chevron in a list of choices")
        #expect(first.textLabel.frame.width == second.textLabel.frame.width)
        try fixture.play(table.tapScript(row: 0))
        let stillHidden = first.accessoryNodes.allSatisfy { $0.isHidden }
        #expect(!first.selectionCheckmark.isHidden && stillHidden)
        #expect(first.selectionCheckmark.frame == second.selectionCheckmark.frame)
        // Off again: the row's own accessory is back.
        table.allowsMultipleSelection = false
        fixture.settle()
        let again = try #require(table.cellForRow(at: path(0)))
        let chevronShown = again.accessoryNodes.contains { !$0.isHidden }
        #expect(chevronShown && again.selectionCheckmark.isHidden)
    }

    @Test("The selection survives scrolling and cell reuse: reused cells show their new row's checkmark or none")
    func survivesReuse() throws {
        let (fixture, table, data) = try scene(rows: 200)
        let far = try fixture.tapThenScrollAway([0, 2], in: table)
        for p in far { #expect(checked(table, p.row) == false, "row \(p.row) shows unchecked") }
        let middle = far[far.count / 2].row
        try fixture.play(table.tapScript(row: middle))
        #expect(checked(table, middle) == true)
        try fixture.dragTable(towardsEnd: false)
        #expect(abs(table.contentOffset.y) < 1e-6, "back at the top")
        #expect(table.indexPathsForSelectedRows == [path(0), path(2), path(middle)])
        #expect(data.selected == [path(0), path(2), path(middle)], "the drags selected nothing")
        for row in 0..<5 { #expect(checked(table, row) == (row == 0 || row == 2), "row \(row)") }
    }

    @Test("A row deleted by swipe leaves the selection; the rows after a delete or insert keep their checkmarks under their new index paths")
    func followsUpdates() throws {
        let (fixture, table, data) = try scene(rows: 10)
        for row in [1, 3, 5] { try fixture.play(table.tapScript(row: row)) }
        // Swipe row 3 open and tap its Delete.
        let cell = try #require(table.cellForRow(at: path(3)))
        let c = cell.convert(cell.bounds.center, to: nil)
        try fixture.playInFrames("drag \(c.x),\(c.y) \(c.x - 150),\(c.y) duration=0.4")
        fixture.settle()
        let delete = try #require(cell.actionButtons.first)
        let d = delete.convert(delete.bounds.center, to: nil)
        try fixture.play("tap \(d.x),\(d.y)")
        fixture.settle()
        #expect(data.titles[0].count == 9 && !data.titles[0].contains("Row 3"))
        #expect(table.indexPathsForSelectedRows == [path(1), path(4)], "Row 3 left, Row 5 moved up")
        #expect(table.cellForRow(at: path(4))?.textLabel.text == "Row 5" && checked(table, 4) == true)
        #expect(checked(table, 3) == false, "Row 4 was not checked")
        // Insert at the top: everything moves down one.
        data.sections[0].rows.insert(.init(title: "New"), at: 0)
        table.insertRows(at: [path(0)], animated: true)
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(2), path(5)])
        #expect(checked(table, 0) == false && checked(table, 2) == true && checked(table, 5) == true)
        #expect(data.deselected.isEmpty, "a deleted row is dropped without a deselect call, as UIKit does")
    }

    @Test("Edit mode clears the checkmarks and shows its own controls; turning the option off keeps the first checked row only, as a single selection")
    func modes() throws {
        let (fixture, table, data) = try scene(rows: 8)
        try fixture.play(table.tapScript(row: 2))
        try fixture.play(table.tapScript(row: 4))
        table.setEditing(true, animated: true)
        fixture.settle()
        #expect(table.indexPathsForSelectedRows.isEmpty)
        #expect(checked(table, 2) == false && checked(table, 4) == false)
        #expect(table.cellForRow(at: path(2))?.showsSelectionCheckmark == false)
        table.setEditing(false, animated: true)
        fixture.settle()
        for row in [5, 6, 1] { try fixture.play(table.tapScript(row: row)) }
        #expect(table.indexPathsForSelectedRows == [path(1), path(5), path(6)])
        table.allowsMultipleSelection = false
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(1)])
        let cell = try #require(table.cellForRow(at: path(1)))
        #expect(cell.isSelected && cell.selectionCheckmark.isHidden && !cell.showsSelectionCheckmark)
        #expect(cell.contentView.background == .color(.system(.systemGray4)), "a single selection shows as the fill")
        try fixture.play(table.tapScript(row: 3))
        #expect(table.indexPathsForSelectedRows == [path(3)], "one row at a time")
        #expect(data.deselected.isEmpty, "none of this was a user's deselection but the taps'")
    }
}
