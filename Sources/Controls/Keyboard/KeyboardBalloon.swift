import Graphics

/// The outline of a balloon that grows out of a key (iOS's accents pop-up): a wide rounded top
/// and the key below it as one shape, the key's sides running up into the top's bottom edge
/// through concave fillets.
enum KeyboardBalloon {
    /// The quarter-circle constant of a cubic Bézier (4/3 · (√2 − 1)).
    private static let kappa = 0.5522847498

    /// The balloon made of `top` (corners `topRadius`) and `stem` below it (corners `stemRadius`),
    /// `stem` lying within `top`'s width; where the top reaches past the stem's side, the two
    /// meet in a fillet of up to `fillet` points. One closed subpath, clockwise on screen.
    static func path(top: Rect, topRadius: Double, stem: Rect, stemRadius: Double, fillet: Double) -> Path {
        let k = kappa
        let r = max(0, min(topRadius, top.width / 2, top.height / 2))
        let s = max(0, min(stemRadius, stem.width / 2, stem.height / 2))
        let stemLeft = max(stem.minX, top.minX), stemRight = min(stem.maxX, top.maxX)
        // How far the top reaches past the stem on each side, and the bottom corner and fillet
        // that fit there (none when the stem runs straight up the top's side).
        let leftReach = stemLeft - top.minX, rightReach = top.maxX - stemRight
        func split(_ reach: Double) -> (corner: Double, fillet: Double) {
            guard reach > 0.5 else { return (0, 0) }
            let f = min(fillet, reach / 2)
            return (min(r, reach - f), f)
        }
        let left = split(leftReach), right = split(rightReach)
        var p = Path()
        // Top edge, left to right.
        p.move(to: Point(x: top.minX, y: top.minY + r))
        p.addCurve(to: Point(x: top.minX + r, y: top.minY), control1: Point(x: top.minX, y: top.minY + r - k * r),
                   control2: Point(x: top.minX + r - k * r, y: top.minY))
        p.addLine(to: Point(x: top.maxX - r, y: top.minY))
        p.addCurve(to: Point(x: top.maxX, y: top.minY + r), control1: Point(x: top.maxX - r + k * r, y: top.minY),
                   control2: Point(x: top.maxX, y: top.minY + r - k * r))
        // Down the right side, along the top's bottom to the stem, down the stem.
        if rightReach > 0.5 {
            let c = right.corner, f = right.fillet
            p.addLine(to: Point(x: top.maxX, y: top.maxY - c))
            p.addCurve(to: Point(x: top.maxX - c, y: top.maxY), control1: Point(x: top.maxX, y: top.maxY - c + k * c),
                       control2: Point(x: top.maxX - c + k * c, y: top.maxY))
            p.addLine(to: Point(x: stemRight + f, y: top.maxY))
            p.addCurve(to: Point(x: stemRight, y: top.maxY + f), control1: Point(x: stemRight + f - k * f, y: top.maxY),
                       control2: Point(x: stemRight, y: top.maxY + f - k * f))
        }
        p.addLine(to: Point(x: stemRight, y: stem.maxY - s))
        p.addCurve(to: Point(x: stemRight - s, y: stem.maxY), control1: Point(x: stemRight, y: stem.maxY - s + k * s),
                   control2: Point(x: stemRight - s + k * s, y: stem.maxY))
        p.addLine(to: Point(x: stemLeft + s, y: stem.maxY))
        p.addCurve(to: Point(x: stemLeft, y: stem.maxY - s), control1: Point(x: stemLeft + s - k * s, y: stem.maxY),
                   control2: Point(x: stemLeft, y: stem.maxY - s + k * s))
        // Up the stem's left side, along the top's bottom, up the left side.
        if leftReach > 0.5 {
            let c = left.corner, f = left.fillet
            p.addLine(to: Point(x: stemLeft, y: top.maxY + f))
            p.addCurve(to: Point(x: stemLeft - f, y: top.maxY), control1: Point(x: stemLeft, y: top.maxY + f - k * f),
                       control2: Point(x: stemLeft - f + k * f, y: top.maxY))
            p.addLine(to: Point(x: top.minX + c, y: top.maxY))
            p.addCurve(to: Point(x: top.minX, y: top.maxY - c), control1: Point(x: top.minX + c - k * c, y: top.maxY),
                       control2: Point(x: top.minX, y: top.maxY - c + k * c))
        }
        p.closeSubpath()
        return p
    }
}
