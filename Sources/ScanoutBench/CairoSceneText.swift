import CCairoPango

/// The scene's text drawn by the peer: pango layouts created once and retained, shown with cairo
/// (grayscale anti-aliasing, slight hinting, unhinted metrics), same DejaVu files.
final class CairoSceneText {
    private let cr: OpaquePointer
    private var placed: [(layout: OpaquePointer, x: Double, y: Double, color: UInt32)] = []

    init(cr: OpaquePointer) {
        self.cr = cr
        let context = CairoPangoFonts.context(for: cr)
        for text in BenchSceneText.all {
            let layout = pango_layout_new(context)!
            let font = CairoPangoFonts.font(bold: text.bold)
            pango_layout_set_font_description(layout, font)
            pango_font_description_free(font)
            pango_layout_set_text(layout, text.string, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let width = Double(logical.width) / Double(PANGO_SCALE), height = Double(logical.height) / Double(PANGO_SCALE)
            let x: Double
            switch text.anchor {
            case .leading(let left): x = left
            case .center(let middle): x = middle - width / 2
            }
            placed.append((layout, x, text.boxTop + (44 - height) / 2, text.color))
        }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    deinit {
        for item in placed { g_object_unref(UnsafeMutableRawPointer(item.layout)) }
    }

    func draw() {
        for item in placed {
            cairo_set_source_rgb(cr, Double((item.color >> 16) & 0xFF) / 255, Double((item.color >> 8) & 0xFF) / 255,
                                 Double(item.color & 0xFF) / 255)
            cairo_move_to(cr, item.x, item.y)
            pango_cairo_show_layout(cr, item.layout)
        }
    }
}

/// The peer's font setup, shared by workloads A and C.
enum CairoPangoFonts {
    /// A pango context for `cr` with the benchmark's rendering options.
    static func context(for cr: OpaquePointer) -> OpaquePointer {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        let context = pango_cairo_create_context(cr)!
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        return context
    }

    /// DejaVu Sans (IPAGothic fallback) at 17 px, or `size` px.
    static func font(bold: Bool, size: Double = 17) -> OpaquePointer {
        let font = pango_font_description_from_string("DejaVu Sans, IPAGothic")!
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        if bold { pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD) }
        return font
    }
}
