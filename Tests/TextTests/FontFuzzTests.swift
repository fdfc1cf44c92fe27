import Glibc
import Graphics
import ScanoutTesting
import Testing
@testable import Text

/// Mutated real font files (TrueType and CFF) as the only font of a `FontSystem`: it refuses the
/// file with a `TextError` naming it, or lays out and draws text with it; never a crash or a hang.
@Suite("Fuzz: fonts")
struct FontFuzzTests {
    @Test("Mutated TrueType and CFF fonts load and draw, or are refused with TextError")
    func mutatedFonts() throws {
        let corpus = try ["/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
                          "/usr/share/fonts/opentype/inter/Inter-Regular.otf"].map { path in try FileBytes.read(path) }
        var template = Array("/tmp/scanout-font-fuzz.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else { Issue.record("cannot make a temporary folder"); return }
        let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { rmdir(folder) }
        let bitmap = Bitmap(width: 120, height: 40)
        let report = fuzz("font", seed: 0x5CA2_F047, ciCount: 600, longCount: 100_000) { random, index in
            let original = random.pick(corpus)
            // Most damage goes to the table directory and the first tables (head, hhea, maxp,
            // cmap), where a parser decides how much to read; the rest anywhere.
            var bytes: [UInt8]
            if random.chance(0.7) {
                let split = min(original.count, 4096)
                bytes = ByteMutator.mutate(Array(original[..<split]), &random, maximumEdits: 4) + original[split...]
            } else {
                bytes = ByteMutator.mutate(original, &random, maximumEdits: 16)
            }
            let path = folder + "/fuzz-\(index).font"
            defer { unlink(path) }
            guard write(bytes, to: path) else { Issue.record("cannot write \(path)"); return .typedError }
            let fonts: FontSystem
            do throws(TextError) {
                fonts = try FontSystem(configuration: .init(fontFiles: [FontDescriptor(family: "Fuzz", path: path)],
                                                           families: [], emojiFamily: nil, usesSystemFallback: false))
            } catch {
                #expect(!error.description.isEmpty)
                return .typedError
            }
            do {
                let text = random.pick(["Hello, world", "שלום עולם 123", "a\u{0301}b\u{05B8}c fi ffl", "\u{FFFD}\u{10FFFF}",
                                        "Wrap this fairly long line of text please"])
                let paragraph = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: random.pick([9, 17, 40]))),
                                          width: random.pick([nil, 60, 300]), fonts: fonts)
                #expect(!paragraph.lines.isEmpty)
                #expect(paragraph.size.width.isFinite && paragraph.size.height.isFinite)
                paragraph.draw(in: bitmap, at: Point(x: 2, y: 2), scale: random.pick([1, 2]), color: .black)
            }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }

    private func write(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }
}
