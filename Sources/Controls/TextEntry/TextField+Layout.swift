public import Graphics
import Scene
import Text

extension TextField {
    // MARK: Measuring

    func measure(fitting proposal: ProposedSize) -> Size {
        let lineHeight = (paragraph?.lines.first?.height ?? 22)
        let minimum: Double = switch borderStyle {
        case .roundedRect: ControlMetrics.textFieldHeight
        case .filled: ControlMetrics.searchFieldHeight
        case .none: 0
        }
        let height = max(minimum, lineHeight + 8)
        return Size(width: proposal.width ?? ControlMetrics.textFieldDefaultWidth, height: height)
    }

    /// Whether the clear button shows now (HIG §1.27: only while there is text).
    public var showsClearButton: Bool {
        guard !editor.codePoints.isEmpty, isEnabled else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The clear button's circle, in the field's coordinates (empty when it does not show).
    public var clearButtonFrame: Rect {
        guard showsClearButton else { return .zero }
        let d = ControlMetrics.clearButtonDiameter
        let b = bounds
        let x = layoutDirection == .rightToLeft ? b.minX + ControlMetrics.textFieldPadding
            : b.maxX - ControlMetrics.textFieldPadding - d
        return Rect(x: x, y: b.midY - d / 2, width: d, height: d)
    }

    /// The area the text is drawn and clipped in, in the field's coordinates.
    public var textFrame: Rect {
        let b = bounds
        let padding = borderStyle == .none ? 0 : ControlMetrics.textFieldPadding
        var leading = padding, trailing = padding
        if let leadingView, !leadingView.isHidden {
            leading += leadingView.frame.width + ControlMetrics.textFieldViewGap
        }
        if showsClearButton {
            trailing += ControlMetrics.clearButtonDiameter + ControlMetrics.textFieldViewGap
        } else if let trailingView, !trailingView.isHidden {
            trailing += trailingView.frame.width + ControlMetrics.textFieldViewGap
        }
        let rtl = layoutDirection == .rightToLeft
        let x = b.minX + (rtl ? trailing : leading)
        return Rect(x: x, y: b.minY, width: max(0, b.width - leading - trailing), height: b.height)
    }

    func layoutAccessories() {
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let padding = borderStyle == .none ? 0 : ControlMetrics.textFieldPadding
        if let leadingView {
            let size = leadingView.sizeThatFits(.unspecified)
            let x = rtl ? b.maxX - padding - size.width : b.minX + padding
            leadingView.frame = Rect(x: x, y: b.midY - size.height / 2, width: size.width, height: size.height)
        }
        if let trailingView {
            let size = trailingView.sizeThatFits(.unspecified)
            let x = rtl ? b.minX + padding : b.maxX - padding - size.width
            trailingView.frame = Rect(x: x, y: b.midY - size.height / 2, width: size.width, height: size.height)
            trailingView.isHidden = showsClearButton
        }
        keepCaretVisible()
    }

    // MARK: The laid-out text

    /// The paragraph drawn for the text: bullets for secure entry (one per character, the
    /// revealed one excepted).
    var paragraph: Paragraph? {
        if let cachedParagraph { return cachedParagraph }
        guard let fonts = textFonts else { return nil }
        let p = Paragraph(displayedText, style: paragraphStyle, fonts: fonts)
        cachedParagraph = p
        return p
    }

    var placeholderParagraph: Paragraph? {
        if let cachedPlaceholder { return cachedPlaceholder }
        guard let fonts = textFonts else { return nil }
        var style = paragraphStyle
        style.direction = layoutDirection == .rightToLeft ? .rightToLeft : .natural
        let p = Paragraph(placeholder, style: style, fonts: fonts)
        cachedPlaceholder = p
        return p
    }

    var paragraphStyle: ParagraphStyle {
        var style = ParagraphStyle(textStyle: textStyle, textSize: environment.textSize, boldText: environment.boldText)
        style.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        // Text with no letters (bullets, digits) takes the layout's direction, as natural alignment does.
        let hasLetters = !isSecureTextEntry
            && editor.codePoints.contains { Unicode.Scalar($0)?.properties.isAlphabetic ?? false }
        style.direction = !hasLetters && layoutDirection == .rightToLeft ? .rightToLeft : .natural
        return style
    }

    /// The text as drawn: the text itself, or a bullet per grapheme cluster.
    var displayedText: String {
        guard isSecureTextEntry else { return editor.text }
        let boundaries = GraphemeBreaker.boundaries(in: editor.codePoints)
        var shown = ""
        for k in 0..<(boundaries.count - 1) {
            if boundaries[k] == revealedIndex {
                shown += TextEditor.string(Array(editor.codePoints[boundaries[k]..<boundaries[k + 1]]))
            } else {
                shown += "•"
            }
        }
        return shown
    }

    /// The paragraph offset of editor offset `index` (they differ only for secure entry).
    func displayIndex(_ index: Int) -> Int {
        guard isSecureTextEntry else { return index }
        let boundaries = GraphemeBreaker.boundaries(in: editor.codePoints)
        var result = 0
        for k in 0..<(boundaries.count - 1) where boundaries[k] < index {
            result += boundaries[k] == revealedIndex ? boundaries[k + 1] - boundaries[k] : 1
        }
        return result
    }

    /// The editor offset of paragraph offset `index`.
    func editorIndex(_ index: Int) -> Int {
        guard isSecureTextEntry else { return index }
        let boundaries = GraphemeBreaker.boundaries(in: editor.codePoints)
        var shown = 0
        for k in 0..<(boundaries.count - 1) {
            if shown >= index { return boundaries[k] }
            shown += boundaries[k] == revealedIndex ? boundaries[k + 1] - boundaries[k] : 1
        }
        return editor.codePoints.count
    }

    /// Where the paragraph's top-left corner is drawn, in the field's coordinates.
    var textOrigin: Point {
        let frame = textFrame
        let p = editor.codePoints.isEmpty ? placeholderParagraph : paragraph
        let size = p?.size ?? .zero
        let rightAligned = (p?.lines.first?.direction == .rightToLeft)
        let aligned = rightAligned ? frame.maxX - size.width : frame.minX
        let y = frame.midY - size.height / 2
        return Point(x: aligned + scrollOffset, y: (y * 2).rounded() / 2)
    }

    /// Scrolls the text horizontally so that the caret (the selection's head) is in view, and no
    /// further than needed.
    func keepCaretVisible() {
        guard let p = paragraph else { return }
        let frame = textFrame
        let width = p.size.width
        if width <= frame.width || editor.codePoints.isEmpty {
            scrollOffset = 0
            return
        }
        let head = displayIndex(editor.selection.head)
        let caretX = p.caretRect(forIndex: head).minX
        let rightAligned = p.lines.first?.direction == .rightToLeft
        let base = rightAligned ? frame.maxX - width : frame.minX
        var offset = scrollOffset
        let shown = base + offset + caretX
        let margin = ControlMetrics.caretWidth
        if shown > frame.maxX - margin { offset -= shown - (frame.maxX - margin) }
        if shown < frame.minX + margin { offset += frame.minX + margin - shown }
        // Never scroll past the text's ends.
        let minOffset = frame.maxX - (base + width), maxOffset = frame.minX - base
        offset = min(max(offset, minOffset), maxOffset)
        if offset != scrollOffset {
            scrollOffset = offset
            setNeedsDisplay()
        }
    }

    /// The editor offset at a point in the field's coordinates (a tap, a dragged handle).
    public func index(at point: Point) -> Int {
        guard let p = paragraph else { return 0 }
        let origin = textOrigin
        return editorIndex(p.index(at: Point(x: point.x - origin.x, y: point.y - origin.y)))
    }

    /// The caret's rect for editor offset `index`, in the field's coordinates.
    public func caretRect(for index: Int) -> Rect {
        guard let p = paragraph else { return .zero }
        let origin = textOrigin
        var rect = p.caretRect(forIndex: displayIndex(index))
        if editor.codePoints.isEmpty, let placeholder = placeholderParagraph, let line = placeholder.lines.first {
            rect = Rect(x: line.direction == .rightToLeft ? placeholder.size.width : 0, y: 0, width: 0,
                        height: line.height)
        }
        return Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: 0, height: rect.height)
    }

    /// The rects highlighting the selection, in the field's coordinates.
    public var selectionRects: [Rect] {
        guard let p = paragraph, !editor.selection.isCaret else { return [] }
        let origin = textOrigin
        let range = displayIndex(editor.selection.range.lowerBound)..<displayIndex(editor.selection.range.upperBound)
        return p.selectionRects(for: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
}
