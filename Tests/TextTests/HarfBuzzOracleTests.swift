import Glibc
import Testing
@testable import Text

/// HarfBuzz's own `hb-shape` (Debian `libharfbuzz-bin`) as an oracle: for every run Scanout
/// shapes, the command-line shaper, given the same font file, direction, script, language and
/// context, must produce the same glyph ids, clusters, advances and offsets.
@Suite("hb-shape oracle")
struct HarfBuzzOracleTests {
    static let corpus = [
        "The quick brown fox jumps over the lazy dog.",
        "AVATAR Toyota WAVE “Office” fi fl ffi 1/2 -> 12:30",
        "Wi-Fi networks nearby: HomeNet-5G, Cafe_Guest (WPA3)",
        "مرحبا بالعالم، هذا نص تجريبي لاختبار عرض اللغة العربية",
        "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ",
        "لا إله إلا الله، ١٢٣ (نص)",
        "שלום עולם, זהו טקסט לדוגמה",
        "בְּרֵאשִׁית בָּרָא אֱלֹהִים",
        "設定を開いて、ネットワークとBluetoothの接続を確認してください。",
        "日本語の表示テストです「かっこ」（全角）",
        "Version (גרסה 18.4) [עם מספרים 567] and العربية (2024) end.",
        "גרסה (Scanout 1.2) של [ממשק] 3-4.",
        "Settings 設定 الإعدادات הגדרות",
    ]

    static func shellQuoted(_ s: String) -> String { "'" + s.replacingOccurrences("'", with: "'\\''") + "'" }

    static func run(_ command: String) -> String {
        guard let pipe = popen(command, "r") else { return "" }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, pipe)
            if n <= 0 { break }
            output.append(contentsOf: buffer[0..<n])
        }
        pclose(pipe)
        return String(decoding: output, as: UTF8.self)
    }

    /// Parses `hb-shape --output-format=json` output: g, cl, dx, dy, ax per glyph.
    static func parse(_ json: String) -> [[String: Int]] {
        json.split(separator: "{").dropFirst().map { item in
            var fields: [String: Int] = [:]
            for pair in item.split(separator: ",") {
                let parts = pair.split(separator: ":")
                guard parts.count == 2 else { continue }
                let key = parts[0].filter { $0.isLetter }
                let value = Int(parts[1].filter { $0.isNumber || $0 == "-" }) ?? Int.min
                fields[key] = value
            }
            return fields
        }
    }

    @Test("Scanout's shaping matches hb-shape on Latin, Arabic, Hebrew, Japanese and mixed text")
    func matchesHBShape() throws {
        let fonts = try TextFixture.fonts()
        var passed = 0, total = 0
        for text in Self.corpus {
            let paragraph = Paragraph(text, style: ParagraphStyle(font: Font(pointSize: 17)), fonts: fonts)
            let codePoints = paragraph.codePoints
            for run in paragraph.runs {
                total += 1
                func string(_ range: Range<Int>) -> String {
                    String(String.UnicodeScalarView(range.compactMap { Unicode.Scalar(codePoints[$0]) }))
                }
                let before = string(max(0, run.range.lowerBound - 5)..<run.range.lowerBound)
                let after = string(run.range.upperBound..<min(codePoints.count, run.range.upperBound + 5))
                var command = "hb-shape --output-format=json --no-glyph-names --face-index=\(run.font.faceIndex)"
                command += " --direction=\(run.direction == .rightToLeft ? "rtl" : "ltr") --script=\(run.script)"
                if let language = run.language { command += " --language=\(language)" }
                if !before.isEmpty { command += " --text-before=\(Self.shellQuoted(before))" }
                if !after.isEmpty { command += " --text-after=\(Self.shellQuoted(after))" }
                command += " \(Self.shellQuoted(run.font.path)) \(Self.shellQuoted(string(run.range)))"
                let expected = Self.parse(Self.run(command))
                let scale = run.unitsPerEm / run.pointSize
                let actual: [[String: Int]] = run.glyphs.map {
                    ["g": Int($0.id), "cl": $0.cluster - run.range.lowerBound, "ax": Int(($0.xAdvance * scale).rounded()),
                     "dx": Int(($0.xOffset * scale).rounded()), "dy": Int(($0.yOffset * scale).rounded())]
                }
                let comparable = expected.map { $0.filter { ["g", "cl", "ax", "dx", "dy"].contains($0.key) } }
                if !actual.isEmpty, comparable == actual {
                    passed += 1
                } else {
                    print("hb-shape mismatch for run \(run.range) of “\(text)” (\(run.font.family)): \(command)")
                }
            }
        }
        print("CONFORMANCE hb-shape passed=\(passed) total=\(total)")
        #expect(total >= Self.corpus.count)
        #expect(passed == total)
    }
}

extension String {
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for c in self { if c == target { result += replacement } else { result.append(c) } }
        return result
    }
}
