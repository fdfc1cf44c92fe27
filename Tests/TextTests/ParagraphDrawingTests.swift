import Graphics
import Testing
@testable import Text

@Suite("Drawing paragraphs")
struct ParagraphDrawingTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    func inked(_ bitmap: Bitmap) -> PixelRect {
        var box = PixelRect.zero
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] != 0 {
            let p = PixelRect(x: x, y: y, width: 1, height: 1)
            box = box.isEmpty ? p : box.union(p)
        } }
        return box
    }

    @Test("Drawing touches only pixels inside the clip")
    func clip() {
        let paragraph = Paragraph("Wi-Fi and Bluetooth", fonts: fonts)
        let clip = PixelRect(x: 20, y: 5, width: 30, height: 12)
        let bitmap = Bitmap(width: 200, height: 40)
        paragraph.draw(in: bitmap, at: Point(x: 2, y: 2), scale: 1, color: .black, clip: clip)
        let box = inked(bitmap)
        #expect(!box.isEmpty)
        #expect(clip.contains(box))
    }

    @Test("Text takes the colour it is drawn with, and scale doubles its size")
    func colourAndScale() {
        let paragraph = Paragraph("HHHH", style: ParagraphStyle(font: Font(pointSize: 20)), fonts: fonts)
        let one = Bitmap(width: 120, height: 40), two = Bitmap(width: 240, height: 80)
        let red = Color(red: 1, green: 0, blue: 0)
        paragraph.draw(in: one, at: .zero, scale: 1, color: red)
        paragraph.draw(in: two, at: .zero, scale: 2, color: red)
        let a = inked(one), b = inked(two)
        #expect(abs(b.width - 2 * a.width) <= 2 && abs(b.height - 2 * a.height) <= 2)
        var solid = 0
        for y in 0..<one.height { for x in 0..<one.width where one[x, y] == 0xFFFF_0000 { solid += 1 } }
        #expect(solid > 50)  // fully covered stem pixels are exactly the colour
        // The caps sit on the baseline: ink ends within a pixel of it.
        #expect(abs(Double(a.maxY) - paragraph.firstBaseline) <= 1)
    }
}

@Suite("Drawing paragraphs on a canvas")
struct ParagraphCanvasTests {
    let fonts: FontSystem
    init() throws { fonts = try TextFixture.fonts() }

    @Test("On a canvas, text lands where it lands in a bitmap, moved by the canvas's translation")
    func sameAsBitmap() {
        let paragraph = Paragraph("Wi-Fi שלום 設定 🎉", width: 200, fonts: fonts)
        let direct = Bitmap(width: 240, height: 60), viaCanvas = Bitmap(width: 240, height: 60)
        paragraph.draw(in: direct, at: Point(x: 5, y: 6), scale: 2, color: .black)
        let canvas = Canvas(bitmap: viaCanvas, scale: 2)
        canvas.translate(x: 3, y: 4)
        paragraph.draw(in: canvas, at: Point(x: 2, y: 2), color: .black)
        var differing = 0
        for y in 0..<60 { for x in 0..<240 where direct[x, y] != viaCanvas[x, y] { differing += 1 } }
        #expect(differing == 0)
    }

    @Test("On a canvas, the clip and the damage limit what text touches")
    func clipAndDamage() {
        let paragraph = Paragraph("Bluetooth and Wi-Fi settings", fonts: fonts)
        let bitmap = Bitmap(width: 240, height: 40)
        let damage = PixelRect(x: 0, y: 0, width: 100, height: 40)
        let canvas = Canvas(bitmap: bitmap, scale: 1, damage: [damage])
        canvas.clip(to: Rect(x: 30, y: 0, width: 200, height: 40))
        paragraph.draw(in: canvas, at: Point(x: 4, y: 4), color: .black)
        var inked = 0
        for y in 0..<40 { for x in 0..<240 where bitmap[x, y] != 0 {
            inked += 1
            #expect(x >= 30 && x < 100)
        } }
        #expect(inked > 50)
    }
}
