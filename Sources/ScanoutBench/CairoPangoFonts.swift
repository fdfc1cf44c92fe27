import CCairoPango
import Glibc

/// The peer's libraries and font setup, shared by its workloads.
enum CairoPangoFonts {
    /// Loads cairo, pango, pangocairo and gobject (CCairoPango opens them at their first use) or
    /// ends the run with the reason and the package to install: the peer's calls would otherwise
    /// find nothing.
    static func requireLibraries() {
        guard let problem = scanout_cairo_pango_unavailable() else { return }
        print("scanout-bench: the peer (cairo + pango) cannot run: \(String(cString: problem))")
        exit(1)
    }

    /// A pango context for `cr` with the benchmark's rendering options.
    static func context(for cr: OpaquePointer) -> OpaquePointer {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        let context = pango_cairo_create_context(cr)!
        pango_cairo_context_set_font_options(context, options)
        // Subpixel glyph positions, as Scanout places glyphs (pango rounds them by default).
        pango_context_set_round_glyph_positions(context, 0)
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
