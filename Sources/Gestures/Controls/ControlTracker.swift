public import Graphics

/// Tracks one finger on a control the way UIKit's `UIControl` does; buttons, switches and
/// segmented controls build on it.
///
/// A touch that lands in the ``hitBounds`` highlights the control. Dragging beyond the
/// ``trackingBounds`` (the control grown by ``GestureMetrics/controlTrackingExpansion`` on every
/// side) un-highlights it, coming back re-highlights it, and lifting inside fires
/// ``onActivate``. A cancelled touch (a scroll view's pan took it) un-highlights without firing.
/// All points are in the control's own coordinate space.
@MainActor
public final class ControlTracker {
    /// The control's bounds, in its own points.
    public var bounds: Rect
    /// How far beyond the bounds a finger still counts as inside while tracking, in points.
    public var trackingExpansion = GestureMetrics.controlTrackingExpansion
    /// Whether the control reacts at all.
    public var isEnabled = true
    /// Whether the finger is down and inside (the control draws its pressed look).
    public private(set) var isHighlighted = false
    /// Whether a finger is being tracked.
    public private(set) var isTracking = false
    /// Runs when ``isHighlighted`` changes.
    public var onHighlightChange: (@MainActor (Bool) -> Void)?
    /// Runs when a finger lifts inside: the control's action.
    public var onActivate: (@MainActor () -> Void)?
    /// Runs with the tracked finger's position (control points) when it goes down and each time
    /// it moves, before ``onHighlightChange``; controls with parts (a segmented control's
    /// segments, a page indicator's sides) read where the finger is.
    public var onTrack: (@MainActor (Point) -> Void)?
    /// Where the tracked finger is (or lifted), in control points; `nil` before the first touch.
    public private(set) var location: Point?

    private var trackedTouch: TouchID?

    /// Creates a tracker for a control of `bounds`.
    public init(bounds: Rect) { self.bounds = bounds }

    /// The area that accepts a touch: the bounds, grown about their centre to at least
    /// ``GestureMetrics/minimumTargetSize`` in each dimension (HIG §2.4: 44×44 pt).
    public var hitBounds: Rect {
        let minimum = GestureMetrics.minimumTargetSize
        let dx = max(0, (minimum - bounds.width) / 2), dy = max(0, (minimum - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy)
    }

    /// The area inside which a tracked finger keeps the control highlighted.
    public var trackingBounds: Rect { hitBounds.insetBy(dx: -trackingExpansion, dy: -trackingExpansion) }

    /// A finger went down at `point`; returns whether the control tracks it.
    @discardableResult
    public func touchDown(_ id: TouchID, at point: Point) -> Bool {
        guard isEnabled, trackedTouch == nil, hitBounds.contains(point) else { return false }
        trackedTouch = id
        isTracking = true
        track(point)
        setHighlighted(true)
        return true
    }

    /// The tracked finger moved to `point`.
    public func touchMoved(_ id: TouchID, to point: Point) {
        guard id == trackedTouch else { return }
        track(point)
        setHighlighted(trackingBounds.contains(point))
    }

    /// The tracked finger lifted at `point`; fires ``onActivate`` when inside. Returns whether it fired.
    @discardableResult
    public func touchUp(_ id: TouchID, at point: Point) -> Bool {
        guard id == trackedTouch else { return false }
        location = point
        let inside = trackingBounds.contains(point)
        finish()
        if inside && isEnabled { onActivate?() }
        return inside
    }

    /// The tracked finger was taken away: un-highlight, do not fire.
    public func touchCancelled(_ id: TouchID) {
        guard id == trackedTouch else { return }
        finish()
    }

    /// Feeds raw touches in window points through a converter (for ``GestureTarget`` conformers).
    public func handle(_ touches: [Touch], convert: (Point) -> Point) {
        for touch in touches {
            let p = convert(touch.location)
            switch touch.phase {
            case .began: touchDown(touch.id, at: p)
            case .moved, .stationary: touchMoved(touch.id, to: p)
            case .ended: touchUp(touch.id, at: p)
            case .cancelled: touchCancelled(touch.id)
            }
        }
    }

    private func track(_ point: Point) {
        location = point
        onTrack?(point)
    }

    private func finish() {
        trackedTouch = nil
        isTracking = false
        setHighlighted(false)
    }

    private func setHighlighted(_ value: Bool) {
        guard value != isHighlighted else { return }
        isHighlighted = value
        onHighlightChange?(value)
    }
}
