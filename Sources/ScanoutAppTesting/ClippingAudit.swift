public import Scanout

/// A piece of a screen that the screen cuts off and no scrolling can bring into view: text or a
/// control that lies partly or wholly outside the screen, or outside an ancestor that clips to
/// its bounds, with no scroll view between them.
@MainActor
public struct ClippedElement: CustomStringConvertible {
    /// The text node or control that is cut off.
    public let node: Node
    /// Its frame on screen, in points.
    public let frame: Rect
    /// The part of the screen it may be seen in (the screen, narrowed by the ancestors that clip).
    public let visibleArea: Rect

    /// What it is, where, and where it may be seen: `text "Wi-Fi" at (300, 470, 80×20) outside
    /// (0, 0, 320×480)`.
    public nonisolated let description: String

    init(node: Node, frame: Rect, visibleArea: Rect) {
        self.node = node
        self.frame = frame
        self.visibleArea = visibleArea
        let what: String
        if let text = node as? TextNode {
            what = "text \"\(text.text.prefix(40))\""
        } else {
            what = node.name.map { "\(type(of: node)) \($0)" } ?? "\(type(of: node))"
        }
        description = "\(what) at \(Self.format(frame)) outside \(Self.format(visibleArea))"
    }

    private static func format(_ rect: Rect) -> String {
        // A scroll view's axis is unbounded: printed as “∞”.
        func n(_ value: Double) -> String { abs(value) < 1e9 ? String(Int(value.rounded())) : (value < 0 ? "-∞" : "∞") }
        return "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width))×\(n(rect.height)))"
    }
}

/// Finds what a laid-out screen cuts off: the check behind “nothing is clipped that the size
/// could show”.
///
/// Text nodes and controls are the elements a person reads or touches. Each one that is shown
/// (not hidden, not transparent, not empty) must lie inside the screen and inside every ancestor
/// that clips to its bounds, within half a point, unless a ``ScrollView`` between that ancestor
/// and the element can scroll it into view. A control counts as one element: its own parts (a
/// text field's scrolled text) are its business.
///
/// <!-- example context:
/// import Testing
/// let root = VStackNode()
/// -->
/// ```swift
/// let clipped = ClippingAudit.clippedElements(in: root, screen: Rect(x: 0, y: 0, width: 800, height: 480))
/// #expect(clipped.isEmpty, "\(clipped)")
/// ```
@MainActor
public enum ClippingAudit {
    /// The elements under `root` (laid out) that `screen` (points, on the root's coordinates)
    /// cuts off, depth first.
    public static func clippedElements(in root: Node, screen: Rect) -> [ClippedElement] {
        var found: [ClippedElement] = []
        visit(root, visible: screen, found: &found)
        return found
    }

    /// The elements the scene of `owner` cuts off on its screen.
    public static func clippedElements(in owner: SceneOwner) -> [ClippedElement] {
        let screen = Rect(x: 0, y: 0, width: Double(owner.pixelSize.width) / owner.scale,
                          height: Double(owner.pixelSize.height) / owner.scale)
        return clippedElements(in: owner.root, screen: screen)
    }

    private static func visit(_ node: Node, visible: Rect, found: inout [ClippedElement]) {
        guard !node.isHidden, node.opacity > 0 else { return }
        let frame = screenFrame(of: node)
        if node is TextNode || node is ControlNode {
            let frame = (node as? TextNode).map(inkFrame(of:)) ?? frame
            if frame.width > 0, frame.height > 0, !contains(visible, frame) {
                found.append(ClippedElement(node: node, frame: frame, visibleArea: visible))
            }
            if node is ControlNode { return }
        }
        var inner = node.clipsToBounds ? visible.intersection(frame) : visible
        if let scroll = node as? ScrollView {
            // What the scroll view holds can be scrolled into view along its axes: along those
            // its content is not cut off; across them, the scroll view's frame cuts it.
            let across = visible.intersection(frame)
            let vertical = scroll.axes.contains(.vertical), horizontal = scroll.axes.contains(.horizontal)
            inner = Rect(x: horizontal ? -.greatestFiniteMagnitude / 4 : across.minX,
                         y: vertical ? -.greatestFiniteMagnitude / 4 : across.minY,
                         width: horizontal ? .greatestFiniteMagnitude / 2 : across.width,
                         height: vertical ? .greatestFiniteMagnitude / 2 : across.height)
        }
        for child in node.children { visit(child, visible: inner, found: &found) }
    }

    /// Where `text`'s lines are set on screen (a label is often wider than its words).
    private static func inkFrame(of text: TextNode) -> Rect {
        let content = text.contentRect
        guard let lines = text.paragraph(width: content.width)?.lines, let first = lines.first else {
            return screenFrame(of: text)
        }
        var box = first.frame
        for line in lines.dropFirst() { box = box.union(line.frame) }
        return screenFrame(of: text, box.offsetBy(dx: content.minX, dy: content.minY))
    }

    /// `box` (default: `node`'s bounds) on screen, as the box around it when the node is
    /// transformed.
    private static func screenFrame(of node: Node, _ box: Rect? = nil) -> Rect {
        let b = box ?? node.bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)].map { node.convert($0, to: nil) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5
            && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }
}
