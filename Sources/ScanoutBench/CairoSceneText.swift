import CCairoPango

/// The scene's text drawn by the peer: pango layouts created once and retained, shown with cairo
/// (grayscale anti-aliasing, slight hinting, unhinted metrics), same DejaVu files.
final class CairoSceneText {
    private let cr: OpaquePointer
    private var placed: [(layout: OpaquePointer, x: Double, y: Double, width: Double, height: Double, color: UInt32)] = []

    init(cr: OpaquePointer) {
        self.cr = cr
        let context = CairoPangoFonts.context(for: cr)
        for text in BenchSceneText.all {
            let layout = pango_layout_new(context)!
            let font = CairoPangoFonts.font(bold: text.bold)
            pango_layout_set_font_description(layout, font)
            pango_font_description_free(font)
            pango_layout_set_text(layout, text.string, -1)
            var logicalWidth: Int32 = 0, logicalHeight: Int32 = 0
            pango_layout_get_size(layout, &logicalWidth, &logicalHeight)
            let width = Double(logicalWidth) / Double(PANGO_SCALE), height = Double(logicalHeight) / Double(PANGO_SCALE)
            let x: Double
            switch text.anchor {
            case .leading(let left): x = left
            case .center(let middle): x = middle - width / 2
            }
            placed.append((layout, x, text.boxTop + (44 - height) / 2, width, height, text.color))
        }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    deinit {
        for item in placed { g_object_unref(UnsafeMutableRawPointer(item.layout)) }
    }

    /// Shows every layout, or only those whose logical box meets `clip` (the culling peer of B).
    func draw(within clip: CairoSceneRenderer.Clip? = nil) {
        for item in placed {
            if let clip, !clip.meets(item.x, item.y, item.width, item.height) { continue }
            cairo_set_source_rgb(cr, Double((item.color >> 16) & 0xFF) / 255, Double((item.color >> 8) & 0xFF) / 255,
                                 Double(item.color & 0xFF) / 255)
            cairo_move_to(cr, item.x, item.y)
            pango_cairo_show_layout(cr, item.layout)
        }
    }
}
