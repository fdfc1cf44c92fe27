import Graphics
public import Scene
public import Gestures

/// A tab bar app's root (HIG §1.4): the selected tab's navigation stack above a ``TabBar``.
///
/// ## Background
/// Up to five tabs are shown in the bar. With more, the bar shows the first four and **More**,
/// whose own stack lists the rest (``MoreListPage``); choosing one shows that tab's stack with
/// a back button to the list. The More list's **Edit** button opens the **Configure** screen,
/// where the user drags a tab from the grid onto a slot of the bar (or one bar tab onto another)
/// to rearrange the bar; **Done** closes it. Every tab keeps its own stack: switching away and
/// back shows the page it was on. Tapping the selected tab again pops its stack to the root.
///
/// <!-- example context:
/// func page(_ title: String) -> NavigationPage { NavigationPage(title: title, content: VStackNode()) }
/// let favorites = Tab(system: .favorites, root: page("Favorites"))
/// let recents = Tab(system: .recents, root: page("Recents"))
/// let contacts = Tab(system: .contacts, root: page("Contacts"))
/// let keypad = Tab(title: "Keypad", symbol: "keypad", root: page("Keypad"))
/// let voicemail = Tab(title: "Voicemail", symbol: "voicemail", root: page("Voicemail"))
/// -->
/// ```swift
/// let app = TabBarController(tabs: [favorites, recents, contacts, keypad, voicemail])
/// voicemail.badgeValue = "2"
/// ```
@MainActor
public final class TabBarController: Node {
    /// Every tab, in the user's order (the first shown in the bar).
    public internal(set) var tabs: [Tab]
    /// The bar.
    public let tabBar = TabBar()
    /// The tab shown (``moreTab`` while the More list or a tab from it shows).
    public private(set) var selectedTab: Tab?
    /// Whether the More tab is selected.
    public private(set) var isMoreSelected = false
    /// The More tab's stack (its root is the list of the tabs that do not fit).
    public private(set) var moreStack: NavigationStack?
    /// The tab from the More list shown now, if any.
    public internal(set) var moreShownTab: Tab?
    /// The Configure screen while it is open.
    public internal(set) var configureView: TabConfigureView?
    /// The title of the More tab (“More”, translated by the app).
    public var moreTitle = "More" { didSet { if moreTitle != oldValue { rebuild() } } }
    /// The Edit and Configure texts (translated by the app): the More list's Edit button, the
    /// Configure screen's title and its Done button.
    public var configureTexts = (edit: "Edit", configure: "Configure", done: "Done") {
        didSet { rebuild() }
    }
    /// Called after the user rearranged the tabs in Configure (to save the order).
    public var onTabOrderChange: (@MainActor ([Tab]) -> Void)?

    var buttonsByTab: [ObjectIdentifier: TabBarButton] = [:]
    /// The drag that rearranges tabs in Configure (enabled while it is open).
    public let configureDrag = PanGestureRecognizer()
    var dragState: (tab: Tab, ghost: TabConfigureCell)?
    let moreButton = TabBarButton(title: "More", symbol: "more")
    let contentArea = Node()

    /// A controller showing `tabs`, the first selected.
    public init(tabs: [Tab]) {
        self.tabs = tabs
        super.init()
        name = "tab bar controller"
        contentArea.name = "tab content"
        addChild(contentArea)
        addChild(tabBar)
        moreButton.addAction { [weak self] _ in self?.selectMore() }
        configureDrag.name = "tabs.configureDrag"
        configureDrag.maximumNumberOfTouches = 1
        configureDrag.isEnabled = false
        configureDrag.addAction { [weak self] recognizer in self?.handleConfigureDrag(recognizer) }
        addGestureRecognizer(configureDrag)
        for tab in tabs { observe(tab) }
        rebuild()
        if let first = tabs.first(where: { $0.stack != nil }) { select(first) }
    }

    /// The tabs shown in the bar (four when More shows).
    public var barTabs: [Tab] {
        tabs.count <= ControlMetrics.tabBarMaximumTabs ? tabs : Array(tabs.prefix(ControlMetrics.tabBarMaximumTabs - 1))
    }

    /// The tabs listed by More.
    public var moreTabs: [Tab] {
        tabs.count <= ControlMetrics.tabBarMaximumTabs ? [] : Array(tabs.dropFirst(ControlMetrics.tabBarMaximumTabs - 1))
    }

    /// Whether the bar shows a More tab.
    public var showsMore: Bool { !moreTabs.isEmpty }

    /// The button of `tab`, if the bar shows it.
    public func button(for tab: Tab) -> TabBarButton? {
        barTabs.contains { $0 === tab } ? buttonsByTab[ObjectIdentifier(tab)] : nil
    }

    /// The More tab's button, when the bar shows it.
    public var moreTabButton: TabBarButton? { showsMore ? moreButton : nil }

    private func observe(_ tab: Tab) {
        tab.onChange = { [weak self, weak tab] in
            guard let self, let tab else { return }
            self.buttonsByTab[ObjectIdentifier(tab)]?.title = tab.title
            self.buttonsByTab[ObjectIdentifier(tab)]?.setBadge(tab.badgeValue)
            (self.moreStack?.pages.first as? MoreListPage)?.reload()
        }
    }

    /// Makes the bar's buttons and the More stack agree with ``tabs``.
    func rebuild() {
        var buttons: [TabBarButton] = []
        for tab in barTabs {
            let key = ObjectIdentifier(tab)
            let button = buttonsByTab[key] ?? {
                let b = TabBarButton(title: tab.title, symbol: tab.symbolName)
                b.addAction { [weak self, weak tab] _ in
                    guard let self, let tab else { return }
                    self.tabTapped(tab)
                }
                buttonsByTab[key] = b
                return b
            }()
            button.title = tab.title
            button.setBadge(tab.badgeValue)
            buttons.append(button)
        }
        moreButton.title = moreTitle
        if showsMore {
            buttons.append(moreButton)
            if moreStack == nil {
                let list = MoreListPage(controller: self)
                let stack = NavigationStack(root: list)
                stack.name = "more stack"
                moreStack = stack
            }
            (moreStack?.pages.first as? MoreListPage)?.reload()
        }
        tabBar.setButtons(buttons)
        updateSelection()
    }

    // MARK: Selection

    private func tabTapped(_ tab: Tab) {
        if let action = tab.action {
            action()
            return
        }
        if selectedTab === tab && !isMoreSelected {
            tab.stack?.popToRoot()   // iOS: tapping the selected tab goes back to its root
            return
        }
        select(tab)
    }

    /// Shows `tab` (from the bar; a tab in the More list is shown through More).
    public func select(_ tab: Tab) {
        guard tab.stack != nil, tabs.contains(where: { $0 === tab }) else { return }
        if moreTabs.contains(where: { $0 === tab }) {
            selectMore()
            showFromMore(tab, animated: false)
            return
        }
        isMoreSelected = false
        selectedTab = tab
        show(tab.stack)
        updateSelection()
    }

    /// Shows the More tab (its list, or the tab chosen from it last).
    public func selectMore() {
        guard showsMore, let moreStack else { return }
        if isMoreSelected, moreShownTab != nil {
            returnToMoreList(animated: true)   // tapping More again goes back to the list
            return
        }
        isMoreSelected = true
        selectedTab = nil
        show(moreShownTab?.stack ?? moreStack)
        updateSelection()
    }

    func updateSelection() {
        for tab in barTabs { buttonsByTab[ObjectIdentifier(tab)]?.isSelected = !isMoreSelected && selectedTab === tab }
        moreButton.isSelected = isMoreSelected
        updateBarForScroll()
    }

    /// Puts `node` in the content area alone.
    func show(_ node: Node?) {
        for child in contentArea.children where child !== node { child.removeFromParent() }
        guard let node else { return }
        if node.parent !== contentArea { contentArea.addChild(node) }
        if let stack = node as? NavigationStack {
            stack.onTopPageChange = { [weak self] _ in self?.updateBarForScroll() }
            stack.onTopPageScroll = { [weak self] in self?.updateBarForScroll() }
        }
        setNeedsLayout()
    }

    /// The stack shown now.
    public var shownStack: NavigationStack? { contentArea.children.last as? NavigationStack }

    /// Sets the tab bar's material from the shown page's scroll view (content beneath it or not).
    func updateBarForScroll() {
        guard let page = shownStack?.topPage, let scroll = page.scrollView else {
            tabBar.isContentBeneath = false
            return
        }
        tabBar.isContentBeneath = scroll.contentOffset.y < scroll.maximumContentOffset.y - 0.5
    }

    // MARK: Layout

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        let b = bounds
        tabBar.isCompact = isOnCompactHeightScreen
        let barHeight = tabBar.totalHeight
        tabBar.frame = Rect(x: 0, y: b.height - barHeight, width: b.width, height: barHeight)
        contentArea.frame = b
        for child in contentArea.children {
            child.frame = b
            (child as? NavigationStack)?.bottomInset = barHeight
        }
        if let configureView {
            configureView.frame = Rect(x: 0, y: 0, width: b.width, height: b.height - barHeight)
        }
    }
}

extension TabBarController: HIGLintBarSubject {
    /// The tab bar, with its style and its action items (HIG §1.4).
    public var higLintBar: HIGLintBar {
        HIGLintBar(kind: .tabBar, style: tabBar.appearance.style, actionItems: tabs.filter(\.isActionItem).map(\.title))
    }
}
