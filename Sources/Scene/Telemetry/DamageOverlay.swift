public import Graphics

/// The debugging overlay of ``SceneOwner/showsDamageOverlay``: each frame's damage rects filled
/// with a translucent tint and outlined, so a developer sees what every frame repaints.
///
/// The overlays the buffer still shows (the previous frame's, or the last `bufferAge` frames'
/// with several buffers) are repainted over, their areas added to the repaint, so that only the
/// current frame's damage is marked.
@MainActor
public enum DamageOverlay {
    /// The overlay's fill colour.
    public static let fill = Color(red: 1, green: 0, blue: 0.5, alpha: 0.18)
    /// The overlay's outline colour.
    public static let outline = Color(red: 1, green: 0, blue: 0.5, alpha: 0.9)

    /// Draws `damage` (device pixels) on `canvas` as tinted, outlined rects.
    public static func draw(_ damage: DamageRegion, on canvas: Canvas, owner: SceneOwner) {
        canvas.save()
        canvas.concatenate(Transform2D(scaleX: 1 / owner.scale, y: 1 / owner.scale))
        for r in damage.rects {
            let rect = Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
            canvas.fill(rect, paint: .color(fill))
            canvas.stroke(Path.rect(rect.insetBy(dx: 0.5, dy: 0.5)), style: StrokeStyle(width: 1),
                          paint: .color(outline))
        }
        canvas.restore()
        owner.overlayHistory.append(damage.bounds)
        if owner.overlayHistory.count > owner.maximumBufferAge { owner.overlayHistory.removeFirst() }
    }

    /// The areas earlier overlays covered in a buffer last shown `bufferAge` frames ago, which
    /// this frame must repaint (every kept one when the age is unknown).
    static func previousOverlayAreas(_ owner: SceneOwner, bufferAge: Int) -> [PixelRect] {
        Array(owner.overlayHistory.suffix(bufferAge >= 1 ? bufferAge : owner.maximumBufferAge))
    }
}
