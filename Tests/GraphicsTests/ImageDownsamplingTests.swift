import Glibc
import Testing
@testable import Graphics

/// Decoding a large PNG or JPEG at the size a view needs: the size chosen for a target, the
/// pixels against the full decode reduced the same way (explicit tolerances), the errors of
/// damaged files unchanged, and the largest pixel buffer a 12-megapixel file's decode holds.
@Suite("Image downsampling")
struct ImageDownsamplingTests {
    static let fixtures = JPEGTests.fixtures

    let folder: String = {
        var template = Array("/tmp/scanout-downsample-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return "/tmp" }
            return String(cString: made)
        }
    }()

    /// A `width` × `height` image with gradients, hard edges and translucent parts, premultiplied.
    static func pattern(width: Int, height: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt32 = (x / 37 + y / 29) % 3 == 0 ? 128 : 255
                let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
                let b: UInt32 = (x / 8 + y / 8) % 2 == 0 ? 230 : 20
                func pre(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                bitmap[x, y] = a << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
            }
        }
        return bitmap
    }

    /// The largest per-channel difference, the mean absolute difference and the share of
    /// channels more than 16 apart, of two same-size bitmaps.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> (max: Int, mean: Double, over16: Double) {
        var worst = 0, total = 0, far = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for shift: UInt32 in [0, 8, 16, 24] {
                    let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                    worst = max(worst, d)
                    total += d
                    if d > 16 { far += 1 }
                }
            }
        }
        let channels = Double(max(1, a.width * a.height * 4))
        return (worst, Double(total) / channels, Double(far) / channels)
    }

    @Test("The decoded size covers the target with the file's aspect ratio, never past the file")
    func decodedSizes() {
        let photo = PixelSize(width: 4000, height: 3000)
        // A 300 × 200 point view at 2× and 3×, and at 1×.
        #expect(Bitmap.decodedSize(of: photo, covering: PixelSize(width: 600, height: 400)) == PixelSize(width: 600, height: 450))
        #expect(Bitmap.decodedSize(of: photo, covering: PixelSize(width: 900, height: 600)) == PixelSize(width: 900, height: 675))
        #expect(Bitmap.decodedSize(of: photo, covering: PixelSize(width: 300, height: 200)) == PixelSize(width: 300, height: 225))
        // A tall view: the height decides.
        #expect(Bitmap.decodedSize(of: photo, covering: PixelSize(width: 200, height: 600)) == PixelSize(width: 800, height: 600))
        // Larger than the file, no target, an empty target: the full size.
        #expect(Bitmap.decodedSize(of: photo, covering: PixelSize(width: 5000, height: 100)) == photo)
        #expect(Bitmap.decodedSize(of: photo, covering: nil) == photo)
        #expect(Bitmap.decodedSize(of: photo, covering: PixelSize(width: 0, height: 0)) == photo)
        #expect(Bitmap.decodedSize(of: PixelSize(width: 3, height: 1000), covering: PixelSize(width: 1, height: 1))
            == PixelSize(width: 1, height: 334), "a 1 × 1 target covered by a thin image: its width decides")
        // libjpeg's eighths: 600 × 450 from 4000 × 3000 takes 2/8 (1000 × 750), not 1/8 (500 × 375).
        #expect(JPEGCodec.scaleNumerator(full: photo, covering: PixelSize(width: 600, height: 450)) == 2)
        #expect(JPEGCodec.scaleNumerator(full: photo, covering: PixelSize(width: 500, height: 375)) == 1)
        #expect(JPEGCodec.scaleNumerator(full: photo, covering: photo) == 8)
        #expect(JPEGCodec.scaleNumerator(full: PixelSize(width: 2, height: 1), covering: PixelSize(width: 2, height: 1)) == 8,
                "full size is never scaled, though (2 × 5 + 7) / 8 is already 2")
        #expect(JPEGCodec.scaledSize(PixelSize(width: 241, height: 161), numerator: 3) == PixelSize(width: 91, height: 61))
    }

    @Test("A decode covers a target at least as wide and as tall; the full size (nil) covers all and only it covers itself")
    func targetCovers() {
        let small = PixelSize(width: 600, height: 450)
        #expect(DecodedImage.target(small, covers: PixelSize(width: 600, height: 450)))
        #expect(DecodedImage.target(small, covers: PixelSize(width: 300, height: 450)))
        #expect(!DecodedImage.target(small, covers: PixelSize(width: 601, height: 10)))
        #expect(!DecodedImage.target(small, covers: PixelSize(width: 10, height: 451)))
        #expect(DecodedImage.target(nil, covers: PixelSize(width: 9000, height: 9000)))
        #expect(DecodedImage.target(nil, covers: nil))
        #expect(!DecodedImage.target(PixelSize(width: 9000, height: 9000), covers: nil))
        let decoded = DecodedImage(bitmap: Bitmap(width: 600, height: 450), fullSize: PixelSize(width: 4000, height: 3000))
        #expect(decoded.covers(PixelSize(width: 600, height: 400)), "600 × 400 needs 600 × 450 of a 4:3 file")
        #expect(!decoded.covers(PixelSize(width: 1200, height: 800)) && !decoded.covers(nil))
    }

    @Test("A PNG reduced row by row matches the full decode reduced by the same box filter (±1)")
    func pngAgreement() throws {
        let path = folder + "/pattern.png"
        try Self.pattern(width: 400, height: 300).writePNG(to: path)
        let full = try Bitmap.readImage(from: path)
        for target in [PixelSize(width: 100, height: 75), PixelSize(width: 130, height: 90), PixelSize(width: 399, height: 10)] {
            let decoded = try Bitmap.readImage(from: path, covering: target)
            let size = Bitmap.decodedSize(of: full.size, covering: target)
            #expect(decoded.fullSize == full.size && decoded.bitmap.size == size && !decoded.isFullSize)
            let reference = full.downsampled(to: size)
            let diff = Self.difference(decoded.bitmap, reference)
            #expect(diff.max <= 1, "\(target): worst channel difference \(diff.max)")
        }
        // The box filter itself: a 2:1 reduction of the pattern's first block is its average.
        let reduced = full.downsampled(to: PixelSize(width: 200, height: 150))
        let block = [full[0, 0], full[1, 0], full[0, 1], full[1, 1]]
        let red = block.map { Int(($0 >> 16) & 0xFF) }.reduce(0, +)
        #expect(abs(Int((reduced[0, 0] >> 16) & 0xFF) - (red + 2) / 4) <= 1)
        // And on hand-made pixels, every channel distinct, exactly (sums rounded half up):
        // A (255 + 255 + 128 + 64 + 2) / 4 = 176, R (16 + 64 + 32 + 48 + 2) / 4 = 40,
        // G (32 + 80 + 16 + 34 + 2) / 4 = 41 (40.5 up), B (48 + 96 + 8 + 16 + 2) / 4 = 42.
        let square = Bitmap(width: 2, height: 2)
        square[0, 0] = 0xFF10_2030
        square[1, 0] = 0xFF40_5060
        square[0, 1] = 0x8020_1008
        square[1, 1] = 0x4030_2210
        let one = square.downsampled(to: PixelSize(width: 1, height: 1))
        #expect(one.size == PixelSize(width: 1, height: 1) && one[0, 0] == 0xB028_292A, "\(String(one[0, 0], radix: 16))")
        // 4 × 2 to 2 × 1: columns 0-1 and 2-3 are separate boxes. The trailing one:
        // A (255 + 0 + 255 + 5 + 2) / 4 = 129, R (255 + 0 + 0 + 3 + 2) / 4 = 65,
        // G (255 + 0 + 255 + 2 + 2) / 4 = 128, B (255 + 0 + 0 + 1 + 2) / 4 = 64.
        let wide = Bitmap(width: 4, height: 2)
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] { wide[x, y] = square[x, y] }
        wide[2, 0] = 0xFFFF_FFFF
        wide[3, 0] = 0x0000_0000
        wide[2, 1] = 0xFF00_FF00
        wide[3, 1] = 0x0503_0201
        let pair = wide.downsampled(to: PixelSize(width: 2, height: 1))
        #expect(pair.size == PixelSize(width: 2, height: 1))
        #expect(pair[0, 0] == 0xB028_292A && pair[1, 0] == 0x8141_8040,
                "\(String(pair[0, 0], radix: 16)) \(String(pair[1, 0], radix: 16))")
        // Asking for the full size or more gives the file's own pixels.
        let whole = try Bitmap.readImage(from: path, covering: PixelSize(width: 800, height: 10))
        #expect(whole.isFullSize && whole.bitmap.hasSamePixels(as: full))
    }

    @Test("A JPEG scaled in the DCT matches the full decode box-reduced (mean ≤ 1.5, ≤ 2 % of channels over 16, worst ≤ 64)")
    func jpegAgreement() throws {
        let path = Self.fixtures + "landscape-240x160.jpg"
        let full = try Bitmap.readJPEG(from: path)
        // 60 × 40 is exactly 2/8; 70 × 47 takes 3/8 (90 × 60) and the box filter after it.
        for target in [PixelSize(width: 60, height: 40), PixelSize(width: 70, height: 47), PixelSize(width: 31, height: 20)] {
            let decoded = try Bitmap.readImage(from: path, covering: target)
            let size = Bitmap.decodedSize(of: full.size, covering: target)
            #expect(decoded.bitmap.size == size && decoded.fullSize == full.size)
            let diff = Self.difference(decoded.bitmap, full.downsampled(to: size))
            // The DCT's reduced inverse transform and the box filter disagree only at hard edges
            // (the sun's rim, the hills' outline).
            #expect(diff.mean <= 1.5 && diff.over16 <= 0.02 && diff.max <= 64,
                    "\(target): mean \(diff.mean), over 16: \(diff.over16), worst \(diff.max)")
        }
    }

    @Test("A truncated PNG or JPEG fails downsampled with the error the full decode gives")
    func truncatedErrors() throws {
        let png = folder + "/cut.png"
        try Self.pattern(width: 200, height: 150).writePNG(to: png)
        let pngBytes = try FileBytes.read(png)
        let jpegBytes = try FileBytes.read(Self.fixtures + "landscape-240x160.jpg")
        let cases = [(png, Array(pngBytes.prefix(pngBytes.count / 2))),
                     (folder + "/cut.jpg", Array(jpegBytes.prefix(jpegBytes.count / 3))),
                     (folder + "/header.png", Array(pngBytes.prefix(40)))]
        for (path, bytes) in cases {
            try FileBytes.write(bytes, to: path)
            var fullError: ImageFileError?
            do { _ = try Bitmap.readImage(from: path) } catch { fullError = error }
            var smallError: ImageFileError?
            do { _ = try Bitmap.readImage(from: path, covering: PixelSize(width: 20, height: 20)) } catch { smallError = error }
            #expect(fullError != nil && smallError == fullError, "\(path): \(String(describing: smallError))")
            #expect(fullError?.description.contains("truncated") == true, "\(String(describing: fullError))")
        }
    }

    /// Runs `decode` with a ``PixelAllocationLog`` bound to this task: what it decoded and the
    /// largest pixel buffer any bitmap made meanwhile held.
    static func tracked(_ decode: () throws(ImageFileError) -> DecodedImage) throws -> (DecodedImage, largest: Int) {
        let log = PixelAllocationLog()
        let result = PixelAllocationTracking.recording(into: log) {
            Result { () throws(ImageFileError) in try decode() }
        }
        return (try result.get(), log.largest)
    }

    @Test("A bound log records the bitmaps its task makes while bound, and nothing after")
    func allocationLogBinding() {
        let log = PixelAllocationLog()
        let made = PixelAllocationTracking.recording(into: log) { [Bitmap(width: 8, height: 4), Bitmap(width: 20, height: 2)] }
        #expect(made.count == 2 && log.largest == 160 && log.total == 288)
        let after = Bitmap(width: 100, height: 100)
        #expect(after.width == 100 && log.largest == 160 && log.total == 288, "unbound: the log is untouched")
    }

    @Test("A 4000 × 3000 JPEG for a 300 × 200 point view at 2× never holds a buffer of its 48 MB")
    func largeJPEGMemory() throws {
        let path = Self.fixtures + "landscape-4000x3000.jpg"
        let (small, largest) = try Self.tracked { () throws(ImageFileError) in
            try Bitmap.readImage(from: path, covering: PixelSize(width: 600, height: 400))
        }
        #expect(small.bitmap.size == PixelSize(width: 600, height: 450) && small.fullSize == PixelSize(width: 4000, height: 3000))
        #expect(largest == 1000 * 750 * 4, "libjpeg-turbo's 2/8 output is the largest buffer: \(largest) bytes")
        let (full, fullLargest) = try Self.tracked { () throws(ImageFileError) in try Bitmap.readImage(from: path, covering: nil) }
        #expect(full.isFullSize && fullLargest == 4000 * 3000 * 4)
    }

    @Test("A 4000 × 3000 PNG reduced row by row never holds a buffer of its full size")
    func largePNGMemory() throws {
        let path = folder + "/large.png"
        try Self.pattern(width: 4000, height: 3000).writePNG(to: path)
        let (small, largest) = try Self.tracked { () throws(ImageFileError) in
            try Bitmap.readImage(from: path, covering: PixelSize(width: 600, height: 400))
        }
        #expect(small.bitmap.size == PixelSize(width: 600, height: 450) && small.fullSize == PixelSize(width: 4000, height: 3000))
        #expect(largest == 600 * 450 * 4, "the reduced bitmap is the only one: \(largest) bytes")
    }
}
