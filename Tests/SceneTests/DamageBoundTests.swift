import Graphics
import Testing
@testable import Scene

/// A scene that draws no frame for a long while (a suspended app, a display unplugged) while its
/// tree keeps changing holds a bounded damage queue: past ``SceneOwner/maximumQueuedDamage``
/// entries it damages the whole screen instead, and the removed nodes the queue kept are freed.
@MainActor
@Suite("Damage: bounded while no frame is drawn")
struct DamageBoundTests {
    /// A root with one 20 × 10 child at (10, 10), drawn once.
    func scene() -> (root: Node, child: Node, owner: SceneOwner, bitmap: Bitmap) {
        let root = Node()
        root.background = .color(.systemBackground)
        let child = Node(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        child.background = .color(.system(.systemBlue))
        root.addChild(child)
        let owner = SceneFixture.owner(root, width: 200, height: 100)
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap)
        return (root, child, owner, bitmap)
    }

    /// A small green node at a place that depends on `i`.
    func marker(_ i: Int) -> Node {
        let node = Node(frame: Rect(x: Double(40 + i % 150), y: Double(20 + i % 70), width: 6, height: 4))
        node.background = .color(.system(.systemGreen))
        return node
    }

    @Test("Nodes added, changed and removed 3× the bound with no frame: the queue stays bounded, the removed nodes are freed, and the next frame redraws the whole screen as a fresh one would")
    func churnWithoutFrames() {
        let s = scene()
        let limit = SceneOwner.maximumQueuedDamage
        var removed: [WeakNode] = []
        var kept: [Node] = []
        for i in 0..<(3 * limit) {
            let node = marker(i)
            s.root.addChild(node)
            node.background = .color(.system(i % 2 == 0 ? .systemRed : .systemGreen))
            if i % 50 == 0 {
                kept.append(node)  // some stay: the next frame must draw them
            } else {
                s.root.removeChild(node)
                removed.append(WeakNode(node))
            }
            s.child.frame.origin.x = Double(10 + i % 30)
            #expect(s.owner.queuedDamageCount <= 2 * limit, "entries waiting after \(i + 1) changes")
            if s.owner.queuedDamageCount > 2 * limit { return }
        }
        let alive = removed.filter { $0.node != nil }.count
        #expect(alive == 0, "\(alive) of \(removed.count) removed nodes are still kept by the damage queue")

        let report = s.owner.renderFrame(into: s.bitmap)
        #expect(report.damage.isFullScreen, "past the bound the next frame damages the whole screen: \(report.damage.rects)")
        let fresh = s.owner.snapshot()
        #expect(s.bitmap.hasSamePixels(as: fresh), "the frame after the bound equals a full redraw of the same tree")
        #expect(s.owner.queuedDamageCount == 0)
        // And damage is itemised again from there on.
        s.child.frame.origin.x = 100
        #expect(!s.owner.takeDamage().isFullScreen)
        #expect(kept.allSatisfy { $0.parent === s.root })
    }

    @Test("Below the bound nothing changes: the damage stays itemised, the queue is emptied by the frame")
    func belowTheBoundStaysItemised() {
        let s = scene()
        for i in 0..<100 {
            let node = marker(i)
            s.root.addChild(node)
            s.root.removeChild(node)
        }
        s.child.frame.origin.x = 12
        #expect(s.owner.queuedDamageCount > 100)
        let report = s.owner.renderFrame(into: s.bitmap)
        #expect(!report.damage.isFullScreen, "\(report.damage.rects)")
        #expect(report.damage.bounds.intersection(PixelRect(x: 10, y: 10, width: 22, height: 10)) == PixelRect(x: 10, y: 10, width: 22, height: 10))
        #expect(s.owner.queuedDamageCount == 0)
        #expect(s.bitmap.hasSamePixels(as: s.owner.snapshot()))
    }
}

/// A weak reference to a node, to see whether something still keeps it.
@MainActor
final class WeakNode {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}
