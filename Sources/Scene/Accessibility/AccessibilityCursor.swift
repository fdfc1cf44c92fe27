public import Graphics

/// How the screen reader's cursor looks: VoiceOver's rounded outline around the element it is
/// on — a dark band with a light edge on both sides, so it reads on light and dark content
/// alike (``SceneOwner/accessibilityCursor``).
public enum AccessibilityCursor {
    /// How far the outline's middle sits outside the element's frame, in points.
    public static let outset = 3.0
    /// The dark band's width, in points.
    public static let bandWidth = 3.0
    /// The light edges' width on each side of the band, in points.
    public static let edgeWidth = 1.0
    /// The corner radius of the outline's middle, in points.
    public static let cornerRadius = 10.0

    /// The band's colour (a near-black grey, as iOS's) and the edges' (white).
    public static let bandColor = Color(red: 0.11, green: 0.11, blue: 0.12)
    public static let edgeColor = Color.white

    /// The outline's middle around `frame`, kept on `screen` whole: an element as wide as the
    /// screen (a table row) gets its outline just inside the screen's edges.
    public static func outline(around frame: Rect, on screen: Rect) -> Rect {
        let outline = frame.insetBy(dx: -outset, dy: -outset)
        let reach = bandWidth / 2 + edgeWidth
        let allowed = screen.insetBy(dx: reach, dy: reach)
        let minX = max(outline.minX, allowed.minX), minY = max(outline.minY, allowed.minY)
        let maxX = min(outline.maxX, allowed.maxX), maxY = min(outline.maxY, allowed.maxY)
        guard maxX > minX, maxY > minY else { return outline }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Everything the cursor around `frame` paints, in points.
    public static func paintedArea(around frame: Rect) -> Rect {
        let reach = outset + bandWidth / 2 + edgeWidth + 1
        return frame.insetBy(dx: -reach, dy: -reach)
    }

    /// Draws the cursor around `frame` on `canvas`, both in the points of `screen`.
    public static func draw(around frame: Rect, on screen: Rect, canvas: Canvas) {
        let middle = outline(around: frame, on: screen)
        let radius = min(cornerRadius, min(middle.width, middle.height) / 2)
        canvas.strokeRoundedRect(
            middle, radii: CornerRadii(radius), width: bandWidth + 2 * edgeWidth, paint: .color(edgeColor))
        canvas.strokeRoundedRect(middle, radii: CornerRadii(radius), width: bandWidth, paint: .color(bandColor))
    }
}

extension SceneOwner {
    /// Repaints what the cursor around `frame` covers.
    func damageAccessibilityCursor(at frame: Rect) {
        let pixels = AccessibilityCursor.paintedArea(around: frame).pixelBounds(scale: scale)
        if !needsFullRedraw { removedRects.append(pixels) }
        requestFrame()
    }
}
