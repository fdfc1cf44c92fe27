import Gestures
import Graphics

/// A minimal gesture target for tests: a rectangle in window points with children.
@MainActor
final class Box: GestureTarget {
    let name: String
    let frame: Rect
    weak var parent: Box?
    var children: [Box] = []
    var gestureRecognizers: [GestureRecognizer] = []
    var handlesTouches = false
    /// Raw touch callbacks, as "began #1", "ended #1", "cancelled #1".
    var log: [String] = []
    var tracker: ControlTracker?

    init(_ name: String, _ frame: Rect) {
        self.name = name
        self.frame = frame
    }

    @discardableResult
    func add(_ child: Box) -> Box {
        child.parent = self
        children.append(child)
        return child
    }

    func add(_ recognizer: GestureRecognizer) { gestureRecognizers.append(recognizer) }

    /// Makes this box a control tracked by a ``ControlTracker``.
    func makeControl() -> ControlTracker {
        let tracker = ControlTracker(bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        self.tracker = tracker
        handlesTouches = true
        return tracker
    }

    var gestureParent: (any GestureTarget)? { parent }

    func convertFromWindow(_ point: Point) -> Point { Point(x: point.x - frame.minX, y: point.y - frame.minY) }

    func hitTest(_ point: Point) -> Box? {
        guard frame.contains(point) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return self
    }

    func touchesBegan(_ touches: [Touch], with event: TouchEvent) { record("began", touches) }
    func touchesMoved(_ touches: [Touch], with event: TouchEvent) { record("moved", touches) }
    func touchesEnded(_ touches: [Touch], with event: TouchEvent) { record("ended", touches) }
    func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { record("cancelled", touches) }

    private func record(_ what: String, _ touches: [Touch]) {
        for t in touches { log.append("\(what) \(t.id)") }
        tracker?.handle(touches, convert: convertFromWindow)
    }
}

/// A screen of 320×480 points with an arbiter over a root box.
@MainActor
struct Screen {
    let root = Box("root", Rect(x: 0, y: 0, width: 320, height: 480))
    let arbiter: GestureArbiter

    init() {
        let root = self.root
        arbiter = GestureArbiter(windowBounds: root.frame, hitTest: { root.hitTest($0) })
    }

    /// Plays a touch script from time `at` and lets deadlines settle for a second after it.
    func play(_ text: String, at offset: Double = 0, settle: Double = 1) throws {
        TouchScriptPlayer.play(try TouchScript(text), on: arbiter, offset: offset, settle: settle)
    }
}

/// Records the states a recognizer's actions saw.
@MainActor
final class StateLog {
    var states: [GestureRecognizer.State] = []
    init(_ recognizer: GestureRecognizer) {
        recognizer.addAction { [unowned self] r in self.states.append(r.state) }
    }
    var recognized: Bool { states.last == .ended }
}
