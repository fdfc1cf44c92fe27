import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Frame telemetry and the damage overlay")
struct TelemetryTests {
    /// A 100×50 scene with one square node of `side` points at the origin, to move frame by frame.
    static func movingNodeScene(side: Double) -> (node: Node, owner: SceneOwner, bitmap: Bitmap) {
        let root = Node()
        let node = Node(frame: Rect(x: 0, y: 0, width: side, height: side))
        root.addChild(node)
        return (node, SceneFixture.owner(root, width: 100, height: 50), Bitmap(width: 100, height: 50))
    }

    @Test("Every frame is counted in the histogram with its damage area")
    func histogram() {
        let (node, owner, bitmap) = Self.movingNodeScene(side: 10)
        let clock = FrameTimestamps()
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        for i in 1...9 {
            node.frame.origin.x = Double(i * 5)
            owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        }
        let t = owner.telemetry
        #expect(t.frameCount == 10)
        #expect(t.histogram.reduce(0, +) == 10)
        #expect(t.droppedFrames == 0)
        #expect(t.lastFrame?.damagedPixelCount == 15 * 10)
        #expect(t.totalDamagedPixels == 100 * 50 + 9 * 150)
        #expect(t.recent.count == 10)
        #expect(t.summary.hasPrefix("10 frames"))
    }

    @Test("The recent reports are the last recentLimit frames, oldest first, as new frames replace old ones and when the limit changes")
    func recentRing() {
        let (node, owner, bitmap) = Self.movingNodeScene(side: 1)
        let t = owner.telemetry
        t.recentLimit = 5
        // Frame i (from 1) moves the node by i pixels: its damage is 2 × 1 pixels, its timestamp i.
        owner.renderFrame(into: bitmap, timestamp: 0)
        for i in 1...12 {
            node.frame.origin.x = Double(i)
            owner.renderFrame(into: bitmap, timestamp: Double(i))
        }
        #expect(t.recent.map(\.timestamp) == [8, 9, 10, 11, 12])
        #expect(t.lastFrame?.timestamp == 12)
        t.recentLimit = 3
        #expect(t.recent.map(\.timestamp) == [10, 11, 12])
        t.recentLimit = 4
        node.frame.origin.x = 13
        owner.renderFrame(into: bitmap, timestamp: 13)
        #expect(t.recent.map(\.timestamp) == [10, 11, 12, 13])
        node.frame.origin.x = 14
        owner.renderFrame(into: bitmap, timestamp: 14)
        #expect(t.recent.map(\.timestamp) == [11, 12, 13, 14])
        #expect(t.lastFrame?.timestamp == 14)
        #expect(t.frameCount == 15)
        t.recentLimit = 0
        owner.renderFrame(into: bitmap, timestamp: 15)
        #expect(t.recent.isEmpty && t.lastFrame == nil)
        t.reset()
        t.recentLimit = 2
        for i in 16...18 { owner.renderFrame(into: bitmap, timestamp: Double(i)) }
        #expect(t.recent.map(\.timestamp) == [17, 18])
    }

    @Test("A gap of three frame intervals between timestamps counts two dropped frames")
    func dropped() {
        let owner = SceneFixture.owner(Node(), width: 10, height: 10)
        let bitmap = Bitmap(width: 10, height: 10)
        owner.renderFrame(into: bitmap, timestamp: 0)
        owner.renderFrame(into: bitmap, timestamp: 1.0 / 60)
        owner.renderFrame(into: bitmap, timestamp: 4.0 / 60)
        #expect(owner.telemetry.droppedFrames == 2)
        owner.telemetry.reset()
        #expect(owner.telemetry.frameCount == 0)
    }

    @Test("The damage overlay tints this frame's damage and clears the previous frame's")
    func overlay() {
        let root = Node()
        root.background = .color(.fixed(.white))
        let node = Node(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        node.background = .color(.fixed(.black))
        root.addChild(node)
        let owner = SceneFixture.owner(root, width: 100, height: 50)
        let bitmap = Bitmap(width: 100, height: 50)
        owner.renderFrame(into: bitmap)
        owner.showsDamageOverlay = true
        owner.renderFrame(into: bitmap)  // full redraw with the overlay switched on
        node.frame.origin.x = 50
        owner.renderFrame(into: bitmap)
        let white = Color.white.premultipliedPixel
        #expect(bitmap[5, 5] != white && bitmap[5, 5] != Color.black.premultipliedPixel, "old area: tinted white")
        #expect(bitmap[80, 40] == white, "outside the damage: untouched")
        node.frame.origin.x = 80
        owner.renderFrame(into: bitmap)
        #expect(bitmap[5, 5] == white, "the previous overlay is repainted away")
    }
}
