public import Gestures
import Graphics
public import Scene

/// Shows alerts, action sheets, modal views and notification alerts in front of an app's
/// screen, one at a time (HIG §1.5): make it the scene's root, holding the app's content.
///
/// ## Background
/// The presenter lays its ``content`` over its whole bounds and keeps a layer above it for the
/// modals. A modal presented while another is on screen waits in ``queue`` and appears when the
/// one before it has gone, in the order they were presented; only an alert-like modal (alert,
/// action sheet, notification alert) may appear in front of a ``ModalView``, which is a screen
/// of its own (a Compose sheet asking “Discard Draft?”).
///
/// While a modal is shown:
/// - the screen behind an alert or action sheet is dimmed (black, 20 % light, 48 % dark);
/// - touches never reach what is behind it: the layer takes every touch outside the modal (a
///   tap there cancels an action sheet, and does nothing for an alert);
/// - keyboard focus is trapped in it (``FocusSystem/trappedControls``): Tab moves only between
///   its buttons, Return activates its default button and Escape its Cancel button, by role;
/// - a rotation or resize places it again for the new screen and keeps everything else (text,
///   focus, scroll position, the queue).
///
/// Each modal appears and leaves with its own animation (HIG §3.5: an alert pops up in the
/// centre, an action sheet rises from the bottom edge, a modal view slides up or flips), on the
/// scene's ``Animator``. Given a ``lintSink`` (a test's, or `scanout lint`'s), the presenter
/// sends it the HIG rules each modal breaks as it presents it (debug builds, through
/// ``HIGLint``), with the app-wide ones it can judge: every action sheet of an app has one
/// background, every modal view one transition style. Without one (an app's run) it lints
/// nothing and prints nothing.
///
/// <!-- example context:
/// let appRoot = VStackNode(), focus = FocusSystem(), size = PixelSize(width: 800, height: 480)
/// func deleteDraft() {}
/// -->
/// ```swift
/// let presenter = ModalPresenter(content: appRoot)
/// presenter.focus = focus                        // Return / Escape / Tab reach the modal
/// let owner = SceneOwner(root: presenter, pixelSize: size, scale: 2)
/// let alert = Alert(title: "Delete Draft?", message: nil)
/// alert.addAction(AlertAction("Delete", role: .destructive) { deleteDraft() })
/// alert.addAction(AlertAction("Cancel", role: .cancel))
/// presenter.present(alert)
/// ```
@MainActor
public final class ModalPresenter: Node {
    /// The app's screen, beneath every modal.
    public let content: Node
    /// The keyboard focus of the app: while a modal is shown its controls are trapped here.
    public weak var focus: FocusSystem? {
        didSet { updateFocusTrap() }
    }
    /// The modals on screen, bottom first (at most a modal view and an alert-like modal above
    /// it). A modal that is leaving is no longer in the list.
    public private(set) var presented: [ModalNode] = []
    /// The modals waiting for their turn, first in first out.
    public private(set) var queue: [ModalNode] = []
    /// The modals playing their dismissal animation.
    public private(set) var leaving: [ModalNode] = []
    /// Where the HIG lint's issues go as each modal is presented (debug builds only), or `nil`
    /// (the default): no lint during an app's run. A test or a lint tool sets it
    /// (``HIGLint/standardError`` prints each issue as a line).
    public var lintSink: (@MainActor (HIGLintIssue) -> Void)?

    /// The layer above the content holding the dimming and the modals.
    let layer = ModalLayer()
    /// The first value each app-wide style rule saw (the first action sheet's background, the
    /// first modal view's transition), by rule name.
    var firstStyles: [String: String] = [:]

    /// A presenter showing `content` (the app's root view).
    public init(content: Node) {
        self.content = content
        super.init()
        name = "modal presenter"
        addChild(content)
        layer.isHidden = true
        layer.presenter = self
        addChild(layer)
    }

    /// The top modal on screen.
    public var topModal: ModalNode? { presented.last }

    // MARK: Presenting

    /// Presents `modal`: at once when nothing is in its way, else after the modals before it.
    /// A modal already presented or queued is left where it is.
    public func present(_ modal: ModalNode, animated: Bool = true) {
        guard !presented.contains(where: { $0 === modal }), !queue.contains(where: { $0 === modal }),
              !leaving.contains(where: { $0 === modal }) else { return }
        modal.presenter = self
        if queue.isEmpty && canShow(modal) {
            show(modal, animated: animated)
        } else {
            queue.append(modal)
        }
    }

    /// Dismisses `modal` (its dismissal animation when `animated`), then shows the next modal in
    /// the queue; a queued modal is just taken out of the queue.
    public func dismiss(_ modal: ModalNode, animated: Bool = true) {
        if let i = queue.firstIndex(where: { $0 === modal }) {
            queue.remove(at: i)
            modal.presenter = nil
            return
        }
        guard let i = presented.firstIndex(where: { $0 === modal }) else { return }
        presented.remove(at: i)
        leaving.append(modal)
        modal.willDismiss()
        updateFocusTrap()
        let dimmingStays = presented.contains { $0.dimsBackground }
        guard animated, let animator = owner?.animator else {
            if !dimmingStays { layer.dimming.opacity = 0 }
            finishDismissal(of: modal)
            return
        }
        let dimming = layer.dimming
        modal.animateDismissal(with: animator, alongside: {
            if !dimmingStays { dimming.opacity = 0 }
        }, completion: { [weak self, weak modal] _ in
            guard let self, let modal else { return }
            finishDismissal(of: modal)
        })
    }

    /// Whether `modal` may appear now: nothing is leaving, and a modal view needs an empty
    /// screen while an alert-like modal needs no other alert-like modal on screen.
    func canShow(_ modal: ModalNode) -> Bool {
        guard leaving.isEmpty else { return false }
        if modal.coversScreen { return presented.isEmpty }
        return !presented.contains { !$0.coversScreen }
    }

    func show(_ modal: ModalNode, animated: Bool) {
        presented.append(modal)
        layer.isHidden = false
        let dimmingIsNew = modal.dimsBackground && layer.dimming.parent == nil
        if modal.dimsBackground {
            layer.addChild(layer.dimming)
            layer.dimming.frame = bounds
        }
        layer.addChild(modal)
        modal.place(in: layer.bounds, safeArea: safeAreaForModals)
        if let lintSink, HIGLint.isEnabled { HIGLint.log(lintIssues(presenting: modal), to: lintSink) }
        modal.playPresentationSound()
        updateFocusTrap()
        let dimming = layer.dimming
        guard animated, let animator = owner?.animator else {
            modal.applyPresentedState()
            if modal.dimsBackground { dimming.opacity = 1 }
            modal.didPresent()
            modal.postAccessibilityNotification(.screenChanged(focus: modal))
            return
        }
        modal.prepareForPresentation()
        let fadesDimming = dimmingIsNew || (modal.dimsBackground && dimming.opacity < 1)
        if fadesDimming { dimming.opacity = 0 }
        modal.animatePresentation(with: animator, alongside: {
            if fadesDimming { dimming.opacity = 1 }
        }, completion: { [weak modal] _ in
            modal?.didPresent()
            // A screen reader reads the modal once it stands where it stays.
            modal?.postAccessibilityNotification(.screenChanged(focus: modal))
        })
    }

    func finishDismissal(of modal: ModalNode) {
        leaving.removeAll { $0 === modal }
        modal.removeFromParent()
        // Ready to be presented again.
        modal.transform = .identity
        modal.opacity = 1
        modal.presenter = nil
        modal.didDismiss()
        if !presented.contains(where: { $0.dimsBackground }) { layer.dimming.removeFromParent() }
        if presented.isEmpty && leaving.isEmpty { layer.isHidden = true }
        modal.onDismiss?()
        showQueued()
        if presented.isEmpty { postAccessibilityNotification(.screenChanged(focus: nil)) }
    }

    /// Shows queued modals while the first may appear.
    func showQueued() {
        while let next = queue.first, canShow(next) {
            queue.removeFirst()
            show(next, animated: true)
        }
    }

    /// A tap on the layer outside the top modal.
    func backgroundTapped() {
        topModal?.backgroundTapped()
    }

    // MARK: Focus

    /// Traps keyboard focus in the top modal, or lifts the trap when none is shown.
    func updateFocusTrap() {
        guard let focus else { return }
        guard let top = topModal else {
            focus.trappedControls = nil
            return
        }
        focus.trappedControls = Self.focusableControls(in: top)
    }

    /// The focusable controls under `node`, in tree (reading) order, hidden subtrees left out.
    static func focusableControls(in node: Node) -> [any Focusable] {
        var found: [any Focusable] = []
        func visit(_ node: Node) {
            guard !node.isHidden else { return }
            if let control = node as? any Focusable { found.append(control) }
            for child in node.children { visit(child) }
        }
        visit(node)
        return found
    }

    // MARK: Layout

    /// The safe area modals keep out of (a status bar, a home indicator), in points.
    var safeAreaForModals: EdgeInsets { owner?.safeAreaInsets ?? .zero }

    public override var isLayoutContainer: Bool { false }

    public override func layoutChildren() {
        if content.frame != bounds { content.frame = bounds }
        if layer.frame != bounds { layer.frame = bounds }
    }

    // MARK: Lint

    /// The issues to log as `modal` appears: its own, those it finds against the screen
    /// beneath, and the app-wide style rules.
    func lintIssues(presenting modal: ModalNode) -> [HIGLintIssue] {
        let path = HIGLint.name(of: modal)
        var issues = (modal.lintIssues + modal.lintIssues(over: content)).map { issue in
            var issue = issue
            issue.path = issue.path.isEmpty ? path : path + "/" + issue.path
            return issue
        }
        if let style = modal.appWideStyle {
            let key = style.rule.rawValue + "/" + style.name
            if let first = firstStyles[key] {
                if first != style.value {
                    issues.append(HIGLintIssue(
                        rule: style.rule,
                        message: "this \(style.name) is \(style.value) but an earlier one was \(first); "
                            + "use one \(style.name) for every one in the app",
                        path: path))
                }
            } else {
                firstStyles[key] = style.value
            }
        }
        return issues
    }
}

/// The layer of a ``ModalPresenter`` above the app's screen: the dimming and the modals. It takes
/// every touch that lands outside a modal, so nothing behind it is reached.
@MainActor
final class ModalLayer: Node {
    weak var presenter: ModalPresenter?
    let dimming = ModalDimming()

    override init() {
        super.init()
        name = "modal layer"
        dimming.layer = self
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        guard let presenter else { return }
        let b = bounds
        if dimming.frame != b { dimming.frame = b }
        let safeArea = presenter.safeAreaForModals
        for case let modal as ModalNode in children { modal.place(in: b, safeArea: safeArea) }
    }
}

/// The black veil behind an alert or action sheet. A tap on it goes to the top modal's
/// ``ModalNode/backgroundTapped()``.
@MainActor
final class ModalDimming: ControlNode {
    weak var layer: ModalLayer?

    override init() {
        super.init()
        name = "modal dimming"
        minimumHitTargetSize = nil
        background = .color(.dynamic(light: Color(white: 0, alpha: ControlMetrics.modalDimmingAlphaLight),
                                     dark: Color(white: 0, alpha: ControlMetrics.modalDimmingAlphaDark)))
    }

    override func activate() {
        layer?.presenter?.backgroundTapped()
    }
}

extension Node {
    /// The ``ModalPresenter`` this node is shown in: the nearest one among its ancestors.
    public var modalPresenter: ModalPresenter? {
        var node: Node? = self
        while let current = node {
            if let presenter = current as? ModalPresenter { return presenter }
            node = current.parent
        }
        return nil
    }
}
