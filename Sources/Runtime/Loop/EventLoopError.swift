/// Why the event loop or one of its sources could not be set up.
public struct EventLoopError: Error, Equatable, CustomStringConvertible {
    /// The call that failed.
    public var call: String
    /// The errno text.
    public var reason: String

    public var description: String { "\(call) failed: \(reason)" }

    init(_ call: String, errno code: Int32) {
        self.call = call
        reason = String(cString: strerror(code))
    }
}

import Glibc
