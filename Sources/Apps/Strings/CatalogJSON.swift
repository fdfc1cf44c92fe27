/// A JSON value (RFC 8259) as a strings catalog is read: objects, arrays, strings, numbers,
/// booleans and null.
///
/// ## Background
/// Every app with strings reads its catalogs at launch, before its first frame. Foundation's
/// `JSONDecoder` through `Decodable` took about a sixth of the gallery's whole start (the
/// generic metadata and witness tables it instantiates on first use, then the decoding itself);
/// reading the text into these values in one pass and walking them (``StringsCatalogDocument``)
/// does the same work directly. Numbers are kept as their text: a catalog has none that it uses.
enum CatalogJSON: Equatable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// Deeper nesting than this is refused (a catalog nests seven levels); it keeps a hostile file
    /// from exhausting the stack.
    static let maximumDepth = 64

    /// The value in `bytes` (UTF-8), which must hold exactly one value and whitespace.
    ///
    /// - Throws: ``CatalogJSONError`` naming the byte offset and what was expected there.
    static func parse(_ bytes: [UInt8]) throws(CatalogJSONError) -> CatalogJSON {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogJSONError) in
            var reader = Reader(bytes: buffer)
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.offset == buffer.count else { throw reader.error("the end of the text after the value") }
            return value
        }
    }

    /// The one-pass reader over the text's bytes.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        func error(_ expected: String) -> CatalogJSONError { CatalogJSONError(offset: offset, expected: expected) }

        mutating func skipSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A, 0x0D: offset += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(CatalogJSONError) -> CatalogJSON {
            guard depth < CatalogJSON.maximumDepth else { throw error("at most \(CatalogJSON.maximumDepth) levels of nesting") }
            guard offset < bytes.count else { throw error("a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("a value")
            }
        }

        mutating func object(depth: Int) throws(CatalogJSONError) -> CatalogJSON {
            offset += 1
            var members: [String: CatalogJSON] = [:]
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("a member's name in quotes") }
                let name = try string()
                skipSpace()
                try expect(":", "“:” after a member's name")
                skipSpace()
                members[name] = try value(depth: depth + 1)
                skipSpace()
                guard offset < bytes.count else { throw error("“,” or “}”") }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                } else if bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return .object(members)
                } else {
                    throw error("“,” or “}”")
                }
            }
        }

        mutating func array(depth: Int) throws(CatalogJSONError) -> CatalogJSON {
            offset += 1
            var elements: [CatalogJSON] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard offset < bytes.count else { throw error("“,” or “]”") }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                } else if bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(elements)
                } else {
                    throw error("“,” or “]”")
                }
            }
        }

        mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(CatalogJSONError) {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw error(what) }
            offset += 1
        }

        mutating func literal(_ word: String) throws(CatalogJSONError) {
            for byte in word.utf8 {
                guard offset < bytes.count, bytes[offset] == byte else { throw error("“\(word)”") }
                offset += 1
            }
        }

        /// A number's text, checked against JSON's grammar: `-`? int frac? exp?.
        mutating func number() throws(CatalogJSONError) -> String {
            let start = offset
            func digits(_ reader: inout Reader) -> Int {
                let from = reader.offset
                while reader.offset < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.offset]) { reader.offset += 1 }
                return reader.offset - from
            }
            if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, (0x30...0x39).contains(bytes[offset]) else { throw error("a digit") }
            if bytes[offset] == UInt8(ascii: "0") { offset += 1 } else { _ = digits(&self) }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                guard digits(&self) > 0 else { throw error("a digit after “.”") }
            }
            if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
                guard digits(&self) > 0 else { throw error("a digit in the exponent") }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }

        /// A string's text, its escapes resolved; the text between escapes is copied as it is
        /// when it is valid UTF-8 without control characters.
        mutating func string() throws(CatalogJSONError) -> String {
            offset += 1
            var result = ""
            var runStart = offset
            func flush(_ reader: Reader, _ from: Int, into result: inout String) throws(CatalogJSONError) {
                guard from < reader.offset else { return }
                let run = UnsafeBufferPointer(rebasing: reader.bytes[from..<reader.offset])
                guard let text = String(validating: run, as: UTF8.self) else {
                    throw CatalogJSONError(offset: from, expected: "UTF-8 text")
                }
                result += text
            }
            while true {
                guard offset < bytes.count else { throw error("“\"” to end the string") }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    try flush(self, runStart, into: &result)
                    offset += 1
                    return result
                }
                if byte < 0x20 { throw error("an escape (\\n, \\t, \\u…) for a control character in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    offset += 1
                    continue
                }
                try flush(self, runStart, into: &result)
                offset += 1
                guard offset < bytes.count else { throw error("an escape after “\\”") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{08}"
                case UInt8(ascii: "f"): result += "\u{0C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"): result.unicodeScalars.append(try escapedScalar())
                default:
                    offset -= 1
                    throw error("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after “\\”")
                }
                runStart = offset
            }
        }

        /// The scalar of a `\uXXXX` escape (the `\u` read), a surrogate pair joined.
        mutating func escapedScalar() throws(CatalogJSONError) -> Unicode.Scalar {
            let first = try hexQuad()
            if (0xD800...0xDBFF).contains(first) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                else { throw error("the low surrogate (\\uDC00…\\uDFFF) after a high one") }
                offset += 2
                let second = try hexQuad()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error("the low surrogate (\\uDC00…\\uDFFF) after a high one")
                }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("a Unicode scalar") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("a high surrogate before a low one") }
            return scalar
        }

        mutating func hexQuad() throws(CatalogJSONError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard offset < bytes.count else { throw error("four hexadecimal digits after \\u") }
                let byte = bytes[offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
                offset += 1
            }
            return value
        }
    }
}

/// Why a text is not JSON: the byte offset where reading stopped and what was expected there.
struct CatalogJSONError: Error, Equatable {
    let offset: Int
    let expected: String

    /// “not valid JSON at byte 12: expected “,” or “}””.
    var reason: String { "not valid JSON at byte \(offset): expected \(expected)" }
}
