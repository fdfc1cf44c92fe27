import Devices
import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Boot

/// The handover from the splash to an app on the same host, display and buffers: every frame
/// presented is whole (the splash, then the app), never one without content between them.
@MainActor
@Suite("Boot handover")
struct BootHandoverTests {

    func app(size: PixelSize) -> SceneContent {
        let root = VStackNode(spacing: 12, alignment: .center)
        root.background = .color(.fixed(Color(hex: 0xF2F2F7)))
        root.addChild(Spacer())
        root.addChild(TextNode("Welcome", style: .largeTitle))
        root.addChild(Spacer())
        return SceneContent(owner: SceneOwner(root: root, pixelSize: size, scale: 1))
    }

    @Test("The app's first frame replaces the splash's last in one present, drawn whole")
    func noEmptyFrame() throws {
        let fonts = try TestFonts.system()
        let size = PixelSize(width: 480, height: 320)
        var theme = BootTheme()
        theme.indicator = .progress
        let splash = BootSplash(theme: theme, logo: BootLogo.scanoutArtwork, pixelSize: size, scale: 1)
        splash.setProgress(100)
        let clock = VirtualHostClock()
        let display = RecordingDisplay(pixelSize: size)
        let host = AppHost(content: splash.content, clock: clock, fonts: fonts)
        host.show(on: display)
        host.update()
        let splashFrames = display.shown.count
        #expect(splashFrames == 1)
        host.replaceContent(with: app(size: size))
        host.update()
        #expect(display.shown.count == splashFrames + 1)
        let reference = HeadlessSession(content: app(size: size), pixelSize: size, fonts: fonts)
        reference.run()
        let first = display.shown[splashFrames]
        #expect(differingPixels(first, reference.display.frame) == 0)
        #expect(differingPixels(display.shown[0], first) > 0)
        for frame in display.shown { #expect(isOpaqueEverywhere(frame)) }
        #expect(host.input != nil)
    }
}
