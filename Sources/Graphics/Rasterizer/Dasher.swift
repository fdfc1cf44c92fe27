/// Cuts flattened subpaths into dashes: the open pieces a dashed stroke draws.
enum Dasher {
    /// The dashes of `input` for the alternating on/off `pattern` (lengths in the polylines'
    /// space), starting `phase` into the pattern. A pattern with no positive length, or a
    /// negative one, leaves the input whole.
    static func dash(_ input: Polylines, pattern: [Double], phase: Double) -> Polylines {
        let total = pattern.reduce(0, +)
        // A pattern shorter than a twentieth of a pixel would draw millions of dashes that look
        // like a solid line: draw it solid.
        guard total >= 0.05, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return input }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        var out = Polylines()
        for sub in input.subpaths where sub.count > 1 {
            var index = 0
            var remaining = lengths[0]
            let period = total * (pattern.count % 2 == 1 ? 2 : 1)
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var on = index % 2 == 0
            let n = sub.closed ? sub.count + 1 : sub.count
            var prev = input.points[sub.start]
            if on { out.begin(prev) }
            for i in 1..<n {
                let p = input.points[sub.start + i % sub.count]
                var segStart = prev
                var segLength = segStart.distance(to: p)
                while segLength > 0 {
                    if segLength < remaining {
                        remaining -= segLength
                        if on { out.append(p) }
                        break
                    }
                    let f = remaining / segLength
                    let q = Point(x: segStart.x + (p.x - segStart.x) * f, y: segStart.y + (p.y - segStart.y) * f)
                    if on { out.append(q) } else { out.begin(q) }
                    on.toggle()
                    segLength -= remaining
                    segStart = q
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                }
                prev = p
            }
        }
        return out
    }
}
