import Graphics
import Scene
import Text

/// What a ``TextView`` scrolls: one ``TextLineNode`` per wrapped line, the selection's
/// highlight beneath them and the caret (or the selection's handles) above. Lines are nodes of
/// their own so that an edit redraws only the lines whose pixels changed.
@MainActor
final class TextViewContent: Node {
    weak var textView: TextView?
    let highlight = TextSelectionHighlightNode()
    let marked = TextMarkedTextNode()
    let caret = TextCaretNode()
    private(set) var lineNodes: [TextLineNode] = []

    override init() {
        super.init()
        name = "text view content"
        addChild(highlight)
        addChild(marked)
        addChild(caret)
    }

    override var isLayoutContainer: Bool { true }

    override func contentSize(fitting proposal: ProposedSize) -> Size {
        guard let textView else { return .zero }
        let width = proposal.width ?? textView.bounds.width
        textView.layoutText(contentWidth: width)
        return Size(width: width, height: textView.layout.height)
    }

    override func layoutChildren() {
        guard let textView else { return }
        textView.layoutText(contentWidth: bounds.width)
        let padding = ControlMetrics.textViewLinePadding
        var k = 0
        for hard in textView.layout.hardLines {
            for j in hard.paragraph.lines.indices {
                if k == lineNodes.count {
                    let node = TextLineNode()
                    node.textView = textView
                    lineNodes.append(node)
                    insertChild(node, at: children.count - 1)   // beneath the caret
                }
                let line = hard.paragraph.lines[j]
                lineNodes[k].show(hard.paragraph, line: j, version: hard.version)
                let frame = Rect(x: padding, y: hard.top + line.top, width: textView.layout.width, height: line.height)
                if lineNodes[k].frame != frame { lineNodes[k].frame = frame }
                k += 1
            }
        }
        while lineNodes.count > k { lineNodes.removeLast().removeFromParent() }
        textView.placeSelectionNodes()
    }
}

/// One wrapped line of a text view: it draws its paragraph clipped to its own line box, and
/// redraws only when what the line shows changed.
@MainActor
final class TextLineNode: Node {
    weak var textView: TextView?
    private var paragraph: Paragraph?
    private var lineIndex = 0

    override init() {
        super.init()
        name = "text line"
        isUserInteractionEnabled = false
    }

    /// Shows line `line` of `paragraph`; redraws when its text, place or size changed.
    func show(_ paragraph: Paragraph, line: Int, version: Int) {
        let changed: Bool
        if let old = self.paragraph, lineIndex < old.lines.count {
            let a = old.lines[lineIndex], b = paragraph.lines[line]
            changed = a.x != b.x || a.width != b.width || a.height != b.height || a.baseline != b.baseline
                || a.range.count != b.range.count
                || !old.codePoints[a.range.clamped(to: 0..<old.codePoints.count)]
                    .elementsEqual(paragraph.codePoints[b.range.clamped(to: 0..<paragraph.codePoints.count)])
        } else {
            changed = true
        }
        self.paragraph = paragraph
        lineIndex = line
        if changed { setNeedsDisplay() }
    }

    override func draw(in context: DrawingContext) {
        guard let paragraph, lineIndex < paragraph.lines.count else { return }
        let line = paragraph.lines[lineIndex]
        let color = context.resolve(.system(.label)).withAlphaMultiplied(by: textView?.contentOpacity(in: context) ?? 1)
        context.canvas.save()
        context.canvas.clip(to: bounds)
        paragraph.draw(in: context.canvas, at: Point(x: 0, y: -line.top), color: color)
        context.canvas.restore()
    }
}

/// The tint behind a text view's selected text.
@MainActor
final class TextSelectionHighlightNode: Node {
    /// The rects to fill, in the node's coordinates.
    var rects: [Rect] = [] { didSet { if rects != oldValue { setNeedsDisplay() } } }

    override init() {
        super.init()
        name = "text selection"
        isUserInteractionEnabled = false
    }

    override func draw(in context: DrawingContext) {
        let color = context.resolve(.tint).withAlphaMultiplied(by: ControlMetrics.selectionHighlightAlpha)
        for rect in rects { context.canvas.fill(rect, paint: .color(color)) }
    }
}

/// The underlines (and the focused segment's tint) of a text view's marked text, beneath the
/// lines, so that composing redraws only the marked text's lines.
@MainActor
final class TextMarkedTextNode: Node {
    /// One rect of one clause, in the node's coordinates.
    struct Piece: Equatable {
        var rect: Rect
        var run: MarkedTextClauseRun
    }

    /// What to draw; empty when nothing is marked.
    var pieces: [Piece] = [] { didSet { if pieces != oldValue { setNeedsDisplay() } } }
    /// The gap at each end of an underline when several clauses sit side by side.
    var gap: Double = 0 { didSet { if gap != oldValue { setNeedsDisplay() } } }

    override init() {
        super.init()
        name = "text marked"
        isUserInteractionEnabled = false
    }

    override func draw(in context: DrawingContext) {
        for piece in pieces { piece.run.draw(in: piece.rect, gap: gap, context: context) }
    }
}

/// A text view's caret, or the selection's two handles: a small node so that moving the caret
/// damages only where it was and where it goes.
///
/// At a boundary between runs of opposite directions the caret is split (as Cocoa and iOS draw
/// it for mixed Hebrew and English): the primary bar, as tall as the line, where text of the
/// logical position's run goes, and a secondary bar, half as tall and fainter, where text of the
/// other direction would go.
@MainActor
final class TextCaretNode: Node {
    /// What the node draws, in its own coordinates.
    enum Shape: Equatable {
        /// The caret: the primary bar and, at a direction boundary, the secondary bars.
        case caret(primary: Rect, secondary: [Rect])
        /// The selection's handles: their stems (caret rects at the selection's ends).
        case handles(start: Rect, end: Rect)
    }

    var shape: Shape = .caret(primary: .zero, secondary: []) { didSet { if shape != oldValue { setNeedsDisplay() } } }

    override init() {
        super.init()
        name = "text caret"
        isUserInteractionEnabled = false
    }

    override func draw(in context: DrawingContext) {
        let color = context.resolve(.tint)
        let w = ControlMetrics.caretWidth
        switch shape {
        case .caret(let primary, let secondary):
            context.canvas.fill(primary, paint: .color(color))
            let faint = color.withAlphaMultiplied(by: ControlMetrics.secondaryCaretAlpha)
            for bar in secondary { context.canvas.fill(bar, paint: .color(faint)) }
        case .handles(let start, let end):
            let d = ControlMetrics.selectionHandleKnobDiameter
            for (stem, above) in [(start, true), (end, false)] {
                context.canvas.fill(Rect(x: stem.minX - w / 2, y: stem.minY, width: w, height: stem.height),
                                    paint: .color(color))
                let cy = above ? stem.minY - d / 2 + 1 : stem.maxY + d / 2 - 1
                context.canvas.fillEllipse(in: Rect(x: stem.minX - d / 2, y: cy - d / 2, width: d, height: d),
                                           paint: .color(color))
            }
        }
    }
}
