import CCairoPango
import Graphics

/// Workload C drawn by the peer: pango lays out each of the 40 lines (itemisation, bidi,
/// shaping through HarfBuzz, line layout) and cairo draws them, grayscale anti-aliased with
/// slight hinting and unhinted metrics (subpixel positioning), as Scanout draws.
final class CairoTextWorkloadC: TextRenderer {
    let name = "cairo"
    private let stride = BenchScene.width * 4
    private let data: UnsafeMutablePointer<UInt8>
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let font: OpaquePointer
    private var layouts: [OpaquePointer] = []

    init() {
        data = .allocate(capacity: stride * BenchScene.height)
        data.initialize(repeating: 0, count: stride * BenchScene.height)
        surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_RGB24, Int32(BenchScene.width),
                                                      Int32(BenchScene.height), Int32(stride))
        cr = cairo_create(surface)
        context = CairoPangoFonts.context(for: cr)
        font = CairoPangoFonts.font(bold: false, size: 15)
    }

    private let context: OpaquePointer

    deinit {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        data.deallocate()
    }

    /// Sets the 40 lines anew: new layouts, so pango itemises, reorders and shapes again.
    func setText() {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts = TextWorkloadC.lines.map { line in
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, line, -1)
            return layout
        }
    }

    /// Repaints the whole frame with the current layouts.
    func draw() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        for (k, layout) in layouts.enumerated() {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            let top = 10 + 19 * Double(k) + (19 - Double(logical.height)) / 2
            let rtl = pango_find_base_dir(TextWorkloadC.lines[k], -1) == PANGO_DIRECTION_RTL
            cairo_move_to(cr, rtl ? 1260 - Double(logical.width) : 20, top)
            pango_cairo_show_layout(cr, layout)
        }
        cairo_surface_flush(surface)
    }

    /// A copy of the frame, for PNGs.
    func snapshot() -> Bitmap {
        let bitmap = Bitmap(size: PixelSize(width: BenchScene.width, height: BenchScene.height))
        bitmap.withUnsafeMutableBytes { bytes, bitmapStride in
            guard let base = bytes.baseAddress else { return }
            for y in 0..<BenchScene.height {
                let src = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let dst = (base + y * bitmapStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<BenchScene.width { dst[x] = src[x] | 0xFF00_0000 }
            }
        }
        return bitmap
    }
}
