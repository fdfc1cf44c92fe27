import Text

/// The editing model every text field, text view and search bar shares: the text, the caret
/// and selection, typing and deleting by grapheme cluster, word selection, the pasteboard, and
/// named, grouped, bounded undo.
///
/// ## Background
/// Offsets are Unicode scalar offsets, as ``Paragraph`` uses, and always sit on grapheme cluster
/// boundaries (``GraphemeBreaker``): the caret never lands inside `e` + U+0301 or a flag, and
/// one backspace removes one cluster. Words are UAX #29 words with runs of Hiragana or Han kept
/// together (``WordBreaker/Tailoring/japaneseScriptRuns``).
///
/// Everything a person can do goes through here, so the controls stay thin:
/// ```swift
/// let editor = TextEditor("Hello")
/// editor.insertText(", world")          // "Hello, world", one "Typing" undo group
/// editor.selectWord(at: 1)              // "Hello"
/// editor.copy()                         // onto Pasteboard.general
/// editor.undo()                         // "Hello"
/// ```
///
/// Input from outside is made safe: line breaks become spaces in a single-line editor, control
/// characters are dropped, text beyond ``maximumLength`` (grapheme clusters) or ``capacity``
/// (scalars) is cut at a cluster boundary, and ``shouldChangeText`` may refuse an edit.
@MainActor
public final class TextEditor {
    /// The text, as Unicode scalar values.
    public private(set) var codePoints: [UInt32]
    /// The selection (a caret when empty), on grapheme boundaries.
    public private(set) var selection: TextSelection = .caret(0)
    /// Where on screen the caret was put by the last visual move (points, the field's text
    /// coordinates), so a split caret keeps its side; `nil` after any other change.
    public private(set) var visualCaretX: Double?
    /// Whether line breaks are refused (text fields, search bars): pasted ones become spaces.
    public let isSingleLine: Bool
    /// The most grapheme clusters the text may hold; `nil` for no limit but ``capacity``.
    public var maximumLength: Int?
    /// The most scalars the text may ever hold, whatever is typed or pasted: 1,000,000.
    public let capacity: Int
    /// The pasteboard Cut, Copy and Paste use.
    public var pasteboard: Pasteboard
    /// The undo stack: ``ControlMetrics/undoLevels`` groups of changes.
    public private(set) var undoStack = UndoStack<TextChange>(levelsOfUndo: ControlMetrics.undoLevels)
    /// The validation hook: asked before every edit with the range (scalar offsets) and its
    /// replacement; returning `false` refuses the edit.
    public var shouldChangeText: (@MainActor (Range<Int>, String) -> Bool)?
    /// Called after the text changed.
    public var textDidChange: (@MainActor () -> Void)?
    /// Called after the selection changed (also after every text change).
    public var selectionDidChange: (@MainActor () -> Void)?
    /// Whether an input method is composing (``beginComposition()``): every change until
    /// ``endComposition()`` joins one undo group, whatever the selection does meanwhile.
    public private(set) var isComposing = false
    /// The composition under way (see ``endComposition()``).
    private var composition: Composition?

    /// Creates an editor holding `text` (cleaned as pasted text is), the caret at its end.
    public init(_ text: String = "", isSingleLine: Bool = true, capacity: Int = 1_000_000,
                pasteboard: Pasteboard = .general) {
        self.isSingleLine = isSingleLine
        self.capacity = max(0, capacity)
        self.pasteboard = pasteboard
        codePoints = []
        codePoints = clipped(cleaned(text), replacing: 0..<0)
        selection = .caret(codePoints.count)
    }

    /// Creates an editor holding `codePoints` exactly as given (control characters and line
    /// breaks included; values that are not Unicode scalars are dropped), the caret at the start.
    /// For text an app supplies; what people type or paste is cleaned (see the type's notes).
    public init(codePoints: [UInt32], isSingleLine: Bool = false, pasteboard: Pasteboard = .general) {
        self.isSingleLine = isSingleLine
        self.pasteboard = pasteboard
        self.codePoints = codePoints.filter { Unicode.Scalar($0) != nil }
        capacity = max(1_000_000, self.codePoints.count)
    }

    /// The text as a string. Setting it replaces everything, puts the caret at the end and
    /// forgets undo (as setting `UITextField.text` does).
    public var text: String {
        get { Self.string(codePoints) }
        set {
            codePoints = clipped(cleaned(newValue), replacing: 0..<codePoints.count)
            selection = .caret(codePoints.count)
            visualCaretX = nil
            undoStack.removeAll()
            composition?.isFoldable = false
            textDidChange?()
            selectionDidChange?()
        }
    }

    /// The selected text (empty for a caret).
    public var selectedText: String { Self.string(Array(codePoints[selection.range])) }

    /// The number of grapheme clusters (what people count as characters).
    public var characterCount: Int { GraphemeBreaker.boundaries(in: codePoints).count - 1 }

    // MARK: Selection

    /// Selects `selection`, clamped to the text and moved onto grapheme boundaries (an offset
    /// inside a cluster moves to the cluster's start). `caretX` keeps a split caret's side.
    public func setSelection(_ selection: TextSelection, caretX: Double? = nil) {
        let snapped = TextSelection(anchor: snap(selection.anchor), head: snap(selection.head))
        visualCaretX = snapped.isCaret ? caretX : nil
        // A composition moves its caret inside the marked text: that does not end its group.
        if !isComposing { undoStack.breakCoalescing() }
        guard snapped != self.selection else { return }
        self.selection = snapped
        selectionDidChange?()
    }

    /// How the caret moves.
    public enum Movement: Sendable, Hashable {
        /// One grapheme cluster.
        case character
        /// To the end (forward) or start (backward) of a word.
        case word
        /// To the start or end of the text.
        case document
    }

    /// Moves the caret forward (towards the end of the text) or backward, by `movement`; with
    /// `extending`, moves only the selection's head. Without it, a selection collapses to its
    /// end on the side of the movement.
    public func moveCaret(forward: Bool, by movement: Movement, extending: Bool = false) {
        let head = selection.head
        if !extending, !selection.isCaret, movement == .character {
            setSelection(.caret(forward ? selection.range.upperBound : selection.range.lowerBound))
            return
        }
        let target: Int = switch movement {
        case .character: forward ? GraphemeBreaker.boundary(after: head, in: codePoints)
                                 : GraphemeBreaker.boundary(before: head, in: codePoints)
        case .word: forward ? wordEnd(after: head) : wordStart(before: head)
        case .document: forward ? codePoints.count : 0
        }
        setSelection(extending ? TextSelection(anchor: selection.anchor, head: target) : .caret(target))
    }

    /// The word segment (UAX #29 with Japanese script runs) holding the character at `index`;
    /// spaces and punctuation form segments too. What word selection is built on.
    public func wordSegment(containing index: Int) -> Range<Int> {
        WordBreaker.segment(containing: index, in: codePoints, tailoring: .japaneseScriptRuns)
    }

    /// The range double tap selects at caret position `index`: the segment holding the
    /// character at `index`, or the word ending there when `index` is at the end of the text or
    /// before a space or punctuation.
    public func wordRange(at index: Int) -> Range<Int> {
        let i = min(max(0, index), codePoints.count)
        var range = wordSegment(containing: i)
        if i > 0, range.lowerBound == i, !WordBreaker.isWord(range, in: codePoints) || i == codePoints.count {
            let before = wordSegment(containing: i - 1)
            if WordBreaker.isWord(before, in: codePoints) { range = before }
        }
        return range
    }

    /// Selects the word at `index` (double tap, HIG §2.3).
    public func selectWord(at index: Int) { setSelection(TextSelection(wordRange(at: index))) }

    /// Selects everything.
    public func selectAll() { setSelection(TextSelection(anchor: 0, head: codePoints.count)) }

    // MARK: Composition

    /// An input method starts composing (marked text appears): the typing before it is closed,
    /// and every change until ``endComposition()`` is one "Typing" group, so a committed
    /// conversion (かんじ → 漢字) undoes as one step.
    public func beginComposition() {
        guard !isComposing else { return }
        undoStack.breakCoalescing()
        isComposing = true
        composition = Composition(stackBefore: undoStack)
    }

    /// The composition is committed or cancelled: its group closes, and what is typed next
    /// starts a new one. A composition that leaves the text as it found it (its marked text
    /// removed without a commit) leaves the undo stack as it found it too: no empty "Typing"
    /// step, and what could be redone before can still be redone.
    public func endComposition() {
        guard isComposing else { return }
        isComposing = false
        if let composition, composition.changedNothing { undoStack = composition.stackBefore }
        composition = nil
        undoStack.breakCoalescing()
    }

    /// What a composition has done to the text so far, to tell at its end whether it changed
    /// anything.
    private struct Composition {
        /// The undo stack as it was when the composition began.
        var stackBefore: UndoStack<TextChange>
        /// Its changes folded into one (`nil` before the first).
        var net: TextChange?
        /// Whether every change so far could be folded into ``net`` (an input method's changes
        /// always can: each replaces the marked text); when not, the stack is kept as it is.
        var isFoldable = true

        /// Whether the text is as the composition found it.
        var changedNothing: Bool { isFoldable && (net?.isIdentity ?? true) }

        /// Folds `change`, just made, into ``net``.
        mutating func record(_ change: TextChange) {
            guard isFoldable else { return }
            guard let net else {
                self.net = change
                return
            }
            self.net = net.followed(by: change)
            if self.net == nil { isFoldable = false }
        }
    }

    // MARK: Editing

    /// Types `text` over the selection; consecutive typing is one "Typing" undo group.
    public func insertText(_ text: String) {
        replace(selection.range, with: text, actionName: "Typing", coalescing: true)
    }

    /// Deletes the selection, or the grapheme cluster before the caret (Backspace).
    public func deleteBackward() {
        var range = selection.range
        if range.isEmpty {
            guard range.lowerBound > 0 else { return }
            range = GraphemeBreaker.boundary(before: range.lowerBound, in: codePoints)..<range.lowerBound
        }
        replace(range, with: "", actionName: "Typing", coalescing: true)
    }

    /// Deletes the selection, or the grapheme cluster after the caret (Delete).
    public func deleteForward() {
        var range = selection.range
        if range.isEmpty {
            guard range.upperBound < codePoints.count else { return }
            range = range.lowerBound..<GraphemeBreaker.boundary(after: range.lowerBound, in: codePoints)
        }
        replace(range, with: "", actionName: "Delete", coalescing: false)
    }

    /// Replaces `range` with `text` as one undoable action named `actionName`; returns whether
    /// anything changed (the validation hook, the length limit or an empty no-op may stop it).
    @discardableResult
    public func replace(_ range: Range<Int>, with text: String, actionName: String, coalescing: Bool = false) -> Bool {
        let range = snap(range.lowerBound)..<snap(max(range.lowerBound, range.upperBound))
        let inserted = clipped(cleaned(text), replacing: range)
        guard !(inserted.isEmpty && range.isEmpty) else { return false }
        if let shouldChangeText, !shouldChangeText(range, Self.string(inserted)) { return false }
        let caret = range.lowerBound + inserted.count
        let change = TextChange(location: range.lowerBound, removed: Array(codePoints[range]), inserted: inserted,
                                selectionBefore: selection, selectionAfter: .caret(caret))
        apply(change)
        undoStack.record(change, named: actionName, coalescing: coalescing) { $0.coalesce(with: $1) }
        composition?.record(change)
        return true
    }

    // MARK: Pasteboard

    /// Whether Cut can act: something is selected.
    public var canCut: Bool { !selection.isCaret }
    /// Whether Copy can act: something is selected.
    public var canCopy: Bool { !selection.isCaret }
    /// Whether Paste can act: the pasteboard holds text.
    public var canPaste: Bool { pasteboard.hasStrings }

    /// Copies the selection to the pasteboard.
    public func copy() {
        guard canCopy else { return }
        pasteboard.string = selectedText
    }

    /// Copies the selection to the pasteboard and deletes it ("Cut" in undo).
    public func cut() {
        guard canCut else { return }
        pasteboard.string = selectedText
        replace(selection.range, with: "", actionName: "Cut")
    }

    /// Replaces the selection with the pasteboard's text ("Paste" in undo).
    public func paste() {
        guard let string = pasteboard.string, !string.isEmpty else { return }
        replace(selection.range, with: string, actionName: "Paste")
    }

    // MARK: Undo

    /// Takes back the last action; returns whether there was one.
    @discardableResult
    public func undo() -> Bool {
        guard let group = undoStack.popUndo() else { return false }
        composition?.isFoldable = false  // the stack from before no longer matches the text
        for change in group.changes.reversed() { apply(change.inverse) }
        return true
    }

    /// Puts back the last undone action; returns whether there was one.
    @discardableResult
    public func redo() -> Bool {
        guard let group = undoStack.popRedo() else { return false }
        composition?.isFoldable = false
        for change in group.changes { apply(change) }
        return true
    }

    // MARK: Private

    private func apply(_ change: TextChange) {
        codePoints.replaceSubrange(change.location..<(change.location + change.removed.count), with: change.inserted)
        selection = TextSelection(anchor: min(change.selectionAfter.anchor, codePoints.count),
                                  head: min(change.selectionAfter.head, codePoints.count))
        visualCaretX = nil
        textDidChange?()
        selectionDidChange?()
    }

    /// `index` clamped to the text and moved back to the start of its grapheme cluster.
    private func snap(_ index: Int) -> Int {
        let i = min(max(0, index), codePoints.count)
        return GraphemeBreaker.isBoundary(at: i, in: codePoints) ? i : GraphemeBreaker.boundary(before: i, in: codePoints)
    }

    /// Text as it may enter the editor: no control characters but Tab; line breaks become
    /// spaces on one line and line feeds on several.
    private func cleaned(_ text: String) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(text.utf8.count)
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let c = scalar.value
            defer { previous = c }
            switch c {
            case 0x0A where previous == 0x0D: continue
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                result.append(isSingleLine ? 0x20 : 0x0A)
            case 0x09: result.append(c)
            case 0x00..<0x20, 0x7F: continue
            default: result.append(c)
            }
        }
        return result
    }

    /// `inserted` cut (at a cluster boundary) to what fits in place of `range` under
    /// ``maximumLength`` and ``capacity``.
    private func clipped(_ inserted: [UInt32], replacing range: Range<Int>) -> [UInt32] {
        var result = inserted
        let room = capacity - (codePoints.count - range.count)
        if result.count > room {
            var end = max(0, room)
            while end > 0, !GraphemeBreaker.isBoundary(at: end, in: result) { end -= 1 }
            result.removeSubrange(end...)
        }
        if let maximumLength {
            var remaining = codePoints
            remaining.removeSubrange(range)
            let kept = GraphemeBreaker.boundaries(in: remaining).count - 1
            let allowed = max(0, maximumLength - kept)
            let boundaries = GraphemeBreaker.boundaries(in: result)
            if boundaries.count - 1 > allowed { result.removeSubrange(boundaries[allowed]...) }
        }
        return result
    }

    private func wordEnd(after index: Int) -> Int {
        var i = index
        while i < codePoints.count {
            let segment = WordBreaker.segment(containing: i, in: codePoints, tailoring: .japaneseScriptRuns)
            if WordBreaker.isWord(segment, in: codePoints) { return segment.upperBound }
            i = segment.upperBound
        }
        return codePoints.count
    }

    private func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0 {
            let segment = WordBreaker.segment(containing: i - 1, in: codePoints, tailoring: .japaneseScriptRuns)
            if WordBreaker.isWord(segment, in: codePoints) { return segment.lowerBound }
            i = segment.lowerBound
        }
        return 0
    }

    nonisolated static func string(_ scalars: [UInt32]) -> String {
        var s = String.UnicodeScalarView()
        for c in scalars { if let scalar = Unicode.Scalar(c) { s.append(scalar) } }
        return String(s)
    }
}
