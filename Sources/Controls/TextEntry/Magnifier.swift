public import Graphics
public import Scene

/// The loupe shown while touching and holding editable text (HIG §1.32): a circle above the
/// finger showing the text around the caret ``ControlMetrics/magnifierScale`` times larger.
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
        let d = ControlMetrics.magnifierDiameter
        let center = field.convert(focus, to: root)
        let y = max(0, center.y - ControlMetrics.magnifierLift - d / 2)
        let x = min(max(0, center.x - d / 2), max(0, root.bounds.width - d))   // whole on screen
        frame = Rect(x: x, y: y, width: d, height: d)
        drawingOutsets = EdgeInsets(top: 8, leading: 8, bottom: 12, trailing: 8)
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
        let radii = CornerRadii(b.width / 2)
        canvas.drawShadow(roundedRect: b, radii: radii,
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.25), offset: Point(x: 0, y: 3), blurRadius: 10))
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
        canvas.strokeRoundedRect(b.insetBy(dx: 0.5, dy: 0.5), radii: radii, width: 1,
                                 paint: .color(context.resolve(.system(.systemGray4))))
    }
}
