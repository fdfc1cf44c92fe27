import Graphics
public import Scene
import Text

/// A button of an alert, action sheet or notification alert: its title centred in a full-width
/// row, in the tint (red when destructive), semibold when it is the default (“light”, HIG §1.6)
/// button. Pressed, the row darkens (lightens in dark mode); focused by the keyboard, it shows a
/// ring inside the row. The modal draws the hairlines between buttons.
@MainActor
public final class ModalActionButton: ControlNode {
    /// The action the button stands for.
    public let action: AlertAction
    /// Whether the title is semibold: the default button (HIG §1.6's “light” button; §1.8's
    /// Cancel).
    public let isEmphasized: Bool
    /// The title's text style and size.
    let pointSize: Double?
    let titleNode: TextNode

    /// A button for `action`; `pointSize` overrides the body size (action sheets use 20 pt).
    init(_ action: AlertAction, isEmphasized: Bool, pointSize: Double? = nil) {
        self.action = action
        self.isEmphasized = isEmphasized
        self.pointSize = pointSize
        titleNode = TextNode(action.title, style: .body)
        super.init()
        name = "button \(action.title)"
        minimumHitTargetSize = nil
        titleNode.maximumLines = 1
        titleNode.alignment = .center
        titleNode.isUserInteractionEnabled = false
        titleNode.color = action.role == .destructive ? .system(.systemRed) : .tint
        addChild(titleNode)
        updateFont()
    }

    /// Whether the button is the destructive one (red).
    public var isDestructive: Bool { action.role == .destructive }

    /// The title shown.
    public var title: String { action.title }

    func updateFont() {
        let size = pointSize ?? TextStyle.body.pointSize(textSize: environment.textSize)
        let font = Font(pointSize: size, weight: isEmphasized ? .semibold : .regular)
        if titleNode.font != font { titleNode.font = font }
    }

    /// The width the title needs, in points, padding included.
    var idealWidth: Double {
        titleNode.sizeThatFits(.unspecified).width + 2 * ControlMetrics.alertButtonPadding
    }

    public override func environmentDidChange() {
        super.environmentDidChange()
        updateFont()
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        let inset = ControlMetrics.alertButtonPadding
        let size = titleNode.sizeThatFits(ProposedSize(width: max(0, b.width - 2 * inset), height: nil))
        let width = min(size.width, max(0, b.width - 2 * inset))
        titleNode.frame = Rect(x: pixelSnapped((b.width - width) / 2), y: pixelSnapped((b.height - size.height) / 2),
                               width: width, height: size.height)
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        if isHighlighted && context.environment.isEnabled {
            let shade = context.environment.colorScheme == .dark ? Color.white : Color.black
            context.canvas.fill(b, paint: .color(shade.withAlphaMultiplied(by: ControlMetrics.alertButtonHighlightAlpha
                                                                              * context.opacity)))
        }
        // The ring sits inside the row (the rows touch each other and the modal's edges), clear of
        // the separators and the rim, its corners concentric with the alert's.
        guard showsFocusRing else { return }
        let inset = ControlMetrics.modalFocusRingInset
        let radius = max(0, ControlMetrics.alertCornerRadius - inset)
        context.canvas.fill(Self.focusRingPath(around: b.insetBy(dx: inset, dy: inset), radii: CornerRadii(radius),
                                               style: .continuous, outset: 0),
                            rule: .evenOdd, paint: .color(context.resolve(.tint)))
    }
}
