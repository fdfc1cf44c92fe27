/// One bidi paragraph of a ``Paragraph``'s text, resolved and shaped: what line breaking and
/// line building work on. Indices are local; `indexMap` turns them into the text's offsets.
struct TextSegment {
    let codePoints: [UInt32]
    let bidi: BidiParagraph
    let runs: [ShapedRun]
    /// `runOf[i]`: the run that shaped scalar `i`.
    let runOf: [Int]
    /// `prefix[i]`: the summed advances of scalars `0..<i`, in points.
    let prefix: [Double]
    /// The text offset of each local index, plus one past the end.
    let indexMap: [Int]

    init(codePoints: [UInt32], direction: ParagraphDirection, style: ParagraphStyle, fonts: FontSystem,
         indexMap: [Int]) {
        self.codePoints = codePoints
        self.indexMap = indexMap
        bidi = BidiParagraph(codePoints: codePoints, direction: direction)
        runs = fonts.shapeRuns(codePoints, levels: bidi.levels, font: style.font, language: style.language)
        var runOf = [Int](repeating: 0, count: codePoints.count)
        var advance = [Double](repeating: 0, count: codePoints.count)
        for (r, run) in runs.enumerated() {
            for i in run.range { runOf[i] = r }
            for glyph in run.glyphs where glyph.cluster < advance.count { advance[glyph.cluster] += glyph.xAdvance }
        }
        var prefix = [Double](repeating: 0, count: codePoints.count + 1)
        for i in 0..<codePoints.count { prefix[i + 1] = prefix[i] + advance[i] }
        self.runOf = runOf
        self.prefix = prefix
    }

    var count: Int { codePoints.count }

    static func isSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// The end of `start..<end` with trailing spaces and line separators dropped.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, Self.isSpace(codePoints[e - 1]) { e -= 1 }
        return e
    }

    /// The visible width of `start..<end` (trailing spaces hang and do not count).
    func width(_ start: Int, _ end: Int) -> Double { prefix[trimmedEnd(start, end)] - prefix[start] }

    /// The glyphs of `run` whose clusters lie in `low...high` (HarfBuzz keeps clusters monotonic).
    static func glyphRange(of run: ShapedRun, from low: Int, through high: Int) -> Range<Int> {
        let glyphs = run.glyphs
        let rtl = run.level & 1 == 1
        // First glyph inside: LTR clusters ascend, RTL clusters descend.
        var lo = 0, hi = glyphs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let c = glyphs[mid].cluster
            if rtl ? c > high : c < low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < glyphs.count, glyphs[end].cluster >= low, glyphs[end].cluster <= high { end += 1 }
        return lo..<end
    }

    /// Builds the line `range`: reorders it (rules L1–L2), places glyphs left to right and
    /// records where each scalar sits.
    ///
    /// A paragraph with no right-to-left character and no bidi control keeps its logical order,
    /// so no reordering is asked for; the scratch of each piece (its clusters) is reused, and
    /// its edges go straight into the line's.
    func makeLine(_ range: Range<Int>, fonts: FontSystem, style: ParagraphStyle, top: Double,
                  isTruncated: Bool) -> ParagraphLine {
        let identity = bidi.isTriviallyLeftToRight
        let logical = range.clamped(to: 0..<codePoints.count)
        let order = identity ? [] : bidi.visualOrder(of: range).order
        let count = identity ? logical.count : order.count
        /// The logical index at visual position `k`.
        func visual(_ k: Int) -> Int { identity ? logical.lowerBound + k : order[k] }
        var placedRuns: [ParagraphLine.PlacedRun] = []
        var edges: [ParagraphLine.Edge] = []
        edges.reserveCapacity(range.count)
        var clusters: [ClusterSpan] = []
        var x = 0.0
        var k = 0
        while k < count {
            // A piece: consecutive visual positions of one run, logically contiguous in one direction.
            let r = runOf[visual(k)]
            var end = k + 1
            let step = end < count ? visual(end) - visual(k) : 1
            if step == 1 || step == -1 {
                while end < count, runOf[visual(end)] == r, visual(end) - visual(end - 1) == step { end += 1 }
            }
            let low = min(visual(k), visual(end - 1)), high = max(visual(k), visual(end - 1))
            let run = runs[r]
            let rtl = run.level & 1 == 1
            let glyphRange = Self.glyphRange(of: run, from: low, through: high)
            var placed: [ParagraphLine.PlacedGlyph] = []
            placed.reserveCapacity(glyphRange.count)
            clusters.removeAll(keepingCapacity: true)
            clusters.reserveCapacity(glyphRange.count)
            for glyph in run.glyphs[glyphRange] {
                if glyph.isVisible {
                    placed.append(ParagraphLine.PlacedGlyph(id: glyph.id, x: x + glyph.xOffset, y: glyph.yOffset))
                }
                if let lastCluster = clusters.last, lastCluster.cluster == glyph.cluster {
                    clusters[clusters.count - 1].right = x + glyph.xAdvance
                } else {
                    clusters.append(ClusterSpan(cluster: glyph.cluster, left: x, right: x + glyph.xAdvance))
                }
                x += glyph.xAdvance
            }
            if !placed.isEmpty { placedRuns.append(.init(face: run.face, pointSize: run.pointSize, glyphs: placed)) }
            // Edges: each cluster's width is shared by its scalars, in the run's direction.
            let pieceStart = edges.count
            let pieceStartX = clusters.first?.left ?? x
            for (c, cluster) in clusters.enumerated() {
                // Clusters ascend left to right in a left-to-right run, descend in a right-to-left one.
                let neighbour = rtl ? (c > 0 ? clusters[c - 1].cluster : nil) : (c + 1 < clusters.count ? clusters[c + 1].cluster : nil)
                let next = neighbour.flatMap { $0 > cluster.cluster ? $0 : nil } ?? (high + 1)
                let first = max(cluster.cluster, low), count = max(1, next - first)
                let w = (cluster.right - cluster.left) / Double(count)
                for j in 0..<(next - first) {
                    let left = rtl ? cluster.right - Double(j + 1) * w : cluster.left + Double(j) * w
                    edges.append(.init(index: indexMap[first + j], left: left, right: left + w, isRightToLeft: rtl))
                }
            }
            if edges.count - pieceStart < high - low + 1 {
                // Scalars without glyphs of their own (removed by bidi rule X9): zero width.
                let known = Set(edges[pieceStart...].map(\.index))
                for i in low...high where !known.contains(indexMap[i]) {
                    edges.append(.init(index: indexMap[i], left: pieceStartX, right: pieceStartX, isRightToLeft: rtl))
                }
            }
            func ordered(_ a: ParagraphLine.Edge, _ b: ParagraphLine.Edge) -> Bool {
                a.left < b.left || (a.left == b.left && (a.isRightToLeft ? a.index > b.index : a.index < b.index))
            }
            var sorted = true
            var e = pieceStart + 1
            while sorted, e < edges.count {
                sorted = !ordered(edges[e], edges[e - 1])
                e += 1
            }
            if !sorted { edges[pieceStart...].sort(by: ordered) }
            k = end
        }
        // Hanging trailing spaces: after rule L1 they sit at the paragraph's end side.
        let visibleEnd = trimmedEnd(range.lowerBound, range.upperBound)
        let hang = prefix[range.upperBound] - prefix[visibleEnd]
        let contentWidth = max(0, x - hang)
        let shift = bidi.baseDirection == .rightToLeft ? -hang : 0
        if shift != 0 {
            for r in placedRuns.indices { for g in placedRuns[r].glyphs.indices { placedRuns[r].glyphs[g].x += shift } }
            for e in edges.indices { edges[e].left += shift; edges[e].right += shift }
        }
        // Vertical metrics come from the style, never from the faces a line happens to use: the
        // line box is the style's line height (or the chain's first face's natural height) and
        // the baseline sits where the first face puts it. Fallback faces (Arabic, Hebrew, CJK,
        // emoji) are fitted into that box on the same baseline, as iOS fits its cascade fonts
        // into the system font's line, so lines of every script in one style share one rhythm
        // and a mixed line does not grow.
        let (ascent, descent) = fonts.primaryMetrics(for: style.font)
        let natural = ascent + descent
        let height = style.lineHeight ?? natural.rounded(.up)
        let baseline = top + (height - natural) / 2 + ascent
        let lineRange = indexMap[range.lowerBound]..<indexMap[range.upperBound]
        return ParagraphLine(range: lineRange, x: 0, top: top, baseline: baseline, height: height, width: contentWidth,
                             direction: bidi.baseDirection, isTruncated: isTruncated, runs: placedRuns, edges: edges)
    }
}
