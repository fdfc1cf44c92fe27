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

    @Test("Bytes inside a string that are not UTF-8 are an error at the string's first byte", arguments: [
        [0xE3, 0x81],  // a three-byte sequence cut short
        [0xF0, 0x9F, 0x98],  // a four-byte sequence cut short: three bytes, as long as U+FFFD's
        [0xC0, 0xAF],  // an overlong "/"
        [0xED, 0xA0, 0x80],  // a surrogate encoded as UTF-8
        [0x61, 0x80, 0x62],  // a continuation byte alone
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
    ] as [[UInt8]])
    func notUTF8(inside: [UInt8]) throws {
        for (prefix, suffix) in [([UInt8](), [UInt8]()), (Array("日本".utf8), [UInt8]()), ([UInt8](), Array("\\n".utf8))] {
            let bytes: [UInt8] = [0x5B, 0x22] + prefix + inside + suffix + [0x22, 0x5D]
            do {
                let value = try JSONValue.parse(bytes)
                Issue.record("\(bytes) read as \(value)")
            } catch {
                #expect(error.expected == "UTF-8 text", "\(bytes): \(error.reason)")
                #expect(error.offset == 2, "\(bytes): \(error.reason)")
            }
        }
        // The same strings made valid read as their text.
        #expect(try JSONValue.parse(Array("[\"日本\u{1F600}\"]".utf8)) == .array([.string("日本\u{1F600}")]))
    }

    @Test("Nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect((try? JSONValue.parse(Array(fine.utf8))) != nil)
    }
}
