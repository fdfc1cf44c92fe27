/// The HIG's multi-finger gestures as runtime-level recognizers, turned into ``SystemCommand``s.
///
/// Three-finger swipe left/right → undo/redo, three-finger pinch in/out → copy/paste,
/// four-finger swipe left/right → switch app, four-finger swipe up → app switcher, and a swipe in from each reserved screen edge. Install them
/// on a ``GestureArbiter`` with ``install(on:)``; commands go to ``handlers`` in order (the
/// focused app first, the runtime last) until one handles them.
@MainActor
public final class SystemGestures {
    /// The command handlers, asked in order; the first that returns `true` wins.
    public var handlers: [any SystemCommandHandler] = []
    /// Every command performed, or dropped because nobody handled it, for logs and tests.
    public private(set) var lastCommand: SystemCommand?

    /// Three-finger swipe left or right.
    public let undoRedoSwipe = SwipeGestureRecognizer(direction: [.left, .right], touches: 3)
    /// Four-finger swipe left or right.
    public let switchAppSwipe = SwipeGestureRecognizer(direction: [.left, .right], touches: 4)
    /// Four-finger swipe up: the app switcher.
    public let appSwitcherSwipe = SwipeGestureRecognizer(direction: .up, touches: 4)
    /// Three-finger pinch.
    public let copyPastePinch = PinchGestureRecognizer(touches: 3)
    /// Whether the four-finger swipes switch apps and show the app switcher. Off for a single-app
    /// kiosk (board profile `single-app = on`): the swipes are then not recognized at all, so
    /// their fingers stay with the app.
    public var allowsAppSwitching = true {
        didSet {
            switchAppSwipe.isEnabled = allowsAppSwitching
            appSwitcherSwipe.isEnabled = allowsAppSwitching
        }
    }
    /// Whether the running apps are ordered right to left, as the language's text is: a
    /// four-finger swipe to the right then goes to the next app (it comes in from the trailing
    /// side, the left) and a swipe to the left to the previous one. Mirrors the left-to-right
    /// reading, where a swipe to the left is the next app.
    public var isRightToLeft = false
    /// One edge pan per reserved edge, made by ``install(on:)``.
    public private(set) var edgePans: [ScreenEdgePanGestureRecognizer] = []

    /// Creates the recognizers; nothing happens until ``install(on:)``.
    public init() {
        undoRedoSwipe.name = "system.undoRedo"
        switchAppSwipe.name = "system.switchApp"
        appSwitcherSwipe.name = "system.appSwitcher"
        copyPastePinch.name = "system.copyPaste"
        undoRedoSwipe.addAction { [weak self] swipe in
            guard swipe.state == .ended else { return }
            self?.perform(swipe.recognizedDirection == .left ? .undo : .redo)
        }
        switchAppSwipe.addAction { [weak self] swipe in
            guard let self, swipe.state == .ended else { return }
            // The next app comes in from the trailing side, so the fingers move towards the leading one.
            let towardsLeading = (swipe.recognizedDirection == .left) != isRightToLeft
            perform(.switchApp(towardsLeading ? .next : .previous))
        }
        appSwitcherSwipe.addAction { [weak self] r in
            guard r.state == .ended else { return }
            self?.perform(.showAppSwitcher)
        }
        copyPastePinch.addAction { [weak self] pinch in
            guard pinch.state == .ended else { return }
            if pinch.scale <= 1 / GestureMetrics.systemPinchScale {
                self?.perform(.copy)
            } else if pinch.scale >= GestureMetrics.systemPinchScale {
                self?.perform(.paste)
            }
        }
    }

    /// Adds the recognizers to the arbiter, with one edge pan per edge in its
    /// ``GestureArbiter/reservedEdges``.
    /// The arbiter keeps the installed gestures alive.
    public func install(on arbiter: GestureArbiter) {
        arbiter.owners.append(self)
        arbiter.addSystemRecognizer(undoRedoSwipe)
        arbiter.addSystemRecognizer(switchAppSwipe)
        arbiter.addSystemRecognizer(appSwitcherSwipe)
        arbiter.addSystemRecognizer(copyPastePinch)
        for edge in arbiter.reservedEdges.members {
            let pan = ScreenEdgePanGestureRecognizer(edges: edge)
            pan.name = "system.edge"
            pan.addAction { [weak self] pan in
                guard pan.state == .ended else { return }
                self?.perform(.screenEdgeSwipe(pan.startEdge))
            }
            edgePans.append(pan)
            arbiter.addSystemRecognizer(pan)
        }
    }

    /// Offers a command to the handlers in order; returns whether one handled it.
    @discardableResult
    public func perform(_ command: SystemCommand) -> Bool {
        lastCommand = command
        for handler in handlers where handler.handleSystemCommand(command) { return true }
        return false
    }
}
