import Graphics
import Testing
@testable import Scene

/// `Node.parent`, `Node.owner` and `Animator.owner` are back-pointers that neither retain nor are
/// `weak` (a weak reference would give the object a side table and slow every retain and
/// release). These tests check that each is cleared whenever what it points
/// at goes away, so no dangling pointer can be read.
@MainActor
@Suite("Back-pointers: parent, owner and the animator's owner never dangle")
struct BackPointerTests {
    @Test("A child kept alive after its parent is released has no parent")
    func childOutlivesParent() {
        let child = Node()
        let grandchild = Node()
        child.addChild(grandchild)
        weak var released: Node?
        do {
            let parent = Node()
            parent.addChild(child)
            released = parent
            #expect(child.parent === parent)
        }
        #expect(released == nil)
        #expect(child.parent == nil)
        #expect(child.ancestorChain.count == 1)
        #expect(child.isDescendant(of: child) == false)
        // The child's own subtree is untouched.
        #expect(grandchild.parent === child)
        #expect(child.children.count == 1)
    }

    @Test("Several children kept after their parent is released all lose it, in any order")
    func manyChildrenOutliveParent() {
        var kept: [Node] = []
        do {
            let parent = Node()
            for _ in 0..<5 { parent.addChild(Node()) }
            kept = [parent.children[3], parent.children[0], parent.children[4]]
        }
        for node in kept { #expect(node.parent == nil) }
        // Still usable: added to a new parent, each points at it.
        let adopter = Node()
        for node in kept { adopter.addChild(node) }
        for node in kept { #expect(node.parent === adopter) }
    }

    @Test("Removing a child clears its parent and its owner, and the owner of its subtree")
    func removalClears() {
        let root = Node()
        let parent = Node()
        let child = Node()
        let leaf = Node()
        child.addChild(leaf)
        parent.addChild(child)
        root.addChild(parent)
        let owner = SceneFixture.owner(root, width: 40, height: 40)
        #expect(child.parent === parent)
        #expect(leaf.owner === owner)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(child.owner == nil)
        #expect(leaf.owner == nil)
        #expect(leaf.parent === child)
        #expect(parent.children.isEmpty)
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(leaf.owner === owner)
        parent.removeAllChildren()
        #expect(child.parent == nil)
        #expect(leaf.owner == nil)
    }

    @Test("Moving a child to another parent points it at the new one only")
    func reparenting() {
        let first = Node()
        let second = Node()
        let child = Node()
        first.addChild(child)
        second.addChild(child)
        #expect(child.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
    }

    @Test("Nodes kept after their owner dies have no owner, and the animator neither")
    func nodesOutliveOwner() {
        let root = Node()
        let child = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let leaf = Node()
        child.addChild(leaf)
        root.addChild(child)
        weak var released: SceneOwner?
        var animator: Animator?
        do {
            let owner = SceneFixture.owner(root, width: 40, height: 40)
            owner.renderFrame(into: Bitmap(size: owner.pixelSize))
            child.frame.origin.x = 5  // queued for damage: the owner's queue holds it
            released = owner
            animator = owner.animator
            #expect(root.owner === owner)
            #expect(leaf.owner === owner)
            #expect(animator?.owner === owner)
        }
        #expect(released == nil)
        #expect(root.owner == nil)
        #expect(child.owner == nil)
        #expect(leaf.owner == nil)
        #expect(animator?.owner == nil)
        // Changes after the owner is gone queue nothing and ask for no frame.
        child.frame.origin.x = 9
        child.setNeedsDisplay()
        #expect(child.frame.origin.x == 9)
        // The tree can be given to a new owner.
        let next = SceneFixture.owner(root, width: 40, height: 40)
        #expect(leaf.owner === next)
    }

    @Test("A root given to a second owner keeps it when the first one dies")
    func rootMovesToAnotherOwner() {
        let root = Node()
        let child = Node()
        root.addChild(child)
        weak var releasedFirst: SceneOwner?
        var second: SceneOwner?
        do {
            let first = SceneFixture.owner(root, width: 40, height: 40)
            releasedFirst = first
            second = SceneFixture.owner(root, width: 40, height: 40)
            #expect(child.owner === second)
        }
        #expect(releasedFirst == nil)
        #expect(root.owner === second)
        #expect(child.owner === second)
    }

    @Test("A subtree moved out of a scene into another scene's tree follows the new owner")
    func subtreeMovesBetweenScenes() {
        let rootA = Node()
        let rootB = Node()
        let moved = Node()
        let leaf = Node()
        moved.addChild(leaf)
        rootA.addChild(moved)
        let ownerB = SceneFixture.owner(rootB, width: 40, height: 40)
        weak var releasedA: SceneOwner?
        do {
            let ownerA = SceneFixture.owner(rootA, width: 40, height: 40)
            releasedA = ownerA
            #expect(leaf.owner === ownerA)
            rootB.addChild(moved)
            #expect(leaf.owner === ownerB)
        }
        #expect(releasedA == nil)
        #expect(moved.owner === ownerB)
        #expect(leaf.owner === ownerB)
        #expect(rootA.owner == nil)
    }

    @Test("A node released in the middle of an implicit animation is let go; frames still run")
    func animatedNodeReleased() {
        let root = Node()
        let owner = SceneFixture.owner(root, width: 40, height: 40)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        weak var released: Node?
        do {
            let node = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            node.background = .color(.fixed(.black))
            root.addChild(node)
            owner.animator.animate(.linear(duration: 0.5)) { node.frame.origin.x = 20 }
            #expect(owner.animator.runningCount == 1)
            owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
            #expect(node.frame.origin.x > 0 && node.frame.origin.x < 20)
            node.removeFromParent()
            released = node
        }
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        #expect(released == nil)
        for _ in 0..<40 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(owner.animator.runningCount == 0)
    }

    @Test("Implicit animations still drive a TextNode's colour and a node's background")
    func animatedSettersStillWork() {
        let root = Node()
        let owner = SceneFixture.owner(root, width: 40, height: 40)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(size: owner.pixelSize)
        let box = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        box.background = .color(.fixed(.black))
        let text = TextNode("a")
        root.addChild(box)
        root.addChild(text)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        owner.animator.animate(.linear(duration: 0.5)) {
            box.background = .color(.fixed(.white))
            text.color = .fixed(.white)
        }
        #expect(owner.animator.runningCount == 2)
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        let shownBox = box.presentationBackgroundColor
        let shownText = text.presentationColor
        #expect(shownBox != nil && shownBox != Color.black && shownBox != Color.white)
        #expect(shownText != nil && shownText != Color.white)
        for _ in 0..<40 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(owner.animator.runningCount == 0)
    }
}
