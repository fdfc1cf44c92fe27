import Glibc
import Scanout
import ScanoutTesting
import Testing

@MainActor
@Suite("App icons")
struct AppIconTests {
    @Test("A symbol icon fills its square with the background and draws the symbol in the tint, centred")
    func symbolIcon() throws {
        let fonts = try TestFonts.system()
        let blue = Color(hex: 0x007AFF)
        let bitmap = try AppIcon.symbol("gear", tint: .white, background: blue).render(side: 114, fonts: fonts)
        #expect(bitmap.size == PixelSize(width: 114, height: 114))
        // The corners are the background: square artwork, no mask (HIG §1.37: the launcher adds it).
        for (x, y) in [(0, 0), (113, 0), (0, 113), (113, 113)] {
            #expect(bitmap[x, y] == 0xFF00_7AFF, "corner \(x),\(y): \(String(bitmap[x, y], radix: 16))")
        }
        // White pixels of the symbol, only in the middle half.
        var white = 0, outside = 0
        for y in 0..<114 {
            for x in 0..<114 where bitmap[x, y] == 0xFFFF_FFFF {
                white += 1
                if x < 28 || x > 86 || y < 28 || y > 86 { outside += 1 }
            }
        }
        #expect(white > 200, "the symbol is drawn: \(white) white pixels")
        #expect(outside == 0)
        #expect((0..<114).allSatisfy { bitmap[$0, 0] >> 24 == 0xFF }, "no transparency (HIG §1.37)")
    }

    @Test("A monogram shows the name's first letter on grey; a PNG is scaled to the side; errors name the problem")
    func otherIcons() throws {
        let fonts = try TestFonts.system()
        let monogram = try AppIcon.monogram("check-in").render(side: 57, fonts: fonts)
        #expect(monogram[0, 0] == 0xFF8E_8E93)
        var letterPixels = 0
        for y in 0..<57 { for x in 0..<57 where monogram[x, y] == 0xFFFF_FFFF { letterPixels += 1 } }
        #expect(letterPixels > 40, "the letter is drawn: \(letterPixels)")

        var template = Array("/tmp/scanout-icon-XXXXXX".utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }.map { String(cString: $0) })
        let path = folder + "/icon.png"
        defer {
            unlink(path)
            rmdir(folder)
        }
        let source = Bitmap(size: PixelSize(width: 16, height: 16))
        source.fill(source.bounds, color: Color(hex: 0x34C759))
        try source.writePNG(to: path)
        let scaled = try AppIcon.png(path: path).render(side: 57, fonts: fonts)
        #expect(scaled.size == PixelSize(width: 57, height: 57))
        #expect(scaled[28, 28] == 0xFF34_C759)

        #expect(throws: AppIconError.unknownSymbol("no.such.symbol")) { try AppIcon.symbol("no.such.symbol", tint: .white, background: .black).render(side: 57, fonts: fonts) }
        do {
            _ = try AppIcon.png(path: folder + "/missing.png").render(side: 57, fonts: fonts)
            Issue.record("a missing PNG drew an icon")
        } catch {
            #expect(error.description.contains("missing.png"))
        }
    }

    @Test("The default icon is the monogram, the default orientations all four, and an App's defaults do nothing")
    func defaults() {
        let app = RecordingApp()
        if case .monogram(let name) = app.icon { #expect(name == "Recorder Test") } else { Issue.record("not a monogram") }
        #expect(AppOrientations.all.supports(.portraitUpsideDown))
        #expect(!app.supportedOrientations.supports(.portraitUpsideDown))
        #expect(AppOrientations.landscape.supports(.landscapeLeft) && !AppOrientations.landscape.supports(.portrait))
        #expect(AppOrientation(size: PixelSize(width: 1280, height: 800)) == .landscapeRight)
        #expect(AppOrientation(size: PixelSize(width: 800, height: 1280)) == .portrait)
    }
}
