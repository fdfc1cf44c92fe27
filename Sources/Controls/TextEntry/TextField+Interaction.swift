import Gestures
import Graphics
import Scene
import Text

extension TextField: TextInteractionHost {
    /// The clear button takes a tap before the caret is placed.
    /// The clear button clears; a tap on the trailing view is the view's own (a Bookmarks button).
    func handleAccessoryTap(at point: Point) -> Bool {
        guard accessoryContains(point) else { return false }
        if isOnClearButton(point) { clear() }
        return true
    }

    func accessoryContains(_ point: Point) -> Bool {
        if isOnClearButton(point) { return true }
        guard let trailingView, !trailingView.isHidden else { return false }
        return trailingView.frame.contains(point)
    }

    private func isOnClearButton(_ point: Point) -> Bool {
        showsClearButton && clearButtonFrame.insetBy(dx: -8, dy: -8).contains(point)
    }

    func drawMagnified(in context: DrawingContext) { drawField(in: context) }

    /// A field's text can always be changed.
    var isEditable: Bool { true }

    /// Empties the field (the clear button), as one undoable "Clear" action.
    public func clear() {
        editor.replace(0..<editor.codePoints.count, with: "", actionName: "Clear")
    }

    /// Shows the edit menu over the selection or caret, with the commands that apply now.
    public func showEditMenu() { presentEditMenu() }

    /// The edit menu's commands for the current state (HIG §1.28): Cut and Copy only with a
    /// selection (never in secure entry), Paste when the pasteboard has text, Select and Select
    /// All only with a caret in non-empty text.
    public var availableCommands: [EditMenu.Command] { editCommands }

    /// Performs an edit-menu command.
    public func perform(_ command: EditMenu.Command) { performEdit(command) }
}
