import Glibc
import Graphics
import Testing
@testable import Runtime

@Suite("Screenshot mode")
@MainActor
struct ScreenshotModeTests {
    @Test("The demo screenshot is written at size × scale pixels and shows the grouped background")
    func writesDemo() throws {
        let folder = "/tmp/scanout-screenshot-\(getpid())"
        let path = try ScreenshotMode.writeDemo(size: Size(width: 400, height: 300), scale: 2, to: folder + "/nested")
        let image = try Bitmap.readPNG(from: path)
        #expect(image.size == PixelSize(width: 800, height: 600))
        #expect(image[799, 200] == Color(hex: 0xF2F2F7).premultipliedPixel)
        #expect(image[10, 10] == Color(hex: 0xF9F9F9).premultipliedPixel)
        // The first switch (on) is a green pill with its white knob at the trailing end.
        #expect(image[642, 172] == Color(hex: 0x34C759).premultipliedPixel)
        #expect(image[730, 172] == Color.white.premultipliedPixel)
    }

    @Test("Unusable sizes and scales are errors, not crashes")
    func badInput() {
        #expect(throws: ScreenshotError.self) { try ScreenshotMode.writeDemo(size: Size(width: 0, height: 10), scale: 1, to: "/tmp/x") }
        #expect(throws: ScreenshotError.self) { try ScreenshotMode.writeDemo(size: Size(width: 10, height: 10), scale: .nan, to: "/tmp/x") }
        #expect(throws: ScreenshotError.self) { try ScreenshotMode.writeDemo(size: Size(width: 10, height: 10), scale: 1, to: "/dev/null/x") }
    }
}
