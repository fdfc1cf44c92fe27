public import Graphics
public import Scene

/// How an ``ImageView`` fits its image into its bounds: UIKit's content modes, with leading and
/// trailing in place of left and right (mirrored in right-to-left layouts).
///
/// The scaling modes stretch (``scaleToFill``), fit whole (``scaleAspectFit``, letterboxed) or
/// cover (``scaleAspectFill``, cropped when the view clips); the others draw the image at its
/// own size (its pixels over the view's ``ImageView/imageScale``), placed at the centre, an
/// edge or a corner.
///
/// ```swift
/// let frame = ImageContentMode.scaleAspectFit.imageRect(
///     imageSize: Size(width: 400, height: 200), in: Rect(x: 0, y: 0, width: 100, height: 100),
///     layoutDirection: .leftToRight)
/// // frame is (0, 25, 100, 50)
/// ```
public enum ImageContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the bounds, proportions ignored.
    case scaleToFill
    /// As large as fits whole, proportions kept, centred (bars on two sides).
    case scaleAspectFit
    /// As small as covers the bounds, proportions kept, centred (cropped when clipped).
    case scaleAspectFill
    /// At its own size, centred.
    case center
    /// At its own size, centred along the top edge.
    case top
    /// At its own size, centred along the bottom edge.
    case bottom
    /// At its own size, against the leading edge, centred vertically.
    case leading
    /// At its own size, against the trailing edge, centred vertically.
    case trailing
    /// At its own size, in the top leading corner.
    case topLeading
    /// At its own size, in the top trailing corner.
    case topTrailing
    /// At its own size, in the bottom leading corner.
    case bottomLeading
    /// At its own size, in the bottom trailing corner.
    case bottomTrailing

    /// Whether the mode scales the image to the bounds (the first three) rather than drawing it
    /// at its own size.
    public var scales: Bool { self == .scaleToFill || self == .scaleAspectFit || self == .scaleAspectFill }

    /// Where an image of `imageSize` points is drawn in `bounds`, in the same coordinates
    /// (physical: x grows to the right in every layout direction). The rect may reach outside
    /// `bounds` (``scaleAspectFill``, or an image larger than the view).
    public func imageRect(imageSize: Size, in bounds: Rect, layoutDirection: LayoutDirection) -> Rect {
        let w = imageSize.width, h = imageSize.height
        guard w > 0, h > 0, bounds.width > 0, bounds.height > 0 else { return Rect(origin: bounds.origin, size: .zero) }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = Size(width: w * s, height: h * s)
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                        height: size.height)
        default:
            let rtl = layoutDirection == .rightToLeft
            let left = bounds.minX, right = bounds.maxX - w, middle = bounds.midX - w / 2
            let x: Double = switch horizontalPlacement {
            case .middle: middle
            case .leading: rtl ? right : left
            case .trailing: rtl ? left : right
            }
            let y: Double = switch verticalPlacement {
            case .top: bounds.minY
            case .middle: bounds.midY - h / 2
            case .bottom: bounds.maxY - h
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }

    private enum Horizontal { case leading, middle, trailing }
    private enum Vertical { case top, middle, bottom }

    private var horizontalPlacement: Horizontal {
        switch self {
        case .leading, .topLeading, .bottomLeading: .leading
        case .trailing, .topTrailing, .bottomTrailing: .trailing
        default: .middle
        }
    }

    private var verticalPlacement: Vertical {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        default: .middle
        }
    }
}
