public import Graphics
import Glibc
public import Scene

/// A modal view (HIG §1.9): a self-contained subtask (Compose, New Contact, a utility app's
/// settings) that stands in front of the screen until the user finishes or cancels it.
///
/// ## Background
/// It shows a navigation bar with its title (HIG §1.9: always), Cancel on the leading side and the
/// button that completes the task (Done, or the app's “Send”) on the trailing side, drawn as the
/// bar's done item; below it the app's content (fields, tables, anything), which may push further
/// pages on ``navigationStack`` for a multi-step task. The bar has the appearance of the app's
/// navigation bar (the presenter's lint reports one that differs).
///
/// It stands as iOS 13 and later present a sheet: on a phone a **page sheet**, a card with
/// 10-point top corners starting 10 points below the top of the screen (below the status bar),
/// over the app's screen scaled back to 92 % with its own corners rounded, dimmed, on black, its
/// navigation bar 56 points tall; on a panel at least 700 points each way (iOS: regular width and
/// height) a **form sheet**, a 540 × 620 card with 10-point corners centred over the app's screen
/// dimmed in place (a tap beside it does nothing: Cancel, Done or Escape leave it); over the whole
/// screen on a smaller landscape screen, for the flip, or when ``presentsFullScreen`` asks.
/// Standing as a sheet it is elevated content (``UserInterfaceLevel/elevated``): in dark mode its
/// backgrounds are a step lighter than the screen's (`systemBackground` #1C1C1E instead of black).
///
/// Two transitions (HIG §1.9, §3.5), one per app (the lint reports an app that mixes them):
/// - ``TransitionStyle/coverVertical`` (default): it slides up from the bottom edge over the
///   screen (the screen behind shrinking back) and back down when dismissed;
/// - ``TransitionStyle/flipHorizontal``: the screen turns over, right to left (left to right in
///   right-to-left interfaces), to show the modal view as its back side — a utility app's
///   settings, reached with the ``InfoButton`` (HIG §1.19); Done turns it back. The turn is drawn
///   as the faces narrowing to their edge and widening again, each shaded as it turns away, over
///   black.
///
/// Cancel answers Escape and Done answers Return (the presenter traps the keyboard in the view).
///
/// <!-- example context:
/// func send() {}
/// let form = VStackNode(), node = VStackNode()
/// -->
/// ```swift
/// let compose = ModalView(title: "New Message", content: form, doneTitle: "Send")
/// compose.onDone = { send() }
/// node.modalPresenter?.present(compose)
/// ```
@MainActor
open class ModalView: ModalNode {
    /// How a modal view appears and leaves.
    public enum TransitionStyle: String, Sendable, Hashable {
        /// Slides up from the bottom edge; slides back down (the default).
        case coverVertical
        /// The screen flips over to show the modal view as its back side; flips back.
        case flipHorizontal
    }

    /// The stack holding the view's page (push more pages for a multi-step task).
    public let navigationStack: NavigationStack
    /// The view's first page: its title and content.
    public let page: NavigationPage
    /// The leading Cancel item (`nil` when the view has none: a utility back side only has Done).
    public let cancelItem: BarButtonItem?
    /// The trailing item that completes the task.
    public let doneItem: BarButtonItem
    /// The transition.
    public var transitionStyle: TransitionStyle
    /// Whether the view covers the whole screen instead of standing as a sheet (iOS's
    /// `.fullScreen` presentation). A flipping view always does.
    public var presentsFullScreen = false
    /// Runs after Cancel dismissed the view.
    public var onCancel: (@MainActor () -> Void)?
    /// Runs after Done dismissed the view.
    public var onDone: (@MainActor () -> Void)?

    /// The black shade over the view's face while it turns.
    let shade = Node()
    /// What the flip adds to the presenter while it runs: black behind the screen, a shade over it.
    var flipBackdrop: Node?
    var contentShade: Node?
    /// How the view stands on the current screen.
    var sheetLayout: ModalSheetLayout = .fullScreen
    /// What a sheet does to the screen behind it, while presented.
    var sheetBackdrop: ModalSheetBackdrop?

    /// A modal view titled `title` showing `content`; `doneTitle` names the completing button,
    /// `cancelTitle` the cancelling one (`nil`: none).
    public init(title: String, content: Node, doneTitle: String = "Done", cancelTitle: String? = "Cancel",
                transitionStyle: TransitionStyle = .coverVertical) {
        page = NavigationPage(title: title, content: content)
        navigationStack = NavigationStack(root: page)
        doneItem = BarButtonItem(system: .done, title: doneTitle)
        cancelItem = cancelTitle.map { BarButtonItem(system: .cancel, title: $0) }
        self.transitionStyle = transitionStyle
        super.init()
        name = "modal view \(title)"
        background = .color(.systemBackground)
        doneItem.keyRole = .primary
        cancelItem?.keyRole = .cancel
        page.navigationItem.trailingItems = [doneItem]
        page.navigationItem.leadingItems = cancelItem.map { [$0] } ?? []
        doneItem.addAction { [weak self] _ in self?.finish(done: true) }
        cancelItem?.addAction { [weak self] _ in self?.finish(done: false) }
        addChild(navigationStack)
        shade.background = .color(.fixed(.black))
        shade.opacity = 0
        shade.isUserInteractionEnabled = false
        shade.isHidden = true
        addChild(shade)
    }

    /// The title shown in the bar.
    public var title: String {
        get { page.navigationItem.title }
        set { page.navigationItem.title = newValue }
    }

    /// Dismisses the view (with its transition), then runs ``onDone`` or ``onCancel``.
    public func finish(done: Bool) {
        guard isPresented else { return }
        dismiss()
        if done { onDone?() } else { onCancel?() }
    }

    // MARK: Modal behaviour

    open override var dimsBackground: Bool { false }
    open override var coversScreen: Bool { true }

    open override func place(in bounds: Rect, safeArea: EdgeInsets) {
        let layout = ModalSheetLayout.layout(for: bounds, safeArea: safeArea,
                                             fullScreen: presentsFullScreen || transitionStyle == .flipHorizontal)
        sheetLayout = layout
        let radius = ControlMetrics.sheetCornerRadius
        let target: Rect
        switch layout {
        case .fullScreen:
            target = bounds
            cornerRadii = nil
            cornerRadius = 0
        case .pageSheet(let top):
            target = Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top))
            cornerRadii = CornerRadii(topLeading: radius, topTrailing: radius, bottomTrailing: 0, bottomLeading: 0)
        case .formSheet(let card):
            target = card
            cornerRadii = nil
            cornerRadius = radius
        }
        clipsToBounds = layout != .fullScreen
        // A sheet stands in front of the screen: its backgrounds take their elevated dark
        // colours (UIKit's `userInterfaceLevel`); over the whole screen it is the base level.
        let level: UserInterfaceLevel? = layout == .fullScreen ? nil : .elevated
        if environmentOverrides.userInterfaceLevel != level { environmentOverrides.userInterfaceLevel = level }
        navigationStack.sheetRowHeight = layout == .fullScreen ? nil : ControlMetrics.sheetNavigationBarHeight
        if frame != target { frame = target }
        // A rotation: the screen behind follows the new layout at once.
        if let sheetBackdrop, isPresented { sheetBackdrop.apply(layout, presented: true) }
    }

    /// How far down the view starts (and leaves): its top just below the screen's bottom edge.
    var offScreenOffset: Double { (presenter?.layer.bounds.height ?? frame.maxY) - frame.minY }

    /// The backdrop for a sheet, made when first needed (`nil` over the whole screen).
    func backdropForSheet() -> ModalSheetBackdrop? {
        guard sheetLayout != .fullScreen, let presenter else { return nil }
        if let sheetBackdrop { return sheetBackdrop }
        let made = ModalSheetBackdrop(presenter: presenter)
        sheetBackdrop = made
        return made
    }

    open override func didDismiss() {
        sheetBackdrop?.remove()
        sheetBackdrop = nil
    }

    open override var isLayoutContainer: Bool { true }

    open override func layoutChildren() {
        navigationStack.frame = bounds
        shade.frame = bounds
    }

    open override func prepareForPresentation() {
        if transitionStyle == .coverVertical { transform = Transform2D(translationX: 0, y: offScreenOffset) }
        backdropForSheet()?.apply(sheetLayout, presented: false)
    }

    open override func applyPresentedState() {
        transform = .identity
        backdropForSheet()?.apply(sheetLayout, presented: true)
    }

    open override func applyDismissedState() {
        transform = Transform2D(translationX: 0, y: offScreenOffset)
        sheetBackdrop?.apply(sheetLayout, presented: false)
    }

    open override var presentationAnimation: Animation {
        Animation(.timing(duration: ControlMetrics.modalViewSlideDuration, curve: .systemDefault))
    }

    open override var dismissalAnimation: Animation { .easeInOut(duration: ControlMetrics.modalViewSlideDuration) }

    open override func animatePresentation(with animator: Animator, alongside: @escaping @MainActor () -> Void,
                                           completion: @escaping @MainActor (Bool) -> Void) {
        guard transitionStyle == .flipHorizontal else {
            super.animatePresentation(with: animator, alongside: alongside, completion: completion)
            return
        }
        runFlip(with: animator, from: 0, to: 1, completion: completion)
    }

    open override func animateDismissal(with animator: Animator, alongside: @escaping @MainActor () -> Void,
                                        completion: @escaping @MainActor (Bool) -> Void) {
        guard transitionStyle == .flipHorizontal else {
            super.animateDismissal(with: animator, alongside: alongside, completion: completion)
            return
        }
        runFlip(with: animator, from: 1, to: 0, completion: completion)
    }

    // MARK: Flip

    /// Turns the screen over from `start` to `end` (0: the app's screen faces the user, 1: this
    /// view does).
    func runFlip(with animator: Animator, from start: Double, to end: Double,
                 completion: @escaping @MainActor (Bool) -> Void) {
        guard let presenter else {
            completion(true)
            return
        }
        let backdrop = Node()
        backdrop.background = .color(.fixed(.black))
        backdrop.isUserInteractionEnabled = false
        presenter.insertChild(backdrop, at: 0)
        backdrop.frame = presenter.bounds
        let cover = Node()
        cover.background = .color(.fixed(.black))
        cover.isUserInteractionEnabled = false
        presenter.layer.insertChild(cover, at: 0)
        cover.frame = presenter.bounds
        flipBackdrop = backdrop
        contentShade = cover
        shade.isHidden = false
        setFlip(start)
        animator.animate(from: start, to: end, with: .easeInOut(duration: ControlMetrics.modalViewFlipDuration),
                         update: { [weak self] p in self?.setFlip(p) },
                         completion: { [weak self] finished in
                             self?.endFlip()
                             completion(finished)
                         })
    }

    /// Shows the flip at `progress` (0…1): the app's screen narrows to its edge in the first half
    /// while darkening, then this view widens from its edge while its shade lifts.
    func setFlip(_ progress: Double) {
        guard let presenter else { return }
        let angle = max(0, min(1, progress)) * Double.pi
        let width = abs(cos(angle))
        let darkness = ControlMetrics.modalViewFlipShade * sin(angle)
        let narrowed = Transform2D(scaleX: max(0.001, width), y: 1)
        if progress < 0.5 {
            presenter.content.transform = narrowed
            presenter.content.opacity = 1
            contentShade?.transform = narrowed
            contentShade?.opacity = darkness
            opacity = 0
        } else {
            presenter.content.opacity = 0
            contentShade?.opacity = 0
            transform = narrowed
            opacity = 1
            shade.opacity = darkness
        }
    }

    func endFlip() {
        guard let presenter else { return }
        presenter.content.transform = .identity
        presenter.content.opacity = 1
        flipBackdrop?.removeFromParent()
        contentShade?.removeFromParent()
        flipBackdrop = nil
        contentShade = nil
        shade.opacity = 0
        shade.isHidden = true
    }

    // MARK: Lint (HIG §1.9)

    open override var lintIssues: [HIGLintIssue] {
        guard title.trimming(" \n").isEmpty else { return [] }
        return [HIGLintIssue(rule: .modalViewTitle, message: "a modal view without a title; name the task (“New Message”)",
                             path: "")]
    }

    open override func lintIssues(over content: Node) -> [HIGLintIssue] {
        let own = navigationStack.navigationBar.appearance.style
        guard let app = Self.navigationBarStyle(in: content), app != own else { return [] }
        return [HIGLintIssue(rule: .modalViewStyle,
                             message: "the modal view's navigation bar is \(own.rawValue) but the app's is \(app.rawValue); "
                                 + "give it the app's navigation bar background",
                             path: "")]
    }

    open override var appWideStyle: (rule: HIGLintIssue.Rule, name: String, value: String)? {
        (.modalViewStyle, "modal view transition", transitionStyle.rawValue)
    }

    /// The style of the first visible navigation bar under `node`.
    static func navigationBarStyle(in node: Node) -> BarAppearance.Style? {
        guard !node.isHidden else { return nil }
        if let bar = node as? any HIGLintBarSubject, bar.higLintBar.kind == .navigationBar { return bar.higLintBar.style }
        for child in node.children {
            if let style = navigationBarStyle(in: child) { return style }
        }
        return nil
    }
}
