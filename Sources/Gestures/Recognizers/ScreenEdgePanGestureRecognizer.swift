public import Graphics

/// Recognizes a pan that starts at a screen edge and moves into the screen.
///
/// The finger must land within ``GestureMetrics/screenEdgeZone`` of one of ``edges`` (leading
/// and trailing resolved with ``isRightToLeft``) and move mostly away from it. The screen is
/// the arbiter's ``GestureArbiter/windowBounds``, or ``screenBounds`` without an arbiter.
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from.
    public var edges: ScreenEdges
    /// Whether leading is the physical right.
    public var isRightToLeft = false
    /// The screen, in window points, when no arbiter supplies it.
    public var screenBounds = Rect.zero
    /// The edge the current pan started from.
    public private(set) var startEdge: ScreenEdges = []

    /// Creates an edge pan for `edges`.
    public init(edges: ScreenEdges) {
        self.edges = edges
        super.init()
        maximumNumberOfTouches = 1
    }

    private var bounds: Rect { arbiter?.windowBounds ?? screenBounds }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if self.touches.count == touches.count, let first = touches.first {
            let rtl = arbiter?.isRightToLeft ?? isRightToLeft
            let zones = ScreenEdges.zones(containing: first.location, in: bounds, isRightToLeft: rtl)
                .intersection(edges)
            guard let edge = zones.firstMember else {
                fail()
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    public override func shouldBeginPan() -> Bool {
        let rtl = arbiter?.isRightToLeft ?? isRightToLeft
        let inward = startEdge.inwardDirection(isRightToLeft: rtl)
        let along = translation.x * inward.x + translation.y * inward.y
        let across = abs(translation.x * inward.y - translation.y * inward.x)
        return along > hysteresis && along > across
    }

    public override func reset() {
        super.reset()
        startEdge = []
    }
}
