/// Named, grouped, bounded undo and redo (HIG §1.29).
///
/// Each entry is a group of changes with an action name ("Typing", "Paste"), offered to people
/// as "Undo Typing". Consecutive typing coalesces into one group until something else happens
/// (``breakCoalescing()``: the caret moved, another kind of edit, focus left). Only
/// ``levelsOfUndo`` groups are kept, and a group holds at most ``maximumChangesPerGroup``
/// changes, so memory stays bounded whatever is typed. A new change clears the redo stack.
public struct UndoStack<Change: Sendable>: Sendable {
    /// A named group of changes, undone together (last change first).
    public struct Group: Sendable {
        /// The action name, such as "Typing" (never "Undo Typing").
        public var name: String
        /// The changes, in the order they were made.
        public var changes: [Change]
    }

    /// How many groups undo can go back. iOS: `UndoManager.levelsOfUndo` is unlimited, but the
    /// HIG asks to keep undo useful and bounded; see ``ControlMetrics/undoLevels``.
    public var levelsOfUndo: Int
    /// The most changes one coalesced group holds before a new group starts.
    public var maximumChangesPerGroup: Int
    /// The groups undo takes back, most recent last.
    public private(set) var undoGroups: [Group] = []
    /// The groups redo puts back, most recent last.
    public private(set) var redoGroups: [Group] = []
    private var isCoalescing = false

    /// An empty stack keeping `levelsOfUndo` groups.
    public init(levelsOfUndo: Int, maximumChangesPerGroup: Int = 256) {
        self.levelsOfUndo = max(1, levelsOfUndo)
        self.maximumChangesPerGroup = max(1, maximumChangesPerGroup)
    }

    /// Records a change named `name`. With `coalescing`, it joins the last group when that one
    /// has the same name and is still open (`merge` may fold it into the group's last change).
    public mutating func record(_ change: Change, named name: String, coalescing: Bool = false,
                                merge: (inout Change, Change) -> Bool = { _, _ in false }) {
        redoGroups.removeAll()
        if coalescing, isCoalescing, var last = undoGroups.last, last.name == name,
           last.changes.count < maximumChangesPerGroup {
            if let previous = last.changes.last {
                var folded = previous
                if merge(&folded, change) {
                    last.changes[last.changes.count - 1] = folded
                } else {
                    last.changes.append(change)
                }
            } else {
                last.changes.append(change)
            }
            undoGroups[undoGroups.count - 1] = last
        } else {
            undoGroups.append(Group(name: name, changes: [change]))
            if undoGroups.count > levelsOfUndo { undoGroups.removeFirst(undoGroups.count - levelsOfUndo) }
        }
        isCoalescing = coalescing
    }

    /// Ends the open group: the next change starts a new one.
    public mutating func breakCoalescing() { isCoalescing = false }

    /// Takes the most recent group off the undo stack and onto the redo stack.
    public mutating func popUndo() -> Group? {
        isCoalescing = false
        guard let group = undoGroups.popLast() else { return nil }
        redoGroups.append(group)
        return group
    }

    /// Takes the most recent undone group off the redo stack and back onto the undo stack.
    public mutating func popRedo() -> Group? {
        isCoalescing = false
        guard let group = redoGroups.popLast() else { return nil }
        undoGroups.append(group)
        return group
    }

    /// Forgets everything.
    public mutating func removeAll() {
        undoGroups.removeAll()
        redoGroups.removeAll()
        isCoalescing = false
    }

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoGroups.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoGroups.isEmpty }
    /// "Undo Typing", or `nil` when there is nothing to undo.
    public var undoMenuTitle: String? { undoGroups.last.map { "Undo \($0.name)" } }
    /// "Redo Typing", or `nil` when there is nothing to redo.
    public var redoMenuTitle: String? { redoGroups.last.map { "Redo \($0.name)" } }
}
