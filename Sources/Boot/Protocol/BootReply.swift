/// One reply of the boot splash to a request: one line.
///
/// `ok [WORDS…]`, `answer TEXT` (percent-encoded) or `error CODE TEXT` (percent-encoded message).
public enum BootReply: Equatable, Sendable {
    /// Done; `fields` are `key=value` words (`status`), percent-encoded values.
    case ok(fields: [(String, String)] = [])
    /// What the person typed for `ask-password` or `ask-question`.
    case answer(String)
    /// Not done, and why.
    case error(BootErrorCode, String)

    /// The line sent, without its newline.
    public var line: String {
        switch self {
        case .ok(let fields): (["ok"] + fields.map { "\($0.0)=\(BootText.encode($0.1))" }).joined(separator: " ")
        case .answer(let text): "answer " + BootText.encode(text)
        case .error(let code, let message): "error \(code.rawValue) " + BootText.encode(message)
        }
    }

    /// The reply for a protocol error.
    public init(_ error: BootProtocolError) { self = .error(error.code, error.description) }

    /// Reads a reply line (the client's side).
    ///
    /// - Throws: ``BootProtocolError`` when the line is not a reply.
    public init(line: some Collection<UInt8>) throws(BootProtocolError) {
        var bytes = Array(line)
        if bytes.last == 0x0D { bytes.removeLast() }
        guard bytes.count < BootRequest.maximumLineLength * 4 else { throw .tooLong(limit: BootRequest.maximumLineLength * 4) }
        let words = bytes.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
        guard let first = words.first else { throw .empty }
        switch String(decoding: first, as: UTF8.self) {
        case "ok":
            var fields: [(String, String)] = []
            for word in bytes.split(separator: 0x20).dropFirst() {
                guard let equals = word.firstIndex(of: 0x3D) else { throw .badEncoding("an ok field is key=value") }
                fields.append((String(decoding: word[word.startIndex..<equals], as: UTF8.self),
                               try BootText.decode(word[word.index(after: equals)...])))
            }
            self = .ok(fields: fields)
        case "answer":
            guard words.count == 2 else { throw .badEncoding("answer carries one text") }
            self = .answer(try BootText.decode(words[1]))
        case "error":
            guard words.count >= 2, let code = BootErrorCode(rawValue: String(decoding: words[1], as: UTF8.self)) else {
                throw .badEncoding("an error reply names its code")
            }
            self = .error(code, words.count == 3 ? try BootText.decode(words[2]) : "")
        default:
            throw .unknownVerb(String(decoding: first.prefix(40), as: UTF8.self))
        }
    }

    public static func == (a: BootReply, b: BootReply) -> Bool { a.line == b.line }

    /// The value of `key` in an `ok` reply.
    public func field(_ key: String) -> String? {
        guard case .ok(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }
}
