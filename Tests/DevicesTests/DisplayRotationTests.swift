import Graphics
import Testing
@testable import Devices

@Suite("Display rotation in the copy step and for touch")
struct DisplayRotationTests {
    /// A 4×2 scene with distinct pixels, copied into a rotated panel.
    func rotated(_ rotation: DisplayRotation) -> (panel: PixelSize, pixels: [UInt32]) {
        let scene = Bitmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { scene[x, y] = UInt32(0xFF00_0000 | (y * 4 + x)) } }
        let panel = rotation.swapsAxes ? PixelSize(width: 2, height: 4) : PixelSize(width: 4, height: 2)
        var memory = [UInt32](repeating: 0, count: 8)
        memory.withUnsafeMutableBytes { raw in
            rotation.copy(scene.bounds, of: scene, into: raw.baseAddress!, stride: panel.width * 4, panel: panel)
        }
        return (panel, memory.map { $0 & 0xFF })
    }

    @Test("Each rotation puts the scene's first pixel in the right corner")
    func copies() {
        #expect(rotated(.none).pixels == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(rotated(.half).pixels == [7, 6, 5, 4, 3, 2, 1, 0])
        // 90° clockwise: the scene's left column becomes the panel's top row, read bottom-up.
        #expect(rotated(.clockwise90).pixels == [4, 0, 5, 1, 6, 2, 7, 3])
        #expect(rotated(.clockwise270).pixels == [3, 7, 2, 6, 1, 5, 0, 4])
    }

    @Test("A damage rect spanning several tiles lands pixel for pixel where the turn puts it, nothing else written",
          arguments: [DisplayRotation.half, .clockwise90, .clockwise270])
    func tiledCopy(rotation: DisplayRotation) {
        let scene = Bitmap(width: 70, height: 45)
        for y in 0..<45 { for x in 0..<70 { scene[x, y] = UInt32(0xFF00_0000 | (y << 8) | x) } }
        let panel = rotation.swapsAxes ? PixelSize(width: 45, height: 70) : PixelSize(width: 70, height: 45)
        let damage = PixelRect(x: 5, y: 3, width: 62, height: 41)
        var memory = [UInt32](repeating: 0, count: 70 * 45)
        memory.withUnsafeMutableBytes { raw in
            rotation.copy(damage, of: scene, into: raw.baseAddress!, stride: panel.width * 4, panel: panel)
        }
        var expected = [UInt32](repeating: 0, count: 70 * 45)
        for y in damage.y..<damage.maxY {
            for x in damage.x..<damage.maxX {
                let (px, py): (Int, Int) = switch rotation {
                case .none: (x, y)
                case .half: (panel.width - 1 - x, panel.height - 1 - y)
                case .clockwise90: (panel.width - 1 - y, x)
                case .clockwise270: (y, panel.height - 1 - x)
                }
                expected[py * panel.width + px] = scene[x, y]
            }
        }
        #expect(memory == expected)
    }

    @Test("panelRect agrees with the pixel copy, and touch maps back to the scene")
    func rectsAndTouch() {
        let panel = PixelSize(width: 2, height: 4)
        // Scene pixel (0,0) lands at panel (1,0) for 90°.
        #expect(DisplayRotation.clockwise90.panelRect(PixelRect(x: 0, y: 0, width: 1, height: 1), panel: panel)
                == PixelRect(x: 1, y: 0, width: 1, height: 1))
        #expect(DisplayRotation.clockwise90.scenePoint(fromPanel: Point(x: 1.5, y: 0.5), panel: panel) == Point(x: 0.5, y: 0.5))
        #expect(DisplayRotation.clockwise270.scenePoint(fromPanel: Point(x: 0.5, y: 3.5), panel: panel) == Point(x: 0.5, y: 0.5))
        #expect(DisplayRotation.half.scenePoint(fromPanel: Point(x: 3.5, y: 1.5), panel: PixelSize(width: 4, height: 2)) == Point(x: 0.5, y: 0.5))
        #expect(DisplayRotation.clockwise90.sceneSize(forPanel: PixelSize(width: 800, height: 480)) == PixelSize(width: 480, height: 800))
    }
}
