public import Graphics

extension Paragraph {
    /// The rectangles that highlight `range` (scalar offsets): per line, one rect for each
    /// visually contiguous stretch of selected clusters (a logical range crossing a direction
    /// boundary shows as several), as tall as the line, in points from the paragraph's top-left.
    public func selectionRects(for range: Range<Int>) -> [Rect] {
        guard !range.isEmpty else { return [] }
        var rects: [Rect] = []
        for line in lines where line.range.overlaps(range) || (line.range.isEmpty && range.contains(line.range.lowerBound)) {
            var current: (left: Double, right: Double)?
            for edge in line.edges {
                if range.contains(edge.index) {
                    if let c = current, abs(c.right - edge.left) < 0.01 || edge.left < c.right {
                        current = (min(c.left, edge.left), max(c.right, edge.right))
                    } else {
                        if let c = current { rects.append(Rect(x: line.x + c.left, y: line.top, width: c.right - c.left, height: line.height)) }
                        current = (edge.left, edge.right)
                    }
                } else if let c = current {
                    rects.append(Rect(x: line.x + c.left, y: line.top, width: c.right - c.left, height: line.height))
                    current = nil
                }
            }
            if let c = current { rects.append(Rect(x: line.x + c.left, y: line.top, width: c.right - c.left, height: line.height)) }
        }
        return rects.filter { $0.width > 0 }
    }
}
