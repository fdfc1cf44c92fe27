/// A parsed JSON value: the small reader the symbol catalogue needs (the runtime links no
/// Foundation). Objects keep their keys' order.
enum JSONValue: Equatable, Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (a: JSONValue, b: JSONValue) -> Bool {
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

    /// The member `key` of an object, or `nil`.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Parses JSON text.
    ///
    /// - Throws: ``SymbolCatalogError/malformedJSON(offset:reason:)`` naming the byte offset.
    static func parse(_ text: String) throws(SymbolCatalogError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.offset == reader.bytes.count else { throw reader.error("text after the JSON value") }
        return value
    }
}

/// A recursive-descent reader over UTF-8 bytes.
struct JSONReader {
    let bytes: [UInt8]
    var offset = 0
    /// How many objects and arrays enclose the reader now.
    private var depth = 0
    /// The deepest nesting read: each level is a native stack frame, so `[[[[…` a hundred
    /// thousand deep would overflow the stack; a catalogue needs four.
    static let maximumDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ reason: String) -> SymbolCatalogError { .malformedJSON(offset: offset, reason: reason) }

    mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    mutating func expect(_ literal: String) throws(SymbolCatalogError) {
        for byte in literal.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { throw error("expected “\(literal)”") }
            offset += 1
        }
    }

    mutating func value() throws(SymbolCatalogError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of text") }
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
            depth += 1
            defer { depth -= 1 }
            if bytes[offset] == UInt8(ascii: "{") { return try object() }
            return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try number())
        }
    }

    mutating func object() throws(SymbolCatalogError) -> JSONValue {
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipWhitespace()
            try expect(":")
            members.append((key, try value()))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated object") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            throw error("expected “,” or “}”")
        }
    }

    mutating func array() throws(SymbolCatalogError) -> JSONValue {
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(items) }
        while true {
            items.append(try value())
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated array") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(items) }
            throw error("expected “,” or “]”")
        }
    }

    mutating func string() throws(SymbolCatalogError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() }
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\"") { flush(); return String(scalars) }
            guard byte == UInt8(ascii: "\\") else { run.append(byte); continue }
            flush()
            guard offset < bytes.count else { break }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "u"):
                guard offset + 4 <= bytes.count,
                      let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                else { throw error("bad \\u escape") }
                offset += 4
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        throw error("unterminated string")
    }

    mutating func number() throws(SymbolCatalogError) -> Double {
        let start = offset
        while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
        guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            offset = start
            throw error("expected a value")
        }
        return value
    }
}
