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
    ///
    /// A quarter turn writes each scene row down a panel column; the rect is copied in tiles of
    /// ``tile`` × ``tile`` pixels so that the panel rows a tile writes stay in the cache while it
    /// is written, instead of every pixel of a scene row landing in another panel row.
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
            let tile = Self.tile
            var top = rect.y
            while top < rect.maxY {
                let bottom = min(top + tile, rect.maxY)
                var leading = rect.x
                while leading < rect.maxX {
                    let trailing = min(leading + tile, rect.maxX)
                    for y in top..<bottom {
                        let row = base.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt32.self)
                        switch self {
                        case .none:
                            break
                        case .half:
                            let out =
                                destination.advanced(by: (panel.height - 1 - y) * stride)
                                .assumingMemoryBound(to: UInt32.self) + (panel.width - 1)
                            for x in leading..<trailing { out[-x] = row[x] }
                        case .clockwise90:
                            // Scene (x, y) → panel (width − 1 − y, x): down one panel column.
                            let column = destination.advanced(by: (panel.width - 1 - y) * 4)
                            for x in leading..<trailing {
                                column.advanced(by: x * stride).assumingMemoryBound(to: UInt32.self).pointee = row[x]
                            }
                        case .clockwise270:
                            // Scene (x, y) → panel (y, height − 1 − x): up one panel column.
                            let column = destination.advanced(by: y * 4)
                            for x in leading..<trailing {
                                column.advanced(by: (panel.height - 1 - x) * stride)
                                    .assumingMemoryBound(to: UInt32.self).pointee = row[x]
                            }
                        }
                    }
                    leading = trailing
                }
                top = bottom
            }
        }
    }

    /// The side of the square tiles a rotated copy goes through, in pixels: 32 rows of 128
    /// bytes each way, a few KiB of either side in the cache at once.
    static let tile = 32
}
