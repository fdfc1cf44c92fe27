public import Gestures
public import Graphics
public import InputMethods
public import Scene
public import Text

/// A multi-line, scrolling text view (HIG §1.12): text wrapped at the view's width by UAX #14,
/// edited with the same model as a ``TextField`` (``TextEditor``): caret, selection with
/// handles, word selection by double tap, the magnifier, the edit menu, the pasteboard and undo.
///
/// ## Background
/// The text scrolls vertically inside a ``ScrollView``; the caret is kept in view after every
/// edit and every caret move (so typing at the end of a long text follows the text). A line
/// feed ends a paragraph: each paragraph is laid out on its own, in its own bidi direction, and
/// an edit lays out again only the paragraphs it touched. Every wrapped line is a node of its
/// own, so a frame after a keystroke redraws the edited lines and the caret, not the view.
///
/// With a hardware keyboard: Return inserts a line break; the arrows move the caret (up and
/// down by wrapped line, keeping the caret's horizontal place), Shift extends the selection,
/// Ctrl/Alt moves by word, Home and End go to the start and end of the wrapped line (with
/// Ctrl, of the text); Ctrl+C/X/V/Z/A act as in a field; Tab moves focus to the next control.
///
/// <!-- example context: func save(_ text: String) {} -->
/// ```swift
/// let notes = TextView(text: "")
/// notes.borderStyle = .roundedRect
/// notes.onTextChange = { view in save(view.text) }
/// ```
@MainActor
open class TextView: ControlNode, KeyInputHandling, FocusSystemClient, SystemCommandHandler,
    CustomStringConvertible {
    /// The editing model: text, selection, undo, pasteboard.
    public let editor: TextEditor
    /// The edge's look: none (UIKit's default) or the rounded rectangle of a field, for forms.
    public var borderStyle: TextField.BorderStyle = .none {
        didSet { if borderStyle != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// The text style.
    public var textStyle: TextStyle = .body { didSet { if textStyle != oldValue { textLayoutDidChange() } } }
    /// Whether people may change the text; a view that is not editable still selects and copies.
    public var isEditable = true
    /// Called after every change of the text (typing, paste, undo).
    public var onTextChange: (@MainActor (TextView) -> Void)?
    /// Lets the app present the edit menu and magnifier somewhere else than the scene's root.
    public weak var overlayContainer: Node?
    /// The focus system that tapping the view gives focus through; without one the view
    /// focuses itself. A focus system listing the view in its controls sets it.
    public weak var focusSystem: FocusSystem?
    /// The scroll view the text moves in.
    public let scrollView: ScrollView
    /// The marked (pre-edit) text an input method is composing, in the editor's code points;
    /// drawn underlined until it is committed. Losing focus commits it.
    public internal(set) var markedTextRange: Range<Int>? {
        didSet {
            guard markedTextRange != oldValue else { return }
            // No marked text left: the composition is over, its undo group closed.
            if markedTextRange == nil {
                markedTextClauses = []
                editor.endComposition()
            }
            content.setNeedsLayout()
        }
    }
    /// How an input method's marked text is underlined, clause by clause (offsets from the marked
    /// range's start); empty for one underline under all of it.
    public var markedTextClauses: [Preedit.Clause] = [] {
        didSet { if markedTextClauses != oldValue { content.setNeedsLayout() } }
    }

    let content = TextViewContent()
    var layout = TextViewLayout()
    /// The touch interactions' recognizers and state, shared by every text control.
    let interaction = TextInteraction()
    /// The x the caret keeps while moving up and down (text coordinates).
    var verticalX: Double?
    private var needsCaretInView = false

    /// Creates a text view showing `text`.
    public init(text: String = "", pasteboard: Pasteboard = .general) {
        editor = TextEditor(text, isSingleLine: false, pasteboard: pasteboard)
        scrollView = ScrollView(content: content, axes: .vertical)
        super.init()
        name = "text view"
        hitTestShape = .bounds
        content.textView = self
        scrollView.contentInset = EdgeInsets(top: ControlMetrics.textViewInset, leading: 0,
                                             bottom: ControlMetrics.textViewInset, trailing: 0)
        addChild(scrollView)
        let outset = Self.focusRingOutset
        drawingOutsets = EdgeInsets(outset)
        editor.textDidChange = { [weak self] in self?.editorTextDidChange() }
        editor.selectionDidChange = { [weak self] in self?.editorSelectionDidChange() }
        installTextGestures(prefix: "textView")
    }

    /// The text. Setting it puts the caret at the end, drops marked text and clears undo.
    public var text: String {
        get { editor.text }
        set {
            markedTextRange = nil
            editor.text = newValue
        }
    }

    /// Whether the view is being edited (it has focus: the caret shows, keys type).
    public var isEditing: Bool { isFocused }

    /// A text view never hides its text.
    public var isSecureTextEntry: Bool { false }

    /// A description for logs (never the text).
    public nonisolated var description: String { "TextView" }

    /// How many hard lines the last layout pass laid out again (for tests and the benchmark).
    public var lastRelaidParagraphCount: Int { layout.lastRelaidCount }

    // MARK: Editing state

    /// Starts editing: takes focus (through ``focusSystem`` when set).
    public func beginEditing() { takeFocusForEditing() }

    /// Ends editing: gives focus up and hides the menu and magnifier.
    public func endEditing() { giveUpFocus() }

    override open func focusAppearanceDidChange() {
        if let host = keyboardHost {
            if isFocused { host.clientDidBeginEditing(self) } else { host.clientDidEndEditing(self) }
        }
        if !isFocused { markedTextRange = nil }
        editingFocusDidChange()
        // Editing starts with the caret in view, as a text view becoming first responder does.
        if isFocused { needsCaretInView = true }
        placeSelectionNodes()
        super.focusAppearanceDidChange()
    }

    override open var activatesOnTrackedTap: Bool { false }

    // MARK: Changes from the editor

    private func editorTextDidChange() {
        editMenu.dismiss()
        onTextChange?(self)
        content.setNeedsLayout()
    }

    private func editorSelectionDidChange() {
        needsCaretInView = true
        verticalX = nil
        content.setNeedsLayout()
    }

    func textLayoutDidChange() {
        content.setNeedsLayout()
        setNeedsLayout()
    }

    // MARK: Layout

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? ControlMetrics.textFieldDefaultWidth,
             height: proposal.height ?? ControlMetrics.textViewDefaultHeight)
    }

    override open var isLayoutContainer: Bool { true }
    override open var needsLayoutOnEnvironmentChange: Bool { true }

    override open func layoutChildren() {
        if scrollView.frame != bounds { scrollView.frame = bounds }
    }

    override open func environmentDidChange() {
        super.environmentDidChange()
        content.setNeedsLayout()
    }

    /// Lays the text out for a content `width` (the scroll view's width), if anything changed.
    func layoutText(contentWidth: Double) {
        guard let fonts = textFonts else { return }
        var style = ParagraphStyle(textStyle: textStyle, textSize: environment.textSize, boldText: environment.boldText)
        style.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let width = max(1, contentWidth - 2 * ControlMetrics.textViewLinePadding)
        layout.update(codePoints: editor.codePoints, width: width, style: style, fonts: fonts)
    }

    /// Places the highlight, the marked text's underlines and the caret (or handles) for the
    /// current selection, and scrolls the caret into view after an edit or a move.
    func placeSelectionNodes() {
        let padding = ControlMetrics.textViewLinePadding
        let selection = editor.selection
        let rects = isEditing ? layout.selectionRects(for: selection.range) : []
        if let first = rects.first {
            let box = rects.dropFirst().reduce(first) { $0.union($1) }.offsetBy(dx: padding, dy: 0)
            if content.highlight.frame != box { content.highlight.frame = box }
            content.highlight.rects = rects.map { $0.offsetBy(dx: padding - box.minX, dy: -box.minY) }
        } else {
            content.highlight.rects = []
        }
        content.highlight.isHidden = rects.isEmpty
        placeMarkedTextNode()
        let caret = layout.caretRect(for: selection.head).offsetBy(dx: padding, dy: 0)
        if isEditing && selection.isCaret {
            placeCaret(caret)
        } else if isEditing {
            let start = layout.caretRect(for: selection.range.lowerBound).offsetBy(dx: padding, dy: 0)
            let end = layout.caretRect(for: selection.range.upperBound).offsetBy(dx: padding, dy: 0)
            let d = ControlMetrics.selectionHandleKnobDiameter
            let box = start.union(end).insetBy(dx: -d, dy: -d)
            if content.caret.frame != box { content.caret.frame = box }
            content.caret.shape = .handles(start: start.offsetBy(dx: -box.minX, dy: -box.minY),
                                           end: end.offsetBy(dx: -box.minX, dy: -box.minY))
        }
        content.caret.isHidden = !isEditing
        if needsCaretInView, isEditing {
            needsCaretInView = false
            var visible = caret.insetBy(dx: -1, dy: 0)
            visible.size.height += ControlMetrics.textViewInset
            scrollView.scrollRectToVisible(visible, animated: false)
        }
    }

    /// The x positions (text coordinates) where the caret shows: the primary first, then, at a
    /// boundary between runs of opposite directions, the secondary one (the split caret). The
    /// primary is where the last visual move put the caret (``TextEditor/visualCaretX``), else
    /// where the logical position's run puts it.
    public func caretPositions() -> (primary: Double, secondary: [Double]) {
        let head = editor.selection.head
        let primary = layout.caretRect(for: head).minX
        guard !layout.hardLines.isEmpty else { return (primary, []) }
        let line = layout.hardLines[layout.hardLineIndex(for: head)]
        let positions = line.paragraph.caretPositions(forIndex: min(max(0, head - line.start), line.count))
        var chosen = positions.first ?? primary
        if let hint = editor.visualCaretX,
           let match = positions.min(by: { abs($0 - hint) < abs($1 - hint) }), abs(match - hint) < 0.5 {
            chosen = match
        }
        return (chosen, positions.filter { abs($0 - chosen) > 0.5 })
    }

    /// Places the caret node around the primary bar and any secondary bar (`caret` is the
    /// caret's rect in the content's coordinates).
    private func placeCaret(_ caret: Rect) {
        let padding = ControlMetrics.textViewLinePadding
        let w = ControlMetrics.caretWidth
        let (primaryX, secondaryXs) = caretPositions()
        let primary = Rect(x: primaryX + padding - w / 2, y: caret.minY, width: w, height: caret.height)
        let h = caret.height * ControlMetrics.secondaryCaretHeightRatio
        let secondary = secondaryXs.map { Rect(x: $0 + padding - w / 2, y: caret.maxY - h, width: w, height: h) }
        let box = secondary.reduce(primary) { $0.union($1) }
        if content.caret.frame != box { content.caret.frame = box }
        content.caret.shape = .caret(primary: primary.offsetBy(dx: -box.minX, dy: -box.minY),
                                     secondary: secondary.map { $0.offsetBy(dx: -box.minX, dy: -box.minY) })
    }

    /// Places the marked text's underlines (nothing when no text is marked).
    private func placeMarkedTextNode() {
        let padding = ControlMetrics.textViewLinePadding
        guard isEditing, let marked = markedTextRange, !marked.isEmpty, marked.upperBound <= editor.codePoints.count else {
            content.marked.pieces = []
            content.marked.isHidden = true
            return
        }
        let runs = MarkedTextClauseRun.runs(marked: marked, clauses: markedTextClauses)
        var pieces: [TextMarkedTextNode.Piece] = []
        for run in runs {
            for rect in layout.selectionRects(for: run.range) where run.range.upperBound > run.range.lowerBound {
                pieces.append(TextMarkedTextNode.Piece(rect: rect.offsetBy(dx: padding, dy: 0), run: run))
            }
        }
        guard let first = pieces.first else {
            content.marked.pieces = []
            content.marked.isHidden = true
            return
        }
        let box = pieces.dropFirst().reduce(first.rect) { $0.union($1.rect) }
        if content.marked.frame != box { content.marked.frame = box }
        content.marked.gap = runs.count > 1 ? ControlMetrics.markedTextClauseGap / 2 : 0
        content.marked.pieces = pieces.map { TextMarkedTextNode.Piece(rect: $0.rect.offsetBy(dx: -box.minX, dy: -box.minY), run: $0.run) }
        content.marked.isHidden = false
    }

    // MARK: Geometry (the view's coordinates)

    /// Where text coordinates start, in the view's coordinates.
    private var textOrigin: Point {
        let origin = content.convert(Point(x: ControlMetrics.textViewLinePadding, y: 0), to: self)
        return origin
    }

    /// The editor offset at a point in the view's coordinates (a tap, a dragged handle).
    public func index(at point: Point) -> Int {
        let o = textOrigin
        return layout.index(at: Point(x: point.x - o.x, y: point.y - o.y))
    }

    /// The caret's rect for editor offset `index`, in the view's coordinates.
    public func caretRect(for index: Int) -> Rect {
        let o = textOrigin
        return layout.caretRect(for: index).offsetBy(dx: o.x, dy: o.y)
    }

    /// The rects highlighting the selection, in the view's coordinates.
    public var selectionRects: [Rect] {
        let o = textOrigin
        return layout.selectionRects(for: editor.selection.range).map { $0.offsetBy(dx: o.x, dy: o.y) }
    }

    // MARK: Drawing

    override open func draw(in context: DrawingContext) {
        guard borderStyle == .roundedRect else { return }
        let b = bounds
        let radii = CornerRadii(ControlMetrics.textFieldCornerRadius)
        context.canvas.fillRoundedRect(b, radii: radii, paint: .color(context.resolve(.system(.systemBackground))))
        let hairline = 1 / max(1, context.environment.displayScale)
        context.canvas.strokeRoundedRect(b.insetBy(dx: hairline / 2, dy: hairline / 2), radii: radii, width: hairline,
                                         paint: .color(context.resolve(.system(.systemGray4))))
        drawFocusRing(in: context, around: b, radii: radii)
    }

    // MARK: SystemCommandHandler

    /// Undo, redo, copy and paste from the three-finger gestures while editing.
    public func handleSystemCommand(_ command: SystemCommand) -> Bool {
        guard isEditing else { return false }
        switch command {
        case .undo: if isEditable { editor.undo() }
        case .redo: if isEditable { editor.redo() }
        case .copy: copy()
        case .paste: if isEditable { editor.paste() }
        case .shake: return presentUndoAlert()
        default: return false
        }
        return true
    }

    /// Copies the selection.
    public func copy() { editor.copy() }

    /// Cuts the selection (copies it when the view is not editable).
    public func cut() { if isEditable { editor.cut() } else { editor.copy() } }

    /// Shows the edit menu over the selection or caret, with the commands that apply now.
    public func showEditMenu() { presentEditMenu() }

    /// Performs an edit-menu command.
    public func perform(_ command: EditMenu.Command) { performEdit(command) }
}

extension TextView: TextInteractionHost {
    func handleAccessoryTap(at point: Point) -> Bool { false }
    func accessoryContains(_ point: Point) -> Bool { false }

    func drawMagnified(in context: DrawingContext) {
        // The loupe shows the lines around the caret, with the caret.
        let o = textOrigin
        let caret = caretRect(for: editor.selection.head)
        for line in content.lineNodes where line.frame.offsetBy(dx: o.x - ControlMetrics.textViewLinePadding, dy: o.y)
            .insetBy(dx: 0, dy: -caret.height).contains(Point(x: line.frame.midX + o.x, y: caret.midY)) {
            context.canvas.save()
            let at = content.convert(Point(x: line.frame.minX, y: line.frame.minY), to: self)
            context.canvas.translate(x: at.x, y: at.y)
            line.draw(in: context)
            context.canvas.restore()
        }
        let w = ControlMetrics.caretWidth
        let x = caretPositions().primary + o.x
        context.canvas.fill(Rect(x: x - w / 2, y: caret.minY, width: w, height: caret.height),
                            paint: .color(context.resolve(.tint)))
    }
}
