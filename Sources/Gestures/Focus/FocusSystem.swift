public import Graphics
/// Keyboard focus and the keys that act on controls.
///
/// Return activates the primary (default) control, or the focused one when there is no
/// primary; Escape activates the cancel control; Tab and Shift-Tab move focus through
/// ``controls`` in order, wrapping; Space activates the focused control. Keyboard navigation
/// makes focus visible (``isFocusVisible``); a touch hides the ring again
/// (``touchesDidBegin()``), as on iPadOS with a keyboard. A focused ``KeyInputHandling`` control
/// (a text field) gets every key but Tab first.
///
/// The controls come from ``controlsProvider`` when it is set (an app's window collects the
/// focusable controls of the tree it shows, in reading order), read again before each key and
/// when a finger lands; or from ``controls``, set by hand.
@MainActor
public final class FocusSystem {
    /// The focusable controls in Tab order (reading order: leading to trailing, top to bottom).
    /// Controls that focus themselves (``FocusSystemClient``, a text field on a tap) are handed
    /// this focus system when listed, so that keys follow them. With a ``controlsProvider`` it
    /// is the provider's list as read last, less the controls gone since (the list keeps none
    /// alive: the tree does); setting it by hand turns the provider off.
    public var controls: [any Focusable] {
        get { controlsProvider == nil ? listedControls : collectedControls.compactMap(\.control) }
        set {
            collectedControls = []
            controlsProvider = nil
            listedControls = newValue
            controlsDidChange(newValue)
        }
    }
    /// Where ``controls`` come from while the tree they are in changes by itself (pages pushed,
    /// screens switched, rows reloaded): called, and ``controls`` replaced with what it returns,
    /// before each key is handled, before focus moves, when a finger lands and on
    /// ``updateControls()``. An app's window sets it to the focusable controls of the app's
    /// view tree in reading order; `nil` (the default) keeps the ``controls`` set by hand.
    public var controlsProvider: (@MainActor () -> [any Focusable])? {
        didSet {
            guard controlsProvider != nil else { return }
            listedControls = []
            updateControls()
        }
    }
    /// The controls set by hand.
    private var listedControls: [any Focusable] = []
    /// The controls ``controlsProvider`` gave last, held weakly.
    private var collectedControls: [WeakFocusable] = []
    /// The controls of a modal presentation (an alert, a sheet) that keyboard focus is trapped
    /// in while it is shown: when set, Tab, Return, Escape and Space see only these, and
    /// ``controls`` (the screen beneath) is kept for when the trap is lifted (`nil`).
    public var trappedControls: [any Focusable]? {
        didSet { controlsDidChange(trappedControls ?? []) }
    }
    /// The controls keys act on now: the trapped ones, else ``controls``.
    public var activeControls: [any Focusable] { trappedControls ?? controls }
    /// The control with focus (held weakly: a control gone from its tree and let go of loses it).
    public private(set) weak var focused: (any Focusable)?
    /// Whether the focus ring is shown.
    public private(set) var isFocusVisible = false
    /// What waits for the next finger to land (``whenTouchLands(_:)``).
    private var landingHandlers: [@MainActor ([Point]) -> Bool] = []

    /// Creates an empty focus system.
    public init() {}

    /// Reads ``controls`` again from ``controlsProvider`` (nothing without one): the tree's
    /// controls as they are now. Focus leaves a control that is no longer among them.
    public func updateControls() {
        guard let controlsProvider else { return }
        let fresh = controlsProvider()
        let current = collectedControls
        guard fresh.count != current.count || zip(fresh, current).contains(where: { $0 !== $1.control }) else { return }
        collectedControls = fresh.map(WeakFocusable.init)
        controlsDidChange(fresh)
    }

    /// `list` became the controls (or the trapped ones): hands it this system, and takes focus
    /// from a control no longer among the active ones.
    private func controlsDidChange(_ list: [any Focusable]) {
        adopt(list)
        if let focused, !activeControls.contains(where: { $0 === focused }) { setFocus(nil) }
    }

    /// Handles a key; returns whether it did something (unhandled keys go to the app).
    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        guard event.isPressed else { return false }
        updateControls()
        if event.key != .tab, let input = focused as? any KeyInputHandling, input.handleKey(event) { return true }
        switch event.key {
        case .tab:
            isFocusVisible = true
            return moveFocusInControls(backwards: event.modifiers.contains(.shift))
        case .return:
            if let primary = activeControls.first(where: { $0.keyRole.answersReturn && $0.canBecomeFocused }) {
                primary.activate()
                return true
            }
            return activateFocused()
        case .escape:
            guard let cancel = activeControls.first(where: { $0.keyRole.answersEscape && $0.canBecomeFocused }) else {
                return false
            }
            cancel.activate()
            return true
        case .space:
            return activateFocused()
        default:
            return false
        }
    }

    /// Moves focus to the next (or previous) control that can take it; returns whether one could.
    @discardableResult
    public func moveFocus(backwards: Bool = false) -> Bool {
        updateControls()
        return moveFocusInControls(backwards: backwards)
    }

    private func moveFocusInControls(backwards: Bool) -> Bool {
        let controls = activeControls
        let count = controls.count
        guard count > 0 else { return false }
        let start = focused.flatMap { f in controls.firstIndex { $0 === f } }
        for step in 1...count {
            let index: Int
            if let start {
                index = ((start + (backwards ? -step : step)) % count + count) % count
            } else {
                index = backwards ? count - step : step - 1
            }
            if controls[index].canBecomeFocused {
                setFocus(controls[index])
                return true
            }
        }
        return false
    }

    /// Gives focus to a control (or removes it with `nil`).
    public func setFocus(_ control: (any Focusable)?) {
        let old = focused
        focused = control
        if let old, old !== control { old.focusDidChange(isFocused: false, isVisible: isFocusVisible) }
        control?.focusDidChange(isFocused: true, isVisible: isFocusVisible)
    }

    /// A finger touched the screen: hide the focus ring (focus itself stays). The controls are
    /// read again from ``controlsProvider`` first, so that a text field about to be tapped takes
    /// focus through this system. `locations` are where fingers landed, in window points (empty
    /// when unknown: then ``whenTouchLands(_:)``'s handlers wait for a landing that says).
    public func touchesDidBegin(at locations: [Point] = []) {
        updateControls()
        if !locations.isEmpty, !landingHandlers.isEmpty {
            let handlers = landingHandlers
            landingHandlers = []
            for handler in handlers where handler(locations) {
                landingHandlers.append(handler)
            }
        }
        guard isFocusVisible else { return }
        isFocusVisible = false
        focused?.focusDidChange(isFocused: true, isVisible: false)
    }

    /// Calls `handler` once with where the next fingers land (window points; two fingers landing
    /// together come in one call) before anything else sees them; `handler` returns whether to
    /// wait for the next landing too. What a control shows until the next touch elsewhere (the
    /// edit menu, as UIKit's) goes this way.
    public func whenTouchLands(_ handler: @escaping @MainActor ([Point]) -> Bool) {
        landingHandlers.append(handler)
    }

    /// Hands this focus system to the clients among `controls` that have none.
    private func adopt(_ controls: [any Focusable]) {
        for case let client as any FocusSystemClient in controls where client.focusSystem == nil {
            client.focusSystem = self
        }
    }

    private func activateFocused() -> Bool {
        guard let focused, focused.canBecomeFocused else { return false }
        focused.activate()
        return true
    }
}

extension FocusSystem {
    /// Routes an arbiter's key events here and hides the focus ring when a finger lands.
    public func attach(to arbiter: GestureArbiter) {
        arbiter.keyHandler = { [weak self] event in self?.handle(event) }
        arbiter.touchObserver = { [weak self] event in
            let landed = event.landingLocations
            if !landed.isEmpty { self?.touchesDidBegin(at: landed) }
        }
    }
}

/// A control a ``FocusSystem`` lists without keeping it alive.
private struct WeakFocusable {
    weak var control: (any Focusable)?

    init(_ control: any Focusable) { self.control = control }
}
