/// One bidi paragraph of a ``Paragraph``'s text, resolved and shaped: what line breaking and
/// line building work on. Indices are local; ``textIndex(_:)`` turns them into the text's offsets.
struct TextSegment {
    let codePoints: [UInt32]
    let bidi: BidiParagraph
    let runs: [ShapedRun]
    /// `runOf[i]`: the run that shaped scalar `i`; empty when there is one run (or none), which
    /// then shaped every scalar (see ``run(at:)``).
    private let runOf: [Int]
    /// `prefix[i]`: the summed advances of scalars `0..<i`, in points.
    let prefix: [Double]
    /// The text offset of each local index, plus one past the end; empty when local index `i`
    /// is text offset `indexOffset + i` (a segment of the text itself, not a shortened copy).
    private let indexMap: [Int]
    private let indexOffset: Int

    /// A segment whose local index `i` is the text's offset `indexMap[i]` (`indexMap` has one
    /// more element than `codePoints`: the offset past the end).
    init(codePoints: [UInt32], direction: ParagraphDirection, style: ParagraphStyle, fonts: FontSystem,
         indexMap: [Int]) {
        self.init(codePoints: codePoints, direction: direction, style: style, fonts: fonts, indexMap: indexMap,
                  indexOffset: 0)
    }

    /// A segment of the text starting at its offset `indexOffset`.
    init(codePoints: [UInt32], direction: ParagraphDirection, style: ParagraphStyle, fonts: FontSystem,
         indexOffset: Int) {
        self.init(codePoints: codePoints, direction: direction, style: style, fonts: fonts, indexMap: [],
                  indexOffset: indexOffset)
    }

    private init(codePoints: [UInt32], direction: ParagraphDirection, style: ParagraphStyle, fonts: FontSystem,
                 indexMap: [Int], indexOffset: Int) {
        self.codePoints = codePoints
        self.indexMap = indexMap
        self.indexOffset = indexOffset
        let bidi = BidiParagraph(codePoints: codePoints, direction: direction)
        let runs = fonts.shapeRuns(codePoints, levels: bidi.levels, font: style.font, language: style.language)
        self.bidi = bidi
        self.runs = runs
        let n = codePoints.count
        // One scan of the glyphs: each glyph's advance goes to its cluster's slot `cluster + 1`,
        // then the slots are summed in place (the same additions, in the same order, as summing
        // per-scalar advances into a separate array first).
        prefix = .filled(count: n + 1, with: 0) { sums in
            guard let base = sums.baseAddress else { return }
            for run in runs {
                run.glyphs.withUnsafeBufferPointer { glyphs in
                    for glyph in glyphs where glyph.cluster >= 0 && glyph.cluster < n {
                        base[glyph.cluster + 1] += glyph.xAdvance
                    }
                }
            }
            var sum = 0.0
            for i in 0..<n {
                sum = sum + base[i + 1]
                base[i + 1] = sum
            }
        }
        if runs.count > 1 {
            var runOf = [Int].filled(count: n, with: 0)
            for (r, run) in runs.enumerated() {
                for i in run.range { runOf[i] = r }
            }
            self.runOf = runOf
        } else {
            runOf = []
        }
    }

    /// The run that shaped scalar `i`.
    @inline(__always)
    func run(at i: Int) -> Int { runOf.isEmpty ? 0 : runOf[i] }

    /// The text offset of local index `i` (`count` included: the offset past the end).
    @inline(__always)
    func textIndex(_ i: Int) -> Int { indexMap.isEmpty ? indexOffset + i : indexMap[i] }

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

    /// Whether the glyphs of a piece covering `low...high` are one per scalar, in logical order
    /// (glyph `i` is scalar `low + i`'s cluster): the usual left-to-right piece.
    static func isOneGlyphPerScalar(_ glyphs: UnsafeBufferPointer<ShapedRun.Glyph>, from low: Int,
                                    through high: Int) -> Bool {
        guard glyphs.count == high - low + 1 else { return false }
        for i in glyphs.indices where glyphs[i].cluster != low + i { return false }
        return true
    }

    /// Places a left-to-right piece whose glyphs are one per scalar (``isOneGlyphPerScalar``) in
    /// one pass: each glyph is its own cluster, so each scalar's edge is its glyph's span. The
    /// arithmetic is the general path's (a cluster's width divided by its one scalar, the edge at
    /// its left plus zero widths), so the numbers are the same, bit for bit.
    private func placeOneGlyphPerScalar(_ glyphs: UnsafeBufferPointer<ShapedRun.Glyph>, from low: Int, run: ShapedRun,
                                        x: inout Double, placedRuns: inout [ParagraphLine.PlacedRun],
                                        edges: inout [ParagraphLine.Edge]) {
        var visibleCount = 0
        for glyph in glyphs where glyph.isVisible { visibleCount += 1 }
        withUnsafeTemporaryAllocation(of: ParagraphLine.Edge.self, capacity: glyphs.count) { pieceEdges in
            guard let out = pieceEdges.baseAddress else { return }
            var pen = x
            let placed = [ParagraphLine.PlacedGlyph].filled(count: visibleCount, with: .init(id: 0, x: 0, y: 0)) { slots in
                var v = 0
                for i in glyphs.indices {
                    let glyph = glyphs[i]
                    if glyph.isVisible {
                        slots[v] = ParagraphLine.PlacedGlyph(id: glyph.id, x: pen + glyph.xOffset, y: glyph.yOffset)
                        v += 1
                    }
                    let left = pen, right = pen + glyph.xAdvance
                    let w = (right - left) / Double(1)
                    let edgeLeft = left + Double(0) * w
                    (out + i).initialize(to: .init(index: textIndex(low + i), left: edgeLeft, right: edgeLeft + w,
                                                   isRightToLeft: false))
                    pen += glyph.xAdvance
                }
            }
            x = pen
            if !placed.isEmpty { placedRuns.append(.init(face: run.face, pointSize: run.pointSize, glyphs: placed)) }
            edges.append(contentsOf: UnsafeBufferPointer(start: out, count: glyphs.count))
        }
    }

    /// Builds the line `range`: reorders it (rules L1–L2), places glyphs left to right and
    /// records where each scalar sits.
    ///
    /// A paragraph with no right-to-left character and no bidi control keeps its logical order,
    /// so no reordering is asked for, and a piece (the line's part of one run) ends where its
    /// run ends, found from the run's range instead of scalar by scalar. A piece's clusters are
    /// kept in scratch memory (`withUnsafeTemporaryAllocation`), and its edges are written there
    /// too and appended to the line's in one copy.
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
        var x = 0.0
        var k = 0
        while k < count {
            // A piece: consecutive visual positions of one run, logically contiguous in one direction.
            let r = run(at: visual(k))
            var end = k + 1
            if identity {
                // Logical order: the piece is the rest of the run (runs are contiguous ranges).
                end = max(end, min(count, runs[r].range.upperBound - logical.lowerBound))
            } else {
                let step = end < count ? visual(end) - visual(k) : 1
                if step == 1 || step == -1 {
                    while end < count, run(at: visual(end)) == r, visual(end) - visual(end - 1) == step { end += 1 }
                }
            }
            let low = min(visual(k), visual(end - 1)), high = max(visual(k), visual(end - 1))
            let run = runs[r]
            let rtl = run.level & 1 == 1
            // Every glyph's cluster lies in its run's range: a piece covering the run takes them all.
            let glyphRange = low <= run.range.lowerBound && high + 1 >= run.range.upperBound
                ? 0..<run.glyphs.count : Self.glyphRange(of: run, from: low, through: high)
            let pieceStart = edges.count
            run.glyphs.withUnsafeBufferPointer { allGlyphs in
                let glyphs = UnsafeBufferPointer(rebasing: allGlyphs[glyphRange])
                if !rtl, Self.isOneGlyphPerScalar(glyphs, from: low, through: high) {
                    placeOneGlyphPerScalar(glyphs, from: low, run: run, x: &x, placedRuns: &placedRuns, edges: &edges)
                    return
                }
                withUnsafeTemporaryAllocation(of: ClusterSpan.self, capacity: max(1, glyphs.count)) { scratch in
                    guard let clusters = scratch.baseAddress else { return }
                    var clusterCount = 0
                    var visibleCount = 0
                    for glyph in glyphs where glyph.isVisible { visibleCount += 1 }
                    let placed = [ParagraphLine.PlacedGlyph].filled(count: visibleCount,
                                                                   with: .init(id: 0, x: 0, y: 0)) { out in
                        var v = 0
                        for glyph in glyphs {
                            if glyph.isVisible {
                                out[v] = ParagraphLine.PlacedGlyph(id: glyph.id, x: x + glyph.xOffset, y: glyph.yOffset)
                                v += 1
                            }
                            if clusterCount > 0, clusters[clusterCount - 1].cluster == glyph.cluster {
                                clusters[clusterCount - 1].right = x + glyph.xAdvance
                            } else {
                                (clusters + clusterCount).initialize(to: ClusterSpan(cluster: glyph.cluster, left: x,
                                                                                     right: x + glyph.xAdvance))
                                clusterCount += 1
                            }
                            x += glyph.xAdvance
                        }
                    }
                    if !placed.isEmpty {
                        placedRuns.append(.init(face: run.face, pointSize: run.pointSize, glyphs: placed))
                    }
                    // Edges: each cluster's width is shared by its scalars, in the run's direction.
                    // Clusters ascend left to right in a left-to-right run, descend in a right-to-left one.
                    // The first scalar after cluster `c`'s: its neighbour's cluster when that is
                    // larger, else the piece's end.
                    func next(_ c: Int) -> Int {
                        let neighbour = rtl ? c - 1 : c + 1
                        if neighbour >= 0, neighbour < clusterCount, clusters[neighbour].cluster > clusters[c].cluster {
                            return clusters[neighbour].cluster
                        }
                        return high + 1
                    }
                    var edgeCount = 0
                    for c in 0..<clusterCount { edgeCount += next(c) - max(clusters[c].cluster, low) }
                    withUnsafeTemporaryAllocation(of: ParagraphLine.Edge.self, capacity: max(1, edgeCount)) { pieceEdges in
                        guard let out = pieceEdges.baseAddress else { return }
                        var e = 0
                        for c in 0..<clusterCount {
                            let cluster = clusters[c]
                            let next = next(c)
                            let first = max(cluster.cluster, low), count = max(1, next - first)
                            let w = (cluster.right - cluster.left) / Double(count)
                            for j in 0..<(next - first) {
                                let left = rtl ? cluster.right - Double(j + 1) * w : cluster.left + Double(j) * w
                                (out + e).initialize(to: .init(index: textIndex(first + j), left: left, right: left + w,
                                                               isRightToLeft: rtl))
                                e += 1
                            }
                        }
                        edges.append(contentsOf: UnsafeBufferPointer(start: out, count: e))
                    }
                    if edges.count - pieceStart < high - low + 1 {
                        // Scalars without glyphs of their own (removed by bidi rule X9): zero width.
                        let pieceStartX = clusterCount > 0 ? clusters[0].left : x
                        let known = Set(edges[pieceStart...].map(\.index))
                        for i in low...high where !known.contains(textIndex(i)) {
                            edges.append(.init(index: textIndex(i), left: pieceStartX, right: pieceStartX,
                                               isRightToLeft: rtl))
                        }
                    }
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
        let lineRange = textIndex(range.lowerBound)..<textIndex(range.upperBound)
        return ParagraphLine(range: lineRange, x: 0, top: top, baseline: baseline, height: height, width: contentWidth,
                             direction: bidi.baseDirection, isTruncated: isTruncated, runs: placedRuns, edges: edges)
    }
}
