import Scanout
import Runtime
import ScanoutTesting
import Testing
@testable import Gallery

@Suite("Screenshot and run --headless")
@MainActor
struct HeadlessRunTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("`scanout screenshot` and `scanout run --headless` show the same pixels for the same script")
    func samePixels() throws {
        // A tap on the switcher's Toolbars item, wherever the switcher puts it.
        let size = PixelSize(width: 1280, height: 800)
        let probe = try GalleryFixture(screen: .toggles)
        let script = try TouchScript("wait 0.2\ntap \(try probe.centre(of: "screen toolbars"))\nwait 0.5\n")
        let shot = try ScreenshotMode.renderGallery(screen: .toggles, language: .english, colorScheme: .light,
                                                pixelSize: size, scale: 1, script: script, fonts: fonts)
        let run = GalleryRun.runHeadless(size: size, scale: 1, fonts: fonts, screen: .toggles, language: .english,
                                         colorScheme: .light, script: script)
        #expect(run.display.frame.hasSamePixels(as: shot))
        let untouched = try ScreenshotMode.renderGallery(screen: .toggles, language: .english, colorScheme: .light,
                                                     pixelSize: size, scale: 1, fonts: fonts)
        let toolbars = try ScreenshotMode.renderGallery(screen: .toolbars, language: .english, colorScheme: .light,
                                                    pixelSize: size, scale: 1, fonts: fonts)
        #expect(!shot.hasSamePixels(as: untouched), "the script changed the screen")
        #expect(shot.hasSamePixels(as: toolbars), "the tap showed the toolbars screen")
        #expect(run.statistics.frames > 1)
    }

    @Test("A timer switches the screen with no input: the display shows the new screen")
    func timerSwitchesScreen() throws {
        let size = PixelSize(width: 1024, height: 768)
        let app = GalleryApp(screen: .toggles, language: .english, colorScheme: .light, pixelSize: size, scale: 1)
        let session = HeadlessSession(content: GalleryContent(app: app), pixelSize: size, scale: 1, fonts: fonts)
        session.host.schedule(after: 2) { app.show(.toolbars) }
        session.run()
        let toolbars = try ScreenshotMode.renderGallery(screen: .toolbars, language: .english, colorScheme: .light,
                                                    pixelSize: size, scale: 1, fonts: fonts)
        #expect(app.screen == .toolbars)
        #expect(session.display.frame.hasSamePixels(as: toolbars))
    }
}
