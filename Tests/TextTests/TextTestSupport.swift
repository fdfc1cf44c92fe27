import Graphics
import ScanoutTesting
import Testing
@testable import Text

/// Shared fixtures: the default font system, and rendering a paragraph onto white.
enum TextFixture {
    static func fonts() throws -> FontSystem { try TestFonts.system() }

    /// Renders `paragraph` in black on white, with `inset` points of margin, at `scale`.
    static func render(_ paragraph: Paragraph, scale: Double = 2, inset: Double = 8, width: Double? = nil,
                       color: Color = .black) -> Bitmap {
        let w = (width ?? paragraph.alignmentWidth) + inset * 2
        let h = paragraph.size.height + inset * 2
        let bitmap = Bitmap(width: Int((w * scale).rounded(.up)), height: Int((h * scale).rounded(.up)))
        bitmap.fill(bitmap.bounds, color: .white)
        paragraph.draw(in: bitmap, at: Point(x: inset, y: inset), scale: scale, color: color)
        return bitmap
    }
}
