public import Graphics
public import Scene

/// Holds a screen's content and its on-screen keyboard: the keyboard slides up from the bottom
/// edge while a text input is being edited, and the focused field is kept in view above it
/// (HIG §3.19): a field inside a vertical scroll container is scrolled into view (the
/// container's bottom inset grows by the keyboard's overlap, as iOS apps do); any other field
/// has the whole content pushed up just enough.
///
/// ## Background
/// Text inputs find their host among their ancestors and report when they begin and end editing
/// (``clientDidBeginEditing(_:)``, ``clientDidEndEditing(_:)``); a ``TextField`` does so itself.
/// Moving from one field to another keeps the keyboard up and only changes its board. While
/// ``isHardwareKeyboardAttached`` is true the keyboard stays down (iOS hides it when a hardware
/// keyboard is connected); typing goes through the hardware keys. The slide takes
/// ``ControlMetrics/keyboardSlideDuration``.
///
/// A host made with ``init(content:)`` takes its languages from the environment
/// (``EnvironmentValues/keyboardLanguages``, the board profile's `keyboard-languages`, else the
/// choice for the locale) and, when Japanese is among them, types the Japanese boards through
/// a ``JapaneseKeyboardInput`` with its candidate bar.
///
/// <!-- example context:
/// let form = VStackNode()
/// let scene = SceneOwner(root: VStackNode(), pixelSize: PixelSize(width: 800, height: 480), scale: 1)
/// -->
/// ```swift
/// let host = KeyboardHost(content: form)   // the board's languages, Japanese conversion included
/// scene.root.addChild(host)                // the fields' taps do the rest
/// ```
@MainActor
public final class KeyboardHost: Node {
    /// The screen's content, laid out over the host's bounds.
    public let content: Node
    /// The keyboard.
    public let keyboard: Keyboard
    /// Whether a hardware keyboard is attached: the on-screen keyboard then stays down. A key
    /// typed on one sets it; the environment's ``EnvironmentValues/isHardwareKeyboardConnected``
    /// changing (a keyboard plugged in, the last one taken away) sets it to match.
    public var isHardwareKeyboardAttached = false {
        didSet { if isHardwareKeyboardAttached != oldValue { updateTarget() } }
    }
    /// How far up the keyboard is, 0 (down) to 1 (up), as it slides.
    public private(set) var keyboardProgress: Double = 0
    /// How far the content is pushed up when the keyboard is all the way up, in points (with
    /// ``resizesContentForKeyboard``: how far it is pushed up now).
    public private(set) var contentPush: Double = 0
    /// Whether the content is laid out in the room above the keyboard and its accessory as the
    /// keyboard slides (its frame shrinks by the part they cover), rather than pushed up whole:
    /// for a screen that re-flows to fit, as an iOS view pinned to the keyboard layout guide
    /// does (the boot splash). A field the re-flowed content still leaves under the keyboard is
    /// pushed up the rest of the way. A field in a scroll container scrolls into view as ever.
    public var resizesContentForKeyboard = false {
        didSet { if resizesContentForKeyboard != oldValue { setNeedsLayout() } }
    }
    /// A bar that rides on top of the keyboard, full width, ``ControlMetrics/candidateBarHeight``
    /// tall (an input method's ``CandidateBar``), or `nil` for none. It slides with the keyboard
    /// and the content is pushed up to clear it too. Changing it relays out.
    public var accessoryView: Node? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.parent === self { oldValue.removeFromParent() }
            updateAccessories()
            makeRoomForKeyboard()
        }
    }
    /// The bar with the return key a pad lacks ("Done", "Next"), shown above the number,
    /// decimal and phone pads for a field whose return key type is not the default, when no
    /// ``accessoryView`` is set.
    public let doneBar = KeyboardDoneBar(title: "")

    /// Whether ``keyboard``'s languages follow the environment's
    /// ``EnvironmentValues/keyboardLanguages`` (true for a host made with ``init(content:)``).
    public let followsEnvironmentLanguages: Bool
    /// Why the environment's keyboard languages could not be used (a name with no board); the
    /// keyboard then shows the choice for the locale. `nil` when they were used.
    public private(set) var languageError: KeyboardError?
    /// The Japanese conversion a host following the environment installs while a Japanese board
    /// is among its languages (`nil` otherwise).
    public private(set) var japaneseInput: JapaneseKeyboardInput?

    private weak var editingClient: Node?
    private var target: Double = 0
    private var slideKey: Animator.Key?
    /// The scroll container making room for the keyboard, while it does.
    private var scrollContainer: KeyboardScrollContainer?
    private var scrollKey: Animator.Key?
    /// The environment's ``EnvironmentValues/isHardwareKeyboardConnected`` last seen.
    private var lastHardwareKeyboardConnected = false
    /// Whether the field being edited wants ``doneBar`` (its pad has no return key).
    private var needsDoneBar = false

    /// A host showing `content`, with `keyboard` for its text inputs.
    public init(content: Node, keyboard: Keyboard) {
        self.content = content
        self.keyboard = keyboard
        followsEnvironmentLanguages = false
        super.init()
        setUp()
    }

    /// A host showing `content`, whose keyboard cycles the languages its environment names
    /// (English until it is in a scene); Japanese boards convert through Anthy.
    public init(content: Node) {
        self.content = content
        keyboard = Keyboard(first: .english, languages: [.english])
        followsEnvironmentLanguages = true
        super.init()
        setUp()
    }

    private func setUp() {
        name = "keyboard host"
        addChild(content)
        // The bar's button is the pad's missing return key.
        doneBar.onReturn = { [weak self] in self?.keyboard.typingTarget?.insertReturn() }
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
        guard let accessory = shownAccessory else { return nil }
        let h = accessory === doneBar ? ControlMetrics.toolbarHeight : ControlMetrics.candidateBarHeight
        return Rect(x: bounds.minX, y: keyboardFrame.minY - h, width: bounds.width, height: h)
    }

    /// A text input inside the host began editing: the keyboard types into it and comes up.
    public func clientDidBeginEditing(_ client: some TextInputClient & Node) {
        guard editingClient !== client else { return }
        editingClient = client
        keyboard.client = client
        let returnKey = client.returnKeyType
        let plane = keyboard.plane.rows.joined()
        needsDoneBar = returnKey != .default && !plane.contains { $0.action == .return }
        doneBar.title = keyboard.language.returnLabel(for: returnKey)
        updateTarget()
        updateAccessories()
        makeRoomForKeyboard()
    }

    /// Ends editing of the text input the keyboard types into, so that the keyboard goes down
    /// (a scroll view's ``ScrollView/keyboardDismissMode`` on a drag, an app's own gesture).
    /// Does nothing while no input is being edited.
    public func dismissKeyboard() {
        guard let editingClient else { return }
        if let control = editingClient as? any TextInteractionHost {
            control.giveUpFocus()
        }
        // An input of the app's own (not one of the text controls) loses the keyboard all the same.
        if let client = editingClient as? any TextInputClient & Node, self.editingClient === client {
            clientDidEndEditing(client)
        }
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
            updateAccessories()
        }
        setNeedsLayout()
        guard wanted != target else { return }
        target = wanted
        if wanted == 0 { giveRoomBack() }
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
                                        self.updateAccessories()
                                    })
    }

    private func setProgress(_ value: Double) {
        keyboardProgress = value
        if value == 0, target == 0 {
            keyboard.removeFromParent()
            updateAccessories()
        }
        setNeedsLayout()
    }

    /// What rides on the keyboard: ``accessoryView``, else the done bar when the field wants it.
    private var shownAccessory: Node? { accessoryView ?? (needsDoneBar ? doneBar : nil) }

    /// Makes the accessory that should ride on the keyboard a child while the keyboard is one,
    /// and no other.
    private func updateAccessories() {
        let shown = keyboard.parent === self ? shownAccessory : nil
        for node in [accessoryView, doneBar as Node] {
            if let node, node !== shown, node.parent === self { node.removeFromParent() }
        }
        if let shown, shown.parent !== self { addChild(shown) }
        setNeedsLayout()
    }

    // MARK: Layout

    override public var isLayoutContainer: Bool { true }

    override public func layoutChildren() {
        let full = keyboardFrame
        // Keyboard and accessory slide together, by the height of both.
        let slide = (full.height + (accessoryFrame?.height ?? 0)) * (1 - keyboardProgress)
        keyboard.frame = full.offsetBy(dx: 0, dy: slide)
        if let shown = shownAccessory, let accessory = accessoryFrame {
            // An expanded candidate bar covers the keyboard as well as its own strip.
            let covers = (shown as? CandidateBar)?.isExpanded == true
            shown.frame = (covers ? accessory.union(full) : accessory).offsetBy(dx: 0, dy: slide)
        }
        if resizesContentForKeyboard {
            layoutResizedContent(keyboardTop: accessoryFrame?.minY ?? full.minY)
            return
        }
        contentPush = scrollContainer == nil ? pushNeeded(keyboardTop: accessoryFrame?.minY ?? full.minY) : 0
        content.frame = Rect(x: bounds.minX, y: bounds.minY - contentPush * keyboardProgress,
                             width: bounds.width, height: bounds.height)
    }

    /// ``resizesContentForKeyboard``: the content takes the room above the keyboard (and its
    /// accessory) where they are now in their slide, is laid out there, and goes up only as far
    /// as the editing field still needs to clear them.
    private func layoutResizedContent(keyboardTop: Double) {
        let covered = max(0, bounds.maxY - keyboardTop) * keyboardProgress
        let room = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - covered))
        if content.frame.size != room.size { content.frame = Rect(origin: content.frame.origin, size: room.size) }
        content.layoutIfNeeded()
        var push = 0.0
        if scrollContainer == nil, let field = editingClient, target > 0 {
            let bottom = field.convert(Point(x: 0, y: field.bounds.maxY), to: content).y + bounds.minY
            push = min(max(0, bottom + ControlMetrics.keyboardFieldClearance - room.maxY), covered)
        }
        contentPush = push
        content.frame = room.offsetBy(dx: 0, dy: -push)
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

    // MARK: Scrolling the field into view

    /// While the keyboard is up for a field inside a vertical scroll container: lengthens the
    /// container's bottom inset by the part the keyboard (and its accessory) covers, and scrolls
    /// the field into view above them, over the keyboard's slide.
    private func makeRoomForKeyboard() {
        guard target > 0, let field = editingClient else { return }
        let found = KeyboardScrollContainer.enclosing(field, inside: content)
        if let scrollContainer, !scrollContainer.isSame(as: found) { giveRoomBack() }
        guard let container = scrollContainer ?? found else { return }
        scrollContainer = container
        owner?.layoutIfNeeded()
        let keyboardTop = accessoryFrame?.minY ?? keyboardFrame.minY
        let containerBottom = container.node.convert(Point(x: 0, y: container.node.bounds.height), to: self).y
        container.bottomInset = container.baseInset + max(0, containerBottom - keyboardTop)
        let offset = container.offset(showing: field, above: min(keyboardTop, containerBottom),
                                      clearance: ControlMetrics.keyboardFieldClearance, in: self)
        scroll(container, to: offset)
    }

    /// The keyboard goes down: the container's inset goes back to the app's, and the content
    /// scrolls back where the smaller inset lets it be.
    private func giveRoomBack() {
        guard let container = scrollContainer else { return }
        scrollContainer = nil
        let offset = container.offsetWithoutKeyboard
        container.bottomInset = container.baseInset
        scroll(container, to: offset)
    }

    /// Scrolls `container` to `offset` over the keyboard's slide (at once outside a scene); a
    /// scroll still running, of this container or another, stops where it is first.
    private func scroll(_ container: KeyboardScrollContainer, to offset: Double) {
        let animator = owner?.animator
        if let scrollKey { animator?.cancel(scrollKey) }
        scrollKey = nil
        guard offset != container.offset else { return }
        guard let animator else {
            container.offset = offset
            return
        }
        scrollKey = animator.animate(from: container.offset, to: offset,
                                     with: .easeInOut(duration: ControlMetrics.keyboardSlideDuration),
                                     update: { value in container.offset = value })
    }

    // MARK: Languages from the environment

    override public func environmentDidChange() {
        super.environmentDidChange()
        // A keyboard plugged in or taken away (the runtime's count of them): the on-screen one
        // goes, or comes back for the field being edited. Only a change counts, so a key typed
        // on a keyboard the runtime cannot see still hides it.
        let connected = environment.isHardwareKeyboardConnected
        if connected != lastHardwareKeyboardConnected {
            lastHardwareKeyboardConnected = connected
            isHardwareKeyboardAttached = connected
        }
        guard followsEnvironmentLanguages else { return }
        let environment = self.environment
        let languages: [KeyboardLanguage]
        do {
            languages = try KeyboardLanguage.languages(for: environment)
            languageError = nil
        } catch {
            languageError = error
            languages = (try? KeyboardLanguage.languages(identifiers: [], locale: environment.locale)) ?? [.english]
        }
        if languages != keyboard.languages { try? keyboard.setLanguages(languages) }
        let wantsJapanese = languages.contains(.japaneseKana) || languages.contains(.japaneseRomaji)
        if wantsJapanese, japaneseInput == nil {
            let input = JapaneseKeyboardInput()
            input.install(on: self)
            japaneseInput = input
        } else if !wantsJapanese, japaneseInput != nil {
            japaneseInput = nil
            keyboard.inputMethod = nil
            accessoryView = nil
        }
    }
}

extension Node {
    /// The nearest ``KeyboardHost`` above the node (the one whose keyboard types into it), if any.
    var enclosingKeyboardHost: KeyboardHost? {
        var node = parent
        while let candidate = node {
            if let host = candidate as? KeyboardHost { return host }
            node = candidate.parent
        }
        return nil
    }
}
