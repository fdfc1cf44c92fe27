/// Where every item of a table (section headers, rows, section footers) sits vertically, for
/// any number of rows: heights live in a Fenwick tree, so the offset of an item, the item at an
/// offset and a change of one height all take O(log n), and a table of 100,000 rows never lays
/// them all out.
///
/// Items are numbered in order: section 0's header, its rows, its footer, section 1's header…
/// Rows whose height has not been measured count with an estimate until they are. Every offset
/// starts below ``leadingHeight`` (the table header view's).
struct TableRowGeometry {
    enum Item: Equatable {
        case header(Int)
        case row(TableIndexPath)
        case footer(Int)
    }

    /// The index of each section's header item.
    private(set) var sectionStarts: [Int] = []
    private(set) var rowCounts: [Int] = []
    private var tree: [Double] = [0]
    private(set) var heights: [Double] = []
    private(set) var measured: [Bool] = []
    /// The space above the first item, in points: the table's header view.
    var leadingHeight: Double = 0

    init() {}

    /// Builds the geometry for `rowCounts` rows per section, with the header and footer heights
    /// given and every row at `estimate` (unmeasured).
    init(rowCounts: [Int], headerHeights: [Double], footerHeights: [Double], estimate: Double) {
        self.rowCounts = rowCounts
        var h: [Double] = []
        var m: [Bool] = []
        h.reserveCapacity(rowCounts.reduce(0, +) + 2 * rowCounts.count)
        for (section, count) in rowCounts.enumerated() {
            sectionStarts.append(h.count)
            h.append(headerHeights[section])
            m.append(true)
            h.append(contentsOf: repeatElement(estimate, count: count))
            m.append(contentsOf: repeatElement(false, count: count))
            h.append(footerHeights[section])
            m.append(true)
        }
        heights = h
        measured = m
        rebuild()
    }

    private mutating func rebuild() {
        let n = heights.count
        tree = [Double](repeating: 0, count: n + 1)
        for i in 0..<n {
            let j = i + 1
            tree[j] += heights[i]
            let parent = j + (j & -j)
            if parent <= n { tree[parent] += tree[j] }
        }
    }

    /// How many items there are.
    var count: Int { heights.count }

    /// The total height of every item and the leading space, in points.
    var totalHeight: Double { offset(ofItem: count) }

    /// The top of item `index` (the leading space and the heights before it).
    func offset(ofItem index: Int) -> Double {
        var i = min(index, count), sum = leadingHeight
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The height of item `index`.
    func height(ofItem index: Int) -> Double { heights[index] }

    /// Sets item `index`'s height and marks it measured; returns the change.
    @discardableResult
    mutating func setHeight(_ value: Double, ofItem index: Int) -> Double {
        measured[index] = true
        let delta = value - heights[index]
        guard delta != 0 else { return 0 }
        heights[index] = value
        var i = index + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
        return delta
    }

    /// Whether item `index`'s height is measured.
    func isMeasured(_ index: Int) -> Bool { measured[index] }

    /// The item whose span contains `y` (the first item at or below it; the last when past the end).
    func item(atOffset offset: Double) -> Int {
        guard count > 0 else { return 0 }
        let y = offset - leadingHeight
        if y <= 0 { return 0 }
        var position = 0, remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// What item `index` is.
    func kind(ofItem index: Int) -> Item {
        // The last section whose start is at or before the index.
        var lo = 0, hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        let local = index - sectionStarts[lo]
        if local == 0 { return .header(lo) }
        if local == rowCounts[lo] + 1 { return .footer(lo) }
        return .row(TableIndexPath(row: local - 1, section: lo))
    }

    /// The item index of a row.
    func itemIndex(of path: TableIndexPath) -> Int { sectionStarts[path.section] + 1 + path.row }

    /// The item index of a section's header.
    func headerIndex(of section: Int) -> Int { sectionStarts[section] }

    /// The item index of a section's footer.
    func footerIndex(of section: Int) -> Int { sectionStarts[section] + 1 + rowCounts[section] }

    /// Whether `path` names a row.
    func contains(_ path: TableIndexPath) -> Bool {
        path.section >= 0 && path.section < rowCounts.count && path.row >= 0 && path.row < rowCounts[path.section]
    }

    /// Inserts an unmeasured row at `path` (its section must exist).
    mutating func insertRow(at path: TableIndexPath, estimate: Double) {
        let index = itemIndex(of: path)
        heights.insert(estimate, at: index)
        measured.insert(false, at: index)
        rowCounts[path.section] += 1
        for s in (path.section + 1)..<max(path.section + 1, sectionStarts.count) { sectionStarts[s] += 1 }
        rebuild()
    }

    /// Removes the row at `path`.
    mutating func deleteRow(at path: TableIndexPath) {
        let index = itemIndex(of: path)
        heights.remove(at: index)
        measured.remove(at: index)
        rowCounts[path.section] -= 1
        for s in (path.section + 1)..<max(path.section + 1, sectionStarts.count) { sectionStarts[s] -= 1 }
        rebuild()
    }

    /// Forgets the measured height of the row at `path` (its content changed).
    mutating func invalidateRow(at path: TableIndexPath) {
        measured[itemIndex(of: path)] = false
    }
}
