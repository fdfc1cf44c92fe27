import Gestures

/// Hands every finger on the keyboard to it, one by one: the keyboard tracks several fingers at
/// once (two-thumb typing), which no tap recognizer does.
///
/// It begins with the first finger and ends when the last one lifts, so later fingers keep
/// coming to it; it never cancels the keyboard's own touches, and a system gesture that
/// recognizes cancels it (the keyboard then drops its presses without typing).
@MainActor
final class KeyboardTouchRecognizer: GestureRecognizer {
    var onBegan: (@MainActor (Touch, Double) -> Void)?
    var onMoved: (@MainActor (Touch, Double) -> Void)?
    var onEnded: (@MainActor (Touch, Double) -> Void)?
    var onCancelled: (@MainActor (Touch) -> Void)?
    var onDeadline: (@MainActor (Double) -> Void)?

    override init() {
        super.init()
        name = "keyboard.touches"
        cancelsTouchesInView = false
        addAction { [weak self] r in
            if r.state == .cancelled { for t in r.touches { self?.onCancelled?(t) } }
        }
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { begin() }
        for t in touches { onBegan?(t, event.timestamp) }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { onMoved?(t, event.timestamp) }
        change()
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { onEnded?(t, event.timestamp) }
        if self.touches.isEmpty { end() }
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { onCancelled?(t) }
        if self.touches.isEmpty { if state.isActive { cancel() } else { fail() } }
    }

    override func deadlineReached() { onDeadline?(currentTime) }
}
