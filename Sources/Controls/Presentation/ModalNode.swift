public import Graphics
public import Scene

/// The base of everything a ``ModalPresenter`` shows in front of the screen (HIG §1.5): an
/// ``Alert``, an ``ActionSheet``, a ``ModalView`` or a ``NotificationAlert``.
///
/// ## Background
/// A modal is not part of any screen (HIG §1.0): it floats in front of the app and the user must
/// tap one of its buttons to dismiss it. Subclasses say where they sit (``place(in:safeArea:)``),
/// how they appear and leave (``prepareForPresentation()``, ``applyPresentedState()``,
/// ``applyDismissedState()`` with ``presentationAnimation`` and ``dismissalAnimation``: the
/// presenter runs them on the scene's ``Animator``), whether they dim what is behind them, and
/// which HIG rules they break (``lintIssues``, logged by the presenter in debug builds).
///
/// Every modal keeps its state in its nodes, so a rotation (a new screen size) only places it
/// again: the text, the focused button, the scroll position stay.
@MainActor
open class ModalNode: Node {
    /// The presenter showing (or queueing) the modal.
    public internal(set) weak var presenter: ModalPresenter?
    /// Runs once the modal has left the screen (after its dismissal animation).
    public var onDismiss: (@MainActor () -> Void)?

    /// Creates a modal.
    public override init() {
        super.init()
    }

    /// Whether the modal is on screen (presented, or still leaving).
    public var isPresented: Bool { presenter?.presented.contains { $0 === self } ?? false }

    /// Whether the modal waits in its presenter's queue for the one on screen to leave.
    public var isQueued: Bool { presenter?.queue.contains { $0 === self } ?? false }

    /// Dismisses the modal (or takes it out of the queue when it has not been shown yet).
    public func dismiss(animated: Bool = true) {
        presenter?.dismiss(self, animated: animated)
    }

    // MARK: Overridable behaviour

    /// Whether the screen behind the modal is dimmed (alerts and action sheets); a modal view
    /// covers the screen instead.
    open var dimsBackground: Bool { true }

    /// Whether the modal covers the whole screen (a modal view). Another modal of this kind waits
    /// until it is gone; an alert or action sheet may appear in front of it.
    open var coversScreen: Bool { false }

    /// Places the modal for a screen of `bounds` (the presenter's bounds, in points) whose
    /// `safeArea` is covered by system UI. Called at presentation and after every rotation or
    /// resize.
    open func place(in bounds: Rect, safeArea: EdgeInsets) {
        frame = bounds
    }

    /// Puts the modal in the state it starts from (off screen, transparent, scaled up).
    open func prepareForPresentation() {}

    /// Puts the modal in its presented state; called inside the presentation's animation block.
    open func applyPresentedState() {
        transform = .identity
        opacity = 1
    }

    /// Puts the modal in the state it leaves in; called inside the dismissal's animation block.
    open func applyDismissedState() {
        opacity = 0
    }

    /// The animation the modal appears with.
    open var presentationAnimation: Animation { .default }

    /// The animation the modal leaves with.
    open var dismissalAnimation: Animation { .default }

    /// Runs the presentation: `alongside` (the dimming fading in) in the same animation, then
    /// `completion`. The default animates ``applyPresentedState()`` with
    /// ``presentationAnimation``; a flipping modal view drives its own. Under Reduce Motion
    /// (``EnvironmentValues/reduceMotion``) the modal fades in where it stays instead of sliding
    /// or zooming.
    open func animatePresentation(with animator: Animator, alongside: @escaping @MainActor () -> Void,
                                  completion: @escaping @MainActor (Bool) -> Void) {
        if environment.reduceMotion {
            applyPresentedState()
            opacity = 0
            animator.animate(presentationAnimation, changes: {
                opacity = 1
                alongside()
            }, completion: completion)
            return
        }
        animator.animate(presentationAnimation, changes: {
            applyPresentedState()
            alongside()
        }, completion: completion)
    }

    /// Runs the dismissal: `alongside` (the dimming fading out) in the same animation, then
    /// `completion`. The default animates ``applyDismissedState()`` with ``dismissalAnimation``;
    /// under Reduce Motion the modal fades out where it is.
    open func animateDismissal(with animator: Animator, alongside: @escaping @MainActor () -> Void,
                               completion: @escaping @MainActor (Bool) -> Void) {
        if environment.reduceMotion {
            animator.animate(dismissalAnimation, changes: {
                opacity = 0
                alongside()
            }, completion: completion)
            return
        }
        animator.animate(dismissalAnimation, changes: {
            applyDismissedState()
            alongside()
        }, completion: completion)
    }

    /// A tap on the dimmed screen outside the modal. The default does nothing (an alert needs a
    /// button); an action sheet cancels.
    open func backgroundTapped() {}

    /// The HIG rules the modal breaks, logged when it is presented (debug builds) and found by
    /// ``HIGLint/check(_:)`` when it is in a tree.
    open var lintIssues: [HIGLintIssue] { [] }

    /// The issues the modal finds against the screen it is presented over (a modal view whose bar
    /// differs from the app's navigation bar).
    open func lintIssues(over content: Node) -> [HIGLintIssue] { [] }

    /// A style that must be the same for every modal of this kind in the app (HIG §1.8: one
    /// action-sheet background; §1.9: one modal transition): the rule, the style's name and this
    /// modal's value. The presenter compares it with the first one it saw.
    open var appWideStyle: (rule: HIGLintIssue.Rule, name: String, value: String)? { nil }

    /// Called once the modal is on screen (its presentation animation has ended).
    open func didPresent() {}

    /// Called when the modal starts to leave.
    open func willDismiss() {}

    /// Called once the modal has left the screen (after its dismissal animation, or at once
    /// when dismissed without one), before ``onDismiss``.
    open func didDismiss() {}
}

extension ModalNode: HIGLintSubject {
    /// A presentation, with the issues it found in itself.
    public var higLintTrait: HIGLintTrait { .presentation(issues: lintIssues) }
}

extension Node {
    /// `value` (points) rounded down to a whole device pixel, so that centred modals and titles do
    /// not land between pixels.
    func pixelSnapped(_ value: Double) -> Double {
        let s = environment.displayScale
        return ((value * s) + 1e-9).rounded(.down) / s
    }
}
