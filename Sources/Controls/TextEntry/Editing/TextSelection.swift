/// The selected text, or the caret when nothing is selected, in Unicode scalar offsets.
///
/// The *anchor* stays where the selection started; the *head* moves (Shift-arrow, a dragged
/// handle). Both always sit on grapheme cluster boundaries.
public struct TextSelection: Sendable, Hashable {
    /// Where the selection started.
    public var anchor: Int
    /// The end that moves.
    public var head: Int

    /// A selection from `anchor` to `head`.
    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret (an empty selection) at `index`.
    public static func caret(_ index: Int) -> TextSelection { TextSelection(anchor: index, head: index) }

    /// A selection covering `range`, its head at the upper bound.
    public init(_ range: Range<Int>) { self.init(anchor: range.lowerBound, head: range.upperBound) }

    /// The selected range, lowest offset first.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Whether nothing is selected (the selection is a caret).
    public var isCaret: Bool { anchor == head }
}
