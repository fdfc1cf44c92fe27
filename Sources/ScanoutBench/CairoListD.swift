import CCairoPango
import Graphics

/// Workload D drawn by the peer: each row's two texts are pango layouts made when the row
/// enters the viewport and released when it leaves; every frame repaints the canvas.
final class CairoListD: ListRenderer {
    let name = "cairo"
    let frame = BenchBuffer.make()
    nonisolated(unsafe) private let surface: OpaquePointer
    nonisolated(unsafe) private let cr: OpaquePointer
    nonisolated(unsafe) private let context: OpaquePointer
    nonisolated(unsafe) private let font: OpaquePointer
    private final class Row {
        let label: OpaquePointer
        let labelY: Double
        let detail: OpaquePointer
        let detailX: Double, detailY: Double

        init(_ n: Int, context: OpaquePointer, font: OpaquePointer) {
            func layout(_ text: String) -> (OpaquePointer, width: Double, height: Double) {
                let layout = pango_layout_new(context)!
                pango_layout_set_font_description(layout, font)
                pango_layout_set_text(layout, text, -1)
                var width: Int32 = 0, height: Int32 = 0
                pango_layout_get_size(layout, &width, &height)  // Pango units, unrounded, as Scanout's sizes
                let scale = Double(PANGO_SCALE)
                return (layout, Double(width) / scale, Double(height) / scale)
            }
            let h = Double(ListWorkloadD.rowHeight)
            let l = layout(ListWorkloadD.label(n)), d = layout(ListWorkloadD.detail(n))
            label = l.0
            labelY = (h - l.height) / 2
            detail = d.0
            detailX = ListWorkloadD.detailTrailing - d.width
            detailY = (h - d.height) / 2
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(label))
            g_object_unref(UnsafeMutableRawPointer(detail))
        }
    }
    nonisolated(unsafe) private var window = RowWindow<Row>()

    init() {
        surface = cairo_image_surface_create_for_data(BenchBuffer.pixels(of: frame), CAIRO_FORMAT_RGB24,
                                                      Int32(BenchScene.width), Int32(BenchScene.height),
                                                      Int32(BenchBuffer.stride))
        cr = cairo_create(surface)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        context = CairoPangoFonts.context(for: cr)
        font = CairoPangoFonts.font(bold: false, size: ListWorkloadD.fontSize)
    }

    deinit {
        window = RowWindow()  // the rows' layouts first
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func renderFrame(offset: Int) {
        window.move(to: ListWorkloadD.visibleRows(offset: offset)) { Row($0, context: context, font: font) }
        let w = Double(BenchScene.width)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let grey = ListWorkloadD.detailGrey
        for (k, row) in window.rows.enumerated() {
            let top = Double((window.first + k) * ListWorkloadD.rowHeight - offset)
            cairo_set_source_rgb(cr, Double(0xC6) / 255, Double(0xC6) / 255, Double(0xC8) / 255)
            cairo_rectangle(cr, ListWorkloadD.inset, top + 43, w - ListWorkloadD.inset, 1)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_move_to(cr, ListWorkloadD.inset, top + row.labelY)
            pango_cairo_show_layout(cr, row.label)
            cairo_set_source_rgb(cr, Double((grey >> 16) & 0xFF) / 255, Double((grey >> 8) & 0xFF) / 255,
                                 Double(grey & 0xFF) / 255)
            cairo_move_to(cr, row.detailX, top + row.detailY)
            pango_cairo_show_layout(cr, row.detail)
        }
        cairo_surface_flush(surface)
    }
}
