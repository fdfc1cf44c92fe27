import Graphics
import Gestures
import Scene

extension NavigationStack {
    /// The interactive pop (HIG §2.4): the top page follows a finger from the leading screen
    /// edge; lifted past ``ControlMetrics/edgeSwipeCompletionFraction`` of the width, or flicked
    /// inwards faster than ``ControlMetrics/edgeSwipeFlickVelocity``, the pop completes;
    /// otherwise the page slides back.
    func edgeSwipeChanged(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? ScreenEdgePanGestureRecognizer else { return }
        let width = max(1, bounds.width)
        let inward: Double = layoutDirection == .rightToLeft ? -1 : 1
        switch pan.state {
        case .began:
            guard pages.count > 1, transition == nil else { return }
            let upper = topPage, lower = pages[pages.count - 2]
            insertChild(lower, at: 0)
            beginTransition(upper: upper, lower: lower, kind: .pop, interactive: true)
            transition?.isInteractive = true
            follow(pan, width: width, inward: inward)
        case .changed:
            follow(pan, width: width, inward: inward)
        case .ended, .cancelled:
            guard let t = transition, t.isInteractive else { return }
            follow(pan, width: width, inward: inward)
            let velocity = pan.velocity.x * inward
            let travelled = 1 - t.progress
            let completes = pan.state == .ended
                && (velocity > ControlMetrics.edgeSwipeFlickVelocity
                    || (travelled > ControlMetrics.edgeSwipeCompletionFraction
                        && velocity > -ControlMetrics.edgeSwipeFlickVelocity))
            let target: Double = completes ? 0 : 1
            let remaining = abs(t.progress - target)
            t.isInteractive = false
            animateTransition(to: target, duration: max(0.1, ControlMetrics.navigationTransitionDuration * remaining),
                              curve: .easeOut)
        default:
            break
        }
    }

    private func follow(_ pan: ScreenEdgePanGestureRecognizer, width: Double, inward: Double) {
        guard let t = transition, t.isInteractive else { return }
        let travelled = max(0, min(width, pan.translation.x * inward))
        t.progress = 1 - travelled / width
        applyTransition(t)
    }
}
