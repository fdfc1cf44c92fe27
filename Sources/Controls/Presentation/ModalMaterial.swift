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
    /// The material under Reduce Transparency: opaque, the tint's colour over the system
    /// background (iOS: a light grey alert, a dark grey one in dark mode).
    static let opaque = ThemeColor.dynamic(light: Color(hex: 0xF2F2F2), dark: Color(hex: 0x2C2C2E))

    /// Draws the material into `rect` (the context's coordinates) with corners of `radius`; under
    /// Reduce Transparency an opaque fill instead (``opaque``, or `tint` made opaque).
    static func draw(in context: DrawingContext, rect: Rect, radius: Double, tint: ThemeColor = ModalMaterial.tint) {
        let canvas = context.canvas
        canvas.save()
        canvas.clip(toRoundedRect: rect, radii: CornerRadii(radius), style: .continuous)
        if context.environment.reduceTransparency {
            let fill = tint == ModalMaterial.tint ? context.resolve(opaque) : context.resolve(tint).withAlpha(1)
            canvas.fill(rect, paint: .color(fill))
            canvas.restore()
            return
        }
        BackdropMaterial.blur(canvas, rect: rect, radius: ControlMetrics.toolbarMaterialBlur,
                              saturation: ControlMetrics.toolbarMaterialSaturation)
        canvas.fill(rect, paint: .color(context.resolve(tint)))
        canvas.restore()
    }
}
