public import Graphics
public import Scene

/// A VoiceOver-style screen reader over a scene: while it runs it takes every touch
/// (``start(on:)``), moves its cursor through the scene's elements with VoiceOver's gestures,
/// speaks each element through a ``SpeechOutput`` and draws its cursor
/// (``SceneOwner/accessibilityCursor``).
///
/// The gestures (`ScreenReader+Gestures.swift`), as VoiceOver's: a finger landing speaks the
/// element under it at once (undone if the touch turns out to be a flick or to have more
/// fingers), touch and drag to explore, a one-finger swipe right or left to the next or
/// previous element from the cursor, a double tap to activate the focused one (or a split tap: another
/// finger's tap while one rests on an element activates that element), a swipe up or down to move by
/// the rotor's setting (an adjustable element's value by default), two fingers turned to
/// choose the rotor setting, a two-finger tap to pause or resume speech, a two-finger swipe up
/// to read everything from the top and down to read from the cursor, a three-finger swipe to
/// scroll a page (“page 2 of 5”), a two-finger scrub to go back or dismiss, a two-finger double
/// tap for the magic tap. An element's hint follows its description after a pause.
///
/// Posted ``AccessibilityNotification``s move the cursor (a screen change: to the new screen's
/// first element) or are spoken (an announcement).
///
/// <!-- example context: let root = Node(); let arbiter = GestureArbiter(root: root) -->
/// ```swift
/// let transcript = SpeechTranscript()
/// let reader = ScreenReader(root: root, speech: transcript)
/// reader.start(on: arbiter)          // every touch now goes to the reader
/// reader.moveNext()                  // what a swipe right does
/// print(transcript.lines)
/// reader.stop()
/// ```
@MainActor
public final class ScreenReader {
    /// The cursor over the scene's elements.
    public let navigator: AccessibilityNavigator
    /// Where the words go.
    public let speech: any SpeechOutput
    /// What a swipe up or down moves by.
    public private(set) var rotor: ReaderRotor = .adjustValue
    /// The seconds of silence before an element's hint.
    public var hintDelay = 1.0
    /// Speaking Rate and Speak Hints (iOS Settings › Accessibility › VoiceOver): the rate is
    /// handed to ``speech`` at once, hints are left out while ``ScreenReaderSettings/speaksHints``
    /// is off.
    public var settings = ScreenReaderSettings.standard {
        didSet {
            if settings.speakingRate != oldValue.speakingRate {
                speech.useRate(wordsPerMinute: settings.wordsPerMinute)
            }
        }
    }
    /// Whether the reader runs (it takes every touch then).
    public private(set) var isRunning = false
    /// Called with the cursor's frame (scene points) whenever it moves, `nil` when it goes:
    /// screen magnification keeps it in view.
    public var onCursorMoved: (@MainActor (Rect?) -> Void)?

    let surface = ReaderSurface()
    private(set) weak var arbiter: GestureArbiter?
    /// Where the character or word rotor is in the focused element's label (its start offset).
    private var textPosition: Int?
    /// The action the rotor's Actions setting has chosen on the focused element (`nil`: its
    /// own activation).
    private var actionIndex: Int?
    /// The touch under way: when its first finger landed, the reader as it was before, and
    /// whether the landing moved the cursor (a flick or a second finger puts it back).
    private var landing: Landing?

    /// What a finger's landing changed, to undo when the touch turns out to be another gesture.
    private struct Landing {
        var time: Double
        var cursor: (any AccessibleElement)?
        var rotor: ReaderRotor
        var textPosition: Int?
        var actionIndex: Int?
        var movedCursor = false
    }

    /// A reader over `root`'s scene, speaking through `speech`; it does nothing until started.
    public init(root: Node, speech: any SpeechOutput) {
        navigator = AccessibilityNavigator(root: root)
        self.speech = speech
        installGestures()
    }

    /// The scene's root.
    public var root: Node { navigator.root }
    /// The language the reader speaks in.
    public var language: InterfaceLanguage { navigator.language }

    /// Starts reading: every finger that lands on `arbiter` goes to the reader, notifications
    /// posted in the scene reach it, and the cursor is drawn (on the first element).
    public func start(on arbiter: GestureArbiter) {
        guard !isRunning else { return }
        isRunning = true
        self.arbiter = arbiter
        arbiter.exclusiveTarget = surface
        root.owner?.accessibilityNotificationHandler = { [weak self] in self?.handle($0) }
        if navigator.focused == nil { moveNext() } else { updateCursor() }
    }

    /// Stops reading: touches go to the scene again, the cursor goes, speech stops.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        if let arbiter, arbiter.exclusiveTarget === surface { arbiter.exclusiveTarget = nil }
        root.owner?.accessibilityNotificationHandler = nil
        root.owner?.accessibilityCursor = nil
        speech.stopSpeaking()
    }

    // MARK: Moving

    /// Focuses and speaks the element under `point` (touch to explore); nothing when the finger
    /// is still over the focused one or over no element.
    public func explore(at point: Point) {
        let before = navigator.focused
        guard navigator.focus(at: point) else { return }
        if let before, let now = navigator.focused, AccessibilityNavigator.same(before, now) { return }
        focusChanged()
    }

    /// Fingers landed on the reader's surface, `fingersDown` of them down now (these included):
    /// VoiceOver's touch-down. The first finger of a touch focuses and speaks the element under
    /// it at once, unless it may be a double tap's second tap (`mayBeSecondTap`). Another finger
    /// landing within ``multiFingerInterval`` makes the touch a multi-finger gesture: the first
    /// finger's landing is undone (``undoLanding()``).
    func fingersLanded(_ touches: [Touch], at time: Double, fingersDown: Int, mayBeSecondTap: Bool) {
        if fingersDown <= touches.count {
            landing = Landing(
                time: time, cursor: navigator.focused, rotor: rotor, textPosition: textPosition,
                actionIndex: actionIndex)
            guard touches.count == 1, let touch = touches.first, !mayBeSecondTap else { return }
            let before = navigator.focused
            explore(at: touch.location)
            let now = navigator.focused
            landing?.movedCursor =
                switch (before, now) {
                case (nil, nil): false
                case (let b?, let n?): !AccessibilityNavigator.same(b, n)
                default: true
                }
        } else if let first = landing, time - first.time <= Self.multiFingerInterval {
            undoLanding()
        }
    }

    /// Undoes what the touch under way did when its first finger landed: the cursor, the rotor
    /// and the words go back to how they were (a flick moves from the cursor, not from where it
    /// started; two fingers are not an exploring one).
    func undoLanding() {
        guard let first = landing, first.movedCursor else { return }
        landing?.movedCursor = false
        navigator.returnFocus(to: first.cursor)
        rotor = first.rotor
        textPosition = first.textPosition
        actionIndex = first.actionIndex
        speech.stopSpeaking()
        updateCursor()
    }

    /// Moves to the next element and speaks it (a swipe right); at the last one nothing moves.
    @discardableResult
    public func moveNext() -> Bool {
        guard navigator.moveNext() else { return false }
        focusChanged()
        return true
    }

    /// Moves to the previous element and speaks it (a swipe left).
    @discardableResult
    public func movePrevious() -> Bool {
        guard navigator.movePrevious() else { return false }
        focusChanged()
        return true
    }

    /// Activates the focused element (a double tap), then reads what changed: its new value, or
    /// the new screen's first element when the element went away.
    @discardableResult
    public func activate() -> Bool {
        guard let focused = navigator.focused else { return false }
        let did: Bool
        let actions = focused.accessibilityCustomActions
        if rotor == .actions, let index = actionIndex, actions.indices.contains(index) {
            // The action the rotor chose, instead of the element's own activation.
            actionIndex = nil
            did = actions[index].handler()
        } else {
            did = navigator.activate()
        }
        settleLayout()
        if let value = focused.accessibilityValue, did, isShown(focused) {
            speak(value, interrupting: true)
            updateCursor()
        } else if did, !isShown(focused) {
            refocusFirst()
        }
        return did
    }

    /// The split tap: a finger rests at `point` and another taps. The element under the resting
    /// finger is activated as a double tap would (focused first if the cursor is elsewhere);
    /// over no element nothing happens and nothing is said. Returns whether it was activated.
    @discardableResult
    public func splitTap(restingAt point: Point) -> Bool {
        guard navigator.elements.contains(where: { $0.accessibilityFrame.contains(point) }) else { return false }
        explore(at: point)
        return activate()
    }

    /// The two-finger scrub: the focused element's escape or its ancestors' (dismiss, back).
    @discardableResult
    public func escape() -> Bool {
        let did = navigator.escape()
        if did {
            settleLayout()
            refocusFirst()
        }
        return did
    }

    /// The two-finger double tap: the screen's main action.
    @discardableResult
    public func magicTap() -> Bool { navigator.magicTap() }

    /// A two-finger tap: pauses speech, or resumes it.
    public func togglePause() { speech.isPaused.toggle() }

    /// Reads every element from the first (a two-finger swipe up) or from the focused one (a
    /// two-finger swipe down), the cursor following to the last one read.
    public func readAll(fromTop: Bool) {
        let list = navigator.elements
        guard !list.isEmpty else { return }
        var start = 0
        if !fromTop, let focused = navigator.focused,
            let index = list.firstIndex(where: { AccessibilityNavigator.same($0, focused) }) {
            start = index
        }
        speech.isPaused = false
        for (offset, element) in list[start...].enumerated() {
            navigator.focus(element)
            say(element, interrupting: offset == 0, withHint: false)
        }
        updateCursor()
    }

    /// A three-finger swipe: scrolls a page in `direction` (one of the scroll page actions) in
    /// the nearest scrolling ancestor of the focused element; the scroll view announces where
    /// it landed. Returns whether something scrolled.
    @discardableResult
    public func scrollPage(_ direction: AccessibilityAction) -> Bool {
        var node: Node? = navigator.focused?.accessibilityContainerNode ?? root
        while let current = node {
            if current.performAccessibilityAction(direction) {
                settleLayout()
                updateCursor()
                return true
            }
            node = current.parent
        }
        return false
    }

    // MARK: Rotor

    /// Turns the rotor `steps` settings (two fingers turned: clockwise positive) and says the
    /// new setting.
    public func turnRotor(by steps: Int) {
        guard steps != 0 else { return }
        let offersActions = !(navigator.focused?.accessibilityCustomActions.isEmpty ?? true)
        rotor = rotor.turned(by: steps, offersActions: offersActions)
        textPosition = nil
        actionIndex = nil
        speak(rotor.name(in: language), interrupting: true)
    }

    /// A one-finger swipe down (`forward`) or up: the rotor's next or previous item.
    public func rotorStep(forward: Bool) {
        switch rotor {
        case .adjustValue:
            if forward { navigator.decrement() } else { navigator.increment() }
            if let value = navigator.focused?.accessibilityValue { speak(value, interrupting: true) }
            updateCursor()
        case .characters, .words:
            readText(byWords: rotor == .words, forward: forward)
        case .headings:
            move(forward: forward) { $0.accessibilityTraits.contains(.header) }
        case .actions:
            stepAction(forward: forward)
        case .containers:
            let current = navigator.focused?.accessibilityContainerNode.map { container(of: $0) } ?? nil
            move(forward: forward) { element in
                let other = element.accessibilityContainerNode.map { self.container(of: $0) } ?? nil
                return other !== current
            }
        }
    }

    // MARK: Notifications

    /// What a posted notification does: a screen change moves the cursor to the new screen,
    /// a layout change keeps it (or moves it where told), an announcement is spoken.
    public func handle(_ notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged(let focus):
            settleLayout()
            if let focus, let element = firstElement(in: focus) {
                navigator.focus(element)
                focusChanged()
            } else {
                refocusFirst()
            }
        case .layoutChanged(let focus):
            settleLayout()
            if let focus, let element = firstElement(in: focus) {
                navigator.focus(element)
                focusChanged()
            } else {
                updateCursor()
            }
        case .announcement(let text):
            speak(text, interrupting: false)
        }
    }

    // MARK: Private

    private func focusChanged() {
        textPosition = nil
        actionIndex = nil
        let hasActions = !(navigator.focused?.accessibilityCustomActions.isEmpty ?? true)
        // VoiceOver turns its rotor to Actions on an element that has them, and back after.
        if hasActions, rotor == .adjustValue {
            rotor = .actions
        } else if !hasActions, rotor == .actions {
            rotor = .adjustValue
        }
        if let focused = navigator.focused { say(focused, interrupting: true, withHint: true) }
        if hasActions {
            speech.speak(
                AccessibilityText.actionsAvailable.localized(language), language: language.rawValue,
                pause: hintDelay, interrupting: false)
        }
        updateCursor()
    }

    /// The rotor's next or previous action of the focused element, spoken: first the element's
    /// own activation, then its actions, wrapping around.
    private func stepAction(forward: Bool) {
        let actions = navigator.focused?.accessibilityCustomActions ?? []
        guard !actions.isEmpty else { return }
        // Positions: -1 the default activation (nil), 0… the actions.
        let count = actions.count + 1
        let position = (actionIndex ?? -1) + 1
        let next = ((position + (forward ? 1 : -1)) % count + count) % count
        actionIndex = next == 0 ? nil : next - 1
        let name = actionIndex.map { actions[$0].name } ?? AccessibilityText.activateDefault.localized(language)
        speak(name, interrupting: true)
    }

    private func say(_ element: any AccessibleElement, interrupting: Bool, withHint: Bool) {
        let utterance = AccessibilitySpeech.utterance(for: element, in: language)
        speech.speak(
            utterance.text, language: utterance.labelLanguage ?? language.rawValue, pause: 0, interrupting: interrupting)
        if withHint, settings.speaksHints, let hint = utterance.hint, !hint.isEmpty {
            speech.speak(hint, language: language.rawValue, pause: hintDelay, interrupting: false)
        }
    }

    private func speak(_ text: String, interrupting: Bool) {
        speech.speak(text, language: language.rawValue, pause: 0, interrupting: interrupting)
    }

    /// Draws the cursor around the focused element (none when nothing is focused).
    func updateCursor() {
        guard isRunning else { return }
        let frame = navigator.focused?.accessibilityFrame
        root.owner?.accessibilityCursor = frame
        onCursorMoved?(frame)
    }

    private func settleLayout() { root.owner?.layoutIfNeeded() }

    private func isShown(_ element: any AccessibleElement) -> Bool {
        navigator.elements.contains { AccessibilityNavigator.same($0, element) }
    }

    private func refocusFirst() {
        guard let first = navigator.elements.first else {
            root.owner?.accessibilityCursor = nil
            return
        }
        navigator.focus(first)
        focusChanged()
    }

    private func firstElement(in node: Node) -> (any AccessibleElement)? {
        navigator.elements.first { element in
            var current = element.accessibilityContainerNode
            while let n = current {
                if n === node { return true }
                current = n.parent
            }
            return false
        }
    }

    /// The nearest container a reader names (a list, a landmark), or the root.
    private func container(of node: Node) -> Node {
        var current: Node? = node
        while let n = current {
            if n.accessibilityContainerType != .none { return n }
            current = n.parent
        }
        return root
    }

    private func move(forward: Bool, where matches: (any AccessibleElement) -> Bool) {
        let list = navigator.elements
        let index = navigator.focused.flatMap { f in list.firstIndex { AccessibilityNavigator.same($0, f) } }
        let candidates: [any AccessibleElement] =
            forward
            ? Array(list[((index ?? -1) + 1)...]) : Array(list[..<(index ?? list.count)].reversed())
        guard let next = candidates.first(where: matches) else { return }
        navigator.focus(next)
        focusChanged()
    }

    private func readText(byWords: Bool, forward: Bool) {
        guard let label = navigator.focused?.accessibilityLabel, !label.isEmpty else { return }
        let pieces: [Substring] =
            byWords ? label.split(whereSeparator: { $0.isWhitespace }) : label.map { Substring(String($0)) }
        guard !pieces.isEmpty else { return }
        let next: Int
        if let position = textPosition {
            next = forward ? position + 1 : position - 1
        } else {
            next = forward ? 0 : pieces.count - 1
        }
        guard pieces.indices.contains(next) else { return }
        textPosition = next
        speak(String(pieces[next]), interrupting: true)
    }
}
