import FoundationEssentials
import Glibc
import Graphics
import ScanoutTesting
import Testing

@testable import Apps
import Controls

/// The runtime's JSON reader (Controls' `JSONValue`) and the strings catalog's document read from
/// it: RFC 8259's grammar, and the same document `JSONDecoder` reads from every catalog the
/// repository ships.
@Suite("Strings catalogs: the JSON reader")
struct StringsJSONValueTests {
    /// Every `.xcstrings` file under Assets/Strings, found from this file's place in the package.
    static func shippedCatalogs() -> [String] {
        let root = String("\(#filePath)".split(separator: "/Tests/").first ?? "")
        var found: [String] = []
        func walk(_ folder: String) {
            guard let dir = opendir(folder) else { return }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let path = folder + "/" + name
                if name.hasSuffix(".xcstrings") { found.append(path) } else if entry.pointee.d_type == UInt8(DT_DIR) { walk(path) }
            }
        }
        walk("/" + root + "/Assets/Strings")
        return found.sorted()
    }

    @Test("Every shipped catalog reads as the same document JSONDecoder reads")
    func sameAsJSONDecoder() throws {
        let catalogs = Self.shippedCatalogs()
        #expect(catalogs.count >= 10, "\(catalogs)")
        for path in catalogs {
            let bytes = try FileBytes.read(path)
            let decoded = try JSONDecoder().decode(StringsCatalogDocument.self, from: Data(bytes))
            let read = try StringsCatalogDocument(json: JSONValue.parse(bytes))
            #expect(read == decoded, "\(path)")
            #expect(!read.strings.isEmpty, "\(path)")
        }
    }

    @Test("Strings: escapes, \\u escapes and surrogate pairs, UTF-8 copied as it is")
    func strings() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0661\u05D0", "\ud83d\ude00", "é١א😀", ""]"#
        #expect(
            try JSONValue.parse(Array(text.utf8))
                == .array([.string("a\"b\\c/d\u{08}\u{0C}\n\r\t"), .string("é١א"), .string("😀"), .string("é١א😀"), .string("")]))
    }

    @Test("Numbers, literals, nesting and whitespace read as JSON's grammar says")
    func grammar() throws {
        let text = " {\"n\": [0, -1, 2.5, 1e3, -0.25E-2], \"t\": true, \"f\": false, \"z\": null, \"o\": {}, \"a\": []}\n"
        #expect(
            try JSONValue.parse(Array(text.utf8))
                == .object([
                    ("n", .array([.number(0), .number(-1), .number(2.5), .number(1000), .number(-0.0025)])),
                    ("t", .bool(true)), ("f", .bool(false)), ("z", .null), ("o", .object([])), ("a", .array([])),
                ]))
    }

    @Test("Text that is not JSON is an error naming the byte where reading stopped", arguments: [
        ("", 0), ("{", 1), ("{\"a\" 1}", 5), ("{\"a\": 1,}", 8), ("[1 2]", 3), ("01", 1), ("1.", 2), ("-", 1),
        ("1e", 2), ("tru", 3), ("\"abc", 4), ("\"a\u{01}\"", 2), ("\"\\x\"", 2), ("\"\\u12G4\"", 5),
        ("\"\\ud83d\"", 7), ("\"\\ude00\"", 7), ("{} {}", 3), ("[\"\u{FF}\"]", 2),
    ])
    func notJSON(text: String, offset: Int) {
        let bytes = text == "[\"\u{FF}\"]" ? [0x5B, 0x22, 0xFF, 0x22, 0x5D] : Array(text.utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(bytes) }
        do {
            _ = try JSONValue.parse(bytes)
        } catch {
            #expect(error.offset == offset, "\(text): \(error.reason)")
            #expect(error.reason.hasPrefix("not valid JSON at byte \(offset): expected "))
        }
    }

    @Test("Nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect((try? JSONValue.parse(Array(fine.utf8))) != nil)
    }
}
