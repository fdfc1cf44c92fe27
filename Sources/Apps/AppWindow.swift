public import Controls
public import Gestures
import Graphics
public import Scene

/// The window an app's views are shown in, with what every app needs around them: alerts,
/// action sheets and modal views in front (``present(_:animated:)``), the on-screen keyboard for
/// its text fields, and keyboard focus over its controls in reading order. The runtime makes one
/// per launch (``AppContext/window``) and puts the app's root view in it; an app wires none of
/// it.
///
/// - **Modals**: ``present(_:animated:)`` shows an ``Alert``, ``ActionSheet``, ``ModalView`` or
///   ``NotificationAlert`` over the app, one at a time (HIG §1.5), dimming the screen, taking
///   its touches and trapping keyboard focus in its buttons (``ModalPresenter``). A control in
///   the app finds the same presenter as ``Node/modalPresenter``.
/// - **Keyboard**: tapping a ``TextField`` or ``TextView`` brings the on-screen keyboard up
///   (the board's languages, Japanese through Anthy); the field is scrolled into view above it,
///   and it goes down when editing ends or a hardware keyboard is connected (``KeyboardHost``).
/// - **Focus**: Tab and Shift-Tab move through the controls of the tree shown, in reading order
///   for its layout direction (``FocusOrder``), collected again as the tree changes (a page
///   pushed, rows reloaded); Return activates the primary button, Escape the cancel one, and a
///   tapped text field gets the keys typed (``FocusSystem``).
///
/// <!-- example context:
/// final class Notes: App {
///     var name: String { "Notes" }
///     func makeRootView(context: AppContext) -> Node { VStackNode() }
/// }
/// let context: AppContext! = nil
/// -->
/// ```swift
/// let alert = Alert(title: "Saved", message: "Your note is on the board.")
/// alert.addAction(AlertAction("OK", role: .cancel))
/// context.window.present(alert)               // or context.present(alert)
/// ```
///
/// The window's tree, from the scene's root: ``presenter`` (modals above), ``keyboardHost``
/// (the keyboard below the content), then a node laying ``rootView`` over the whole screen.
@MainActor
public final class AppWindow {
    /// The window's root node, which a scene shows: it holds the app's views and presents the
    /// modals in front of them.
    public let presenter: ModalPresenter
    /// Holds the app's views and the on-screen keyboard that text fields bring up.
    public let keyboardHost: KeyboardHost
    /// Keyboard focus over the app's controls; its controls are the tree's, in reading order.
    public let focus: FocusSystem
    /// The node the app's root view is laid out in, over the whole window.
    private let content = FillingNode(name: "app window")  // holds the app's root view over its bounds

    /// A window with no root view yet, its keys going to `focus`.
    public init(focus: FocusSystem = FocusSystem()) {
        self.focus = focus
        keyboardHost = KeyboardHost(content: content)
        presenter = ModalPresenter(content: keyboardHost)
        presenter.focus = focus
        focus.controlsProvider = { [weak content] in content.map { FocusOrder.controls(in: $0) } ?? [] }
    }

    /// A window showing `rootView`, its keys going to `focus`.
    public convenience init(rootView: Node, focus: FocusSystem = FocusSystem()) {
        self.init(focus: focus)
        self.rootView = rootView
    }

    /// The app's root view, laid out over the whole window (`nil` before launch). Setting it
    /// replaces the one shown.
    public var rootView: Node? {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue?.removeFromParent()
            if let rootView { content.addFilledChild(rootView) }
            focus.updateControls()
        }
    }

    // MARK: Modals

    /// Presents `modal` in front of the app: at once when nothing is in its way, else after the
    /// modals presented before it (``ModalPresenter/present(_:animated:)``).
    public func present(_ modal: ModalNode, animated: Bool = true) {
        presenter.present(modal, animated: animated)
    }

    /// Dismisses `modal` (an alert's buttons and an action sheet's dismiss their own), then shows
    /// the next one waiting.
    public func dismiss(_ modal: ModalNode, animated: Bool = true) {
        presenter.dismiss(modal, animated: animated)
    }

    /// The modals on screen, bottom first.
    public var presentedModals: [ModalNode] { presenter.presented }

    // MARK: Keyboard

    /// Whether the on-screen keyboard is up or going up.
    public var isKeyboardShown: Bool { keyboardHost.isKeyboardShown }

    /// Ends the editing of the field the keyboard types into, so that the keyboard goes down.
    public func dismissKeyboard() { keyboardHost.dismissKeyboard() }

    // MARK: Focus

    /// The controls Tab moves through now, in reading order.
    public var focusOrder: [any Focusable] {
        focus.updateControls()
        return focus.controls
    }
}
