import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// iOS 15+ chrome measured in rendered pixels (2×): the capsule loupe, the page sheet over a
/// scaled-back screen, a toolbar that keeps an item that fits.
@MainActor
@Suite("Loupe, page sheet and toolbar fit (iOS 15+), in pixels")
struct ModernChromeTests {
    static let scale = 2.0

    /// `root` laid out in a `size` scene and rendered at 2×.
    func render(_ root: Node, size: Size, rtl: Bool = false, dark: Bool = false,
                before: (SceneOwner) -> Void = { _ in }) throws -> (SceneOwner, Bitmap) {
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * Self.scale), height: Int(size.height * Self.scale)),
                               scale: Self.scale, environment: try NavigationFixtures.environment(rtl: rtl, dark: dark))
        owner.layoutIfNeeded()
        before(owner)
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return (owner, bitmap)
    }

    func color(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Color { Color(premultipliedPixel: bitmap[x, y]) }

    /// The first and last index in `range` where `test` holds, in one run through `start`.
    func run(through start: Int, in range: Range<Int>, _ test: (Int) -> Bool) -> ClosedRange<Int>? {
        guard test(start) else { return nil }
        var low = start, high = start
        while low - 1 >= range.lowerBound, test(low - 1) { low -= 1 }
        while high + 1 < range.upperBound, test(high + 1) { high += 1 }
        return low...high
    }

    @Test("The loupe is iOS 15's capsule: 112×48 pt (224×96 px at 2×) above the caret, not a 112 pt circle")
    func capsuleLoupe() throws {
        let root = Node()
        root.background = .color(.fixed(Color(hex: 0xFF0000)))
        let field = TextField(text: "Magnify me", pasteboard: Pasteboard())
        field.borderStyle = .none
        root.addChild(field)
        field.frame = Rect(x: 40, y: 150, width: 240, height: 34)
        let (_, bitmap) = try render(root, size: Size(width: 320, height: 240)) { owner in
            field.beginEditing()
            field.editor.setSelection(.caret(3))
            owner.layoutIfNeeded()
            let caret = field.caretRect(for: 3)
            field.magnifier.present(for: field, focus: Point(x: caret.minX, y: caret.midY))
        }
        let loupe = field.magnifier.frame
        #expect(loupe.size == ControlMetrics.magnifierSize)
        // Not the red background: the loupe's body (white, magnified text, its hairline).
        func isLoupe(_ x: Int, _ y: Int) -> Bool {
            let c = color(bitmap, x, y)
            return !(c.red > 0.6 && c.green < 0.45 && c.blue < 0.45)
        }
        let cx = Int(loupe.midX * Self.scale), cy = Int(loupe.midY * Self.scale)
        let rows = try #require(run(through: cy, in: 0..<Int(150 * Self.scale)) { isLoupe(cx, $0) })
        let columns = try #require(run(through: cx, in: 0..<bitmap.width) { isLoupe($0, cy) })
        let height = rows.count, width = columns.count
        #expect(abs(height - 96) <= 2, "the loupe is \(height) px tall at 2× (iOS 15+: 48 pt)")
        #expect(abs(width - 224) <= 4, "the loupe is \(width) px wide at 2× (iOS 15+: 112 pt)")
        // A capsule: the ends are half circles, so 3 pt in from the end the body is much shorter
        // than at the middle.
        let endRows = try #require(run(through: cy, in: 0..<Int(150 * Self.scale)) { isLoupe(columns.lowerBound + 6, $0) })
        #expect(endRows.count < height * 3 / 4, "rounded ends (\(endRows.count) px tall 3 pt in)")
        // Above the caret's line: the loupe's bottom sits above the field's text.
        #expect(loupe.maxY <= field.frame.minY + 4)
    }

    @Test("A phone's page sheet at 2×: a card from 20 pt with 10 pt top corners and a 56 pt bar, over the screen scaled to 92 % and dimmed on black")
    func pageSheet() throws {
        let f = try PresentationFixture(scale: 2)
        let form = VStackNode(alignment: .fill)
        form.addChild(ListRow("To:", accessory: nil))
        let compose = ModalView(title: "New Message", content: form, doneTitle: "Send")
        compose.navigationStack.navigationBar.appearance = .opaque
        f.presenter.present(compose)
        f.settle()
        let sheet = f.screenFrame(of: compose)
        #expect(sheet == Rect(x: 0, y: 20, width: 320, height: 460))
        let bitmap = f.bitmap
        func pixel(_ x: Double, _ y: Double) -> Color { color(bitmap, Int(x * Self.scale), Int(y * Self.scale)) }
        func isDark(_ c: Color) -> Bool { c.red < 0.1 && c.green < 0.1 && c.blue < 0.1 }
        // The sheet's top edge: its body starts at 20 pt (40 px) in the middle of the screen.
        let column = Int(160 * Self.scale)
        let top = try #require((0..<Int(60 * Self.scale)).first { y in
            let c = color(bitmap, column, y)
            return c.red > 0.9 && c.green > 0.9 && c.blue > 0.9
        })
        #expect(abs(top - 40) <= 1, "the sheet starts at \(top) px (iOS 13+: 10 pt below the scaled-back screen)")
        // Rounded top corners: the sheet's very corner shows what is behind it.
        #expect(pixel(0.5, 20.5).red < 0.5, "the sheet's top leading corner is square")
        #expect(pixel(319.5, 20.5).red < 0.5, "the sheet's top trailing corner is square")
        // The bar is 56 pt: its hairline at 20 + 56 pt, the title centred in it.
        let hairline = try #require((Int(60 * Self.scale)..<Int(100 * Self.scale)).first { y in
            let c = color(bitmap, column, y)
            return c.red < 0.85 && c.red > 0.5
        })
        #expect(abs(Double(hairline) / Self.scale - 76) <= 1, "the bar's hairline at \(Double(hairline) / Self.scale) pt (20 + 56)")
        // Above the sheet, the screen behind shrank to 92 % (12.8 pt in from each side, its top at
        // 10 pt, its corners rounded), dimmed, on black.
        #expect(isDark(pixel(4, 15)), "black beside the scaled-back screen")
        #expect(isDark(pixel(316, 15)), "black beside the scaled-back screen")
        #expect(!isDark(pixel(30, 15)), "the scaled-back screen (12.8 pt in) shows")
        #expect(isDark(pixel(160, 5)), "black above the scaled-back screen")
        #expect(!isDark(pixel(160, 12)), "the scaled-back screen's top at 10 pt")
        #expect(isDark(pixel(13.5, 10.7)), "the scaled-back screen's corner is rounded")
        let dimmed = pixel(30, 15), grouped = Color(hex: 0xF2F2F7)
        #expect(dimmed.red < grouped.red - 0.1, "the screen behind is dimmed: \(dimmed)")
        // Dismissed: the screen behind is itself again.
        try f.play("key Escape")
        #expect(f.presenter.content.transform == .identity && !f.presenter.content.clipsToBounds)
        #expect(compose.parent == nil && f.presenter.children.count == 2)
    }

    @Test("A toolbar keeps an item that fits: the Hebrew “לא מקוון” beside the transport controls and Share on a 320 pt bar")
    func toolbarKeepsWhatFits() throws {
        for rtl in [false, true] {
            let root = Node()
            root.background = .color(.fixed(.white))
            let offline = ToolbarItem.twoState(onTitle: rtl ? "מקוון" : "Online", offTitle: rtl ? "לא מקוון" : "Offline",
                                               symbol: "refresh", isOn: false)
            let bar = Toolbar(placement: .top, items: [
                ToolbarItemGroup([ToolbarItem(title: "Rewind", symbol: "rewind"), ToolbarItem(title: "Play", symbol: "play"),
                                  ToolbarItem(title: "Fast Forward", symbol: "fast.forward")], isPlaybackControls: true),
                ToolbarSpace.fixed(24),
                ToolbarItem(title: "Share", symbol: "share"),
                ToolbarSpace.flexible(),
                offline,
            ])
            root.addChild(bar)
            bar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            let (_, bitmap) = try render(root, size: Size(width: 320, height: 44), rtl: rtl)
            #expect(bar.overflowItems.isEmpty, "\(rtl ? "Hebrew" : "English"): \(bar.overflowItems.map(\.title)) overflowed")
            #expect(!offline.isHidden)
            // Every item's ink stays inside the bar, with the bar's margin.
            // (Rows clear of the bar's hairline.)
            let ink = (0..<bitmap.width).filter { x in
                (2..<bitmap.height - 4).contains { y in
                    let c = color(bitmap, x, y)
                    return c.alpha > 0.2 && (c.red < 0.8 || c.blue < 0.8)
                }
            }
            let margin = 8 * Self.scale
            #expect(Double(ink.min() ?? 0) >= margin - 1 && Double(ink.max() ?? 0) <= Double(bitmap.width) - margin,
                    "ink from \(ink.min() ?? -1) to \(ink.max() ?? -1) px")
        }
    }
}
