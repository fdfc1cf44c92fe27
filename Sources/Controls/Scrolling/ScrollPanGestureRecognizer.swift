public import Gestures

/// The pan that drives a ``ScrollView``: a one- or two-finger drag past the touch slop
/// (``GestureMetrics/panHysteresis``) along an axis the scroll view can take.
///
/// It cancels the touches of a control beneath once it begins (the button's highlight goes), and
/// a finger that lands while the scroll view is still moving stops it and begins the pan at once,
/// so that the tap neither reaches the control beneath nor lets the content keep gliding. Which
/// nested scroll view takes a drag is the scroll view's decision
/// (``ScrollView/shouldBeginScroll(translation:)``): the innermost first, then the enclosing ones.
@MainActor
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// The scroll view the pan drives.
    public internal(set) weak var scrollView: ScrollView?
    /// Whether this pan began by catching moving content (a touch that stopped a glide).
    public private(set) var caughtMotion = false

    /// Creates the pan of a scroll view.
    public override init() {
        super.init()
        name = "scroll pan"
        cancelsTouchesInView = true
        maximumNumberOfTouches = 2
    }

    public override func shouldBeginPan() -> Bool {
        guard super.shouldBeginPan(), let scrollView else { return false }
        return scrollView.shouldBeginScroll(translation: translation)
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, self.touches.count == touches.count, let scrollView, scrollView.isMoving else { return }
        scrollView.stopMotion()
        caughtMotion = true
        begin()
    }

    public override func reset() {
        super.reset()
        caughtMotion = false
    }
}
