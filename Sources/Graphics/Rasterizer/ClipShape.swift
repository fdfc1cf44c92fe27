/// An anti-aliased clip: per-pixel coverage that every span drawn inside it is multiplied by.
enum ClipShape {
    /// A rounded rect (or a rect with fractional edges), computed analytically per row.
    case roundedRect(RoundedRectCoverage)
    /// Any shape's recorded coverage (a path, continuous corners), moved by whole pixels.
    case recorded(RecordedCoverage, dx: Int, dy: Int)

    /// Writes the clip's coverage of pixels `x0..<x1` of row `y` into `out`.
    @inline(__always)
    func rowCoverage(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .roundedRect(let shape): shape.rowCoverage(y: y, x0: x0, x1: x1, into: out)
        case .recorded(let recording, let dx, let dy): recording.rowCoverage(y: y - dy, x0: x0 - dx, x1: x1 - dx, into: out)
        }
    }

    /// Whether the clip covers every pixel `x0..<x1` of row `y` fully: spans there are drawn as
    /// if unclipped (a section's body inside its rounded clip), multiplied by nothing.
    @inline(__always)
    func coversFully(y: Int, x0: Int, x1: Int) -> Bool {
        switch self {
        case .roundedRect(let shape):
            let (vy, fullStart, fullEnd) = shape.rowLayout(y: y)
            return x0 >= fullStart && x1 <= fullEnd && Blend.byte(vy) == 255
        case .recorded(let recording, let dx, let dy):
            return recording.coversFully(y: y - dy, x0: x0 - dx, x1: x1 - dx)
        }
    }
}

extension RecordedCoverage {
    /// Whether one block of full coverage holds pixels `x0..<x1` of row `y` (recording
    /// coordinates). A recording's blocks and spans never share a pixel, so nothing else there
    /// lowers it.
    func coversFully(y: Int, x0: Int, x1: Int) -> Bool {
        for b in blocks where b.constant == 255 && y >= b.y && y < b.y + b.rows && b.x <= x0 && b.x + b.count >= x1 {
            return true
        }
        return false
    }

    /// Writes the recorded coverage of pixels `x0..<x1` of row `y` (recording coordinates).
    func rowCoverage(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt8>) {
        let n = x1 - x0
        out.update(repeating: 0, count: n)
        for b in blocks where y >= b.y && y < b.y + b.rows {
            let s = max(b.x, x0), e = min(b.x + b.count, x1)
            if e > s { (out + (s - x0)).update(repeating: b.constant, count: e - s) }
        }
        let row = y - originY
        guard row >= 0, row < rowStarts.count - 1 else { return }
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for i in Int(rowStarts[row])..<Int(rowStarts[row + 1]) {
                let span = spans[i]
                let sx = Int(span.x), s = max(sx, x0), e = min(sx + Int(span.count), x1)
                if e > s { (out + (s - x0)).update(from: base + Int(span.offset) + (s - sx), count: e - s) }
            }
        }
    }
}
