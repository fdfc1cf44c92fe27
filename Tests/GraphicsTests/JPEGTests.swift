import Glibc
import Testing
@testable import Graphics

/// JPEG files through libjpeg-turbo: known pixels (within JPEG's rounding), every colour space
/// the fixtures hold, and damaged files as typed errors naming the file.
@Suite("JPEG")
struct JPEGTests {
    static let fixtures = String(#filePath.dropLast("JPEGTests.swift".count)) + "Fixtures/JPEG/"

    let folder: String = {
        var template = Array("/tmp/scanout-jpeg-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return "/tmp" }
            return String(cString: made)
        }
    }()

    /// The channels of a pixel, `0xAARRGGBB`.
    func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    func expectPixel(_ p: UInt32, near hex: UInt32, within tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = channels(p), want = channels(hex)
        #expect(got.a == 255, sourceLocation: sourceLocation)
        #expect(abs(got.r - want.r) <= tolerance && abs(got.g - want.g) <= tolerance && abs(got.b - want.b) <= tolerance,
                "pixel 0x\(String(p, radix: 16)) is not within \(tolerance) of 0x\(String(hex, radix: 16))",
                sourceLocation: sourceLocation)
    }

    @Test("A solid JPEG decodes to its colour (RGB 200, 40, 60) on every pixel, opaque")
    func solidColour() throws {
        let bitmap = try Bitmap.readJPEG(from: Self.fixtures + "solid-8x8.jpg")
        #expect(bitmap.size == PixelSize(width: 8, height: 8))
        for y in 0..<8 { for x in 0..<8 { expectPixel(bitmap[x, y], near: 0xFFC8_283C) } }
    }

    @Test("Quadrants land where they were drawn: red top left, green top right, blue bottom left, white bottom right")
    func quadrants() throws {
        for name in ["quadrants-16x16.jpg", "progressive-16x16.jpg"] {
            let bitmap = try Bitmap.readJPEG(from: Self.fixtures + name)
            #expect(bitmap.size == PixelSize(width: 16, height: 16))
            expectPixel(bitmap[3, 3], near: 0xFFFF_0000, within: 6)
            expectPixel(bitmap[12, 3], near: 0xFF00_FF00, within: 6)
            expectPixel(bitmap[3, 12], near: 0xFF00_00FF, within: 6)
            expectPixel(bitmap[12, 12], near: 0xFFFF_FFFF, within: 6)
        }
    }

    @Test("A greyscale JPEG decodes to grey pixels ramping from black to white")
    func greyscale() throws {
        let bitmap = try Bitmap.readJPEG(from: Self.fixtures + "grey-16x4.jpg")
        #expect(bitmap.size == PixelSize(width: 16, height: 4))
        let first = channels(bitmap[0, 1]), last = channels(bitmap[15, 1])
        #expect(first.r == first.g && first.g == first.b && first.r <= 8)
        #expect(last.r == last.g && last.g == last.b && last.r >= 247)
    }

    @Test("An Adobe CMYK JPEG (cyan ink) decodes to cyan")
    func cmyk() throws {
        let bitmap = try Bitmap.readJPEG(from: Self.fixtures + "cmyk-8x8.jpg")
        expectPixel(bitmap[4, 4], near: 0xFF00_FFFF)
    }

    @Test("readImage tells JPEG from PNG by the bytes, not the name")
    func sniffing() throws {
        let jpeg = try FileBytes.read(Self.fixtures + "solid-8x8.jpg")
        let renamed = folder + "/really-a-jpeg.png"
        try FileBytes.write(jpeg, to: renamed)
        expectPixel(try Bitmap.readImage(from: renamed)[1, 1], near: 0xFFC8_283C)
        let png = Bitmap(width: 2, height: 2)
        png.clear(Color(hex: 0x34C759))
        let pngPath = folder + "/really-a-png.jpg"
        try png.writePNG(to: pngPath)
        #expect(try Bitmap.readImage(from: pngPath).hasSamePixels(as: png))
        let text = folder + "/notes.jpg"
        try FileBytes.write(Array("not an image".utf8), to: text)
        #expect(throws: ImageFileError.unsupportedFormat(path: text)) { try Bitmap.readImage(from: text) }
        #expect("\(ImageFileError.unsupportedFormat(path: text))".contains("convert it"))
    }

    @Test("A JPEG cut short is a truncated error naming the file, not grey rows")
    func truncated() throws {
        let bytes = try FileBytes.read(Self.fixtures + "landscape-240x160.jpg")
        let cut = Array(bytes.prefix(bytes.count / 2))
        #expect {
            try Bitmap.decodeJPEG(cut, name: "cut.jpg")
        } throws: { error in
            guard case JPEGError.truncated(let path, _) = error else { return false }
            return path == "cut.jpg" && "\(error)".contains("copy the file again")
        }
    }

    @Test("A JPEG with a damaged header is a corrupt error with libjpeg's reason")
    func damagedHeader() throws {
        var bytes = try FileBytes.read(Self.fixtures + "solid-8x8.jpg")
        // Wipe the start-of-frame marker's segment: libjpeg meets scan data without a frame.
        guard let sof = (2..<bytes.count - 1).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else {
            Issue.record("the fixture has no SOF0 marker")
            return
        }
        bytes[sof + 1] = 0xCF  // SOF15: lossless arithmetic, which libjpeg-turbo does not decode
        #expect {
            try Bitmap.decodeJPEG(bytes, name: "damaged.jpg")
        } throws: { error in
            guard case JPEGError.corrupt(let path, let reason) = error else { return false }
            return path == "damaged.jpg" && !reason.isEmpty && "\(error)".contains("damaged JPEG")
        }
    }

    @Test("Missing files, non-JPEG bytes and empty files are typed errors")
    func notJPEG() throws {
        let missing = folder + "/none.jpg"
        #expect(throws: JPEGError.fileNotFound(path: missing)) { try Bitmap.readJPEG(from: missing) }
        #expect(throws: ImageFileError.fileNotFound(path: missing)) { try Bitmap.readImage(from: missing) }
        #expect(throws: JPEGError.notJPEG(path: "x")) { try Bitmap.decodeJPEG([], name: "x") }
        #expect(throws: JPEGError.notJPEG(path: "x")) { try Bitmap.decodeJPEG(Array("GIF89a".utf8), name: "x") }
        #expect(ImageFileError.jpeg(.notJPEG(path: "a/b.jpg")).path == "a/b.jpg")
    }
}
