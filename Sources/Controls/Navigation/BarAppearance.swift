import Graphics
public import Scene

/// How a navigation bar or tab bar draws its background (HIG §1.2, §1.4, §3.8): translucent
/// (the material: what is beneath, blurred, under a tint), opaque, or translucent only while
/// content lies beneath it; optionally in a custom colour.
///
/// HIG §1.2 asks that the bars of an app agree and that a screen never changes them: the
/// ``HIGLint`` compares the appearance of every page of a ``NavigationStack`` and of the
/// navigation bar with the toolbar and tab bar shown with it.
public struct BarAppearance: Sendable, Hashable {
    /// Whether the background lets what is beneath show through.
    public enum Style: String, Sendable, Hashable {
        /// The material while content lies beneath the bar, opaque when none does (iOS 15's
        /// scroll-edge appearance).
        case automatic
        /// Always the material.
        case translucent
        /// Always opaque.
        case opaque
    }

    /// Translucent, opaque or automatic.
    public var style: Style
    /// The bar's colour (`nil`: the system chrome colour). HIG §1.2 allows a custom colour.
    public var backgroundColor: ThemeColor?

    /// Creates an appearance.
    public init(style: Style = .automatic, backgroundColor: ThemeColor? = nil) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// The system default: automatic, in the chrome colour.
    public static let standard = BarAppearance()
    /// Always translucent.
    public static let translucent = BarAppearance(style: .translucent)
    /// Always opaque.
    public static let opaque = BarAppearance(style: .opaque)

    /// The opaque chrome colour (iOS: #F9F9F9 light, #161616 dark).
    static let chromeColor = ThemeColor.dynamic(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x161616))
    /// The tint over the blurred backdrop (iOS chrome material, about 80 % of the bar colour).
    static let materialTint = ThemeColor.dynamic(
        light: Color(white: 0.976, alpha: ControlMetrics.toolbarMaterialTintAlpha),
        dark: Color(white: 0.115, alpha: ControlMetrics.toolbarMaterialTintAlpha))

    /// Draws the bar background into `rect` (the material when `translucent`, unless Reduce
    /// Transparency is on: then opaque), and a hairline along its bottom (`hairlineAtTop ==
    /// false`) or top edge.
    @MainActor
    func drawBackground(in context: DrawingContext, rect: Rect, translucent: Bool, hairlineAtTop: Bool,
                        showsHairline: Bool = true) {
        let canvas = context.canvas
        if translucent && !context.environment.reduceTransparency {
            BackdropMaterial.blur(canvas, rect: rect, radius: ControlMetrics.toolbarMaterialBlur)
            let tint = backgroundColor.map { context.resolve($0).withAlphaMultiplied(by: ControlMetrics.toolbarMaterialTintAlpha) }
                ?? context.resolve(Self.materialTint)
            canvas.fill(rect, paint: .color(tint))
        } else {
            canvas.fill(rect, paint: .color(context.resolve(backgroundColor ?? Self.chromeColor)))
        }
        guard showsHairline else { return }
        let hairline = ControlMetrics.toolbarHairlinePixels / max(1, context.environment.displayScale)
        let y = hairlineAtTop ? rect.minY : rect.maxY - hairline
        canvas.fill(Rect(x: rect.minX, y: y, width: rect.width, height: hairline),
                    paint: .color(context.resolve(.system(.separator))))
    }
}

extension Toolbar: HIGLintBarSubject {
    /// A toolbar, with its translucency.
    public var higLintBar: HIGLintBar { HIGLintBar(kind: .toolbar, style: barAppearanceStyle) }

    /// The toolbar's background as a ``BarAppearance`` style, for the bar-consistency lint.
    public var barAppearanceStyle: BarAppearance.Style {
        switch appearance {
        case .automatic: .automatic
        case .translucent: .translucent
        case .opaque: .opaque
        }
    }
}
