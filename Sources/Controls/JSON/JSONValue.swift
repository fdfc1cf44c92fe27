/// A JSON value (RFC 8259), read by the runtime's one JSON reader: the symbol catalogue
/// (``SymbolCatalog``) and the apps' strings catalogs (`StringsCatalog` in Apps) read their
/// files with it. Objects keep their members' order.
///
/// ## Background
/// The runtime links no Foundation in its drawing layers, and an app reads its strings
/// catalogs before its first frame: Foundation's `JSONDecoder` through `Decodable` took about a
/// sixth of the gallery's whole start. This reader makes one pass over the UTF-8 bytes: strings
/// with their escapes and surrogate pairs (the text between escapes copied as it is, checked as
/// UTF-8), numbers checked against JSON's grammar, nesting limited to ``maximumDepth``. `package`:
/// shared by the package's modules, not part of its API.
package enum JSONValue: Equatable, Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(x), .array(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.null, .null): true
        default: false
        }
    }

    /// The member `key` of an object (the first of that name), or `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Deeper nesting than this is refused (each level is a native stack frame; a catalogue
    /// nests seven), so that a hostile file cannot exhaust the stack.
    package static let maximumDepth = 64

    /// The value in `text`.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the byte offset and what was expected there.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// The value in `bytes` (UTF-8), which must hold exactly one value and whitespace.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the byte offset and what was expected there.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
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

        func error(_ expected: String) -> JSONSyntaxError { JSONSyntaxError(offset: offset, expected: expected) }

        mutating func skipSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A, 0x0D: offset += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else { throw error("at most \(JSONValue.maximumDepth) levels of nesting") }
            guard offset < bytes.count else { throw error("a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let text = try number()
                guard let number = Double(text) else { throw error("a number") }
                return .number(number)
            default: throw error("a value")
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            offset += 1
            var members: [(key: String, value: JSONValue)] = []
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
                members.append((name, try value(depth: depth + 1)))
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

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            offset += 1
            var elements: [JSONValue] = []
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

        mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(JSONSyntaxError) {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw error(what) }
            offset += 1
        }

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            for byte in word.utf8 {
                guard offset < bytes.count, bytes[offset] == byte else { throw error("“\(word)”") }
                offset += 1
            }
        }

        /// A number's text, checked against JSON's grammar: `-`? int frac? exp?.
        mutating func number() throws(JSONSyntaxError) -> String {
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
        mutating func string() throws(JSONSyntaxError) -> String {
            offset += 1
            var result = ""
            var runStart = offset
            func flush(_ reader: Reader, _ from: Int, into result: inout String) throws(JSONSyntaxError) {
                guard from < reader.offset else { return }
                let run = UnsafeBufferPointer(rebasing: reader.bytes[from..<reader.offset])
                guard let text = Reader.text(run) else {
                    throw JSONSyntaxError(offset: from, expected: "UTF-8 text")
                }
                result += text
            }
            while true {
                guard offset < bytes.count else { throw error("“\"” to end the string") }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    // Most strings have no escape: their text is the run itself, not appended.
                    if result.isEmpty && runStart < offset {
                        guard let text = Reader.text(UnsafeBufferPointer(rebasing: bytes[runStart..<offset])) else {
                            throw JSONSyntaxError(offset: runStart, expected: "UTF-8 text")
                        }
                        offset += 1
                        return text
                    }
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

        /// `run` as a string when it is valid UTF-8. Decoding repairs an invalid sequence with
        /// U+FFFD, which changes the bytes, so the text is valid exactly when its bytes are the
        /// run's (`String(validating:as:)` checks alike at many times the cost).
        static func text(_ run: UnsafeBufferPointer<UInt8>) -> String? {
            var text = String(decoding: run, as: UTF8.self)
            let same = text.withUTF8 { decoded in
                guard decoded.count == run.count else { return false }
                for i in 0..<run.count where decoded[i] != run[i] { return false }
                return true
            }
            return same ? text : nil
        }

        /// The scalar of a `\uXXXX` escape (the `\u` read), a surrogate pair joined.
        mutating func escapedScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
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

        mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
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
package struct JSONSyntaxError: Error, Equatable {
    /// Where reading stopped, in bytes from the start.
    package let offset: Int
    /// What was expected there (“a value”, "“,” or “}”").
    package let expected: String

    /// “not valid JSON at byte 12: expected “,” or “}””.
    package var reason: String { "not valid JSON at byte \(offset): expected \(expected)" }
}
