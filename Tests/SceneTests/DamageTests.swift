import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Damage tracking")
struct DamageTests {
    /// A root with one 20 × 10 child at (10, 10), drawn once.
    func scene(scale: Double = 1) -> (root: Node, child: Node, owner: SceneOwner, bitmap: Bitmap) {
        let root = Node()
        root.background = .color(.systemBackground)
        let child = Node(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        child.background = .color(.system(.systemBlue))
        root.addChild(child)
        let owner = SceneFixture.owner(root, width: 200, height: 100, scale: scale)
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap)
        return (root, child, owner, bitmap)
    }

    @Test("Nothing changed: no damage")
    func nothing() {
        let s = scene()
        #expect(s.owner.takeDamage().isEmpty)
    }

    @Test("A colour change damages exactly the node's own rect")
    func colour() {
        let s = scene()
        s.child.background = .color(.system(.systemRed))
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 10, y: 10, width: 20, height: 10)])
    }

    @Test("A move damages the old and the new rect, merged when they overlap")
    func move() {
        let s = scene()
        s.child.frame.origin.x = 15
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 10, y: 10, width: 25, height: 10)])
        s.child.frame.origin = Point(x: 150, y: 60)
        let rects = Set(s.owner.takeDamage().rects)
        #expect(rects == [PixelRect(x: 15, y: 10, width: 20, height: 10), PixelRect(x: 150, y: 60, width: 20, height: 10)])
    }

    @Test("Damage is in device pixels and rounds fractional edges outwards")
    func scaled() {
        let s = scene(scale: 2)
        s.child.frame.origin.x = 10.25
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 20, y: 20, width: 41, height: 20)])
    }

    @Test("A shadow is part of the painted area: its offset and blur are damaged too")
    func shadow() {
        let s = scene()
        s.child.shadow = BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3)
        _ = s.owner.takeDamage()
        s.child.frame.origin.x = 12
        // Old: (10, 10, 20, 10) ∪ shadow (7, 9, 26, 16); new: the same moved by 2.
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 7, y: 9, width: 28, height: 16)])
    }

    @Test("A transform damages the bounding box of the transformed node, before and after")
    func transform() {
        let s = scene()
        s.child.transform = Transform2D(scaleX: 2, y: 2)  // about the centre (20, 15)
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 0, y: 5, width: 40, height: 20)])
    }

    @Test("A move of a parent damages its whole subtree's old and new area")
    func subtree() {
        let s = scene()
        let grandchild = Node(frame: Rect(x: 30, y: 0, width: 10, height: 10))
        grandchild.background = .color(.system(.systemGreen))
        s.child.addChild(grandchild)
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 40, y: 10, width: 10, height: 10)])
        s.child.frame.origin.y = 50
        #expect(Set(s.owner.takeDamage().rects) == [PixelRect(x: 10, y: 10, width: 40, height: 10),
                                                     PixelRect(x: 10, y: 50, width: 40, height: 10)])
    }

    @Test("Removing a node damages where it was; hiding it too")
    func removal() {
        let s = scene()
        s.child.isHidden = true
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 10, y: 10, width: 20, height: 10)])
        s.child.isHidden = false
        _ = s.owner.takeDamage()
        s.child.removeFromParent()
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 10, y: 10, width: 20, height: 10)])
    }

    @Test("A child of a clipping parent damages only what the parent shows")
    func clipped() {
        let s = scene()
        s.child.clipsToBounds = true
        _ = s.owner.takeDamage()
        let inner = Node(frame: Rect(x: 15, y: 0, width: 10, height: 10))
        s.child.addChild(inner)
        #expect(s.owner.takeDamage().rects == [PixelRect(x: 25, y: 10, width: 5, height: 10)])
    }

    @Test("Moving a switch knob in a settings row damages only that switch's area")
    func switchKnob() {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        let section = VStackNode(alignment: .fill)
        section.frame = Rect(x: 20, y: 64, width: 760, height: 528)
        section.background = .color(.system(.secondarySystemGroupedBackground))
        section.cornerRadius = 10
        var knobs: [Node] = []
        for i in 0..<12 {
            let row = HStackNode(children: [TextNode("Row \(i)"), Spacer()])
            row.verticalSizing = .fixed(44)
            row.padding = EdgeInsets(leading: 16, trailing: 16)
            let track = SceneFixture.box(51, 31)
            track.background = .color(.system(.systemGreen))
            track.cornerRadius = 15.5
            let knob = Node(frame: Rect(x: 22, y: 2, width: 27, height: 27))
            knob.background = .color(.fixed(.white))
            knob.cornerRadius = 13.5
            knob.shadow = BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 2), blurRadius: 3)
            track.addChild(knob)
            row.addChild(track)
            section.addChild(row)
            knobs.append(knob)
        }
        root.addChild(section)
        let owner = SceneFixture.owner(root, width: 1280, height: 800)
        owner.renderFrame(into: Bitmap(width: 1280, height: 800))
        let track = knobs[4].parent
        knobs[4].frame.origin.x = 10
        track?.background = .color(.system(.systemGray5))
        let damage = owner.takeDamage()
        #expect(damage.rects.count == 1)
        // The track is at (713, 246), 51 × 31; the knob's shadow (offset 2 down, blur 3) reaches
        // 1 pt past its trailing edge when on (x 732…765) and 3 pt below it (y 247…280).
        #expect(damage.bounds == PixelRect(x: 713, y: 246, width: 52, height: 34))
        #expect(damage.bounds.area < 63 * 43)
    }

    @Test("With a buffer age of N the repaint is the union of the last N frames' damage")
    func bufferAge() {
        let s = scene()
        let bitmap = s.bitmap
        s.child.frame.origin.x = 50
        s.owner.renderFrame(into: bitmap)
        s.child.frame.origin.x = 100
        let report = s.owner.renderFrame(into: bitmap, bufferAge: 2)
        let old = PixelRect(x: 50, y: 10, width: 20, height: 10), new = PixelRect(x: 100, y: 10, width: 20, height: 10)
        #expect(Set(report.damage.rects) == [old, new])
        #expect(Set(report.repainted.rects) == [PixelRect(x: 10, y: 10, width: 20, height: 10), old, new])
        #expect(s.owner.damage(forBufferAge: 0).isFullScreen)
        #expect(s.owner.damage(forBufferAge: 9).isFullScreen)
    }

    @Test("Only damaged pixels are drawn, and they match a full redraw")
    func onlyDamageDrawn() {
        let s = scene()
        let marker: UInt32 = 0xFF12_3456
        s.bitmap.fill(PixelRect(x: 190, y: 90, width: 1, height: 1), pixel: marker)
        s.child.frame.origin.x = 40
        s.child.background = .color(.system(.systemOrange))
        s.owner.renderFrame(into: s.bitmap)
        #expect(s.bitmap[190, 90] == marker, "pixels outside the damage are not touched")
        let full = Bitmap(size: s.bitmap.size)
        let fresh = SceneOwner(root: s.root, pixelSize: s.owner.pixelSize)
        fresh.renderFrame(into: full)
        s.bitmap.fill(PixelRect(x: 190, y: 90, width: 1, height: 1), pixel: full[190, 90])
        #expect(s.bitmap.hasSamePixels(as: full))
    }

    @Test("Many scattered changes coalesce into at most the region's rect limit")
    func coalescing() {
        let root = Node()
        var nodes: [Node] = []
        for i in 0..<30 {
            let n = Node(frame: Rect(x: Double(i % 6) * 30, y: Double(i / 6) * 20, width: 5, height: 5))
            root.addChild(n)
            nodes.append(n)
        }
        let owner = SceneFixture.owner(root, width: 200, height: 100)
        owner.renderFrame(into: Bitmap(width: 200, height: 100))
        for n in nodes { n.setNeedsDisplay() }
        let damage = owner.takeDamage()
        #expect(damage.rects.count <= damage.maximumRectCount)
        for n in nodes { #expect(damage.rects.contains { $0.contains(n.lastPaintedRect) }) }
    }
}
