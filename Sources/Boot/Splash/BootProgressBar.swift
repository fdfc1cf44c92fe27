public import Graphics
public import Scene

/// The splash's progress bar (HIG §1.22, default style): a rounded track that fills from the
/// leading edge (the right in Arabic and Hebrew, as iOS mirrors it) as boot progresses.
@MainActor
public final class BootProgressBar: Node {
    /// Progress from 0 to 1. Changing it redraws.
    public var fraction: Double = 0 {
        didSet {
            let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            if clamped != fraction { fraction = clamped; return }
            if fraction != oldValue { setNeedsDisplay() }
        }
    }
    /// The fill colour; the track is this at ``BootMetrics/progressTrackOpacity``.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }

    /// An empty bar in `color`.
    public init(color: Color) {
        self.color = color
        super.init()
        name = "boot progress"
    }

    override public func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: BootMetrics.progressBarWidth, height: BootMetrics.progressBarHeight)
    }

    override public func draw(in context: DrawingContext) {
        let track = contentRect
        let radii = CornerRadii(track.height / 2)
        context.canvas.fillRoundedRect(track, radii: radii, paint: .color(color.withAlphaMultiplied(by: BootMetrics.progressTrackOpacity)))
        guard fraction > 0 else { return }
        // Never thinner than the track is tall, so a small fraction is a dot rather than a sliver.
        let width = max(track.height, track.width * fraction)
        let leading = context.environment.layoutDirection == .rightToLeft ? track.maxX - width : track.minX
        let filled = Rect(x: leading, y: track.minY, width: width, height: track.height)
        context.canvas.fillRoundedRect(filled, radii: radii, paint: .color(color))
    }
}
