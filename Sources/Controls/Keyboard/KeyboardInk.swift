import Graphics
import Text

/// Where a key label's glyphs put ink: keys whose letters vary a lot in height and width (the
/// Arabic board's ض beside ا and ء) are sized and centred on their ink, as iOS's keycaps are,
/// not on the line box, which sits every letter on one baseline.
enum KeyboardInk {
    /// The box `paragraph`'s glyphs cover, in points from its top-left corner, measured at
    /// `scale` pixels per point; `nil` when it draws nothing (or no memory for the measure).
    static func bounds(of paragraph: Paragraph, scale: Double) -> Rect? {
        let scale = max(1, min(scale, 8))
        // Room around the line box: marks and tails reach past it.
        let pad = max(4, paragraph.size.height / 2)
        let width = Int(((paragraph.size.width + 2 * pad) * scale).rounded(.up))
        let height = Int(((paragraph.size.height + 2 * pad) * scale).rounded(.up))
        guard width > 0, height > 0, let bitmap = Bitmap(temporarySizeIfAvailable: PixelSize(width: width, height: height)) else {
            return nil
        }
        bitmap.withUnsafeMutableBytes { bytes, _ in
            guard let base = bytes.baseAddress else { return }
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bytes.count)
        }
        paragraph.draw(in: bitmap, at: Point(x: pad, y: pad), scale: scale, color: Color(hex: 0x000000))
        var minX = width, minY = height, maxX = -1, maxY = -1
        bitmap.withUnsafeBytes { bytes, stride in
            for y in 0..<height {
                for x in 0..<width {
                    let alpha = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24
                    // Faint antialiasing at the edge does not count as ink the eye sees.
                    guard alpha >= 64 else { continue }
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: Double(minX) / scale - pad, y: Double(minY) / scale - pad,
                    width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
    }
}
