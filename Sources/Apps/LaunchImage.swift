public import Graphics
public import Scene

/// The picture shown the moment an app is launched, until its first real frame (HIG §1.38): it
/// makes the launch feel instant, so it should look nearly like the app's first screen —
/// without text (a static picture is not localized) and without anything that changes, which
/// would flicker at the switch. Not a splash screen, not an About box, not branding.
///
/// The multi-app runtime zooms it out of the app's icon when the app is not running yet (a
/// running app zooms from the snapshot it left). The default is the plain system background,
/// as the HIG's own example, Settings, has.
///
/// ```swift
/// // An app's `var launchImage: LaunchImage { … }` returns one of these:
/// let settings: LaunchImage = .color(.system(.systemGroupedBackground))   // what Settings shows
/// let skeleton: LaunchImage = .view {              // bars and panels, no text, no controls
///     let page = VStackNode(spacing: 0, alignment: .fill)
///     page.background = .color(.system(.systemGroupedBackground))
///     return page
/// }
/// let kiosk: LaunchImage = .png(path: "/usr/share/kiosk/launch.png",
///                               landscapePath: "/usr/share/kiosk/launch-landscape.png")
/// ```
///
/// A launch image is drawn for the screen it is shown on: its size in pixels, its scale, its
/// colour scheme and layout direction (``render(pixelSize:scale:environment:)``).
public struct LaunchImage: Sendable {
    enum Source: Sendable {
        case color(ThemeColor)
        case png(portrait: String, landscape: String?)
        case view(@MainActor @Sendable () -> Node)
    }

    let source: Source

    /// The system background of the screen's colour scheme (``SystemColor/systemBackground``):
    /// what an app shows that gives no launch image.
    public static let background = LaunchImage(source: .color(.systemBackground))

    /// The whole screen in `color` (resolved for the screen's colour scheme and theme): for an
    /// app whose first screen is mostly one background, as Settings' is (HIG §1.38).
    public static func color(_ color: ThemeColor) -> LaunchImage { LaunchImage(source: .color(color)) }

    /// A PNG file, read when the image is shown, scaled to cover the screen (its aspect kept,
    /// centred, what overflows cut off). `landscapePath` is the picture for a screen wider than
    /// tall, when the app gives one (HIG §1.38: give both orientations where the app runs in
    /// both); otherwise `path` is used for every orientation.
    ///
    /// Give pictures at the screen's size in pixels so nothing is scaled; on iPhone the HIG's
    /// launch image includes the status-bar area (320×480, 640×960 at scale 2).
    public static func png(path: String, landscapePath: String? = nil) -> LaunchImage {
        LaunchImage(source: .png(portrait: path, landscape: landscapePath))
    }

    /// A view drawn once over the system background: the static parts of the app's first
    /// screen (bars, panels, the background of a grouped list), built from the same nodes the
    /// app uses, laid out at the screen's size, in its colour scheme and direction.
    ///
    /// `make` is called each time the image is shown, on the main actor. Leave out text and
    /// controls whose state changes (HIG §1.38); text found in the view is reported by
    /// ``AppInstance/renderLaunchImage(pixelSize:scale:)`` in the app's log.
    public static func view(_ make: @escaping @MainActor @Sendable () -> Node) -> LaunchImage {
        LaunchImage(source: .view(make))
    }

    /// The one colour the image is, resolved in `environment` (a ``color(_:)`` image), or nil
    /// for a picture or a view: a launcher fills the zoom with it instead of drawing and scaling
    /// a screen-sized bitmap of it.
    package func solidColor(in environment: EnvironmentValues) -> Color? {
        guard case .color(let color) = source else { return nil }
        return color.resolved(in: environment)
    }

    /// The image for a screen of `pixelSize` pixels at `scale` pixels per point, in
    /// `environment`'s colour scheme, theme and layout direction.
    ///
    /// - Throws: ``LaunchImageError`` when a PNG cannot be read (the message names the file).
    @MainActor
    public func render(pixelSize: PixelSize, scale: Double,
                       environment: EnvironmentValues = EnvironmentValues()) throws(LaunchImageError) -> Bitmap {
        var ignored: [String] = []
        return try render(pixelSize: pixelSize, scale: scale, environment: environment, notes: &ignored)
    }

    /// As ``render(pixelSize:scale:environment:)``; `notes` collects what breaks the HIG's
    /// advice (text in a view), one sentence each.
    @MainActor
    func render(pixelSize: PixelSize, scale: Double, environment: EnvironmentValues,
                notes: inout [String]) throws(LaunchImageError) -> Bitmap {
        let size = PixelSize(width: max(1, pixelSize.width), height: max(1, pixelSize.height))
        let bitmap = Bitmap(pictureSize: size)
        switch source {
        case .color(let color):
            Canvas(bitmap: bitmap).fill(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
                                        paint: .color(color.resolved(in: environment)))
        case .png(let portrait, let landscape):
            let path = size.width > size.height ? landscape ?? portrait : portrait
            let image: Bitmap
            do { image = try Bitmap.readPNG(from: path) } catch { throw .png(path: path, reason: error.description) }
            Self.cover(bitmap, with: image)
        case .view(let make):
            let root = make()
            let owner = SceneOwner(root: root, pixelSize: size, scale: scale, environment: environment,
                                   rasterCache: RasterCache(maximumEntries: 0))
            owner.renderFrame(into: bitmap, bufferAge: 0, timestamp: 0)
            let texts = Self.textNodes(in: root)
            if !texts.isEmpty {
                notes.append("its launch image shows text (\(texts.joined(separator: ", "))): HIG §1.38 asks for "
                    + "none, a launch image is not localized")
            }
        }
        return bitmap
    }

    /// Draws `image` over the whole of `bitmap`, its aspect kept, centred, the overflow cut off.
    private static func cover(_ bitmap: Bitmap, with image: Bitmap) {
        guard image.width > 0, image.height > 0 else { return }
        let width = Double(bitmap.width)
        let height = Double(bitmap.height)
        let factor = max(width / Double(image.width), height / Double(image.height))
        let drawn = Size(width: Double(image.width) * factor, height: Double(image.height) * factor)
        Canvas(bitmap: bitmap).draw(image, in: Rect(x: (width - drawn.width) / 2, y: (height - drawn.height) / 2,
                                                    width: drawn.width, height: drawn.height))
    }

    /// The names of the visible text nodes under `node`, in tree order.
    @MainActor
    private static func textNodes(in node: Node) -> [String] {
        guard !node.isHidden else { return [] }
        var found: [String] = []
        if let text = node as? TextNode { found.append(text.name ?? "“\(text.text)”") }
        for child in node.children { found += textNodes(in: child) }
        return found
    }
}

/// Why a launch image could not be drawn.
public enum LaunchImageError: Error, Equatable, CustomStringConvertible {
    /// The PNG file cannot be read.
    case png(path: String, reason: String)

    public var description: String {
        switch self {
        case .png(let path, let reason): "cannot read the launch image “\(path)”: \(reason)"
        }
    }
}
