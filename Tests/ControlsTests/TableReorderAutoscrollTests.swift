import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Auto-scroll while a row is reordered (as UIKit does): a row held near the table's top or
/// bottom edge scrolls the table, faster the nearer the finger is to the edge, up to the
/// content's ends; the row stays under the finger and its drop place follows. Touch scripts on
/// the virtual clock, so speeds are exact.
@MainActor
@Suite("Table view: auto-scroll while reordering")
struct TableReorderAutoscrollTests {
    /// A 320 × 480 plain table of `count` 44-pt rows in edit mode, every row movable: its content
    /// is `count` × 44 pt tall, the auto-scroll zones are 80 pt deep (a sixth of 480).
    func scene(rows count: Int = 100) throws -> (SceneHarness, TableView, TableData) {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: (0..<count).map { .init(title: "Row \($0)") })])
        data.movable = true
        let fixture = try SceneHarness()
        let table = TableView(style: .plain)
        table.dataSource = data
        table.delegate = data
        fixture.place(table, at: Rect(x: 0, y: 0, width: 320, height: 480))
        table.setEditing(true, animated: false)
        fixture.settle()
        return (fixture, table, data)
    }

    func handle(of cell: TableCell) -> Point { cell.reorderControl.convert(cell.reorderControl.bounds.center, to: nil) }

    /// The row a row dragged from `source` lands on when its middle is at `middle` (content
    /// coordinates) in a table of 44-pt rows without headers: the rows other than the dragged
    /// one whose middles it has passed (reached, for rows after the source).
    func expectedDestination(middle: Double, source: Int) -> Int {
        let under = Int(middle / 44)
        let mid = Double(under) * 44 + 22
        let above = under + ((under > source ? middle >= mid : middle > mid) ? 1 : 0)
        return above - (source < above ? 1 : 0)
    }

    @Test("The speed is 0 outside the edge zones and rises linearly to 600 pt/s at the visible area's edges")
    func speedProfile() {
        func speed(_ y: Double) -> Double { TableReorder.autoscrollSpeed(finger: y, visibleTop: 0, visibleBottom: 480) }
        #expect(speed(240) == 0 && speed(80) == 0 && speed(400) == 0)
        #expect(abs(speed(440) - 300) < 1e-9 && abs(speed(470) - 525) < 1e-9)
        #expect(abs(speed(40) + 300) < 1e-9 && abs(speed(10) + 525) < 1e-9)
        #expect(speed(480) == 600 && speed(520) == 600 && speed(0) == -600 && speed(-30) == -600)
        // Insets (a bar over the content) move the zones with the visible area.
        #expect(TableReorder.autoscrollSpeed(finger: 100, visibleTop: 64, visibleBottom: 480) < 0)
        #expect(TableReorder.autoscrollSpeed(finger: 160, visibleTop: 64, visibleBottom: 480) == 0)
    }

    @Test("A row held near the bottom scrolls the table at the zone's speed, faster nearer the edge; it stays under the finger, the drop place follows, and leaving the zone stops the scroll")
    func holdsNearBottom() throws {
        let (fixture, table, data) = try scene()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let h = handle(of: cell)
        #expect(h.y == 110)
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),300
        wait 0.05
        move 1 \(h.x),440
        wait 3
        move 1 \(h.x),470
        wait 2
        move 1 \(h.x),240
        wait 1
        up 1
        """)
        fixture.run(seconds: 0.07)
        #expect(abs(handle(of: cell).y - 300) < 1e-9, "the row follows the finger")
        #expect(table.contentOffset.y == 0, "nothing scrolls while the finger is outside the zones")
        fixture.run(seconds: 0.43)
        let o1 = table.contentOffset.y
        #expect(o1 > 0, "the finger 40 pt into the bottom zone scrolls")
        fixture.run(seconds: 1)
        let o2 = table.contentOffset.y
        #expect(abs(o2 - o1 - 300) < 1e-6, "half way into the zone: 300 pt/s (moved \(o2 - o1))")
        #expect(abs(handle(of: cell).y - 440) < 1e-6, "the row stays under the finger")
        let destination = try #require(table.reorder?.destination)
        #expect(destination.row == expectedDestination(middle: cell.frame.midY, source: 2))
        #expect(destination.row > 10, "the drop place follows the scrolled content")

        fixture.run(seconds: 2)
        let o3 = table.contentOffset.y
        fixture.run(seconds: 1)
        let o4 = table.contentOffset.y
        #expect(abs(o4 - o3 - 525) < 1e-6, "nearer the edge, faster: 525 pt/s (moved \(o4 - o3))")
        #expect(abs(handle(of: cell).y - 470) < 1e-6)

        fixture.run(seconds: 1)
        let o5 = table.contentOffset.y
        fixture.run(seconds: 0.4)
        #expect(table.contentOffset.y == o5, "back in the middle, the scroll stopped")
        let last = try #require(table.reorder?.destination)
        #expect(last.row == expectedDestination(middle: cell.frame.midY, source: 2))
        fixture.run(seconds: 1)
        fixture.settle()
        #expect(table.reorder == nil)
        #expect(data.moves.count == 1 && data.moves.first?.destination == last)
        #expect(data.sections[0].rows[last.row].title == "Row 2")
        #expect(table.cellForRow(at: last) === cell)
        #expect(abs(cell.frame.minY - Double(last.row) * 44) < 1e-9, "the row settled in its place")
        #expect(table.contentOffset.y == o5, "the drop does not scroll")
    }

    @Test("Held at the bottom edge the table scrolls to the content's end and stops there (no more frames); the row drops last")
    func stopsAtBottomEnd() throws {
        let (fixture, table, data) = try scene()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let h = handle(of: cell)
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),479
        wait 9
        up 1
        """)
        fixture.run(seconds: 8.5)
        #expect(table.contentOffset.y == table.maximumContentOffset.y, "at the content's end, not past it")
        #expect(table.maximumContentOffset.y == 100 * 44 - 480)
        #expect(fixture.owner.animator.isAnimating(table.reorderAutoscrollKey) == false)
        #expect(fixture.owner.needsFrame == false, "a finger held at the end costs no frames")
        #expect(table.reorder?.destination == IndexPath(row: 99, section: 0))
        fixture.run(seconds: 1)
        fixture.settle()
        #expect(data.sections[0].rows.last?.title == "Row 2")
        #expect(data.moves.first?.destination == IndexPath(row: 99, section: 0))
        #expect(table.contentOffset.y == table.maximumContentOffset.y)
    }

    @Test("Held at the top edge the table scrolls back to the start and stops; the row drops first")
    func stopsAtTopEnd() throws {
        let (fixture, table, data) = try scene()
        table.contentOffset = Point(x: 0, y: table.maximumContentOffset.y)
        fixture.settle()
        // Row 95 spans 4180–4224: 260–304 on screen.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 95, section: 0)))
        let h = handle(of: cell)
        #expect(h.y == 282)
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),2
        wait 9
        up 1
        """)
        fixture.run(seconds: 1)
        let early = table.contentOffset.y
        #expect(early < table.maximumContentOffset.y && early > 0)
        fixture.run(seconds: 7.5)
        #expect(table.contentOffset.y == 0, "at the content's start, not past it")
        #expect(fixture.owner.needsFrame == false)
        #expect(table.reorder?.destination == IndexPath(row: 0, section: 0))
        fixture.run(seconds: 1)
        fixture.settle()
        #expect(data.sections[0].rows.first?.title == "Row 95")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(cell.frame.minY == 0)
    }

    @Test("Rows that scroll into view while a row is held are already moved out of its way")
    func rowsAppearingAreShifted() throws {
        let (fixture, table, _) = try scene()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let h = handle(of: cell)
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),440
        wait 2
        up 1
        """)
        fixture.run(seconds: 1.5)
        let destination = try #require(table.reorder?.destination)
        // Rows after the source and before the destination moved up into the gap it left;
        // rows from the destination on sit at their own places (below the held row).
        for path in table.visibleRows where table.cellForRow(at: path) !== cell {
            guard let row = table.cellForRow(at: path) else { continue }
            let shift = path.row > 2 && path.row <= destination.row ? -44.0 : 0
            #expect(abs(row.frame.minY - (Double(path.row) * 44 + shift)) < 1e-6 || fixture.owner.animator.isAnimating(Animator.Key(node: row, property: "frame")),
                    "row \(path.row) at \(row.frame.minY)")
        }
        #expect(table.content.children.last === cell, "the held row stays above the rows that appear")
        fixture.run(seconds: 1)
        fixture.settle()
    }
}
