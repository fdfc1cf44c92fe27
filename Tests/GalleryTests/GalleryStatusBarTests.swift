import Scanout
import Runtime
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery under the runtime's status bar, as on a board with `status-bar = on`: the bar
/// over its top, the gallery's bars and content below it, on a 7" panel (800×480).
@MainActor
@Suite("Gallery under the status bar")
struct GalleryStatusBarTests {
    @Test("The navigation screen under the status bar, light, English; and Arabic dark, 800×480",
          arguments: [(GalleryLanguage.english, ColorScheme.light), (.arabic, .dark)])
    func navigation(language: GalleryLanguage, scheme: ColorScheme) throws {
        let fonts = try TestFonts.system()
        let frame = try ScreenshotMode.renderGallery(screen: .navigation, language: language, colorScheme: scheme,
                                                     pixelSize: PixelSize(width: 800, height: 480), scale: 1,
                                                     statusBar: true, fonts: fonts)
        let name = "StatusBar/gallery-navigation-\(language.rawValue)-\(scheme == .dark ? "dark" : "light")"
        try expectGolden(frame, name, tolerance: .perChannel(2, maxDifferingPixels: 0))
    }

    @Test("The status bar pushes the gallery's top safe area down by 20 pt; without it nothing moves")
    func safeArea() throws {
        var configuration = GalleryRun.configuration(size: PixelSize(width: 800, height: 480), scale: 1,
                                                     language: .english, colorScheme: .light)
        configuration.statusBarSource = FixedStatusBarSource()
        let instance = AppInstance(ScanoutGallery(screen: .navigation), configuration: configuration)
        instance.launch()
        _ = try ScreenshotMode.render(instance, pixelSize: PixelSize(width: 800, height: 480), scale: 1,
                                      fonts: try TestFonts.system())
        #expect(instance.scene.safeAreaInsets.top == 20)
        #expect(instance.statusBar?.bar.frame == Rect(x: 0, y: 0, width: 800, height: 20))
        #expect(instance.statusBar?.bar.timeNode.text == "9:41")
    }
}
