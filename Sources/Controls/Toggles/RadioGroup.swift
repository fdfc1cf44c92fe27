public import Graphics
public import Scene

/// A group of 2–5 mutually exclusive options (HIG §1.41): selecting one deselects the others.
///
/// Laid out vertically (one option per line, ``ControlMetrics/radioVerticalSpacing`` apart) or
/// horizontally, where every option takes the width of the longest one plus
/// ``ControlMetrics/radioHorizontalGap``, so the spacing is consistent (HIG: “sized to the
/// longest label”). Horizontal groups run leading to trailing (mirrored in right-to-left). More
/// than five options is a HIG lint issue (use a pop-up button).
///
/// ```swift
/// let group = RadioGroup(["Small", "Medium", "Large"], selectedIndex: 1)
/// group.onSelectionChange = { index in print(index) }
/// ```
@MainActor
public final class RadioGroup: Node, HIGLintSubject {
    /// How the options are arranged.
    public enum Axis: Sendable, Hashable {
        /// In a row, equal widths from the longest label.
        case horizontal
        /// In a column.
        case vertical
    }

    /// The options, in order.
    public private(set) var options: [RadioButton] = []
    /// The arrangement.
    public var axis: Axis {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }
    /// Runs when a tap selects a different option, with its index.
    public var onSelectionChange: (@MainActor (Int) -> Void)?

    /// The selected option's index (`nil` when none is selected). Setting it sends nothing.
    public var selectedIndex: Int? {
        get { options.firstIndex { $0.isOn } }
        set {
            for (i, option) in options.enumerated() { option.isOn = i == newValue }
        }
    }

    /// Creates a group of options titled `titles`.
    public init(_ titles: [String], selectedIndex: Int? = nil, axis: Axis = .vertical) {
        self.axis = axis
        super.init()
        name = "radio group"
        for title in titles { add(RadioButton(title)) }
        self.selectedIndex = selectedIndex
    }

    /// Adds an option at the end.
    public func add(_ option: RadioButton) {
        options.append(option)
        option.group = self
        addChild(option)
    }

    /// The lint sees a radio group of this many options.
    public var higLintTrait: HIGLintTrait { .radioGroup(optionCount: options.count) }

    func optionWasSelected(_ option: RadioButton, changed: Bool) {
        for other in options where other !== option { other.isOn = false }
        if changed, let index = options.firstIndex(where: { $0 === option }) { onSelectionChange?(index) }
    }

    public override var isLayoutContainer: Bool { true }

    /// The width every option takes in a horizontal group: the longest option's.
    public var optionWidth: Double {
        options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let sizes = options.filter { !$0.isHidden }.map { $0.sizeThatFits(.unspecified) }
        guard !sizes.isEmpty else { return .zero }
        switch axis {
        case .vertical:
            let h = sizes.map(\.height).reduce(0, +) + ControlMetrics.radioVerticalSpacing * Double(sizes.count - 1)
            return Size(width: sizes.map(\.width).max() ?? 0, height: h)
        case .horizontal:
            let columns = columnCount(options: sizes.count, width: proposal.width)
            let rows = (sizes.count + columns - 1) / columns
            let w = optionWidth * Double(columns) + ControlMetrics.radioHorizontalGap * Double(columns - 1)
            let rowHeight = sizes.map(\.height).max() ?? 0
            return Size(width: w, height: rowHeight * Double(rows) + ControlMetrics.radioVerticalSpacing * Double(rows - 1))
        }
    }

    /// How many equal slots of a horizontal group fit on a line `width` points long (`nil`: all
    /// of them): a group too wide for a narrow screen wraps onto more lines.
    private func columnCount(options count: Int, width: Double?) -> Int {
        guard let width, optionWidth > 0 else { return max(1, count) }
        let step = optionWidth + ControlMetrics.radioHorizontalGap
        let fitting = Int(((width + ControlMetrics.radioHorizontalGap) / step + 1e-9).rounded(.down))
        return min(max(1, count), max(1, fitting))
    }

    public override func layoutChildren() {
        let rect = contentRect
        let rtl = layoutDirection == .rightToLeft
        let visible = options.filter { !$0.isHidden }
        switch axis {
        case .vertical:
            var y = rect.minY
            for option in visible {
                let size = option.sizeThatFits(.unspecified)
                let x = rtl ? rect.maxX - size.width : rect.minX
                option.frame = Rect(x: x, y: y, width: size.width, height: size.height)
                y += size.height + ControlMetrics.radioVerticalSpacing
            }
        case .horizontal:
            let width = optionWidth, step = optionWidth + ControlMetrics.radioHorizontalGap
            let height = visible.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
            let columns = columnCount(options: visible.count, width: rect.width)
            for (i, option) in visible.enumerated() {
                let size = option.sizeThatFits(.unspecified)
                let column = Double(i % columns), line = Double(i / columns)
                let slot = rtl ? rect.maxX - column * step - width : rect.minX + column * step
                // The option keeps its own width inside its slot, at the slot's leading edge.
                let x = rtl ? slot + width - size.width : slot
                let top = rect.minY + line * (height + ControlMetrics.radioVerticalSpacing)
                option.frame = Rect(x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height)
            }
        }
    }
}
