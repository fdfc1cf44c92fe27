import Graphics
import Testing
import Text
@testable import Scene

@MainActor
@Suite("Rendering")
struct RenderingTests {
    func render(_ root: Node, width: Int, height: Int, direction: LayoutDirection = .leftToRight) -> Bitmap {
        let owner = SceneFixture.owner(root, width: Double(width), height: Double(height), direction: direction)
        let bitmap = Bitmap(width: width, height: height)
        owner.renderFrame(into: bitmap)
        return bitmap
    }

    @Test("Group opacity: overlapping children of a translucent parent do not show through each other")
    func groupOpacity() {
        let root = Node()
        root.background = .color(.fixed(.white))
        let group = Node(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        group.opacity = 0.5
        let a = Node(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let b = Node(frame: Rect(x: 10, y: 0, width: 20, height: 10))
        a.background = .color(.fixed(.black))
        b.background = .color(.fixed(.black))
        group.addChild(a)
        group.addChild(b)
        root.addChild(group)
        let bitmap = render(root, width: 40, height: 10)
        #expect(bitmap[5, 5] == bitmap[15, 5], "the overlap is as dark as a single child")
        let c = Color(premultipliedPixel: bitmap[15, 5])
        #expect(abs(c.red - 0.5) < 0.01)
    }

    @Test("A childless node's opacity folds into its colour and matches the layered result")
    func foldedOpacity() {
        let root = Node()
        root.background = .color(.fixed(.white))
        let leaf = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        leaf.background = .color(.fixed(.black))
        leaf.opacity = 0.25
        root.addChild(leaf)
        let bitmap = render(root, width: 20, height: 10)
        let c = Color(premultipliedPixel: bitmap[5, 5])
        #expect(abs(c.red - 0.75) < 0.01)
    }

    @Test("Content that flips for right to left is drawn mirrored in RTL only")
    func flipsContent() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let root = Node()
            root.background = .color(.fixed(.white))
            let chevron = Node(frame: Rect(x: 0, y: 0, width: 20, height: 10))
            chevron.flipsContentForRightToLeft = true
            chevron.drawHandler = { context in
                // A mark at the leading end of the drawing (left before flipping).
                context.canvas.fill(Rect(x: 0, y: 0, width: 5, height: 10), paint: .color(.black))
            }
            root.addChild(chevron)
            let bitmap = render(root, width: 20, height: 10, direction: direction)
            let black = Color.black.premultipliedPixel
            #expect((bitmap[2, 5] == black) == (direction == .leftToRight))
            #expect((bitmap[17, 5] == black) == (direction == .rightToLeft))
        }
    }

    @Test("A clipping node with rounded corners clips its children to the curve")
    func roundedClip() {
        let root = Node()
        root.background = .color(.fixed(.white))
        let card = Node(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        card.cornerRadius = 20
        card.clipsToBounds = true
        let fill = Node(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        fill.background = .color(.fixed(.black))
        card.addChild(fill)
        root.addChild(card)
        let bitmap = render(root, width: 40, height: 40)
        #expect(bitmap[1, 1] == Color.white.premultipliedPixel)
        #expect(bitmap[20, 20] == Color.black.premultipliedPixel)
    }

    @Test("Per-corner radii name leading and trailing corners and mirror in RTL")
    func cornerRadiiMirror() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let root = Node()
            root.background = .color(.fixed(.white))
            let tab = Node(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            tab.background = .color(.fixed(.black))
            tab.cornerRadii = CornerRadii(topLeading: 10, topTrailing: 0, bottomTrailing: 0, bottomLeading: 0)
            root.addChild(tab)
            let bitmap = render(root, width: 40, height: 20, direction: direction)
            let white = Color.white.premultipliedPixel, black = Color.black.premultipliedPixel
            #expect(bitmap[0, 0] == (direction == .leftToRight ? white : black))
            #expect(bitmap[39, 0] == (direction == .leftToRight ? black : white))
        }
    }

    @Test("Leading-aligned text sits at the right edge in RTL")
    func textAlignmentRTL() throws {
        let text = TextNode("Wi-Fi")
        text.alignment = .leading
        text.horizontalSizing = .flexible
        let column = VStackNode(alignment: .fill, children: [text])
        let owner = SceneFixture.owner(column, width: 300, height: 50, direction: .rightToLeft)
        owner.layoutIfNeeded()
        let line = try #require(text.drawnParagraph?.lines.first)
        #expect(text.frame.width == 300)
        #expect(line.x > 200)
    }

    @Test("A node drawn without an owner draws its whole subtree")
    func standalone() {
        let node = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        node.background = .color(.fixed(.black))
        let child = Node(frame: Rect(x: 5, y: 5, width: 5, height: 5))
        child.background = .color(.fixed(.white))
        node.addChild(child)
        let bitmap = Bitmap(width: 10, height: 10)
        node.render(in: Canvas(bitmap: bitmap))
        #expect(bitmap[2, 2] == Color.black.premultipliedPixel)
        #expect(bitmap[7, 7] == Color.white.premultipliedPixel)
    }
}
