import Graphics
import Scene

/// A vertical scroll container inside a ``KeyboardHost``'s content that makes room for the
/// keyboard itself: its bottom inset grows by the part of it the keyboard covers, and it scrolls
/// the field being edited into view above the keyboard, so the rest of the screen (a title, a
/// navigation bar) stays where it is. iOS apps do this when the keyboard shows (a scroll view's
/// inset lengthened by the keyboard's frame); UIKit's table view controllers do it by themselves.
///
/// It stands for either kind of scroll container an app has: Scene's ``ScrollNode`` (whose
/// ``Node/padding`` is its content inset) or a ``ScrollView`` (its ``ScrollView/contentInset``).
@MainActor
struct KeyboardScrollContainer {
    private enum Kind {
        case node(ScrollNode)
        case view(ScrollView)
    }

    private let kind: Kind
    /// The bottom inset the app gave the container, in points, restored when the keyboard goes.
    let baseInset: Double

    private init(_ kind: Kind) {
        self.kind = kind
        switch kind {
        case .node(let scroll): baseInset = scroll.padding.bottom
        case .view(let scroll): baseInset = scroll.contentInset.bottom
        }
    }

    /// The nearest vertical scroll container holding `field` that lies inside `content`, or `nil`
    /// (the host then pushes the whole content up instead).
    static func enclosing(_ field: Node, inside content: Node) -> KeyboardScrollContainer? {
        var node = field.parent
        while let candidate = node, candidate !== content.parent {
            if let scroll = candidate as? ScrollNode, scroll.axis == .vertical { return Self(.node(scroll)) }
            if let scroll = candidate as? ScrollView, scroll.axes.contains(.vertical) { return Self(.view(scroll)) }
            if candidate === content { return nil }
            node = candidate.parent
        }
        return nil
    }

    /// The container itself.
    var node: Node {
        switch kind {
        case .node(let scroll): scroll
        case .view(let scroll): scroll
        }
    }

    /// Whether `other` is the same container.
    func isSame(as other: KeyboardScrollContainer?) -> Bool { other.map { $0.node === node } ?? false }

    /// How far the content is scrolled down, in points.
    var offset: Double {
        get {
            switch kind {
            case .node(let scroll): scroll.contentOffset.y
            case .view(let scroll): scroll.contentOffset.y
            }
        }
        nonmutating set {
            switch kind {
            case .node(let scroll): scroll.contentOffset.y = newValue
            case .view(let scroll): scroll.contentOffset.y = newValue
            }
        }
    }

    /// The bottom content inset, in points.
    var bottomInset: Double {
        get {
            switch kind {
            case .node(let scroll): scroll.padding.bottom
            case .view(let scroll): scroll.contentInset.bottom
            }
        }
        nonmutating set {
            switch kind {
            case .node(let scroll): scroll.padding.bottom = newValue
            case .view(let scroll): scroll.contentInset.bottom = newValue
            }
        }
    }

    /// The offsets that show content, with the current inset.
    var offsetRange: ClosedRange<Double> {
        switch kind {
        case .node(let scroll): return 0...max(0, scroll.maximumContentOffset.y)
        case .view(let scroll):
            let low = scroll.minimumContentOffset.y
            return low...max(low, scroll.maximumContentOffset.y)
        }
    }

    /// The offset the container would have with its inset back at ``baseInset``: the current one
    /// clamped to the offsets that show content then.
    var offsetWithoutKeyboard: Double {
        // The largest offset grows point for point with the bottom inset.
        let range = offsetRange
        let upper = max(range.lowerBound, range.upperBound - max(0, bottomInset - baseInset))
        return min(max(offset, range.lowerBound), upper)
    }

    /// The offset that shows `field` between the container's top and `visibleBottom` (both in
    /// `space`'s coordinates), `clearance` points clear of that bottom; a field taller than the
    /// room shows its top. Clamped to the offsets that show content.
    func offset(showing field: Node, above visibleBottom: Double, clearance: Double, in space: Node) -> Double {
        let top = field.convert(Point.zero, to: space).y
        let bottom = field.convert(Point(x: 0, y: field.bounds.height), to: space).y
        let visibleTop = node.convert(Point.zero, to: space).y
        var delta = 0.0
        if bottom + clearance > visibleBottom { delta = bottom + clearance - visibleBottom }
        if top - delta < visibleTop + clearance { delta = top - visibleTop - clearance }
        if delta < 0, bottom + clearance <= visibleBottom, top >= visibleTop { delta = 0 }
        return min(max(offset + delta, offsetRange.lowerBound), offsetRange.upperBound)
    }
}
