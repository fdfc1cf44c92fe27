import Graphics
import Scene

/// A vertical ``ScrollView`` inside a ``KeyboardHost``'s content that makes room for the
/// keyboard itself: its bottom ``ScrollView/contentInset`` grows by the part of it the keyboard
/// covers, and it scrolls the field being edited into view above the keyboard, so the rest of the
/// screen (a title, a navigation bar) stays where it is. iOS apps do this when the keyboard shows
/// (a scroll view's inset lengthened by the keyboard's frame); UIKit's table view controllers do
/// it by themselves.
@MainActor
struct KeyboardScrollContainer {
    /// The scroll view.
    let scroll: ScrollView
    /// The bottom inset the app gave the container, in points, restored when the keyboard goes.
    let baseInset: Double

    private init(_ scroll: ScrollView) {
        self.scroll = scroll
        baseInset = scroll.contentInset.bottom
    }

    /// The nearest vertical scroll view holding `field` that lies inside `content`, or `nil`
    /// (the host then pushes the whole content up instead).
    static func enclosing(_ field: Node, inside content: Node) -> KeyboardScrollContainer? {
        var node = field.parent
        while let candidate = node, candidate !== content.parent {
            if let scroll = candidate as? ScrollView, scroll.axes.contains(.vertical) { return Self(scroll) }
            if candidate === content { return nil }
            node = candidate.parent
        }
        return nil
    }

    /// The container itself.
    var node: Node { scroll }

    /// Whether `other` is the same container.
    func isSame(as other: KeyboardScrollContainer?) -> Bool { other.map { $0.scroll === scroll } ?? false }

    /// How far the content is scrolled down, in points.
    var offset: Double {
        get { scroll.contentOffset.y }
        nonmutating set { scroll.contentOffset.y = newValue }
    }

    /// The bottom content inset, in points.
    var bottomInset: Double {
        get { scroll.contentInset.bottom }
        nonmutating set { scroll.contentInset.bottom = newValue }
    }

    /// The offsets that show content, with the current inset.
    var offsetRange: ClosedRange<Double> {
        let low = scroll.minimumContentOffset.y
        return low...max(low, scroll.maximumContentOffset.y)
    }

    /// The offset the container would have with its inset back at ``baseInset``: the current one
    /// clamped to the offsets that show content then.
    var offsetWithoutKeyboard: Double {
        // The largest offset grows point for point with the bottom inset.
        let range = offsetRange
        let upper = max(range.lowerBound, range.upperBound - max(0, bottomInset - baseInset))
        return min(max(offset, range.lowerBound), upper)
    }

    /// The offset that shows `field` between the container's top (below its top inset: a bar
    /// laid over it) and `visibleBottom` (both in `space`'s coordinates), `clearance` points clear
    /// of that bottom; a field taller than the room shows its top. Clamped to the offsets that
    /// show content.
    func offset(showing field: Node, above visibleBottom: Double, clearance: Double, in space: Node) -> Double {
        let top = field.convert(Point.zero, to: space).y
        let bottom = field.convert(Point(x: 0, y: field.bounds.height), to: space).y
        let visibleTop = node.convert(Point(x: 0, y: scroll.contentInset.top), to: space).y
        var delta = 0.0
        if bottom + clearance > visibleBottom { delta = bottom + clearance - visibleBottom }
        if top - delta < visibleTop + clearance { delta = top - visibleTop - clearance }
        if delta < 0, bottom + clearance <= visibleBottom, top >= visibleTop { delta = 0 }
        return min(max(offset + delta, offsetRange.lowerBound), offsetRange.upperBound)
    }
}
