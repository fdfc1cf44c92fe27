import Glibc
import Graphics

/// Workload D of the benchmark (docs/benchmark.md): a fling through a plain list of 10,000 rows, 44 px each, across
/// the whole 1280×800 canvas: what each row shows and where the list is at each frame.
enum ListWorkloadD {
    static let rowCount = 10_000
    static let rowHeight = 44
    /// The frames the workload samples (about 10 s at 60 Hz).
    static let frames = 600
    static let detailGrey: UInt32 = 0x8E8E93
    /// Separators are inset 20 px from the leading edge; labels start there too.
    static let inset = 20.0
    /// The trailing detail is right-aligned here.
    static let detailTrailing = 1260.0
    static let fontSize = 17.0

    /// Row `n`'s leading label: "Item n · WORD", WORD the first 24 characters of line
    /// `n mod 40` of workload C (so Arabic, Hebrew and Japanese rows appear).
    static func label(_ n: Int) -> String {
        "Item \(n) · " + String(TextWorkloadC.lines[n % TextWorkloadC.lines.count].prefix(24))
    }

    /// Row `n`'s trailing detail.
    static func detail(_ n: Int) -> String { "\(n) min" }

    /// The content offset (whole pixels) at frame `i`: flings toward the end of the list, each
    /// starting at 12,000 px/s and decaying by UIKit's normal rate (velocity × 0.998 per ms);
    /// when the speed falls below 600 px/s the next fling starts. Sampled every 1000/60 ms.
    static func offset(frame i: Int) -> Int {
        let decay = 0.998, start = 12.0, stop = 0.6  // px/ms
        let flingLength = log(stop / start) / log(decay)  // ms until the speed is 600 px/s
        func distance(_ t: Double) -> Double { start * (1 - pow(decay, t)) / -log(decay) }
        let perFling = distance(flingLength)
        let t = Double(i) * 1000 / 60
        let flings = (t / flingLength).rounded(.down)
        let y = flings * perFling + distance(t - flings * flingLength)
        return min(Int(y.rounded()), maximumOffset)
    }

    static let maximumOffset = rowCount * rowHeight - 800

    /// The rows visible at `offset` (partly or whole).
    static func visibleRows(offset: Int) -> ClosedRange<Int> {
        let first = max(0, offset / rowHeight)
        let last = min(rowCount - 1, (offset + 800 - 1) / rowHeight)
        return first...last
    }
}

/// One side of workload D: shows the list at an offset, laying out rows that enter and
/// dropping rows that leave.
@MainActor
protocol ListRenderer: AnyObject {
    var name: String { get }
    var frame: Bitmap { get }
    /// Repaints the whole frame with the list at `offset`.
    func renderFrame(offset: Int)
}

/// The window of laid-out rows a list renderer keeps: exactly the visible ones, in order. Rows
/// entering are made by `make`, rows leaving are dropped (memory stays flat whatever the
/// number of rows).
struct RowWindow<Row> {
    private(set) var first = 0
    private(set) var rows: [Row] = []

    /// Moves the window to `visible`, making the rows that enter and dropping those that leave.
    mutating func move(to visible: ClosedRange<Int>, make: (Int) -> Row) {
        let last = first + rows.count - 1
        if rows.isEmpty || visible.lowerBound > last || visible.upperBound < first {
            rows.removeAll(keepingCapacity: true)
            first = visible.lowerBound
            for n in visible { rows.append(make(n)) }
            return
        }
        if visible.lowerBound > first { rows.removeFirst(visible.lowerBound - first) }
        if visible.lowerBound < first {
            rows.insert(contentsOf: (visible.lowerBound..<first).map(make), at: 0)
        }
        first = visible.lowerBound
        let end = first + rows.count - 1
        if visible.upperBound < end { rows.removeLast(end - visible.upperBound) }
        if visible.upperBound > end { for n in (end + 1)...visible.upperBound { rows.append(make(n)) } }
    }
}
