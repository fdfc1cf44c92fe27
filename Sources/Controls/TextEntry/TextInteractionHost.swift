import Gestures
import Graphics
import Scene
import Text

/// Which end of a selection a handle marks.
enum SelectionHandle { case start, end }

/// What the shared text interactions keep in each text control: their recognizers, the edit
/// menu and magnifier they show, and the state of a touch in progress.
@MainActor
final class TextInteraction {
    let editMenu = EditMenu()
    let magnifier = Magnifier()
    let tapRecognizer = TapGestureRecognizer()
    /// A tap that starts editing at once, not after the double tap's wait (so that keys typed
    /// right after the tap reach the control).
    let focusTapRecognizer = TapGestureRecognizer()
    let doubleTapRecognizer = TapGestureRecognizer(taps: 2)
    let longPressRecognizer = LongPressGestureRecognizer()
    let handlePanRecognizer = PanGestureRecognizer()
    /// The handle being dragged.
    var draggedHandle: SelectionHandle?
    /// Whether editing was just started by ``focusTapRecognizer`` (the tap that follows must not
    /// show the edit menu).
    var editingBeganOnTap = false
}

/// A text control the shared touch interactions drive: a ``TextField``, a ``TextView``, a
/// search bar's field. It gives the geometry (its own coordinates), the editing model, and the
/// edit menu and magnifier it owns; the interactions themselves (``installTextGestures()``)
/// are the same for all, so every text control behaves alike (HIG §1.28, §1.32, §2.3).
@MainActor
protocol TextInteractionHost: ControlNode {
    var editor: TextEditor { get }
    var isEditing: Bool { get }
    var isSecureTextEntry: Bool { get }
    /// Whether people may change the text (a read-only text view still selects and copies).
    var isEditable: Bool { get }
    var overlayContainer: Node? { get }
    var focusSystem: FocusSystem? { get }
    /// The recognizers, edit menu, magnifier and touch state the interactions use.
    var interaction: TextInteraction { get }
    /// The rects highlighting the selection, in the control's coordinates.
    var selectionRects: [Rect] { get }
    func beginEditing()
    /// The editor offset at a point in the control's coordinates.
    func index(at point: Point) -> Int
    /// The caret's rect for an editor offset, in the control's coordinates.
    func caretRect(for index: Int) -> Rect
    /// A tap the control takes before the caret is placed (a clear button); returns whether it did.
    func handleAccessoryTap(at point: Point) -> Bool
    /// Whether a tap at `point` is an accessory's (it does not start editing by itself).
    func accessoryContains(_ point: Point) -> Bool
    /// Draws what the magnifier shows, in the control's coordinates.
    func drawMagnified(in context: DrawingContext)
    func copy()
    func cut()
    /// Types `text` at the caret, as a key or the on-screen keyboard does.
    func type(_ text: String)
    /// Deletes the selection, or the cluster before the caret (marked text first, in a field).
    func deleteBackward()
}

extension TextInteractionHost {
    /// The edit menu the control shows.
    var editMenu: EditMenu { interaction.editMenu }
    /// The loupe the control shows while touched and held.
    var magnifier: Magnifier { interaction.magnifier }

    /// The keyboard host the control sits in, if any (it slides the on-screen keyboard up).
    var keyboardHost: KeyboardHost? { enclosingKeyboardHost }

    /// The focus system the control takes focus through: its ``focusSystem``, else the one of
    /// the ``ModalPresenter`` it is shown in (an app's window has one).
    var editingFocusSystem: FocusSystem? { focusSystem ?? modalPresenter?.focus }

    /// Takes focus for editing (through ``editingFocusSystem`` when there is one, so that keys
    /// follow).
    func takeFocusForEditing() {
        guard !isEditing, isEnabled else { return }
        if let focusSystem = editingFocusSystem { focusSystem.setFocus(self) } else {
            focusDidChange(isFocused: true, isVisible: false)
        }
    }

    /// Gives focus up (editing ends).
    func giveUpFocus() {
        guard isEditing else { return }
        if let focusSystem = editingFocusSystem, focusSystem.focused === self { focusSystem.setFocus(nil) } else {
            focusDidChange(isFocused: false, isVisible: false)
        }
    }

    /// What focus leaving does to every text control: the menu and the loupe go, the selection
    /// collapses to its head.
    func editingFocusDidChange() {
        guard !isFocused else { return }
        editMenu.dismiss()
        magnifier.dismiss()
        interaction.editingBeganOnTap = false
        editor.setSelection(.caret(editor.selection.head))
    }

    /// The keys every text control treats alike while editing: Escape, Tab and modifiers go to the
    /// focus system (`false`); Backspace and Delete delete by cluster; Ctrl with a letter acts;
    /// text types. Returns `nil` for the keys the control handles itself (Return, arrows,
    /// Home/End, Page Up/Down).
    func handleEditingKey(_ event: KeyEvent) -> Bool? {
        guard isEditing, event.isPressed else { return false }
        // A hardware keyboard is in use: the on-screen one goes down (iOS).
        keyboardHost?.isHardwareKeyboardAttached = true
        let command = event.modifiers.contains(.control) || event.modifiers.contains(.meta)
        editMenu.dismiss()
        switch event.key {
        case .escape, .tab, .modifier:
            return false
        case .return, .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .pageUp, .pageDown:
            return nil
        case .backspace:
            if isEditable { deleteBackward() }
        case .delete:
            if isEditable { editor.deleteForward() }
        case .character(let name) where command:
            return handleCommandKey(name, shift: event.modifiers.contains(.shift))
        default:
            guard !command, isEditable else { return false }
            let typed = event.text.isEmpty ? (event.key == .space ? " " : "") : event.text
            guard !typed.isEmpty, typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                return false
            }
            type(typed)
        }
        return true
    }

    /// Installs tap (place the caret), double tap (select the word, show the menu), touch and
    /// hold (magnifier, then the menu) and the handle drag, and points the edit menu here.
    func installTextGestures(prefix: String) {
        let i = interaction
        i.tapRecognizer.name = "\(prefix).tap"
        i.doubleTapRecognizer.name = "\(prefix).doubleTap"
        i.longPressRecognizer.name = "\(prefix).longPress"
        i.handlePanRecognizer.name = "\(prefix).handle"
        i.handlePanRecognizer.hysteresis = 0
        i.focusTapRecognizer.name = "\(prefix).focusTap"
        i.focusTapRecognizer.shouldRecognizeSimultaneously = { _, _ in true }
        i.focusTapRecognizer.cancelsTouchesInView = false   // a button in the trailing slot still gets its tap
        i.focusTapRecognizer.addAction { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.didFocusTap(at: r.location(in: self))
        }
        i.tapRecognizer.require(toFail: i.doubleTapRecognizer)
        i.tapRecognizer.addAction { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.didTap(at: r.location(in: self))
        }
        i.doubleTapRecognizer.addAction { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.didDoubleTap(at: r.location(in: self))
        }
        i.longPressRecognizer.addAction { [weak self] r in
            guard let self else { return }
            self.didLongPress(r.state, at: r.location(in: self))
        }
        i.handlePanRecognizer.shouldBegin = { [weak self] r in
            guard let self else { return false }
            self.interaction.draggedHandle = self.handle(near: r.location(in: self))
            return self.interaction.draggedHandle != nil
        }
        i.handlePanRecognizer.addAction { [weak self] r in
            guard let self else { return }
            self.didDragHandle(r.state, at: r.location(in: self))
        }
        for recognizer in [i.focusTapRecognizer, i.tapRecognizer, i.doubleTapRecognizer, i.longPressRecognizer,
                           i.handlePanRecognizer] {
            addGestureRecognizer(recognizer)
        }
    }

    /// The lift of any tap on a control that is not being edited: editing starts there and
    /// then, with the caret where the finger lifted, as UIKit's first tap on a field does. The
    /// single tap recognized after the double tap's wait only confirms it.
    func didFocusTap(at point: Point) {
        guard isEnabled, !isEditing, !accessoryContains(point) else { return }
        beginEditing()
        guard isEditing else { return }
        interaction.editingBeganOnTap = true
        editMenu.dismiss()
        editor.setSelection(.caret(index(at: point)))
    }

    /// A tap: an accessory's (the clear button) first; otherwise starts editing and puts the
    /// caret where the finger lifted (a second tap on the caret shows the edit menu, as on iOS).
    func didTap(at point: Point) {
        guard isEnabled else { return }
        let beganOnThisTap = interaction.editingBeganOnTap
        interaction.editingBeganOnTap = false
        // The clear button that editing just showed under the finger is not what was tapped.
        if !beganOnThisTap, handleAccessoryTap(at: point) { return }
        let wasEditing = isEditing && !beganOnThisTap
        beginEditing()
        let index = self.index(at: point)
        if wasEditing, editor.selection.isCaret, editor.selection.head == index, !editMenu.isPresented {
            presentEditMenu()
            return
        }
        editMenu.dismiss()
        editor.setSelection(.caret(index))
    }

    /// A double tap selects the word under the finger and shows the edit menu (HIG §2.3).
    func didDoubleTap(at point: Point) {
        guard isEnabled else { return }
        interaction.editingBeganOnTap = false
        beginEditing()
        if isSecureTextEntry {
            editor.selectAll()
        } else {
            editor.selectWord(at: index(at: point))
        }
        presentEditMenu()
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
            presentEditMenu()
        default:
            magnifier.dismiss()
        }
    }

    /// Where a handle's stem stands: the caret rect at that end of the selection.
    func handleStem(_ handle: SelectionHandle) -> Rect {
        let range = editor.selection.range
        return caretRect(for: handle == .start ? range.lowerBound : range.upperBound)
    }

    /// The centre of a handle's knob: above the start, below the end.
    func handleKnobCenter(_ handle: SelectionHandle) -> Point {
        let stem = handleStem(handle)
        let r = ControlMetrics.selectionHandleKnobDiameter / 2
        return handle == .start ? Point(x: stem.minX, y: stem.minY - r + 1) : Point(x: stem.minX, y: stem.maxY + r - 1)
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
        guard let dragged = interaction.draggedHandle else { return }
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
            interaction.draggedHandle = nil
            presentEditMenu()
        default:
            interaction.draggedHandle = nil
        }
    }

    /// Shows the edit menu over the selection or caret, with the commands that apply now.
    func presentEditMenu() {
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
        editMenu.present(commands: editCommands, from: self, pointingAt: target)
    }

    /// The edit menu's commands for the current state (HIG §1.28): Cut and Copy only with a
    /// selection (never in secure entry), Paste when the pasteboard has text, Select and Select
    /// All only with a caret in non-empty text.
    var editCommands: [EditMenu.Command] {
        var commands: [EditMenu.Command] = []
        let canPaste = isEditable && editor.canPaste
        if !editor.selection.isCaret {
            if !isSecureTextEntry { commands += isEditable ? [.cut, .copy] : [.copy] }
            if canPaste { commands.append(.paste) }
        } else {
            if !editor.codePoints.isEmpty {
                if !isSecureTextEntry { commands.append(.select) }
                commands.append(.selectAll)
            }
            if canPaste { commands.append(.paste) }
        }
        return commands
    }

    /// Performs an edit-menu command.
    func performEdit(_ command: EditMenu.Command) {
        switch command {
        case .cut: cut()
        case .copy: copy()
        case .paste: if isEditable { editor.paste() }
        case .select:
            editor.selectWord(at: editor.selection.head)
            presentEditMenu()
        case .selectAll:
            editor.selectAll()
            presentEditMenu()
        }
    }

    /// Presents the Undo alert (a shake, HIG §1.29) through the control's modal presenter;
    /// returns whether there was something to undo or redo and a presenter to show it.
    func presentUndoAlert() -> Bool {
        let language = ControlText.language(for: environment)
        guard let alert = UndoAlert(editor: editor, isEditable: isEditable, language: language),
              let presenter = modalPresenter else {
            return false
        }
        editMenu.dismiss()
        presenter.present(alert)
        return true
    }

    /// Ctrl (or Meta) with a letter: C copies, X cuts, V pastes, A selects all, Z undoes (with
    /// Shift, redoes), Y redoes. Returns whether the letter is one of these.
    func handleCommandKey(_ name: String, shift: Bool) -> Bool {
        switch name.lowercased() {
        case "c": copy()
        case "x": cut()
        case "v": if isEditable { editor.paste() }
        case "a": editor.selectAll()
        case "z": if isEditable { if shift { editor.redo() } else { editor.undo() } }
        case "y": if isEditable { editor.redo() }
        default: return false
        }
        return true
    }

    /// Draws the selection's two handles (a stem and a knob each, in the tint).
    func drawSelectionHandles(in context: DrawingContext) {
        let color = context.resolve(.tint)
        let w = ControlMetrics.caretWidth
        let d = ControlMetrics.selectionHandleKnobDiameter
        for handle in [SelectionHandle.start, .end] {
            let stem = handleStem(handle)
            context.canvas.fill(Rect(x: stem.minX - w / 2, y: stem.minY, width: w, height: stem.height),
                                paint: .color(color))
            let center = handleKnobCenter(handle)
            context.canvas.fillEllipse(in: Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d),
                                       paint: .color(color))
        }
    }
}
