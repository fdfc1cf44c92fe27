public import Graphics
public import Scene

/// Holds a screen's content and its on-screen keyboard: the keyboard slides up from the bottom
/// edge while a text input is being edited, and the content is pushed up just enough that the
/// focused field stays in view above it (HIG §3.19).
///
/// ## Background
/// Text inputs find their host among their ancestors and report when they begin and end editing
/// (``clientDidBeginEditing(_:)``, ``clientDidEndEditing(_:)``); a ``TextField`` does so itself.
/// Moving from one field to another keeps the keyboard up and only changes its board. While
/// ``isHardwareKeyboardAttached`` is true the keyboard stays down (iOS hides it when a hardware
/// keyboard is connected); typing goes through the hardware keys. The slide takes
/// ``ControlMetrics/keyboardSlideDuration``.
///
/// ```swift
/// let host = KeyboardHost(content: form, keyboard: try Keyboard(languages: [.english, .arabic]))
/// scene.root.addChild(host)   // the field's taps do the rest
/// ```
@MainActor
public final class KeyboardHost: Node {
    /// The screen's content, laid out over the host's bounds.
    public let content: Node
    /// The keyboard.
    public let keyboard: Keyboard
    /// Whether a hardware keyboard is attached: the on-screen keyboard then stays down.
    public var isHardwareKeyboardAttached = false {
        didSet { if isHardwareKeyboardAttached != oldValue { updateTarget() } }
    }
    /// How far up the keyboard is, 0 (down) to 1 (up), as it slides.
    public private(set) var keyboardProgress: Double = 0
    /// How far the content is pushed up when the keyboard is all the way up, in points.
    public private(set) var contentPush: Double = 0
    /// A bar that rides on top of the keyboard, full width, ``ControlMetrics/candidateBarHeight``
    /// tall (an input method's ``CandidateBar``), or `nil` for none. It slides with the keyboard
    /// and the content is pushed up to clear it too. Changing it relays out.
    public var accessoryView: Node? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.parent === self { oldValue.removeFromParent() }
            if let accessoryView, keyboard.parent === self { addChild(accessoryView) }
            setNeedsLayout()
        }
    }

    private weak var editingClient: Node?
    private var target: Double = 0
    private var slideKey: Animator.Key?

    /// A host showing `content`, with `keyboard` for its text inputs.
    public init(content: Node, keyboard: Keyboard) {
        self.content = content
        self.keyboard = keyboard
        super.init()
        name = "keyboard host"
        addChild(content)
    }

    /// Whether the keyboard is up or going up.
    public var isKeyboardShown: Bool { target > 0 }

    /// The keyboard's frame when it is all the way up, in the host's coordinates.
    public var keyboardFrame: Rect {
        let h = ControlMetrics.keyboardHeight
        return Rect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
    }

    /// The accessory view's frame when the keyboard is all the way up (`nil` without one).
    public var accessoryFrame: Rect? {
        guard accessoryView != nil else { return nil }
        let h = ControlMetrics.candidateBarHeight
        return Rect(x: bounds.minX, y: keyboardFrame.minY - h, width: bounds.width, height: h)
    }

    /// A text input inside the host began editing: the keyboard types into it and comes up.
    public func clientDidBeginEditing(_ client: some TextInputClient & Node) {
        guard editingClient !== client else { return }
        editingClient = client
        keyboard.client = client
        updateTarget()
    }

    /// A text input stopped editing: unless another one began, the keyboard goes down.
    public func clientDidEndEditing(_ client: some TextInputClient & Node) {
        guard editingClient === client else { return }
        editingClient = nil
        keyboard.client = nil
        updateTarget()
    }

    private func updateTarget() {
        let wanted: Double = editingClient != nil && !isHardwareKeyboardAttached ? 1 : 0
        if wanted > 0, keyboard.parent !== self {
            addChild(keyboard)
            if let accessoryView { addChild(accessoryView) }
        }
        setNeedsLayout()
        guard wanted != target else { return }
        target = wanted
        guard let animator = owner?.animator else {
            setProgress(wanted)
            return
        }
        slideKey = animator.animate(from: keyboardProgress, to: wanted,
                                    with: .easeInOut(duration: ControlMetrics.keyboardSlideDuration), key: slideKey,
                                    update: { [weak self] value in self?.setProgress(value) },
                                    completion: { [weak self] finished in
                                        guard let self, finished, self.target == 0 else { return }
                                        self.keyboard.removeFromParent()
                                        self.accessoryView?.removeFromParent()
                                    })
    }

    private func setProgress(_ value: Double) {
        keyboardProgress = value
        if value == 0, target == 0 {
            keyboard.removeFromParent()
            accessoryView?.removeFromParent()
        }
        setNeedsLayout()
    }

    // MARK: Layout

    override public var isLayoutContainer: Bool { true }

    override public func layoutChildren() {
        let full = keyboardFrame
        // Keyboard and accessory slide together, by the height of both.
        let slide = (full.height + (accessoryFrame?.height ?? 0)) * (1 - keyboardProgress)
        keyboard.frame = full.offsetBy(dx: 0, dy: slide)
        if let accessoryView, let accessory = accessoryFrame { accessoryView.frame = accessory.offsetBy(dx: 0, dy: slide) }
        contentPush = pushNeeded(keyboardTop: accessoryFrame?.minY ?? full.minY)
        content.frame = Rect(x: bounds.minX, y: bounds.minY - contentPush * keyboardProgress,
                             width: bounds.width, height: bounds.height)
    }

    /// How far the content must go up for the editing field's bottom to clear the keyboard's
    /// top by ``ControlMetrics/keyboardFieldClearance`` (never more than the keyboard's height).
    private func pushNeeded(keyboardTop: Double) -> Double {
        guard let field = editingClient, target > 0 else { return contentPush }
        // The field's bottom in the content's own coordinates, as if the content were not pushed.
        let bottom = field.convert(Point(x: 0, y: field.bounds.maxY), to: content).y + bounds.minY
        let needed = bottom + ControlMetrics.keyboardFieldClearance - keyboardTop
        return min(max(0, needed), ControlMetrics.keyboardHeight + (accessoryFrame?.height ?? 0))
    }
}
