public import Graphics

/// The pasteboard shared by everything in the process: what Copy and Cut put there, what Paste
/// takes (HIG §1.28). It holds text or an image, one at a time, as UIKit's general pasteboard
/// holds one item: putting text there drops the image and the other way round.
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
    private var bitmap: Bitmap?

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

    /// The image on the pasteboard (premultiplied pixels, as an image view shows them), `nil`
    /// when it holds none; setting an image replaces any text, setting `nil` empties the
    /// pasteboard. The pasteboard keeps its own copy: drawing into the bitmap afterwards does
    /// not change what is pasted.
    ///
    /// <!-- example context: import Graphics -->
    /// ```swift
    /// let board = Pasteboard()
    /// board.image = Bitmap(width: 2, height: 2)
    /// print(board.hasImages, board.string == nil)   // true true
    /// ```
    public var image: Bitmap? {
        get { bitmap }
        set {
            bytes = nil
            bitmap = newValue.map { source in
                let copy = Bitmap(size: source.size)
                source.copy(source.bounds, into: copy)
                return copy
            }
            changeCount += 1
        }
    }

    /// Whether there is an image to paste.
    public var hasImages: Bool { bitmap != nil }

    /// Puts raw bytes (meant as UTF-8 text, possibly malformed) on the pasteboard, replacing an
    /// image; `nil` empties it.
    public func setData(_ data: [UInt8]?) {
        bitmap = nil
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
