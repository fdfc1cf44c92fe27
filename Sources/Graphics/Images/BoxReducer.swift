/// Reduces an image arriving row by row into a smaller bitmap with a box filter, keeping only
/// one row of sums: how a large file is decoded to a small size without a full-size buffer.
///
/// Source column `x` falls in target column `x × targetWidth / sourceWidth` (rows alike), so
/// every target pixel averages a block of source pixels that differs from its neighbours' by
/// at most one row or column. Rows must arrive in order, premultiplied.
final class BoxReducer {
    let source: PixelSize
    let target: PixelSize
    /// The reduced bitmap, complete after ``finish()``.
    let output: Bitmap
    private var sums: [Int]
    private let columnOf: [Int]
    private var columnCounts: [Int]
    private var rowsInBin = 0
    private var bin = 0
    private var nextRow = 0

    init(source: PixelSize, target: PixelSize) {
        self.source = source
        self.target = target
        output = Bitmap(size: target)
        sums = [Int](repeating: 0, count: target.width * 4)
        columnOf = (0..<source.width).map { $0 * target.width / max(1, source.width) }
        columnCounts = [Int](repeating: 0, count: target.width)
        for column in columnOf { columnCounts[column] += 1 }
    }

    /// Adds source row `y` (``source`` width premultiplied pixels); rows come in order.
    func add(_ pixels: UnsafePointer<UInt32>, y: Int) {
        guard y == nextRow, y < source.height else { return }
        nextRow += 1
        let rowBin = y * target.height / max(1, source.height)
        if rowBin != bin {
            flush()
            bin = rowBin
        }
        rowsInBin += 1
        sums.withUnsafeMutableBufferPointer { sums in
            columnOf.withUnsafeBufferPointer { columnOf in
                for x in 0..<source.width {
                    let p = pixels[x], i = columnOf[x] * 4
                    sums[i] += Int(p & 0xFF)
                    sums[i + 1] += Int(p >> 8 & 0xFF)
                    sums[i + 2] += Int(p >> 16 & 0xFF)
                    sums[i + 3] += Int(p >> 24)
                }
            }
        }
    }

    /// Writes the last row and returns the reduced bitmap.
    func finish() -> Bitmap {
        flush()
        return output
    }

    private func flush() {
        guard rowsInBin > 0, bin < target.height else { return }
        let line = output.row(bin)
        for x in 0..<target.width {
            let count = max(1, columnCounts[x] * rowsInBin), i = x * 4
            func average(_ c: Int) -> UInt32 { UInt32(min(255, (sums[i + c] + count / 2) / count)) }
            line[x] = average(0) | average(1) << 8 | average(2) << 16 | average(3) << 24
            sums[i] = 0
            sums[i + 1] = 0
            sums[i + 2] = 0
            sums[i + 3] = 0
        }
        rowsInBin = 0
    }
}
