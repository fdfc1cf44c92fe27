import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Scroll nodes")
struct ScrollNodeTests {
    @Test("A horizontal scroll node starts at the leading end, the right in RTL, and offsets towards trailing")
    func horizontalRTL() {
        let row = HStackNode(children: (0..<5).map { _ in SceneFixture.box(100, 40) })
        let scroll = ScrollNode(content: row, axis: .horizontal)
        let owner = SceneFixture.owner(scroll, width: 200, height: 40, direction: .rightToLeft)
        owner.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 500, height: 40))
        #expect(row.frame.maxX == 200, "the content's leading (right) edge is visible first")
        #expect(row.children[0].frame.maxX == 500, "the first item is at the content's right end")
        scroll.contentOffset = Point(x: 100, y: 0)
        #expect(row.frame.maxX == 300)
    }

    @Test("Scrolling damages only the scroll node's area")
    func scrollDamage() {
        let root = Node()
        let column = VStackNode(children: (0..<20).map { _ in SceneFixture.box(100, 44) })
        let scroll = ScrollNode(content: column)
        scroll.frame = Rect(x: 10, y: 20, width: 100, height: 200)
        root.addChild(scroll)
        let owner = SceneFixture.owner(root, width: 300, height: 300)
        owner.renderFrame(into: Bitmap(width: 300, height: 300))
        scroll.contentOffset = Point(x: 0, y: 30)
        #expect(owner.takeDamage().rects == [PixelRect(x: 10, y: 20, width: 100, height: 200)])
    }

    @Test("Setting the content offset in an animation block scrolls smoothly on the virtual clock")
    func animatedScroll() {
        let column = VStackNode(children: (0..<20).map { _ in SceneFixture.box(100, 44) })
        let scroll = ScrollNode(content: column)
        let owner = SceneFixture.owner(scroll, width: 100, height: 200)
        let clock = VirtualClock()
        let bitmap = Bitmap(width: 100, height: 200)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        owner.animator.animate(.linear(duration: 0.5)) { scroll.contentOffset = Point(x: 0, y: 300) }
        for _ in 0..<15 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(abs(column.frame.minY + 150) < 1e-9)
        for _ in 0..<15 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(column.frame.minY == -300)
    }
}
