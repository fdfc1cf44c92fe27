import Graphics
import Scene

/// The background of alerts and action sheets: what lies beneath (the dimmed screen) blurred and
/// saturated like the bar material, under a light (or dark) tint, inside a rounded rectangle. It
/// cannot be changed by apps (HIG §1.6); an action sheet may use the translucent black of HIG
/// §1.8 instead.
@MainActor
enum ModalMaterial {
    /// The tint over the blurred backdrop. iOS (alert and action-sheet material): a near-white
    /// (light) or dark grey (dark) at about 80 %.
    static let tint = ThemeColor.dynamic(light: Color(white: 0.975, alpha: 0.8), dark: Color(white: 0.16, alpha: 0.82))
    /// HIG §1.8's translucent black (for apps with black bars).
    static let black = ThemeColor.fixed(Color(white: 0.05, alpha: 0.82))

    /// Draws the material into `rect` (the context's coordinates) with corners of `radius`.
    static func draw(in context: DrawingContext, rect: Rect, radius: Double, tint: ThemeColor = ModalMaterial.tint) {
        let canvas = context.canvas
        canvas.save()
        canvas.clip(toRoundedRect: rect, radii: CornerRadii(radius), style: .continuous)
        BackdropMaterial.blur(canvas, rect: rect, radius: ControlMetrics.toolbarMaterialBlur,
                              saturation: ControlMetrics.toolbarMaterialSaturation)
        canvas.fill(rect, paint: .color(context.resolve(tint)))
        canvas.restore()
    }
}
