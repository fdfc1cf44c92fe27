public import Graphics

/// The debugging overlay of ``SceneOwner/showsDamageOverlay``: each frame's damage rects filled
/// with a translucent tint and outlined, so a developer sees what every frame repaints.
///
/// The overlay of the previous frame is repainted over (its area is added to the repaint) so
/// that only the current frame's damage is marked.
@MainActor
public enum DamageOverlay {
    /// The overlay's fill colour.
    public static let fill = Color(red: 1, green: 0, blue: 0.5, alpha: 0.18)
    /// The overlay's outline colour.
    public static let outline = Color(red: 1, green: 0, blue: 0.5, alpha: 0.9)

    /// Draws `damage` (device pixels) on `canvas` as tinted, outlined rects.
    public static func draw(_ damage: DamageRegion, on canvas: Canvas, owner: SceneOwner) {
        canvas.save()
        canvas.concatenate(AffineTransform(scaleX: 1 / owner.scale, y: 1 / owner.scale))
        for r in damage.rects {
            let rect = Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
            canvas.fill(rect, paint: .color(fill))
            canvas.stroke(Path.rect(rect.insetBy(dx: 0.5, dy: 0.5)), style: StrokeStyle(width: 1),
                          paint: .color(outline))
        }
        canvas.restore()
        owner.lastOverlayArea = damage.bounds
    }

    /// The area the previous frame's overlay covered, which this frame must repaint.
    static func previousOverlayArea(_ owner: SceneOwner) -> PixelRect { owner.lastOverlayArea }
}
