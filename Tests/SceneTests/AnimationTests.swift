import Graphics
import ScanoutTesting
import Testing
@testable import Scene

@MainActor
@Suite("Animation on the virtual clock")
struct AnimationTests {
    /// A root with one node, drawn once at t = 0, and a clock at 0.
    func scene() -> (node: Node, owner: SceneOwner, clock: FrameTimestamps, bitmap: Bitmap) {
        let root = Node()
        let node = Node(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        node.background = .color(.fixed(.black))
        root.addChild(node)
        let owner = SceneFixture.owner(root, width: 200, height: 100)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        return (node, owner, clock, bitmap)
    }

    func frames(_ n: Int, _ s: (node: Node, owner: SceneOwner, clock: FrameTimestamps, bitmap: Bitmap)) {
        for _ in 0..<n { s.owner.renderFrame(into: s.bitmap, timestamp: s.clock.nextFrame()) }
    }

    @Test("The virtual clock advances exactly 1/60 s per frame without drift")
    func clock() {
        let clock = FrameTimestamps()
        for _ in 0..<600 { _ = clock.nextFrame() }
        #expect(clock.now == 10)
        #expect(clock.frameCount == 600)
    }

    @Test("A linear opacity animation is halfway after half its duration and exact at the end")
    func linear() {
        let s = scene()
        s.owner.animator.animate(.linear(duration: 1)) { s.node.opacity = 0 }
        #expect(s.node.opacity == 1, "the node keeps showing the old value until frames run")
        #expect(s.owner.needsFrame)
        frames(15, s)
        #expect(abs(s.node.opacity - 0.75) < 1e-9)
        frames(15, s)
        #expect(abs(s.node.opacity - 0.5) < 1e-9)
        frames(30, s)
        #expect(s.node.opacity == 0)
        #expect(!s.owner.animator.isAnimating)
        #expect(!s.owner.needsFrame, "an ended animation asks for no more frames")
    }

    @Test("Curves give their Bézier values: ease-in is slow at first, ease-in-out symmetric")
    func curves() {
        #expect(abs(AnimationCurve.easeIn.progress(at: 0.5) - 0.3153) < 0.001)
        #expect(abs(AnimationCurve.easeOut.progress(at: 0.5) - 0.6847) < 0.001)
        #expect(abs(AnimationCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(AnimationCurve.systemDefault.progress(at: 0.5) - 0.8024) < 0.001)
        #expect(AnimationCurve.linear.progress(at: 0.3) == 0.3)
        for curve in [AnimationCurve.easeIn, .easeOut, .easeInOut, .systemDefault] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            var last = 0.0
            for i in 1...100 {
                let p = curve.progress(at: Double(i) / 100)
                #expect(p >= last - 1e-12)
                last = p
            }
        }
    }

    @Test("An implicit frame animation moves the node over the frames, damaging only where it passes")
    func implicitFrame() {
        let s = scene()
        var done: Bool?
        s.owner.animator.animate(.easeInOut(duration: 0.25), changes: { s.node.frame.origin.x = 100 },
                                 completion: { done = $0 })
        #expect(s.node.frame.minX == 0)
        s.owner.renderFrame(into: s.bitmap, timestamp: s.clock.nextFrame())
        let x1 = s.node.frame.minX
        #expect(x1 > 0 && x1 < 5)
        let report = s.owner.renderFrame(into: s.bitmap, timestamp: s.clock.nextFrame())
        #expect(report.damage.bounds.y == 0 && report.damage.bounds.maxY == 20)
        #expect(report.damage.bounds.width < 40)
        frames(13, s)
        #expect(s.node.frame.minX == 100)
        #expect(done == true)
    }

    @Test("Completions report false when an animation is interrupted, true when it ends")
    func completions() {
        let s = scene()
        var results: [Bool] = []
        s.owner.animator.animate(.linear(duration: 0.5), changes: { s.node.opacity = 0 }, completion: { results.append($0) })
        frames(5, s)
        s.owner.animator.animate(.linear(duration: 0.5), changes: { s.node.opacity = 1 }, completion: { results.append($0) })
        #expect(results == [false])
        frames(30, s)
        #expect(results == [false, true])
        var immediate: Bool?
        s.owner.animator.animate(.default, changes: {}, completion: { immediate = $0 })
        #expect(immediate == true)
    }

    @Test("A direct assignment cancels the running animation and jumps")
    func directSetCancels() {
        let s = scene()
        s.owner.animator.animate(.linear(duration: 1)) { s.node.opacity = 0 }
        frames(10, s)
        s.node.opacity = 0.3
        #expect(!s.owner.animator.isAnimating)
        frames(1, s)
        #expect(s.node.opacity == 0.3)
    }

    @Test("A relayout that sets the target again does not stop a frame animation")
    func relayoutKeepsAnimation() {
        let child = SceneFixture.box(20, 20)
        let row = HStackNode(children: [child])
        row.distribution = .trailing
        let owner = SceneFixture.owner(row, width: 200, height: 20)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        #expect(child.frame.minX == 180)
        owner.animator.animate(.linear(duration: 0.5)) { row.distribution = .fill; owner.layoutIfNeeded() }
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        #expect(abs(child.frame.minX - 174) < 1e-9)
        row.setNeedsLayout()
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        #expect(abs(child.frame.minX - 168) < 1e-9)
        for _ in 0..<30 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(child.frame.minX == 0)
    }

    @Test("A colour animation draws the mixed colour midway and the target at the end")
    func colour() {
        let s = scene()
        s.owner.animator.animate(.linear(duration: 0.5)) { s.node.background = .color(.fixed(.white)) }
        frames(15, s)
        let mid = Color(premultipliedPixel: s.bitmap[10, 10])
        #expect(abs(mid.red - 0.5) < 0.01)
        frames(15, s)
        #expect(s.bitmap[10, 10] == Color.white.premultipliedPixel)
        #expect(!s.owner.needsFrame)
    }

    @Test("A delayed animation waits, then runs for its duration")
    func delay() {
        let s = scene()
        s.owner.animator.animate(.linear(duration: 0.5).delayed(by: 0.5)) { s.node.opacity = 0 }
        frames(30, s)
        #expect(s.node.opacity == 1)
        frames(15, s)
        #expect(abs(s.node.opacity - 0.5) < 1e-9)
    }

    @Test("A critically damped spring approaches its target without overshoot and settles")
    func smoothSpring() {
        let s = scene()
        var finished = false
        var values: [Double] = []
        s.owner.animator.animate(from: 0.0, to: 100.0, with: .spring(.smooth), update: { values.append($0) },
                                 completion: { finished = $0 })
        for _ in 0..<120 where !finished { s.owner.renderFrame(into: s.bitmap, timestamp: s.clock.nextFrame()) }
        #expect(finished)
        #expect(values.last == 100)
        #expect(values.allSatisfy { $0 <= 100 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        // Closed form of a critically damped spring from 0 with no initial velocity.
        let w = 2 * Double.pi / 0.55, t = 10.0 / 60
        let expected = 100 - 100 * (1 + w * t) * Foundationless.exp(-w * t)
        #expect(abs(values[9] - expected) < 1e-9)
    }

    @Test("A bouncy spring overshoots its target before settling")
    func bouncySpring() {
        let s = scene()
        var values: [Double] = []
        s.owner.animator.animate(from: 0.0, to: 1.0, with: .spring(.bouncy), update: { values.append($0) })
        frames(180, s)
        #expect(values.contains { $0 > 1.01 })
        #expect(values.last == 1)
    }

    @Test("Interrupting a spring keeps its current value and velocity")
    func interruptionKeepsVelocity() throws {
        let s = scene()
        let key = Animator.Key(AnimatedProperty("knob"))
        var value = 0.0
        s.owner.animator.animate(from: 0.0, to: 100.0, with: .spring(.smooth), key: key, update: { value = $0 })
        frames(6, s)
        let before = value
        let velocity = try #require(s.owner.animator.velocity(of: key)?.first)
        #expect(velocity > 100)
        s.owner.animator.animate(from: 0.0, to: 0.0, with: .spring(.smooth), key: key, update: { value = $0 })
        #expect(s.owner.animator.velocity(of: key)?.first == velocity)
        frames(1, s)
        #expect(value > before, "still moving forward with the old velocity, not jumping back or stopping dead")
        frames(1, s)
        let afterTwo = value
        frames(60, s)
        #expect(value < afterTwo)
    }

    @Test("An idle scene needs no frames; an animation asks until it ends")
    func scheduling() {
        let s = scene()
        var requests = 0
        s.owner.frameRequestHandler = { requests += 1 }
        frames(3, s)
        #expect(requests == 0)
        s.owner.animator.animate(.linear(duration: 0.1)) { s.node.opacity = 0.5 }
        #expect(requests == 1)
        frames(6, s)
        #expect(!s.owner.needsFrame)
        let afterEnd = requests
        frames(3, s)
        #expect(requests == afterEnd)
    }
}

@MainActor
@Suite("Spring release velocity")
struct SpringReleaseTests {
    @Test("A spring started with a release velocity first moves the way the finger was going")
    func releaseVelocity() {
        let owner = SceneFixture.owner(Node(), width: 10, height: 10)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(width: 10, height: 10)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        var value = 10.0
        owner.animator.animate(from: 10.0, to: 0.0, with: .spring(.smooth), initialVelocity: 400.0,
                               update: { value = $0 })
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        #expect(value > 10)
        for _ in 0..<120 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(value == 0)
    }
}

@MainActor
@Suite("Headless frames")
struct HeadlessFrameTests {
    @Test("Settled on the host's virtual clock, an animation runs exactly its frames, then none")
    func untilIdle() throws {
        let scene = try SceneHarness(width: 50, height: 20)
        let node = Node()
        scene.place(node, at: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(scene.settle() == 1, "the first frame")
        scene.owner.animator.animate(.linear(duration: 0.5)) { node.frame.origin.x = 40 }
        #expect(scene.settle() == 30)
        #expect(node.frame.minX == 40)
        #expect(abs(scene.clock.now - SceneHarness.epoch - 31.0 / 60) < 1e-9, "31 frames after the clock's epoch")
        #expect(scene.settle() == 0)
        #expect(scene.host.statistics.frames == 31)
    }
}

@MainActor
@Suite("Chained animations")
struct ChainedAnimationTests {
    @Test("An animation started from a completion starts at that frame's time, without skipping a frame")
    func chained() {
        let root = Node()
        let node = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addChild(node)
        let owner = SceneFixture.owner(root, width: 100, height: 10)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(width: 100, height: 10)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        owner.animator.animate(.linear(duration: 0.1), changes: { node.frame.origin.x = 60 }, completion: { _ in
            owner.animator.animate(.linear(duration: 1)) { node.frame.origin.x = 0 }
        })
        for _ in 0..<6 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(node.frame.minX == 60)
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        #expect(abs(node.frame.minX - 59) < 1e-9, "one sixtieth of the way back after one frame")
    }
}
