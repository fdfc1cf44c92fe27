import Graphics
import Testing
@testable import Text

/// Unicode's own conformance files (Debian `unicode-data`), run through Scanout's bidi and line
/// breaking APIs. Each test prints a `CONFORMANCE` line with its counts.
@Suite("Unicode conformance")
struct UnicodeConformanceTests {
    static func lines(of path: String) throws -> [Substring] {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch {
            Issue.record("\(error): install Debian package unicode-data (scripts/setup)")
            return []
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    }

    @Test("Every case of BidiCharacterTest.txt resolves to the expected levels and visual order")
    func bidiCharacterTest() throws {
        var passed = 0, total = 0
        var failures: [String] = []
        for line in try Self.lines(of: "/usr/share/unicode/BidiCharacterTest.txt") {
            if line.hasPrefix("#") || line.isEmpty { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 5 else { continue }
            total += 1
            let codePoints = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            let direction: ParagraphDirection = switch fields[1] {
                case "0": .leftToRight
                case "1": .rightToLeft
                default: .natural
            }
            let expectedLevel = UInt8(fields[2]) ?? 255
            let expectedLevels = fields[3].split(separator: " ").map { UInt8($0) }
            let expectedOrder = fields[4].split(separator: " ").compactMap { Int($0) }
            let bidi = BidiParagraph(codePoints: codePoints, direction: direction)
            let (order, levels) = bidi.visualOrder(of: 0..<codePoints.count)
            var ok = bidi.baseLevel == expectedLevel && expectedLevels.count == codePoints.count
            if ok {
                for i in 0..<codePoints.count where expectedLevels[i] != nil && expectedLevels[i] != levels[i] {
                    ok = false
                }
                let visible = order.filter { !bidi.isRemovedByX9($0) }
                if visible != expectedOrder { ok = false }
            }
            if ok { passed += 1 } else if failures.count < 5 { failures.append(String(line)) }
        }
        print("CONFORMANCE BidiCharacterTest passed=\(passed) total=\(total)")
        for failure in failures { print("  failed: \(failure)") }
        #expect(total > 90000)
        #expect(passed == total)
    }

    @Test("Every case of LineBreakTest.txt breaks where Unicode says")
    func lineBreakTest() throws {
        var passed = 0, total = 0
        var failures: [String] = []
        for line in try Self.lines(of: "/usr/share/unicode/auxiliary/LineBreakTest.txt") {
            if line.hasPrefix("#") || line.isEmpty { continue }
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            var codePoints: [UInt32] = []
            var expected: [Bool] = []  // break allowed after each scalar
            for token in content.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" || token == "×" {
                    if !codePoints.isEmpty { expected.append(token == "÷") }
                } else if let value = UInt32(token, radix: 16) {
                    codePoints.append(value)
                }
            }
            guard !codePoints.isEmpty, expected.count == codePoints.count else { continue }
            total += 1
            let actual = LineBreaker.opportunities(in: codePoints).map { $0 != .prohibited }
            if actual == expected { passed += 1 } else if failures.count < 5 { failures.append(String(content)) }
        }
        print("CONFORMANCE LineBreakTest passed=\(passed) total=\(total)")
        for failure in failures { print("  failed: \(failure)") }
        #expect(total > 7000)
        #expect(passed == total)
    }
}
