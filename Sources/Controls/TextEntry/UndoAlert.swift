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
/// <!-- example context: let field = TextField() -->
/// ```swift
/// if let alert = UndoAlert(editor: field.editor) { field.modalPresenter?.present(alert) }
/// ```
@MainActor
public final class UndoAlert: Alert {
    /// An alert for `editor`'s undo stack in `language` (``ControlText``: "Undo Typing",
    /// 「入力を取り消す」), or `nil` when there is nothing to undo or redo. Choosing Undo or Redo
    /// acts on the editor as the three-finger swipes do.
    public init?(editor: TextEditor, isEditable: Bool = true, language: InterfaceLanguage = .english) {
        let undo = editor.undoStack.undoGroups.last?.name
        let redo = editor.undoStack.redoGroups.last?.name
        guard isEditable, undo != nil || redo != nil else { return nil }
        let title = undo.map { ControlText.undoTitle(action: $0, in: language) }
            ?? redo.map { ControlText.redoTitle(action: $0, in: language) } ?? ""
        super.init(title: title)
        name = "undo alert"
        addAction(AlertAction(ControlText.cancel.localized(language), role: .cancel))
        if undo != nil {
            addAction(AlertAction(ControlText.undo.localized(language)) { [weak editor] in editor?.undo() })
        }
        if let redo {
            let title = undo == nil ? ControlText.redo.localized(language) : ControlText.redoTitle(action: redo, in: language)
            addAction(AlertAction(title) { [weak editor] in editor?.redo() })
        }
    }

    /// HIG §1.29 gives this alert three choices: the alert lint's button count is not applied.
    override public var lintIssues: [HIGLintIssue] {
        super.lintIssues.filter { $0.rule != .alertButtonCount || actions.count > 3 }
    }
}
