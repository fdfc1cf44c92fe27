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
        let data = TableData(rows: count, movable: true)
        let (fixture, table) = try tableScene(data, editing: true)
        return (fixture, table, data)
    }

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
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        let h = cell.reorderHandleCentre
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
        #expect(abs(cell.reorderHandleCentre.y - 300) < 1e-9, "the row follows the finger")
        #expect(table.contentOffset.y == 0, "nothing scrolls while the finger is outside the zones")
        fixture.run(seconds: 0.43)
        let o1 = table.contentOffset.y
        #expect(o1 > 0, "the finger 40 pt into the bottom zone scrolls")
        fixture.run(seconds: 1)
        let o2 = table.contentOffset.y
        #expect(abs(o2 - o1 - 300) < 1e-6, "half way into the zone: 300 pt/s (moved \(o2 - o1))")
        #expect(abs(cell.reorderHandleCentre.y - 440) < 1e-6, "the row stays under the finger")
        let destination = try #require(table.reorder?.destination)
        #expect(destination.row == expectedDestination(middle: cell.frame.midY, source: 2))
        #expect(destination.row > 10, "the drop place follows the scrolled content")

        fixture.run(seconds: 2)
        let o3 = table.contentOffset.y
        fixture.run(seconds: 1)
        let o4 = table.contentOffset.y
        #expect(abs(o4 - o3 - 525) < 1e-6, "nearer the edge, faster: 525 pt/s (moved \(o4 - o3))")
        #expect(abs(cell.reorderHandleCentre.y - 470) < 1e-6)

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

    /// The end of the content a held row is taken to.
    enum End: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case top, bottom
        var testDescription: String { rawValue }
    }

    @Test("Held at either edge the table scrolls to that end of the content and stops there (no more frames); the row drops first or last",
          arguments: End.allCases)
    func stopsAtEnd(_ end: End) throws {
        let (fixture, table, data) = try scene()
        let maximum = table.maximumContentOffset.y
        #expect(maximum == 100 * 44 - 480)
        if end == .top {
            table.contentOffset = Point(x: 0, y: maximum)
            fixture.settle()
        }
        // From the top: row 2 spans 88–132 on screen; from the end, row 95 spans 4180–4224: 260–304.
        let source = end == .bottom ? 2 : 95
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: source, section: 0)))
        let h = cell.reorderHandleCentre
        #expect(h.y == (end == .bottom ? 110 : 282))
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),\(end == .bottom ? 479 : 2)
        wait 9
        up 1
        """)
        fixture.run(seconds: 1)
        let early = table.contentOffset.y
        #expect(early > 0 && early < maximum, "on its way (at \(early))")
        fixture.run(seconds: 7.5)
        let limit = end == .bottom ? maximum : 0
        #expect(table.contentOffset.y == limit, "at the content's end, not past it")
        #expect(fixture.owner.animator.isAnimating(table.reorderAutoscrollKey) == false)
        #expect(fixture.owner.needsFrame == false, "a finger held at the end costs no frames")
        let last = TableIndexPath(row: end == .bottom ? 99 : 0, section: 0)
        #expect(table.reorder?.destination == last)
        fixture.run(seconds: 1)
        fixture.settle()
        #expect(data.sections[0].rows[last.row].title == "Row \(source)")
        #expect(data.moves.count == 1 && data.moves.first?.destination == last)
        #expect(table.cellForRow(at: last) === cell)
        #expect(cell.frame.minY == Double(last.row) * 44, "the row settled in its place")
        #expect(table.contentOffset.y == limit)
    }

    @Test("Across sections of a plain table a row held under the pinned header drops just below it, never under it",
          arguments: [0.608, 1.008, 1.308, 1.708, 2.208])
    func dropsBelowPinnedHeader(holding seconds: Double) throws {
        // Eight sections A–H of a 28-pt header and five 44-pt rows (248 pt each), from the end.
        let data = TableData(sections: "ABCDEFGH".map { letter in
            .init(header: "\(letter)", footer: nil, rows: (0..<5).map { .init(title: "\(letter)\($0)") })
        })
        data.movable = true
        let (fixture, table) = try tableScene(data, editing: true)
        table.contentOffset = Point(x: 0, y: table.maximumContentOffset.y)
        fixture.settle()
        let source = TableIndexPath(row: 3, section: 7)
        let cell = try #require(table.cellForRow(at: source))
        let h = cell.reorderHandleCentre
        // The finger goes 10 pt below the top (525 pt/s up): the held row's middle is under the
        // header pinned there while the table scrolls up through the sections, then lifts
        // (0.6 to 2.2 s later, with the header fully pinned or pushed up by its section's end).
        try fixture.start("""
        down 1 \(h.x),\(h.y)
        wait 0.05
        move 1 \(h.x),10
        wait \(seconds)
        up 1
        """)
        // The lift falls between two frames: the last frame before it is looked at.
        fixture.run(seconds: 0.05 + seconds - 0.004)
        let scrolled = table.contentOffset.y
        #expect(scrolled > 200 && scrolled < table.maximumContentOffset.y - 200, "scrolled up through the sections (at \(scrolled))")
        let held = try #require(table.reorder?.destination)
        fixture.run(seconds: 0.5)
        fixture.settle()
        #expect(table.reorder == nil && data.moves.count == 1)
        let destination = try #require(data.moves.first?.destination)
        #expect(destination == held, "the row lands where its gap was")
        #expect(table.cellForRow(at: destination) === cell)
        let top = table.contentOffset.y
        #expect(top == scrolled, "the drop does not scroll")
        // The header at the top: pinned (or pushed up by its section's end).
        let headers = table.visibleHeaders.map { "\($0.key): \($0.value.frame.minY)–\($0.value.frame.maxY)" }
        let header = try #require(table.visibleHeaders.values.first { $0.frame.minY <= top + 1e-9 && $0.frame.maxY > top },
                                  "headers \(headers), the top at \(top)")
        #expect(cell.frame.minY >= header.frame.maxY - 1e-9,
                "the row settled \(header.frame.maxY - cell.frame.minY) pt under the header at the top")
        #expect(cell.frame.minY < header.frame.maxY + 44, "the first place below the header")
        #expect(data.titles.joined().count == 40 && data.titles[destination.section][destination.row] == "H3")
    }

    @Test("Rows that scroll into view while a row is held are already moved out of its way")
    func rowsAppearingAreShifted() throws {
        let (fixture, table, _) = try scene()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        let h = cell.reorderHandleCentre
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
            #expect(abs(row.frame.minY - (Double(path.row) * 44 + shift)) < 1e-6 || fixture.owner.animator.isAnimating(Animator.Key(node: row, property: .frame)),
                    "row \(path.row) at \(row.frame.minY)")
        }
        #expect(table.content.children.last === cell, "the held row stays above the rows that appear")
        fixture.run(seconds: 1)
        fixture.settle()
    }
}
