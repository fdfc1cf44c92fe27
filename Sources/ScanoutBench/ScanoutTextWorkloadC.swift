import Glibc
import Graphics
import Text

/// Workload C drawn by Scanout: paragraphs on a ``Canvas``.
final class ScanoutTextWorkloadC: TextRenderer {
    let name = "scanout"
    private let fonts: FontSystem
    private let frame = Bitmap(size: PixelSize(width: BenchScene.width, height: BenchScene.height))
    private let cache = RasterCache()
    private var paragraphs: [Paragraph] = []

    init() {
        guard let fonts = try? TextWorkloadC.fonts() else {
            print("scanout-bench: DejaVu fonts missing (install fonts-dejavu-core fonts-ipafont-gothic)")
            exit(1)
        }
        self.fonts = fonts
    }

    func setText() { paragraphs = TextWorkloadC.layout(fonts) }
    func draw() { TextWorkloadC.draw(paragraphs, on: Canvas(bitmap: frame, cache: cache)) }

    func snapshot() -> Bitmap {
        let copy = Bitmap(size: frame.size)
        frame.copy(frame.bounds, into: copy)
        return copy
    }
}
