import CCairoPango
import Graphics

/// Workload C drawn by the peer: pango lays out each of the 40 lines (itemisation, bidi,
/// shaping through HarfBuzz, line layout) and cairo draws them, grayscale anti-aliased with
/// slight hinting and unhinted metrics (subpixel positioning), as Scanout draws. It asks pango
/// for nothing the workload does not need: each layout's logical size and its resolved
/// direction, once per setting.
final class CairoTextWorkloadC: TextRenderer {
    let name = "cairo"
    let frame = BenchBuffer.make()
    nonisolated(unsafe) private let surface: OpaquePointer
    nonisolated(unsafe) private let cr: OpaquePointer
    nonisolated(unsafe) private let context: OpaquePointer
    nonisolated(unsafe) private let font: OpaquePointer
    nonisolated(unsafe) private var placed: [(layout: OpaquePointer, x: Double, y: Double)] = []

    init() {
        surface = cairo_image_surface_create_for_data(BenchBuffer.pixels(of: frame), CAIRO_FORMAT_RGB24,
                                                      Int32(BenchScene.width), Int32(BenchScene.height),
                                                      Int32(BenchBuffer.stride))
        cr = cairo_create(surface)
        context = CairoPangoFonts.context(for: cr)
        font = CairoPangoFonts.font(bold: false, size: 15)
    }

    deinit {
        for item in placed { g_object_unref(UnsafeMutableRawPointer(item.layout)) }
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Sets the 40 lines anew: new layouts, so pango itemises, reorders and shapes again.
    func setText() {
        for item in placed { g_object_unref(UnsafeMutableRawPointer(item.layout)) }
        placed = TextWorkloadC.lines.enumerated().map { k, line in
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, line, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_size(layout, &width, &height)  // Pango units, unrounded, as Scanout's sizes
            // The paragraph's base direction, resolved by pango's layout (first strong character).
            let rtl = pango_layout_get_line_readonly(layout, 0)?.pointee.resolved_dir == UInt32(PANGO_DIRECTION_RTL.rawValue)
            let w = Double(width) / Double(PANGO_SCALE), h = Double(height) / Double(PANGO_SCALE)
            return (layout, rtl ? 1260 - w : 20, TextWorkloadC.lineTop(k, height: h))
        }
    }

    /// Repaints the whole frame with the current layouts.
    func draw() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        for item in placed {
            cairo_move_to(cr, item.x, item.y)
            pango_cairo_show_layout(cr, item.layout)
        }
        cairo_surface_flush(surface)
    }
}
