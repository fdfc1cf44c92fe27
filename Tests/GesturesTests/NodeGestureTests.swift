import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Gestures

@MainActor
@Suite("Recognizers on scene nodes")
struct NodeGestureTests {
    /// A 320×480 screen with a list (a pan scrolls its content) holding a 120×44 button.
    @MainActor
    struct ListScene {
        let harness: SceneHarness
        let list = Node()
        let content = Node(frame: Rect(x: 0, y: 0, width: 320, height: 1000))
        let button = Node(frame: Rect(x: 100, y: 200, width: 120, height: 44))
        let control = ControlTrackingInteraction()
        let scroll = PanGestureRecognizer()
        var root: Node { harness.root }
        var arbiter: GestureArbiter { harness.arbiter }

        init() throws {
            harness = try SceneHarness(width: 320, height: 480)
            harness.place(list, at: Rect(x: 0, y: 0, width: 320, height: 480))
            list.addChild(content)
            content.addChild(button)
            button.isInteractive = true
            button.addInteraction(control)
            list.addGestureRecognizer(scroll)
            let content = self.content
            scroll.addAction { pan in
                content.frame.origin.y = min(0, pan.translation.y)
            }
        }

        func play(_ text: String, at offset: Double = 0) throws {
            try TouchScriptPlayer.play(try TouchScript(text), on: arbiter, offset: offset)
        }
    }

    @Test("Played through the harness, a drag reaches the scene frame by frame, as on a device: the frames drawn while the finger moves show it part way")
    func dragIsDeliveredFrameByFrame() throws {
        let scene = try ListScene()
        scene.harness.settle()
        let content = scene.content
        let probe = FrameProbe { content.frame.minY }
        scene.harness.host.addObserver(probe)
        try scene.harness.play("drag 160,400 160,100 duration=0.5")
        let between = probe.shown.filter { $0 < -20 && $0 > -280 }
        #expect(between.count >= 10, "frames drawn while the finger moved: \(probe.shown)")
        #expect(probe.shown == probe.shown.sorted(by: >), "each frame further up than the one before")
        #expect(content.frame.minY < -250, "\(content.frame.minY)")
    }

    @Test("A tap on a button inside a scrolling node fires it and does not scroll")
    func tapFiresButton() throws {
        let scene = try ListScene()
        var fired = 0
        var highlights: [Bool] = []
        scene.control.tracker.onActivate = { fired += 1 }
        scene.control.tracker.onHighlightChange = { highlights.append($0) }
        try scene.play("tap 160,220")
        #expect(fired == 1)
        #expect(highlights == [true, false])
        #expect(scene.content.frame.origin.y == 0)
    }

    @Test("A drag that starts on the button scrolls the list and cancels the button's highlight")
    func panCancelsHighlight() throws {
        let scene = try ListScene()
        var fired = 0
        var highlights: [Bool] = []
        scene.control.tracker.onActivate = { fired += 1 }
        scene.control.tracker.onHighlightChange = { highlights.append($0) }
        let script = try TouchScript("drag 160,220 160,20 duration=0.4")
        scene.arbiter.handle(script.events[0])
        #expect(scene.control.tracker.isHighlighted, "touch down highlights at once")
        for event in script.events.dropFirst() { scene.arbiter.handle(event) }
        #expect(fired == 0)
        #expect(highlights == [true, false])
        #expect(abs(scene.content.frame.origin.y + 200) < 1e-9, "the content followed the finger")
        #expect(scene.scroll.state == .possible, "reset after the drag")
    }

    @Test("Recognizers attach as node interactions; the recognizer's target is the node")
    func attachAndDetach() throws {
        let scene = try ListScene()
        let tap = TapGestureRecognizer()
        scene.button.addGestureRecognizer(tap)
        #expect(tap.target === scene.button)
        #expect(scene.button.gestureRecognizers.count == 1)
        #expect(scene.list.gestureRecognizers.first === scene.scroll)
        var taps = 0
        tap.addAction { _ in taps += 1 }
        try scene.play("tap 160,220")
        #expect(taps == 1)
        scene.button.removeGestureRecognizer(tap)
        #expect(tap.target == nil)
        try scene.play("tap 160,220", at: 5)
        #expect(taps == 1)
    }

    @Test("Locations convert into a transformed node's own coordinates")
    func locationInNode() throws {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let card = Node(frame: Rect(x: 60, y: 100, width: 200, height: 200))
        card.transform = Transform2D(scaleX: 2, y: 2)
        root.addChild(card)
        let tap = TapGestureRecognizer()
        card.addGestureRecognizer(tap)
        let arbiter = GestureArbiter(root: root)
        var location = Point.zero
        tap.addAction { r in location = r.location(in: card) }
        // The card's centre (160, 200) stays put under a scale about the centre; 20 pt right of
        // it on screen is 10 pt right of it in the card's own space.
        try TouchScriptPlayer.play(try TouchScript("tap 180,200"), on: arbiter)
        #expect(abs(location.x - 110) < 1e-9 && abs(location.y - 100) < 1e-9)
    }

    @Test("Hidden nodes and nodes without user interaction give their recognizers nothing")
    func hiddenNodes() throws {
        let scene = try ListScene()
        let tap = TapGestureRecognizer()
        scene.button.addGestureRecognizer(tap)
        var taps = 0
        tap.addAction { _ in taps += 1 }
        scene.button.isUserInteractionEnabled = false
        try scene.play("tap 160,220")
        scene.button.isUserInteractionEnabled = true
        scene.button.isHidden = true
        try scene.play("tap 160,220", at: 5)
        #expect(taps == 0)
        scene.button.isHidden = false
        try scene.play("tap 160,220", at: 10)
        #expect(taps == 1)
    }

    @Test("An arbiter over a right-to-left scene puts the leading edge on the right")
    func rightToLeftScene() throws {
        let root = Node(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var overrides = EnvironmentOverrides()
        overrides.layoutDirection = .rightToLeft
        root.environmentOverrides = overrides
        let edge = ScreenEdgePanGestureRecognizer(edges: .leading)
        root.addGestureRecognizer(edge)
        let arbiter = GestureArbiter(root: root)
        #expect(arbiter.isRightToLeft)
        var began = 0
        edge.addAction { r in if r.state == .began { began += 1 } }
        try TouchScriptPlayer.play(try TouchScript("drag 5,240 200,240 duration=0.3"), on: arbiter)
        #expect(began == 0)
        try TouchScriptPlayer.play(try TouchScript("drag 315,240 120,240 duration=0.3"), on: arbiter, offset: 2)
        #expect(began == 1)
    }
}

/// Records a value read from the scene as each frame is drawn (a ``HostObserver``).
@MainActor
final class FrameProbe: HostObserver {
    let read: @MainActor () -> Double
    private(set) var shown: [Double] = []

    init(_ read: @escaping @MainActor () -> Double) { self.read = read }

    func hostDidDrawFrame(_ host: AppHost, _ frame: DrawnFrame) { shown.append(read()) }
}
