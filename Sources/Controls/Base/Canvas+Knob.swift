public import Graphics

extension Canvas {
    /// Draws a raised knob as iOS draws a switch's knob, a slider's thumb and a segmented
    /// control's selected segment: a soft drop shadow (`shadowAlpha` black, `offset` pt down,
    /// `blur` pt), a faint ring shadow (`ringAlpha` black, 1 pt), then the fill. Every alpha is
    /// multiplied by `opacity` (a disabled control's).
    public func drawKnob(_ rect: Rect, radii: CornerRadii, fill: Color, opacity: Double, shadowAlpha: Double = 0.15,
                         ringAlpha: Double = 0.06, offset: Double, blur: Double) {
        drawShadow(roundedRect: rect, radii: radii,
                   shadow: BoxShadow(color: Color(white: 0, alpha: shadowAlpha * opacity), offset: Point(x: 0, y: offset),
                                     blurRadius: blur))
        drawShadow(roundedRect: rect, radii: radii, shadow: BoxShadow(color: Color(white: 0, alpha: ringAlpha * opacity), blurRadius: 1))
        fillRoundedRect(rect, radii: radii, paint: .color(fill.withAlphaMultiplied(by: opacity)))
    }
}
