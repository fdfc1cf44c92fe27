public import Graphics
public import Scene

/// The Info button of HIG §1.19: an “i” in a 22 pt disc that reveals configuration, usually on
/// the back of a utility app's screen (present a ``ModalView`` with
/// ``ModalView/TransitionStyle/flipHorizontal``), placed at the bottom trailing corner.
///
/// Two variants: ``Variant/dark`` (a light “i” in a dark disc) for views with light backgrounds,
/// ``Variant/light`` (a dark “i” in a light disc) for views with dark backgrounds. Pressed, it
/// glows (a soft white halo) and the glow fades over 0.35 s after the finger lifts (HIG §1.19:
/// it glows briefly). It answers touches in 44 × 44 pt.
///
/// <!-- example context: let presenter = ModalPresenter(content: VStackNode()), form = VStackNode() -->
/// ```swift
/// let info = InfoButton(variant: .light)
/// info.addAction { _ in presenter.present(ModalView(title: "Settings", content: form, cancelTitle: nil,
///                                                   transitionStyle: .flipHorizontal)) }
/// ```
@MainActor
public final class InfoButton: ControlNode {
    /// The two looks of HIG §1.19.
    public enum Variant: Sendable, Hashable {
        /// A light “i” in a dark disc, for views with light backgrounds.
        case dark
        /// A dark “i” in a light disc, for views with dark backgrounds.
        case light
    }

    /// The variant drawn.
    public var variant: Variant {
        didSet { if variant != oldValue { setNeedsDisplay() } }
    }
    /// How strongly the button glows now (1 while pressed, fading to 0 after).
    public private(set) var glow: Double = 0 {
        didSet { if glow != oldValue { setNeedsDisplay() } }
    }

    private var glowKey: Animator.Key { Animator.Key(node: self, property: .infoGlow) }

    /// An info button of `variant`.
    public init(variant: Variant = .dark) {
        self.variant = variant
        super.init()
        name = "info button"
        hitTestShape = .ellipse
        let reach = max(ControlMetrics.infoButtonGlowRadius, Self.focusRingOutset)
        drawingOutsets = EdgeInsets(reach)
    }

    public override var foldsOpacityIntoContent: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: ControlMetrics.infoButtonDiameter, height: ControlMetrics.infoButtonDiameter)
    }

    public override func highlightDidChange() {
        if isHighlighted {
            owner?.animator.cancel(glowKey)
            glow = 1
        } else {
            fadeGlow()
        }
        super.highlightDidChange()
    }

    /// Glows, then fades (a keyboard activation glows too).
    public override func activate() {
        guard isEnabled else { return }
        if !isHighlighted {
            glow = 1
            fadeGlow()
        }
        super.activate()
    }

    private func fadeGlow() {
        guard glow > 0 else { return }
        guard let animator = owner?.animator else {
            glow = 0
            return
        }
        animator.animate(from: glow, to: 0, with: .easeOut(duration: ControlMetrics.infoButtonGlowDuration),
                         key: glowKey, update: { [weak self] value in self?.glow = value })
    }

    public override func draw(in context: DrawingContext) {
        let b = context.bounds
        let d = ControlMetrics.infoButtonDiameter
        let disc = Rect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d)
        let canvas = context.canvas
        if glow > 0 {
            canvas.drawShadow(roundedRect: disc, radii: CornerRadii(d / 2),
                              shadow: BoxShadow(color: Color(white: 1, alpha: 0.9 * glow * context.opacity), offset: .zero,
                                                blurRadius: ControlMetrics.infoButtonGlowRadius))
        }
        let enabled = context.environment.isEnabled
        let dark = Color(white: 0.16), light = Color(white: 0.97)
        var fill = variant == .dark ? dark : light
        var glyph = variant == .dark ? light : dark
        if !enabled {
            fill = fill.withAlphaMultiplied(by: ControlMetrics.disabledOpacity)
            glyph = glyph.withAlphaMultiplied(by: ControlMetrics.disabledOpacity)
        }
        canvas.fillEllipse(in: disc, paint: .color(fill.withAlphaMultiplied(by: context.opacity)))
        if variant == .light {
            // A hairline keeps the light disc visible on light surroundings too.
            canvas.strokeRoundedRect(disc.insetBy(dx: 0.25, dy: 0.25), radii: CornerRadii(d / 2 - 0.25), width: 0.5,
                                     paint: .color(Color(white: 0, alpha: 0.25 * context.opacity)))
        }
        // The “i”: a dot above a stem with a small foot, as the system glyph.
        let unit = d / 22
        let paint = Paint.color(glyph.withAlphaMultiplied(by: context.opacity))
        canvas.fillEllipse(in: Rect(x: disc.midX - 1.6 * unit, y: disc.minY + 4.4 * unit, width: 3.2 * unit, height: 3.2 * unit),
                           paint: paint)
        canvas.fillRoundedRect(Rect(x: disc.midX - 1.3 * unit, y: disc.minY + 9 * unit, width: 2.6 * unit, height: 8.6 * unit),
                               radii: CornerRadii(1.1 * unit), paint: paint)
        drawFocusRing(in: context, around: disc, radii: CornerRadii(d / 2))
    }
}

extension AnimatedProperty {
    fileprivate static let infoGlow = AnimatedProperty("info-glow")
}
