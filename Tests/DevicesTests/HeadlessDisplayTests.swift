import Graphics
import Testing
@testable import Devices

@Suite("Headless display")
@MainActor
struct HeadlessDisplayTests {
    @Test("Only damaged pixels reach the screen, as on a scanout display")
    func damageOnly() throws {
        let display = HeadlessDisplay(pixelSize: PixelSize(width: 10, height: 10))
        let frame = Bitmap(width: 10, height: 10)
        frame.clear(.white)
        try display.present(frame, damage: [PixelRect(x: 0, y: 0, width: 5, height: 10)])
        #expect(display.frame[4, 9] == 0xFFFF_FFFF)
        #expect(display.frame[5, 0] == 0)
        #expect(display.presentedFrameCount == 1)
    }

    @Test("Showing the presented frame: no copy, the frame itself is what the display shows")
    func presentedFrame() throws {
        let display = HeadlessDisplay(pixelSize: PixelSize(width: 10, height: 10), frontBuffer: .presentedFrame)
        #expect(display.frame[0, 0] == 0)
        let frame = Bitmap(width: 10, height: 10)
        frame.clear(.white)
        try display.present(frame, damage: [PixelRect(x: 0, y: 0, width: 5, height: 10)])
        #expect(display.frame === frame)
        // The pixels outside the damage are the frame's too: nothing stale, nothing copied.
        #expect(display.frame[5, 0] == 0xFFFF_FFFF)
        #expect(display.presentedFrameCount == 1)
        #expect(display.lastDamage == [PixelRect(x: 0, y: 0, width: 5, height: 10)])
        #expect(throws: DisplayError.sizeMismatch(frame: PixelSize(width: 3, height: 3), display: display.pixelSize)) {
            try display.present(Bitmap(width: 3, height: 3), damage: [])
        }
        #expect(display.frame === frame)
    }

    @Test("A frame of the wrong size is refused")
    func wrongSize() {
        let display = HeadlessDisplay(pixelSize: PixelSize(width: 10, height: 10))
        #expect(throws: DisplayError.sizeMismatch(frame: PixelSize(width: 3, height: 3), display: display.pixelSize)) {
            try display.present(Bitmap(width: 3, height: 3), damage: [])
        }
    }
}
