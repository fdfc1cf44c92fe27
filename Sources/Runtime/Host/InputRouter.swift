public import Gestures
public import Graphics
public import Input
public import Scene

/// Routes a host's input to its content: touches and pointers to a ``GestureArbiter`` over the
/// content's tree, keys to its ``FocusSystem`` (Return, Escape, Tab). Recognizer deadlines
/// (double-tap and long-press timeouts) and a held key's repeats (``KeyRepeater``, at the
/// board's ``keyRepeat``) become the host's wake-ups, on the host's clock. A change in the number
/// of hardware keyboards sets the content scene's ``EnvironmentValues/isHardwareKeyboardConnected``
/// (every scene ``hardwareKeyboardScenes`` names, for content with several) and calls
/// ``onKeyboardsChanged``.
@MainActor
public final class InputRouter {
    /// The arbiter over the tree: attach recognizers to nodes, system recognizers here.
    public let arbiter: GestureArbiter
    /// Keyboard focus over the content's controls.
    public let focus: FocusSystem
    /// Maps a screen point (window points as the display's touch mapping gives them) into the
    /// content's points before the arbiter sees it, or `nil` when they are the same. A content
    /// turned to another orientation than the screen's (the multi-app runtime rotated by its
    /// accelerometer) sets it, so touches follow the rotation (HIG §3.3).
    public var locationMapping: (@MainActor (Point) -> Point)?
    /// Called with the number of hardware keyboards whenever it changes (one plugged in or
    /// taken away).
    public var onKeyboardsChanged: (@MainActor (Int) -> Void)?
    /// How many hardware keyboards are connected, as the input source last said (`nil` before
    /// it said anything).
    public private(set) var keyboardCount: Int?
    /// The scenes whose environment learns whether a hardware keyboard is connected, for a
    /// router over content with several (the multi-app runtime: its own scene and every app's);
    /// `nil` for the scene of the tree the router was made over.
    public var hardwareKeyboardScenes: (@MainActor () -> [SceneOwner])?
    /// The focus system that keys reach now, for content whose focus changes with what it shows
    /// (the multi-app runtime: the app in front's); `nil` for ``focus``.
    public var activeFocusProvider: (@MainActor () -> FocusSystem?)?

    /// The focus system keys reach now: the one ``activeFocusProvider`` names, or ``focus``.
    /// Services that act on the focused control (shake to undo) look here.
    public var activeFocus: FocusSystem? {
        if let activeFocusProvider { return activeFocusProvider() }
        return focus
    }
    private var repeater = KeyRepeater()
    /// The tree's root, whose scene's environment learns about keyboards (`nil` for a router over
    /// an arbiter the content made).
    private weak var root: Node?

    /// How held keys repeat (the board profile's `key-repeat-delay` and `key-repeat-rate`);
    /// changing it stops a repeat under way.
    public var keyRepeat: KeyRepeat {
        get { repeater.configuration }
        set { repeater.configuration = newValue }
    }

    /// Input for the tree under `root`, with keys going to `focus`.
    public init(root: Node, focus: FocusSystem = FocusSystem()) {
        arbiter = GestureArbiter(root: root)
        self.root = root
        self.focus = focus
        focus.attach(to: arbiter)
    }

    /// Input through an arbiter the content made itself (one whose hit test follows the tree
    /// shown, such as the multi-app runtime's), with keys going to `focus`.
    public init(arbiter: GestureArbiter, focus: FocusSystem) {
        self.arbiter = arbiter
        self.focus = focus
        focus.attach(to: arbiter)
    }

    /// The screen in points, for edge gestures (the host sets it when the display changes).
    public var windowBounds: Rect {
        get { arbiter.windowBounds }
        set { arbiter.windowBounds = newValue }
    }

    /// When a recognizer's deadline falls or a held key repeats next, on the host's clock.
    public var nextDeadline: Double? {
        switch (arbiter.nextDeadline, repeater.nextRepeatTime) {
        case (let a?, let b?): min(a, b)
        case (let a, let b): a ?? b
        }
    }

    /// Hands `events` to the arbiter, oldest first; a held key's repeats due before an event go
    /// first.
    public func deliver(_ events: [InputEvent]) {
        for event in events {
            if case .keyboardsChanged(let count, _) = event {
                keyboardsDidChange(count)
                continue
            }
            deliverRepeats(before: event.timestamp)
            if case .key(let keyEvent) = event { repeater.observe(keyEvent) }
            arbiter.handle(locationMapping.map { map in mapped(event, map) } ?? event)
        }
    }

    /// Runs the recognizer deadlines and key repeats due by `time`, in time order.
    public func advance(to time: Double) {
        deliverRepeats(before: time.nextUp)
        arbiter.advance(to: time)
    }

    /// The number of hardware keyboards changed: the content's scene environments say whether
    /// one is connected (their on-screen keyboards hide or come back).
    private func keyboardsDidChange(_ count: Int) {
        keyboardCount = count
        let owners = hardwareKeyboardScenes?() ?? root.flatMap(\.owner).map { [$0] } ?? []
        for owner in owners where owner.environment.isHardwareKeyboardConnected != (count > 0) {
            owner.environment.isHardwareKeyboardConnected = count > 0
        }
        onKeyboardsChanged?(count)
    }

    /// Stops a held key's repeat (the content lost the keyboard).
    public func stopKeyRepeat() { repeater.stop() }

    private func deliverRepeats(before time: Double) {
        for keyEvent in repeater.repeats(before: time) { arbiter.handle(.key(keyEvent)) }
    }

    private func mapped(_ event: InputEvent, _ map: @MainActor (Point) -> Point) -> InputEvent {
        switch event {
        case .touch(var touchEvent):
            touchEvent.changedTouches = touchEvent.changedTouches.map { touch in
                var touch = touch
                touch.location = map(touch.location)
                touch.previousLocation = map(touch.previousLocation)
                touch.startLocation = map(touch.startLocation)
                return touch
            }
            return .touch(touchEvent)
        case .pointer(var pointerEvent):
            let origin = pointerEvent.location
            pointerEvent.location = map(origin)
            if case .scroll(let dx, let dy) = pointerEvent.kind {
                let end = map(Point(x: origin.x + dx, y: origin.y + dy))
                pointerEvent.kind = .scroll(dx: end.x - pointerEvent.location.x, dy: end.y - pointerEvent.location.y)
            }
            return .pointer(pointerEvent)
        case .key, .keyboardsChanged:
            return event
        }
    }
}
