import Goldens
import Testing

@Suite("Per-image tolerances")
struct ToleranceRulesTests {
    let text = """
        # pattern        per-channel  max-differing-pixels
        *                2
        *-ja-*           3            40   # glyph edges
        checkin/photo-*  8
        """

    @Test("The last matching rule wins; an image no rule matches gets the default")
    func lastMatchWins() throws {
        let rules = try ToleranceRules.parse(text, file: "tolerances.txt", default: .exact)
        #expect(rules.tolerance(for: "gallery-en-light.png") == .perChannel(2))
        #expect(rules.tolerance(for: "gallery-ja-light.png") == .perChannel(3, maxDifferingPixels: 40))
        #expect(rules.tolerance(for: "checkin/photo-ja-dark.png") == .perChannel(8))
        let none = try ToleranceRules.parse("# nothing\n\n", file: "t", default: .perChannel(1, maxDifferingPixels: 5))
        #expect(none.tolerance(for: "any.png") == .perChannel(1, maxDifferingPixels: 5))
    }

    @Test("A malformed line is an error naming the file and the line")
    func malformed() {
        for (bad, line) in [("*  two", 1), ("*  2\n* 300", 2), ("a 1 2 3", 1), ("*.png 1 -4", 1)] {
            #expect(throws: ToleranceRulesError.self) { try ToleranceRules.parse(bad, file: "g/tolerances.txt", default: .exact) }
            do {
                _ = try ToleranceRules.parse(bad, file: "g/tolerances.txt", default: .exact)
            } catch {
                #expect(error.description.hasPrefix("g/tolerances.txt:\(line): "), "\(error)")
            }
        }
    }
}
