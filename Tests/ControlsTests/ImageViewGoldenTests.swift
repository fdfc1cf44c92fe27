import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// One sheet of the image view: the twelve content modes on a landscape photo (a JPEG decoded
/// through libjpeg-turbo) drawn at a quarter of its pixels so the unscaled modes show where they
/// place it, each tile clipped with rounded corners over a fill that shows the letterbox; then a
/// loading placeholder and an unclipped aspect-fill tile. Light and dark, left to right and
/// right to left (leading and trailing tiles mirror), at 2×.
@MainActor
@Suite("Image view goldens")
struct ImageViewGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func tile(_ view: ImageView, caption: String) -> Node {
        view.horizontalSizing = .fixed(96)
        view.verticalSizing = .fixed(84)
        view.background = .color(.system(.tertiarySystemFill))
        view.clipsToBounds = true
        view.cornerRadius = 8
        let text = TextNode(caption, style: .caption2, color: .secondaryLabel)
        return VStackNode(spacing: 4, alignment: .center, children: [view, text])
    }

    func sheet() throws -> Node {
        let photo = try Bitmap.readJPEG(from: ImageViewTests.fixtures + "landscape-240x160.jpg")
        let root = VStackNode(spacing: 16, alignment: .fill)
        root.background = .color(.system(.systemBackground))
        root.padding = EdgeInsets(16)
        let modes = FlowNode(spacing: 14, lineSpacing: 12)
        for mode in ImageContentMode.allCases {
            let view = ImageView(source: .bitmap(photo), contentMode: mode, label: mode.rawValue)
            view.imageScale = 4
            modes.addChild(tile(view, caption: mode.rawValue))
        }
        root.addChild(modes)
        // A file whose decode is never delivered (its own decoder): the placeholder.
        let waiting = ImageView(source: .file(ImageViewTests.fixtures + "landscape-240x160.jpg"),
                                cache: ImageCache(byteBudget: 1 << 20, decoder: ImageDecoder()))
        let unclipped = ImageView(source: .bitmap(photo), contentMode: .scaleAspectFit)
        unclipped.horizontalSizing = .fixed(96)
        unclipped.verticalSizing = .fixed(84)
        let large = ImageView(source: .bitmap(photo), contentMode: .scaleAspectFill)
        large.horizontalSizing = .fixed(96)
        large.verticalSizing = .fixed(84)
        large.clipsToBounds = true
        large.cornerRadius = 42
        root.addChild(HStackNode(spacing: 14, alignment: .top, children: [
            tile(waiting, caption: "loading"),
            VStackNode(spacing: 4, children: [unclipped, TextNode("fit, no fill", style: .caption2, color: .secondaryLabel)]),
            VStackNode(spacing: 4, children: [large, TextNode("fill, round", style: .caption2, color: .secondaryLabel)]),
            Spacer(),
        ]))
        return root
    }

    func render(rtl: Bool, scheme: ColorScheme, scale: Double = 2) throws -> Bitmap {
        let root = try sheet()
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: Int(390 * scale), height: Int(600 * scale)),
                               scale: scale, environment: env)
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.layoutIfNeeded()
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Image view content modes, light, left to right, 2×")
    func lightLTR() throws {
        try expectGolden(try render(rtl: false, scheme: .light), "ImageView/image-view-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Image view content modes, dark, left to right, 2×")
    func darkLTR() throws {
        try expectGolden(try render(rtl: false, scheme: .dark), "ImageView/image-view-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Image view content modes, light, right to left, 2×: leading and trailing mirror")
    func lightRTL() throws {
        try expectGolden(try render(rtl: true, scheme: .light), "ImageView/image-view-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Image view content modes, dark, right to left, 2×")
    func darkRTL() throws {
        try expectGolden(try render(rtl: true, scheme: .dark), "ImageView/image-view-dark-rtl@2x", tolerance: tolerance)
    }

    /// The edit menu with Copy over a photo after a long press in its middle, at 2×.
    func renderEditMenu(rtl: Bool, scheme: ColorScheme) throws -> Bitmap {
        let photo = try Bitmap.readJPEG(from: ImageViewTests.fixtures + "landscape-240x160.jpg")
        let root = Node()
        root.background = .color(.system(.systemBackground))
        let view = ImageView(source: .bitmap(photo), contentMode: .scaleAspectFill, label: "Landscape")
        view.clipsToBounds = true
        view.cornerRadius = 10
        view.allowsCopy = true
        root.addChild(view)
        view.frame = Rect(x: 20, y: 20, width: 200, height: 140)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.locale = rtl ? .arabic : .english
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 480, height: 360), scale: 2, environment: env)
        owner.layoutIfNeeded()
        view.showEditMenu(at: Point(x: 100, y: 80))
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Image view edit menu (Copy), light, left to right, 2×")
    func editMenuLight() throws {
        try expectGolden(try renderEditMenu(rtl: false, scheme: .light), "ImageView/edit-menu-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Image view edit menu (Copy), dark, left to right, 2×")
    func editMenuDark() throws {
        try expectGolden(try renderEditMenu(rtl: false, scheme: .dark), "ImageView/edit-menu-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Image view edit menu (Copy), light, Arabic right to left, 2×")
    func editMenuRTL() throws {
        try expectGolden(try renderEditMenu(rtl: true, scheme: .light), "ImageView/edit-menu-light-rtl@2x", tolerance: tolerance)
    }
}
