import Graphics
import Scene

/// Draws a bitmap scaled into its bounds (bilinear), clipped to its corner radius: a snapshot, a
/// launch image or an icon's artwork.
@MainActor
final class BitmapNode: Node {
    /// The picture; changing it redraws.
    var image: Bitmap? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }

    init(image: Bitmap?) {
        self.image = image
        super.init()
        isUserInteractionEnabled = false
    }

    override func draw(in context: DrawingContext) {
        guard let image else { return }
        let canvas = context.canvas
        canvas.save()
        if effectiveCornerRadii != CornerRadii(0) {
            canvas.clip(toRoundedRect: context.bounds, radii: effectiveCornerRadii, style: cornerStyle)
        }
        canvas.draw(image, in: context.bounds)
        canvas.restore()
    }
}
