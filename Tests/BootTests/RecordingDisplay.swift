import Devices
import Graphics

/// A display that keeps a copy of every frame as it would be on screen (the boot handover tests
/// look at each).
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

/// How many pixels of two bitmaps of one size differ.
func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    var count = 0
    for y in 0..<a.size.height {
        for x in 0..<a.size.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
}

/// Whether every seventh pixel of every seventh row is opaque: a frame with content everywhere.
func isOpaqueEverywhere(_ bitmap: Bitmap) -> Bool {
    for y in stride(from: 0, to: bitmap.size.height, by: 7) {
        for x in stride(from: 0, to: bitmap.size.width, by: 7) where bitmap[x, y] >> 24 != 0xFF { return false }
    }
    return true
}
