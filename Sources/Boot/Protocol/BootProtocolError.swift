/// Why a line received on the boot control socket is not a request (or a reply) Scanout
/// understands. Each becomes an `error` reply naming the problem; the splash keeps running.
public enum BootProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line is longer than ``BootRequest/maximumLineLength`` bytes.
    case tooLong(limit: Int)
    /// The line is empty.
    case empty
    /// A `%` escape or the UTF-8 is broken; the text says how.
    case badEncoding(String)
    /// The first word is not a verb of the protocol.
    case unknownVerb(String)
    /// The verb's arguments are wrong; the text says what the verb takes.
    case badArgument(verb: String, String)
    /// The client is not root, the splash's own user or a member of its group.
    case unauthorised(uid: UInt32, gid: UInt32)
    /// Too many clients are connected.
    case busy(limit: Int)

    /// The reply's error code: one word a script can match.
    public var code: BootErrorCode {
        switch self {
        case .tooLong: .tooLong
        case .empty, .badEncoding, .unknownVerb, .badArgument: .malformed
        case .unauthorised: .unauthorised
        case .busy: .busy
        }
    }

    public var description: String {
        switch self {
        case .tooLong(let limit): "the line is longer than \(limit) bytes; nothing of it was done"
        case .empty: "an empty line is not a request (try `status`)"
        case .badEncoding(let why): "bad encoding: \(why)"
        case .unknownVerb(let verb):
            "unknown verb “\(verb.prefix(40))” (known: \(BootRequest.verbs.joined(separator: ", ")))"
        case .badArgument(let verb, let why): "\(verb): \(why)"
        case .unauthorised(let uid, let gid):
            "not allowed: uid \(uid) gid \(gid) is neither root nor the splash's user nor in its control group"
        case .busy(let limit): "busy: \(limit) clients are connected already; try again"
        }
    }
}

/// The error codes of `error` replies.
public enum BootErrorCode: String, Sendable, CaseIterable {
    /// The request could not be read (encoding, verb, arguments).
    case malformed
    /// The line was too long.
    case tooLong = "too-long"
    /// The client's credentials were refused.
    case unauthorised
    /// Too many clients.
    case busy
    /// An ask-password or ask-question was cancelled (quit, handover, another question).
    case cancelled
    /// The request cannot be done now (no display to deactivate, unknown app to hand over to).
    case unavailable
}
