public import Gestures

/// The horizontal pan that swipes a table row open (HIG §2.3): it begins only on a drag that
/// is mostly horizontal over a row that has swipe actions, and then the table does not scroll.
@MainActor
public final class TableSwipeGestureRecognizer: PanGestureRecognizer {
    weak var table: TableView?

    /// Creates the recognizer.
    public override init() {
        super.init()
        name = "row swipe"
        maximumNumberOfTouches = 1
    }

    public override func shouldBeginPan() -> Bool {
        guard super.shouldBeginPan(), let table, let start = touches.first?.startLocation else { return false }
        return table.canSwipe(translation: translation, at: start)
    }
}
