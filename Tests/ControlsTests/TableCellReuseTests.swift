import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Cells kept for reuse stay in the table's content, hidden, and are shown in place for the next
/// row (no removal and re-insertion per row that scrolls in).
@MainActor
@Suite("Table cell reuse in place")
struct TableCellReuseTests {
    /// A 40-row table of 44-pt rows whose rows `tall` have a title that wraps onto several lines.
    func data(tall: Set<Int> = []) -> TableData {
        let long = "A title long enough that it has to wrap onto a second and perhaps a third line in this row"
        return TableData(sections: [.init(header: nil, footer: nil, rows: (0..<40).map {
            .init(title: tall.contains($0) ? long : "Row \($0)", detail: "\($0) min", style: .value1,
                  accessory: $0.isMultiple(of: 3) ? .disclosure : .none)
        })])
    }

    /// The table's cells in its content that are hidden for reuse.
    func kept(_ table: TableView) -> [TableCell] {
        table.content.children.compactMap { $0 as? TableCell }.filter(\.isHidden)
    }

    @Test("A row that scrolls away leaves its cell in the content, hidden; the next row that enters is shown by it in place, at its row, with its text")
    func hiddenInPlace() throws {
        // The table holds its data source weakly: the test keeps it.
        let data = data()
        defer { withExtendedLifetime(data) {} }
        let (fixture, table) = try tableScene(data)
        // 22 pt down, twelve rows show (0…11); 44 pt down, eleven (1…11): row 0's cell is kept.
        table.contentOffset = Point(x: 0, y: 22)
        fixture.frame()
        let made = table.createdCellCount
        let first = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        table.contentOffset = Point(x: 0, y: 44)
        fixture.frame()
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0)) == nil)
        #expect(first.parent === table.content && first.isHidden && first.isHiddenForReuse)
        #expect(kept(table).count == 1)
        let children = table.content.children.count
        // 110 pt down: rows 2…13; row 1 leaves, rows 12 and 13 enter, shown by the kept cells.
        table.contentOffset = Point(x: 0, y: 110)
        fixture.frame()
        #expect(table.createdCellCount == made, "the rows that entered were shown by kept cells")
        #expect(table.content.children.count == children, "no cell was added to or taken from the content")
        #expect(table.cellForRow(at: TableIndexPath(row: 13, section: 0)) === first, "the last kept cell is handed out first")
        #expect(first.parent === table.content && !first.isHidden && !first.isHiddenForReuse)
        #expect(first.textLabel.text == "Row 13" && first.detailTextLabel.text == "13 min")
        #expect(first.frame == table.rectForRow(at: TableIndexPath(row: 13, section: 0)))
        #expect(first.accessoryNodes.isEmpty, "row 0's chevron went with its row")
        let entered12 = try #require(table.cellForRow(at: TableIndexPath(row: 12, section: 0)))
        #expect(entered12.accessoryNodes.count == 1, "row 12 shows a chevron")
        let shown = table.visibleRows.compactMap { table.cellForRow(at: $0) }
        #expect(shown.count == 12 && shown.allSatisfy { !$0.isHidden }, "every visible row is shown")
        #expect(kept(table).allSatisfy { table.indexPath(for: $0) == nil }, "no hidden cell belongs to a row")
    }

    @Test("Scrolled by reused cells, the table's pixels are those of a table loaded at that offset")
    func reusedPixelsMatchFreshTable() throws {
        let data = data(tall: [17]), again = self.data(tall: [17])
        defer { withExtendedLifetime((data, again)) {} }
        let (fixture, table) = try tableScene(data) { $0.showsVerticalScrollIndicator = false }
        // Down and back up again by reused cells, several rows per frame.
        for step in [2, 5, 9, 14, 11, 7] {
            table.contentOffset = Point(x: 0, y: Double(step) * 44 + 10)
            fixture.frame()
        }
        #expect(!kept(table).isEmpty, "cells were kept for reuse")
        // The frames drawn from damage alone are the whole scene redrawn: no hidden cell left
        // pixels behind, and every cell shown in place was repainted.
        let whole = fixture.owner.snapshot()
        #expect(differing(fixture.bitmap, whole) == 0, "pixels differ from the whole scene redrawn")
        let (fresh, other) = try tableScene(again) { $0.showsVerticalScrollIndicator = false }
        other.contentOffset = table.contentOffset
        fresh.frame()
        #expect(other.visibleRows == table.visibleRows)
        #expect(differing(fixture.bitmap, fresh.bitmap) == 0, "pixels differ from a table moved there in one step")
    }

    /// How many pixels of two bitmaps of the same size differ.
    func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        var count = 0
        for y in 0..<a.size.height {
            for x in 0..<a.size.width where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    @Test("A reused cell is measured for its new text: a wrapping row shown by a kept cell grows, the short row after it is 44 pt")
    func reusedCellMeasuresNewText() throws {
        let data = data(tall: [20])
        defer { withExtendedLifetime(data) {} }
        let (fixture, table) = try tableScene(data)
        let made = table.createdCellCount
        table.contentOffset = Point(x: 0, y: 12 * 44)
        fixture.frame()
        #expect(table.createdCellCount == made, "rows 11… were shown by kept cells")
        let tall = try #require(table.cellForRow(at: TableIndexPath(row: 20, section: 0)))
        let sizing = TableCell(style: .value1)
        sizing.textLabel.text = tall.textLabel.text
        sizing.detailTextLabel.text = "20 min"
        fixture.root.addChild(sizing)
        let expected = sizing.sizeThatFits(ProposedSize(width: table.frame.width, height: nil)).height
        sizing.removeFromParent()
        #expect(expected > 60, "the long title wraps")
        #expect(table.rectForRow(at: TableIndexPath(row: 20, section: 0)).height == expected)
        #expect(tall.frame.height == expected)
        #expect(table.rectForRow(at: TableIndexPath(row: 21, section: 0)).height == 44)
        let label = tall.textLabel.frame
        #expect(label.maxY <= tall.frame.height && label.height > 40, "the title's lines fit in the row")
    }

    @Test("Inside an animated insert a kept cell appears at its row at once and fades in; the rows below slide")
    func reusedCellInAnimatedInsert() throws {
        let data = data()
        defer { withExtendedLifetime(data) {} }
        let (fixture, table) = try tableScene(data)
        table.contentOffset = Point(x: 0, y: 22)
        fixture.frame()
        table.contentOffset = Point(x: 0, y: 4 * 44)
        fixture.frame()
        #expect(!kept(table).isEmpty)
        let below = try #require(table.cellForRow(at: TableIndexPath(row: 6, section: 0)))
        let made = table.createdCellCount
        data.sections[0].rows.insert(.init(title: "Inserted", detail: "new", style: .value1), at: 6)
        table.insertRows(at: [TableIndexPath(row: 6, section: 0)], animated: true)
        fixture.frame()
        fixture.frame()
        let inserted = try #require(table.cellForRow(at: TableIndexPath(row: 6, section: 0)))
        #expect(table.createdCellCount == made, "the new row is shown by a kept cell")
        #expect(inserted.textLabel.text == "Inserted" && !inserted.isHidden)
        #expect(inserted.frame == table.rectForRow(at: TableIndexPath(row: 6, section: 0)), "not sliding from its old place")
        #expect(inserted.opacity < 1, "fading in")
        #expect(below.frame.minY > 6 * 44 && below.frame.minY < 7 * 44, "the row below slides down")
        fixture.settle()
        #expect(inserted.opacity == 1 && below.frame.minY == 7 * 44)
    }

    @Test("A kept cell taken by the app and put elsewhere shows there")
    func keptCellPutElsewhereShows() throws {
        let data = data()
        defer { withExtendedLifetime(data) {} }
        let (fixture, table) = try tableScene(data)
        table.contentOffset = Point(x: 0, y: 22)
        fixture.frame()
        table.contentOffset = Point(x: 0, y: 44)
        fixture.frame()
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "value1"))
        #expect(cell.isHidden, "still kept, in the content")
        let other = Node()
        fixture.place(other, at: Rect(x: 0, y: 0, width: 320, height: 44))
        other.addChild(cell)
        #expect(!cell.isHidden && !cell.isHiddenForReuse)
    }
}

