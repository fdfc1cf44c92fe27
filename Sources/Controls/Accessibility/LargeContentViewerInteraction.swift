import Gestures
import Graphics
import Scene

/// Touch and hold on a bar, at the accessibility text sizes: the item under the finger shown
/// large (``LargeContentViewer``), following the finger; lifting activates the item under it.
/// At the other text sizes the press never begins and the bar's items work as always.
@MainActor
final class LargeContentViewerInteraction {
    /// An item the viewer shows: its symbol, its title, and what activating it does.
    struct Item {
        var symbol: Symbol?
        var title: String
        var activate: @MainActor () -> Void
    }

    let press = LongPressGestureRecognizer()
    let viewer = LargeContentViewer()
    private unowned let bar: Node
    private let item: @MainActor (Point) -> Item?

    /// Installs the viewer on `bar`; `item` finds the item at a point in the bar's coordinates.
    init(bar: Node, item: @escaping @MainActor (Point) -> Item?) {
        self.bar = bar
        self.item = item
        press.name = "large content viewer"
        press.shouldBegin = { [unowned self] recognizer in
            showsLargeContent && self.item(recognizer.location(in: self.bar)) != nil
        }
        press.addAction { [unowned self] recognizer in
            let point = recognizer.location(in: self.bar)
            switch recognizer.state {
            case .began, .changed:
                if let shown = self.item(point) {
                    viewer.present(symbol: shown.symbol, title: shown.title, over: self.bar)
                } else {
                    viewer.dismiss()
                }
            case .ended:
                viewer.dismiss()
                self.item(point)?.activate()
            default:
                viewer.dismiss()
            }
        }
        bar.addGestureRecognizer(press)
    }

    /// Whether the text around the bar is at an accessibility size (the bar's own is fixed).
    var showsLargeContent: Bool {
        (bar.parent ?? bar).environment.textSize.isAccessibilityCategory
    }
}
