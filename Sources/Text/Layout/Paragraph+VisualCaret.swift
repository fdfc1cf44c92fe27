/// A place on a line where the caret can be drawn: between two visually adjacent grapheme
/// clusters, or at a line's visual ends.
///
/// At a boundary between runs of opposite directions, one gap stands for two logical positions
/// (the end of one run, the start of the other) and one logical position shows in two gaps:
/// the *split caret*. Arrow keys move from gap to gap; the index a gap gives depends on which
/// cluster the caret just crossed (``Paragraph/moveVisually(from:near:rightward:)``).
public struct CaretStop: Sendable, Equatable {
    /// The x of the gap, in points from the paragraph's left edge.
    public var x: Double
    /// The logical position reached by crossing the cluster on the left of the gap (moving
    /// rightward), if there is one on this line.
    public var indexFromLeft: Int?
    /// The logical position reached by crossing the cluster on the right of the gap (moving
    /// leftward), if there is one on this line.
    public var indexFromRight: Int?

    /// Whether the caret at `index` may be drawn here.
    public func shows(_ index: Int) -> Bool { indexFromLeft == index || indexFromRight == index }
}

extension Paragraph {
    /// The caret stops of line `lineNumber`, left to right (one stop for an empty line).
    public func caretStops(onLine lineNumber: Int) -> [CaretStop] {
        guard lineNumber >= 0, lineNumber < lines.count else { return [] }
        let line = lines[lineNumber]
        // Clusters in visual order: consecutive edges of one grapheme cluster, merged.
        struct Cluster { var start: Int; var end: Int; var left: Double; var right: Double; var isRightToLeft: Bool }
        var clusters: [Cluster] = []
        for edge in line.edges {
            var start = edge.index
            while start > 0, start < graphemeStarts.count, !graphemeStarts[start] { start -= 1 }
            if let last = clusters.last, last.start == start {
                clusters[clusters.count - 1].left = min(last.left, edge.left)
                clusters[clusters.count - 1].right = max(last.right, edge.right)
                continue
            }
            var end = start + 1
            while end < graphemeStarts.count - 1, !graphemeStarts[end] { end += 1 }
            clusters.append(Cluster(start: start, end: end, left: edge.left, right: edge.right,
                                    isRightToLeft: edge.isRightToLeft))
        }
        // A stop may only give positions that this line shows (not a wrapped line's end, not
        // after its line break).
        func onThisLine(_ index: Int) -> Int? {
            guard index >= line.range.lowerBound, index <= line.range.upperBound else { return nil }
            if index < codePoints.count || lineNumber == lines.count - 1 {
                guard lineIndex(forCaretAt: index) == lineNumber else { return nil }
            }
            if index > line.range.lowerBound, Self.isLineSeparator(codePoints[index - 1]) { return nil }
            return index
        }
        guard !clusters.isEmpty else {
            let x = line.x + (line.direction == .rightToLeft ? line.width : 0)
            return [CaretStop(x: x, indexFromLeft: line.range.lowerBound, indexFromRight: line.range.lowerBound)]
        }
        var stops: [CaretStop] = []
        for k in 0...clusters.count {
            let left = k > 0 ? clusters[k - 1] : nil
            let right = k < clusters.count ? clusters[k] : nil
            let fromLeft = left.flatMap { onThisLine($0.isRightToLeft ? $0.start : $0.end) }
            let fromRight = right.flatMap { onThisLine($0.isRightToLeft ? $0.end : $0.start) }
            guard fromLeft != nil || fromRight != nil else { continue }
            let x = left?.right ?? right?.left ?? 0
            stops.append(CaretStop(x: x + line.x, indexFromLeft: fromLeft ?? fromRight,
                                   indexFromRight: fromRight ?? fromLeft))
        }
        return stops
    }

    /// The x positions (points from the paragraph's left edge) where the caret at `index` shows
    /// on its line: one, or two at a direction boundary (the split caret). The first is where
    /// ``caretRect(forIndex:)`` draws it.
    public func caretPositions(forIndex index: Int) -> [Double] {
        let primary = caretRect(forIndex: index).minX
        let lineNumber = lineIndex(forCaretAt: index)
        var result = [primary]
        for stop in caretStops(onLine: lineNumber) where stop.shows(index) && abs(stop.x - primary) > 0.5 {
            if !result.dropFirst().contains(where: { abs($0 - stop.x) < 0.5 }) { result.append(stop.x) }
        }
        return result
    }

    /// Moves the caret one grapheme cluster to the right or left *on screen*, across bidi runs.
    ///
    /// - Parameters:
    ///   - index: The caret's logical position.
    ///   - x: Where the caret is drawn (a split caret shows in two places); `nil` for where
    ///     ``caretRect(forIndex:)`` puts it.
    ///   - rightward: The direction on screen.
    /// - Returns: The new position and the x to draw it at, or `nil` at the line's visual end.
    public func moveVisually(from index: Int, near x: Double?, rightward: Bool) -> (index: Int, x: Double)? {
        let stops = caretStops(onLine: lineIndex(forCaretAt: index))
        let x = x ?? caretRect(forIndex: index).minX
        let candidates = stops.indices.filter { stops[$0].shows(index) }
        guard let current = candidates.min(by: { abs(stops[$0].x - x) < abs(stops[$1].x - x) }) else { return nil }
        let target = current + (rightward ? 1 : -1)
        guard stops.indices.contains(target) else { return nil }
        let stop = stops[target]
        guard let next = rightward ? stop.indexFromLeft : stop.indexFromRight else { return nil }
        return (next, stop.x)
    }

    static func isLineSeparator(_ c: UInt32) -> Bool {
        c == 0x0A || c == 0x0D || c == 0x2029 || c == 0x2028 || c == 0x85 || c == 0x0B || c == 0x0C
    }
}
