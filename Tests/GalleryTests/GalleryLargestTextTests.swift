import Scanout
import Runtime
import ScanoutAppTesting
import ScanoutTesting
import Testing
@testable import Gallery

/// Dynamic Type's largest size (Accessibility XXXL, body 53 pt) with Bold Text on every gallery
/// screen, on a common panel: text wraps and rows grow, and nothing is cut off that scrolling
/// cannot bring into view (``ClippingAudit``).
@MainActor
@Suite("Gallery screens at the largest text size")
struct GalleryLargestTextTests {
    @Test("Nothing is clipped at Accessibility XXXL with Bold Text on a 1280×800 panel", arguments: GalleryScreen.allCases)
    func nothingClipped(screen: GalleryScreen) throws {
        let fonts = try TestFonts.system()
        let size = PixelSize(width: 1280, height: 800)
        var configuration = GalleryRun.configuration(size: size, scale: 1, language: .english, colorScheme: .light)
        configuration.environment.textSize = .accessibilityExtraExtraExtraLarge
        configuration.environment.boldText = true
        let instance = AppInstance(ScanoutGallery(screen: screen), configuration: configuration)
        let session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: fonts, clockStart: 4_321.5)
        instance.attach(to: session.host)
        instance.launch()
        try session.runUntilSettled(settlingFrames: 8)
        #expect(instance.scene.environment.textSize == .accessibilityExtraExtraExtraLarge)
        let clipped = ClippingAudit.clippedElements(in: instance.scene)
        #expect(clipped.isEmpty, "\(screen): \(clipped.count) cut off: \(clipped.prefix(6))")
    }
}
