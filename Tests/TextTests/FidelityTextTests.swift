import Graphics
import Testing
@testable import Text

/// Issue 20 in Text: line height from the style whatever script a line holds, and emoji
/// sequences that always go to the emoji face (Unicode's emoji-test.txt as the judge).
@Suite("Text fidelity")
struct FidelityTextTests {
    let fonts: FontSystem

    init() throws { fonts = try TextFixture.fonts() }

    static let scripts = ["Settings", "الإعدادات", "הגדרות", "設定を開く", "Wi-Fi: شبكة المنزل 設定"]

    @Test("8. One style, one rhythm: Latin, Arabic, Hebrew, Japanese and mixed lines have equal heights and baselines")
    func lineHeightsAcrossScripts() {
        for style in [ParagraphStyle(font: Font(pointSize: 17)), ParagraphStyle(textStyle: .body),
                      ParagraphStyle(textStyle: .largeTitle), ParagraphStyle(textStyle: .footnote)] {
            let paragraphs = Self.scripts.map { Paragraph($0, style: style, fonts: fonts) }
            let latin = paragraphs[0]
            for (text, p) in zip(Self.scripts, paragraphs) {
                #expect(p.lines.count == 1)
                #expect(p.lines[0].height == latin.lines[0].height, "\(text): \(p.lines[0].height) vs \(latin.lines[0].height)")
                #expect(abs(p.lines[0].baseline - latin.lines[0].baseline) < 1e-9, "\(text)")
                #expect(p.size.height == latin.size.height)
            }
            if let fixed = style.lineHeight { #expect(latin.lines[0].height == fixed) }
        }
        // Two lines, one Arabic: the baselines are one line height apart, as for Latin.
        let style = ParagraphStyle(textStyle: .body)
        let two = Paragraph("Wi-Fi\nشبكة المنزل", style: style, fonts: fonts)
        let latin = Paragraph("Wi-Fi\nHome", style: style, fonts: fonts)
        #expect(two.lines[1].baseline - two.lines[0].baseline == latin.lines[1].baseline - latin.lines[0].baseline)
    }

    @Test("8. Without a style line height the first face's natural height rules: Arabic no longer grows the line")
    func naturalHeightFromFirstFace() {
        let style = ParagraphStyle(font: Font(pointSize: 17))
        let latin = Paragraph("Wi-Fi", style: style, fonts: fonts)
        let arabic = Paragraph("شبكة", style: style, fonts: fonts)
        let (ascent, descent) = fonts.primaryMetrics(for: style.font)
        #expect(latin.lines[0].height == (ascent + descent).rounded(.up))
        #expect(arabic.lines[0].height == latin.lines[0].height)
        #expect(arabic.lines[0].height < 24)
    }

    /// The runs of `text` on one line: (face is colour, clusters, glyph ids).
    func shaped(_ text: String) -> (colour: [Bool], clusters: Set<Int>, glyphs: [UInt32], lines: Int) {
        let p = Paragraph(text, fonts: fonts)
        var colour: [Bool] = [], clusters: Set<Int> = [], glyphs: [UInt32] = []
        fonts.lock.withLock {
            for run in p.runs {
                colour.append(fonts.face(run.face).isColorBitmap)
                for g in run.glyphs {
                    clusters.insert(g.cluster)
                    glyphs.append(g.id)
                }
            }
        }
        return (colour, clusters, glyphs, p.lines.count)
    }

    @Test("13. ☝🏻 and every skin tone of U+261D are one colour glyph cluster in the emoji face")
    func pointingFingerModifiers() {
        for tone in 0x1F3FB...0x1F3FF {
            let text = "\u{261D}" + String(Unicode.Scalar(UInt32(tone))!)
            let r = shaped(text)
            #expect(r.colour == [true], "\(text): faces \(r.colour)")
            #expect(r.clusters.count == 1, "\(text): \(r.clusters.count) clusters")
            #expect(r.glyphs.count == 1 && !r.glyphs.contains(0))
            #expect(text.count == 1)
        }
        // Bare ☝ (text-default) still comes from the text faces; with U+FE0F from the emoji face.
        #expect(shaped("\u{261D}").colour == [false])
        #expect(shaped("\u{261D}\u{FE0F}").colour == [true])
        // In a sentence the sequence is still one cluster, the words around it are not colour.
        let sentence = shaped("Up \u{261D}\u{1F3FD} here")
        #expect(sentence.colour == [false, true, false])
    }

    @Test("13. emoji-test.txt: every fully-qualified sequence renders as one colour glyph cluster")
    func emojiTest() throws {
        let path = "/usr/share/unicode/emoji/emoji-test.txt"
        guard let lines = Self.read(path) else {
            Issue.record("missing \(path): install Debian package unicode-data (scripts/setup)")
            return
        }
        var passed = 0, total = 0
        var failures: [String] = []
        for line in lines where !line.hasPrefix("#") && line.contains("; fully-qualified") {
            let field = line.split(separator: ";", maxSplits: 1)[0]
            let scalars = field.split(separator: " ").compactMap { UInt32($0, radix: 16) }.compactMap(Unicode.Scalar.init)
            guard !scalars.isEmpty else { continue }
            total += 1
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let r = shaped(text)
            let ok = r.lines == 1 && !r.colour.isEmpty && r.colour.allSatisfy { $0 } && r.clusters.count == 1
                && !r.glyphs.isEmpty && !r.glyphs.contains(0)
            if ok { passed += 1 } else if failures.count < 8 { failures.append("\(field)(\(text)) faces \(r.colour) clusters \(r.clusters.count) glyphs \(r.glyphs)") }
        }
        print("CONFORMANCE emoji-test passed=\(passed) total=\(total)")
        for failure in failures { print("  failed: \(failure)") }
        #expect(total > 3000)
        #expect(passed == total)
    }

    static func read(_ path: String) -> [Substring]? {
        guard let bytes = try? FileBytes.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    }
}
