public import Gestures
public import InputMethods
public import Graphics
public import Scene
public import Text

/// A one-line text field (HIG §1.27): a rounded rectangle with a placeholder, optional leading
/// and trailing views, a clear button while there is text, secure entry, and the editing model
/// every text control shares (``TextEditor``).
///
/// ## Background
/// Tapping the field starts editing and puts the caret where the finger lifted; a double tap
/// selects the word and shows the edit menu (§2.3); touch and hold shows the magnifier (§1.32)
/// and moves the caret, then shows the edit menu (§1.28). Selection handles can be dragged. With
/// a hardware keyboard, the arrows move the caret on screen (across bidi runs, with the split
/// caret), Shift extends the selection, Ctrl+C/X/V/Z/A and Ctrl+Shift+Z act, Return sends the
/// actions, Tab moves to the next field (``FocusSystem``). The three-finger gestures undo, redo,
/// copy and paste (``SystemCommandHandler``). The text scrolls horizontally to keep the caret in
/// view. Arabic is shaped as it is typed (every edit lays the line out again).
///
/// <!-- example context: func submit() {} -->
/// ```swift
/// let name = TextField(placeholder: "Name")
/// name.addAction { _ in submit() }          // Return
/// let pin = TextField(placeholder: "PIN")
/// pin.isSecureTextEntry = true
/// pin.maximumLength = 4
/// ```
///
/// Secure entry draws a bullet per character, shows the last typed one for
/// ``ControlMetrics/secureRevealDuration``, never copies or cuts, and never puts its text in
/// ``accessibilityValue`` or ``description``.
@MainActor
open class TextField: ControlNode, KeyInputHandling, FocusSystemClient, SystemCommandHandler,
    CustomStringConvertible {
    /// How the field's edge is drawn.
    public enum BorderStyle: Sendable, Hashable {
        /// No border or background (a field in a list row).
        case none
        /// The rounded rectangle of HIG §1.27.
        case roundedRect
        /// A rounded rectangle filled with the tertiary fill, with no edge: a search field (HIG §1.24).
        case filled
    }

    /// When the clear button shows; in every mode only while there is text.
    public enum ClearButtonMode: Sendable, Hashable {
        /// Never.
        case never
        /// While the field is being edited (iOS default for search fields).
        case whileEditing
        /// While the field is not being edited.
        case unlessEditing
        /// Whenever there is text.
        case always
    }

    /// The editing model: text, selection, undo, pasteboard.
    public let editor: TextEditor
    /// The hint shown while the field is empty ("Name").
    public var placeholder: String { didSet { if placeholder != oldValue { textLayoutDidChange() } } }
    /// The edge's look.
    public var borderStyle: BorderStyle = .roundedRect { didSet { if borderStyle != oldValue { setNeedsDisplay() } } }
    /// When the clear button shows.
    public var clearButtonMode: ClearButtonMode = .whileEditing { didSet { if clearButtonMode != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    /// A view at the leading end, showing the field's purpose (HIG §1.27). Laid out at its fitting size.
    public var leadingView: Node? { didSet { replaceAccessory(oldValue, with: leadingView) } }
    /// A view at the trailing end, for extra functions such as Bookmarks. The clear button
    /// takes its place while it shows.
    public var trailingView: Node? { didSet { replaceAccessory(oldValue, with: trailingView) } }
    /// Whether the text is hidden behind bullets (passwords, PINs).
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { revealedIndex = nil; textLayoutDidChange() } } }
    /// The text style of the text and placeholder.
    public var textStyle: TextStyle = .body { didSet { if textStyle != oldValue { textLayoutDidChange() } } }
    /// Called after every change of the text (typing, paste, undo, clear).
    public var onTextChange: (@MainActor (TextField) -> Void)?
    /// Called when editing begins or ends (focus arrives or leaves).
    public var onEditingChange: (@MainActor (TextField) -> Void)?
    /// The on-screen keyboard the field asks for (HIG §1.27).
    public var keyboardType: KeyboardType = .default
    /// What the keyboard's return key says and does.
    public var returnKeyType: ReturnKeyType = .default
    /// When the on-screen keyboard turns Shift on by itself.
    public var autocapitalizationType: AutocapitalizationType = .sentences
    /// The marked (pre-edit) text an input method is composing, in the editor's code points.
    public internal(set) var markedTextRange: Range<Int>? {
        didSet {
            guard markedTextRange != oldValue else { return }
            // No marked text left: the composition is over, its undo group closed.
            if markedTextRange == nil {
                markedTextClauses = []
                editor.endComposition()
            }
            setNeedsDisplay()
        }
    }
    /// How an input method's marked text is underlined, clause by clause (offsets from the marked
    /// range's start); empty for one underline under all of it.
    public var markedTextClauses: [Preedit.Clause] = [] { didSet { if markedTextClauses != oldValue { setNeedsDisplay() } } }
    /// Lets the app present the edit menu and magnifier somewhere else than the scene's root.
    public weak var overlayContainer: Node?
    /// The focus system that tapping the field gives focus through; without one the field
    /// focuses itself. A focus system listing the field in its controls sets it.
    public weak var focusSystem: FocusSystem?

    /// Where the text's caret position 0 is drawn now, in the field's coordinates, and the
    /// horizontal scroll that keeps the caret in view (points, negative when scrolled).
    public internal(set) var scrollOffset: Double = 0
    /// The index (in the editor's text) of the one character secure entry shows, while it shows.
    private(set) var revealedIndex: Int?
    private var revealKey: Animator.Key?
    var cachedParagraph: Paragraph?
    var cachedPlaceholder: Paragraph?
    /// The touch interactions' recognizers and state, shared by every text control.
    let interaction = TextInteraction()

    /// Creates a field showing `text`, with `placeholder` while empty.
    public init(text: String = "", placeholder: String = "", pasteboard: Pasteboard = .general) {
        editor = TextEditor(text, isSingleLine: true, pasteboard: pasteboard)
        self.placeholder = placeholder
        super.init()
        name = "text field"
        hitTestShape = .bounds
        let outset = Self.focusRingOutset
        drawingOutsets = EdgeInsets(top: outset + ControlMetrics.selectionHandleKnobDiameter, leading: outset,
                                    bottom: outset + ControlMetrics.selectionHandleKnobDiameter, trailing: outset)
        editor.textDidChange = { [weak self] in self?.editorTextDidChange() }
        editor.selectionDidChange = { [weak self] in self?.editorSelectionDidChange() }
        installTextGestures(prefix: "textField")
    }

    /// The text. Setting it puts the caret at the end and clears undo.
    public var text: String {
        get { editor.text }
        set { markedTextRange = nil; editor.text = newValue }
    }

    /// The most characters (grapheme clusters) the field takes; `nil` for no limit.
    public var maximumLength: Int? {
        get { editor.maximumLength }
        set { editor.maximumLength = newValue }
    }

    /// The validation hook: asked before each edit with the range and the replacement text.
    public var shouldChangeText: (@MainActor (Range<Int>, String) -> Bool)? {
        get { editor.shouldChangeText }
        set { editor.shouldChangeText = newValue }
    }

    /// Whether the field is being edited (it has focus: the caret shows, keys type).
    public var isEditing: Bool { isFocused }

    /// A description for logs: never the text of a secure field.
    public nonisolated var description: String { "TextField" }

    // MARK: Editing state

    /// Starts editing: takes focus (through ``focusSystem`` when set).
    public func beginEditing() { takeFocusForEditing() }

    /// Ends editing: gives focus up and hides the menu and magnifier.
    public func endEditing() { giveUpFocus() }

    override open func focusAppearanceDidChange() {
        if let host = keyboardHost {
            if isFocused { host.clientDidBeginEditing(self) } else { host.clientDidEndEditing(self) }
        }
        if !isFocused {
            markedTextRange = nil
            revealedIndex = nil
        }
        editingFocusDidChange()
        setNeedsLayout()
        super.focusAppearanceDidChange()
        onEditingChange?(self)
    }

    override open var activatesOnTrackedTap: Bool { false }

    // MARK: Changes from the editor

    private func editorTextDidChange() {
        cachedParagraph = nil
        editMenu.dismiss()
        onTextChange?(self)
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func editorSelectionDidChange() {
        // The caret is scrolled into view by the next layout pass, once per frame however many
        // keys arrived.
        setNeedsLayout()
        setNeedsDisplay()
    }

    func textLayoutDidChange() {
        cachedParagraph = nil
        cachedPlaceholder = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Shows the character before `index` for a moment (secure entry, after typing it).
    func reveal(charactersBefore index: Int) {
        guard isSecureTextEntry, index > 0 else { return }
        revealedIndex = GraphemeBreaker.boundary(before: index, in: editor.codePoints)
        cachedParagraph = nil
        setNeedsDisplay()
        if let revealKey { owner?.animator.cancel(revealKey) }
        revealKey = owner?.animator.animate(from: 0.0, to: 1.0, with: .linear(duration: ControlMetrics.secureRevealDuration),
                                            update: { _ in }, completion: { [weak self] finished in
            guard let self, finished else { return }
            self.revealedIndex = nil
            self.cachedParagraph = nil
            self.setNeedsDisplay()
        })
    }

    private func replaceAccessory(_ old: Node?, with new: Node?) {
        guard old !== new else { return }
        old?.removeFromParent()
        if let new { addChild(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout and drawing (TextField+Layout.swift, TextField+Drawing.swift)

    override open func contentSize(fitting proposal: ProposedSize) -> Size { measure(fitting: proposal) }
    override open var isLayoutContainer: Bool { true }
    override open func layoutChildren() { layoutAccessories() }
    override open func draw(in context: DrawingContext) { drawField(in: context) }

    // MARK: Environment

    override open var needsLayoutOnEnvironmentChange: Bool { true }

    override open func environmentDidChange() {
        super.environmentDidChange()
        cachedParagraph = nil
        cachedPlaceholder = nil
    }

    // MARK: SystemCommandHandler

    /// Undo, redo, copy and paste from the three-finger gestures while editing.
    public func handleSystemCommand(_ command: SystemCommand) -> Bool {
        guard isEditing else { return false }
        switch command {
        case .undo: editor.undo()
        case .redo: editor.redo()
        case .copy: copy()
        case .paste: editor.paste()
        case .shake: return presentUndoAlert()
        default: return false
        }
        return true
    }

    /// Copies the selection; a secure field never copies.
    public func copy() {
        guard !isSecureTextEntry else { return }
        editor.copy()
    }

    /// Cuts the selection; a secure field never cuts (it deletes nothing either).
    public func cut() {
        guard !isSecureTextEntry else { return }
        editor.cut()
    }
}
