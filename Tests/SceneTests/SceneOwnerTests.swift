import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Scene owner and frame scheduling")
struct SceneOwnerTests {
    @Test("An idle scene asks for no frame; a change asks exactly once until the frame runs")
    func idle() {
        let root = Node()
        let child = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addChild(child)
        let owner = SceneFixture.owner(root, width: 50, height: 50)
        var requests = 0
        owner.frameRequestHandler = { requests += 1 }
        let bitmap = Bitmap(width: 50, height: 50)
        owner.renderFrame(into: bitmap)
        #expect(!owner.needsFrame)
        #expect(requests == 0)
        let idle = owner.renderFrame(into: bitmap)
        #expect(idle.damage.isEmpty)
        #expect(!owner.needsFrame)
        child.background = .color(.system(.systemRed))
        child.cornerRadius = 2
        child.frame.origin.x = 5
        #expect(owner.needsFrame)
        #expect(requests == 1)
        owner.renderFrame(into: bitmap)
        #expect(!owner.needsFrame)
        child.frame.origin.x = 5
        #expect(!owner.needsFrame, "setting an equal value marks nothing")
        #expect(requests == 1)
    }

    @Test("The first frame draws the whole screen: the background colour, then the nodes")
    func firstFrame() {
        let root = Node()
        root.background = .color(.system(.systemGroupedBackground))
        let card = Node(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        card.background = .color(.fixed(Color(hex: 0x34C759)))
        root.addChild(card)
        let owner = SceneFixture.owner(root, width: 40, height: 40, scale: 2)
        let bitmap = Bitmap(width: 80, height: 80)
        let report = owner.renderFrame(into: bitmap)
        #expect(report.damage.isFullScreen)
        #expect(bitmap[0, 0] == Color(hex: 0xF2F2F7).premultipliedPixel)
        #expect(bitmap[30, 30] == Color(hex: 0x34C759).premultipliedPixel)
        #expect(bitmap[61, 61] == Color(hex: 0xF2F2F7).premultipliedPixel)
    }

    @Test("Changing the tree while it is drawn is refused")
    func noChangesWhileDrawing() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = Node()
                root.drawHandler = { _ in root.opacity = 0.5 }
                let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 4, height: 4))
                owner.renderFrame(into: Bitmap(width: 4, height: 4))
            }
        }
    }
}

@MainActor
@Suite("Snapshots and host canvases")
struct SnapshotTests {
    @Test("A snapshot and drawing on a host's canvas give the same pixels as a frame")
    func sameResult() {
        func make() -> SceneOwner {
            let root = Node()
            root.background = .color(.system(.systemGroupedBackground))
            let card = Node(frame: Rect(x: 4, y: 4, width: 20, height: 12))
            card.background = .color(.tint)
            card.cornerRadius = 4
            root.addChild(card)
            return SceneFixture.owner(root, width: 30, height: 20, scale: 2)
        }
        let frame = Bitmap(width: 60, height: 40)
        make().renderFrame(into: frame)
        let snapshot = make().snapshot()
        #expect(snapshot.hasSamePixels(as: frame))
    }

    @Test("A layout that removes nodes from the tree while it is laid out lays out and draws the rest")
    func layoutRemovesNodes() {
        // The layout walk reaches the children through one copy of the array it holds for the
        // whole loop (it does not retain each child): a child that takes itself and its sibling
        // out of the tree, dropping the tree's last references to both, stays alive until the
        // walk is past it.
        final class Leaving: Node {
            var sibling: Node?
            override func layoutChildren() {
                sibling?.removeFromParent()
                sibling = nil
                removeFromParent()
            }
        }
        let root = Node()
        let kept = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        kept.background = .color(.fixed(Color(hex: 0x34C759)))
        let after = Node(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        weak var left: Leaving?
        do {
            let leaving = Leaving(frame: Rect(x: 10, y: 0, width: 10, height: 10))
            leaving.sibling = after
            root.addChild(kept)
            root.addChild(leaving)
            root.addChild(after)
            left = leaving
        }
        let owner = SceneFixture.owner(root, width: 40, height: 10)
        let bitmap = Bitmap(width: 40, height: 10)
        owner.renderFrame(into: bitmap)
        #expect(root.children.count == 1 && root.children.first === kept)
        #expect(left == nil, "the node that left is freed once the walk is done")
        #expect(after.parent == nil)
        #expect(bitmap[5, 5] == Color(hex: 0x34C759).premultipliedPixel)
    }
}

@MainActor
@Suite("What changes invalidate")
struct InvalidationTests {
    @Test("Colours, radii and borders only redraw; sizing and text relay out; moves damage the subtree")
    func kinds() {
        let text = TextNode("Label")
        let row = HStackNode(children: [text])
        let owner = SceneFixture.owner(row, width: 200, height: 44)
        owner.renderFrame(into: Bitmap(width: 200, height: 44))
        text.color = .system(.systemRed)
        row.cornerRadius = 4
        row.border = Border(color: .separator)
        #expect(!row.needsLayout && !text.needsLayout)
        #expect(text.damageKind == .content && row.damageKind == .content)
        _ = owner.takeDamage()
        text.text = "A longer label"
        #expect(text.needsLayout && row.needsLayout)
        owner.layoutIfNeeded()
        text.transform = Transform2D(translationX: 2, y: 0)
        #expect(text.damageKind == .geometry)
        #expect(!row.needsLayout, "a transform never relays out")
    }
}
