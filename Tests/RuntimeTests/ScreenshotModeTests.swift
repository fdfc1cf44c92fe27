import Glibc
import Graphics
import Testing
@testable import Runtime

@Suite("Screenshot mode")
@MainActor
struct ScreenshotModeTests {
    @Test("Unusable sizes and scales are errors, not crashes")
    func badInput() {
        #expect(throws: ScreenshotError.self) { try ScreenshotMode.pixelSize(Size(width: 0, height: 10), scale: 1) }
        #expect(throws: ScreenshotError.self) { try ScreenshotMode.pixelSize(Size(width: 10, height: 10), scale: .nan) }
        #expect(throws: ScreenshotError.self) { try ScreenshotMode.pixelSize(Size(width: 10_000, height: 10), scale: 1) }
        #expect(throws: ScreenshotError.self) {
            try ScreenshotMode.write(Bitmap(width: 10, height: 10), scale: 1, to: "/dev/null/x", name: "x.png")
        }
    }
}
