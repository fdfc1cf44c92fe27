public import Gestures
import Graphics
public import Scene
import Text

/// The column of section titles (usually letters) along the trailing edge of a plain table
/// (HIG §1.10): touching or dragging along it jumps to the section under the finger.
@MainActor
public final class TableSectionIndex: Node {
    /// The entries, top to bottom.
    public var titles: [String] = [] {
        didSet { if titles != oldValue { rebuild() } }
    }
    /// Called with the entry under the finger whenever it changes during a touch.
    var onSelect: (@MainActor (Int) -> Void)?
    /// The recognizer that follows the finger on the index.
    public let scrub = IndexScrubGestureRecognizer()
    /// The entry last jumped to during the current touch.
    public private(set) var selectedEntry: Int?
    private var labels: [TextNode] = []

    /// Creates an empty index.
    public override init() {
        super.init()
        name = "section index"
        isInteractive = true
        scrub.addAction { [weak self] recognizer in self?.follow(recognizer) }
        addGestureRecognizer(scrub)
    }

    override public var isLayoutContainer: Bool { true }

    private func rebuild() {
        for label in labels { label.removeFromParent() }
        labels = titles.map { title in
            let label = TextNode(title, style: .caption2, color: .tint)
            label.font = Font(pointSize: ControlMetrics.tableIndexFontSize, weight: .semibold)
            label.alignment = .center
            label.isUserInteractionEnabled = false
            return label
        }
        for label in labels { addChild(label) }
        setNeedsLayout()
    }

    /// The height of the entries stacked.
    var entriesHeight: Double { Double(titles.count) * ControlMetrics.tableIndexEntryHeight }

    override public func layoutChildren() {
        let top = (bounds.height - entriesHeight) / 2
        for (i, label) in labels.enumerated() {
            label.frame = Rect(x: 0, y: top + Double(i) * ControlMetrics.tableIndexEntryHeight, width: bounds.width,
                               height: ControlMetrics.tableIndexEntryHeight)
        }
    }

    /// The entry at `y` (index coordinates), clamped to the entries.
    public func entry(atY y: Double) -> Int? {
        guard !titles.isEmpty else { return nil }
        let top = (bounds.height - entriesHeight) / 2
        let i = Int(((y - top) / ControlMetrics.tableIndexEntryHeight).rounded(.down))
        return min(titles.count - 1, max(0, i))
    }

    private func follow(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            guard let i = entry(atY: recognizer.location(in: self).y), i != selectedEntry else { return }
            selectedEntry = i
            onSelect?(i)
        default:
            selectedEntry = nil
        }
    }
}

/// Follows one finger on a section index from the moment it lands: it begins on touch down (so
/// the table does not scroll), changes as the finger moves and ends when it lifts.
@MainActor
public final class IndexScrubGestureRecognizer: GestureRecognizer {
    /// Creates the recognizer.
    public override init() {
        super.init()
        name = "index scrub"
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { begin() }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { change() }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive && self.touches.isEmpty { end() }
    }
}
