import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Reordering by the handle across sections (HIG §1.10), through touch scripts on the virtual
/// clock: the rows and headers in the way move aside while the finger is down, the dropped row
/// settles in its new section, and the data source hears the move.
@MainActor
@Suite("Table view: reorder across sections")
struct TableReorderTests {
    func scene(_ data: TableData) throws -> (SceneHarness, TableView) { try tableScene(data, editing: true) }

    func section(_ title: String, rows: Int) -> TableData.Section {
        .init(header: title, footer: nil, rows: (0..<rows).map { .init(title: "\(title)\($0)") })
    }

    @Test("A row dragged by its handle into the next section moves there; rows and the header in the way move aside while the finger is down")
    func acrossSections() throws {
        let data = TableData(sections: [section("A", rows: 3), section("B", rows: 3)])
        data.movable = true
        let (fixture, table) = try scene(data)
        let a1 = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
        let b0 = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 1)))
        let b1 = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 1)))
        let headerB = try #require(table.visibleHeaders[1])
        // Plain headers are 28 pt: A0 28–72, A1 72–116, A2 116–160, header B 160–188, B0 188–232.
        #expect(a1.frame.minY == 72 && b0.frame.minY == 188 && headerB.frame.minY == 160)
        // The dragged row's middle goes from 94 to 220: past B0's middle (210), before B1's (254).
        let h = a1.reorderHandleCentre
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),\(h.y + 40)
        wait 0.05
        move 1 \(h.x),\(h.y + 90)
        wait 0.05
        move 1 \(h.x),\(h.y + 126)
        wait 0.5
        up 1
        """)
        fixture.run(seconds: 0.5)
        #expect(a1.frame.minY == 72 + 126, "the row follows the finger")
        #expect(headerB.frame.minY == 160 - 44, "B's header moved up into A1's old place")
        #expect(b0.frame.minY == 188 - 44, "B0 moved up above the dragged row")
        #expect(b1.frame.minY == 232, "B1 stays below the gap")
        #expect(data.moves.isEmpty, "nothing moves before the finger lifts")
        fixture.run(seconds: 0.2)
        fixture.settle()
        #expect(data.titles == [["A0", "A2"], ["B0", "A1", "B1", "B2"]])
        #expect(data.moves.count == 1)
        #expect(data.moves.first?.source == TableIndexPath(row: 1, section: 0))
        #expect(data.moves.first?.destination == TableIndexPath(row: 1, section: 1))
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
        #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 1)) === a1)
        #expect(a1.frame.minY == 116 + 28 + 44, "settled below B0")
        #expect(a1.shadow == nil)
        #expect(a1.isLastInSection == false && table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.isLastInSection == true)
        #expect(table.contentOffset.y == 0, "the handle's drag did not scroll")
    }

    @Test("A row can be dropped into an empty section, under its header")
    func intoEmptySection() throws {
        let data = TableData(sections: [section("A", rows: 2), section("B", rows: 0), section("C", rows: 2)])
        data.movable = true
        let (fixture, table) = try scene(data)
        let a0 = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        // A0 28–72 (middle 50), A1 72–116, header B 116–144: the middle goes to 130.
        let h = a0.reorderHandleCentre
        try fixture.playInFrames("drag \(h.x),\(h.y) \(h.x),\(h.y + 80) duration=0.6")
        #expect(data.titles == [["A1"], ["A0"], ["C0", "C1"]])
        #expect(data.moves.first?.destination == TableIndexPath(row: 0, section: 1))
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 1)) === a0)
        #expect(a0.frame.minY == 28 + 44 + 28)
    }

    @Test("The delegate can redirect a move: rows kept in their own section land at its end")
    func redirected() throws {
        let data = TableData(sections: [section("A", rows: 3), section("B", rows: 3)])
        data.movable = true
        data.moveTarget = { source, proposed in
            proposed.section == source.section ? proposed : TableIndexPath(row: 2, section: source.section)
        }
        let (fixture, table) = try scene(data)
        let a0 = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        let h = a0.reorderHandleCentre
        try fixture.playInFrames("drag \(h.x),\(h.y) \(h.x),\(h.y + 200) duration=0.6")
        #expect(data.titles == [["A1", "A2", "A0"], ["B0", "B1", "B2"]])
        #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0)) === a0)
        #expect(a0.frame.minY == 28 + 88)
        let b0 = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 1)))
        #expect(b0.frame.minY == 188, "B's rows are back in place")
    }
}
