import ScanoutTesting
import Testing
@testable import Graphics

/// Mutated real PNG files through `Bitmap.decodePNG`: each gives a bitmap of the size its header
/// promised (within the limits) or a `PNGError`; never a crash, a hang or a huge allocation.
@Suite("Fuzz: PNG")
struct PNGFuzzTests {
    @Test("Mutated PNGs (goldens, and every colour type and bit depth) decode or throw PNGError")
    func mutatedPNGs() throws {
        let corpus = try PNGCorpus.files()
        #expect(corpus.count >= 8)
        let report = fuzz("png", seed: 0x5CA2_0216, ciCount: 3_000, longCount: 300_000, deadline: 30) { random, _ in
            var bytes = ByteMutator.mutate(random.pick(corpus), &random)
            if random.chance(0.6) { PNGCorpus.fixChecksums(&bytes) }  // past libpng's CRC check
            let bitmap: Bitmap
            do throws(PNGError) {
                bitmap = try Bitmap.decodePNG(bytes, name: "fuzz.png")
            } catch {
                #expect(!error.description.isEmpty)
                return .typedError
            }
            #expect(bitmap.width > 0 && bitmap.height > 0)
            #expect(bitmap.width <= PNGLimits.maximumDimension && bitmap.height <= PNGLimits.maximumDimension)
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
        if isLongFuzzRun { #expect(report.anonymousGrowth < 256 << 20) }
    }
}

/// Real PNGs for the fuzzer: the goldens beside these tests, and small images of every PNG colour
/// type, bit depth and interlacing, built here chunk by chunk (stored zlib blocks).
enum PNGCorpus {
    static func files() throws -> [[UInt8]] {
        let folder = String(#filePath.dropLast("PNGFuzzTests.swift".count)) + "Goldens/Canvas/"
        var files: [[UInt8]] = []
        for name in ["rects", "ellipses", "gradients", "layers"] {
            files.append(try FileBytes.read(folder + name + ".png"))
        }
        // (colour type, bit depth, interlaced): grey, RGB, palette, grey+alpha, RGBA.
        let kinds: [(UInt8, UInt8, Bool)] = [(0, 1, false), (0, 16, true), (2, 8, false), (2, 16, false),
                                             (3, 4, false), (3, 8, true), (4, 8, false), (6, 16, true)]
        for (type, depth, interlaced) in kinds { files.append(synthetic(colorType: type, depth: depth, interlaced: interlaced)) }
        return files
    }

    static func synthetic(colorType: UInt8, depth: UInt8, interlaced: Bool, width: Int = 9, height: Int = 7) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1
        let bitsPerPixel = channels * Int(depth)
        var raw: [UInt8] = []
        // Interlaced images are written as seven passes; one filter byte and a row per pass row is
        // close enough for a corpus: libpng either decodes it or reports it damaged.
        let rows = interlaced ? height * 2 : height
        for y in 0..<rows {
            raw.append(UInt8(y % 5))  // every filter type
            for x in 0..<((width * bitsPerPixel + 7) / 8) { raw.append(UInt8(truncatingIfNeeded: x * 37 + y * 11)) }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [depth, colorType, 0, 0, interlaced ? 1 : 0]
        append(chunk: "IHDR", header, to: &png)
        if colorType == 3 {
            append(chunk: "PLTE", (0..<48).map { UInt8(truncatingIfNeeded: $0 * 5) }, to: &png)
            append(chunk: "tRNS", [0, 128, 255], to: &png)
        }
        append(chunk: "tEXt", Array("Comment\u{0}fuzz corpus".utf8), to: &png)
        append(chunk: "IDAT", storedZlib(raw), to: &png)
        append(chunk: "IEND", [], to: &png)
        return png
    }

    /// Recomputes every chunk's CRC that the chunk lengths still delimit.
    static func fixChecksums(_ bytes: inout [UInt8]) {
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length <= bytes.count - at - 12 else { return }
            let crc = crc32(bytes[(at + 4)..<(at + 8 + length)])
            bytes.replaceSubrange((at + 8 + length)..<(at + 12 + length), with: bigEndian(crc))
            at += 12 + length
        }
    }

    private static func append(chunk kind: String, _ data: [UInt8], to png: inout [UInt8]) {
        let body = Array(kind.utf8) + data
        png += bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body[...]))
    }

    private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let length = min(65_535, data.count - at)
            let last: UInt8 = at + length == data.count ? 1 : 0
            out += [last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[at..<(at + length)]
            at += length
        } while at < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
