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
                                                     statusBar: .screenshot, fonts: fonts)
        let name = "StatusBar/gallery-navigation-\(language.rawValue)-\(scheme == .dark ? "dark" : "light")"
        try expectGolden(frame, name, tolerance: .perChannel(2, maxDifferingPixels: 0))
    }

    @Test("`--status-bar time=21:05,battery=15,wifi=1` on the command line: the gallery's screenshot shows those values, 800×480",
          arguments: [GalleryLanguage.english, .arabic])
    func statusBarOption(language: GalleryLanguage) throws {
        let options = try AppLaunchOptions(parsing: [
            "--screenshot", "unused.png", "--language", language.rawValue, "--status-bar", "time=21:05,battery=15,wifi=1",
        ])
        let status = try #require(options.statusBar)
        #expect(status == StatusBarStatus(time: StatusBarTime(hour: 21, minute: 5), network: .wifi(bars: 1),
                                          battery: StatusBarBattery(level: 15, isCharging: false)))
        var configuration = GalleryRun.configuration(size: PixelSize(width: 800, height: 480), scale: 1,
                                                     language: language, colorScheme: .light)
        configuration.useStatusBar(of: options.board, headless: options.headless, fixed: options.statusBar)
        let instance = AppInstance(ScanoutGallery(screen: .navigation), configuration: configuration)
        instance.launch()
        let frame = try ScreenshotMode.render(instance, pixelSize: PixelSize(width: 800, height: 480), scale: 1,
                                              fonts: try TestFonts.system())
        #expect(instance.statusBar?.bar.timeNode.text == (language == .arabic ? "٩:٠٥" : "9:05"))
        try expectGolden(frame, "StatusBar/gallery-status-option-\(language.rawValue)",
                         tolerance: .perChannel(2, maxDifferingPixels: 0))
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
