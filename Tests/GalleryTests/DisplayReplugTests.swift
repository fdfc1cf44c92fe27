import Scanout
import Devices
import Runtime
import ScanoutTesting
import Testing
@testable import Gallery

/// A display unplugged during an animation and plugged back at another mode (a connector whose
/// preferred mode changed, or another panel on the same connector): the app is laid out again
/// at the new size, drawn whole on it, and touches land where its controls now are.
@Suite("Display replugged at another mode")
@MainActor
struct DisplayReplugTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("Unplugged mid-animation at 800×480, back at 1280×800: two columns, the same state, drawn as a fresh start at that size, touches mapped anew")
    func replugAtAnotherMode() throws {
        let small = PixelSize(width: 800, height: 480), large = PixelSize(width: 1280, height: 800)
        let fixture = try GallerySessionFixture(screen: .toggles, size: small, fonts: fonts)
        let gallery = fixture.gallery, session = fixture.session
        let bluetooth = try #require(fixture.node("switch bluetooth") as? Switch)
        #expect(!bluetooth.isOn)
        #expect(!(gallery.scroll.content.children.first is HStackNode), "800 pt wide: one column of sections")

        // Tap the switch (50 ms), and pull the display 50 ms into its knob's animation.
        try fixture.play("tap \(fixture.centre(of: bluetooth))", for: 0.1)
        #expect(bluetooth.isOn)
        let framesBefore = session.host.statistics.frames
        session.host.removeDisplay()
        session.run(until: session.clock.now + 2)
        #expect(session.host.statistics.frames == framesBefore, "no display: no frame")

        // The connector comes back with another preferred mode.
        let replugged = HeadlessDisplay(pixelSize: large, scale: 1)
        session.host.show(on: replugged)
        session.run()
        #expect(gallery.owner.pixelSize == large, "laid out for the new mode")
        #expect(gallery.scroll.content.children.first is HStackNode, "1280 pt wide: two columns of sections")
        #expect(replugged.presentedFrameCount > 0 && replugged.lastDamage.contains(PixelRect(size: large)),
                "drawn whole on the new display")
        #expect(bluetooth.isOn && fixture.node("switch bluetooth") === bluetooth,
                "the same switch, still on: the relayout kept the controls and their state")
        // The picture is the gallery started at 1280×800 with the same switch turned on.
        let wide = try GalleryFixture(screen: .toggles)  // laid out at 1280×800
        let reference = try ScreenshotMode.renderGallery(
            screen: .toggles, language: .english, colorScheme: .light, pixelSize: large, scale: 1,
            script: try TouchScript("tap \(try wide.centre(of: "switch bluetooth"))\nwait 1\n"), fonts: fonts)
        let comparison = try #require(ImageComparison(replugged.frame, reference, perChannel: 2), "same size")
        #expect(comparison.differingPixels == 0,
                "the replugged display equals a fresh start at 1280×800: \(comparison.differingPixels) pixels differ in \(comparison.differingBounds)")

        // Touches are mapped for the new mode: the Wi-Fi switch where it is now turns off.
        let wifi = try #require(fixture.node("switch wifi") as? Switch)
        #expect(wifi.isOn)
        try fixture.play("tap \(fixture.centre(of: wifi))")
        #expect(!wifi.isOn, "a tap at the Wi-Fi switch's new place toggles it")
    }
}
