import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Selecting several rows in edit mode (`allowsMultipleSelectionDuringEditing`, as UIKit does),
/// through touch scripts on the virtual clock: the circles, the toggling tap, the delegate's
/// calls, and a selection that follows the rows through scrolling, reuse, deletes, inserts and
/// moves.
@MainActor
@Suite("Table view: multiple selection in edit mode")
struct TableMultipleSelectionTests {
    func scene(rows count: Int, movable: Bool = false) throws -> (SceneHarness, TableView, TableData) {
        let data = TableData(rows: count, movable: movable)
        let (fixture, table) = try tableScene(data, editing: true, animated: true) {
            $0.allowsMultipleSelectionDuringEditing = true
        }
        return (fixture, table, data)
    }

    func path(_ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: 0) }

    @Test("Each row shows an empty circle instead of the delete control; a tap fills it and selects the row, a second tap empties it, and the delegate hears both")
    func tapToggles() throws {
        let (fixture, table, data) = try scene(rows: 8, movable: true)
        let cell = try #require(table.cellForRow(at: path(1)))
        #expect(!cell.selectionIndicator.isHidden && cell.editControl.isHidden)
        #expect(!cell.reorderControl.isHidden, "reorder handles still show")
        #expect(!cell.selectionIndicator.isSelected)
        #expect(cell.textLabel.frame.minX == 16 + 38, "the content moved over for the circle")
        let circle = cell.selectionIndicator.frame
        #expect(abs(circle.midX - (16 - 4 + 15)) < 1e-9 && abs(circle.midY - 22) < 1e-9,
                "the circle is centred in the 38 pt column at the leading side")

        try fixture.play(table.tapScript(row: 1))
        try fixture.play(table.tapScript(row: 3))
        #expect(table.indexPathsForSelectedRows == [path(1), path(3)])
        #expect(data.selected == [path(1), path(3)])
        #expect(cell.isSelected && cell.selectionIndicator.isSelected)
        #expect(cell.contentView.background == .color(.system(.systemGray4)), "a selected row keeps the selection fill")
        #expect(table.cellForRow(at: path(3))?.selectionIndicator.isSelected == true)
        #expect(table.cellForRow(at: path(2))?.selectionIndicator.isSelected == false)

        try fixture.play(table.tapScript(row: 1))
        #expect(table.indexPathsForSelectedRows == [path(3)])
        #expect(data.deselected == [path(1)])
        #expect(data.selected == [path(1), path(3)], "the second tap deselects: no new selection")
        #expect(!cell.isSelected && !cell.selectionIndicator.isSelected)
        #expect(table.indexPathForSelectedRow == path(3))
        #expect(data.titles == [(0..<8).map { "Row \($0)" }], "selecting deletes nothing")
    }

    @Test("Leaving edit mode clears the selection and hides the circles; outside edit mode a tap selects one row at a time")
    func leavingEditMode() throws {
        let (fixture, table, data) = try scene(rows: 8)
        try fixture.play(table.tapScript(row: 2))
        try fixture.play(table.tapScript(row: 4))
        #expect(table.indexPathsForSelectedRows == [path(2), path(4)])
        table.setEditing(false, animated: true)
        fixture.settle()
        #expect(table.indexPathsForSelectedRows.isEmpty)
        let cell = try #require(table.cellForRow(at: path(2)))
        #expect(cell.selectionIndicator.isHidden && !cell.isSelected)
        #expect(cell.textLabel.frame.minX == 16)
        try fixture.play(table.tapScript(row: 1))
        try fixture.play(table.tapScript(row: 5))
        #expect(table.indexPathsForSelectedRows == [path(5)], "single selection outside edit mode")
        #expect(data.deselected.isEmpty)
        // Back in edit mode the selection starts empty.
        table.setEditing(true, animated: false)
        #expect(table.indexPathsForSelectedRows.isEmpty)
        #expect(table.cellForRow(at: path(5))?.selectionIndicator.isSelected == false)
    }

    @Test("Without multiple selection, edit mode keeps the delete control and a tap selects nothing")
    func editModeWithoutMultipleSelection() throws {
        let (fixture, table, data) = try scene(rows: 5)
        table.allowsMultipleSelectionDuringEditing = false
        fixture.settle()
        let cell = try #require(table.cellForRow(at: path(1)))
        #expect(cell.selectionIndicator.isHidden && !cell.editControl.isHidden)
        try fixture.play(table.tapScript(row: 1))
        #expect(table.indexPathsForSelectedRows.isEmpty && data.selected.isEmpty)
    }

    @Test("The selection survives scrolling and cell reuse: reused cells show their new row's state")
    func survivesReuse() throws {
        let (fixture, table, _) = try scene(rows: 200)
        let far = try fixture.tapThenScrollAway([0, 2], in: table)
        for p in far {
            #expect(table.cellForRow(at: p)?.selectionIndicator.isSelected == false, "row \(p.row) shows unselected")
        }
        let middle = far[far.count / 2].row
        try fixture.play(table.tapScript(row: middle))
        try fixture.dragTable(towardsEnd: false)
        #expect(abs(table.contentOffset.y) < 1e-6, "back at the top")
        #expect(table.indexPathsForSelectedRows == [path(0), path(2), path(middle)])
        for row in 0..<5 {
            let cell = try #require(table.cellForRow(at: path(row)))
            #expect(cell.isSelected == (row == 0 || row == 2), "row \(row)")
            #expect(cell.selectionIndicator.isSelected == (row == 0 || row == 2), "row \(row)")
        }
    }

    @Test("Deleted rows leave the selection; the rows after a delete, insert or move keep theirs under their new index paths")
    func followsUpdates() throws {
        let (fixture, table, data) = try scene(rows: 10)
        for row in [1, 3, 5, 8] { try fixture.play(table.tapScript(row: row)) }
        #expect(table.indexPathsForSelectedRows == [path(1), path(3), path(5), path(8)])
        // Delete rows 0 and 3 (3 selected): 1 → 0, 5 → 3, 8 → 6.
        data.sections[0].rows.remove(at: 3)
        data.sections[0].rows.remove(at: 0)
        table.deleteRows(at: [path(0), path(3)], animated: true)
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(0), path(3), path(6)])
        #expect(table.cellForRow(at: path(3))?.textLabel.text == "Row 5")
        #expect(table.cellForRow(at: path(3))?.selectionIndicator.isSelected == true)
        #expect(table.cellForRow(at: path(2))?.selectionIndicator.isSelected == false, "Row 4 was not selected")
        // Insert at the top: everything moves down one.
        data.sections[0].rows.insert(.init(title: "New"), at: 0)
        table.insertRows(at: [path(0)], animated: true)
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(1), path(4), path(7)])
        #expect(table.cellForRow(at: path(0))?.selectionIndicator.isSelected == false, "the new row is not selected")
        // Move a selected row (Row 8, at 7) to the top.
        let row = data.sections[0].rows.remove(at: 7)
        data.sections[0].rows.insert(row, at: 0)
        table.moveRow(at: path(7), to: path(0), animated: true)
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(0), path(2), path(5)])
        #expect(table.indexPathsForSelectedRows.map { data.sections[0].rows[$0.row].title } == ["Row 8", "Row 1", "Row 5"])
        // A reload keeps the selection of the rows that still exist.
        data.sections[0].rows.removeLast(3)
        table.reloadData()
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(0), path(2), path(5)])
        data.sections[0].rows.removeLast(2)
        table.reloadData()
        fixture.settle()
        #expect(table.indexPathsForSelectedRows == [path(0), path(2)])
    }

    @Test("A selected row dragged by its handle stays selected at its new place")
    func reorderKeepsSelection() throws {
        let (fixture, table, data) = try scene(rows: 8, movable: true)
        try fixture.play(table.tapScript(row: 1))
        try fixture.play(table.tapScript(row: 6))
        let cell = try #require(table.cellForRow(at: path(1)))
        let handle = cell.reorderHandleCentre
        try fixture.playInFrames("drag \(handle.x),\(handle.y) \(handle.x),\(handle.y + 44 * 3 + 8) duration=0.6")
        #expect(data.titles == [["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5", "Row 6", "Row 7"]])
        #expect(table.indexPathsForSelectedRows == [path(4), path(6)])
        #expect(cell.selectionIndicator.isSelected && table.cellForRow(at: path(4)) === cell)
        #expect(data.selected == [path(1), path(6)], "the drag selected nothing")
    }
}
