import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Issue 37, HIG fidelity III (iOS 17/18 throughout): the table, alert, focus-ring and segmented
/// control defects an iOS designer found, asserted as geometry, state or pixel values.
@MainActor
@Suite("HIG fidelity III")
struct FidelityIIITests {
    /// A plain table of four lettered sections with an index (A–H), 320 × 480 at 2×, and its data
    /// (which the table holds weakly: keep it).
    func indexedTable(rtl: Bool = false) throws -> (SceneHarness, TableView, TableData) {
        let names = [["Aaron", "Abigail", "Adam"], ["Beatrice", "Ben"], ["Chloe", "Cleo", "Cora"], ["Dana", "David"]]
        let letters = ["A", "B", "C", "D"]
        let data = TableData(sections: zip(letters, names).map { letter, rows in
            .init(header: letter, footer: nil, rows: rows.map { .init(title: $0) })
        })
        data.indexTitles = letters + ["E", "F", "G", "H"]
        let fixture = try SceneHarness(width: 320, height: 480, direction: rtl ? .rightToLeft : .leftToRight, scale: 2)
        let table = TableView(style: .plain)
        table.dataSource = data
        table.delegate = data
        fixture.place(table, at: Rect(x: 0, y: 0, width: 320, height: 480))
        fixture.settle()
        return (fixture, table, data)
    }

    /// The pixel at a point of the harness's frame, as (r, g, b).
    func pixel(_ fixture: SceneHarness, _ p: Point, scale: Double = 2) -> (r: Int, g: Int, b: Int) {
        let v = fixture.bitmap[Int(p.x * scale), Int(p.y * scale)]
        return (Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF))
    }

    /// A node's bounds on screen (no transforms in these scenes).
    func screenRect(_ node: Node) -> Rect {
        let origin = node.convert(Point.zero, to: nil)
        return Rect(x: origin.x, y: origin.y, width: node.bounds.width, height: node.bounds.height)
    }

    func near(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int), _ tolerance: Int = 3) -> Bool {
        abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
    }

    // MARK: 16. Plain table beside an index

    @Test("16. Beside a section index, plain rows span the width (fill, selection, swipe); only their content is inset",
          arguments: [false, true])
    func rowsSpanTheWidthBesideAnIndex(rtl: Bool) throws {
        let (fixture, table, data) = try indexedTable(rtl: rtl)
        #expect(!table.sectionIndex.isHidden)
        let index = ControlMetrics.tableIndexWidth, margin = ControlMetrics.tableCellMargin
        for path in table.visibleRows {
            let cell = try #require(table.cellForRow(at: path))
            #expect(cell.frame.minX == 0 && cell.frame.width == 320, "row \(path) spans the width: \(cell.frame)")
            #expect(cell.contentView.frame.width == 320)
            // The title keeps the margin from the index's strip.
            let label = screenRect(cell.textLabel)
            if rtl {
                #expect(label.minX >= index + margin - 0.5, "clear of the index on the left: \(label)")
            } else {
                #expect(label.maxX <= 320 - index - margin + 0.5, "clear of the index on the right: \(label)")
            }
        }
        // A selected row's fill reaches the edge under the index.
        let ben = TableIndexPath(row: 1, section: 1)
        table.selectRow(at: ben, animated: false)
        fixture.settle()
        let cell = try #require(table.cellForRow(at: ben))
        let fillY = cell.convert(cell.bounds.center, to: nil).y
        let edgeX = rtl ? 2.0 : 318.0
        #expect(near(pixel(fixture, Point(x: edgeX, y: fillY)), pixel(fixture, Point(x: 160, y: fillY))),
                "the selection fill reaches the edge")
        // A swipe reveals Delete at the screen's edge.
        let swiped = TableIndexPath(row: 0, section: 2)
        let row = try #require(table.cellForRow(at: swiped))
        let centre = row.convert(row.bounds.center, to: nil)
        let end = rtl ? centre.x + 150 : centre.x - 150
        try fixture.playInFrames("drag \(centre.x),\(centre.y) \(end),\(centre.y) duration=0.4")
        fixture.settle()
        #expect(table.revealedRow == swiped)
        #expect(data.sections[2].rows.count == 3, "revealed, not deleted")
        let actions = screenRect(row.actionsView)
        #expect(actions.width > 0)
        if rtl { #expect(abs(actions.minX) < 0.5, "Delete at the left edge: \(actions)") }
        else { #expect(abs(actions.maxX - 320) < 0.5, "Delete at the right edge: \(actions)") }
        // Its title keeps clear of the index that lies over it.
        let button = try #require(row.actionButtons.first as? TableSwipeActionButton)
        let title = screenRect(button.titleNode)
        if rtl { #expect(title.minX >= index - 0.5, "Delete's title clear of the index: \(title)") }
        else { #expect(title.maxX <= 320 - index + 0.5, "Delete's title clear of the index: \(title)") }
    }

    @Test("16. No hairline under a section header: the first row of each section starts with its own fill")
    func noSeparatorUnderHeaders() throws {
        // The data source is held weakly by the table: keep it for the test's length.
        let (fixture, table, data) = try indexedTable()
        defer { withExtendedLifetime(data) {} }
        for section in 0..<2 {
            let header = try #require(table.visibleHeaders[section])
            let bottom = screenRect(header).maxY
            let first = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: section)))
            let middle = first.convert(first.bounds.center, to: nil)
            // The two device pixels right below the header are the row's background.
            for dy in [0.25, 0.75] {
                #expect(near(pixel(fixture, Point(x: 160, y: bottom + dy)), pixel(fixture, Point(x: 160, y: middle.y + 10))),
                        "no hairline under header \(section) (at \(bottom + dy))")
            }
        }
        // Between two rows of a section the hairline is there (the sampling sees one).
        let aaron = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        let line = screenRect(aaron).maxY - 0.25
        #expect(!near(pixel(fixture, Point(x: 160, y: line)), pixel(fixture, Point(x: 160, y: line - 10))))
    }

    // MARK: 23. Separators along filled rows

    @Test("23. No separator between two adjacent selected rows, nor along a filled row's top and bottom")
    func noSeparatorsAlongFilledRows() throws {
        let rows = (0..<6).map { TableData.Row(title: "Message \($0)") }
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: rows)])
        let (fixture, table) = try tableScene(data) { $0.allowsMultipleSelectionDuringEditing = true }
        table.setEditing(true, animated: false)
        fixture.settle()
        for row in [1, 2] { try fixture.play(table.tapScript(row: row)) }
        fixture.settle()
        #expect(table.indexPathsForSelectedRows.map(\.row) == [1, 2])
        func shows(_ row: Int) throws -> Bool {
            try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0))).showsSeparator
        }
        #expect(try shows(0) == false, "above the first selected row")
        #expect(try shows(1) == false, "between the two selected rows")
        #expect(try shows(2) == false, "below the last selected row")
        #expect(try shows(3) == true && shows(4) == true)
        #expect(try shows(5) == false, "the section's last row")
        // Pixels: the boundary between the selected rows is the fill.
        let one = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
        let boundary = screenRect(one).maxY - 0.25
        #expect(near(pixel(fixture, Point(x: 200, y: boundary), scale: 1), pixel(fixture, Point(x: 200, y: boundary - 10), scale: 1)))
        // Deselecting row 2 brings back its own hairline; a finger on row 4 hides the ones along it.
        try fixture.play(table.tapScript(row: 2))
        fixture.settle()
        #expect(try shows(1) == false && shows(2) == true)
        let four = try #require(table.cellForRow(at: TableIndexPath(row: 4, section: 0)))
        four.isHighlighted = true
        #expect(try shows(3) == false && shows(4) == false)
        four.isHighlighted = false
        #expect(try shows(3) == true && shows(4) == true)
    }

    // MARK: 17, 18. Grouped sections

    @Test("17. Inset grouped sections without headers are 35 pt apart; the first keeps 18 pt above it")
    func groupedSectionGap() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: [.init(title: "Wi-Fi"), .init(title: "Bluetooth")]),
                                        .init(header: nil, footer: nil, rows: [.init(title: "Sounds")]),
                                        .init(header: nil, footer: "A footer.", rows: [.init(title: "About")]),
                                        .init(header: nil, footer: nil, rows: [.init(title: "Legal")])])
        let (_, table) = try tableScene(data, style: .insetGrouped)
        let r = { (row: Int, section: Int) in table.rectForRow(at: TableIndexPath(row: row, section: section)) }
        #expect(r(0, 0).minY == ControlMetrics.tableGroupedEmptyHeaderHeight)
        #expect(r(0, 1).minY - r(1, 0).maxY == 35)
        #expect(r(0, 2).minY - r(0, 1).maxY == 35)
        // After a footer the footer's own padding and the first-section gap make the space.
        let footer = table.footerHeight(forSection: 2)
        #expect(r(0, 3).minY - r(0, 2).maxY == footer + ControlMetrics.tableGroupedEmptyHeaderHeight)
    }

    @Test("18. One header rule: inset grouped headers show their title in capitals, 13 pt, secondary label colour; plain headers and footers as written")
    func headerCapitalisation() throws {
        let data = TableData(sections: [.init(header: "Cell styles", footer: "Value 1 suits settings.", rows: [.init(title: "Default")]),
                                        .init(header: "שורות", footer: nil, rows: [.init(title: "Row")])])
        let (_, grouped) = try tableScene(data, style: .insetGrouped)
        let header = try #require(grouped.visibleHeaders[0])
        #expect(header.textLabel.text == "CELL STYLES")
        #expect(header.textLabel.color == .secondaryLabel)
        #expect(header.textLabel.textStyle == .footnote && TextStyle.footnote.pointSize() == 13 && header.textLabel.font == nil)
        #expect(try #require(grouped.visibleHeaders[1]).textLabel.text == "שורות", "a script without case is unchanged")
        #expect(try #require(grouped.visibleFooters[0]).textLabel.text == "Value 1 suits settings.")
        let (_, plain) = try tableScene(data, style: .plain)
        #expect(try #require(plain.visibleHeaders[0]).textLabel.text == "Cell styles")
        #expect(TableHeaderFooterView.groupedHeaderText("Checked in today") == "CHECKED IN TODAY")
    }

    @Test("17. A cell image is a 29 pt square with continuous corners of 6.5 pt, the symbol white on its colour")
    func cellImageSquare() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil, rows: [
            .init(title: "Wi-Fi", image: "wifi", imageColor: .system(.systemBlue))])])
        let (_, table) = try tableScene(data, style: .insetGrouped)
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(cell.imageNode.frame.size == Size(width: 29, height: 29))
        #expect(cell.imageNode.cornerRadius == 6.5 && cell.imageNode.cornerStyle == .continuous)
        #expect(cell.imageNode.symbol != nil && cell.imageNode.color == .fixed(.white))
        for name in ["wifi", "bluetooth", "sun.max", "lock.fill", "speaker.wave.3", "clock", "info"] {
            #expect(SymbolCatalog.standard[name] != nil, "\(name) is in the catalogue")
        }
    }

    // MARK: 19. A scrolling alert message

    @Test("19. A message that scrolls shows whole lines down to the separator; its bottom padding scrolls in after the last line")
    func scrollingAlertMessage() throws {
        let f = try PresentationFixture(width: 480, height: 320)
        let alert = Alert(title: "Terms Updated", message: String(repeating: "The terms of service have changed. ", count: 12))
        alert.addAction(AlertAction("Cancel", role: .cancel))
        alert.addAction(AlertAction("Agree"))
        f.presenter.present(alert)
        f.settle()
        #expect(alert.messageScrolls)
        let scroll = alert.messageScrollView
        let separator = alert.buttons[0].frame.minY
        #expect(abs(scroll.frame.maxY - separator) < 0.01, "visible down to the separator: \(scroll.frame.maxY) vs \(separator)")
        let inner = scroll.frame.width
        let paragraph = try #require(alert.messageNode.paragraph(width: inner))
        let bottoms = paragraph.lines.map { $0.top + $0.height }
        #expect(bottoms.contains { abs($0 - scroll.frame.height) < 0.01 }, "cut at a line's bottom: \(scroll.frame.height) in \(bottoms)")
        #expect(scroll.contentInset.bottom == ControlMetrics.alertContentVerticalPadding)
        // Scrolled to the end, the last line rests the padding above the separator.
        scroll.contentOffset = Point(x: 0, y: scroll.maximumContentOffset.y)
        f.settle()
        let last = try #require(bottoms.last)
        let lastOnScreen = scroll.frame.minY + last - scroll.contentOffset.y
        #expect(abs(separator - lastOnScreen - ControlMetrics.alertContentVerticalPadding) < 0.5)
        // The alert still keeps its margin from the screen's edges.
        let frame = f.screenFrame(of: alert)
        #expect(frame.minY >= ControlMetrics.modalScreenMargin - 0.5 && frame.maxY <= 320 - ControlMetrics.modalScreenMargin + 0.5)
    }

    @Test("19. A message that fits is not cut: no scrolling, no inset, the padding below it")
    func fittingAlertMessage() throws {
        let f = try PresentationFixture()
        let alert = Alert(title: "Unable to Send Message", message: "The server did not respond. Try again later.")
        alert.addAction(AlertAction("Cancel", role: .cancel))
        alert.addAction(AlertAction("Retry"))
        f.presenter.present(alert)
        f.settle()
        #expect(!alert.messageScrolls && alert.messageScrollView.contentInset.bottom == 0)
        let gap = alert.buttons[0].frame.minY - alert.messageScrollView.frame.maxY
        #expect(abs(gap - ControlMetrics.alertContentVerticalPadding) < 0.01)
    }

    // MARK: 20. Focus rings in alerts and pickers

    @Test("20. An alert button's focus ring keeps 6 pt inside its row, 3 pt wide, corners concentric with the alert's")
    func alertFocusRing() throws {
        let f = try PresentationFixture(scale: 2)
        let alert = Alert(title: "Unable to Send Message", message: "The server did not respond.")
        alert.addAction(AlertAction("Cancel", role: .cancel))
        alert.addAction(AlertAction("Retry"))
        f.presenter.present(alert)
        f.settle()
        f.focus.handle(KeyEvent(key: .tab, isPressed: true, timestamp: 0))
        f.focus.handle(KeyEvent(key: .tab, isPressed: true, timestamp: 0))
        f.settle()
        let retry = alert.buttons[1]
        #expect(retry.showsFocusRing)
        let row = f.screenFrame(of: retry)
        let y = row.midY
        let tint = pixelOf(EnvironmentValues().resolve(.tint))
        let clear = pixel(f.harness, Point(x: row.minX + 2, y: y))
        // Clear 0 … 6 pt in from the row's right edge, the ring 6 … 9 pt, clear again inside.
        for d in [1.25, 3.0, 5.25] {
            #expect(near(pixel(f.harness, Point(x: row.maxX - d, y: y)), clear, 8), "clear at \(d) pt in")
        }
        for d in [6.5, 7.5, 8.5] {
            #expect(near(pixel(f.harness, Point(x: row.maxX - d, y: y)), tint, 12), "ring at \(d) pt in")
        }
        #expect(near(pixel(f.harness, Point(x: row.maxX - 10, y: y)), clear, 8), "inside the ring")
        // The ring's outline: the row inset by 6 pt, corners 14 − 6 = 8 pt.
        let path = ControlNode.focusRingPath(around: Rect(x: 0, y: 0, width: 135, height: 44).insetBy(dx: 6, dy: 6),
                                             radii: CornerRadii(8), style: .continuous, outset: 0)
        #expect(path.bounds == Rect(x: 6, y: 6, width: 123, height: 32))
    }

    @Test("20. A picker wheel's ring sits on the selection band's edge, 1 pt beyond it, following its corners")
    func pickerFocusRing() {
        let band = Rect(x: 0, y: 91, width: 160, height: ControlMetrics.pickerSelectionBandHeight)
        let radius = ControlMetrics.pickerSelectionBandCornerRadius
        let ring = ControlNode.focusRingPath(around: band, radii: CornerRadii(radius), style: .continuous,
                                             outset: ControlMetrics.pickerFocusRingOutset)
        let outer = Path.roundedRect(band.insetBy(dx: -1, dy: -1), radii: CornerRadii(radius + 1), style: .continuous)
        let inner = Path.roundedRect(band.insetBy(dx: 2, dy: 2), radii: CornerRadii(radius - 2), style: .continuous)
        #expect(ring.elements == outer.elements + inner.elements)
        #expect(ring.bounds == band.insetBy(dx: -1, dy: -1), "1 pt beyond the band, not 5")
    }

    // MARK: 23. Segmented control

    @Test("23. The selected segment's title is Inter SemiBold 13 pt (not Bold), the others regular")
    func selectedSegmentSemibold() throws {
        let control = SegmentedControl([.title("Automatic"), .title("Light"), .title("Dark")], selectedIndex: 0)
        let fixture = try SceneHarness()
        fixture.place(control, at: Rect(x: 20, y: 20, width: 280, height: 32))
        fixture.settle()
        let titles = control.children.compactMap { $0 as? TextNode }
        #expect(titles.count == 3)
        #expect(titles[0].font == Font(pointSize: 13, weight: .semibold))
        #expect(titles[1].font == Font(pointSize: 13, weight: .regular))
        // The face drawn is the semibold one: its line is as wide as a semibold reference's.
        func width(_ weight: FontWeight) throws -> Double {
            let probe = TextNode("Automatic")
            probe.font = Font(pointSize: 13, weight: weight)
            fixture.root.addChild(probe)
            defer { probe.removeFromParent() }
            return try #require(probe.paragraph(width: nil)?.lines.first?.width)
        }
        let shown = try #require(titles[0].paragraph(width: nil)?.lines.first?.width)
        #expect(abs(shown - (try width(.semibold))) < 0.01)
        #expect(abs(shown - (try width(.bold))) > 0.1, "bold would be wider")
    }

    func pixelOf(_ color: Color) -> (r: Int, g: Int, b: Int) {
        (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    }
}
