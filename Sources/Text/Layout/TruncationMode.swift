/// Where text that does not fit is replaced by an ellipsis (“…”).
///
/// Positions are logical: `.tail` keeps the start of the text, which in Arabic or Hebrew is at
/// the right, so the ellipsis appears at the left end of a right-to-left line.
public enum TruncationMode: Sendable, Hashable {
    /// Keep the start, cut the end.
    case tail
    /// Keep the end, cut the start.
    case head
    /// Keep both ends, cut the middle.
    case middle
    /// Cut nothing: lines past ``ParagraphStyle/maximumLines`` are dropped without an ellipsis.
    case none
}
