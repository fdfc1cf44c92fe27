import Graphics
import ScanoutTesting
import Testing
import Text
@testable import Scene

/// Goldens of composed scenes: a grouped settings list with text, switches, a value, a button and
/// a card with a shadow, in light and dark, LTR and RTL, at 2×.
@MainActor
@Suite("Scene goldens")
struct SceneGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    /// A switch as nodes: a track with a knob that sits at the trailing end when on.
    func toggle(isOn: Bool) -> Node { SwitchFixture(isOn: isOn) }

    func row(_ title: String, accessory: Node, separator: Bool) -> Node {
        let row = HStackNode(spacing: 8, children: [TextNode(title), Spacer(), accessory])
        row.verticalSizing = .fixed(44)
        row.padding = EdgeInsets(leading: 16, trailing: 16)
        if separator {
            row.drawHandler = { context in
                let inset = 16.0, b = context.bounds
                let rtl = context.environment.layoutDirection == .rightToLeft
                let rect = Rect(x: rtl ? 0 : inset, y: b.height - 0.5, width: b.width - inset, height: 0.5)
                context.canvas.fill(rect, paint: .color(context.resolve(.system(.separator))))
            }
        }
        return row
    }

    func settings(rtl: Bool) -> Node {
        let titles = rtl ? ["מצב טיסה", "Wi-Fi", "בלוטות׳", "סוללה"] : ["Airplane Mode", "Wi-Fi", "Bluetooth", "Battery"]
        let root = VStackNode(spacing: 16, alignment: .fill)
        root.background = .color(.system(.systemGroupedBackground))
        root.padding = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let title = TextNode(rtl ? "הגדרות" : "Settings", style: .title2)
        title.horizontalSizing = .flexible
        title.alignment = .leading
        root.addChild(title)
        let section = VStackNode(alignment: .fill)
        section.background = .color(.system(.secondarySystemGroupedBackground))
        section.cornerRadius = 10
        section.clipsToBounds = true
        section.addChild(row(titles[0], accessory: toggle(isOn: false), separator: true))
        section.addChild(row(titles[1], accessory: TextNode("HomeNet", color: .secondaryLabel), separator: true))
        section.addChild(row(titles[2], accessory: toggle(isOn: true), separator: true))
        let meter = Node()
        meter.horizontalSizing = .fixed(80)
        meter.verticalSizing = .fixed(6)
        meter.cornerRadius = 3
        meter.background = .linearGradient(stops: [GradientStop(Color(hex: 0x34C759), at: 0),
                                                   GradientStop(Color(hex: 0xFFCC00), at: 1)],
                                           start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        section.addChild(row(titles[3], accessory: meter, separator: false))
        root.addChild(section)
        let button = OverlayNode(children: [TextNode(rtl ? "שמור" : "Save", style: .headline, color: .fixed(.white))])
        button.background = .color(.tint)
        button.cornerRadius = 12
        button.cornerStyle = .continuous
        button.verticalSizing = .fixed(50)
        button.border = Border(color: .fixed(Color(white: 0, alpha: 0.1)), width: 1)
        root.addChild(button)
        let card = HStackNode(spacing: 12, alignment: .firstBaseline, children: [
            TextNode("42", style: .largeTitle), TextNode(rtl ? "התראות" : "notifications", style: .footnote,
                                                         color: .secondaryLabel),
        ])
        card.padding = EdgeInsets(horizontal: 16, vertical: 8)
        card.background = .color(.system(.tertiarySystemBackground))
        card.cornerRadius = 14
        card.shadow = BoxShadow(color: Color(white: 0, alpha: 0.15), offset: Point(x: 0, y: 4), blurRadius: 10)
        let cardRow = HStackNode(children: [card, Spacer()])
        root.addChild(cardRow)
        return root
    }

    func render(rtl: Bool, scheme: ColorScheme) throws -> Bitmap {
        let root = settings(rtl: rtl)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 640, height: 800), scale: 2, environment: env)
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap)
        return bitmap
    }

    @Test("Mid-animation on the virtual clock, with the damage overlay: only the switch is repainted")
    func animatedWithOverlay() throws {
        let root = settings(rtl: false)
        var env = EnvironmentValues()
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 640, height: 800), scale: 2, environment: env)
        let bitmap = Bitmap(size: owner.pixelSize)
        let clock = FrameTimestamps()
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        owner.showsDamageOverlay = true
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        let toggle = try #require(findSwitch(in: root))
        owner.animator.animate(.easeInOut(duration: 0.25)) {
            toggle.isOn = true
            owner.layoutIfNeeded()
        }
        for _ in 0..<6 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(owner.animator.isAnimating)
        let damage = try #require(owner.telemetry.lastFrame?.damage)
        #expect(damage.rects.count == 1)
        #expect(damage.bounds.width < 110 && damage.bounds.height < 70, "the switch at 2×, with its knob's shadow")
        try expectGolden(bitmap, "Scene/switch-animating-overlay@2x", tolerance: tolerance)
    }

    func findSwitch(in node: Node) -> SwitchFixture? {
        if let s = node as? SwitchFixture { return s }
        for child in node.children { if let s = findSwitch(in: child) { return s } }
        return nil
    }

    @Test("A settings scene in light, left to right")
    func lightLTR() throws {
        try expectGolden(try render(rtl: false, scheme: .light), "Scene/settings-light-ltr@2x", tolerance: tolerance)
    }

    @Test("The same scene in dark")
    func darkLTR() throws {
        try expectGolden(try render(rtl: false, scheme: .dark), "Scene/settings-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("The same scene in Hebrew, right to left: rows, switches and separators mirrored")
    func lightRTL() throws {
        try expectGolden(try render(rtl: true, scheme: .light), "Scene/settings-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Dark and right to left")
    func darkRTL() throws {
        try expectGolden(try render(rtl: true, scheme: .dark), "Scene/settings-dark-rtl@2x", tolerance: tolerance)
    }
}

/// A switch built from nodes, as a control would be: the knob is placed in layout.
@MainActor
final class SwitchFixture: Node {
    let knob = Node(frame: Rect(x: 2, y: 2, width: 27, height: 27))
    var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsLayout(); background = .color(isOn ? .system(.systemGreen) : .system(.secondarySystemFill)) } }
    }

    init(isOn: Bool) {
        self.isOn = isOn
        super.init()
        horizontalSizing = .fixed(51)
        verticalSizing = .fixed(31)
        cornerRadius = 15.5
        background = .color(isOn ? .system(.systemGreen) : .system(.secondarySystemFill))
        knob.cornerRadius = 13.5
        knob.background = .color(.fixed(.white))
        knob.shadow = BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3)
        addChild(knob)
    }

    override func layoutChildren() {
        // HIG Toggles: the thumb moves to the trailing edge when on.
        let trailing = layoutDirection == .leftToRight
        knob.frame.origin.x = isOn == trailing ? 22 : 2
    }
}
