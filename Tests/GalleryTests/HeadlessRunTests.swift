import Scanout
import Testing
@testable import Gallery

@Suite("Screenshot and run --headless")
@MainActor
struct HeadlessRunTests {
    @Test("`scanout screenshot` and `scanout run --headless` show the same pixels for the same script")
    func samePixels() throws {
        // A tap on the switcher's Toolbars item (the third of five: 20 + 2 × (241.6 + 8) + 120.8 = 640).
        let script = try TouchScript("wait 0.2\ntap 640,778\nwait 0.5\n")
        let size = PixelSize(width: 1280, height: 800)
        let shot = ScreenshotMode.renderGallery(screen: .toggles, language: .english, colorScheme: .light,
                                                pixelSize: size, scale: 1, script: script)
        let run = GalleryRun.runHeadless(size: size, scale: 1, screen: .toggles, language: .english,
                                         colorScheme: .light, script: script)
        #expect(run.display.frame.hasSamePixels(as: shot))
        let untouched = ScreenshotMode.renderGallery(screen: .toggles, language: .english, colorScheme: .light,
                                                     pixelSize: size, scale: 1)
        let toolbars = ScreenshotMode.renderGallery(screen: .toolbars, language: .english, colorScheme: .light,
                                                    pixelSize: size, scale: 1)
        #expect(!shot.hasSamePixels(as: untouched), "the script changed the screen")
        #expect(shot.hasSamePixels(as: toolbars), "the tap showed the toolbars screen")
        #expect(run.statistics.frames > 1)
    }

    @Test("A timer switches the screen with no input: the display shows the new screen")
    func timerSwitchesScreen() {
        let size = PixelSize(width: 1024, height: 768)
        let app = GalleryApp(screen: .toggles, language: .english, colorScheme: .light, pixelSize: size, scale: 1)
        let session = HeadlessSession(content: GalleryContent(app: app), pixelSize: size, scale: 1)
        session.host.schedule(after: 2) { app.show(.toolbars) }
        session.run()
        let toolbars = ScreenshotMode.renderGallery(screen: .toolbars, language: .english, colorScheme: .light,
                                                    pixelSize: size, scale: 1)
        #expect(app.screen == .toolbars)
        #expect(session.display.frame.hasSamePixels(as: toolbars))
    }
}
