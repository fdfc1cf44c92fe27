import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Table view")
struct TableViewTests {
    func scene(_ data: TableData, style: TableViewStyle = .plain) throws -> (SceneHarness, TableView) {
        let fixture = try SceneHarness()
        let table = TableView(style: style)
        table.dataSource = data
        table.delegate = data
        fixture.place(table, at: Rect(x: 0, y: 0, width: 320, height: 480))
        return (fixture, table)
    }

    func rows(_ n: Int, prefix: String = "Row") -> [TableData.Row] { (0..<n).map { .init(title: "\(prefix) \($0)") } }

    /// The screen point at the centre of the row.
    func centre(of table: TableView, _ path: TableIndexPath) -> Point {
        let r = table.rectForRow(at: path)
        return table.content.convert(Point(x: r.midX, y: r.midY), to: nil)
    }

    @Test("A table header view sits above the first section, as wide as the content, and scrolls with the rows by finger",
          arguments: [TableViewStyle.plain, .insetGrouped])
    func tableHeaderView(style: TableViewStyle) throws {
        let data = TableData(sections: [.init(header: "People", footer: nil, rows: rows(30)),
                                        .init(header: "More", footer: nil, rows: rows(5))])
        let (fixture, table) = try scene(data, style: style)
        let plainHeight = table.contentSize.height
        let filter = SearchBar(placeholder: "Filter")
        filter.name = "filter"
        table.tableHeaderView = filter
        fixture.owner.layoutIfNeeded()
        let h = filter.frame.height
        #expect(h == filter.sizeThatFits(ProposedSize(width: 320, height: nil)).height && h > 30)
        #expect(filter.frame == Rect(x: 0, y: 0, width: 320, height: h), "at the content's top, its full width")
        #expect(filter.parent === table.content, "in the content: it scrolls with the rows")
        #expect(table.contentSize.height == plainHeight + h)
        let first = TableIndexPath(row: 0, section: 0)
        let headerHeight = table.headerHeight(forSection: 0)
        #expect(table.rectForRow(at: first).minY == h + headerHeight, "the first section starts below the header view")
        #expect(table.indexPathForRow(at: Point(x: 160, y: h / 2)) == nil, "no row under the header view")
        // A finger drag of 100 pt moves the header view and the rows 100 pt up.
        let rowY = try #require(table.cellForRow(at: first)).convert(Point.zero, to: nil).y
        try fixture.play("down 1 160,400\nwait 0.02\nmove 1 160,385\nwait 0.02\nmove 1 160,285\nwait 0.5\nup 1")
        #expect(table.contentOffset.y == 100)
        #expect(filter.convert(Point.zero, to: nil).y == -100)
        #expect(try #require(table.cellForRow(at: first)).convert(Point.zero, to: nil).y == rowY - 100)
        // A tap on a row still selects it; the header view survives a reload.
        try fixture.play("tap \(centre(of: table, TableIndexPath(row: 5, section: 0)).x),\(centre(of: table, TableIndexPath(row: 5, section: 0)).y)")
        #expect(data.selected == [TableIndexPath(row: 5, section: 0)])
        table.reloadData()
        fixture.owner.layoutIfNeeded()
        #expect(filter.parent === table.content && table.contentSize.height == plainHeight + h)
        // Taken away, the rows move back up.
        table.tableHeaderView = nil
        fixture.owner.layoutIfNeeded()
        #expect(filter.parent == nil && table.contentSize.height == plainHeight)
        #expect(table.rectForRow(at: first).minY == headerHeight)
    }

    @Test("A 100,000-row table flung end to end keeps about one screen of cells")
    func reuseBoundsCells() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(100_000))])
        let (fixture, table) = try scene(data)
        let screenful = table.visibleRows.count
        #expect(screenful == 11, "480 pt of 44-pt rows")
        try fixture.playInFrames("drag 160,400 160,60 duration=0.1", framesAfter: 10)
        #expect(table.isDecelerating)
        var mostCells = 0, mostChildren = 0
        // Fling on with UIKit's physics, 1,000,000 pt/s flicks, until the end.
        for _ in 0..<100 where table.contentOffset.y < table.maximumContentOffset.y - 1 {
            table.endDragging(velocity: Point(x: 0, y: 1_000_000))
            for _ in 0..<20 {
                fixture.frame()
                // Cells kept for reuse stay in the content, hidden.
                mostCells = max(mostCells, table.content.children.filter { !$0.isHidden }.count)
                mostChildren = max(mostChildren, table.content.children.count)
            }
        }
        fixture.settle()
        #expect(table.contentOffset.y == table.maximumContentOffset.y)
        #expect(table.visibleRows.last == TableIndexPath(row: 99_999, section: 0))
        #expect(table.createdCellCount <= screenful + 1 + ControlMetrics.tableReusePoolLimit,
                "cells made: \(table.createdCellCount)")
        #expect(mostCells <= screenful + 1)
        #expect(mostChildren <= screenful + 1 + ControlMetrics.tableReusePoolLimit, "shown and kept cells together")
        #expect(table.reusableCellCount + table.visibleRows.count <= screenful + 1 + ControlMetrics.tableReusePoolLimit)
        #expect(data.cellRequests > 1000, "rows were configured all the way down")
    }

    @Test("The separator is the content view's own drawing: a hairline from the text's start on every row but the section's last, then an app's drawHandler")
    func separatorDrawing() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(3))])
        let (fixture, table) = try tableScene(data)
        let first = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        let last = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        var handled = 0
        first.contentView.drawHandler = { context in
            handled += 1
            context.canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), paint: .color(Color(hex: 0xFF0000)))
        }
        fixture.frame()
        #expect(handled == 1, "an app's drawHandler on the content view still runs")
        // Row 0: its bottom pixel row is the hairline from the text's start to the trailing
        // edge; the background before it.
        let y = Int(first.frame.maxY) - 1
        let start = Int(first.content.separatorStart)
        let background = fixture.bitmap[start - 2, y]
        let hairline = fixture.bitmap[start + 40, y]
        #expect(background == fixture.bitmap[300, y - 3], "no hairline before the text's start")
        #expect(hairline != background, "the hairline from the text's start")
        #expect(fixture.bitmap[310, y] == hairline, "to the trailing edge")
        // The drawHandler drew after the separator, in the content view's coordinates.
        #expect(fixture.bitmap[1, Int(first.frame.minY) + 1] & 0x00FF_FFFF == 0xFF0000)
        // The section's last row has none.
        let lastY = Int(last.frame.maxY) - 1
        #expect(!last.showsSeparator && !last.content.showsSeparator)
        #expect(fixture.bitmap[300, lastY] == fixture.bitmap[300, lastY - 3])
    }

    @Test("separatorColor: the theme's translucent separator by default, any colour when set, on rows shown and rows that enter later")
    func separatorColor() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(40))])
        let (fixture, table) = try tableScene(data)
        fixture.frame()
        let first = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        func hairline(_ cell: TableCell) -> UInt32 {
            let p = cell.convert(Point(x: cell.content.separatorStart + 40, y: cell.frame.height - 0.5), to: nil)
            return fixture.bitmap[Int(p.x), Int(p.y)] & 0x00FF_FFFF
        }
        // The default, 3C3C43 at 29 %, over the row's white is C6C6C8: iOS's opaque separator is
        // that blend.
        #expect(hairline(first) == 0xC6C6C8)
        table.separatorColor = .fixed(Color(hex: 0x000000, alpha: 0.5))
        fixture.frame()
        let half = hairline(first)
        #expect((0x7F...0x80).contains(half & 0xFF) && (half >> 8) & 0xFF == half & 0xFF && half >> 16 == half & 0xFF,
                "black at 50 % over white is mid grey, a blend: \(String(half, radix: 16))")
        table.separatorColor = .fixed(Color(hex: 0x123456))
        fixture.frame()
        #expect(hairline(first) == 0x123456, "a row on screen takes the new colour")
        // A row that enters afterwards (a new cell, or one from the reuse pool) has it too.
        table.contentOffset = Point(x: 0, y: 900)
        fixture.frame()
        let entered = try #require(table.cellForRow(at: TableIndexPath(row: 25, section: 0)))
        #expect(hairline(entered) == 0x123456)
    }

    @Test("A highlighted row keeps the separators along it hidden while the table scrolls; one that scrolls away highlighted leaves no fill behind")
    func highlightedRowSeparatorsWhileScrolling() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(60))])
        let (fixture, table) = try scene(data)
        fixture.frame()
        func shows(_ row: Int) throws -> Bool {
            try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0))).showsSeparator
        }
        #expect(table.indexPathsForSelectedRows.isEmpty)
        let five = try #require(table.cellForRow(at: TableIndexPath(row: 5, section: 0)))
        five.isHighlighted = true
        #expect(try shows(4) == false && shows(5) == false && shows(6) == true)
        // Scrolling lays every row out again and brings new ones in: the highlight still hides
        // the hairlines along row 5, and only those.
        table.contentOffset = Point(x: 0, y: 100)
        fixture.frame()
        #expect(try shows(4) == false && shows(5) == false && shows(3) == true && shows(6) == true)
        five.isHighlighted = false
        table.contentOffset = Point(x: 0, y: 120)
        fixture.frame()
        #expect(try shows(4) == true && shows(5) == true)
        // Highlighted as it scrolls off screen: the table no longer counts it, the rows that
        // enter show their hairlines, and handed out again it is not highlighted.
        let ten = try #require(table.cellForRow(at: TableIndexPath(row: 10, section: 0)))
        ten.isHighlighted = true
        #expect(!table.highlightedCells.isEmpty)
        table.contentOffset = Point(x: 0, y: 1200)
        fixture.frame()
        #expect(table.highlightedCells.isEmpty)
        let shown = table.visibleCells.keys.map(\.row).sorted()
        for row in shown.dropLast() { #expect(try shows(row), "row \(row)") }
        #expect(!table.visibleCells.values.contains { $0.isHighlighted })
        // Selecting a row turns the neighbour lookups back on.
        let middle = try #require(shown.dropFirst(3).first)
        table.selectRow(at: TableIndexPath(row: middle, section: 0), animated: false)
        table.contentOffset = Point(x: 0, y: 1210)
        fixture.frame()
        #expect(try shows(middle - 1) == false && shows(middle) == false && shows(middle + 1) == true)
    }

    @Test("Rows are as tall as their text: a long title wraps and the row grows past 44 pt")
    func varyingHeights() throws {
        var list = rows(3)
        list[1].title = "A title long enough that it has to wrap onto a second and perhaps a third line in this row"
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: list)])
        let (_, table) = try scene(data)
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 0)).height == 44)
        let tall = table.rectForRow(at: TableIndexPath(row: 1, section: 0))
        #expect(tall.height >= 66)
        #expect(table.rectForRow(at: TableIndexPath(row: 2, section: 0)).minY == 44 + tall.height)
    }

    @Test("A tap selects the row and tells the delegate; deselecting on return fades the highlight")
    func selection() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(20))])
        let (fixture, table) = try scene(data)
        let p = centre(of: table, TableIndexPath(row: 3, section: 0))
        try fixture.start("down 1 \(p.x),\(p.y)\nwait 0.1\nup 1")
        fixture.run(seconds: 0.05)
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0))?.isHighlighted == true)
        fixture.run(seconds: 0.2)
        #expect(data.selected == [TableIndexPath(row: 3, section: 0)])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 3, section: 0))
        table.deselectSelectedRow(animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        fixture.settle()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 3, section: 0)))
        #expect(!cell.isSelected && cell.contentView.background == nil, "a plain row at rest shows the table's background")
    }

    @Test("A drag that starts on a row takes its highlight away and selects nothing")
    func scrollCancelsRowHighlight() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(50))])
        let (fixture, table) = try scene(data)
        try fixture.start("down 1 160,200\nwait 0.1\nmove 1 160,170\nwait 0.05\nmove 1 160,120\nwait 0.05\nup 1")
        fixture.run(seconds: 0.08)
        #expect(table.visibleCells.values.contains { $0.isHighlighted })
        fixture.run(seconds: 0.2)
        #expect(!table.visibleCells.values.contains { $0.isHighlighted })
        fixture.settle()
        #expect(data.selected.isEmpty)
        #expect(table.contentOffset.y > 0)
    }

    @Test("A tap on a gliding table stops it and selects nothing")
    func tapStopsFling() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(500))])
        let (fixture, table) = try scene(data)
        try fixture.playInFrames("drag 160,400 160,100 duration=0.1", framesAfter: 10)
        #expect(table.isMoving)
        try fixture.playInFrames("tap 160,240", framesAfter: 1)
        #expect(!table.isMoving)
        let stopped = table.contentOffset.y
        fixture.settle()
        #expect(table.contentOffset.y == stopped)
        #expect(data.selected.isEmpty)
    }

    @Test("The detail button has its own action: it does not select the row")
    func detailButton() throws {
        var list = rows(5)
        list[2].accessory = .detailDisclosure
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: list)])
        let (fixture, table) = try scene(data)
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        let button = try #require(cell.detailButton)
        let p = button.convert(button.bounds.center, to: nil)
        try fixture.playInFrames("tap \(p.x),\(p.y)")
        #expect(data.detailTapped == [TableIndexPath(row: 2, section: 0)])
        #expect(data.selected.isEmpty)
    }

    @Test("Swipe to delete: a swipe reveals the red Delete, tapping it removes the row and the rows below move up")
    func swipeToDelete() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(10))])
        let (fixture, table) = try scene(data)
        let p = centre(of: table, TableIndexPath(row: 2, section: 0))
        try fixture.playInFrames("drag \(p.x + 100),\(p.y) \(p.x - 60),\(p.y) duration=0.3")
        #expect(table.revealedRow == TableIndexPath(row: 2, section: 0))
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        let delete = try #require(cell.actionButtons.first as? TableSwipeActionButton)
        #expect(delete.action.title == "Delete" && delete.action.style == .destructive)
        #expect(delete.background == .color(.system(.systemRed)))
        #expect(abs(cell.revealedWidth - cell.actionsWidth) < 1e-3)
        #expect(table.contentOffset.y == 0, "the swipe did not scroll")
        let below = try #require(table.cellForRow(at: TableIndexPath(row: 3, section: 0)))
        let d = delete.convert(delete.bounds.center, to: nil)
        try fixture.playInFrames("tap \(d.x),\(d.y)")
        #expect(data.titles == [["Row 0", "Row 1", "Row 3", "Row 4", "Row 5", "Row 6", "Row 7", "Row 8", "Row 9"]])
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0)) === below)
        #expect(below.frame.minY == 88)
        #expect(table.revealedRow == nil)
        #expect(data.selected.isEmpty)
    }

    @Test("A tap elsewhere closes a swiped row without selecting; a swipe back closes it too")
    func closeSwipe() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(10))])
        let (fixture, table) = try scene(data)
        let p = centre(of: table, TableIndexPath(row: 1, section: 0))
        try fixture.playInFrames("drag \(p.x + 100),\(p.y) \(p.x - 60),\(p.y) duration=0.3")
        #expect(table.revealedRow != nil)
        try fixture.playInFrames("tap 100,300")
        #expect(table.revealedRow == nil)
        #expect(data.selected.isEmpty)
        #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.revealedWidth == 0)
    }

    @Test("Trailing swipe actions: the delegate's actions show, first outermost, and run with the row")
    func customActions() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(10))])
        final class Log: @unchecked Sendable { var flagged: [TableIndexPath] = [] }
        let log = Log()
        data.customActions = [
            TableSwipeAction(style: .destructive, title: "Delete") { _ in },
            TableSwipeAction(title: "Flag", backgroundColor: .system(.systemOrange)) { path in log.flagged.append(path) }
        ]
        let (fixture, table) = try scene(data)
        let p = centre(of: table, TableIndexPath(row: 4, section: 0))
        try fixture.playInFrames("drag \(p.x + 100),\(p.y) \(p.x - 55),\(p.y) duration=0.3")
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 4, section: 0)))
        let buttons = cell.actionButtons.compactMap { $0 as? TableSwipeActionButton }
        #expect(buttons.map(\.action.title) == ["Delete", "Flag"])
        #expect(buttons[0].frame.minX > buttons[1].frame.minX, "the first action is outermost (trailing)")
        let flag = buttons[1].convert(buttons[1].bounds.center, to: nil)
        try fixture.playInFrames("tap \(flag.x),\(flag.y)")
        #expect(log.flagged == [TableIndexPath(row: 4, section: 0)])
        #expect(table.revealedRow == nil)
    }

    @Test("Edit mode: the minus turns and reveals Delete, Delete removes the row; the plus inserts")
    func editMode() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(6))])
        data.insertRows = [0]
        let (fixture, table) = try scene(data, style: .insetGrouped)
        table.setEditing(true, animated: true)
        fixture.settle()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        #expect(!cell.editControl.isHidden && !cell.editControl.isInsert)
        #expect(cell.textLabel.frame.minX == 16 + 38, "the content moved over for the control")
        let minus = cell.editControl.convert(cell.editControl.bounds.center, to: nil)
        try fixture.playInFrames("tap \(minus.x),\(minus.y)")
        #expect(cell.editControl.rotation == 1, "the minus turned vertical")
        #expect(table.revealedRow == TableIndexPath(row: 2, section: 0))
        let delete = try #require(cell.actionButtons.first)
        let d = delete.convert(delete.bounds.center, to: nil)
        try fixture.playInFrames("tap \(d.x),\(d.y)")
        #expect(data.titles == [["Row 0", "Row 1", "Row 3", "Row 4", "Row 5"]])
        let plusCell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(plusCell.editControl.isInsert)
        let plus = plusCell.editControl.convert(plusCell.editControl.bounds.center, to: nil)
        try fixture.playInFrames("tap \(plus.x),\(plus.y)")
        #expect(data.titles == [["New", "Row 0", "Row 1", "Row 3", "Row 4", "Row 5"]])
        #expect(table.numberOfRows(inSection: 0) == 6)
        table.setEditing(false, animated: false)
        #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.editControl.isHidden == true)
    }

    @Test("Reorder by drag: the handle moves the row to where it is dropped and the data source hears it")
    func reorder() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(8))])
        data.movable = true
        let (fixture, table) = try scene(data)
        table.setEditing(true, animated: false)
        fixture.settle()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
        let handle = cell.reorderControl.convert(cell.reorderControl.bounds.center, to: nil)
        try fixture.playInFrames("drag \(handle.x),\(handle.y) \(handle.x),\(handle.y + 44 * 3 + 8) duration=0.6")
        #expect(data.titles == [["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5", "Row 6", "Row 7"]])
        #expect(table.cellForRow(at: TableIndexPath(row: 4, section: 0)) === cell)
        #expect(cell.frame.minY == 44 * 4)
        #expect(table.contentOffset.y == 0, "the handle's drag did not scroll")
    }

    @Test("The section index on the trailing edge: a tap and a drag along it jump to sections")
    func sectionIndex() throws {
        let letters = (0..<10).map { String(UnicodeScalar(65 + $0)!) }
        let data = TableData(sections: letters.map { .init(header: $0, footer: nil, rows: rows(12, prefix: $0)) })
        data.indexTitles = letters
        let (fixture, table) = try scene(data)
        let index = table.sectionIndex
        #expect(!index.isHidden && index.frame.maxX == 320)
        func entryPoint(_ i: Int) -> Point {
            let top = (index.bounds.height - index.entriesHeight) / 2
            return index.convert(Point(x: index.bounds.midX, y: top + (Double(i) + 0.5) * ControlMetrics.tableIndexEntryHeight), to: nil)
        }
        let c = entryPoint(2)
        try fixture.playInFrames("tap \(c.x),\(c.y)")
        let sectionC = table.geometry.offset(ofItem: table.geometry.headerIndex(of: 2))
        #expect(table.contentOffset.y == sectionC)
        let from = entryPoint(3), to = entryPoint(7)
        var seen: [Double] = []
        table.addScrollObserver { seen.append($0.contentOffset.y) }
        try fixture.playInFrames("drag \(from.x),\(from.y) \(to.x),\(to.y) duration=0.5")
        let sectionH = table.geometry.offset(ofItem: table.geometry.headerIndex(of: 7))
        #expect(table.contentOffset.y == sectionH)
        #expect(seen.contains(table.geometry.offset(ofItem: table.geometry.headerIndex(of: 5))), "it passed through F")
        #expect(data.selected.isEmpty)
    }

    @Test("Animated insert: the new row fades in while the rows below slide down")
    func animatedInsert() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(5))])
        let (fixture, table) = try scene(data)
        let below = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        data.sections[0].rows.insert(.init(title: "Inserted"), at: 2)
        table.insertRows(at: [TableIndexPath(row: 2, section: 0)], animated: true)
        fixture.frame()
        fixture.frame()
        let inserted = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        #expect(inserted.textLabel.text == "Inserted")
        #expect(inserted.opacity < 1)
        #expect(below.frame.minY > 88 && below.frame.minY < 132, "sliding")
        fixture.settle()
        #expect(inserted.opacity == 1 && below.frame.minY == 132)
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0)) === below)
    }

    @Test("Animated delete, move and reload keep the visible rows in step with the data")
    func animatedChanges() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows(6))])
        let (fixture, table) = try scene(data)
        let row4 = try #require(table.cellForRow(at: TableIndexPath(row: 4, section: 0)))
        data.sections[0].rows.remove(at: 1)
        table.deleteRows(at: [TableIndexPath(row: 1, section: 0)], animated: true)
        fixture.settle()
        #expect(row4.frame.minY == 132 && table.indexPath(for: row4) == TableIndexPath(row: 3, section: 0))
        let moved = data.sections[0].rows.remove(at: 0)
        data.sections[0].rows.insert(moved, at: 3)
        table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 0), animated: true)
        fixture.settle()
        #expect(table.visibleRows.map { table.cellForRow(at: $0)?.textLabel.text ?? "" } == data.titles[0])
        data.sections[0].rows[2].title = "Reloaded"
        table.reloadRows(at: [TableIndexPath(row: 2, section: 0)], animated: true)
        fixture.settle()
        #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0))?.textLabel.text == "Reloaded")
        #expect(table.content.children.filter { $0 is TableCell && !$0.isHidden }.count == 5)
    }

    @Test("Plain headers stay pinned at the top while their section scrolls under them")
    func pinnedHeaders() throws {
        let data = TableData(sections: [.init(header: "A", footer: nil, rows: rows(20)),
                                         .init(header: "B", footer: nil, rows: rows(20))])
        let (fixture, table) = try scene(data)
        table.contentOffset = Point(x: 0, y: 300)
        fixture.frame()
        let header = try #require(table.visibleHeaders[0])
        #expect(header.frame.minY == 300)
        // Near the end of A, B's header pushes A's up.
        let endOfA = table.geometry.offset(ofItem: table.geometry.footerIndex(of: 0))
        table.contentOffset = Point(x: 0, y: endOfA - 10)
        fixture.frame()
        #expect(table.visibleHeaders[0]?.frame.maxY == endOfA)
    }

    @Test("A table laid out again before its first frame keeps its section index, in a tab bar app reaching past the screen's bottom (a gallery sample)")
    func secondLayoutKeepsIndex() throws {
        let letters = (0..<8).map { String(UnicodeScalar(65 + $0)!) }
        let data = TableData(sections: letters.map { .init(header: $0, footer: nil, rows: rows(4, prefix: $0)) })
        data.indexTitles = letters
        let fixture = try SceneHarness(width: 400, height: 300)
        let table = TableView(style: .plain)
        table.dataSource = data
        let controller = TabBarController(tabs: [Tab(system: .contacts, root: NavigationPage(title: "Contacts", content: table)),
                                                 Tab(system: .recents, root: NavigationFixtures.listPage("Recents"))])
        // 600 pt tall from y = 100 on a 300 pt screen: the tab bar lies beyond the bottom edge.
        fixture.place(controller, at: Rect(x: 0, y: 100, width: 390, height: 600))
        let index = table.sectionIndex.frame, inset = table.contentInset
        // A 400 × 300 screen has compact height: the tab bar is the compact 32 pt one.
        #expect(controller.tabBar.frame.height == ControlMetrics.tabBarCompactHeight)
        #expect(inset.bottom == ControlMetrics.tabBarCompactHeight)
        #expect(index.height == 600 - inset.top - ControlMetrics.tabBarCompactHeight)
        // A second layout before the first frame (an app restoring its state lays out early).
        controller.setNeedsLayout()
        fixture.owner.layoutIfNeeded()
        #expect(controller.tabBar.frame.height == ControlMetrics.tabBarCompactHeight, "the screen has no covered band at the bottom")
        #expect(table.contentInset == inset)
        #expect(table.sectionIndex.frame == index, "the index stays where the first layout put it")
        #expect(table.contentOffset.y == -inset.top)
        fixture.frame()
        #expect(table.sectionIndex.frame == index)
    }
}
