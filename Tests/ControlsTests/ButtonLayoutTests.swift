import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Button layout and states")
struct ButtonLayoutTests {
    func owner(_ root: Node, direction: LayoutDirection = .leftToRight) throws -> SceneOwner {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 400, height: 300), scale: 2, environment: env)
        owner.layoutIfNeeded()
        return owner
    }

    @Test("Each size has its own height and corner radius; a small button is a capsule")
    func sizes() throws {
        let stack = VStackNode(spacing: 8, alignment: .leading)
        let buttons = ButtonSize.allCases.map { Button(title: "Add", style: .filled, size: $0) }
        for b in buttons { stack.addChild(b) }
        let o = try owner(stack)
        _ = o
        #expect(buttons.map(\.frame.height) == [28, 34, 50])
        #expect(buttons.map(\.effectiveCornerRadius) == [14, 8, 12])
        #expect(Set(ButtonSize.allCases.map(\.cornerRadius)).count == 3)
        for b in buttons { #expect(b.minimumHitTargetSize == Size(width: 44, height: 44)) }
    }

    @Test("A subtitle sits under the title in a smaller style and makes the button taller")
    func subtitle() throws {
        let plain = Button(title: "Checkout", style: .filled, size: .large)
        let withSubtitle = Button(title: "Checkout", subtitle: "3 items", style: .filled, size: .large)
        let stack = VStackNode(spacing: 8, alignment: .leading, children: [plain, withSubtitle])
        _ = try owner(stack)
        #expect(withSubtitle.subtitleNode.frame.minY >= withSubtitle.titleNode.frame.maxY)
        #expect(withSubtitle.frame.height >= plain.frame.height)
        #expect(ButtonSize.large.subtitleStyle.pointSize() < ButtonSize.large.titleStyle.pointSize())
    }

    @Test("The symbol comes before the title (left in LTR, right in RTL), or after it when placed trailing")
    func symbolPlacement() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let b = Button(title: "Delete", symbol: "trash", style: .gray, size: .large)
            let root = VStackNode(alignment: .leading, children: [b])
            _ = try owner(root, direction: direction)
            let next = Button(title: "Next", symbol: "chevron.forward", style: .gray, size: .large)
            next.symbolPlacement = .trailing
            root.addChild(next)
            root.layoutIfNeeded()
            if direction == .leftToRight {
                #expect(b.symbolNode.frame.maxX <= b.titleNode.frame.minX)
                #expect(next.symbolNode.frame.minX >= next.titleNode.frame.maxX)
            } else {
                #expect(b.symbolNode.frame.minX >= b.titleNode.frame.maxX)
                #expect(next.symbolNode.frame.maxX <= next.titleNode.frame.minX)
            }
        }
    }

    @Test("A symbol-only button is at least as wide as it is tall")
    func symbolOnly() throws {
        let b = Button(symbol: "add", style: .tinted, size: .medium)
        _ = try owner(VStackNode(alignment: .leading, children: [b]))
        #expect(b.frame.width >= b.frame.height)
        #expect(b.titleNode.isHidden)
        #expect(!b.symbolNode.isHidden)
    }

    @Test("The activity state shows a spinner and the alternate title and hides the symbol")
    func activity() throws {
        let b = Button(title: "Checkout", symbol: "checkmark", style: .filled, size: .large)
        b.activityTitle = "Checking out…"
        let o = try owner(VStackNode(alignment: .leading, children: [b]))
        b.showsActivity = true
        o.layoutIfNeeded()
        #expect(b.symbolNode.isHidden)
        #expect(!b.spinner.isHidden && b.spinner.isAnimating)
        #expect(b.titleNode.text == "Checking out…")
        b.showsActivity = false
        #expect(b.titleNode.text == "Checkout")
        #expect(!b.symbolNode.isHidden && b.spinner.isHidden && !b.spinner.isAnimating)
    }

    @Test("The spinner steps round through its spokes as frames advance, and stops when hidden")
    func spinnerAnimates() throws {
        let spinner = ActivityIndicator()
        let scene = try SceneHarness(width: 200, height: 150, scale: 2)
        scene.place(VStackNode(alignment: .leading, children: [spinner]), at: Rect(x: 0, y: 0, width: 200, height: 150))
        spinner.startAnimating()
        var steps: [Int] = []
        scene.frame()
        for _ in 0..<70 {
            scene.frame()
            if steps.last != spinner.step { steps.append(spinner.step) }
        }
        // One turn is 1 s: after 70 frames (> 60) the steps went 0…7 and started again.
        #expect(Array(steps.prefix(8)) == Array(0..<8) || Array(steps.prefix(7)) == Array(1..<8))
        #expect(steps.contains(0) && steps.count >= 8)
        #expect(scene.owner.animator.isAnimating)
        spinner.stopAnimating()
        scene.frame()
        #expect(!scene.owner.animator.isAnimating)
        #expect(!scene.host.needsFrame, "a stopped spinner asks for no frame")
    }

    @Test("The primary role draws its title bold; roles set the keyboard role")
    func roles() throws {
        let primary = Button(title: "Done", role: .primary)
        let normal = Button(title: "Done")
        _ = try owner(VStackNode(alignment: .leading, children: [primary, normal]))
        #expect(primary.titleNode.font?.weight == .semibold)
        #expect(normal.titleNode.font == nil)
        #expect(primary.keyRole == .primary)
        #expect(Button(title: "Cancel", role: .cancel).keyRole == .cancel)
        #expect(Button(title: "Delete", role: .destructive).keyRole == .none)
    }

    @Test("Highlight darkens a filled button's pixels; a plain one dims its title")
    func highlightPixels() throws {
        let b = Button(title: "Go", style: .filled, size: .large)
        let o = try owner(VStackNode(alignment: .leading, children: [b]))
        let before = o.snapshot()
        b.tracking.tracker.bounds = b.bounds
        b.tracking.tracker.touchDown(TouchID(1), at: Point(x: 5, y: 5))
        #expect(b.isHighlighted)
        let after = o.snapshot()
        let p0 = Color(premultipliedPixel: before[20, 20]), p1 = Color(premultipliedPixel: after[20, 20])
        #expect(p1.blue < p0.blue)
        let plain = Button(title: "Go", style: .plain)
        _ = try owner(VStackNode(alignment: .leading, children: [plain]))
        plain.tracking.tracker.bounds = plain.bounds
        plain.tracking.tracker.touchDown(TouchID(2), at: Point(x: 5, y: 5))
        #expect(plain.titleNode.opacity == ControlMetrics.buttonPlainHighlightOpacity)
    }

    @Test("Offered less width than its title needs, a button keeps its padding and truncates the title")
    func truncates() throws {
        let b = Button(title: "Add Everything to the Shopping Cart", symbol: "add", style: .filled, size: .medium)
        b.horizontalSizing = .fixed(150)
        _ = try owner(VStackNode(alignment: .leading, children: [b]))
        #expect(b.frame.width == 150)
        #expect(b.titleNode.frame.maxX <= 150 - ButtonSize.medium.horizontalPadding + 0.5)
        #expect(b.symbolNode.frame.minX >= ButtonSize.medium.horizontalPadding - 0.5)
        let drawn = try #require(b.titleNode.paragraph(width: b.titleNode.frame.width))
        #expect(drawn.size.width <= b.titleNode.frame.width + 0.5)
    }

    @Test("A system button draws a 22 pt symbol but answers touches in 44 × 44 pt")
    func systemButtonTarget() throws {
        let info = SystemButton(.info)
        let root = Node(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.addChild(info)
        _ = try owner(root)
        info.frame = Rect(x: 89, y: 89, width: 22, height: 22)
        #expect(info.sizeThatFits(.unspecified) == Size(width: 22, height: 22))
        #expect(root.hitTest(Point(x: 100, y: 79)) === info)
        #expect(root.hitTest(Point(x: 100, y: 70)) !== info)
    }
}
