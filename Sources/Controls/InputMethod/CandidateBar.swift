public import Graphics
public import Scene
import Gestures
import Text

/// The bar above the keyboard that offers an input method's candidates (HIG §3.19; iOS's
/// Japanese keyboards): the words the marked text may become, best first, each a tap target.
///
/// ## Background
/// Candidates run from the leading edge, separated by hairlines; the one the focused segment
/// shows during a conversion sits on a rounded key-coloured background. More candidates than
/// fit scroll sideways under a finger; a tap chooses one and calls ``onSelect`` with its index.
/// A new list scrolls back to the start; moving the highlight scrolls it into view. With no
/// candidates the bar is empty (the keyboard's colour), as iOS shows it.
///
/// With candidates, a chevron at the bar's trailing end expands it (``isExpanded``): iOS's grid
/// of all candidates over the keyboard, rows of cells ``ControlMetrics/candidateBarHeight``
/// tall flowing from the leading edge, each row's cells stretched to its width, scrolling up
/// and down under a finger; the chevron, turned up, folds it back. A ``KeyboardHost`` lays an
/// expanded bar over its keyboard. Choosing a candidate, or a new list, folds it.
///
/// <!-- example context: let method = JapaneseInputMethod(converter: nil), field = TextField() -->
/// ```swift
/// let bar = CandidateBar()
/// bar.candidates = method.candidates
/// bar.onSelect = { index in field.insertText(method.selectCandidate(at: index).committedText) }
/// ```
@MainActor
public final class CandidateBar: Node {
    /// The words offered, best first. Changing them scrolls back to the start.
    public var candidates: [String] = [] {
        didSet {
            guard candidates != oldValue else { return }
            titles = []
            scrollOffset = 0
            gridScrollOffset = 0
            isExpanded = false
            if let index = highlightedIndex, !candidates.indices.contains(index) { highlightedIndex = nil }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The candidate shown on a key-coloured background (the focused segment's choice), if any.
    /// Changing it scrolls it into view.
    public var highlightedIndex: Int? {
        didSet {
            guard highlightedIndex != oldValue else { return }
            scrollHighlightIntoView()
            setNeedsDisplay()
        }
    }
    /// Called with a candidate's index when a person taps it.
    public var onSelect: (@MainActor (Int) -> Void)?
    /// How far the candidates are scrolled towards their end, in points (0 shows the first).
    public private(set) var scrollOffset: Double = 0
    /// Whether the candidates show as a grid over the keyboard (the chevron toggles it). Only
    /// with candidates; changing it relays out the bar and its keyboard host.
    public var isExpanded = false {
        didSet {
            if isExpanded, candidates.isEmpty { isExpanded = false }
            guard isExpanded != oldValue else { return }
            gridScrollOffset = 0
            setNeedsLayout()
            setNeedsDisplay()
            parent?.setNeedsLayout()
        }
    }
    /// How far the expanded grid is scrolled down, in points.
    public internal(set) var gridScrollOffset: Double = 0

    private var titles: [Paragraph] = []
    private var panStartOffset: Double = 0
    private let tap = TapGestureRecognizer()
    private let pan = PanGestureRecognizer()

    /// An empty bar.
    public override init() {
        super.init()
        name = "candidate bar"
        isInteractive = true
        hitTestShape = .bounds
        verticalSizing = .fixed(ControlMetrics.candidateBarHeight)
        tap.name = "candidateBar.tap"
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.choose(at: recognizer.location(in: self))
        }
        pan.name = "candidateBar.pan"
        pan.addAction { [weak self] pan in
            guard let self else { return }
            self.panned(pan)
        }
        tap.require(toFail: pan)
        addGestureRecognizer(pan)
        addGestureRecognizer(tap)
    }

    /// The candidates' cells, in the bar's coordinates after scrolling, leading first: one row
    /// beside the chevron, or the grid's cells when expanded.
    public var candidateFrames: [Rect] {
        if isExpanded { return gridFrames.map { $0.offsetBy(dx: 0, dy: -gridScrollOffset) } }
        let widths = cellWidths
        let rtl = layoutDirection == .rightToLeft
        let area = candidateArea
        var position = -scrollOffset
        var frames: [Rect] = []
        for width in widths {
            let x = rtl ? area.maxX - position - width : area.minX + position
            frames.append(Rect(x: x, y: bounds.minY, width: width, height: bounds.height))
            position += width
        }
        return frames
    }

    /// The total width of all candidates, in points.
    public var contentWidth: Double { cellWidths.reduce(0, +) }

    /// The farthest the candidates scroll.
    private var maximumScrollOffset: Double { max(0, contentWidth - candidateArea.width) }

    var cellWidths: [Double] {
        paragraphs.map { max(ControlMetrics.candidateMinimumWidth, $0.size.width + 2 * ControlMetrics.candidateHorizontalPadding) }
    }

    var paragraphs: [Paragraph] {
        if titles.count != candidates.count, let fonts = textFonts {
            let style = ParagraphStyle(textStyle: .body, textSize: environment.textSize, boldText: environment.boldText,
                                       maximumLines: 1)
            titles = candidates.map { Paragraph($0, style: style, fonts: fonts) }
        }
        return titles.count == candidates.count ? titles : []
    }

    // MARK: Interaction

    private func choose(at point: Point) {
        if let button = expandButtonFrame, button.contains(point) {
            isExpanded.toggle()
            return
        }
        let area = isExpanded ? bounds : candidateArea
        guard area.contains(point), let index = candidateFrames.firstIndex(where: { $0.contains(point) }) else { return }
        onSelect?(index)
    }

    private func panned(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            panStartOffset = isExpanded ? gridScrollOffset : scrollOffset
        case .changed, .ended:
            if isExpanded {
                setGridScrollOffset(panStartOffset - recognizer.translation.y)
                return
            }
            // Dragging towards the trailing side shows earlier candidates.
            let dx = layoutDirection == .rightToLeft ? recognizer.translation.x : -recognizer.translation.x
            setScrollOffset(panStartOffset + dx)
        default:
            break
        }
    }

    private func setScrollOffset(_ offset: Double) {
        let clamped = min(max(0, offset), maximumScrollOffset)
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
    }

    private func scrollHighlightIntoView() {
        guard let index = highlightedIndex else { return }
        let widths = cellWidths
        guard widths.indices.contains(index) else { return }
        let start = widths[..<index].reduce(0, +), end = start + widths[index]
        if start < scrollOffset { setScrollOffset(start) }
        if end > scrollOffset + candidateArea.width { setScrollOffset(end - candidateArea.width) }
    }

    // MARK: Layout and drawing

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? contentWidth, height: ControlMetrics.candidateBarHeight)
    }

    public override func layoutChildren() {
        scrollOffset = min(scrollOffset, maximumScrollOffset)
        scrollHighlightIntoView()
    }

    public override var needsLayoutOnEnvironmentChange: Bool { true }

    public override func environmentDidChange() {
        titles = []
        super.environmentDidChange()
    }

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        canvas.fill(bounds, paint: .color(context.resolve(ControlMetrics.candidateBarBackground)))
        if isExpanded {
            drawGrid(in: context)
            return
        }
        let texts = paragraphs
        let frames = candidateFrames
        let label = context.resolve(.system(.label))
        let separator = context.resolve(.system(.separator))
        let hairline = 1 / max(1, context.environment.displayScale)
        let rtl = layoutDirection == .rightToLeft
        let inset = ControlMetrics.candidateSeparatorInset
        let area = candidateArea
        canvas.save()
        canvas.clip(to: area)
        for (index, frame) in frames.enumerated() where frame.maxX > area.minX && frame.minX < area.maxX {
            if index == highlightedIndex {
                let face = frame.insetBy(dx: ControlMetrics.candidateHighlightInset, dy: ControlMetrics.candidateHighlightInset)
                canvas.fillRoundedRect(face, radii: CornerRadii(ControlMetrics.candidateHighlightCornerRadius),
                                       paint: .color(context.resolve(ControlMetrics.candidateHighlightBackground)))
            } else if index > 0, index - 1 != highlightedIndex {
                let x = rtl ? frame.maxX : frame.minX
                canvas.fill(Rect(x: x - hairline / 2, y: frame.minY + inset, width: hairline, height: frame.height - 2 * inset),
                            paint: .color(separator))
            }
            let text = texts[index]
            let origin = Point(x: frame.midX - text.size.width / 2, y: frame.midY - text.size.height / 2)
            text.draw(in: canvas, at: origin, color: label)
        }
        canvas.restore()
        let top = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: hairline)
        canvas.fill(top, paint: .color(separator))
        drawExpandButton(in: context)
    }
}
