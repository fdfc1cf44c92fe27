import Graphics
import ScanoutTesting
import Testing
@testable import Text

/// Random text through `Paragraph`: every string lays out to finite, non-negative geometry with at
/// least one line, answers caret and hit queries inside its text, and draws, whatever it holds.
/// `scripts/fuzz` runs it with `SCANOUT_FUZZ=long` (1,000,000 calls); `swift test` runs the CI count.
@Suite("Fuzz: text")
struct TextFuzzTests {
    let fonts: FontSystem

    init() throws { fonts = try TextFixture.fonts() }

    /// The most the fuzzer's anonymous memory may grow after its warm-up, free pages returned
    /// (the CI count: anonymous −3.5 MiB, in use +2.8 MiB — the glyph cache filling to its bound
    /// and the fallback faces' tables; one kept 1 MB paragraph alone would be tens of MiB).
    static let anonymousGrowthBound = 16 << 20

    @Test("Random Unicode (lone surrogates, bidi controls, combining marks, ZWJ emoji, 1 MB lines) lays out and draws, in a process of its own: memory stays bounded")
    func randomText() throws {
        guard FuzzProcess.isOwnProcess else {
            // The memory check needs the process to itself: run this test again in a new one.
            let run = try FuzzProcess.run(test: "TextFuzzTests/randomText")
            for line in run.output.split(separator: "\n") where line.hasPrefix("fuzz text") { print(line) }
            #expect(run.status == 0, "the text fuzzer's process exited \(run.status):\n\(run.output.suffix(6000))")
            #expect(run.output.contains("fuzz text: "), "the text fuzzer ran in its process:\n\(run.output.suffix(2000))")
            return
        }
        let fonts = fonts
        let bitmap = Bitmap(width: 96, height: 48)
        let report = fuzz("text", seed: 0x5CA2_7E47, ciCount: 3_000, longCount: 1_000_000, deadline: 60) { random, index in
            // Every 1,000th input (and the second one, so a CI run has one) is a line of about 1 MB.
            let huge = index % 1000 == 1
            let text = huge ? RandomText.megabyteLine(&random) : RandomText.string(&random, length: random.int(in: 0...80))
            let style = ParagraphStyle(
                font: Font(pointSize: random.chance(0.1) ? random.wildDouble() : Double(random.int(in: 6...60)),
                           weight: random.pick([.regular, .semibold, .bold])),
                direction: random.pick([.natural, .leftToRight, .rightToLeft]),
                layoutDirection: random.pick([.leftToRight, .rightToLeft]),
                alignment: random.pick([.natural, .leading, .center, .trailing]),
                maximumLines: random.pick([0, 0, 1, 2, 3, random.int(in: 0...1000)]),
                truncation: random.pick([.tail, .head, .middle, .none]),
                lineHeight: random.chance(0.2) ? random.wildDouble() : nil,
                language: random.pick([nil, "en", "ar", "he", "ja", "x-\u{FFFD}"]))
            let width: Double? = random.chance(0.2) ? nil : (random.chance(0.1) ? random.wildDouble() : random.unit() * 400)
            let paragraph = Paragraph(text, style: style, width: width, fonts: fonts)
            #expect(!paragraph.lines.isEmpty)
            #expect(paragraph.size.width.isFinite && paragraph.size.width >= 0)
            #expect(paragraph.size.height.isFinite && paragraph.size.height >= 0)
            let length = paragraph.codePoints.count
            let hit = paragraph.index(at: Point(x: random.unit() * 500 - 50, y: random.unit() * 300 - 50))
            #expect(hit >= 0 && hit <= length)
            let caret = paragraph.caretRect(forIndex: random.int(in: -2...(length + 2)))
            #expect(caret.origin.x.isFinite && caret.origin.y.isFinite && caret.height.isFinite)
            if !huge || random.chance(0.5) {
                paragraph.draw(in: bitmap, at: Point(x: random.unit() * 100 - 50, y: random.unit() * 60 - 30),
                               scale: random.pick([1, 1.5, 2, 3]), color: .black)
            }
            return .result
        }
        #expect(report.inputs > 0)
        #expect(report.anonymousGrowth < Self.anonymousGrowthBound,
                "anonymous memory grew \(report.anonymousGrowth >> 10) KiB after warm-up (free pages returned)")
    }
}

/// Strings a device's users, translators and broken files produce, in UTF-16 so unpaired
/// surrogates can be made (Swift replaces each with U+FFFD, as any decoder of the bytes would).
enum RandomText {
    static func string(_ random: inout FuzzRandom, length: Int) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(length * 2)
        for _ in 0..<length { append(&units, &random) }
        return String(decoding: units, as: UTF16.self)
    }

    /// About one megabyte on one line: words of one script, or everything mixed, without breaks.
    static func megabyteLine(_ random: inout FuzzRandom) -> String {
        let piece = string(&random, length: random.int(in: 1...40))
        let unit = piece.isEmpty ? "x" : piece.replacingNewlines()
        let copies = (1 << 20) / max(unit.utf8.count, 1) + 1
        return String(repeating: unit, count: copies)
    }

    private static let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x20...0x7E, 0x20...0x7E,    // ASCII, most common
        0xC0...0x24F,                            // Latin letters with diacritics
        0x300...0x36F,                           // combining marks
        0x591...0x5F4,                           // Hebrew with points
        0x600...0x6FF, 0x750...0x77F,            // Arabic
        0x900...0x97F,                           // Devanagari (clusters)
        0xE00...0xE7F,                           // Thai (no spaces between words)
        0x1100...0x11FF, 0xAC00...0xD7A3,        // Hangul jamo, syllables
        0x3040...0x30FF, 0x4E00...0x9FFF,        // kana, CJK
        0x2000...0x206F,                         // spaces, ZWSP/ZWJ/ZWNJ, bidi marks and isolates
        0x1F300...0x1FAFF,                       // emoji
        0x1F1E6...0x1F1FF,                       // regional indicators (flags)
        0xFE00...0xFE0F, 0xE0100...0xE01EF,      // variation selectors
        0xE0000...0xE007F,                       // tags
        0xE000...0xF8FF, 0xF0000...0xF00FF,      // private use
        0xFFF0...0xFFFF,                         // specials, noncharacters
        0x0...0x1F,                              // controls, tabs, newlines
    ]

    private static let specials: [[UInt32]] = [
        [0x202A], [0x202B], [0x202C], [0x202D], [0x202E], [0x2066], [0x2067], [0x2068], [0x2069],
        [0x200E], [0x200F], [0x061C],
        [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466],   // family ZWJ sequence
        [0x1F3F3, 0xFE0F, 0x200D, 0x1F308],                              // rainbow flag
        [0x1F44D, 0x1F3FD], [0x1F1EF, 0x1F1F5], [0x0031, 0xFE0F, 0x20E3],
        [0x200D], [0x200D, 0x200D], [0xFE0F], [0x1F3FB],
        [0x0627, 0x0644, 0x0644, 0x0647], [0x05E9, 0x05DC, 0x05D5, 0x05DD],
        [0x0061, 0x0301, 0x0308, 0x0327, 0x0338, 0x20DD], [0x0915, 0x094D, 0x0937],
        [0x000A], [0x000D, 0x000A], [0x2028], [0x2029], [0x0009], [0x00AD], [0x00A0], [0xFEFF],
        [0xFFFD], [0x10FFFF], [0x0000],
    ]

    private static func append(_ units: inout [UInt16], _ random: inout FuzzRandom) {
        switch random.below(10) {
        case 0:  // an unpaired surrogate: high or low, alone
            units.append(UInt16(random.int(in: 0xD800...0xDFFF)))
        case 1, 2:
            for scalar in random.pick(specials) { appendScalar(scalar, &units) }
        default:
            let range = random.pick(ranges)
            appendScalar(range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1)), &units)
        }
    }

    private static func appendScalar(_ value: UInt32, _ units: inout [UInt16]) {
        if let scalar = Unicode.Scalar(value) {
            units.append(contentsOf: String(Character(scalar)).utf16)
        } else {
            units.append(UInt16(truncatingIfNeeded: value))  // a surrogate code point: unpaired
        }
    }
}

private extension String {
    func replacingNewlines() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) ? " " : $0 }))
    }
}
