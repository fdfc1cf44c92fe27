import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// A list of names that shows rows and nothing else: it carries out no deletes.
@MainActor
private class ReadOnlyNames: TableViewDataSource {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", style: .default)
        cell.textLabel.text = names[indexPath.row]
        return cell
    }
}

/// The same list that deletes the rows the user asks to (and nothing else of the protocol).
@MainActor
private final class DeletableNames: ReadOnlyNames, TableViewEditingDataSource {
    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard editingStyle == .delete else { return }
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], animated: true)
    }
}

@MainActor
@Suite("Table editing rule: swipe-to-delete only when the data source deletes")
struct TableEditingRuleTests {
    let names = (0..<8).map { "Name \($0)" }

    func scene(_ source: any TableViewDataSource) throws -> (SceneHarness, TableView) {
        let fixture = try SceneHarness()
        let table = TableView(style: .plain)
        table.dataSource = source
        fixture.place(table, at: Rect(x: 0, y: 0, width: 320, height: 480))
        fixture.settle()
        return (fixture, table)
    }

    /// A leftward swipe across the middle of row `row` (left-to-right layout), frame by frame.
    func swipe(_ table: TableView, row: Int) throws -> String {
        let r = table.rectForRow(at: TableIndexPath(row: row, section: 0))
        let p = table.content.convert(Point(x: r.midX, y: r.midY), to: nil)
        return "drag \(p.x + 100),\(p.y) \(p.x - 60),\(p.y) duration=0.3"
    }

    @Test("A data source that does not delete: a swipe reveals nothing and no row moves aside")
    func readOnlyRowsDoNotSwipe() throws {
        let source = ReadOnlyNames(names)
        let (fixture, table) = try scene(source)
        try fixture.playInFrames(swipe(table, row: 2), framesAfter: 10)
        fixture.settle()
        #expect(table.revealedRow == nil)
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        #expect(cell.actionButtons.isEmpty, "no Delete behind the row")
        #expect(cell.revealedWidth == 0)
        #expect(table.numberOfRows(inSection: 0) == names.count)
    }

    @Test("A data source that does not delete: edit mode shows no minus or plus on its rows")
    func readOnlyRowsHaveNoEditControl() throws {
        let (fixture, table) = try scene(ReadOnlyNames(names))
        table.setEditing(true, animated: false)
        fixture.settle()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(cell.editingStyle == .none)
    }

    @Test("A data source that deletes: a swipe reveals the red Delete, tapping it removes the row")
    func deletableRowsSwipeToDelete() throws {
        let source = DeletableNames(names)
        let (fixture, table) = try scene(source)
        try fixture.playInFrames(swipe(table, row: 2))
        #expect(table.revealedRow == TableIndexPath(row: 2, section: 0))
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        let delete = try #require(cell.actionButtons.first as? TableSwipeActionButton)
        #expect(delete.action.title == "Delete" && delete.action.style == .destructive)
        let d = delete.convert(delete.bounds.center, to: nil)
        try fixture.playInFrames("tap \(d.x),\(d.y)")
        fixture.settle()
        #expect(source.names == names.filter { $0 != "Name 2" })
        #expect(table.numberOfRows(inSection: 0) == names.count - 1)
        #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0))?.textLabel.text == "Name 3")
        #expect(table.revealedRow == nil)
    }

    @Test("A data source that deletes but refuses a row: that row does not swipe, the others do")
    func canEditRowRefuses() throws {
        final class AllButFirst: ReadOnlyNames, TableViewEditingDataSource {
            func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { indexPath.row != 0 }
            func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath) {}
        }
        let source = AllButFirst(names)
        let (fixture, table) = try scene(source)
        try fixture.playInFrames(swipe(table, row: 0), framesAfter: 10)
        fixture.settle()
        #expect(table.revealedRow == nil)
        try fixture.playInFrames(swipe(table, row: 1))
        #expect(table.revealedRow == TableIndexPath(row: 1, section: 0))
    }
}
