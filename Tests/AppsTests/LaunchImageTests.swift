import Glibc
import Scanout
import ScanoutTesting
import Testing

/// An app whose launch image the test chooses.
private final class PictureApp: App {
    let image: LaunchImage?

    init() { image = nil }
    init(image: LaunchImage) { self.image = image }

    var name: String { "Picture" }
    var launchImage: LaunchImage { image ?? .background }
    func makeRootView(context: AppContext) -> Node { Node() }
}

/// An app that gives no launch image at all.
private final class PlainApp: App {
    var name: String { "Plain" }
    func makeRootView(context: AppContext) -> Node { Node() }
}

/// A launch-image skeleton: a 44-point bar across the top and a 100-point panel at the leading
/// edge below it, in fixed colours; optionally a title (which the HIG says a launch image
/// should not have).
@MainActor
private func skeleton(withTitle: Bool = false) -> Node {
    let bar = Node()
    bar.background = .color(.fixed(Color(hex: 0xFF0000)))
    bar.horizontalSizing = .flexible
    bar.verticalSizing = .fixed(44)
    let panel = Node()
    panel.background = .color(.fixed(Color(hex: 0x0000FF)))
    panel.horizontalSizing = .fixed(100)
    panel.verticalSizing = .flexible
    let row = HStackNode(children: [panel, Spacer()])
    row.horizontalSizing = .flexible
    row.verticalSizing = .flexible
    var children: [Node] = [bar, row]
    if withTitle {
        let title = TextNode("Settings", style: .headline)
        title.name = "title"
        children.insert(title, at: 1)
    }
    return VStackNode(alignment: .leading, children: children)
}

@MainActor
private func instance(_ app: some App, size: PixelSize = PixelSize(width: 120, height: 200), scale: Double = 1,
                      scheme: ColorScheme = .light, direction: LayoutDirection = .leftToRight) throws -> AppInstance {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.layoutDirection = direction
    environment.fonts = try TestFonts.system()
    return AppInstance(app, configuration: AppConfiguration(pixelSize: size, scale: scale, environment: environment))
}

/// A fresh folder under /tmp for the test's files.
private func temporaryFolder() throws -> String {
    var template = Array("/tmp/scanout-launch-XXXXXX".utf8CString)
    return try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        .map { String(cString: $0) })
}

@MainActor
@Suite("Launch images")
struct LaunchImageTests {
    @Test("An app that gives none launches on the system background of its colour scheme")
    func defaultIsTheSystemBackground() throws {
        let light = try instance(PlainApp()).renderLaunchImage()
        #expect(light.size == PixelSize(width: 120, height: 200))
        #expect(light[0, 0] == 0xFFFF_FFFF && light[119, 199] == 0xFFFF_FFFF)
        let dark = try instance(PlainApp(), scheme: .dark).renderLaunchImage()
        #expect(dark[60, 100] == 0xFF00_0000)
    }

    @Test("A colour launch image is resolved for the screen's colour scheme, at the size asked for")
    func colour() throws {
        let app = PictureApp(image: .color(.system(.systemGroupedBackground)))
        let light = try instance(app).renderLaunchImage(pixelSize: PixelSize(width: 300, height: 100), scale: 2)
        #expect(light.size == PixelSize(width: 300, height: 100))
        #expect(light[150, 50] == 0xFFF2_F2F7)
        #expect(try instance(app, scheme: .dark).renderLaunchImage()[5, 5] == 0xFF00_0000)
    }

    @Test("A view launch image is laid out at the screen's size and scale and mirrors in right-to-left languages")
    func view() throws {
        let app = PictureApp(image: .view { skeleton() })
        var log: [String] = []
        let ltr = try instance(app, size: PixelSize(width: 400, height: 300), scale: 2)
        ltr.log = { log.append($0) }
        let image = ltr.renderLaunchImage()
        // 44 points of bar at scale 2: 88 pixels, across the whole width.
        #expect(image[2, 0] == 0xFFFF_0000 && image[397, 87] == 0xFFFF_0000 && image[200, 89] != 0xFFFF_0000)
        // The 100-point panel: 200 pixels at the leading edge under the bar.
        #expect(image[2, 120] == 0xFF00_00FF && image[198, 299] == 0xFF00_00FF)
        #expect(image[202, 120] == 0xFFFF_FFFF, "the system background beside it")
        #expect(log.isEmpty, "no text, nothing to report: \(log)")

        let narrow = try instance(app, size: PixelSize(width: 400, height: 300))
        let rtl = try instance(app, size: PixelSize(width: 400, height: 300), direction: .rightToLeft)
        let leading = narrow.renderLaunchImage()
        let mirrored = rtl.renderLaunchImage()
        #expect(leading[10, 100] == 0xFF00_00FF && leading[390, 100] == 0xFFFF_FFFF)
        #expect(mirrored[390, 100] == 0xFF00_00FF && mirrored[10, 100] == 0xFFFF_FFFF, "the leading side is the right in RTL")
        // Drawn again at another size (a rotated screen), it is laid out again.
        let portrait = narrow.renderLaunchImage(pixelSize: PixelSize(width: 300, height: 400), scale: 1)
        #expect(portrait.size == PixelSize(width: 300, height: 400))
        #expect(portrait[295, 20] == 0xFFFF_0000 && portrait[50, 390] == 0xFF00_00FF && portrait[290, 100] == 0xFFFF_FFFF)
    }

    @Test("Text in a view launch image is drawn but reported in the app's log (HIG §1.38: no text)")
    func textIsReported() throws {
        let app = PictureApp(image: .view { skeleton(withTitle: true) })
        var log: [String] = []
        let instance = try instance(app, size: PixelSize(width: 400, height: 300))
        instance.log = { log.append($0) }
        _ = instance.renderLaunchImage()
        #expect(log.count == 1)
        #expect(log.first?.contains("app picture: its launch image shows text (title)") == true, "\(log)")
        #expect(log.first?.contains("HIG §1.38") == true)
    }

    @Test("A PNG launch image covers the screen with its aspect kept; the landscape picture is used on a wide screen")
    func png() throws {
        let folder = try temporaryFolder()
        let portraitPath = folder + "/launch.png"
        let landscapePath = folder + "/launch-landscape.png"
        defer {
            unlink(portraitPath)
            unlink(landscapePath)
            rmdir(folder)
        }
        // Portrait: 10×20, its top half red, its bottom half blue.
        let portrait = Bitmap(size: PixelSize(width: 10, height: 20))
        portrait.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), color: Color(hex: 0xFF0000))
        portrait.fill(PixelRect(x: 0, y: 10, width: 10, height: 10), color: Color(hex: 0x0000FF))
        try portrait.writePNG(to: portraitPath)
        // Landscape: 20×10, its leading half green, its trailing half black.
        let landscape = Bitmap(size: PixelSize(width: 20, height: 10))
        landscape.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), color: Color(hex: 0x00FF00))
        landscape.fill(PixelRect(x: 10, y: 0, width: 10, height: 10), color: Color(hex: 0x000000))
        try landscape.writePNG(to: landscapePath)

        let app = PictureApp(image: .png(path: portraitPath, landscapePath: landscapePath))
        let tall = try instance(app, size: PixelSize(width: 100, height: 200)).renderLaunchImage()
        #expect(tall[50, 50] == 0xFFFF_0000 && tall[50, 150] == 0xFF00_00FF)
        // A square screen: the portrait picture is scaled to the width (100×200) and centred,
        // so its top and bottom 50 pixels are cut off and the colours meet in the middle.
        let square = try instance(app, size: PixelSize(width: 100, height: 100)).renderLaunchImage()
        #expect(square[50, 10] == 0xFFFF_0000 && square[50, 90] == 0xFF00_00FF)
        #expect(square[0, 0] >> 24 == 0xFF, "covered to the corners")
        let wide = try instance(app, size: PixelSize(width: 200, height: 100)).renderLaunchImage()
        #expect(wide[50, 50] == 0xFF00_FF00 && wide[150, 50] == 0xFF00_0000)
        // Without a landscape picture, the one picture covers every orientation.
        let single = PictureApp(image: .png(path: portraitPath))
        let covered = try instance(single, size: PixelSize(width: 200, height: 100)).renderLaunchImage()
        #expect(covered[100, 5] == 0xFFFF_0000 && covered[100, 95] == 0xFF00_00FF)
    }

    @Test("A launch image that cannot be read is an error naming the file; the app launches on the background, logged")
    func unreadablePNG() throws {
        let missing = "/tmp/scanout-no-such-folder/launch.png"
        let image = LaunchImage.png(path: missing)
        #expect(throws: LaunchImageError.self) { try image.render(pixelSize: PixelSize(width: 10, height: 10), scale: 1) }
        do {
            _ = try image.render(pixelSize: PixelSize(width: 10, height: 10), scale: 1)
        } catch {
            #expect(error.description.hasPrefix("cannot read the launch image “\(missing)”"), "\(error)")
        }

        var log: [String] = []
        let instance = try instance(PictureApp(image: image), scheme: .dark)
        instance.log = { log.append($0) }
        let shown = instance.renderLaunchImage()
        #expect(shown[60, 100] == 0xFF00_0000, "the dark system background instead")
        #expect(log.count == 1)
        #expect(log.first?.contains(missing) == true && log.first?.contains("system background") == true, "\(log)")
    }
}
