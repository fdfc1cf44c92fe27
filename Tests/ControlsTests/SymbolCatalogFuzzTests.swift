import Graphics
import ScanoutTesting
import Testing
@testable import Controls

/// Mutated symbol catalogues through `SymbolCatalog(json:)` and the rasterizer: a catalogue whose
/// symbols draw into a bitmap, or a `SymbolCatalogError`; never a crash, a hang or a runaway
/// allocation (deep nesting, huge or tiny grids, wild path data).
@Suite("Fuzz: symbol catalogues")
struct SymbolCatalogFuzzTests {
    @Test("Mutated symbol catalogues parse and draw, or throw SymbolCatalogError")
    func mutatedCatalogues() throws {
        let real = SymbolCatalog.embeddedJSON
        let bitmap = Bitmap(width: 48, height: 48)
        let report = fuzz("symbol catalogue", seed: 0x5CA2_5E3B, ciCount: 1_500, longCount: 200_000) { random, _ in
            let text: String
            switch random.below(3) {
            case 0: text = String(decoding: ByteMutator.mutate(Array(real.utf8), &random, maximumEdits: 12), as: UTF8.self)
            case 1: text = SymbolCorpus.mutateValues(real, &random)
            default: text = SymbolCorpus.small(&random)
            }
            let catalogue: SymbolCatalog
            do throws(SymbolCatalogError) {
                catalogue = try SymbolCatalog(json: text)
            } catch {
                #expect(!error.description.isEmpty)
                return .typedError
            }
            do {
                let canvas = Canvas(bitmap: bitmap, scale: random.pick([1, 2, 3]))
                for name in catalogue.symbols.keys.sorted().prefix(4) {
                    guard let symbol = catalogue[name] else { continue }
                    symbol.draw(in: canvas, box: Rect(x: 2, y: 2, width: 20, height: 20),
                                strokeWidth: random.pick([1.5, 0, 40, random.wildDouble()]), color: .black,
                                mirrored: random.chance(0.5))
                }
            }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }
}

enum SymbolCorpus {
    static let numbers = ["0", "-1", "1e308", "-1e308", "1e-308", "24", "0.0001", "99999999", "1e400", "-0",
                          "NaN", "12.5.5", "1e", ".5", "-.5e-3"]
    static let pathData = ["M0 0L24 24", "M 1e308 0 L -1e308 1e308 Z", "M0 0 A 1e-300 1e300 0 1 1 24 24",
                           "M12 2 C 1e300 1e300 -1e300 -1e300 12 22 Z", "M0 0 Q 12 1e200 24 0", "M0 0 H 1e308 V 1e308 Z",
                           "Z Z Z", "M", "L 3 3", "M0 0 A 0 0 0 0 0 0 0", String(repeating: "M0 0 L24 24 ", count: 2000),
                           "M0 0 l 1 1", "M0,0,1,1", "M\u{FFFD}0 0"]

    /// Numbers and path data replaced inside the real catalogue, which stays valid JSON.
    static func mutateValues(_ text: String, _ random: inout FuzzRandom) -> String {
        var out = text
        if random.chance(0.5), let range = out.firstRange(of: "\"gridSize\": 24") {
            out.replaceSubrange(range, with: "\"gridSize\": " + random.pick(numbers))
        }
        let dRanges = out.ranges(of: "\"d\": \"")
        for _ in 0..<random.int(in: 1...3) where !dRanges.isEmpty {
            let start = random.pick(dRanges).upperBound
            guard let end = out[start...].firstIndex(of: "\"") else { continue }
            out.replaceSubrange(start..<end, with: random.pick(pathData))
            break
        }
        return out
    }

    /// Small catalogues built from pieces, including deep nesting and odd types.
    static func small(_ random: inout FuzzRandom) -> String {
        switch random.below(5) {
        case 0:
            let depth = random.pick([10, 100, 1000, 100_000])
            return "{\"symbols\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        case 1:
            let depth = random.pick([10, 1000, 100_000])
            return String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        case 2:
            return "{\"gridSize\": \(random.pick(numbers)), \"symbols\": {\"x\": {\"layers\": [{\"style\": \"\(random.pick(["stroke", "fill", "glow", ""]))\", \"d\": \"\(random.pick(pathData))\"}], \"mirrorsInRightToLeft\": \(random.pick(["true", "1", "null", "\"yes\""]))}}}"
        case 3:
            return "\"" + String(repeating: "\\u", count: random.int(in: 1...50)) + "\""
        default:
            return random.pick(["", "{", "[", "null", "{\"symbols\": {}}", "{\"symbols\": 5}", "1e999999", "\"\\ud800\"",
                                "{\"symbols\": {\"a\": {\"layers\": []}}}", "{\"symbols\": {\"\": {\"layers\": [{}]}}}"])
        }
    }
}
