import Graphics

/// The elements of a scene in the order a screen reader visits them.
///
/// ## Background
/// The walk starts at the root, or at the frontmost shown node whose
/// ``Node/accessibilityViewIsModal`` is set (an alert: nothing behind it is read). Hidden,
/// transparent and ``Node/accessibilityElementsHidden`` subtrees are skipped, and so is an element
/// that a clipping ancestor (``Node/clipsToBounds``: a scroll view, a collapsed bar) cuts off
/// entirely. A node that
/// ``Node/isAccessibilityElement`` is one element and its children are not visited; a node with
/// ``Node/accessibilityElements`` (or a control's own, ``AccessibilityProviding/defaultAccessibilityElements``)
/// gives its elements in that order. Everything else is ordered as UIKit orders it, by
/// geometry: rows from top to bottom (elements whose vertical centres lie within the first
/// one's height share a row), each row leading to trailing — left to right, or right to left
/// when the root's ``EnvironmentValues/layoutDirection`` is right to left. A node with
/// ``Node/shouldGroupAccessibilityChildren`` takes part as one block, its own elements ordered
/// inside it.
///
/// <!-- example context: let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 320, height: 480)) -->
/// ```swift
/// let elements = AccessibilityTree.elements(of: owner.root)
/// let labels = elements.map { $0.accessibilityLabel ?? "" }
/// ```
@MainActor
public enum AccessibilityTree {
    /// The elements under `root` in reading order.
    public static func elements(of root: Node) -> [any AccessibleElement] {
        let start = modalNode(in: root) ?? root
        let rtl = root.environment.layoutDirection == .rightToLeft
        return flatten(ordered(collect(start, rtl: rtl, clip: clip(above: start)), rtl: rtl))
    }

    /// The elements under `node` in reading order, ignoring modality (for a container that
    /// lists its own elements).
    public static func elements(inside node: Node) -> [any AccessibleElement] {
        let rtl = node.environment.layoutDirection == .rightToLeft
        return flatten(ordered(collect(node, rtl: rtl, clip: clip(above: node)), rtl: rtl))
    }

    /// `elements` sorted into reading order by their frames: rows top to bottom, each leading to
    /// trailing (right to left when `rightToLeft`).
    public static func readingOrder(_ elements: [any AccessibleElement], rightToLeft: Bool) -> [any AccessibleElement] {
        flatten(ordered(elements.map { .element($0) }, rtl: rightToLeft))
    }

    /// The frontmost shown node under `root` that is an accessibility-modal view, if any.
    public static func modalNode(in root: Node) -> Node? {
        guard isShown(root) else { return nil }
        for child in root.children.reversed() {
            if let modal = modalNode(in: child) { return modal }
        }
        return root.accessibilityViewIsModal ? root : nil
    }

    // MARK: Walking

    /// One element, or a block of elements read together in their own order.
    @MainActor
    enum Entry {
        case element(any AccessibleElement)
        case block([any AccessibleElement], frame: Rect)

        var frame: Rect {
            switch self {
            case .element(let e): e.accessibilityFrame
            case .block(_, let frame): frame
            }
        }
    }

    static func isShown(_ node: Node) -> Bool {
        !node.isHidden && node.opacity > 0.01 && !node.accessibilityElementsHidden
    }

    /// The screen area the clipping ancestors of `node` leave visible (`nil`: no clipping).
    static func clip(above node: Node) -> Rect? {
        var clip: Rect?
        var ancestor = node.parent
        while let current = ancestor {
            if current.clipsToBounds { clip = narrowed(clip, by: current) }
            ancestor = current.parent
        }
        return clip
    }

    static func narrowed(_ clip: Rect?, by node: Node) -> Rect {
        let frame = node.transformToScreen.apply(to: node.bounds)
        return clip.map { $0.intersection(frame) } ?? frame
    }

    /// Whether an element shows through `clip`.
    static func isVisible(_ element: any AccessibleElement, in clip: Rect?) -> Bool {
        guard let clip else { return true }
        let visible = element.accessibilityFrame.intersection(clip)
        return visible.width > 0 && visible.height > 0
    }

    static func collect(_ node: Node, rtl: Bool, clip: Rect?) -> [Entry] {
        guard isShown(node) else { return [] }
        if node.isAccessibilityElement { return isVisible(node, in: clip) ? [.element(node)] : [] }
        let inner = node.clipsToBounds ? narrowed(clip, by: node) : clip
        if let listed = node.accessibilityElements ?? node.drawnAccessibilityElements {
            var elements: [any AccessibleElement] = []
            for element in listed {
                if let child = element as? Node, !child.isAccessibilityElement {
                    elements += flatten(ordered(collect(child, rtl: rtl, clip: inner), rtl: rtl))
                } else if let child = element as? Node {
                    if isShown(child) && isVisible(child, in: inner) { elements.append(child) }
                } else if isVisible(element, in: inner) {
                    elements.append(element)
                }
            }
            return block(elements)
        }
        var entries: [Entry] = []
        for child in node.children { entries += collect(child, rtl: rtl, clip: inner) }
        if node.shouldGroupAccessibilityChildren { return block(flatten(ordered(entries, rtl: rtl))) }
        return entries
    }

    static func block(_ elements: [any AccessibleElement]) -> [Entry] {
        guard let first = elements.first else { return [] }
        let frame = elements.dropFirst().reduce(first.accessibilityFrame) { $0.union($1.accessibilityFrame) }
        return [.block(elements, frame: frame)]
    }

    static func flatten(_ entries: [Entry]) -> [any AccessibleElement] {
        entries.flatMap { entry -> [any AccessibleElement] in
            switch entry {
            case .element(let e): [e]
            case .block(let elements, _): elements
            }
        }
    }

    /// Rows top to bottom, each leading to trailing.
    static func ordered(_ entries: [Entry], rtl: Bool) -> [Entry] {
        let byTop = entries.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            return fa.minY != fb.minY ? fa.minY < fb.minY : a.offset < b.offset
        }.map(\.element)
        var result: [Entry] = []
        var index = 0
        while index < byTop.count {
            let head = byTop[index].frame
            var row = [byTop[index]]
            index += 1
            while index < byTop.count {
                let mid = byTop[index].frame.midY
                guard mid >= head.minY && mid < max(head.maxY, head.minY + 1) else { break }
                row.append(byTop[index])
                index += 1
            }
            result += row.enumerated().sorted { a, b in
                let fa = a.element.frame, fb = b.element.frame
                if rtl { return fa.maxX != fb.maxX ? fa.maxX > fb.maxX : a.offset < b.offset }
                return fa.minX != fb.minX ? fa.minX < fb.minX : a.offset < b.offset
            }.map(\.element)
        }
        return result
    }
}
