import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// A data source of `count` numbered rows on each of `components` wheels, counting what it was asked.
@MainActor
final class NumberedRows: PickerDataSource {
    let count: Int
    let components: Int
    let cyclic: Bool
    var titlesAsked = 0

    init(count: Int, components: Int = 1, cyclic: Bool = false) {
        self.count = count
        self.components = components
        self.cyclic = cyclic
    }

    func numberOfComponents(in picker: Picker) -> Int { components }
    func picker(_ picker: Picker, numberOfRowsInComponent component: Int) -> Int { count }
    func picker(_ picker: Picker, titleForRow row: Int, inComponent component: Int) -> String {
        titlesAsked += 1
        return "Row \(row)"
    }
    func picker(_ picker: Picker, layoutForComponent component: Int) -> PickerComponent {
        PickerComponent(isCyclic: cyclic)
    }
}

@MainActor
@Suite("Picker")
struct PickerTests {
    /// A 320 × 216 picker at the top of a fixture.
    func pickerScene(_ source: NumberedRows) throws -> (SceneHarness, Picker) {
        let fixture = try SceneHarness(width: 320, height: 300)
        let picker = Picker(dataSource: source)
        fixture.place(picker, at: Rect(x: 0, y: 0, width: 320, height: 216))
        return (fixture, picker)
    }

    /// A flick on the wheel: the finger moves `step` points every 1/60 s, `steps` times, and lifts.
    func flick(x: Double = 160, from y: Double, step: Double, steps: Int = 5) -> String {
        var lines = ["down 1 \(x),\(y)"]
        for i in 1...steps {
            lines.append("wait 0.016")
            lines.append("move 1 \(x),\(y + step * Double(i))")
        }
        lines.append("up 1")
        return lines.joined(separator: "\n")
    }

    @Test("The wheel's 3D projection: the band row flat and opaque, rows turning away squashed, smaller and faded")
    func projection() throws {
        let p = PickerWheelProjection()
        #expect(p.radius == 108 && p.rowHeight == 32)
        let centre = try #require(p.placement(forDistance: 0))
        #expect(centre.centerOffset == 0 && centre.verticalScale == 1 && centre.horizontalScale == 1 && centre.opacity == 1)
        var previous = centre
        for d in 1...5 {
            let below = try #require(p.placement(forDistance: Double(d)))
            let above = try #require(p.placement(forDistance: -Double(d)))
            #expect(abs(below.centerOffset + above.centerOffset) < 1e-9, "symmetrical about the band")
            #expect(below.centerOffset > previous.centerOffset && below.centerOffset < 108)
            #expect(below.verticalScale < previous.verticalScale && below.horizontalScale < previous.horizontalScale)
            #expect(below.opacity < previous.opacity)
            previous = below
        }
        #expect(try #require(p.placement(forDistance: 1)).centerOffset < 32, "neighbours are drawn closer than a flat row height")
        #expect(p.placement(forDistance: 6) == nil, "past a quarter turn a row is behind the wheel")
        #expect(p.visibleRowsEachSide == 5)
    }

    @Test("A flick glides with the scroll view's deceleration and lands exactly on a row of a million-row wheel")
    func flickLandsOnRow() throws {
        let source = NumberedRows(count: 1_000_000)
        let (fixture, picker) = try pickerScene(source)
        picker.selectRow(500_000, inComponent: 0, animated: false)
        fixture.frame()
        var settled: [Int] = []
        picker.onSelectionChange = { row, component in settled.append(row) }
        let wheel = try #require(picker.wheel(forComponent: 0))
        try fixture.start(flick(from: 200, step: -24))
        var maximumNodes = 0
        var sawGlide = false
        for _ in 0..<600 {
            fixture.run(seconds: 1 / 60)
            maximumNodes = max(maximumNodes, wheel.rowNodeCount)
            if wheel.isDecelerating { sawGlide = true }
            if sawGlide && !wheel.isMoving && !wheel.isDragging { break }
        }
        fixture.settle()
        #expect(sawGlide, "the wheel glided after the lift")
        let row = wheel.selectedRow
        #expect(row > 500_003, "a fast upward flick carries later rows into the band (\(row))")
        #expect(wheel.offset == Double(row) * wheel.rowHeight, "at rest exactly on a row, not between rows")
        #expect(settled == [row], "one selection change, when the wheel came to rest")
        #expect(maximumNodes <= 2 * 5 + 3 + ControlMetrics.pickerReusePoolLimit,
                "row nodes are reused: \(maximumNodes) nodes for a million rows")
        #expect(source.titlesAsked < 400, "only rows in sight are asked for (\(source.titlesAsked))")
    }

    @Test("A flick past the last row of a wheel that does not wrap springs back onto the last row")
    func flickPastEnd() throws {
        let (fixture, picker) = try pickerScene(NumberedRows(count: 8))
        let wheel = try #require(picker.wheel(forComponent: 0))
        try fixture.playInFrames(flick(from: 200, step: -30))
        #expect(wheel.selectedRow == 7)
        #expect(wheel.offset == 7 * wheel.rowHeight)
        try fixture.playInFrames(flick(from: 20, step: 30))
        #expect(wheel.selectedRow == 0 && wheel.offset == 0)
    }

    @Test("A drag past the first row stretches by the rubber band and springs back")
    func rubberBand() throws {
        let (fixture, picker) = try pickerScene(NumberedRows(count: 8))
        let wheel = try #require(picker.wheel(forComponent: 0))
        try fixture.start("down 1 160,60\nwait 0.05\nmove 1 160,75\nwait 0.05\nmove 1 160,135\nwait 0.5\nup 1")
        fixture.run(seconds: 0.3)
        let expected = -RubberBand.offset(forOvershoot: 60, dimension: 216)
        #expect(abs(wheel.offset - expected) < 1e-9)
        fixture.run(seconds: 0.5)
        fixture.settle()
        #expect(wheel.offset == 0 && wheel.selectedRow == 0)
    }

    @Test("A cyclic wheel wraps round: turning up from the first row shows the last")
    func cyclicWraps() throws {
        let (fixture, picker) = try pickerScene(NumberedRows(count: 12, cyclic: true))
        let wheel = try #require(picker.wheel(forComponent: 0))
        try fixture.playInFrames("down 1 160,100\nwait 0.05\nmove 1 160,115\nwait 0.05\nmove 1 160,179\nwait 0.5\nup 1")
        #expect(wheel.selectedRow == 10, "two rows down the wheel from 0 is 10 of 12")
        #expect(wheel.offset == -2 * wheel.rowHeight)
        let titles = wheel.visibleRows.values.filter { !$0.isHidden }.map(\.text)
        #expect(titles.contains("Row 11") && titles.contains("Row 0"), "rows wrap on screen too")
    }

    @Test("A tap on a row below the band turns it into the band; a finger on a turning wheel stops it")
    func tapAndCatch() throws {
        let (fixture, picker) = try pickerScene(NumberedRows(count: 100))
        var settled: [Int] = []
        picker.onSelectionChange = { row, _ in settled.append(row) }
        let wheel = try #require(picker.wheel(forComponent: 0))
        let below = try 108 + #require(wheel.projection.placement(forDistance: 2)).centerOffset
        try fixture.playInFrames("down 1 160,\(below)\nwait 0.05\nup 1")
        #expect(wheel.selectedRow == 2 && wheel.offset == 64)
        #expect(settled == [2])
        try fixture.start(flick(from: 200, step: -30) + "\nwait 0.1\ndown 2 160,100\nwait 0.1\nup 2")
        fixture.run(seconds: 0.25)
        #expect(!wheel.isMoving || wheel.isDragging)
        fixture.run(seconds: 0.2)
        fixture.settle()
        #expect(wheel.offset == Double(wheel.selectedRow) * wheel.rowHeight, "caught, it still rests on a row")
    }

    @Test("selectRow animates over 0.3 s without calling onSelectionChange; a disabled picker ignores drags and taps")
    func programmaticAndDisabled() throws {
        let (fixture, picker) = try pickerScene(NumberedRows(count: 50))
        var settled: [Int] = []
        picker.onSelectionChange = { row, _ in settled.append(row) }
        let wheel = try #require(picker.wheel(forComponent: 0))
        picker.selectRow(10, inComponent: 0, animated: true)
        fixture.run(seconds: 0.15)
        #expect(wheel.offset > 0 && wheel.offset < 320 && wheel.isMoving)
        fixture.run(seconds: 0.2)
        #expect(wheel.offset == 320 && !wheel.isMoving)
        #expect(settled.isEmpty, "a programmatic selection is not the user's")
        picker.isEnabled = false
        try fixture.playInFrames(flick(from: 200, step: -30))
        try fixture.playInFrames("down 1 160,180\nwait 0.05\nup 1")
        #expect(wheel.offset == 320 && settled.isEmpty)
    }

    @Test("Keyboard: Tab focuses a wheel with a ring; arrows, Page Down and End turn it and report the row")
    func keyboard() throws {
        let (fixture, picker) = try pickerScene(NumberedRows(count: 20, components: 2))
        var settled: [String] = []
        picker.onSelectionChange = { row, component in settled.append("\(component):\(row)") }
        let focus = FocusSystem()
        focus.controls = picker.wheels
        func press(_ key: Key) {
            focus.handle(KeyEvent(key: key, isPressed: true, timestamp: 0))
            fixture.settle()
        }
        press(.tab)
        let wheel = try #require(picker.wheel(forComponent: 0))
        #expect(wheel.showsFocusRing)
        press(.downArrow)
        press(.pageDown)
        #expect(wheel.selectedRow == 6 && wheel.offset == 6 * wheel.rowHeight)
        press(.end)
        #expect(wheel.selectedRow == 19)
        press(.upArrow)
        press(.tab)
        press(.downArrow)
        #expect(settled == ["0:1", "0:6", "0:19", "0:18", "1:1"])
        #expect(!wheel.showsFocusRing && picker.wheels[1].showsFocusRing)
    }

    @Test("Wheels sit leading to trailing, mirrored in right to left, with the band across the picker")
    func layoutMirrors() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let fixture = try SceneHarness(width: 320, height: 300, direction: direction)
            let picker = Picker(components: [["A", "B"], ["C"]], layouts: [PickerComponent(width: 100), PickerComponent()])
            fixture.place(picker, at: Rect(x: 0, y: 0, width: 320, height: 216))
            let first = try #require(picker.wheel(forComponent: 0)).frame
            let second = try #require(picker.wheel(forComponent: 1)).frame
            #expect(first.width == 100 && second.width == 320 - 16 - 5 - 100)
            if direction == .leftToRight { #expect(first.minX == 8 && second.minX == 113) } else {
                #expect(first.maxX == 312 && second.minX == 8)
            }
            #expect(picker.selectionBand.frame == Rect(x: 8, y: 91, width: 304, height: 34))
            #expect(picker.sizeThatFits(ProposedSize(width: nil, height: nil)).height == 216)
        }
    }
}
