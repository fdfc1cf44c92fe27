/// Where a rasterizer sends its coverage spans: the blitter that paints them, or a recorder
/// that keeps them for ``RasterCache``. Rasterizers are generic over it, so calls are static.
protocol SpanSink: AnyObject {
    /// A scratch row rasterizers fill before ``span(y:x:count:coverage:)``.
    var rowCoverage: UnsafeMutablePointer<UInt8> { get }
    /// A scratch row of areas (as many entries as ``rowCoverage``) where rasterizers may sum a
    /// row's exact coverage before turning it into bytes.
    var rowArea: UnsafeMutablePointer<Double> { get }
    /// Scratch rows a rasterizer may blit again at their mirror image within one fill
    /// (``MirrorRows``); nil: every row is computed.
    var mirrorRows: MirrorRows? { get }
    /// `count` pixels of row `y` from column `x`, all at coverage `constant`.
    func span(y: Int, x: Int, count: Int, constant: UInt8)
    /// `count` pixels of row `y` from column `x` weighted by `coverage` (which may be modified).
    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>)
    /// Rows `y..<y + rows`, columns `x..<x + count`, all at coverage `constant`: the same pixels
    /// as a constant span per row.
    func block(y: Int, rows: Int, x: Int, count: Int, constant: UInt8)
}

extension SpanSink {
    var mirrorRows: MirrorRows? { nil }

    func block(y: Int, rows: Int, x: Int, count: Int, constant: UInt8) {
        for row in y..<(y + max(0, rows)) { span(y: row, x: x, count: count, constant: constant) }
    }
}

extension SpanBlitter: SpanSink {}

/// Records spans instead of painting them.
final class SpanRecorder: SpanSink {
    let rowCoverage: UnsafeMutablePointer<UInt8>
    let rowArea: UnsafeMutablePointer<Double>
    private(set) var recording: RecordedCoverage

    init(width: Int, origin: (x: Int, y: Int), rows: Int) {
        rowCoverage = .allocate(capacity: width + 64)
        rowCoverage.initialize(repeating: 0, count: width + 64)
        rowArea = .allocate(capacity: width + 64)
        rowArea.initialize(repeating: 0, count: width + 64)
        recording = RecordedCoverage(originY: origin.y, rowStarts: [Int32](repeating: -1, count: rows + 1))
    }

    deinit {
        rowCoverage.deallocate()
        rowArea.deallocate()
    }

    func span(y: Int, x: Int, count: Int, constant: UInt8) {
        guard count > 0, constant != 0 else { return }
        // Constant runs that repeat the run just above grow a block instead (a shape's body).
        for i in stride(from: recording.blocks.count - 1, through: max(0, recording.blocks.count - 4), by: -1) {
            let b = recording.blocks[i]
            if b.y + b.rows == y && b.x == x && b.count == count && b.constant == constant {
                recording.blocks[i].rows += 1
                return
            }
        }
        recording.blocks.append(RecordedCoverage.Block(y: y, rows: 1, x: x, count: count, constant: constant))
    }

    /// Records per-pixel coverage, split so that runs of eight or more equal values (a circle's
    /// interior, a shadow's flat middle) become constant spans and runs of zero disappear.
    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        var start = 0, i = 0
        while i < count {
            var j = i + 1
            while j < count && coverage[j] == coverage[i] { j += 1 }
            if j - i >= 8 || coverage[i] == 0 {
                if i > start { bytes(y: y, x: x + start, count: i - start, coverage: coverage + start) }
                span(y: y, x: x + i, count: j - i, constant: coverage[i])
                start = j
            }
            i = j
        }
        if count > start { bytes(y: y, x: x + start, count: count - start, coverage: coverage + start) }
    }

    private func bytes(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        mark(y)
        let offset = recording.bytes.count
        recording.bytes.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
        recording.spans.append(RecordedCoverage.Span(y: Int32(y), x: Int32(x), count: Int32(count), constant: 0,
                                                     offset: Int32(offset)))
    }

    private func mark(_ y: Int) {
        let row = y - recording.originY
        if recording.rowStarts[row] < 0 { recording.rowStarts[row] = Int32(recording.spans.count) }
    }

    /// Finishes the row index (rows without spans point at the next row's first span).
    func finish() -> RecordedCoverage {
        var next = Int32(recording.spans.count)
        for row in stride(from: recording.rowStarts.count - 1, through: 0, by: -1) {
            if recording.rowStarts[row] < 0 { recording.rowStarts[row] = next } else { next = recording.rowStarts[row] }
        }
        return recording
    }
}

/// Spans recorded for a shape at a canonical position, replayed at whole-pixel offsets.
struct RecordedCoverage {
    struct Span {
        var y: Int32, x: Int32, count: Int32
        var constant: UInt8
        /// Where the span's bytes start in ``RecordedCoverage/bytes``.
        var offset: Int32
    }

    /// Rows of constant coverage: `rows` rows from `y`, `count` columns from `x`.
    struct Block {
        var y: Int, rows: Int, x: Int, count: Int
        var constant: UInt8
    }

    let originY: Int
    var blocks: [Block] = []
    /// For each row from `originY`, the index of its first span (one extra entry at the end).
    var rowStarts: [Int32]
    var spans: [Span] = []
    var bytes: [UInt8] = []

    init(originY: Int, rowStarts: [Int32]) {
        self.originY = originY
        self.rowStarts = rowStarts
    }

    /// The bytes the recording holds (its arrays' elements).
    var byteCount: Int {
        blocks.count * MemoryLayout<Block>.stride + rowStarts.count * MemoryLayout<Int32>.stride
            + spans.count * MemoryLayout<Span>.stride + bytes.count
    }

    /// Paints the recording moved by `(dx, dy)` whole pixels, only rows inside `clip`.
    func replay(into blitter: SpanBlitter, dx: Int, dy: Int, clip: PixelRect) {
        for b in blocks {
            let y0 = max(b.y + dy, clip.y), y1 = min(b.y + dy + b.rows, clip.maxY)
            if y1 > y0 { blitter.block(y: y0, rows: y1 - y0, x: b.x + dx, count: b.count, constant: b.constant) }
        }
        let rows = rowStarts.count - 1
        let firstRow = max(0, clip.y - dy - originY), lastRow = min(rows, clip.maxY - dy - originY)
        guard firstRow < lastRow else { return }
        let buffer = blitter.rowCoverage
        bytes.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
                for i in Int(rowStarts[firstRow])..<Int(rowStarts[lastRow]) {
                    let s = spans[i]
                    let x = Int(s.x) + dx, y = Int(s.y) + dy, n = Int(s.count)
                    if x >= clip.maxX || x + n <= clip.x { continue }
                    if let base = bytes.baseAddress {
                        buffer.update(from: base + Int(s.offset), count: n)
                        blitter.span(y: y, x: x, count: n, coverage: buffer)
                    }
                }
            }
        }
    }
}
