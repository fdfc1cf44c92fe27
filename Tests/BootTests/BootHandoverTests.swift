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
    /// A display that keeps a copy of every frame as it would be on screen.
    final class RecordingDisplay: Display {
        let pixelSize: PixelSize
        let scale = 1.0
        let screen: Bitmap
        var shown: [Bitmap] = []
        init(pixelSize: PixelSize) {
            self.pixelSize = pixelSize
            screen = Bitmap(size: pixelSize)
        }
        func present(_ frame: Bitmap, damage: [PixelRect]) throws(DisplayError) {
            for rect in damage { frame.copy(rect, into: screen) }
            let copy = Bitmap(size: pixelSize)
            screen.copy(PixelRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height), into: copy)
            shown.append(copy)
        }
    }

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

    func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        var count = 0
        for y in 0..<a.size.height {
            for x in 0..<a.size.width where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    func isOpaqueEverywhere(_ bitmap: Bitmap) -> Bool {
        for y in stride(from: 0, to: bitmap.size.height, by: 7) {
            for x in stride(from: 0, to: bitmap.size.width, by: 7) where bitmap[x, y] >> 24 != 0xFF { return false }
        }
        return true
    }
}
