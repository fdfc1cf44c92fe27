import Graphics
import Scene

/// Draws a bitmap scaled into its bounds (bilinear) over its backdrop colour, clipped to its
/// corner radius: a snapshot, a launch image or an icon's artwork.
///
/// The picture and the backdrop under it are one group: a node fading out (its opacity below 1)
/// draws them in one pass with that opacity, as a layer would, without the layer's memory and
/// second pass. Give the colour under the picture as ``backdrop``, not as the node's
/// `background` (which would be drawn with the opacity on its own, showing through the picture).
@MainActor
final class BitmapNode: Node {
    /// The picture; changing it redraws.
    var image: Bitmap? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }

    /// The colour under the picture, seen where it is transparent, or in its place when there is
    /// no picture; nil: nothing.
    var backdrop: ThemeColor? {
        didSet { if backdrop != oldValue { setNeedsDisplay() } }
    }

    init(image: Bitmap?) {
        self.image = image
        super.init()
        isUserInteractionEnabled = false
    }

    override var foldsOpacityIntoContent: Bool { true }

    override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let color = backdrop?.resolved(in: context.environment)
        guard let image else {
            guard let color else { return }
            let paint = Paint.color(color.withAlphaMultiplied(by: context.opacity))
            if effectiveCornerRadii != CornerRadii(0) {
                canvas.fillRoundedRect(context.bounds, radii: effectiveCornerRadii, style: cornerStyle, paint: paint)
            } else {
                canvas.fill(context.bounds, paint: paint)
            }
            return
        }
        canvas.save()
        if effectiveCornerRadii != CornerRadii(0) {
            canvas.clip(toRoundedRect: context.bounds, radii: effectiveCornerRadii, style: cornerStyle)
        }
        canvas.draw(image, in: context.bounds, over: color, opacity: context.opacity)
        canvas.restore()
    }
}
