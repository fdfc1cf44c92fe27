import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    func scene() -> (root: Node, card: Node, button: Node, owner: SceneOwner) {
        let root = Node()
        let card = Node(frame: Rect(x: 20, y: 20, width: 200, height: 100))
        card.name = "card"
        let button = Node(frame: Rect(x: 10, y: 10, width: 60, height: 30))
        button.name = "button"
        button.isInteractive = true
        card.addChild(button)
        root.addChild(card)
        let owner = SceneFixture.owner(root, width: 400, height: 300)
        return (root, card, button, owner)
    }

    @Test("The deepest node under the point is returned, with its path from the root")
    func deepestFirst() {
        let s = scene()
        #expect(s.root.hitTest(Point(x: 35, y: 35)) === s.button)
        #expect(s.root.hitTest(Point(x: 150, y: 100)) === s.card)
        #expect(s.root.hitTest(Point(x: 300, y: 250)) === s.root)
        #expect(s.root.hitTestPath(Point(x: 35, y: 35)).map(\.name) == [nil, "card", "button"])
        #expect(s.root.hitTest(Point(x: 150, y: 100), options: HitTestOptions(interactiveOnly: true)) == nil)
    }

    @Test("Later siblings are on top and are hit first")
    func order() {
        let s = scene()
        let cover = Node(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        s.card.addChild(cover)
        #expect(s.root.hitTest(Point(x: 35, y: 35)) === cover)
    }

    @Test("Hidden and non-interactive subtrees are skipped")
    func hidden() {
        let s = scene()
        s.button.isHidden = true
        #expect(s.root.hitTest(Point(x: 35, y: 35)) === s.card)
        s.button.isHidden = false
        s.card.isUserInteractionEnabled = false
        #expect(s.root.hitTest(Point(x: 35, y: 35)) === s.root)
    }

    @Test("Transforms move the hit area with what is drawn")
    func transforms() {
        let s = scene()
        s.button.transform = Transform2D(translationX: 100, y: 0)
        #expect(s.root.hitTest(Point(x: 35, y: 35)) === s.card)
        #expect(s.root.hitTest(Point(x: 135, y: 35)) === s.button)
        s.button.transform = Transform2D(scaleX: 2, y: 2)  // about its centre (60, 45 in root)
        #expect(s.root.hitTest(Point(x: 5 + 20 + 1, y: 35)) === s.button)
    }

    @Test("A clipping parent hides children outside its bounds and rounded corners from touches")
    func clips() {
        let s = scene()
        let outside = Node(frame: Rect(x: 190, y: 90, width: 50, height: 50))
        s.card.addChild(outside)
        #expect(s.root.hitTest(Point(x: 250, y: 150)) === outside)
        s.card.clipsToBounds = true
        #expect(s.root.hitTest(Point(x: 250, y: 150)) === s.root)
        s.card.cornerRadius = 20
        #expect(s.root.hitTest(Point(x: 21, y: 21)) === s.root, "outside the rounded corner")
        #expect(s.root.hitTest(Point(x: 40, y: 40)) === s.button)
    }

    @Test("A small control with a minimum target of 44 × 44 pt is hit around its drawn bounds")
    func minimumTarget() {
        let root = Node()
        let small = Node(frame: Rect(x: 100, y: 100, width: 20, height: 20))
        small.minimumHitTargetSize = Size(width: 44, height: 44)
        root.addChild(small)
        _ = SceneFixture.owner(root, width: 300, height: 300)
        #expect(root.hitTest(Point(x: 90, y: 90)) === small)
        #expect(root.hitTest(Point(x: 87, y: 110)) === root)
        #expect(root.hitTest(Point(x: 90, y: 90), options: HitTestOptions(expandsToMinimumTarget: false)) === root)
    }

    @Test("Ellipse and capsule shapes answer only inside their curve")
    func shapes() {
        let root = Node()
        let knob = Node(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        knob.hitTestShape = .ellipse
        root.addChild(knob)
        _ = SceneFixture.owner(root, width: 100, height: 100)
        #expect(root.hitTest(Point(x: 20, y: 20)) === knob)
        #expect(root.hitTest(Point(x: 2, y: 2)) === root)
        knob.hitTestShape = .roundedBounds
        knob.cornerRadius = 20
        #expect(root.hitTest(Point(x: 2, y: 2)) === root)
        knob.hitTestShape = .none
        #expect(root.hitTest(Point(x: 20, y: 20)) === root)
    }

    @Test("Points convert between nodes through frames and transforms")
    func convert() {
        let s = scene()
        #expect(s.button.convert(Point(x: 0, y: 0), to: nil) == Point(x: 30, y: 30))
        #expect(s.button.convert(Point(x: 30, y: 30), from: nil) == Point(x: 0, y: 0))
        #expect(s.button.convert(Point(x: 5, y: 5), to: s.card) == Point(x: 15, y: 15))
    }
}
