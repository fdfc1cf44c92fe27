/// One replacement of text: what was at `range` before, what is there now, and the selection on
/// either side. Applying it backwards is undo; forwards again is redo.
public struct TextChange: Sendable, Equatable {
    /// Where the replacement starts, in scalar offsets.
    public var location: Int
    /// The scalars that were there.
    public var removed: [UInt32]
    /// The scalars put in their place.
    public var inserted: [UInt32]
    /// The selection before the change.
    public var selectionBefore: TextSelection
    /// The selection after the change.
    public var selectionAfter: TextSelection

    /// The change that undoes this one.
    public var inverse: TextChange {
        TextChange(location: location, removed: inserted, inserted: removed,
                   selectionBefore: selectionAfter, selectionAfter: selectionBefore)
    }

    /// Folds `next` (made right after this change) into this one when it continues it: typing
    /// at the end of what was inserted, or backspacing into it. Returns whether it could.
    mutating func coalesce(with next: TextChange) -> Bool {
        let end = location + inserted.count
        if next.removed.isEmpty, next.location == end {
            inserted += next.inserted
        } else if next.inserted.isEmpty, next.location >= location, next.location + next.removed.count == end,
                  next.removed.count <= inserted.count {
            inserted.removeLast(next.removed.count)
        } else {
            return false
        }
        selectionAfter = next.selectionAfter
        return true
    }

    /// Whether applying the change leaves the text as it was.
    var isIdentity: Bool { removed == inserted }

    /// This change and `next` (made right after it) as one change, when `next` only rewrites
    /// text this change inserted (an input method replacing its marked text); `nil` otherwise.
    func followed(by next: TextChange) -> TextChange? {
        let start = next.location - location
        guard start >= 0, start + next.removed.count <= inserted.count else { return nil }
        var folded = self
        folded.inserted.replaceSubrange(start..<(start + next.removed.count), with: next.inserted)
        folded.selectionAfter = next.selectionAfter
        return folded
    }
}
