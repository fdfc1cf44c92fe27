public import Graphics

/// How a panel is mounted: the clockwise rotation from the scene's upright image to the panel's
/// scanout order. Applied once, at the display; touch coordinates are mapped back with it.
public enum DisplayRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Upright.
    case none = 0
    /// A quarter turn clockwise.
    case clockwise90 = 90
    /// Upside down.
    case half = 180
    /// Three quarter turns clockwise (a quarter turn counter-clockwise).
    case clockwise270 = 270

    /// Parses `0`, `90`, `180` or `270` (degrees clockwise).
    public init?(degrees: Int) { self.init(rawValue: degrees) }

    public var description: String { "\(rawValue)°" }

    /// Whether width and height swap between the scene and the panel.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The scene's size for a panel of `panel` pixels.
    public func sceneSize(forPanel panel: PixelSize) -> PixelSize {
        swapsAxes ? PixelSize(width: panel.height, height: panel.width) : panel
    }

    /// Where the scene pixel rect `rect` lands on a panel of `panel` pixels.
    public func panelRect(_ rect: PixelRect, panel: PixelSize) -> PixelRect {
        switch self {
        case .none: rect
        case .half:
            PixelRect(x: panel.width - rect.maxX, y: panel.height - rect.maxY, width: rect.width, height: rect.height)
        case .clockwise90: PixelRect(x: panel.width - rect.maxY, y: rect.x, width: rect.height, height: rect.width)
        case .clockwise270: PixelRect(x: rect.y, y: panel.height - rect.maxX, width: rect.height, height: rect.width)
        }
    }

    /// The scene point a touch at panel point `point` means (panel of `panel` pixels).
    public func scenePoint(fromPanel point: Point, panel: PixelSize) -> Point {
        let w = Double(panel.width), h = Double(panel.height)
        return switch self {
        case .none: point
        case .half: Point(x: w - point.x, y: h - point.y)
        case .clockwise90: Point(x: point.y, y: w - point.x)
        case .clockwise270: Point(x: h - point.y, y: point.x)
        }
    }

    /// Copies scene pixels `rect` of `frame` into panel memory at `destination` (row stride
    /// `stride` bytes, `panel` pixels), rotating them. `rect` must lie inside the frame.
    public func copy(
        _ rect: PixelRect, of frame: Bitmap, into destination: UnsafeMutableRawPointer,
        stride: Int, panel: PixelSize
    ) {
        let rect = rect.intersection(frame.bounds)
        guard !rect.isEmpty else { return }
        if self == .none {
            frame.copy(rect, into: destination, destinationStride: stride)
            return
        }
        frame.withUnsafeBytes { source, sourceStride in
            guard let base = source.baseAddress else { return }
            for y in rect.y..<rect.maxY {
                let row = base.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt32.self)
                for x in rect.x..<rect.maxX {
                    let (px, py): (Int, Int) =
                        switch self {
                        case .none: (x, y)
                        case .half: (panel.width - 1 - x, panel.height - 1 - y)
                        case .clockwise90: (panel.width - 1 - y, x)
                        case .clockwise270: (y, panel.height - 1 - x)
                        }
                    destination.advanced(by: py * stride + px * 4).assumingMemoryBound(to: UInt32.self).pointee = row[x]
                }
            }
        }
    }
}
