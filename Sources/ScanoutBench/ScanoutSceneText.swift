import Glibc
import Graphics
import Text

/// The scene's text drawn by Scanout: paragraphs laid out once and retained (text layouts may
/// survive between frames, docs/benchmark.md "Rules"), drawn on the frame's canvas.
final class ScanoutSceneText {
    private let placed: [(paragraph: Paragraph, origin: Point, color: Color)]

    init(fonts: FontSystem) {
        placed = BenchSceneText.all.map { text in
            let font = Font(pointSize: 17, weight: text.bold ? .bold : .regular)
            let paragraph = Paragraph(text.string, style: ParagraphStyle(font: font), fonts: fonts)
            let size = paragraph.size
            let x: Double
            switch text.anchor {
            case .leading(let left): x = left
            case .center(let middle): x = middle - size.width / 2
            }
            return (paragraph, Point(x: x, y: text.boxTop + (44 - size.height) / 2), Color(hex: text.color))
        }
    }

    func draw(on canvas: Canvas) {
        for item in placed { item.paragraph.draw(in: canvas, at: item.origin, color: item.color) }
    }
}
