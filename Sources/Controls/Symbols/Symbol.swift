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
    /// - Parameters:
    ///   - strokeWidth: the width of stroked layers, in points.
    ///   - color: the tint every layer is painted with (symbols are masks).
    ///   - mirrored: flips the drawing horizontally about the box's centre; pass
    ///     `mirrorsInRightToLeft && layoutDirection == .rightToLeft`.
    public func draw(in canvas: Canvas, box: Rect, strokeWidth: Double, color: Color, mirrored: Bool = false) {
        let unit = min(box.width, box.height) / gridSize
        let originX = box.minX + (box.width - unit * gridSize) / 2
        let originY = box.minY + (box.height - unit * gridSize) / 2
        let transform = mirrored
            ? AffineTransform(a: -unit, b: 0, c: 0, d: unit, tx: originX + unit * gridSize, ty: originY)
            : AffineTransform(a: unit, b: 0, c: 0, d: unit, tx: originX, ty: originY)
        let stroke = StrokeStyle(width: strokeWidth, cap: .round, join: .round)
        for layer in layers {
            let path = layer.path.applying(transform)
            switch layer.style {
            case .stroke: canvas.stroke(path, style: stroke, paint: .color(color))
            case .fill: canvas.fill(path, rule: .nonZero, paint: .color(color))
            }
        }
    }
}
