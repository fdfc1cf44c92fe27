public import Gestures
import Graphics
import Scene
import Text

extension TextField {
    /// Installs tap (place the caret), double tap (select the word, show the menu), touch and
    /// hold (magnifier, then the menu) and the handle drag.
    func installGestures() {
        tapRecognizer.name = "textField.tap"
        doubleTapRecognizer.name = "textField.doubleTap"
        longPressRecognizer.name = "textField.longPress"
        handlePanRecognizer.name = "textField.handle"
        handlePanRecognizer.hysteresis = 0
        tapRecognizer.require(toFail: doubleTapRecognizer)
        tapRecognizer.addAction { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.didTap(at: r.location(in: self))
        }
        doubleTapRecognizer.addAction { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.didDoubleTap(at: r.location(in: self))
        }
        longPressRecognizer.addAction { [weak self] r in
            guard let self else { return }
            self.didLongPress(r.state, at: r.location(in: self))
        }
        handlePanRecognizer.shouldBegin = { [weak self] r in
            guard let self else { return false }
            self.draggedHandle = self.handle(near: r.location(in: self))
            return self.draggedHandle != nil
        }
        handlePanRecognizer.addAction { [weak self] r in
            guard let self else { return }
            self.didDragHandle(r.state, at: r.location(in: self))
        }
        for recognizer in [tapRecognizer, doubleTapRecognizer, longPressRecognizer, handlePanRecognizer] {
            addGestureRecognizer(recognizer)
        }
    }

    /// A tap: on the clear button, clears; otherwise starts editing and puts the caret where
    /// the finger lifted (a second tap on the caret shows the edit menu, as on iOS).
    func didTap(at point: Point) {
        guard isEnabled else { return }
        if showsClearButton, clearButtonFrame.insetBy(dx: -8, dy: -8).contains(point) {
            clear()
            return
        }
        let wasEditing = isEditing
        beginEditing()
        let index = self.index(at: point)
        if wasEditing, editor.selection.isCaret, editor.selection.head == index, !editMenu.isPresented {
            showEditMenu()
            return
        }
        editMenu.dismiss()
        editor.setSelection(.caret(index))
    }

    /// Empties the field (the clear button), as one undoable "Clear" action.
    public func clear() {
        editor.replace(0..<editor.codePoints.count, with: "", actionName: "Clear")
    }

    /// A double tap selects the word under the finger and shows the edit menu (HIG §2.3).
    func didDoubleTap(at point: Point) {
        guard isEnabled else { return }
        beginEditing()
        if isSecureTextEntry {
            editor.selectAll()
        } else {
            editor.selectWord(at: index(at: point))
        }
        showEditMenu()
    }

    /// Touch and hold: the magnifier follows the finger and carries the caret; on lift, the
    /// edit menu shows (HIG §1.32, §1.28).
    func didLongPress(_ state: GestureRecognizer.State, at point: Point) {
        guard isEnabled else { return }
        switch state {
        case .began, .changed:
            beginEditing()
            editMenu.dismiss()
            editor.setSelection(.caret(index(at: point)))
            let caret = caretRect(for: editor.selection.head)
            magnifier.present(for: self, focus: Point(x: caret.minX, y: caret.midY))
        case .ended:
            magnifier.dismiss()
            showEditMenu()
        default:
            magnifier.dismiss()
        }
    }

    /// The handle whose knob or stem is within reach of `point`, if a selection shows.
    func handle(near point: Point) -> SelectionHandle? {
        guard isEditing, !editor.selection.isCaret else { return nil }
        let reach = ControlMetrics.selectionHandleGrabRadius
        func distance(_ handle: SelectionHandle) -> Double {
            let knob = handleKnobCenter(handle)
            return ((knob.x - point.x) * (knob.x - point.x) + (knob.y - point.y) * (knob.y - point.y)).squareRoot()
        }
        let start = distance(.start), end = distance(.end)
        guard min(start, end) <= reach else { return nil }
        return start <= end ? .start : .end
    }

    /// Dragging a handle moves that end of the selection; the selection never becomes empty.
    func didDragHandle(_ state: GestureRecognizer.State, at point: Point) {
        guard let dragged = draggedHandle else { return }
        switch state {
        case .began, .changed:
            editMenu.dismiss()
            let range = editor.selection.range
            let i = index(at: point)
            if dragged == .start {
                let start = min(i, GraphemeBreaker.boundary(before: range.upperBound, in: editor.codePoints))
                editor.setSelection(TextSelection(anchor: range.upperBound, head: start))
            } else {
                let end = max(i, GraphemeBreaker.boundary(after: range.lowerBound, in: editor.codePoints))
                editor.setSelection(TextSelection(anchor: range.lowerBound, head: end))
            }
        case .ended:
            draggedHandle = nil
            showEditMenu()
        default:
            draggedHandle = nil
        }
    }

    /// Shows the edit menu over the selection or caret, with the commands that apply now.
    public func showEditMenu() {
        guard isEditing else { return }
        var target = caretRect(for: editor.selection.head)
        if !editor.selection.isCaret {
            let rects = selectionRects
            if let first = rects.first {
                target = rects.dropFirst().reduce(first) { $0.union($1) }
            }
            let r = ControlMetrics.selectionHandleKnobDiameter
            target = Rect(x: target.minX, y: target.minY - r, width: target.width, height: target.height + 2 * r)
        }
        editMenu.present(commands: availableCommands, from: self, pointingAt: target)
    }

    /// The edit menu's commands for the current state (HIG §1.28): Cut and Copy only with a
    /// selection (never in secure entry), Paste when the pasteboard has text, Select and Select
    /// All only with a caret in non-empty text.
    public var availableCommands: [EditMenu.Command] {
        var commands: [EditMenu.Command] = []
        if !editor.selection.isCaret {
            if !isSecureTextEntry { commands += [.cut, .copy] }
            if editor.canPaste { commands.append(.paste) }
        } else {
            if !editor.codePoints.isEmpty {
                if !isSecureTextEntry { commands.append(.select) }
                commands.append(.selectAll)
            }
            if editor.canPaste { commands.append(.paste) }
        }
        return commands
    }

    /// Performs an edit-menu command.
    public func perform(_ command: EditMenu.Command) {
        switch command {
        case .cut: cut()
        case .copy: copy()
        case .paste: editor.paste()
        case .select:
            editor.selectWord(at: editor.selection.head)
            showEditMenu()
        case .selectAll:
            editor.selectAll()
            showEditMenu()
        }
    }
}
