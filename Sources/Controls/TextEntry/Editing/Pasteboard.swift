/// The pasteboard shared by everything in the process: what Copy and Cut put there, what Paste
/// takes (HIG §1.28).
///
/// Text arrives as bytes from wherever a board gets its clipboard; ``setData(_:)`` accepts any
/// bytes and ``string`` decodes them as UTF-8 with each invalid sequence replaced by U+FFFD, so
/// a paste can never carry malformed text into a field. The content is bounded
/// (``maximumBytes``); longer data is cut at a character boundary.
@MainActor
public final class Pasteboard {
    /// The process-wide pasteboard every text field and text view uses unless given another.
    public static let general = Pasteboard()

    /// The largest content kept, in bytes of UTF-8: 4 MiB.
    public let maximumBytes: Int
    /// Counts every change of the content (as `UIPasteboard.changeCount`).
    public private(set) var changeCount = 0
    private var bytes: [UInt8]?

    /// An empty pasteboard keeping at most `maximumBytes`.
    public init(maximumBytes: Int = 4 << 20) {
        self.maximumBytes = max(0, maximumBytes)
    }

    /// The text on the pasteboard, `nil` when it is empty; setting `nil` empties it.
    public var string: String? {
        get { bytes.map { String(decoding: $0, as: UTF8.self) } }
        set { setData(newValue.map { Array($0.utf8) }) }
    }

    /// Whether there is text to paste.
    public var hasStrings: Bool { bytes.map { !$0.isEmpty } ?? false }

    /// Puts raw bytes (meant as UTF-8 text, possibly malformed) on the pasteboard.
    public func setData(_ data: [UInt8]?) {
        if var data {
            if data.count > maximumBytes {
                var end = maximumBytes
                while end > 0, data[end] & 0xC0 == 0x80 { end -= 1 }   // not inside a UTF-8 sequence
                data.removeSubrange(end...)
            }
            bytes = data
        } else {
            bytes = nil
        }
        changeCount += 1
    }
}
