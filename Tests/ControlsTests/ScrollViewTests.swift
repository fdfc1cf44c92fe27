import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Scroll view")
struct ScrollViewTests {
    /// A 320 × 480 scroll view over `rows` 50-pt boxes at the origin of a fixture.
    func scrollScene(rows: Int = 100, direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, ScrollView) {
        let fixture = try SceneHarness(direction: direction)
        let scroll = ScrollView(content: boxColumn(count: rows, height: 50))
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        return (fixture, scroll)
    }

    @Test("The content is measured along the axis and starts at the top")
    func measuring() throws {
        let (_, scroll) = try scrollScene()
        #expect(scroll.contentSize == Size(width: 320, height: 5000))
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 4520))
    }

    @Test("A drag moves the content with the finger after the touch slop, without a jump")
    func dragFollowsFinger() throws {
        let (fixture, scroll) = try scrollScene()
        try fixture.start("down 1 160,400\nwait 0.02\nmove 1 160,385\nwait 0.02\nmove 1 160,200\nwait 0.5\nup 1")
        fixture.run(seconds: 0.2)
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset.y == 185, "the 15-pt slop is not lost: the content moved with the finger after it")
        fixture.run(seconds: 1)
        #expect(!scroll.isDragging)
    }

    @Test("Pulling past the top stretches by UIScrollView's rubber band and springs back to the top")
    func rubberBandAtTop() throws {
        let (fixture, scroll) = try scrollScene()
        try fixture.start("down 1 160,100\nwait 0.02\nmove 1 160,115\nwait 0.02\nmove 1 160,315\nwait 0.5\nup 1")
        fixture.run(seconds: 0.3)
        let expected = -RubberBand.offset(forOvershoot: 200, dimension: 480)
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        #expect(abs(expected + 89.49) < 0.01)
        fixture.run(seconds: 0.3)
        #expect(scroll.isDecelerating && scroll.contentOffset.y < 0 && scroll.contentOffset.y > expected)
        fixture.settle()
        #expect(abs(scroll.contentOffset.y) < 1e-3)
        #expect(!scroll.isMoving && !scroll.isDecelerating)
    }

    @Test("After a flick the offset follows UIKit's closed form frame by frame and stops at the projection")
    func glideOnVirtualClock() throws {
        let (fixture, scroll) = try scrollScene()
        scroll.contentOffset = Point(x: 0, y: 1000)
        fixture.frame()
        let start = fixture.clock.now
        scroll.endDragging(velocity: Point(x: 0, y: 1500))
        let motion = ScrollDeceleration(offset: 1000, velocity: 1500, threshold: 0.5)
        var frames = 0
        while scroll.isMoving {
            let t = fixture.frame()
            frames += 1
            if scroll.isMoving {
                #expect(abs(scroll.contentOffset.y - motion.offset(at: t - start)) < 1e-6)
            }
        }
        #expect(frames == Int((motion.duration * 60).rounded(.up)), "the glide lasts UIKit's duration")
        #expect(abs(scroll.contentOffset.y - motion.restingOffset) < 1e-9)
        #expect(abs(scroll.contentOffset.y - 1749.25) < 0.01)
        #expect(!scroll.isDecelerating)
    }

    @Test("The fast rate stops sooner and shorter")
    func fastRate() throws {
        let (fixture, scroll) = try scrollScene()
        scroll.decelerationRate = .fast
        scroll.contentOffset = Point(x: 0, y: 1000)
        fixture.frame()
        scroll.endDragging(velocity: Point(x: 0, y: 1500))
        fixture.settle()
        #expect(abs(scroll.contentOffset.y - (1000 + 1500 / (1000 * 0.01005033585350145))) < 0.01)
    }

    @Test("A glide that reaches the end bounces past it within the view's length and settles exactly on it")
    func glideIntoEdgeBounces() throws {
        let (fixture, scroll) = try scrollScene()
        scroll.contentOffset = Point(x: 0, y: 4400)
        fixture.frame()
        scroll.endDragging(velocity: Point(x: 0, y: 2000))
        var furthest = 0.0
        while scroll.isMoving {
            fixture.frame()
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest > 4520 && furthest < 4520 + 480)
        #expect(abs(scroll.contentOffset.y - 4520) < 1e-3)
    }

    @Test("Without bounces the glide stops hard at the edge")
    func noBounce() throws {
        let (fixture, scroll) = try scrollScene()
        scroll.bounces = false
        scroll.contentOffset = Point(x: 0, y: 4400)
        fixture.frame()
        scroll.endDragging(velocity: Point(x: 0, y: 2000))
        var furthest = 0.0
        while scroll.isMoving {
            fixture.frame()
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest <= 4520 + 1e-9)
        #expect(scroll.contentOffset.y == 4520)
    }

    @Test("A flick through a touch script glides on after the finger lifts")
    func scriptedFlick() throws {
        let (fixture, scroll) = try scrollScene()
        try fixture.playInFrames("drag 160,400 160,100 duration=0.1", framesAfter: 2)
        let atLift = scroll.contentOffset.y
        #expect(scroll.isDecelerating)
        fixture.settle()
        #expect(scroll.contentOffset.y > atLift + 500, "a 3000 pt/s flick glides more than 500 pt")
    }

    @Test("A tap on gliding content stops it where it is and does not press the button beneath")
    func tapStopsGlide() throws {
        let fixture = try SceneHarness()
        let column = boxColumn(count: 100, height: 50)
        let buttons = (0..<100).map { i -> Button in
            let b = Button(title: "Row \(i)", style: .filled)
            b.frame = Rect(x: 20, y: Double(i) * 50, width: 280, height: 50)
            column.addChild(b)
            return b
        }
        var fired = 0
        for b in buttons { b.addAction { _ in fired += 1 } }
        let scroll = ScrollView(content: column)
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        try fixture.playInFrames("drag 160,400 160,100 duration=0.1", framesAfter: 10)
        #expect(scroll.isMoving)
        try fixture.playInFrames("tap 160,240", framesAfter: 1)
        let stopped = scroll.contentOffset.y
        #expect(!scroll.isMoving)
        for _ in 0..<30 { fixture.frame() }
        #expect(scroll.contentOffset.y == stopped, "the content stays where the finger stopped it")
        #expect(fired == 0)
        #expect(buttons.allSatisfy { !$0.isHighlighted })
        // A tap on content at rest presses the button.
        try fixture.playInFrames("tap 160,240")
        #expect(fired == 1)
    }

    @Test("A drag that starts on a button cancels its highlight once past the slop, and nothing fires")
    func dragCancelsHighlight() throws {
        let fixture = try SceneHarness()
        let column = boxColumn(count: 40, height: 50)
        let button = Button(title: "Press", style: .filled)
        button.frame = Rect(x: 20, y: 208, width: 280, height: 34)
        column.addChild(button)
        var fired = 0
        button.addAction { _ in fired += 1 }
        let scroll = ScrollView(content: column)
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        var highlights: [Bool] = []
        button.tracking.tracker.onHighlightChange = { [weak button] in
            highlights.append($0)
            button?.isHighlighted = $0
        }
        try fixture.start("down 1 160,225\nwait 0.05\nmove 1 160,220\nwait 0.1\nmove 1 160,200\nwait 0.05\nmove 1 160,150\nwait 0.05\nup 1")
        fixture.run(seconds: 0.1)
        #expect(button.tracking.tracker.isHighlighted, "within the slop the button stays pressed")
        fixture.run(seconds: 0.5)
        fixture.settle()
        #expect(highlights == [true, false])
        #expect(fired == 0)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test("Paging settles on whole pages: a short drag returns, a long one or a flick moves one page")
    func paging() throws {
        let fixture = try SceneHarness()
        let row = Node()
        row.horizontalSizing = .fixed(1600)
        row.verticalSizing = .fixed(480)
        let scroll = ScrollView(content: row, axes: .horizontal)
        scroll.isPagingEnabled = true
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        try fixture.playInFrames("drag 300,240 200,240 duration=1")
        #expect(scroll.contentOffset.x == 0)
        try fixture.playInFrames("drag 300,240 100,240 duration=1")
        #expect(abs(scroll.contentOffset.x - 320) < 1e-3)
        #expect(scroll.currentPage == 1)
        try fixture.playInFrames("swipe 300,240 20,240 duration=0.08")
        #expect(abs(scroll.contentOffset.x - 640) < 1e-3, "a fast flick still moves one page")
        try fixture.playInFrames("swipe 20,240 300,240 duration=0.08")
        #expect(abs(scroll.contentOffset.x - 320) < 1e-3)
    }

    @Test("Right to left: horizontal content starts at its trailing end and stays there when it grows")
    func rightToLeft() throws {
        let fixture = try SceneHarness(direction: .rightToLeft)
        let row = Node()
        row.horizontalSizing = .fixed(1000)
        row.verticalSizing = .fixed(100)
        let scroll = ScrollView(content: row, axes: .horizontal)
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(scroll.contentOffset.x == 680)
        #expect(row.frame.maxX == 320, "the content's right (leading) end is visible")
        row.horizontalSizing = .fixed(1200)
        fixture.frame()
        #expect(scroll.contentOffset.x == 880)
        // A drag to the right (backwards in RTL) reveals content further left.
        try fixture.playInFrames("drag 100,50 250,50 duration=1")
        #expect(scroll.contentOffset.x < 880)
    }

    @Test("Content insets extend the offsets: the content starts below a top inset and ends above a bottom one")
    func insets() throws {
        let (fixture, scroll) = try scrollScene(rows: 20)
        scroll.contentInset = EdgeInsets(top: 44, bottom: 49)
        scroll.contentOffset = Point(x: 0, y: -44)
        fixture.frame()
        #expect(scroll.minimumContentOffset == Point(x: 0, y: -44))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 1000 + 49 - 480))
        #expect(scroll.content.frame.minY == 44)
        scroll.endDragging(velocity: Point(x: 0, y: 5000))
        fixture.settle()
        #expect(abs(scroll.contentOffset.y - 569) < 1e-3)
    }

    @Test("Scrolling to an item: nearest, start, centre and end positions, animated on the clock")
    func scrollToItem() throws {
        let (fixture, scroll) = try scrollScene()
        let item = scroll.content.children[30]
        scroll.scroll(to: item, position: .nearest, animated: false)
        #expect(scroll.contentOffset.y == 1550 - 480)
        scroll.scroll(to: item, position: .start, animated: false)
        #expect(scroll.contentOffset.y == 1500)
        scroll.scroll(to: item, position: .center, animated: false)
        #expect(scroll.contentOffset.y == 1525 - 240)
        scroll.scroll(to: scroll.content.children[2], position: .end, animated: true)
        #expect(scroll.contentOffset.y == 1285)
        fixture.frame()
        #expect(scroll.isMoving)
        fixture.settle()
        #expect(scroll.contentOffset.y == 0, "clamped to the top")
    }

    @Test("Nested scroll views: a horizontal drag moves the inner row, a vertical one the outer column")
    func nested() throws {
        let fixture = try SceneHarness()
        let column = Node()
        column.horizontalSizing = .fixed(320)
        column.verticalSizing = .fixed(2000)
        let strip = Node()
        strip.horizontalSizing = .fixed(1500)
        strip.verticalSizing = .fixed(100)
        let inner = ScrollView(content: strip, axes: .horizontal)
        inner.frame = Rect(x: 0, y: 100, width: 320, height: 100)
        column.addChild(inner)
        let outer = ScrollView(content: column)
        fixture.place(outer, at: Rect(x: 0, y: 0, width: 320, height: 480))
        try fixture.playInFrames("drag 250,150 50,150 duration=1")
        #expect(inner.contentOffset.x > 150)
        #expect(outer.contentOffset.y == 0)
        try fixture.playInFrames("drag 160,180 160,80 duration=1")
        #expect(outer.contentOffset.y > 50)
        #expect(inner.contentOffset.x > 150 && inner.contentOffset.x < 1500)
    }

    @Test("Nested along the same axis: the inner view scrolls first, and at its edge the outer one takes the drag")
    func nestedSameAxis() throws {
        let fixture = try SceneHarness()
        let column = Node()
        column.horizontalSizing = .fixed(320)
        column.verticalSizing = .fixed(2000)
        let inner = ScrollView(content: boxColumn(count: 10, height: 50))
        inner.frame = Rect(x: 0, y: 100, width: 320, height: 200)
        column.addChild(inner)
        let outer = ScrollView(content: column)
        fixture.place(outer, at: Rect(x: 0, y: 0, width: 320, height: 480))
        try fixture.playInFrames("drag 160,280 160,180 duration=1")
        #expect(inner.contentOffset.y > 50)
        #expect(outer.contentOffset.y == 0)
        inner.contentOffset = .zero
        try fixture.playInFrames("drag 160,120 160,260 duration=1")
        #expect(inner.contentOffset.y == 0, "at its top the inner view lets the pull go")
        #expect(outer.contentOffset.y == 0, "the outer one took it and bounced back")
        #expect(outer.isDragging == false)
    }

    @Test("Indicators fade in while the content moves and out after it stops")
    func indicators() throws {
        let (fixture, scroll) = try scrollScene()
        #expect(scroll.verticalIndicator.opacity == 0)
        try fixture.start("down 1 160,400\nwait 0.02\nmove 1 160,380\nwait 0.02\nmove 1 160,300\nwait 0.4\nup 1")
        fixture.run(seconds: 0.4)
        #expect(scroll.verticalIndicator.opacity == 1)
        let bar = scroll.verticalIndicator.frame
        #expect(bar.width == 3 && bar.maxX == 317)
        #expect(abs(bar.height - max(36, 474 * 480 / 5000)) < 1e-9)
        fixture.run(seconds: 0.3)
        #expect(scroll.verticalIndicator.opacity == 1, "it stays for half a second")
        fixture.settle()
        #expect(scroll.verticalIndicator.opacity == 0)
        #expect(scroll.horizontalIndicator.isHidden)
    }

    @Test("Pinching zooms between the minimum and maximum scale; a double tap zooms in, another zooms out")
    func zoom() throws {
        let fixture = try SceneHarness()
        let photo = Node()
        photo.horizontalSizing = .fixed(320)
        photo.verticalSizing = .fixed(480)
        let scroll = ScrollView(content: photo, axes: .both)
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        try fixture.playInFrames("pinch 160,240 from=40 to=80")
        #expect(abs(scroll.zoomScale - 2) < 0.05)
        #expect(abs(scroll.contentSize.width - 320 * scroll.zoomScale) < 1e-9)
        try fixture.playInFrames("pinch 160,240 from=20 to=200")
        #expect(scroll.zoomScale == 3, "clamped to the maximum")
        try fixture.playInFrames("double-tap 100,100")
        #expect(scroll.zoomScale == 1)
        try fixture.playInFrames("double-tap 80,120")
        #expect(scroll.zoomScale == 3)
        // The tapped point stays centred where the content allows.
        #expect(abs(scroll.contentOffset.x - (80 * 3 - 160)) < 1e-6)
        #expect(abs(scroll.contentOffset.y - (120 * 3 - 240)) < 1e-6)
    }

    @Test("Scrolling damages only the scroll view's area")
    func scrollDamage() throws {
        let fixture = try SceneHarness(width: 300, height: 300)
        let scroll = ScrollView(content: boxColumn(count: 20, height: 44))
        fixture.place(scroll, at: Rect(x: 10, y: 20, width: 100, height: 200))
        fixture.settleAnimations()
        _ = fixture.owner.takeDamage()
        scroll.contentOffset = Point(x: 0, y: 30)
        #expect(fixture.owner.takeDamage().rects == [PixelRect(x: 10, y: 20, width: 100, height: 200)])
    }

    @Test("Setting the content offset in an animation block scrolls smoothly on the virtual clock")
    func offsetInAnimationBlock() throws {
        let (fixture, scroll) = try scrollScene(rows: 20)
        fixture.settleAnimations()
        fixture.owner.animator.animate(.linear(duration: 0.5)) { scroll.contentOffset = Point(x: 0, y: 300) }
        for _ in 0..<15 { fixture.frame() }
        // Within rounding of times a day past the clock's epoch.
        #expect(abs(scroll.content.frame.minY + 150) < 1e-6, "half-way after a quarter second")
        for _ in 0..<15 { fixture.frame() }
        #expect(scroll.content.frame.minY == -300)
    }

    @Test("An offset set before the first layout is kept (the view does not move to its start)")
    func offsetBeforeLayout() throws {
        let fixture = try SceneHarness()
        let scroll = ScrollView(content: boxColumn(count: 20, height: 50))
        scroll.contentOffset = Point(x: 0, y: 120)
        fixture.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.contentOffset.y == 120 && scroll.content.frame.minY == -120)
    }
}
