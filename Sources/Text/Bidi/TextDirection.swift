/// The direction a paragraph's text runs in.
public enum TextDirection: Sendable, Hashable {
    /// Left to right (Latin, Japanese, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// How a paragraph's base direction is chosen.
public enum ParagraphDirection: Sendable, Hashable {
    /// From the first strong character (Unicode bidi rules P2–P3); left to right if none.
    case natural
    /// Left to right whatever the text.
    case leftToRight
    /// Right to left whatever the text.
    case rightToLeft
}
