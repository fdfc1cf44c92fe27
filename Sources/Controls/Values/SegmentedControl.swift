import Gestures
public import Graphics
public import Scene
import Text

/// A segmented control (HIG §1.25): a linear set of equal-width segments, each a title or a
/// symbol, one of them selected; tapping one has an immediate, visible result.
///
/// The height is fixed (32 pt); every segment is as wide as the widest content plus padding
/// (at least the 44 pt target), or the control's width shared equally when a layout stretches
/// it. Segments run from the leading edge, so the first is on the right in right-to-left
/// layouts. The selected segment sits on a raised thumb that slides to a newly selected
/// segment with the scene's spring (HIG §3.5), its title semibold. While pressed, the selected
/// thumb shrinks slightly and another segment's content dims (HIG §3.4: every touch shows);
/// lifting on a segment selects it and runs the actions. A finger may slide to another segment
/// before it lifts. In ``isMomentary`` mode nothing stays selected: the thumb shows under the
/// finger, ``selectedSegmentIndex`` is the tapped segment while the actions run, then the thumb
/// fades. A disabled segment is drawn faint and never selected by touch.
///
/// The HIG lint warns about more than 5 segments and about text mixed with symbols.
///
/// <!-- example context: func show(_ index: Int?) {} -->
/// ```swift
/// let mode = SegmentedControl([.title("POP"), .title("IMAP"), .title("Exchange")], selectedIndex: 0)
/// mode.addAction { mode in show(mode.selectedSegmentIndex) }
/// ```
@MainActor
public final class SegmentedControl: ControlNode, HIGLintSubject {
    /// What a segment shows: text or a symbol, never both (HIG §1.25).
    public enum Segment: Sendable, Hashable {
        /// A title.
        case title(String)
        /// A symbol of the standard catalogue, by name.
        case symbol(String)
    }

    /// The segments, leading first. Changing them rebuilds the content; a selection past the end
    /// is dropped.
    public var segments: [Segment] {
        didSet {
            guard segments != oldValue else { return }
            disabledSegments = disabledSegments.filter { $0 < segments.count }
            if let s = selected, s >= segments.count { selected = nil }
            rebuild()
        }
    }
    /// The selected segment, or `nil` for none. Setting it moves the thumb without animation and
    /// sends no actions.
    public var selectedSegmentIndex: Int? {
        get { selected }
        set { setSelectedSegmentIndex(newValue, animated: false) }
    }
    /// Whether segments act as buttons: a tapped segment is selected only while its actions run.
    public var isMomentary = false {
        didSet {
            guard isMomentary != oldValue else { return }
            if isMomentary { setSelectedSegmentIndex(nil, animated: false) }
        }
    }
    /// The selected thumb's colour: white in light mode, iOS's #636366 in dark mode.
    public var selectedSegmentTintColor = ThemeColor.dynamic(light: .white, dark: Color(hex: 0x636366)) {
        didSet { if selectedSegmentTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The lint counts the segments and looks for text mixed with symbols.
    public var higLintTrait: HIGLintTrait {
        let titles = segments.filter { if case .title = $0 { true } else { false } }.count
        return .segmentedControl(segmentCount: segments.count, mixesTextAndSymbols: titles > 0 && titles < segments.count)
    }

    /// The segment under a pressed finger, if it may be selected.
    public private(set) var highlightedSegment: Int?
    /// Where the thumb is drawn, in segments from the leading one (moves while animating).
    public private(set) var thumbPosition: Double = 0
    /// How visible the thumb is, 0 … 1 (fades in momentary mode).
    public private(set) var thumbOpacity: Double = 0

    private var selected: Int?
    private var disabledSegments: Set<Int> = []
    private var contentNodes: [Node] = []
    private lazy var thumbKey = Animator.Key(node: self, property: .segmentThumb)
    private lazy var fadeKey = Animator.Key(node: self, property: .segmentFade)

    /// A control of `segments` with `selectedIndex` selected (`nil`: none).
    public init(_ segments: [Segment], selectedIndex: Int? = nil) {
        self.segments = segments
        super.init()
        if let i = selectedIndex, segments.indices.contains(i) {
            selected = i
            thumbPosition = Double(i)
            thumbOpacity = 1
        }
        verticalSizing = .fixed(ControlMetrics.segmentedHeight)
        hitTestShape = .bounds
        drawingOutsets = EdgeInsets(max(ControlNode.focusRingOutset, ControlMetrics.segmentedThumbShadowBlur))
        tracking.tracker.onTrack = { [weak self] point in self?.track(point) }
        tracking.tracker.onActivate = { [weak self] in self?.lifted() }
        rebuild()
    }

    /// Selects `index` (`nil`: none); `animated` slides the thumb with the scene's spring.
    /// Sends no actions.
    public func setSelectedSegmentIndex(_ index: Int?, animated: Bool) {
        let new = index.flatMap { segments.indices.contains($0) ? $0 : nil }
        guard new != selected || (new != nil && thumbOpacity < 1) else { return }
        let old = selected
        selected = new
        updateContentAppearance()
        guard let new else {
            fadeThumb(to: 0, animated: animated)
            return
        }
        if old == nil || !animated || thumbOpacity == 0 {
            moveThumb(to: Double(new), animated: false)
            fadeThumb(to: 1, animated: animated && old == nil && !isMomentary)
        } else {
            moveThumb(to: Double(new), animated: true)
        }
    }

    /// Enables or disables one segment; a disabled segment is drawn faint and ignores touches.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        if enabled { disabledSegments.remove(index) } else { disabledSegments.insert(index) }
        updateContentAppearance()
        setNeedsDisplay()
    }

    /// Whether the segment at `index` takes touches.
    public func isEnabledForSegment(at index: Int) -> Bool {
        segments.indices.contains(index) && !disabledSegments.contains(index)
    }

    // MARK: Layout

    public override var isLayoutContainer: Bool { true }
    public override var foldsOpacityIntoContent: Bool { false }

    /// The width every segment takes at the control's natural size: the widest content plus
    /// padding, at least the 44 pt target.
    public var naturalSegmentWidth: Double {
        let widest = contentNodes.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return max(ControlMetrics.segmentedMinimumSegmentWidth, (widest + 2 * ControlMetrics.segmentedContentPadding).rounded(.up))
    }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let natural = naturalSegmentWidth * Double(segments.count)
        return Size(width: min(natural, proposal.width ?? natural), height: ControlMetrics.segmentedHeight)
    }

    /// The width of each segment now: the bounds shared equally.
    public var segmentWidth: Double { segments.isEmpty ? 0 : bounds.width / Double(segments.count) }

    /// Segment `index`'s rectangle in the control (leading first: from the right in RTL).
    public func segmentRect(_ index: Int) -> Rect {
        let w = segmentWidth
        let offset = Double(index) * w
        return Rect(x: layoutDirection == .rightToLeft ? bounds.width - offset - w : offset, y: 0, width: w,
                    height: bounds.height)
    }

    /// The segment at `point` (control coordinates), clamped to the first and last.
    public func segmentIndex(at point: Point) -> Int? {
        guard !segments.isEmpty, segmentWidth > 0 else { return nil }
        let x = layoutDirection == .rightToLeft ? bounds.width - point.x : point.x
        return max(0, min(segments.count - 1, Int((x / segmentWidth).rounded(.down))))
    }

    public override func layoutChildren() {
        let padding = ControlMetrics.segmentedContentPadding / 2
        for (i, node) in contentNodes.enumerated() {
            let rect = segmentRect(i).insetBy(dx: padding, dy: 0)
            let size = node.sizeThatFits(ProposedSize(width: rect.width, height: nil))
            let w = min(size.width, rect.width)
            // Whole device pixels, so centred text does not blur.
            let scale = environment.displayScale
            node.frame = Rect(x: ((rect.midX - w / 2) * scale).rounded() / scale,
                              y: ((rect.midY - size.height / 2) * scale).rounded() / scale, width: w, height: size.height)
        }
    }

    private func rebuild() {
        for node in contentNodes { node.removeFromParent() }
        contentNodes = segments.map { segment in
            let node: Node
            switch segment {
            case .title(let title):
                let text = TextNode(title, color: .label)
                text.font = Font(pointSize: ControlMetrics.segmentedPointSize)
                text.maximumLines = 1
                text.alignment = .center
                node = text
            case .symbol(let name):
                let symbol = SymbolNode(name, color: .label)
                symbol.pointSize = ControlMetrics.segmentedPointSize
                node = symbol
            }
            node.isUserInteractionEnabled = false
            return node
        }
        for node in contentNodes { addChild(node) }
        updateContentAppearance()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Titles: semibold when selected; faint when disabled, dimmed while pressed.
    private func updateContentAppearance() {
        let shownSelected = isMomentary ? highlightedSegment : selected
        for (i, node) in contentNodes.enumerated() {
            let weight: FontWeight = i == shownSelected ? .semibold : .regular
            if let text = node as? TextNode {
                let font = Font(pointSize: ControlMetrics.segmentedPointSize, weight: weight)
                if text.font != font { text.font = font }
            } else if let symbol = node as? SymbolNode {
                symbol.weight = weight
            }
            var opacity = 1.0
            if disabledSegments.contains(i) {
                opacity = ControlMetrics.disabledOpacity
            } else if i == highlightedSegment && i != shownSelected {
                opacity = ControlMetrics.segmentedHighlightedContentOpacity
            }
            node.opacity = opacity
        }
    }

    // MARK: Interaction

    private func track(_ point: Point) {
        guard let i = segmentIndex(at: point) else { return }
        highlightedSegment = isEnabledForSegment(at: i) ? i : nil
        if isMomentary, let i = highlightedSegment {
            owner?.animator.cancel(fadeKey)
            moveThumb(to: Double(i), animated: false)
            thumbOpacity = 1
        }
        updateContentAppearance()
        setNeedsDisplay()
    }

    public override func highlightDidChange() {
        super.highlightDidChange()
        guard !isHighlighted else { return }
        // Lifted outside, or taken by a scroll: nothing is selected.
        highlightedSegment = nil
        updateContentAppearance()
        if isMomentary && selected == nil { fadeThumb(to: 0, animated: true) }
    }

    /// The finger lifted inside: select the segment it was on.
    private func lifted() {
        guard isEnabled, let point = tracking.tracker.location, let i = segmentIndex(at: point),
              isEnabledForSegment(at: i) else { return }
        choose(i)
    }

    /// Keyboard activation (Space) selects the next enabled segment, wrapping round.
    public override func activate() {
        guard isEnabled, !segments.isEmpty else { return }
        let start = selected ?? -1
        for step in 1...segments.count {
            let i = (start + step) % segments.count
            if isEnabledForSegment(at: i) {
                choose(i)
                return
            }
        }
    }

    private func choose(_ index: Int) {
        if isMomentary {
            selected = index
            moveThumb(to: Double(index), animated: false)
            thumbOpacity = 1
            sendActions()
            selected = nil
            highlightedSegment = nil
            updateContentAppearance()
            fadeThumb(to: 0, animated: true)
            return
        }
        let changed = index != selected
        setSelectedSegmentIndex(index, animated: true)
        if changed { sendActions() }
    }

    private func moveThumb(to target: Double, animated: Bool) {
        moveDrawnValue(thumbPosition, to: target, animated: animated, with: .spring(.snappy), key: thumbKey) { [weak self] in
            self?.thumbPosition = $0
        }
    }

    private func fadeThumb(to target: Double, animated: Bool) {
        moveDrawnValue(thumbOpacity, to: target, animated: animated,
                       with: .easeOut(duration: ControlMetrics.segmentedMomentaryFadeDuration), key: fadeKey) { [weak self] in
            self?.thumbOpacity = $0
        }
    }

    // MARK: Drawing

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let alpha = context.environment.isEnabled ? 1 : ControlMetrics.disabledOpacity
        let outer = CornerRadii(ControlMetrics.segmentedCornerRadius)
        canvas.fillRoundedRect(bounds, radii: outer, style: .continuous,
                               paint: .color(context.resolve(.system(.tertiarySystemFill)).withAlphaMultiplied(by: alpha)))
        guard !segments.isEmpty else { return }
        let w = segmentWidth, rtl = context.environment.layoutDirection == .rightToLeft

        // Separators between segments, faded out next to the thumb.
        let separator = context.resolve(.separator)
        let h = ControlMetrics.segmentedSeparatorHeight
        for i in 0..<(segments.count - 1) {
            let boundary = Double(i) + 0.5
            let clear = max(0, min(1, (abs(boundary - thumbPosition) - 0.5) * 2))
            let shown = 1 - thumbOpacity * (1 - clear)
            guard shown > 0.01 else { continue }
            let offset = Double(i + 1) * w
            let x = rtl ? bounds.width - offset : offset
            let line = Rect(x: x - 0.5, y: (bounds.height - h) / 2, width: 1, height: h)
            canvas.fill(line, paint: .color(separator.withAlphaMultiplied(by: shown * alpha)))
        }

        guard thumbOpacity > 0.001 else { return drawFocusRing(in: context, around: bounds, radii: outer, style: .continuous) }
        let inset = ControlMetrics.segmentedThumbInset
        let offset = thumbPosition * w
        var thumb = Rect(x: rtl ? bounds.width - offset - w : offset, y: 0, width: w, height: bounds.height)
            .insetBy(dx: inset, dy: inset)
        if isHighlighted, !isMomentary, let s = selected, highlightedSegment == s {
            let scale = ControlMetrics.segmentedPressedThumbScale
            thumb = thumb.insetBy(dx: thumb.width * (1 - scale) / 2, dy: thumb.height * (1 - scale) / 2)
        }
        canvas.drawKnob(thumb, radii: CornerRadii(ControlMetrics.segmentedThumbCornerRadius),
                        fill: context.resolve(selectedSegmentTintColor), opacity: thumbOpacity * alpha, shadowAlpha: 0.12,
                        ringAlpha: 0.04, offset: ControlMetrics.segmentedThumbShadowOffset,
                        blur: ControlMetrics.segmentedThumbShadowBlur)
        drawFocusRing(in: context, around: bounds, radii: outer, style: .continuous)
    }
}

extension AnimatedProperty {
    fileprivate static let segmentThumb = AnimatedProperty("segment-thumb")
    fileprivate static let segmentFade = AnimatedProperty("segment-fade")
}
