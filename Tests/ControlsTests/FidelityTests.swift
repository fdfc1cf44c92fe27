import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Issue 20, the HIG fidelity pass: each defect an iOS designer found, asserted as geometry or
/// pixel values where it can be (ring gap, capsule radius, material contrast, dark-mode values).
@MainActor
@Suite("HIG fidelity")
struct FidelityTests {
    /// A root on the system background with `nodes` placed at their frames, laid out and rendered.
    @MainActor
    final class Sheet {
        let root = Node()
        let owner: SceneOwner
        let bitmap: Bitmap
        let scale: Double

        init(_ nodes: [(Node, Rect)], size: Size = Size(width: 320, height: 200), scale: Double = 2,
             direction: LayoutDirection = .leftToRight, scheme: ColorScheme = .light) throws {
            self.scale = scale
            root.background = .color(.systemBackground)
            var env = EnvironmentValues()
            env.layoutDirection = direction
            env.colorScheme = scheme
            env.fonts = try TestFonts.system()
            owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * scale), height: Int(size.height * scale)),
                               scale: scale, environment: env)
            for (node, frame) in nodes {
                root.addChild(node)
                node.frame = frame
            }
            owner.layoutIfNeeded()
            bitmap = Bitmap(size: owner.pixelSize)
            try render()
        }

        func render() throws { try owner.settleOnHost(into: bitmap) }

        /// The pixel at `point` (points), as 0…255 channels (a, r, g, b).
        func pixel(_ point: Point) -> (a: Int, r: Int, g: Int, b: Int) {
            let p = bitmap[Int(point.x * scale), Int(point.y * scale)]
            return (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
        }
    }

    /// `color` over opaque `background`, as 0…255 channels.
    func over(_ color: Color, _ background: Color) -> (r: Int, g: Int, b: Int) {
        func mix(_ c: Double, _ b: Double) -> Int { Int(((c * color.alpha + b * (1 - color.alpha)) * 255).rounded()) }
        return (mix(color.red, background.red), mix(color.green, background.green), mix(color.blue, background.blue))
    }

    func near(_ p: (a: Int, r: Int, g: Int, b: Int), _ q: (r: Int, g: Int, b: Int), _ tolerance: Int = 3) -> Bool {
        abs(p.r - q.r) <= tolerance && abs(p.g - q.g) <= tolerance && abs(p.b - q.b) <= tolerance
    }

    func environment(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return env
    }

    // MARK: 1. Toolbar material

    @Test("1. The toolbar material leaves text beneath unreadable: only colour mass shows")
    func materialHidesText() throws {
        let rows = VStackNode(spacing: 0, alignment: .fill)
        for i in 0..<12 {
            let row = HStackNode(spacing: 12)
            row.padding = EdgeInsets(horizontal: 16)
            row.verticalSizing = .fixed(44)
            row.addChild(TextNode("Message \(i + 1) — the quick brown fox"))
            row.addChild(Spacer())
            rows.addChild(row)
        }
        let scroll = ScrollView(content: rows)
        let bar = Toolbar(placement: .bottom, items: [])
        bar.appearance = .translucent
        bar.showsSeparator = false
        let sheet = try Sheet([(scroll, Rect(x: 0, y: 0, width: 320, height: 300)),
                               (bar, Rect(x: 0, y: 120, width: 320, height: 49))],
                              size: Size(width: 320, height: 300))
        // Inside the bar, away from its ends: the luma varies by a few levels at most.
        var lumas: [Double] = []
        for y in stride(from: 124.0, to: 165, by: 0.5) {
            for x in stride(from: 20.0, to: 300, by: 0.5) {
                let p = sheet.pixel(Point(x: x, y: y))
                lumas.append(0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b))
            }
        }
        let range = (lumas.max() ?? 0) - (lumas.min() ?? 0)
        #expect(range < 6, "text shows through the material: luma varies by \(range) levels")
        // Above the bar the text is still crisp (the test really has text beneath).
        var above: [Double] = []
        for y in stride(from: 88.0, to: 110, by: 0.5) {
            for x in stride(from: 16.0, to: 200, by: 0.5) { above.append(Double(sheet.pixel(Point(x: x, y: y)).g)) }
        }
        #expect((above.max() ?? 0) - (above.min() ?? 0) > 150)
    }

    @Test("1. The material keeps colour mass, saturated, but spreads it: no sharp-edged halo")
    func materialColourMass() throws {
        let swatch = Node()
        swatch.background = .color(.system(.systemRed))
        let bar = Toolbar(placement: .bottom, items: [])
        bar.appearance = .translucent
        bar.showsSeparator = false
        let sheet = try Sheet([(swatch, Rect(x: 140, y: 100, width: 40, height: 40)),
                               (bar, Rect(x: 0, y: 100, width: 320, height: 49))],
                              size: Size(width: 320, height: 200))
        let centre = sheet.pixel(Point(x: 160, y: 120))
        let far = sheet.pixel(Point(x: 20, y: 120))
        #expect(centre.r - centre.g > 10, "the red mass shows")
        #expect(abs(far.r - far.g) <= 3, "far from the swatch the bar is neutral")
        // Blurred wide: 20 pt beside the swatch there is still some red, fading smoothly.
        let beside = sheet.pixel(Point(x: 200, y: 120))
        #expect(beside.r - beside.g > 2)
        #expect(beside.r - beside.g < centre.r - centre.g)
    }

    // MARK: 2. Media transport in RTL

    @Test("2. A playback group keeps rewind, play, fast-forward left to right in RTL, glyphs unmirrored")
    func playbackGroupRTL() throws {
        let rewind = ToolbarItem(title: "Rewind", symbol: "rewind")
        let play = ToolbarItem(title: "Play", symbol: "play")
        let forward = ToolbarItem(title: "Fast Forward", symbol: "fast.forward")
        let group = ToolbarItemGroup([rewind, play, forward], isPlaybackControls: true)
        let share = ToolbarItem(title: "Share", symbol: "share")
        let bar = Toolbar(placement: .top, items: [group, ToolbarSpace.flexible(), share])
        let sheet = try Sheet([(bar, Rect(x: 0, y: 0, width: 320, height: 44))], direction: .rightToLeft)
        func x(_ node: Node) -> Double { node.convert(Point(x: 0, y: 0), to: sheet.root).x }
        #expect(x(rewind) < x(play))
        #expect(x(play) < x(forward))
        // The group itself still takes the leading (right) end of the RTL bar.
        #expect(x(group) > x(share))
        for item in [rewind, play, forward] { #expect(item.layoutDirection == .leftToRight) }
        // Without the flag, a group mirrors as everything else does.
        let plain = ToolbarItemGroup([ToolbarItem(title: "A", symbol: "trash"), ToolbarItem(title: "B", symbol: "share")])
        let other = Toolbar(placement: .top, items: [plain])
        sheet.root.addChild(other)
        other.frame = Rect(x: 0, y: 60, width: 320, height: 44)
        sheet.owner.layoutIfNeeded()
        #expect(x(plain.items[0]) > x(plain.items[1]))
    }

    // MARK: 3. Focus ring

    /// Walks from `start` by `step` points and returns the distances at which the pixel first
    /// becomes the ring's tint and first becomes the fill (or content), in points.
    func ringProfile(_ sheet: Sheet, from start: Point, step: Point, ring: (r: Int, g: Int, b: Int),
                     count: Int = 40) -> [Int] {
        (0..<count).map { i in
            let p = sheet.pixel(Point(x: start.x + step.x * Double(i), y: start.y + step.y * Double(i)))
            return near(p, ring, 40) ? 1 : 0
        }
    }

    @Test("3. The focus ring's inner edge is 2 pt outside the fill, 3 pt wide, on a filled button and a capsule")
    func focusRingGap() throws {
        let medium = Button(title: "Buy", style: .filled, size: .medium)
        let small = Button(title: "Buy", style: .filled, size: .small)
        let box = Checkbox("Bold")
        box.state = .on
        let sheet = try Sheet([(medium, Rect(x: 40, y: 40, width: 100, height: 34)),
                               (small, Rect(x: 180, y: 40, width: 80, height: 28)),
                               (box, Rect(x: 40, y: 120, width: 120, height: 30))])
        for control in [medium, small, box] as [ControlNode] {
            control.focusDidChange(isFocused: true, isVisible: true)
        }
        try sheet.render()
        let background = sheet.pixel(Point(x: 5, y: 5))
        let tint = over(EnvironmentValues().resolve(.tint), .white)
        for (button, y) in [(medium, 57.0), (small, 54.0)] {
            let left = button.frame.minX
            // Pixel centres in the gap (0.75 … 1.75 pt out) are background; the band 2.25 … 4.75 pt
            // out is the ring; beyond 5.25 pt background again.
            for d in [0.75, 1.25, 1.75] {
                // Within 10 levels: curves are flattened to 1/20 pixel, a few percent of coverage.
                #expect(near(sheet.pixel(Point(x: left - d, y: y)), (background.r, background.g, background.b), 10),
                        "gap at \(d) pt left of \(button.size)")
            }
            for d in [2.25, 3.0, 4.0, 4.75] {
                #expect(near(sheet.pixel(Point(x: left - d, y: y)), tint, 6), "ring at \(d) pt left of \(button.size)")
            }
            #expect(near(sheet.pixel(Point(x: left - 5.5, y: y)), (background.r, background.g, background.b), 6))
            // Above the top edge too.
            let top = button.frame.minY, midX = button.frame.midX
            #expect(near(sheet.pixel(Point(x: midX, y: top - 1)), (background.r, background.g, background.b), 6))
            #expect(near(sheet.pixel(Point(x: midX, y: top - 3.5)), tint, 6))
        }
        // The checked checkbox's ring is separated from its tinted square by the gap too.
        let markOrigin = box.convert(Point(x: box.markRect.minX, y: box.markRect.minY), to: sheet.root)
        let mark = Rect(x: markOrigin.x, y: markOrigin.y, width: box.markRect.width, height: box.markRect.height)
        #expect(near(sheet.pixel(Point(x: mark.minX - 1, y: mark.midY)), (background.r, background.g, background.b), 6))
        #expect(near(sheet.pixel(Point(x: mark.minX - 3.5, y: mark.midY)), tint, 6))
    }

    @Test("3. The ring has the control's corner style and radii grown by the gap")
    func focusRingCornerStyle() {
        let rect = Rect(x: 10, y: 10, width: 100, height: 34)
        let continuous = ControlNode.focusRingPath(around: rect, radii: CornerRadii(8), style: .continuous)
        let expectedOuter = Path.roundedRect(rect.insetBy(dx: -5, dy: -5), radii: CornerRadii(13), style: .continuous)
        let expectedInner = Path.roundedRect(rect.insetBy(dx: -2, dy: -2), radii: CornerRadii(10), style: .continuous)
        #expect(continuous.elements == expectedOuter.elements + expectedInner.elements)
        #expect(continuous.bounds == rect.insetBy(dx: -5, dy: -5))
    }

    // MARK: 4. Capsules

    @Test("4. A small button is a true capsule at any height: radius = height / 2, circular ends")
    func smallButtonCapsule() throws {
        let plain = Button(title: "Add", style: .filled, size: .small)
        let tall = Button(title: "Add", subtitle: "3 items", style: .filled, size: .small)
        let sheet = try Sheet([(plain, Rect(x: 20, y: 20, width: 100, height: 28)),
                               (tall, Rect(x: 20, y: 80, width: 100, height: 60))])
        #expect(plain.effectiveCornerRadius == 14)
        #expect(tall.effectiveCornerRadius == 30)
        #expect(plain.shapeCornerStyle == .circular)
        #expect(Button(title: "A", size: .medium).shapeCornerStyle == .continuous)
        // Pixels: a semicircular end. At the end's 45° point just inside the circle the fill is
        // solid; just outside it is background (a clamped continuous corner fills it).
        for button in [plain, tall] {
            let r = button.frame.height / 2
            let cx = button.frame.minX + r, cy = button.frame.minY + r
            let inside = Point(x: cx - (r - 1.2) * 0.7071, y: cy - (r - 1.2) * 0.7071)
            let outside = Point(x: cx - (r + 0.9) * 0.7071, y: cy - (r + 0.9) * 0.7071)
            let tint = over(EnvironmentValues().resolve(.tint), .white)
            #expect(near(sheet.pixel(inside), tint, 8))
            let bg = sheet.pixel(outside)
            #expect(bg.r > 240 && bg.g > 240 && bg.b > 240, "corner at \(button.frame.height) pt is flattened")
        }
    }

    // MARK: 5. Disabled toggle button

    @Test("5. A disabled toggle button that is on: gray fill and tertiary label, as a disabled Button")
    func disabledToggleButtonOn() throws {
        let toggle = ToggleButton(symbol: "bookmarks", title: "Disabled", isOn: true)
        toggle.isEnabled = false
        let sheet = try Sheet([(toggle, Rect(x: 20, y: 20, width: 150, height: 34))])
        #expect(toggle.opacity == 1)
        let fill = over(EnvironmentValues().resolve(.system(.tertiarySystemFill)), .white)
        #expect(near(sheet.pixel(Point(x: 24, y: 37)), fill, 3))
        // The title is there: its darkest pixel is a tertiary-label gray, clearly darker than the fill.
        var darkest = 255
        for y in stride(from: 28.0, to: 46, by: 0.5) {
            for x in stride(from: 40.0, to: 165, by: 0.5) { darkest = min(darkest, sheet.pixel(Point(x: x, y: y)).g) }
        }
        let label = over(EnvironmentValues().resolve(.system(.tertiaryLabel)), .white)
        #expect(darkest < fill.g - 40)
        #expect(abs(darkest - label.g) < 30)
        // No tint anywhere: blue never beats red by the tint's margin.
        for y in stride(from: 21.0, to: 53, by: 1) {
            for x in stride(from: 21.0, to: 169, by: 1) {
                let p = sheet.pixel(Point(x: x, y: y))
                #expect(p.b - p.r < 20)
            }
        }
    }

    // MARK: 6. System buttons

    @Test("6. Detail disclosure draws ⓘ as Info does; contact add draws ⊕")
    func systemButtonGlyphs() throws {
        #expect(SystemButton.Kind.detailDisclosure.symbolName == "info")
        #expect(SystemButton.Kind.contactAdd.symbolName == "plus.circle")
        let info = SystemButton(.info), detail = SystemButton(.detailDisclosure), add = SystemButton(.contactAdd)
        let sheet = try Sheet([(info, Rect(x: 20, y: 20, width: 22, height: 22)),
                               (detail, Rect(x: 60, y: 20, width: 22, height: 22)),
                               (add, Rect(x: 100, y: 20, width: 22, height: 22))])
        for y in stride(from: 20.25, to: 42, by: 0.5) {
            for x in stride(from: 0.25, to: 22, by: 0.5) {
                #expect(sheet.pixel(Point(x: 20 + x, y: y)) == sheet.pixel(Point(x: 60 + x, y: y)))
            }
        }
        // ⊕: the circle and both bars of the plus, and nothing of a person's head off-centre.
        let tint = over(EnvironmentValues().resolve(.tint), .white)
        #expect(near(sheet.pixel(Point(x: 111, y: 31)), tint, 40))            // the plus's centre
        #expect(near(sheet.pixel(Point(x: 111, y: 20 + 2.5 * 22 / 24)), tint, 60))  // the circle's top
        let symbol = try SymbolCatalog.standard.symbol(named: "plus.circle")
        #expect(symbol.layers.count == 2 && !symbol.mirrorsInRightToLeft)
    }

    // MARK: 8. Line height from the text style

    @Test("8. A style drawn in another weight keeps the style's line height: a primary button's title as a normal one's")
    func fontOverrideKeepsStyleLineHeight() throws {
        let normal = Button(title: "Cancel", style: .gray, size: .medium)
        let primary = Button(title: "Done", style: .gray, size: .medium, role: .primary)
        let title = TextNode("Toolbars", style: .largeTitle)
        title.font = Font(pointSize: 34, weight: .bold)
        _ = try Sheet([(normal, Rect(x: 20, y: 20, width: 100, height: 34)),
                       (primary, Rect(x: 140, y: 20, width: 100, height: 34)),
                       (title, Rect(x: 20, y: 80, width: 280, height: 41))])
        #expect(primary.titleNode.font?.weight == .semibold)
        #expect(primary.titleNode.paragraphStyle.lineHeight == TextStyle.body.lineHeight())
        #expect(primary.titleNode.frame.height == normal.titleNode.frame.height)
        #expect(primary.titleNode.frame.minY == normal.titleNode.frame.minY)
        #expect(title.paragraphStyle.lineHeight == 41)
    }

    // MARK: 10. Overflow toolbar

    @Test("10. An overflowing bar is full: More at the trailing edge, items spread evenly, LTR and RTL")
    func overflowFillsTheBar() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let names = ["trash", "reply", "share", "compose", "edit", "bookmarks", "camera", "play"]
            let bar = Toolbar(placement: .bottom, items: names.map { ToolbarItem(title: $0, symbol: $0) })
            _ = try Sheet([(bar, Rect(x: 0, y: 0, width: 260, height: 49))], direction: direction)
            #expect(!bar.overflowItems.isEmpty)
            let shown = bar.allItems.filter { !$0.isHidden } + [bar.overflowItem]
            let margin = ControlMetrics.toolbarPadding - ControlMetrics.toolbarItemSpacing
            if direction == .leftToRight {
                #expect(abs(bar.overflowItem.frame.maxX - (260 - margin)) < 1e-9)
                #expect(abs(shown[0].frame.minX - margin) < 1e-9)
            } else {
                #expect(abs(bar.overflowItem.frame.minX - margin) < 1e-9)
                #expect(abs(shown[0].frame.maxX - (260 - margin)) < 1e-9)
            }
            let gaps = zip(shown, shown.dropFirst()).map { a, b in
                direction == .leftToRight ? b.frame.minX - a.frame.maxX : a.frame.minX - b.frame.maxX
            }
            for gap in gaps { #expect(abs(gap - gaps[0]) < 1e-9 && gap >= 0) }
        }
    }

    @Test("10. A bar can hide its hairline (a bar that is a card's whole content)")
    func hairlineOptional() throws {
        let bar = Toolbar(placement: .bottom, items: [ToolbarItem(title: "Edit")])
        bar.appearance = .opaque
        let sheet = try Sheet([(bar, Rect(x: 0, y: 20, width: 200, height: 49))])
        let withLine = sheet.pixel(Point(x: 100, y: 20.1))
        bar.showsSeparator = false
        try sheet.render()
        let without = sheet.pixel(Point(x: 100, y: 20.1))
        #expect(withLine.g < without.g - 20)
        #expect(without.g == sheet.pixel(Point(x: 100, y: 30)).g)
    }

    // MARK: 11. Symbols

    @Test("11. At 1× a symbol's bars are whole pixels: no half-grey rows")
    func symbolsCrispAtScale1() {
        for (originY, originX) in [(20.0, 10.0), (20.3, 10.45), (20.7, 10.8)] {
            let bitmap = Bitmap(width: 60, height: 60)
            let canvas = Canvas(bitmap: bitmap, scale: 1)
            let minus = SymbolCatalog.standard["minus"]
            minus?.draw(in: canvas, box: Rect(x: originX, y: originY, width: 21, height: 21),
                        strokeWidth: Symbol.strokeWidth(pointSize: 17, weight: .regular), color: .black)
            // The column through the bar's middle: every pixel is empty or fully covered.
            var covered = 0
            for y in 0..<60 {
                let a = Int(bitmap[Int(originX) + 10, y] >> 24)
                #expect(a <= 6 || a >= 249, "row \(y) of the bar is \(a) (origin \(originX), \(originY))")
                if a >= 249 { covered += 1 }
            }
            #expect(covered == 2)   // 1.53 pt rounds to 2 pixels
            let plus = SymbolCatalog.standard["plus"]
            let b2 = Bitmap(width: 60, height: 60)
            plus?.draw(in: Canvas(bitmap: b2, scale: 1), box: Rect(x: originX, y: originY, width: 21, height: 21),
                       strokeWidth: 1.53, color: .black)
            for x in 0..<60 {
                let a = Int(b2[x, Int(originY) + 5] >> 24)
                #expect(a <= 6 || a >= 249, "column \(x) of the stem is \(a)")
            }
        }
    }

    @Test("11. Only directional symbols mirror in RTL (SF Symbols' list): compose, edit, info do not")
    func mirroringFlags() throws {
        let catalog = SymbolCatalog.standard
        for name in ["compose", "edit", "detail.disclosure", "info", "share", "trash", "play", "rewind", "fast.forward"] {
            #expect(try catalog.symbol(named: name).mirrorsInRightToLeft == false, "\(name)")
        }
        for name in ["chevron.forward", "chevron.backward", "reply", "arrow.uturn.backward", "arrow.uturn.forward", "disclosure"] {
            #expect(try catalog.symbol(named: name).mirrorsInRightToLeft == true, "\(name)")
        }
    }

    // MARK: 12. Dark mode

    @Test("12. Dark mode: the tinted wash is iOS's 0.3, pressed plain content keeps 0.5, a disabled button has no pressed look")
    func darkModeValues() throws {
        let tinted = Button(title: "Add", style: .tinted, size: .medium)
        let plain = Button(title: "Add", style: .plain, size: .medium)
        let info = SystemButton(.info)
        info.isEnabled = false
        let infoPressed = SystemButton(.info)
        infoPressed.isEnabled = false
        let sheet = try Sheet([(tinted, Rect(x: 20, y: 20, width: 100, height: 34)),
                               (plain, Rect(x: 140, y: 20, width: 100, height: 34)),
                               (info, Rect(x: 20, y: 100, width: 22, height: 22)),
                               (infoPressed, Rect(x: 60, y: 100, width: 22, height: 22))], scheme: .dark)
        let dark = environment(.dark)
        let wash = over(dark.resolve(.tint).withAlphaMultiplied(by: 0.3), .black)
        #expect(near(sheet.pixel(Point(x: 23, y: 37)), wash, 3))
        #expect(ControlMetrics.buttonTintedBackgroundAlphaDark == 0.3)
        plain.isHighlighted = true
        infoPressed.isHighlighted = true
        try sheet.render()
        #expect(plain.titleNode.opacity == ControlMetrics.buttonPlainHighlightOpacityDark)
        #expect(ControlMetrics.buttonPlainHighlightOpacityDark == 0.5)
        for y in stride(from: 100.25, to: 122, by: 0.5) {
            for x in stride(from: 0.25, to: 22, by: 0.5) {
                #expect(sheet.pixel(Point(x: 20 + x, y: y)) == sheet.pixel(Point(x: 60 + x, y: y)))
            }
        }
        // Light mode keeps iOS's light values.
        let lightPlain = Button(title: "Add", style: .plain)
        _ = try Sheet([(lightPlain, Rect(x: 20, y: 20, width: 100, height: 34))])
        lightPlain.isHighlighted = true
        #expect(lightPlain.titleNode.opacity == ControlMetrics.buttonPlainHighlightOpacity)
    }
}
