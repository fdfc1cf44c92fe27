import Controls
import Testing

/// Unicode's segmentation test files (Debian `unicode-data`) run through the editing model:
/// caret stepping, caret placement and Backspace against `GraphemeBreakTest.txt`, word
/// selection against `WordBreakTest.txt`. Each test prints a `CONFORMANCE` line.
@MainActor
@Suite("Editing model conformance")
struct TextEditingConformanceTests {
    /// The cases of a UAX #29 test file: the scalars and the boundary offsets (0 and the end
    /// included).
    static func cases(_ path: String) -> [(codePoints: [UInt32], boundaries: [Int], line: String)] {
        guard let text = TestFiles.text(at: path) else {
            Issue.record("missing \(path): install Debian package unicode-data (scripts/setup)")
            return []
        }
        var result: [(codePoints: [UInt32], boundaries: [Int], line: String)] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            var codePoints: [UInt32] = []
            var boundaries: [Int] = []
            for token in content.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" {
                    boundaries.append(codePoints.count)
                } else if token != "×", let value = UInt32(token, radix: 16) {
                    codePoints.append(value)
                }
            }
            if !codePoints.isEmpty { result.append((codePoints, boundaries, String(content))) }
        }
        return result
    }

    @Test("Carets step, land and Backspace deletes by grapheme cluster exactly as GraphemeBreakTest.txt says")
    func graphemeBreakTest() {
        var passed = 0, total = 0
        var failures: [String] = []
        for (codePoints, boundaries, line) in Self.cases("/usr/share/unicode/auxiliary/GraphemeBreakTest.txt") {
            total += 1
            let editor = TextEditor(codePoints: codePoints, pasteboard: Pasteboard())
            // Stepping forward from the start and backward from the end visits exactly the boundaries.
            editor.setSelection(.caret(0))
            var forward = [0]
            while editor.selection.head < codePoints.count, forward.count <= codePoints.count {
                editor.moveCaret(forward: true, by: .character)
                forward.append(editor.selection.head)
            }
            editor.setSelection(.caret(codePoints.count))
            var backward = [codePoints.count]
            while editor.selection.head > 0, backward.count <= codePoints.count {
                editor.moveCaret(forward: false, by: .character)
                backward.append(editor.selection.head)
            }
            // A caret put anywhere lands on the boundary at or before it, never inside a cluster.
            var lands = true
            for i in 0...codePoints.count {
                editor.setSelection(.caret(i))
                if editor.selection.head != boundaries.last(where: { $0 <= i }) { lands = false }
            }
            // Each Backspace from the end removes exactly the last cluster.
            editor.setSelection(.caret(codePoints.count))
            var deletes = true
            for boundary in boundaries.reversed().dropFirst() {
                editor.deleteBackward()
                if editor.codePoints != Array(codePoints[0..<boundary]) { deletes = false }
            }
            let ok = forward == boundaries && backward == boundaries.reversed() && lands && deletes
            if ok { passed += 1 } else if failures.count < 5 { failures.append(line) }
        }
        print("CONFORMANCE GraphemeBreakTest passed=\(passed) total=\(total)")
        for failure in failures { print("  failed: \(failure)") }
        #expect(total > 600)
        #expect(passed == total)
    }

    @Test("Word selection picks exactly the segments WordBreakTest.txt gives")
    func wordBreakTest() {
        var passed = 0, total = 0
        var failures: [String] = []
        for (codePoints, boundaries, line) in Self.cases("/usr/share/unicode/auxiliary/WordBreakTest.txt") {
            total += 1
            let editor = TextEditor(codePoints: codePoints, pasteboard: Pasteboard())
            var ok = true
            for i in 0..<codePoints.count {
                guard let start = boundaries.last(where: { $0 <= i }), let end = boundaries.first(where: { $0 > i }) else {
                    ok = false
                    break
                }
                if editor.wordSegment(containing: i) != start..<end { ok = false }
            }
            if ok { passed += 1 } else if failures.count < 5 { failures.append(line) }
        }
        print("CONFORMANCE WordBreakTest passed=\(passed) total=\(total)")
        for failure in failures { print("  failed: \(failure)") }
        #expect(total > 1800)
        #expect(passed == total)
    }
}
