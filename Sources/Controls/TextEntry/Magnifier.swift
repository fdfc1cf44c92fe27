public import Graphics
public import Scene

/// The loupe shown while touching and holding editable text (HIG §1.32): iOS 15's capsule
/// (``ControlMetrics/magnifierSize``) resting just above the line, showing the text around the
/// caret ``ControlMetrics/magnifierScale`` times larger, with a soft shadow. It follows the caret
/// sideways and stays whole on screen.
@MainActor
public final class Magnifier: Node {
    /// The point magnified, in the field's coordinates.
    public private(set) var focus: Point = .zero
    weak var field: (any TextInteractionHost)?

    override init() {
        super.init()
        name = "magnifier"
        isUserInteractionEnabled = false
    }

    /// Whether the loupe shows.
    public var isPresented: Bool { parent != nil }

    /// Shows the loupe over `field`, magnifying around `focus` (the field's coordinates).
    func present(for field: any TextInteractionHost, focus: Point) {
        guard let root = field.overlayContainer ?? field.ancestorChain.first else { return }
        self.field = field
        self.focus = focus
        if parent !== root {
            removeFromParent()
            root.addChild(self)
        }
        let size = ControlMetrics.magnifierSize
        let center = field.convert(focus, to: root)
        let y = max(0, center.y - ControlMetrics.magnifierLift - size.height / 2)
        let x = min(max(0, center.x - size.width / 2), max(0, root.bounds.width - size.width))   // whole on screen
        frame = Rect(x: x, y: y, width: size.width, height: size.height)
        drawingOutsets = EdgeInsets(top: 12, leading: 14, bottom: 18, trailing: 14)
        setNeedsDisplay()
    }

    /// Hides the loupe.
    public func dismiss() {
        guard isPresented else { return }
        removeFromParent()
    }

    override public func draw(in context: DrawingContext) {
        guard let field else { return }
        let canvas = context.canvas
        let b = bounds
        let radii = CornerRadii(b.height / 2)
        canvas.drawShadow(roundedRect: b, radii: radii,
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.2), offset: Point(x: 0, y: 4), blurRadius: 12))
        canvas.fillRoundedRect(b, radii: radii, paint: .color(context.resolve(.system(.systemBackground))))
        canvas.save()
        canvas.clip(toRoundedRect: b, radii: radii)
        let scale = ControlMetrics.magnifierScale
        // The caret stays under the loupe's centre, unless the loupe was kept on screen.
        let focusInLoupe = field.convert(focus, to: self)
        canvas.translate(x: focusInLoupe.x, y: b.midY)
        canvas.scale(x: scale, y: scale)
        canvas.translate(x: -focus.x, y: -focus.y)
        field.drawMagnified(in: context)
        canvas.restore()
        // iOS 15's loupe has no rim: a hairline keeps it apart from a background of its own colour.
        canvas.strokeRoundedRect(b, radii: radii, width: 0.5, paint: .color(context.resolve(.system(.separator))))
    }
}
