import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The controls under the display settings of Settings › Accessibility, measured in rendered
/// pixels and in the nodes' own numbers: Reduce Motion's cross-fading push, Reduce
/// Transparency's opaque materials, Button Shapes' underline and platter, Bold Text's weights,
/// and the stacked value rows of the accessibility text sizes.
@MainActor
@Suite("Controls under the display settings")
struct DisplaySettingsControlsTests {
    static let scale = 2.0

    func environment(_ change: (inout EnvironmentValues) -> Void = { _ in }, dark: Bool = false) throws -> EnvironmentValues {
        var env = try NavigationFixtures.environment(rtl: false, dark: dark)
        change(&env)
        return env
    }

    /// `root` laid out in a `size` scene at 2× and settled on a host.
    func render(_ root: Node, size: Size, environment: EnvironmentValues) throws -> (SceneOwner, Bitmap) {
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(size.width * Self.scale), height: Int(size.height * Self.scale)),
                               scale: Self.scale, environment: environment)
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return (owner, bitmap)
    }

    func screenRect(_ node: Node) -> Rect {
        let origin = node.convert(Point(x: 0, y: 0), to: nil)
        return Rect(x: origin.x, y: origin.y, width: node.bounds.width, height: node.bounds.height)
    }

    func isTinted(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let c = Color(premultipliedPixel: bitmap[x, y])
        return c.blue - c.red > 0.25
    }

    // MARK: Reduce Motion

    @Test("Reduce Motion: a push cross-fades the page in place (no translation, no parallax, no shade) and a pop fades it out")
    func pushCrossFades() throws {
        var env = try environment()
        env.reduceMotion = true
        let f = try SceneHarness(width: 390, height: 600, environment: env)
        let settings = NavigationFixtures.listPage("Settings")
        let stack = NavigationStack(root: settings)
        f.place(stack, at: Rect(x: 0, y: 0, width: 390, height: 600))
        f.settleAnimations()
        let general = NavigationFixtures.listPage("General")
        stack.push(general)
        #expect(stack.isTransitioning)
        var opacities: [Double] = []
        for _ in 0..<10 {
            f.frame()
            #expect(general.transform == .identity && settings.transform == .identity, "nothing slides")
            opacities.append(general.opacity)
            #expect(stack.transition?.dimming.opacity == 0, "no shade over the page beneath")
        }
        #expect(opacities.contains { $0 > 0.05 && $0 < 0.95 }, "part-way through, the page is part-way faded in: \(opacities)")
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 <= $1 })
        f.settleAnimations()
        #expect(!stack.isTransitioning && general.opacity == 1 && general.transform == .identity)
        #expect(stack.navigationBar.titleNode?.text == "General")
        stack.pop()
        for _ in 0..<10 {
            f.frame()
            #expect(general.transform == .identity)
        }
        f.settleAnimations()
        #expect(stack.pages.count == 1 && general.parent == nil && settings.opacity == 1)
    }

    @Test("Without Reduce Motion the same push slides")
    func pushSlides() throws {
        let f = try SceneHarness(width: 390, height: 600, environment: try environment())
        let stack = NavigationStack(root: NavigationFixtures.listPage("Settings"))
        f.place(stack, at: Rect(x: 0, y: 0, width: 390, height: 600))
        f.settleAnimations()
        let general = NavigationFixtures.listPage("General")
        stack.push(general)
        for _ in 0..<10 { f.frame() }
        #expect(general.transform.tx > 0 && general.opacity == 1)
    }

    @Test("Reduce Motion: an action sheet and an alert fade in where they stay (no slide, no zoom) and fade out")
    func modalsFade() throws {
        let fixture = try PresentationFixture()
        fixture.owner.environment.reduceMotion = true
        let sheet = ActionSheet(title: "Locker 7")
        sheet.addAction(AlertAction("Open"))
        sheet.addAction(AlertAction("Cancel", role: .cancel))
        fixture.presenter.present(sheet)
        var opacities: [Double] = []
        for _ in 0..<6 {
            fixture.frames(1)
            #expect(sheet.transform == .identity, "the sheet does not slide")
            opacities.append(sheet.opacity)
        }
        #expect(opacities.contains { $0 > 0.05 && $0 < 0.95 }, "part-way faded in: \(opacities)")
        fixture.settle()
        #expect(sheet.opacity == 1 && sheet.transform == .identity)
        sheet.dismiss()
        fixture.frames(3)
        #expect(sheet.transform == .identity && sheet.opacity < 1, "fading out in place")
        fixture.settle()
        #expect(sheet.parent == nil)
        let alert = Alert(title: "Locker 7", message: "Open it?")
        alert.addAction(AlertAction("OK"))
        fixture.presenter.present(alert)
        fixture.frames(3)
        #expect(alert.transform == .identity && alert.opacity > 0 && alert.opacity < 1, "no zoom: \(alert.transform)")
        fixture.settle()
        // Off again: the sheet slides as before.
        alert.dismiss()
        fixture.settle()
        fixture.owner.environment.reduceMotion = false
        fixture.presenter.present(sheet)
        fixture.frames(3)
        #expect(sheet.transform.ty > 0, "slides up with the setting off")
        fixture.settle()
    }

    // MARK: Reduce Transparency

    /// Draws a bar's or an alert's material over what is beneath it.
    final class MaterialProbe: Node {
        let alert: Bool
        init(alert: Bool) {
            self.alert = alert
            super.init()
        }
        override func draw(in context: DrawingContext) {
            if alert {
                ModalMaterial.draw(in: context, rect: context.bounds, radius: 14)
            } else {
                BarAppearance.standard.drawBackground(in: context, rect: context.bounds, translucent: true,
                                                      hairlineAtTop: false, showsHairline: false)
            }
        }
    }

    @Test("Reduce Transparency: bar and alert materials are opaque (exactly the chrome colour over red), translucent without it",
          arguments: [false, true])
    func opaqueMaterials(dark: Bool) throws {
        for alert in [false, true] {
            for reduce in [false, true] {
                let root = Node()
                root.background = .color(.fixed(Color(hex: 0xFF0000)))
                let probe = MaterialProbe(alert: alert)
                root.addChild(probe)
                probe.frame = Rect(x: 20, y: 20, width: 200, height: 60)
                var env = try environment({ $0.reduceTransparency = reduce }, dark: dark)
                env.colorScheme = dark ? .dark : .light
                let (_, bitmap) = try render(root, size: Size(width: 240, height: 100), environment: env)
                let c = Color(premultipliedPixel: bitmap[Int(120 * Self.scale), Int(50 * Self.scale)])
                let what = "\(alert ? "alert" : "bar") \(dark ? "dark" : "light") reduce=\(reduce)"
                #expect(c.alpha == 1, "\(what)")
                if reduce {
                    let expected: UInt32 = alert ? (dark ? 0x2C2C2E : 0xF2F2F2) : (dark ? 0x161616 : 0xF9F9F9)
                    #expect(c == Color(hex: expected), "\(what): \(c)")
                } else {
                    #expect(c.red - c.blue > 0.03, "\(what): the red beneath shows through: \(c)")
                }
            }
        }
    }

    // MARK: Button Shapes

    @Test("Button Shapes: a borderless text button's title is underlined in its tint; without, nothing below the baseline")
    func underlinedPlainButton() throws {
        for shapes in [false, true] {
            let root = Node()
            root.background = .color(.system(.systemBackground))
            let button = Button(title: "Done", style: .plain)
            root.addChild(button)
            button.frame = Rect(x: 40, y: 20, width: 120, height: 44)
            let (_, bitmap) = try render(root, size: Size(width: 200, height: 80),
                                         environment: try environment({ $0.buttonShapes = shapes }))
            let title = screenRect(button.titleNode)
            let baseline = title.minY + (button.titleNode.firstBaseline ?? 0)
            let below = Int((baseline + 1) * Self.scale)..<Int((baseline + 5) * Self.scale)
            let columns = Int(title.minX * Self.scale)..<Int(title.maxX * Self.scale)
            let widest = below.map { y in columns.filter { isTinted(bitmap, $0, y) }.count }.max() ?? 0
            if shapes {
                #expect(Double(widest) >= 0.8 * Double(columns.count), "an underline under the title: \(widest) of \(columns.count)")
            } else {
                #expect(widest == 0, "no underline: \(widest)")
            }
        }
    }

    @Test("Button Shapes: bar buttons and the back button sit on a grey platter filling their frame")
    func barItemPlatter() throws {
        for shapes in [false, true] {
            let root = Node()
            let page = NavigationFixtures.plainPage("General")
            let done = BarButtonItem(system: .done)
            page.navigationItem.trailingItems = [done]
            let stack = NavigationStack(root: NavigationFixtures.plainPage("Settings"))
            stack.navigationBar.appearance = .opaque
            stack.push(page, animated: false)
            root.addChild(stack)
            stack.frame = Rect(x: 0, y: 0, width: 390, height: 400)
            let (_, bitmap) = try render(root, size: Size(width: 390, height: 400),
                                         environment: try environment({ $0.buttonShapes = shapes }))
            let background = bitmap[Int(195 * Self.scale), 2]
            let back = try #require(stack.navigationBar.backButton)
            for item in [done, back] as [Node] {
                let frame = screenRect(item)
                // Above the content, in the middle of the frame: platter or bar.
                let y = Int((frame.minY + 3) * Self.scale)
                let x = Int(frame.midX * Self.scale)
                let edge = Color(premultipliedPixel: bitmap[x, y])
                if shapes {
                    #expect(bitmap[x, y] != background, "\(item.name): the platter covers the item's edge")
                    #expect(edge.red < 0.97 && abs(edge.red - edge.blue) < 0.03, "a grey platter: \(edge)")
                } else {
                    #expect(bitmap[x, y] == background, "\(item.name): no platter")
                }
            }
        }
    }

    // MARK: Bold Text

    @Test("Bold Text: a button's title, a label and a list row's title are set one weight heavier")
    func boldControls() throws {
        let root = VStackNode(alignment: .fill)
        let filled = Button(title: "Save", style: .filled, role: .primary)
        let plain = Button(title: "Cancel", style: .plain)
        let row = ListRow("Wi-Fi", accessory: Switch(isOn: true))
        let label = Label("Locker 7")
        for node in [filled, plain, row, label] as [Node] { root.addChild(node) }
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 390, height: 400), scale: 1,
                               environment: try environment())
        root.frame = Rect(x: 0, y: 0, width: 390, height: 400)
        owner.layoutIfNeeded()
        let before = [filled.titleNode, plain.titleNode, row.titleNode].map(\.paragraphStyle.font.weight)
        owner.environment.boldText = true
        owner.layoutIfNeeded()
        let after = [filled.titleNode, plain.titleNode, row.titleNode].map(\.paragraphStyle.font.weight)
        #expect(after == before.map(\.boldTextVariant), "\(before) → \(after)")
        #expect(row.titleNode.paragraphStyle.font.weight == .semibold)
        #expect(label.paragraphStyle(scale: 1).font.weight == .semibold)
    }

    // MARK: Dynamic Type

    @Test("At the accessibility text sizes a value row stacks its value under its title at the leading edge, and grows",
          arguments: [false, true])
    func valueRowStacks(rtl: Bool) throws {
        var heights: [TextSize: Double] = [:]
        for size in [TextSize.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            let root = Node()
            let cell = TableCell(style: .value1)
            cell.textLabel.text = "Wi-Fi"
            cell.detailTextLabel.text = "Workshop"
            root.addChild(cell)
            var env = try NavigationFixtures.environment(rtl: rtl, dark: false)
            env.textSize = size
            let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 390, height: 600), scale: 1, environment: env)
            let layout = cell.computeLayout(width: 390)
            heights[size] = layout.height
            cell.frame = Rect(x: 0, y: 0, width: 390, height: layout.height)
            owner.layoutIfNeeded()
            let title = cell.textLabel.frame, detail = cell.detailTextLabel.frame
            if size.isAccessibilityCategory {
                #expect(detail.minY >= title.maxY, "\(size): the value under the title")
                #expect(abs(detail.minX - title.minX) < 0.5, "\(size): both at the leading edge")
                #expect(cell.detailTextLabel.alignment == .leading)
            } else {
                #expect(abs(detail.midY - title.midY) < 2, "beside the title")
                #expect(cell.detailTextLabel.alignment == .trailing)
                rtl ? #expect(detail.maxX < title.minX) : #expect(detail.minX > title.maxX)
            }
        }
        let large = try #require(heights[.large]), medium = try #require(heights[.accessibilityMedium])
        let largest = try #require(heights[.accessibilityExtraExtraExtraLarge])
        #expect(large < medium && medium < largest, "rows grow: \(heights)")
    }

    // MARK: Goldens

    /// A navigation bar (back button, title, a bar item) over a column of buttons: borderless
    /// text buttons, a symbol-and-title one, a gray and a filled one.
    func buttonShapesSheet() -> Node {
        let column = VStackNode(spacing: 12, alignment: .leading)
        column.padding = EdgeInsets(16)
        column.addChild(Button(title: "Learn More", style: .plain))
        column.addChild(Button(title: "Open Locker", symbol: "lock", style: .plain))
        column.addChild(Button(title: "Delete", style: .plain, role: .destructive))
        column.addChild(Button(title: "Cancel", style: .gray))
        column.addChild(Button(title: "Check In", style: .filled, role: .primary))
        let page = NavigationPage(title: "General", content: column)
        page.navigationItem.trailingItems = [BarButtonItem(system: .done)]
        let stack = NavigationStack(root: NavigationFixtures.plainPage("Settings"))
        stack.navigationBar.appearance = .opaque
        stack.push(page, animated: false)
        let root = Node()
        root.addChild(stack)
        stack.frame = Rect(x: 0, y: 0, width: 390, height: 330)
        return root
    }

    @Test("Golden: Button Shapes on bar items, the back button and borderless buttons; light LTR and dark RTL", arguments: [false, true])
    func buttonShapesGolden(rtl: Bool) throws {
        var env = try NavigationFixtures.environment(rtl: rtl, dark: rtl)
        env.buttonShapes = true
        let (_, bitmap) = try render(buttonShapesSheet(), size: Size(width: 390, height: 330), environment: env)
        try expectGolden(bitmap, "Controls/button-shapes-\(rtl ? "dark-rtl" : "light-ltr")@2x",
                         tolerance: .perChannel(2, maxDifferingPixels: 0))
    }

    @Test("Golden: Bold Text, Increase Contrast and Reduce Transparency together on the same screen, light LTR")
    func boldContrastGolden() throws {
        var env = try NavigationFixtures.environment(rtl: false, dark: false)
        env.boldText = true
        env.increaseContrast = true
        env.reduceTransparency = true
        let (_, bitmap) = try render(buttonShapesSheet(), size: Size(width: 390, height: 330), environment: env)
        try expectGolden(bitmap, "Controls/bold-contrast-light-ltr@2x", tolerance: .perChannel(2, maxDifferingPixels: 0))
    }
}
