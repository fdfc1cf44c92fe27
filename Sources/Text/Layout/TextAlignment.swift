/// Where the lines of a paragraph sit between its edges.
public enum TextAlignment: Sendable, Hashable {
    /// At the start of each paragraph's own direction: left for English, right for Arabic.
    case natural
    /// At the leading edge of the layout direction (right in a right-to-left interface).
    case leading
    /// Centred.
    case center
    /// At the trailing edge of the layout direction.
    case trailing
}
