import Scanout

/// The values screen's image views (iPhone HIG 2010, “Image Views”): one landscape in each of
/// the twelve content modes, clipped with rounded corners over a fill that shows the letterbox
/// (leading and trailing mirror right to left), and the same picture in a zooming image scroll
/// view (pinch, or double-tap between fit and 2×).
@MainActor
enum GalleryImagesSection {
    /// The section: the content-mode tiles, then the zoomable picture.
    static func section(_ language: GalleryLanguage) -> Node {
        let picture = landscape()
        let tiles = GalleryRow(ImageContentMode.allCases.map { tile(picture, mode: $0) }, spacing: 14)
        let viewer = ImageScrollView(imageView: ImageView(source: .bitmap(picture),
                                                          label: GalleryText.imageViews.localized(language)))
        viewer.name = "image zoom"
        viewer.horizontalSizing = .flexible()
        viewer.verticalSizing = .fixed(180)
        viewer.background = .color(.system(.tertiarySystemFill))
        viewer.cornerRadius = 10
        return GallerySection(title: GalleryText.imageViews.localized(language), rows: [
            caption(GalleryText.contentModes.localized(language)), tiles,
            caption(GalleryText.pinchToZoom.localized(language)), viewer,
        ])
    }

    private static func caption(_ text: String) -> TextNode {
        TextNode(text, style: .subheadline, color: .secondaryLabel)
    }

    /// A tile: the picture at a quarter of its pixels in `mode`, captioned with the mode's name
    /// (an API name, the same in every language).
    private static func tile(_ picture: Bitmap, mode: ImageContentMode) -> Node {
        let view = ImageView(source: .bitmap(picture), contentMode: mode)
        view.name = "image \(mode.rawValue)"
        view.imageScale = 4
        view.horizontalSizing = .fixed(88)
        view.verticalSizing = .fixed(76)
        view.background = .color(.system(.tertiarySystemFill))
        view.clipsToBounds = true
        view.cornerRadius = 8
        let name = TextNode(mode.rawValue, style: .caption2, color: .secondaryLabel)
        return VStackNode(spacing: 4, alignment: .center, children: [view, name])
    }

    /// A 240 × 160 landscape painted here (sky, sun, two rows of hills), so the gallery reads no
    /// file: its pictures are the same on every machine.
    static func landscape() -> Bitmap {
        let bitmap = Bitmap(width: 240, height: 160)
        let canvas = Canvas(bitmap: bitmap)
        let sky = LinearGradient(stops: [GradientStop(Color(hex: 0x4682E6), at: 0), GradientStop(Color(hex: 0xF0DCBE), at: 1)],
                                 start: Point(x: 0, y: 0), end: Point(x: 0, y: 110))
        canvas.fill(Rect(x: 0, y: 0, width: 240, height: 160), paint: .linearGradient(sky))
        canvas.fillEllipse(in: Rect(x: 156, y: 32, width: 34, height: 34), paint: .color(Color(hex: 0xFFECAA)))
        func hills(base: Double, amplitude: Double, phase: Double, color: UInt32) {
            var path = Path()
            path.move(to: Point(x: 0, y: 160))
            for step in 0...24 {
                let x = Double(step) * 10
                let y = base + amplitude * ((x / 240 * 9 + phase).truncatingRemainder(dividingBy: 2) - 1).magnitude
                path.addLine(to: Point(x: x, y: y))
            }
            path.addLine(to: Point(x: 240, y: 160))
            path.closeSubpath()
            canvas.fill(path, paint: .color(Color(hex: color)))
        }
        hills(base: 84, amplitude: 18, phase: 0.3, color: 0x5A8278)
        hills(base: 112, amplitude: 12, phase: 1.1, color: 0x3C7832)
        canvas.flush()
        return bitmap
    }
}
