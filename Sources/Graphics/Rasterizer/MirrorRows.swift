/// Rows of coverage a rasterizer computed during one fill, kept until the same fill blits them
/// again at their mirror image about the shape's horizontal centre line.
///
/// ## Background
/// A shape whose top corners equal its bottom corners and whose horizontal centre line lies on a
/// whole or half pixel (a control at a whole-point position: a switch's track, its knob, the
/// knob's shadow) has row `axis − y` equal to row `y`, bit for bit, when every input of a row's
/// coverage is exact (see `RoundedRectCoverage.rowMirrorAxis` and
/// `BoxShadowCoverage.rowMirrorAxis`). Its lower half is then blitted from the bytes of its
/// upper half instead of being computed again. A row is kept as at most three parts, blitted in
/// this order: per-pixel bytes, a constant span, per-pixel bytes.
///
/// Scratch memory only: each fill starts it anew with ``begin(axis:area:)`` and a row is found only
/// by the fill that recorded it; nothing survives to the next fill or frame, so no coverage is
/// replayed from one frame to another. Shapes taller than ``rowCapacity`` rows, and rows whose
/// bytes do not fit in ``byteCapacity``, are simply computed.
final class MirrorRows {
    /// The most rows one fill can keep track of.
    static let rowCapacity = 1024
    /// The most coverage bytes kept for one fill.
    static let byteCapacity = 1 << 15

    struct Row {
        /// The fill that recorded this row (``MirrorRows/generation``); rows of earlier fills are stale.
        var generation = 0
        var firstX = 0, firstCount = 0
        var middleX = 0, middleCount = 0
        var middleConstant: UInt8 = 0
        var lastX = 0, lastCount = 0
        /// Where the row's bytes start in ``MirrorRows/bytes`` (the first part's, then the last's).
        var offset = 0
    }

    private var bytes: UnsafeMutablePointer<UInt8>?
    private var rows: UnsafeMutablePointer<Row>?
    private var generation = 0
    private var used = 0
    private(set) var axis = Int.min
    /// Rows blitted from their mirror since this object was made (for tests).
    private(set) var replayedRows = 0
    private var area = PixelRect.zero
    /// The row being recorded, and whether it can still be kept.
    private var current = Row()
    private var currentY = 0
    private var currentFits = false

    deinit {
        bytes?.deallocate()
        rows?.deallocate()
    }

    /// Starts a fill of the rows of `area` whose row `axis − y` mirrors row `y` (`Int.min`: no
    /// mirror). Returns whether rows will be recorded and replayed.
    func begin(axis: Int, area: PixelRect) -> Bool {
        generation &+= 1
        used = 0
        guard axis != Int.min, area.height >= 2, area.height <= Self.rowCapacity else {
            self.axis = Int.min
            return false
        }
        if bytes == nil {
            bytes = .allocate(capacity: Self.byteCapacity)
            let r = UnsafeMutablePointer<Row>.allocate(capacity: Self.rowCapacity)
            r.initialize(repeating: Row(), count: Self.rowCapacity)
            rows = r
        }
        self.axis = axis
        self.area = area
        return true
    }

    /// Whether row `y` of the current fill is needed again: its mirror comes later in the fill.
    @inline(__always)
    func isSource(_ y: Int) -> Bool {
        let m = axis &- y
        return axis != Int.min && m > y && m < area.maxY
    }

    /// Blits the recorded mirror of row `y`, if the current fill recorded it. The bytes are copied
    /// into `sink`'s scratch row before each blit (a blit may change its coverage in place).
    @inline(__always)
    func replay<Sink: SpanSink>(_ y: Int, into sink: Sink) -> Bool {
        guard axis != Int.min, let rows, let bytes else { return false }
        let m = axis &- y
        guard m < y, m >= area.y else { return false }
        let row = rows[m - area.y]
        guard row.generation == generation else { return false }
        let buffer = sink.rowCoverage
        if row.firstCount > 0 {
            buffer.update(from: bytes + row.offset, count: row.firstCount)
            sink.span(y: y, x: row.firstX, count: row.firstCount, coverage: buffer)
        }
        if row.middleCount > 0 {
            sink.span(y: y, x: row.middleX, count: row.middleCount, constant: row.middleConstant)
        }
        if row.lastCount > 0 {
            buffer.update(from: bytes + row.offset + row.firstCount, count: row.lastCount)
            sink.span(y: y, x: row.lastX, count: row.lastCount, coverage: buffer)
        }
        replayedRows &+= 1
        return true
    }

    /// Starts recording row `y`.
    @inline(__always)
    func startRow(_ y: Int) {
        current = Row(generation: generation, offset: used)
        currentY = y
        currentFits = true
    }

    /// Records per-pixel bytes of the current row: the first part, or the last once a first part
    /// or a constant span is recorded.
    @inline(__always)
    func addBytes(x: Int, count: Int, from source: UnsafePointer<UInt8>) {
        guard currentFits, count > 0, let bytes else { return }
        guard current.lastCount == 0, used + count <= Self.byteCapacity else {
            currentFits = false
            return
        }
        (bytes + used).update(from: source, count: count)
        used += count
        if current.firstCount == 0 && current.middleCount == 0 {
            current.firstX = x
            current.firstCount = count
        } else {
            current.lastX = x
            current.lastCount = count
        }
    }

    /// Records the current row's constant span (after its first bytes, before its last).
    @inline(__always)
    func addConstant(x: Int, count: Int, constant: UInt8) {
        guard currentFits, count > 0 else { return }
        guard current.middleCount == 0, current.lastCount == 0 else {
            currentFits = false
            return
        }
        current.middleX = x
        current.middleCount = count
        current.middleConstant = constant
    }

    /// Keeps the current row for its mirror when `exact` (the rasterizer found the mirror's bytes
    /// equal to this row's) and everything fitted; otherwise the mirror is computed.
    @inline(__always)
    func finishRow(exact: Bool) {
        guard let rows else { return }
        if exact && currentFits {
            rows[currentY - area.y] = current
        } else {
            rows[currentY - area.y].generation = 0
            used = current.offset
        }
    }
}
