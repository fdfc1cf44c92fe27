/// Cuts a byte stream into request lines of at most ``BootRequest/maximumLineLength`` bytes.
///
/// A line longer than that is reported once as ``BootProtocolError/tooLong(limit:)`` and its
/// bytes are dropped up to its newline, so one oversized message neither grows the buffer nor
/// desynchronises the requests after it. Memory stays bounded by the limit whatever a client
/// sends.
public struct BootLineReader: Sendable {
    private var buffer: [UInt8] = []
    private var isDiscarding = false
    /// The longest line kept, newline included.
    public let limit: Int

    /// A reader keeping lines up to `limit` bytes.
    public init(limit: Int = BootRequest.maximumLineLength) { self.limit = limit }

    /// Bytes held of an unfinished line.
    public var pendingByteCount: Int { buffer.count }

    /// Adds `bytes` and returns every line they complete (without newlines), or a `tooLong`
    /// error in the place of each oversized line.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Result<[UInt8], BootProtocolError>] {
        var lines: [Result<[UInt8], BootProtocolError>] = []
        for byte in bytes {
            if byte == 0x0A {
                if isDiscarding {
                    isDiscarding = false
                } else {
                    lines.append(.success(buffer))
                }
                buffer.removeAll(keepingCapacity: true)
            } else if !isDiscarding {
                buffer.append(byte)
                if buffer.count >= limit {
                    lines.append(.failure(.tooLong(limit: limit)))
                    buffer.removeAll(keepingCapacity: true)
                    isDiscarding = true
                }
            }
        }
        return lines
    }
}
