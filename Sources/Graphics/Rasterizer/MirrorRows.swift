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
///
/// A handle to memory its owner (the blitter) allocates once with ``allocate()`` and frees with
/// ``deallocate()``: a struct of one pointer, so that rasterizers pass it row by row without
/// reference counting (a class cost an atomic retain and release per row).
struct MirrorRows {
    /// The most rows one fill can keep track of.
    static let rowCapacity = 1024
    /// The most coverage bytes kept for one fill.
    static let byteCapacity = 1 << 15

    struct Row {
        /// The fill that recorded this row (``State/generation``); rows of earlier fills are stale.
        var generation = 0
        var firstX = 0, firstCount = 0
        var middleX = 0, middleCount = 0
        var middleConstant: UInt8 = 0
        var lastX = 0, lastCount = 0
        /// Where the row's bytes start in ``State/bytes`` (the first part's, then the last's).
        var offset = 0
    }

    struct State {
        var bytes: UnsafeMutablePointer<UInt8>?
        var rows: UnsafeMutablePointer<Row>?
        var generation = 0
        var used = 0
        var axis = Int.min
        var area = PixelRect.zero
        /// The row being recorded, and whether it can still be kept.
        var current = Row()
        var currentY = 0
        var currentFits = false
        /// Rows blitted from their mirror since the memory was allocated (for tests).
        var replayedRows = 0
    }

    private let state: UnsafeMutablePointer<State>

    /// New scratch (the row and byte memory is taken on first use).
    static func allocate() -> MirrorRows {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        return MirrorRows(state: state)
    }

    private init(state: UnsafeMutablePointer<State>) {
        self.state = state
    }

    /// Frees the memory; the handle and its copies must not be used again.
    func deallocate() {
        state.pointee.bytes?.deallocate()
        state.pointee.rows?.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Rows blitted from their mirror since the memory was allocated.
    var replayedRows: Int { state.pointee.replayedRows }

    /// Starts a fill of the rows of `area` whose row `axis − y` mirrors row `y` (`Int.min`: no
    /// mirror). Returns whether rows will be recorded and replayed.
    func begin(axis: Int, area: PixelRect) -> Bool {
        state.pointee.generation &+= 1
        state.pointee.used = 0
        guard axis != Int.min, area.height >= 2, area.height <= Self.rowCapacity else {
            state.pointee.axis = Int.min
            return false
        }
        if state.pointee.bytes == nil {
            state.pointee.bytes = .allocate(capacity: Self.byteCapacity)
            let r = UnsafeMutablePointer<Row>.allocate(capacity: Self.rowCapacity)
            r.initialize(repeating: Row(), count: Self.rowCapacity)
            state.pointee.rows = r
        }
        state.pointee.axis = axis
        state.pointee.area = area
        return true
    }

    /// What a rasterizer does with one row of a fill (``step(_:into:)``).
    enum RowStep {
        /// The row was blitted from its recorded mirror: nothing more to do.
        case replayed
        /// Compute the row, recording it (recording has started) and finishing with
        /// ``finishRow(exact:)``: its mirror comes later in the fill.
        case record
        /// Compute the row; it is not kept.
        case compute
    }

    /// The one step every mirrored rasterizer takes first for row `y`: blits the row from its
    /// recorded mirror if the fill has one (``replay(_:into:)``), or else starts recording it if
    /// its mirror comes later (``isSource(_:)``, ``startRow(_:)``), or says to just compute it.
    @inline(__always)
    func step<Sink: SpanSink>(_ y: Int, into sink: Sink) -> RowStep {
        if replay(y, into: sink) { return .replayed }
        guard isSource(y) else { return .compute }
        startRow(y)
        return .record
    }

    /// Whether row `y` of the current fill is needed again: its mirror comes later in the fill.
    @inline(__always)
    func isSource(_ y: Int) -> Bool {
        let axis = state.pointee.axis
        let m = axis &- y
        return axis != Int.min && m > y && m < state.pointee.area.maxY
    }

    /// Blits the recorded mirror of row `y`, if the current fill recorded it. The bytes are copied
    /// into `sink`'s scratch row before each blit (a blit may change its coverage in place).
    @inline(__always)
    func replay<Sink: SpanSink>(_ y: Int, into sink: Sink) -> Bool {
        let axis = state.pointee.axis
        guard axis != Int.min, let rows = state.pointee.rows, let bytes = state.pointee.bytes else { return false }
        let m = axis &- y
        let area = state.pointee.area
        guard m < y, m >= area.y else { return false }
        let row = rows[m - area.y]
        guard row.generation == state.pointee.generation else { return false }
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
        state.pointee.replayedRows &+= 1
        return true
    }

    /// Starts recording row `y`.
    @inline(__always)
    func startRow(_ y: Int) {
        state.pointee.current = Row(generation: state.pointee.generation, offset: state.pointee.used)
        state.pointee.currentY = y
        state.pointee.currentFits = true
    }

    /// Records per-pixel bytes of the current row: the first part, or the last once a first part
    /// or a constant span is recorded.
    @inline(__always)
    func addBytes(x: Int, count: Int, from source: UnsafePointer<UInt8>) {
        guard state.pointee.currentFits, count > 0, let bytes = state.pointee.bytes else { return }
        let used = state.pointee.used
        guard state.pointee.current.lastCount == 0, used + count <= Self.byteCapacity else {
            state.pointee.currentFits = false
            return
        }
        (bytes + used).update(from: source, count: count)
        state.pointee.used = used + count
        if state.pointee.current.firstCount == 0 && state.pointee.current.middleCount == 0 {
            state.pointee.current.firstX = x
            state.pointee.current.firstCount = count
        } else {
            state.pointee.current.lastX = x
            state.pointee.current.lastCount = count
        }
    }

    /// Records the current row's constant span (after its first bytes, before its last).
    @inline(__always)
    func addConstant(x: Int, count: Int, constant: UInt8) {
        guard state.pointee.currentFits, count > 0 else { return }
        guard state.pointee.current.middleCount == 0, state.pointee.current.lastCount == 0 else {
            state.pointee.currentFits = false
            return
        }
        state.pointee.current.middleX = x
        state.pointee.current.middleCount = count
        state.pointee.current.middleConstant = constant
    }

    /// Keeps the current row for its mirror when `exact` (the rasterizer found the mirror's bytes
    /// equal to this row's) and everything fitted; otherwise the mirror is computed.
    @inline(__always)
    func finishRow(exact: Bool) {
        guard let rows = state.pointee.rows else { return }
        let index = state.pointee.currentY - state.pointee.area.y
        if exact && state.pointee.currentFits {
            rows[index] = state.pointee.current
        } else {
            rows[index].generation = 0
            state.pointee.used = state.pointee.current.offset
        }
    }
}
