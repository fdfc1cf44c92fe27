public import Scene

/// The Undo alert a shake shows while editing text (HIG §1.29): the last action to undo and the
/// last one undone to redo, each named by the editor ("Undo Typing", "Redo Paste"), and Cancel.
///
/// ## Background
/// The title names the first choice ("Undo Typing"), whose button is then plain "Undo"; a redo
/// beside it names its own action ("Redo Paste"). With both there are three buttons, stacked, as
/// iOS shows them: the one alert the HIG gives three choices (§1.29), so the alert lint's button
/// count does not apply to it; its other rules do. Cancel cannot be renamed (HIG §1.29) and
/// answers Escape.
/// With nothing to undo or redo there is no alert (``init(editor:)`` returns `nil`).
///
/// ```swift
/// if let alert = UndoAlert(editor: field.editor) { field.modalPresenter?.present(alert) }
/// ```
@MainActor
public final class UndoAlert: Alert {
    /// An alert for `editor`'s undo stack, or `nil` when there is nothing to undo or redo.
    /// Choosing Undo or Redo acts on the editor as the three-finger swipes do.
    public init?(editor: TextEditor, isEditable: Bool = true) {
        let undo = editor.undoStack.undoGroups.last?.name
        let redo = editor.undoStack.redoGroups.last?.name
        guard isEditable, undo != nil || redo != nil else { return nil }
        super.init(title: undo.map { "Undo \($0)" } ?? redo.map { "Redo \($0)" } ?? "")
        name = "undo alert"
        addAction(AlertAction("Cancel", role: .cancel))
        if undo != nil { addAction(AlertAction("Undo") { [weak editor] in editor?.undo() }) }
        if let redo { addAction(AlertAction(undo == nil ? "Redo" : "Redo \(redo)") { [weak editor] in editor?.redo() }) }
    }

    /// HIG §1.29 gives this alert three choices: the alert lint's button count is not applied.
    override public var lintIssues: [HIGLintIssue] {
        super.lintIssues.filter { $0.rule != .alertButtonCount || actions.count > 3 }
    }
}
