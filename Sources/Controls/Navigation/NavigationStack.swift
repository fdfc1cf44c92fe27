import Graphics
public import Scene
public import Gestures

/// A stack of pages with a navigation bar (HIG §1.2): drill down with ``push(_:animated:)``, go
/// back with the bar's back button, ``pop(animated:)`` or an edge swipe.
///
/// ## Background
/// Only the top page is in the tree (and the page beneath it while a transition runs). A push
/// slides the new page in from the trailing edge over the old one, which moves a third of the
/// way towards the leading edge and darkens (parallax); a pop reverses it. Both run on the
/// scene's animation engine (``Animator``), 0.35 s. Meanwhile the bar cross-fades the two
/// pages' titles and items and moves its height between theirs.
///
/// The *interactive pop* (HIG §2.4): a pan from the leading screen edge (trailing in
/// right-to-left layouts) moves the top page with the finger; lifted past half the width (or
/// flicked inwards) the pop completes, before it (or flicked back) the page slides back. It is a
/// shortcut: the back button is always there.
///
/// <!-- example context: let list = VStackNode(), general = VStackNode(), button = Button(title: "General") -->
/// ```swift
/// let stack = NavigationStack(root: NavigationPage(title: "Settings", content: list))
/// stack.prefersLargeTitles = true
/// button.addAction { _ in stack.push(NavigationPage(title: "General", content: general)) }
/// ```
@MainActor
public final class NavigationStack: Node {
    /// The pages, root first, top last.
    public internal(set) var pages: [NavigationPage] = []
    /// The bar.
    public let navigationBar = NavigationBar()
    /// Whether pages show large titles while scrolled to the top (unless their item says
    /// ``NavigationItem/LargeTitleDisplayMode/never``).
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }
    /// The edge-swipe recognizer of the interactive pop.
    public let edgeSwipe = ScreenEdgePanGestureRecognizer(edges: .leading)
    /// A back button for the root page (the More tab shows one back to its list), with what it
    /// does; `nil` for none.
    public var rootBackAction: (title: String, action: @MainActor () -> Void)? {
        didSet { itemsDidChange() }
    }
    /// The space a bar below the stack covers (a tab bar), in points: the pages' content keeps
    /// clear of it.
    public var bottomInset: Double = 0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }
    /// Called after a page became the top page (push, pop or interactive pop completed).
    public var onTopPageChange: (@MainActor (NavigationPage) -> Void)?

    /// Called after the top page's content scrolled (a tab bar below follows it).
    var onTopPageScroll: (@MainActor () -> Void)?

    /// The running transition, if any.
    var transition: NavigationTransition?
    /// Pushes and pops asked for during the running transition, in order.
    var pendingOperations: [NavigationOperation] = []
    private var observedScrollViews: Set<ObjectIdentifier> = []

    /// A stack showing `root`.
    public init(root: NavigationPage) {
        super.init()
        name = "navigation stack"
        clipsToBounds = true
        addChild(navigationBar)
        edgeSwipe.name = "navigation.edgeSwipe"
        edgeSwipe.addAction { [weak self] recognizer in self?.edgeSwipeChanged(recognizer) }
        addGestureRecognizer(edgeSwipe)
        install(root, below: nil)
        pages = [root]
        insertChild(root, at: 0)
        showContent(for: root)
    }

    /// The page on top.
    public var topPage: NavigationPage { pages[pages.count - 1] }

    /// Whether a push or pop is running (animated or following a finger).
    public var isTransitioning: Bool { transition != nil }

    // MARK: Push and pop

    /// Pushes `page` on top, sliding it in when `animated` and the stack is on screen.
    ///
    /// Asked for while a push or pop runs (animated, or following a finger), it waits and runs
    /// when that transition has ended, as UIKit queues it; a page already in the stack or
    /// waiting to be pushed is ignored.
    public func push(_ page: NavigationPage, animated: Bool = true) {
        guard !pages.contains(where: { $0 === page }), !isWaitingToBePushed(page) else { return }
        guard transition == nil else {
            pendingOperations.append(.push(page, animated: animated))
            return
        }
        performPush(page, animated: animated)
    }

    /// Pops the top page (not the root), sliding it out when `animated`. Returns the page.
    ///
    /// Asked for while a push or pop runs, it waits and runs when that transition has ended, and
    /// returns `nil` (the page it takes off is the top page of that moment). At the root it runs
    /// ``rootBackAction``, if any, and returns `nil`.
    @discardableResult
    public func pop(animated: Bool = true) -> NavigationPage? {
        guard transition == nil else {
            pendingOperations.append(.pop(animated: animated))
            return nil
        }
        return performPop(animated: animated)
    }

    /// Pops every page above the root (the pages between leave at once, the top one slides out
    /// when `animated`). Asked for while a push or pop runs, it waits for that transition's end.
    public func popToRoot(animated: Bool = true) {
        guard transition == nil else {
            pendingOperations.append(.popToRoot(animated: animated))
            return
        }
        performPopToRoot(animated: animated)
    }

    /// Replaces the pages (no animation): the stack shows the last.
    ///
    /// It takes effect at once: a running transition ends where it was going, and pushes and
    /// pops waiting for it are dropped (the new pages replace what they would have changed).
    public func setPages(_ newPages: [NavigationPage]) {
        guard let last = newPages.last else { return }
        pendingOperations.removeAll()
        finishRunningTransition()
        for page in pages where !newPages.contains(where: { $0 === page }) {
            page.removeFromParent()
            page.navigationStack = nil
        }
        topPage.removeFromParent()
        pages = []
        for page in newPages {
            install(page, below: pages.last)
            pages.append(page)
        }
        insertChild(last, at: 0)
        showContent(for: last)
        didChangeTopPage()
    }

    func performPush(_ page: NavigationPage, animated: Bool) {
        guard !pages.contains(where: { $0 === page }) else { return }
        let lower = topPage
        install(page, below: lower)
        pages.append(page)
        insertChild(page, at: children.firstIndex { $0 === navigationBar } ?? children.count)
        guard animated, owner != nil else {
            lower.removeFromParent()
            showContent(for: page)
            didChangeTopPage()
            return
        }
        beginTransition(upper: page, lower: lower, kind: .push)
        animateTransition(to: 1, duration: ControlMetrics.navigationTransitionDuration)
    }

    @discardableResult
    func performPop(animated: Bool) -> NavigationPage? {
        guard pages.count > 1 else {
            rootBackAction?.action()
            return nil
        }
        let upper = topPage
        let lower = pages[pages.count - 2]
        guard animated, owner != nil else {
            pages.removeLast()
            upper.removeFromParent()
            upper.navigationStack = nil
            insertChild(lower, at: 0)
            showContent(for: lower)
            didChangeTopPage()
            return upper
        }
        insertChild(lower, at: 0)
        beginTransition(upper: upper, lower: lower, kind: .pop)
        animateTransition(to: 0, duration: ControlMetrics.navigationTransitionDuration)
        return upper
    }

    func performPopToRoot(animated: Bool) {
        // The pages between leave at once (only the top page is in the tree); the top page slides
        // out over the root.
        if pages.count > 2 {
            for page in pages[1..<(pages.count - 1)] { page.navigationStack = nil }
            pages.removeSubrange(1..<(pages.count - 1))
        }
        performPop(animated: animated)
    }

    // MARK: Pages and the bar

    private func install(_ page: NavigationPage, below: NavigationPage?) {
        page.navigationStack = self
        page.navigationItem.onChange = { [weak self] in self?.itemsDidChange() }
        observeScrollView(of: page)
    }

    /// Follows the scroll view of `page` (found again at each layout: content may gain one later).
    func observeScrollView(of page: NavigationPage) {
        guard let scroll = page.scrollView, !observedScrollViews.contains(ObjectIdentifier(scroll)) else { return }
        observedScrollViews.insert(ObjectIdentifier(scroll))
        scroll.addScrollObserver { [weak self, weak page, weak scroll] _ in
            guard let self, let page, page === self.topPage, page.scrollView === scroll else { return }
            self.scrollDidChange()
        }
    }

    /// The back button title for the page at `index`, or `nil` for none.
    func backTitle(at index: Int) -> String? {
        if index == 0 { return rootBackAction?.title }
        let previous = pages[index - 1].navigationItem
        return previous.backButtonTitle ?? previous.title
    }

    func makeContent(for page: NavigationPage) -> NavigationBarContent {
        let index = pages.firstIndex { $0 === page } ?? 0
        let content = NavigationBarContent(item: page.navigationItem, backTitle: backTitle(at: index),
                                           genericBackTitle: NavigationBar.genericBackTitle(locale: environment.locale))
        content.backButton?.addAction { [weak self] _ in self?.pop() }
        return content
    }

    /// Shows `page`'s bar content alone (no transition).
    func showContent(for page: NavigationPage) {
        navigationBar.outgoing?.removeFromParent()
        navigationBar.outgoing = nil
        navigationBar.content?.removeFromParent()
        let content = makeContent(for: page)
        navigationBar.content = content
        navigationBar.addChild(content)
        navigationBar.pageAppearance = page.navigationItem.barAppearance
        setNeedsLayout()
    }

    /// A page's item changed: rebuild the top content (a back title or item may have changed).
    func itemsDidChange() {
        guard transition == nil else {
            transition?.upperContent.refresh()
            transition?.lowerContent.refresh()
            setNeedsLayout()
            return
        }
        showContent(for: topPage)
    }

    func didChangeTopPage() {
        updateBarForScroll()
        onTopPageChange?(topPage)
        // A screen reader reads the new page from its first element.
        postAccessibilityNotification(.screenChanged(focus: nil))
    }

    // MARK: Geometry

    /// Whether the screen is landscape with compact height (HIG §3.3: thinner bars).
    var isCompact: Bool { isOnCompactHeightScreen }

    /// Whether `page` shows a large title in this stack.
    func isLarge(_ page: NavigationPage) -> Bool {
        guard !isCompact else { return false }
        switch page.navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return prefersLargeTitles
        }
    }

    var rowHeight: Double {
        if let sheetRowHeight, !isCompact { return sheetRowHeight }
        return isCompact ? ControlMetrics.navigationBarCompactHeight : ControlMetrics.navigationBarHeight
    }

    /// The bar row's height while the stack is a sheet's (iOS 13+: 56 pt), or `nil`.
    var sheetRowHeight: Double? {
        didSet { if sheetRowHeight != oldValue { setNeedsLayout() } }
    }

    /// The space above the bar row for `page`: the safe area and the prompt line.
    func rowTop(for page: NavigationPage) -> Double {
        safeAreaInsets.top + (page.navigationItem.prompt?.isEmpty == false ? ControlMetrics.navigationPromptHeight : 0)
    }

    /// The bar's height for `page` with its large title fully shown.
    func expandedBarHeight(for page: NavigationPage) -> Double {
        rowTop(for: page) + rowHeight + (isLarge(page) ? ControlMetrics.largeTitleAreaHeight : 0)
    }

    /// The large title area's height for `page` at its scroll offset (shrinks as the content
    /// scrolls up, grows as it is pulled down).
    func largeAreaHeight(for page: NavigationPage) -> Double {
        guard isLarge(page) else { return 0 }
        return max(0, ControlMetrics.largeTitleAreaHeight - page.scrolledDistance)
    }

    /// The bar's current height for `page`.
    func barHeight(for page: NavigationPage) -> Double {
        rowTop(for: page) + rowHeight + largeAreaHeight(for: page)
    }

    /// Whether the content of `page` lies beneath its bar (scrolled up past the large title).
    func isContentBeneathBar(_ page: NavigationPage) -> Bool {
        guard page.scrollView != nil else { return false }
        let threshold = isLarge(page) ? ControlMetrics.largeTitleAreaHeight : 0
        return page.scrolledDistance > threshold + 0.5
    }

    func scrollDidChange() {
        guard transition == nil else { return }
        updateBarForScroll()
        setNeedsLayout()
        // A page whose scroll view is inside its content moves that content with the title.
        if !(topPage.content is ScrollView) { topPage.setNeedsLayout() }
        onTopPageScroll?()
    }

    private func updateBarForScroll() {
        navigationBar.isContentBeneath = isContentBeneathBar(topPage)
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        navigationBar.isCompact = isCompact
        for page in [transition?.lower, transition?.upper, topPage].compactMap({ $0 }) {
            page.frame = b
            page.topInset = expandedBarHeight(for: page)
            page.bottomInset = bottomInset
            page.largeTitleHeight = isLarge(page) ? ControlMetrics.largeTitleAreaHeight : 0
            observeScrollView(of: page)
        }
        if let transition {
            applyTransition(transition)
        } else if let content = navigationBar.content {
            configure(content, for: topPage)
            navigationBar.frame = Rect(x: 0, y: 0, width: b.width, height: barHeight(for: topPage))
            content.frame = navigationBar.bounds
        }
    }

    /// Gives `content` the geometry of `page`'s bar.
    func configure(_ content: NavigationBarContent, for page: NavigationPage) {
        let geometry = (rowHeight, rowTop(for: page), isLarge(page), largeAreaHeight(for: page))
        guard content.rowHeight != geometry.0 || content.topInset != geometry.1 || content.isLarge != geometry.2
                || content.largeAreaHeight != geometry.3 else { return }
        content.rowHeight = geometry.0
        content.topInset = geometry.1
        content.isLarge = geometry.2
        content.largeAreaHeight = geometry.3
        content.setNeedsLayout()
    }
}

extension NavigationStack: HIGLintBarSubject {
    /// The navigation bar, with its style and the pages that change it (HIG §1.2).
    public var higLintBar: HIGLintBar {
        let changing = pages.filter { page in
            guard let own = page.navigationItem.barAppearance else { return false }
            return own != navigationBar.appearance
        }.map { $0.navigationItem.title }
        return HIGLintBar(kind: .navigationBar, style: navigationBar.appearance.style, screensChangingAppearance: changing)
    }
}
