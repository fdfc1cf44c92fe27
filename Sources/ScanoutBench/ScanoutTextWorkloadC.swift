import Glibc
import Graphics
import Text

/// Workload C drawn by Scanout: paragraphs on a ``Canvas``.
final class ScanoutTextWorkloadC: TextRenderer {
    let name = "scanout"
    let frame = BenchBuffer.make()
    private let fonts: FontSystem
    private let cache: RasterCache
    private var placed: [(paragraph: Paragraph, origin: Point)] = []

    init(caches: BenchCaches) {
        fonts = caches.makeFonts()
        cache = caches.makeRasterCache()
    }

    func setText() {
        placed = TextWorkloadC.lines.enumerated().map { k, line in
            let paragraph = Paragraph(line, style: TextWorkloadC.style, fonts: fonts)
            let size = paragraph.size
            let rtl = paragraph.lines.first?.direction == .rightToLeft
            return (paragraph, Point(x: rtl ? 1260 - size.width : 20, y: TextWorkloadC.lineTop(k, height: size.height)))
        }
    }

    func draw() {
        let canvas = Canvas(bitmap: frame, cache: cache)
        canvas.fill(Rect(x: 0, y: 0, width: Double(BenchScene.width), height: Double(BenchScene.height)),
                    paint: .color(.white))
        for item in placed { item.paragraph.draw(in: canvas, at: item.origin, color: .black) }
    }
}
