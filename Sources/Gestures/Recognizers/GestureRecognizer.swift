public import Graphics

/// The base of every recognizer: it owns the UIKit state machine, the touches it tracks, its
/// actions and the hooks apps use to steer arbitration.
///
/// ## Background
/// Subclasses read touches in the `touches…` overrides and call ``begin()``, ``change()``,
/// ``end()``, ``cancel()`` or ``fail()``; the base class checks each transition (possible →
/// began → changed* → ended | cancelled; discrete: possible → ended | failed). A request to
/// recognize goes through the ``GestureArbiter`` (when attached), which may make it wait for
/// other recognizers to fail, or refuse it. Actions run on began, changed, ended and
/// cancelled. Deadlines (a long press's duration, a double tap's interval) use
/// ``setDeadline(_:)`` and read the input clock, never the wall clock.
///
/// <!-- example context: let node = VStackNode() -->
/// ```swift
/// let pinch = PinchGestureRecognizer()
/// pinch.addAction { pinch in print("scale", pinch.scale) }   // the action gets a PinchGestureRecognizer
/// node.addGestureRecognizer(pinch)
/// ```
@MainActor
open class GestureRecognizer: GestureRecognizerActions {
    /// The current state; see ``State``.
    public internal(set) var state: State = .possible
    /// The target the recognizer is attached to (weak: the target owns the recognizer).
    public internal(set) weak var target: (any GestureTarget)?
    /// A name for logs and test failures.
    public var name: String?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    public var isEnabled = true {
        didSet {
            if !isEnabled && oldValue {
                if state.isActive { cancel() } else if state == .possible && isLive { fail() }
            }
        }
    }
    /// Whether recognizing takes the touches away from the target's raw handling (the target
    /// gets `touchesCancelled`). A scroll pan does this to un-highlight a button.
    public var cancelsTouchesInView = true
    /// Whether the target's raw `touchesBegan` waits until this recognizer has failed
    /// (if it recognizes, the target never sees the touches).
    public var delaysTouchesBegan = false
    /// Asked when the recognizer is about to leave `possible`; `false` fails it.
    public var shouldBegin: (@MainActor (GestureRecognizer) -> Bool)?
    /// Asked before each new touch is given to the recognizer; `false` keeps it away.
    public var shouldReceive: (@MainActor (GestureRecognizer, Touch) -> Bool)?
    /// Asked when this and another recognizer would exclude each other; `true` from either
    /// side lets both recognize at once (pinch with rotation).
    public var shouldRecognizeSimultaneously: (@MainActor (GestureRecognizer, GestureRecognizer) -> Bool)?

    /// The touches the recognizer tracks that are still down, in the order they landed.
    public internal(set) var touches: [Touch] = []
    /// The time of the latest event or deadline the recognizer saw, in seconds.
    public internal(set) var currentTime: Double = 0
    /// The pending deadline, in seconds on the input clock.
    public internal(set) var deadline: Double?

    var actions: [@MainActor (GestureRecognizer) -> Void] = []
    var failureRequirements: [WeakRecognizer] = []
    weak var arbiter: GestureArbiter?
    var pendingState: State?
    var isLive = false
    var isSystemGesture = false
    var lastLocation = Point.zero
    /// How many fingers that are still down the arbiter gave to this recognizer.
    var heldFingers = 0
    /// The arbiter's scratch list of this frame's fingers for the recognizer.
    var batch: [Touch] = []

    /// Creates a recognizer in the `possible` state.
    public init() {}

    /// Adds `action` to the ones run whenever the state becomes began, changed, ended or
    /// cancelled; the typed ``GestureRecognizerActions/addAction(_:)`` wraps its closure into one.
    func appendAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Makes this recognizer wait until `other` fails; if `other` recognizes, this one fails.
    /// The classic use: a single tap that requires the double tap to fail.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    /// The recognizers this one waits for.
    public var recognizersRequiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// How many touches the recognizer tracks right now.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the tracked touches in window points (the last centroid once they lifted).
    public var locationInWindow: Point {
        guard !touches.isEmpty else { return lastLocation }
        return centroid(of: touches)
    }

    /// The centroid of the tracked touches in a target's coordinate space (window points when
    /// `target` is `nil`).
    public func location(in target: (any GestureTarget)?) -> Point {
        let p = locationInWindow
        return target?.convertFromWindow(p) ?? p
    }

    // MARK: Subclass hooks

    /// Touches landed on the recognizer's target (already in ``touches``).
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    /// Tracked touches moved (``touches`` holds the new positions).
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    /// Tracked touches lifted (already removed from ``touches``).
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    /// Tracked touches were cancelled (already removed from ``touches``). By default an active
    /// gesture is cancelled and a possible one fails.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { cancel() } else { fail() }
    }
    /// The deadline set with ``setDeadline(_:)`` passed; ``currentTime`` is the deadline.
    open func deadlineReached() {}
    /// Back to `possible` for the next sequence: clear per-gesture values, call `super`.
    open func reset() {}

    // MARK: Transitions (for subclasses)

    /// Asks to begin a continuous gesture. The arbiter may defer (require-to-fail) or refuse it.
    public final func begin() { requestRecognition(.began) }
    /// Reports that an active continuous gesture changed.
    public final func change() { if state.isActive { setState(.changed) } }
    /// Ends an active continuous gesture, or asks to recognize a discrete one.
    public final func end() {
        if state.isActive { setState(.ended) } else if state == .possible { requestRecognition(.ended) }
    }
    /// Cancels an active continuous gesture.
    public final func cancel() { if state.isActive { setState(.cancelled) } }
    /// Fails a gesture that has not been recognized.
    public final func fail() {
        guard state == .possible else { return }
        pendingState = nil
        setState(.failed)
    }
    /// Sets (or clears with `nil`) the time at which ``deadlineReached()`` runs.
    public final func setDeadline(_ time: Double?) { deadline = time }

    // MARK: Internals

    func requestRecognition(_ newState: State) {
        guard state == .possible, isEnabled else { return }
        if let arbiter {
            arbiter.recognizerWantsToRecognize(self, as: newState)
        } else if shouldBegin?(self) == false {
            setState(.failed)
        } else {
            setState(newState)
        }
    }

    func setState(_ newState: State) {
        state = newState
        if !touches.isEmpty { lastLocation = centroid(of: touches) }
        if newState != .failed && newState != .possible {
            for action in actions { action(self) }
        }
        arbiter?.recognizerDidChangeState(self)
    }

    func receiveBegan(_ new: [Touch], event: TouchEvent) {
        currentTime = event.timestamp
        touches.append(contentsOf: new)
        touchesBegan(new, with: event)
    }

    func receiveMoved(_ moved: [Touch], event: TouchEvent) {
        currentTime = event.timestamp
        for t in moved {
            if let i = touches.firstIndex(where: { $0.id == t.id }) { touches[i] = t }
        }
        touchesMoved(moved, with: event)
    }

    func receiveEnded(_ ended: [Touch], cancelled: Bool, event: TouchEvent) {
        currentTime = event.timestamp
        if !touches.isEmpty { lastLocation = centroid(of: touches) }
        touches.removeAll { t in ended.contains { $0.id == t.id } }
        if cancelled { touchesCancelled(ended, with: event) } else { touchesEnded(ended, with: event) }
    }

    func forget(_ ids: [TouchID]) {
        touches.removeAll { t in ids.contains(t.id) }
    }

    func resetToPossible() {
        state = .possible
        pendingState = nil
        deadline = nil
        touches.removeAll()
        reset()
    }
}

/// The mean of the touches' locations, in window points.
func centroid(of touches: [Touch]) -> Point {
    guard !touches.isEmpty else { return .zero }
    var x = 0.0, y = 0.0
    for t in touches {
        x += t.location.x
        y += t.location.y
    }
    let n = Double(touches.count)
    return Point(x: x / n, y: y / n)
}

/// A weak reference to a recognizer, so require-to-fail links never keep one alive.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
