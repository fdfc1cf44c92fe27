import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Stack layout")
struct StackNodeTests {
    @Test("A row places children leading to trailing with spacing and padding in LTR")
    func rowLTR() {
        let a = SceneFixture.box(40, 20), b = SceneFixture.box(60, 30)
        let row = HStackNode(spacing: 10, alignment: .top, children: [a, b])
        row.padding = EdgeInsets(top: 5, leading: 16, bottom: 0, trailing: 4)
        row.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        row.layoutIfNeeded()
        #expect(a.frame == Rect(x: 16, y: 5, width: 40, height: 20))
        #expect(b.frame == Rect(x: 66, y: 5, width: 60, height: 30))
    }

    @Test("The same row mirrors in RTL: the first child sits at the right edge, leading padding on the right")
    func rowRTL() {
        let a = SceneFixture.box(40, 20), b = SceneFixture.box(60, 30)
        let row = HStackNode(spacing: 10, alignment: .top, children: [a, b])
        row.padding = EdgeInsets(top: 5, leading: 16, bottom: 0, trailing: 4)
        let owner = SceneFixture.owner(row, width: 300, height: 50, direction: .rightToLeft)
        owner.layoutIfNeeded()
        #expect(a.frame == Rect(x: 300 - 16 - 40, y: 5, width: 40, height: 20))
        #expect(b.frame == Rect(x: 300 - 16 - 40 - 10 - 60, y: 5, width: 60, height: 30))
    }

    @Test("A subtree that overrides the layout direction to LTR stays unmirrored inside an RTL screen")
    func optOut() {
        let a = SceneFixture.box(40, 20), b = SceneFixture.box(60, 20)
        let timeline = HStackNode(children: [a, b])
        timeline.environmentOverrides.layoutDirection = .leftToRight
        timeline.horizontalSizing = .flexible
        let column = VStackNode(alignment: .fill, children: [timeline])
        let owner = SceneFixture.owner(column, width: 300, height: 100, direction: .rightToLeft)
        owner.layoutIfNeeded()
        #expect(timeline.layoutDirection == .leftToRight)
        #expect(column.layoutDirection == .rightToLeft)
        #expect(a.frame.minX == 0)
        #expect(b.frame.minX == 40)
    }

    @Test("Flexible children share the free space equally within their limits")
    func flexibleSharing() {
        let fixed = SceneFixture.box(100, 10)
        let f1 = Node(), f2 = Node()
        f1.horizontalSizing = .flexible(maximum: 50)
        f2.horizontalSizing = .flexible
        let row = HStackNode(spacing: 0, children: [fixed, f1, f2])
        row.frame = Rect(x: 0, y: 0, width: 400, height: 10)
        row.layoutIfNeeded()
        #expect(f1.frame.width == 50)
        #expect(f2.frame.width == 250)
        #expect(f2.frame.minX == 150)
    }

    @Test("A spacer pushes the last child to the trailing edge, mirrored in RTL")
    func spacer() {
        let label = SceneFixture.box(80, 20), toggle = SceneFixture.box(51, 31)
        let row = HStackNode(children: [label, Spacer(), toggle])
        let owner = SceneFixture.owner(row, width: 320, height: 44)
        owner.layoutIfNeeded()
        #expect(toggle.frame.minX == 320 - 51)
        #expect(toggle.frame.minY == (44 - 31) / 2)
        owner.environment.layoutDirection = .rightToLeft
        owner.layoutIfNeeded()
        #expect(toggle.frame.minX == 0)
        #expect(label.frame.minX == 320 - 80)
    }

    @Test("Fill-equally gives every child the same width; equal spacing spreads the gaps")
    func distributions() {
        let a = SceneFixture.box(10, 10), b = SceneFixture.box(10, 10), c = Node()
        c.horizontalSizing = .fit
        let row = HStackNode(spacing: 10, distribution: .fillEqually, children: [Node(), Node(), c])
        row.frame = Rect(x: 0, y: 0, width: 320, height: 10)
        row.layoutIfNeeded()
        #expect(row.children.map(\.frame.width) == [100, 100, 100])
        #expect(row.children.map(\.frame.minX) == [0, 110, 220])

        let spaced = HStackNode(spacing: 0, distribution: .equalSpacing, children: [a, b])
        spaced.frame = Rect(x: 0, y: 0, width: 100, height: 10)
        spaced.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        #expect(b.frame.minX == 90)
    }

    @Test("A column aligns children leading, centre, trailing and fill, leading mirrored in RTL")
    func columnAlignment() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let a = SceneFixture.box(40, 10)
            let column = VStackNode(spacing: 4, alignment: .leading, children: [a])
            let stretched = Node()
            stretched.verticalSizing = .fixed(10)
            column.addChild(stretched)
            let owner = SceneFixture.owner(column, width: 200, height: 100, direction: direction)
            owner.layoutIfNeeded()
            #expect(a.frame.minX == (direction == .leftToRight ? 0 : 160))
            #expect(stretched.frame.minY == 14)
            column.horizontalAlignment = .trailing
            owner.layoutIfNeeded()
            #expect(a.frame.minX == (direction == .leftToRight ? 160 : 0))
            column.horizontalAlignment = .center
            owner.layoutIfNeeded()
            #expect(a.frame.minX == 80)
            column.horizontalAlignment = .fill
            owner.layoutIfNeeded()
            #expect(a.frame.width == 40, "fixed width wins over fill")
            #expect(stretched.frame.width == 200)
        }
    }

    @Test("Minimum and maximum sizes clamp a flexible node; fit sizes clamp the content")
    func minMax() {
        let n = Node()
        n.horizontalSizing = .flexible(minimum: 20, maximum: 100)
        #expect(n.sizeThatFits(ProposedSize(width: 500, height: nil)).width == 100)
        #expect(n.sizeThatFits(ProposedSize(width: 5, height: nil)).width == 20)
        let stack = HStackNode(children: [SceneFixture.box(30, 10)])
        stack.horizontalSizing = .fit(minimum: 50)
        #expect(stack.sizeThatFits(.unspecified) == Size(width: 50, height: 10))
        stack.horizontalSizing = .fit(maximum: 20)
        #expect(stack.sizeThatFits(.unspecified).width == 20)
    }

    @Test("A stack's ideal size is its children's plus spacing and padding")
    func idealSize() {
        let row = HStackNode(spacing: 8, children: [SceneFixture.box(30, 10), SceneFixture.box(20, 24)])
        row.padding = EdgeInsets(horizontal: 16, vertical: 4)
        #expect(row.sizeThatFits(.unspecified) == Size(width: 16 + 30 + 8 + 20 + 16, height: 32))
        let column = VStackNode(spacing: 2, children: [SceneFixture.box(30, 10), SceneFixture.box(20, 24)])
        #expect(column.sizeThatFits(.unspecified) == Size(width: 30, height: 36))
    }

    @Test("Hidden children take no space")
    func hiddenChildren() {
        let a = SceneFixture.box(30, 10), b = SceneFixture.box(30, 10), c = SceneFixture.box(30, 10)
        let row = HStackNode(spacing: 5, children: [a, b, c])
        b.isHidden = true
        row.frame = Rect(x: 0, y: 0, width: 200, height: 10)
        row.layoutIfNeeded()
        #expect(c.frame.minX == 35)
    }

    @Test("Changing a child's size relays out its stack on the next frame")
    func relayout() {
        let a = SceneFixture.box(30, 10), b = SceneFixture.box(30, 10)
        let row = HStackNode(spacing: 0, children: [a, b])
        let owner = SceneFixture.owner(row, width: 200, height: 10)
        owner.layoutIfNeeded()
        #expect(b.frame.minX == 30)
        a.horizontalSizing = .fixed(50)
        #expect(row.needsLayout)
        owner.layoutIfNeeded()
        #expect(b.frame.minX == 50)
    }

    @Test("An overlay centres children, or places them at the leading corner mirrored in RTL")
    func overlay() {
        let badge = SceneFixture.box(10, 10)
        let overlay = OverlayNode(alignment: .center, children: [badge])
        let owner = SceneFixture.owner(overlay, width: 100, height: 50)
        owner.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 45, y: 20, width: 10, height: 10))
        overlay.alignment = .topLeading
        owner.environment.layoutDirection = .rightToLeft
        owner.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 90, y: 0, width: 10, height: 10))
    }

    @Test("Safe-area insets pad the content of a node that asks for it, leading/trailing by direction")
    func safeArea() {
        let child = SceneFixture.box(10, 10)
        let column = VStackNode(alignment: .leading, children: [child])
        column.insetsContentBySafeArea = true
        let owner = SceneFixture.owner(column, width: 200, height: 100)
        owner.safeAreaInsets = EdgeInsets(top: 20, leading: 8, bottom: 0, trailing: 0)
        owner.layoutIfNeeded()
        #expect(child.frame.origin == Point(x: 8, y: 20))
    }
}

@MainActor
@Suite("Layout invalidation")
struct LayoutInvalidationTests {
    @Test("Hiding a child of a stack closes its gap on the next frame")
    func hidingRelayouts() {
        let a = SceneFixture.box(30, 10), b = SceneFixture.box(30, 10), c = SceneFixture.box(30, 10)
        let row = HStackNode(spacing: 5, children: [a, b, c])
        let owner = SceneFixture.owner(row, width: 200, height: 10)
        owner.layoutIfNeeded()
        #expect(c.frame.minX == 70)
        b.isHidden = true
        owner.layoutIfNeeded()
        #expect(c.frame.minX == 35)
    }

    @Test("Changing text deep in nested stacks relays out every stack above it, measured afresh")
    func nestedTextChange() {
        let label = TextNode("Short")
        let inner = HStackNode(children: [label])
        let middle = VStackNode(alignment: .leading, children: [inner])
        let trailing = SceneFixture.box(10, 10)
        let outer = HStackNode(children: [middle, trailing])
        let owner = SceneFixture.owner(outer, width: 400, height: 100)
        owner.layoutIfNeeded()
        let before = trailing.frame.minX
        label.text = "A much longer label"
        #expect(outer.needsLayout)
        owner.layoutIfNeeded()
        #expect(trailing.frame.minX > before + 20)
        #expect(trailing.frame.minX == label.frame.width)
    }

    @Test("A node moved to another parent in the same scene is redrawn at its new place")
    func reparentDamage() {
        let root = Node()
        let a = Node(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let b = Node(frame: Rect(x: 100, y: 0, width: 50, height: 50))
        let leaf = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addChild(a)
        root.addChild(b)
        a.addChild(leaf)
        let owner = SceneFixture.owner(root, width: 200, height: 50)
        owner.renderFrame(into: Bitmap(width: 200, height: 50))
        b.addChild(leaf)
        #expect(Set(owner.takeDamage().rects) == [PixelRect(x: 0, y: 0, width: 10, height: 10),
                                                   PixelRect(x: 100, y: 0, width: 10, height: 10)])
    }
}

@MainActor
@Suite("Node builder")
struct NodeBuilderTests {
    @Test("Children declared with if, if-else and for come out in order")
    func declarations() {
        let showDetail = true, network: String? = nil
        let row = HStackNode(spacing: 8) {
            TextNode("Wi-Fi")
            Spacer()
            if let network { TextNode(network) }
            if showDetail { TextNode("detail") } else { TextNode("none") }
            for i in 0..<2 { TextNode("\(i)") }
        }
        #expect(row.children.compactMap { ($0 as? TextNode)?.text } == ["Wi-Fi", "detail", "0", "1"])
        #expect(row.children.count == 5)
        #expect(row.children[1] is Spacer)
    }

    @Test("Disabling a node disables its subtree")
    func enabled() {
        let leaf = Node()
        let parent = VStackNode { leaf }
        parent.isEnabled = false
        #expect(!leaf.isEnabled)
        leaf.isEnabled = true
        #expect(!leaf.isEnabled, "an ancestor's disabled state wins")
        parent.isEnabled = true
        #expect(leaf.isEnabled)
    }
}

@MainActor
@Suite("Safe area in RTL")
struct SafeAreaRTLTests {
    @Test("The leading safe-area inset is on the right in RTL, and only the overlapped part applies")
    func rtl() {
        let child = SceneFixture.box(10, 10)
        let column = VStackNode(alignment: .leading, children: [child])
        column.insetsContentBySafeArea = true
        let root = Node()
        root.addChild(column)
        column.frame = Rect(x: 0, y: 10, width: 200, height: 90)
        let owner = SceneFixture.owner(root, width: 200, height: 100, direction: .rightToLeft)
        owner.safeAreaInsets = EdgeInsets(top: 20, leading: 8, bottom: 0, trailing: 0)
        owner.layoutIfNeeded()
        #expect(column.safeAreaInsets == EdgeInsets(top: 10, leading: 8, bottom: 0, trailing: 0))
        #expect(child.frame.origin == Point(x: 200 - 8 - 10, y: 10))
    }

    @Test("A node reaching past the screen's edges overlaps the covered bands only: its insets never exceed the screen's")
    func safeAreaPastTheEdges() {
        let root = Node()
        let inside = Node(), beyond = Node()
        root.addChild(inside)
        root.addChild(beyond)
        inside.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        beyond.frame = Rect(x: -50, y: -40, width: 300, height: 400)
        let owner = SceneFixture.owner(root, width: 200, height: 100)
        owner.layoutIfNeeded()
        #expect(beyond.safeAreaInsets == .zero, "no covered band: nothing, however far the node reaches past the screen")
        owner.safeAreaInsets = EdgeInsets(top: 20, leading: 8, bottom: 34, trailing: 4)
        #expect(inside.safeAreaInsets == EdgeInsets(top: 20, leading: 8, bottom: 34, trailing: 4))
        #expect(beyond.safeAreaInsets == EdgeInsets(top: 20, leading: 8, bottom: 34, trailing: 4))
    }
}
