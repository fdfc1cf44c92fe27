import Graphics
import Testing
@testable import Gestures

@MainActor
@Suite("Control tracking")
struct ControlTrackerTests {
    @Test("Touch down highlights, lifting inside fires once and un-highlights")
    func upInside() {
        let tracker = ControlTracker(bounds: Rect(x: 0, y: 0, width: 100, height: 44))
        var fired = 0
        tracker.onActivate = { fired += 1 }
        #expect(tracker.touchDown(TouchID(1), at: Point(x: 50, y: 20)))
        #expect(tracker.isHighlighted)
        #expect(tracker.touchUp(TouchID(1), at: Point(x: 60, y: 20)))
        #expect(fired == 1 && !tracker.isHighlighted && !tracker.isTracking)
    }

    @Test("Tracking bounds extend 70 pt beyond the control")
    func trackingExpansion() {
        let tracker = ControlTracker(bounds: Rect(x: 0, y: 0, width: 100, height: 44))
        var fired = 0
        tracker.onActivate = { fired += 1 }
        tracker.touchDown(TouchID(1), at: Point(x: 50, y: 20))
        tracker.touchMoved(TouchID(1), to: Point(x: 50, y: 44 + 69))
        #expect(tracker.isHighlighted)
        tracker.touchMoved(TouchID(1), to: Point(x: 50, y: 44 + 71))
        #expect(!tracker.isHighlighted)
        tracker.touchMoved(TouchID(1), to: Point(x: -69, y: 20))
        #expect(tracker.isHighlighted)
        tracker.touchUp(TouchID(1), at: Point(x: 171, y: 20))
        #expect(fired == 0, "lifting 71 pt beyond the trailing edge is outside")
    }

    @Test("A small control still accepts touches in a 44×44 pt area around its centre")
    func minimumTarget() {
        let tracker = ControlTracker(bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(tracker.hitBounds == Rect(x: -12, y: -12, width: 44, height: 44))
        #expect(tracker.touchDown(TouchID(1), at: Point(x: -11, y: 31)))
        tracker.touchCancelled(TouchID(1))
        #expect(!tracker.touchDown(TouchID(2), at: Point(x: -13, y: 10)))
        let big = ControlTracker(bounds: Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(big.hitBounds == big.bounds)
    }

    @Test("A second finger, a cancel, or a disabled control never fires")
    func noFire() {
        let tracker = ControlTracker(bounds: Rect(x: 0, y: 0, width: 100, height: 44))
        var fired = 0
        tracker.onActivate = { fired += 1 }
        tracker.touchDown(TouchID(1), at: Point(x: 10, y: 10))
        #expect(!tracker.touchDown(TouchID(2), at: Point(x: 20, y: 10)))
        #expect(!tracker.touchUp(TouchID(2), at: Point(x: 20, y: 10)))
        tracker.touchCancelled(TouchID(1))
        #expect(!tracker.touchUp(TouchID(1), at: Point(x: 10, y: 10)))
        tracker.isEnabled = false
        #expect(!tracker.touchDown(TouchID(3), at: Point(x: 10, y: 10)))
        #expect(fired == 0)
    }
}
