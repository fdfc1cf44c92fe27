import Runtime
import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery magnified by Zoom on the runtime's host, as a board with `zoom = on` shows it
/// after three fingers double-tapped: goldens of the part in view, light and dark, LTR and RTL.
@MainActor
@Suite("Gallery zoomed")
struct GalleryZoomTests {
    @Test("The toggles screen at 2× around three fingers, English light and Arabic dark",
          arguments: [(GalleryLanguage.english, ColorScheme.light), (.arabic, .dark)])
    func zoomedToggles(language: GalleryLanguage, scheme: ColorScheme) throws {
        let size = PixelSize(width: 800, height: 480)
        let app = ScanoutGallery(screen: .toggles)
        let instance = AppInstance(app, configuration: GalleryRun.configuration(
            size: size, scale: 1, language: language, colorScheme: scheme))
        let session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: try TestFonts.system())
        instance.attach(to: session.host)
        instance.launch()
        session.run(until: 1)
        session.host.zoom.isEnabled = true
        // Three fingers double-tapped near the switches: the point under the fingers stays where
        // it is, so the trailing part of the rows comes into view (the left part in Arabic).
        let x = language.layoutDirection == .rightToLeft ? 40 : 760
        session.play(try TouchScript("double-tap \(x),150 fingers=3\n"))
        session.run(until: 3)
        #expect(session.host.zoom.level == 2)
        try expectGolden(session.display.frame, "Zoom/toggles-2x-\(scheme == .dark ? "dark" : "light")-\(language.rawValue)",
                         tolerance: .perChannel(2, maxDifferingPixels: 0))
    }
}
