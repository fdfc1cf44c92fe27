public import Graphics
public import Text

/// One of the project's vector symbols: layers of path data on a square grid (24 units, y down),
/// each stroked with round caps and joins or filled, plus whether it flips in right-to-left
/// layouts (chevrons, reply, undo).
public struct Symbol: Sendable, Hashable {
    /// How a layer is painted.
    public enum LayerStyle: String, Sendable, Hashable {
        /// Stroked with round caps and joins, at a width from the adjacent text's weight.
        case stroke
        /// Filled with the non-zero rule.
        case fill
    }

    /// One painted path of a symbol.
    public struct Layer: Sendable, Hashable {
        /// Stroke or fill.
        public var style: LayerStyle
        /// The path, in grid units.
        public var path: Path

        /// Creates a layer.
        public init(style: LayerStyle, path: Path) {
            self.style = style
            self.path = path
        }
    }

    /// The catalogue name (`"chevron.forward"`).
    public var name: String
    /// The layers, back to front.
    public var layers: [Layer]
    /// Whether the symbol is flipped horizontally in right-to-left layouts.
    public var mirrorsInRightToLeft: Bool
    /// The side of the square grid the paths are drawn on.
    public var gridSize: Double

    /// Creates a symbol.
    public init(name: String, layers: [Layer], mirrorsInRightToLeft: Bool, gridSize: Double = 24) {
        self.name = name
        self.layers = layers
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.gridSize = gridSize
    }

    /// The side, in points, of the square a symbol occupies next to text of `pointSize` points
    /// (``ControlMetrics/symbolBoxPerPointSize``).
    public static func boxSide(pointSize: Double) -> Double { pointSize * ControlMetrics.symbolBoxPerPointSize }

    /// The stroke width, in points, that matches text of `pointSize` points and `weight`
    /// (``ControlMetrics/symbolStrokePerPointSize``, heavier with the weight).
    public static func strokeWidth(pointSize: Double, weight: FontWeight) -> Double {
        let perPoint = ControlMetrics.symbolStrokePerPointSize
            + Double(weight.value - 400) * ControlMetrics.symbolStrokePerPointSizePerWeight
        return pointSize * max(0.04, perPoint)
    }

    /// Draws the symbol into the square `box` (points, in the canvas's user space).
    ///
    /// On a 1× screen (under an axis-aligned transform of less than 1.5 device pixels per point)
    /// the drawing is fitted to the pixel grid as SF Symbols' hinted 1× artwork is: the grid's
    /// origin lands on a whole pixel, strokes are a whole number of pixels wide, and the
    /// horizontal and vertical stroke segments sit on pixel centres (odd widths) or pixel edges
    /// (even widths), so bars and stems are crisp instead of two half-grey rows.
    ///
    /// - Parameters:
    ///   - strokeWidth: the width of stroked layers, in points.
    ///   - color: the tint every layer is painted with (symbols are masks).
    ///   - mirrored: flips the drawing horizontally about the box's centre; pass
    ///     `mirrorsInRightToLeft && layoutDirection == .rightToLeft`.
    public func draw(in canvas: Canvas, box: Rect, strokeWidth: Double, color: Color, mirrored: Bool = false) {
        let unit = min(box.width, box.height) / gridSize
        var originX = box.minX + (box.width - unit * gridSize) / 2
        var originY = box.minY + (box.height - unit * gridSize) / 2
        let device = canvas.currentTransform
        let pixelsPerPoint = abs(device.a)
        let snaps = device.isAxisAligned && abs(abs(device.a) - abs(device.d)) < 1e-9 && pixelsPerPoint > 0
            && pixelsPerPoint < ControlMetrics.symbolPixelSnapBelowScale
        if snaps {
            // The grid's origin on a whole device pixel.
            let corner = device.apply(to: Point(x: originX, y: originY))
            originX += (corner.x.rounded() - corner.x) / device.a
            originY += (corner.y.rounded() - corner.y) / device.d
        }
        let transform = mirrored
            ? Transform2D(a: -unit, b: 0, c: 0, d: unit, tx: originX + unit * gridSize, ty: originY)
            : Transform2D(a: unit, b: 0, c: 0, d: unit, tx: originX, ty: originY)
        if snaps, let inverse = device.inverted() {
            // Drawn in device pixels: whole-pixel strokes on the grid.
            let width = max(1, (strokeWidth * pixelsPerPoint).rounded())
            let toDevice = transform.concatenating(device)
            canvas.save()
            canvas.concatenate(inverse)
            for layer in layers {
                let path = layer.path.applying(toDevice)
                switch layer.style {
                case .stroke:
                    canvas.stroke(Self.snappedToPixels(path, strokeWidth: width),
                                  style: StrokeStyle(width: width, cap: .round, join: .round), paint: .color(color))
                case .fill: canvas.fill(path, rule: .nonZero, paint: .color(color))
                }
            }
            canvas.restore()
            return
        }
        let stroke = StrokeStyle(width: strokeWidth, cap: .round, join: .round)
        for layer in layers {
            let path = layer.path.applying(transform)
            switch layer.style {
            case .stroke: canvas.stroke(path, style: stroke, paint: .color(color))
            case .fill: canvas.fill(path, rule: .nonZero, paint: .color(color))
            }
        }
    }

    /// `path` (in device pixels) with the shared coordinate of every horizontal and vertical line
    /// segment moved to the nearest pixel centre (odd `strokeWidth`) or pixel edge (even), and the
    /// segments' ends with it, so that a stroke of that width covers whole pixels.
    static func snappedToPixels(_ path: Path, strokeWidth: Double) -> Path {
        // A width from outside may be huge or not finite (SymbolCatalogFuzzTests):
        // no Int conversion that traps.
        let odd = strokeWidth.isFinite && abs(strokeWidth) < 1e9 && Int(strokeWidth.rounded()) % 2 == 1
        func snap(_ v: Double) -> Double { odd ? (v - 0.5).rounded() + 0.5 : v.rounded() }
        var elements = path.elements
        // The element whose end point each element starts from (a subpath's move after a close).
        var startOf = [Int?](repeating: nil, count: elements.count)
        var subpathStart: Int?, last: Int?
        for (i, element) in elements.enumerated() {
            startOf[i] = last
            switch element {
            case .move: subpathStart = i; last = i
            case .closeSubpath: last = subpathStart
            default: last = i
            }
        }
        func end(_ e: Path.Element) -> Point? {
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
        func setEnd(_ i: Int, x: Double? = nil, y: Double? = nil) {
            func moved(_ p: Point) -> Point { Point(x: x ?? p.x, y: y ?? p.y) }
            switch elements[i] {
            case .move(let p): elements[i] = .move(to: moved(p))
            case .line(let p): elements[i] = .line(to: moved(p))
            case .quadCurve(let p, let c): elements[i] = .quadCurve(to: moved(p), control: c)
            case .curve(let p, let c1, let c2): elements[i] = .curve(to: moved(p), control1: c1, control2: c2)
            case .closeSubpath: break
            }
        }
        let original = elements
        for i in original.indices {
            guard case .line(let b) = original[i], let from = startOf[i], let a = end(original[from]) else { continue }
            if abs(a.y - b.y) < 1e-9 {
                let y = snap(b.y)
                setEnd(from, y: y)
                setEnd(i, y: y)
            } else if abs(a.x - b.x) < 1e-9 {
                let x = snap(b.x)
                setEnd(from, x: x)
                setEnd(i, x: x)
            }
        }
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p)
            case .line(let p): out.addLine(to: p)
            case .quadCurve(let p, let c): out.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): out.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
}
