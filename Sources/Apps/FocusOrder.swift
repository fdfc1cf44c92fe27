public import Gestures
import Graphics
public import Scene

/// The order Tab moves through a view tree's controls: reading order, found from the tree as
/// it is shown, so that an app lists nothing by hand (``AppWindow`` gives it to the app's
/// ``FocusSystem``).
///
/// At each node the children holding focusable controls are read as lines of text are: top to
/// bottom, and along a line (children whose frames share most of their height) from the
/// leading edge, which is the left in a left-to-right layout and the right in a right-to-left
/// one (the node's ``EnvironmentValues/layoutDirection``); all of one child's controls come
/// before the next child's, so a column is read to its end before the column beside it. A
/// stack's children are read in the order it places them, which is the order they were added.
/// Hidden subtrees, transparent ones and those that take no touches
/// (``Node/isUserInteractionEnabled``) take no focus; a focusable control comes before the
/// controls inside it (a search bar's field).
///
/// <!-- example context:
/// let form = VStackNode()
/// -->
/// ```swift
/// let order = FocusOrder.controls(in: form)   // what Tab visits, first to last
/// ```
@MainActor
public enum FocusOrder {
    /// The focusable controls under `root` (itself included), in reading order.
    public static func controls(in root: Node) -> [any Focusable] {
        var found: [any Focusable] = []
        collect(root, into: &found)
        return found
    }

    private static func collect(_ node: Node, into found: inout [any Focusable]) {
        guard !node.isHidden, node.opacity > 0, node.isUserInteractionEnabled else { return }
        if let control = node as? any Focusable { found.append(control) }
        let children = node.children
        guard !children.isEmpty else { return }
        if children.count == 1 {
            collect(children[0], into: &found)
            return
        }
        var groups: [(frame: Rect, index: Int, controls: [any Focusable])] = []
        for (index, child) in children.enumerated() {
            var controls: [any Focusable] = []
            collect(child, into: &controls)
            if !controls.isEmpty { groups.append((child.frame, index, controls)) }
        }
        guard groups.count > 1 else {
            found += groups.first?.controls ?? []
            return
        }
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        for group in readingOrder(groups.map { ($0.frame, $0.index) }, rightToLeft: rightToLeft) {
            found += groups[group].controls
        }
    }

    /// The positions in `frames` in reading order: lines top to bottom (a frame joins a line
    /// when its middle is within the line's first frame's height), each line from its leading
    /// edge; ties keep the children's order.
    static func readingOrder(_ frames: [(frame: Rect, index: Int)], rightToLeft: Bool) -> [Int] {
        let byTop = frames.indices.sorted { a, b in
            let (fa, fb) = (frames[a].frame, frames[b].frame)
            return fa.minY != fb.minY ? fa.minY < fb.minY : frames[a].index < frames[b].index
        }
        var lines: [[Int]] = []
        var lineFrame: Rect?
        for position in byTop {
            let frame = frames[position].frame
            // Sorted by top: a frame whose middle is above the line's first frame's bottom is on it.
            if let line = lineFrame, frame.midY <= line.maxY {
                lines[lines.count - 1].append(position)
            } else {
                lines.append([position])
                lineFrame = frame
            }
        }
        return lines.flatMap { line in
            line.sorted { a, b in
                let (fa, fb) = (frames[a].frame, frames[b].frame)
                let (ea, eb) = rightToLeft ? (-fa.maxX, -fb.maxX) : (fa.minX, fb.minX)
                return ea != eb ? ea < eb : frames[a].index < frames[b].index
            }
        }
    }
}
