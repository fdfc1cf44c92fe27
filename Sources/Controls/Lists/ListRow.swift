import Graphics
public import Scene

/// A row of a list (a table view cell, HIG §1.11 and §1.41): a title at the leading side, an
/// optional trailing accessory (a ``Switch``, a value, a chevron), at least 44 pt tall, with a
/// separator along its bottom inset from the leading side.
///
/// Switches belong in list rows; the HIG lint knows a switch inside a `ListRow` is in place.
///
/// <!-- example context: let list = VStackNode() -->
/// ```swift
/// let row = ListRow("Wi-Fi", accessory: Switch(isOn: true))
/// list.addChild(row)
/// ```
@MainActor
public final class ListRow: HStackNode, HIGLintSubject {
    /// The title.
    public let titleNode: TextNode
    /// The trailing accessory, if any.
    public private(set) var accessory: Node?
    /// Whether the separator along the bottom is drawn (turn it off on a section's last row).
    public var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsDisplay() } }
    }
    /// How far the separator starts from the leading edge (iOS: the title's inset, 16 pt).
    public var separatorInset: Double = ControlMetrics.listRowPadding {
        didSet { if separatorInset != oldValue { setNeedsDisplay() } }
    }

    /// Creates a row titled `title` with an optional trailing `accessory`.
    public init(_ title: String, accessory: Node? = nil) {
        titleNode = TextNode(title, style: .body)
        titleNode.layoutPriority = 0
        super.init(spacing: ControlMetrics.listRowSpacing, alignment: .center)
        name = "row \(title)"
        verticalSizing = .fit(minimum: ControlMetrics.listRowHeight)
        padding = EdgeInsets(top: 6, leading: ControlMetrics.listRowPadding, bottom: 6, trailing: ControlMetrics.listRowPadding)
        addChild(titleNode)
        addChild(Spacer())
        setAccessory(accessory)
    }

    /// Replaces the trailing accessory.
    public func setAccessory(_ node: Node?) {
        accessory?.removeFromParent()
        accessory = node
        if let node {
            node.layoutPriority = 1
            addChild(node)
        }
    }

    /// The lint sees a list row.
    public var higLintTrait: HIGLintTrait { .listRow }

    public override func draw(in context: DrawingContext) {
        super.draw(in: context)
        guard showsSeparator else { return }
        let b = context.bounds
        let hairline = 1 / max(1, context.environment.displayScale)
        let rtl = context.environment.layoutDirection == .rightToLeft
        let rect = Rect(x: rtl ? 0 : separatorInset, y: b.height - hairline, width: max(0, b.width - separatorInset), height: hairline)
        context.canvas.fill(rect, paint: .color(context.resolve(.separator)))
    }
}
