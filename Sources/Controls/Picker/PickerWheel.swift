public import Gestures
import Graphics
public import Scene
import Text

/// One wheel (component) of a ``Picker``: a column of rows on a turning cylinder, with the row
/// in the selection band chosen.
///
/// ## Background
/// ``offset`` is the distance turned along the wheel's surface, in points: row `r` is in the
/// band when `offset == r × rowHeight`. A wheel that does not wrap runs from row 0 to the last;
/// a cyclic one turns without end and shows row `r mod count`. Only the rows in sight have
/// nodes (``PickerRowNode``), placed by ``PickerWheelProjection``; rows leaving the wheel are
/// recycled for rows arriving, so a wheel of millions of rows holds about a dozen nodes.
///
/// A drag turns the wheel with the finger (rubber-banded past the ends); a flick glides with
/// the scroll view's deceleration (``ScrollDeceleration``, at the fast rate) and lands exactly
/// on a row (``ScrollSnapping/flick(offset:velocity:snappingTo:rate:threshold:)``); a slow lift
/// settles on the nearest row with the scroll view's spring; a tap on a row turns it into the
/// band; a finger on a turning wheel stops it. All motion runs on the scene's ``Animator``.
@MainActor
public final class PickerWheel: Node {
    /// The wheel's index in its picker.
    public let component: Int
    /// The picker the wheel belongs to.
    public internal(set) weak var picker: Picker?
    /// How the wheel looks and turns.
    public internal(set) var layout: PickerComponent
    /// The number of rows, as of the last reload.
    public internal(set) var numberOfRows: Int = 0
    /// The distance turned, in points along the surface (row `r` is in the band at `r × rowHeight`).
    public internal(set) var offset: Double = 0
    /// Whether a finger is turning the wheel.
    public internal(set) var isDragging = false
    /// Whether the wheel glides, springs or turns to a row after a lift or a tap.
    public internal(set) var isDecelerating = false
    /// The pan that turns the wheel.
    public let panGestureRecognizer = PickerWheelPanGestureRecognizer()
    /// The tap that turns a row into the band.
    public let tapGestureRecognizer = TapGestureRecognizer()
    /// How fast a flicked wheel slows down. iOS pickers: the fast rate.
    public var decelerationRate: ScrollDecelerationRate = .fast
    /// Whether the focus ring is drawn (keyboard focus arrived by Tab).
    public internal(set) var showsFocusRing = false

    /// The nodes of the rows in sight, by virtual row (cyclic wheels count past the ends).
    var visibleRows: [Int: PickerRowNode] = [:]
    /// Row nodes out of sight, kept for reuse (hidden).
    var reusePool: [PickerRowNode] = []
    /// The unit label in the band (``PickerComponent/unitLabel``).
    let unitLabelNode = TextNode("", style: .headline)
    var dragStartOffset = 0.0
    /// The row the wheel last settled on (for change notifications).
    var settledRow: Int?
    /// Whether the running motion was started by the user (a flick, a tap).
    var motionIsUserDriven = false
    lazy var motionKeys: (glide: Animator.Key, spring: Animator.Key) = {
        (Animator.Key(node: self, property: .wheelGlide), Animator.Key(node: self, property: .wheelSpring))
    }()

    /// A wheel for `component`, laid out as `layout`.
    init(component: Int, layout: PickerComponent) {
        self.component = component
        self.layout = layout
        super.init()
        name = "picker wheel \(component)"
        isInteractive = true
        let outset = ControlNode.focusRingOutset
        drawingOutsets = EdgeInsets(top: outset, leading: outset, bottom: outset, trailing: outset)
        unitLabelNode.font = Font(pointSize: ControlMetrics.pickerUnitLabelFontSize, weight: .semibold)
        unitLabelNode.maximumLines = 1
        unitLabelNode.isUserInteractionEnabled = false
        unitLabelNode.isHidden = true
        addChild(unitLabelNode)
        panGestureRecognizer.name = "picker wheel pan"
        panGestureRecognizer.wheel = self
        panGestureRecognizer.addAction { [weak self] recognizer in self?.handlePan(recognizer) }
        addGestureRecognizer(panGestureRecognizer)
        tapGestureRecognizer.name = "picker wheel tap"
        tapGestureRecognizer.addAction { [weak self] recognizer in self?.handleTap(recognizer) }
        addGestureRecognizer(tapGestureRecognizer)
    }

    // MARK: Rows

    /// The height of one row along the surface, in points.
    public var rowHeight: Double { ControlMetrics.pickerRowHeight }

    /// The projection for the wheel's current height.
    public var projection: PickerWheelProjection {
        PickerWheelProjection(height: frame.height > 0 ? frame.height : ControlMetrics.pickerHeight, rowHeight: rowHeight)
    }

    /// The row in the band (or nearest to it while the wheel turns), 0 ..< ``numberOfRows``;
    /// -1 for a wheel without rows.
    public var selectedRow: Int {
        guard numberOfRows > 0 else { return -1 }
        return row(forVirtualRow: Int((offset / rowHeight).rounded()))
    }

    /// The row shown at virtual row `virtual` (wrapped on a cyclic wheel, clamped otherwise).
    func row(forVirtualRow virtual: Int) -> Int {
        guard numberOfRows > 0 else { return -1 }
        if layout.isCyclic { return ((virtual % numberOfRows) + numberOfRows) % numberOfRows }
        return min(numberOfRows - 1, max(0, virtual))
    }

    /// Every node the wheel holds for rows, in sight or pooled (for tests of reuse).
    public var rowNodeCount: Int { visibleRows.count + reusePool.count }

    /// The offsets a wheel that does not wrap can rest at.
    var offsetRange: ClosedRange<Double> { 0...(Double(max(0, numberOfRows - 1)) * rowHeight) }

    /// Takes new row counts and titles from the data source; keeps the selected row where it can.
    func reload(rowCount: Int, layout: PickerComponent) {
        let keep = selectedRow
        self.layout = layout
        numberOfRows = max(0, rowCount)
        for node in visibleRows.values { recycle(node) }
        visibleRows.removeAll()
        unitLabelNode.text = layout.unitLabel ?? ""
        unitLabelNode.isHidden = layout.unitLabel == nil
        if !layout.isCyclic { offset = min(offsetRange.upperBound, max(0, offset)) }
        if keep >= 0 && keep < numberOfRows { offset = virtualOffset(for: keep) }
        setNeedsLayout()
        placeRows()
    }

    /// Redraws the titles and enabled states of the rows in sight (after a neighbouring wheel
    /// changed what is valid).
    func refreshVisibleRows() {
        for (virtual, node) in visibleRows { configure(node, row: row(forVirtualRow: virtual)) }
    }

    /// The offset that shows `row` in the band: on a cyclic wheel, the copy of it nearest to the
    /// current offset.
    func virtualOffset(for row: Int) -> Double {
        guard layout.isCyclic, numberOfRows > 0 else { return Double(row) * rowHeight }
        let current = Int((offset / rowHeight).rounded())
        let base = current - self.row(forVirtualRow: current)
        var best = base + row
        for candidate in [base + row - numberOfRows, base + row + numberOfRows]
        where abs(candidate - current) < abs(best - current) {
            best = candidate
        }
        return Double(best) * rowHeight
    }

    override public func layoutChildren() {
        placeUnitLabel()
        placeRows()
    }

    override public func draw(in context: DrawingContext) { drawFocusRing(in: context) }

    /// The part of the wheel's width the rows use, physical: all of it, less the unit label's
    /// room when there is one (the label sits on the trailing side of the values).
    var valueArea: Rect {
        guard !unitLabelNode.isHidden else { return bounds }
        let labelWidth = unitLabelNode.sizeThatFits(ProposedSize(width: nil, height: nil)).width
        let width = max(0, bounds.width - labelWidth - ControlMetrics.pickerUnitLabelSpacing)
        let x = layoutDirection == .rightToLeft ? bounds.width - width : 0
        return Rect(x: x, y: 0, width: width, height: bounds.height)
    }

    func placeUnitLabel() {
        guard !unitLabelNode.isHidden else { return }
        let size = unitLabelNode.sizeThatFits(ProposedSize(width: nil, height: nil))
        let area = valueArea
        let x = layoutDirection == .rightToLeft
            ? area.minX - ControlMetrics.pickerUnitLabelSpacing - size.width
            : area.maxX + ControlMetrics.pickerUnitLabelSpacing
        unitLabelNode.frame = Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Places the rows in sight for the current offset: recycles those that left, dequeues
    /// nodes for those that arrived, and gives each its place on the cylinder.
    func placeRows() {
        guard numberOfRows > 0, bounds.height > 0 else {
            for node in visibleRows.values { recycle(node) }
            visibleRows.removeAll()
            return
        }
        let projection = self.projection
        let centre = offset / rowHeight
        let reach = Double(projection.visibleRowsEachSide + 1)
        let first = Int((centre - reach).rounded(.down)), last = Int((centre + reach).rounded(.up))
        var placements: [Int: PickerWheelProjection.Placement] = [:]
        for virtual in first...last where layout.isCyclic || (0..<numberOfRows).contains(virtual) {
            if let placement = projection.placement(forDistance: Double(virtual) - centre) {
                placements[virtual] = placement
            }
        }
        for (virtual, node) in visibleRows where placements[virtual] == nil {
            recycle(node)
            visibleRows[virtual] = nil
        }
        let area = valueArea.insetBy(dx: ControlMetrics.pickerRowPadding, dy: 0)
        // The perspective draws rows towards the picker's centre, not the wheel's.
        let vanishingX = (picker.map { $0.bounds.width / 2 } ?? bounds.width / 2) - frame.minX
        for (virtual, placement) in placements {
            let node: PickerRowNode
            if let existing = visibleRows[virtual] {
                node = existing
            } else {
                node = dequeueRowNode()
                configure(node, row: row(forVirtualRow: virtual))
                visibleRows[virtual] = node
            }
            let height = node.textHeight(width: area.width)
            let centreY = bounds.height / 2 + placement.centerOffset
            node.frame = Rect(x: area.minX, y: centreY - height / 2, width: area.width, height: height)
            let shift = (area.midX - vanishingX) * (placement.horizontalScale - 1)
            node.transform = Transform2D(scaleX: placement.horizontalScale, y: placement.verticalScale)
                .concatenating(Transform2D(translationX: shift, y: 0))
            node.opacity = placement.opacity
        }
    }

    func configure(_ node: PickerRowNode, row: Int) {
        guard let picker else { return }
        node.row = row
        node.text = picker.dataSource?.picker(picker, titleForRow: row, inComponent: component) ?? ""
        let enabled = picker.dataSource?.picker(picker, isRowEnabled: row, inComponent: component) ?? true
        node.color = enabled ? .label : .system(.tertiaryLabel)
        node.alignment = layout.unitLabel == nil ? layout.alignment : .trailing
    }

    func dequeueRowNode() -> PickerRowNode {
        if let node = reusePool.popLast() {
            node.isHidden = false
            return node
        }
        let node = PickerRowNode()
        insertChild(node, at: 0)
        return node
    }

    func recycle(_ node: PickerRowNode) {
        if reusePool.count >= ControlMetrics.pickerReusePoolLimit {
            node.removeFromParent()
        } else {
            node.isHidden = true
            reusePool.append(node)
        }
    }

    /// Moves the wheel without stopping its motion; places the rows.
    func setOffset(_ value: Double) {
        guard value != offset else { return }
        offset = value
        placeRows()
    }
}

/// A row of a picker wheel: one line of text at the wheels' size, placed and faded by its
/// wheel; reused for other rows as the wheel turns.
///
/// Glyphs are rasterised at one uniform scale, so text under the wheel's squashing transform
/// would come out letter-spaced rather than foreshortened. A row off the band is therefore drawn
/// as an image of its text (set flat, at the display's scale, in its colour and opacity) squashed
/// into place with bilinear filtering, as iOS's wheels look; the row in the band, unsquashed, is
/// drawn as text.
@MainActor
public final class PickerRowNode: TextNode {
    /// The row shown (0 ..< the wheel's row count).
    public internal(set) var row = 0
    private var measured: (text: String, width: Double, height: Double)?
    private var image: (key: ImageKey, bitmap: Bitmap)?

    private struct ImageKey: Equatable {
        var text: String
        var size: Size
        var scale: Double
        var color: Color
    }

    init() {
        super.init("", style: .title2)
        font = Font(pointSize: ControlMetrics.pickerRowFontSize)
        maximumLines = 1
        isUserInteractionEnabled = false
    }

    /// The height of the text set at `width`, measured once per text.
    func textHeight(width: Double) -> Double {
        if let measured, measured.text == text, measured.width == width { return measured.height }
        let height = sizeThatFits(ProposedSize(width: width, height: nil)).height
        measured = (text, width, height)
        return height
    }

    override public func draw(in context: DrawingContext) {
        let t = transform
        guard t.a != 1 || t.d != 1, let paragraph = paragraph(width: bounds.width) else {
            super.draw(in: context)
            return
        }
        let env = context.environment
        var color = context.resolve(env.isEnabled ? self.color : .system(.tertiaryLabel))
        // Opacity in 64 steps, so a turning wheel reuses its images.
        color = color.withAlpha((color.alpha * 64).rounded() / 64)
        guard color.alpha > 0 else { return }
        let scale = max(1, env.displayScale)
        let key = ImageKey(text: text, size: bounds.size, scale: scale, color: color)
        if image?.key != key {
            let bitmap = Bitmap(size: PixelSize(width: Int((bounds.width * scale).rounded(.up)),
                                                height: Int((bounds.height * scale).rounded(.up))))
            paragraph.draw(in: Canvas(bitmap: bitmap, scale: scale), at: .zero, color: color)
            image = (key, bitmap)
        }
        if let bitmap = image?.bitmap {
            context.canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: Double(bitmap.width) / scale,
                                                 height: Double(bitmap.height) / scale))
        }
    }
}

extension AnimatedProperty {
    fileprivate static let wheelGlide = AnimatedProperty("wheel-glide")
    fileprivate static let wheelSpring = AnimatedProperty("wheel-spring")
}
