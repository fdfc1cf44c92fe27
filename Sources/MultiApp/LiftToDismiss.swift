import Gestures
import Graphics
import Scene

/// A node lifted by a vertical pan and sent away upward: the lock screen's swipe to unlock and a
/// switcher card's swipe to close. The node follows the finger up (never down); let go past
/// `fraction` of its height, or flicked up faster than `flickVelocity` points a second, it goes
/// (`away`), else it settles back (`back`), as it does when the pan is cancelled.
@MainActor
enum LiftToDismiss {
    /// Follows one change of `pan` (the recognizer that called its action) on `node`.
    static func follow(_ pan: PanGestureRecognizer, moving node: Node, flickVelocity: Double, fraction: Double,
                       away: () -> Void, back: () -> Void) {
        let lift = min(0, pan.translation.y)
        switch pan.state {
        case .began, .changed:
            node.transform = Transform2D(translationX: 0, y: lift)
        case .ended:
            let flicked = pan.velocity.y < -flickVelocity
            if flicked || -lift > node.bounds.height * fraction { away() } else { back() }
        case .cancelled, .failed:
            back()
        default:
            break
        }
    }
}
