/// Where the lines of a paragraph sit between its edges.
public enum TextAlignment: Sendable, Hashable {
    /// UIKit's `.natural`: at the leading edge of the interface's layout direction
    /// (``ParagraphStyle/layoutDirection``), whatever the text's own direction. English labels in
    /// an Arabic or Hebrew interface are right-aligned; Arabic text in an English interface is
    /// left-aligned.
    case natural
    /// At the leading edge of the layout direction (right in a right-to-left interface).
    case leading
    /// Centred.
    case center
    /// At the trailing edge of the layout direction.
    case trailing
}
