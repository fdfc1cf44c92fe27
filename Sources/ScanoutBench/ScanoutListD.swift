import Glibc
import Graphics
import Text

/// Workload D drawn by Scanout: each row's two texts are ``Paragraph``s set when the row
/// enters the viewport and dropped when it leaves; every frame repaints the canvas.
final class ScanoutListD: ListRenderer {
    let name = "scanout"
    let frame = BenchBuffer.make()
    private let fonts: FontSystem
    private let cache: RasterCache
    private let style = ParagraphStyle(font: Font(pointSize: ListWorkloadD.fontSize))
    private struct Row {
        let label: Paragraph
        let labelY: Double
        let detail: Paragraph
        let detailOrigin: Point
    }
    private var window = RowWindow<Row>()

    init(caches: BenchCaches) {
        fonts = caches.makeFonts()
        cache = caches.makeRasterCache()
    }

    private func makeRow(_ n: Int) -> Row {
        let label = Paragraph(ListWorkloadD.label(n), style: style, fonts: fonts)
        let detail = Paragraph(ListWorkloadD.detail(n), style: style, fonts: fonts)
        let h = Double(ListWorkloadD.rowHeight)
        let detailSize = detail.size
        return Row(label: label, labelY: (h - label.size.height) / 2, detail: detail,
                   detailOrigin: Point(x: ListWorkloadD.detailTrailing - detailSize.width, y: (h - detailSize.height) / 2))
    }

    func renderFrame(offset: Int) {
        window.move(to: ListWorkloadD.visibleRows(offset: offset), make: makeRow)
        let canvas = Canvas(bitmap: frame, cache: cache)
        let w = Double(BenchScene.width)
        canvas.fill(Rect(x: 0, y: 0, width: w, height: Double(BenchScene.height)), paint: .color(.white))
        let hairline = Paint.color(Color(hex: BenchScene.hairline))
        let grey = Color(hex: ListWorkloadD.detailGrey)
        for (k, row) in window.rows.enumerated() {
            let top = Double((window.first + k) * ListWorkloadD.rowHeight - offset)
            canvas.fill(Rect(x: ListWorkloadD.inset, y: top + 43, width: w - ListWorkloadD.inset, height: 1), paint: hairline)
            row.label.draw(in: canvas, at: Point(x: ListWorkloadD.inset, y: top + row.labelY), color: .black)
            row.detail.draw(in: canvas, at: Point(x: row.detailOrigin.x, y: top + row.detailOrigin.y), color: grey)
        }
    }
}
