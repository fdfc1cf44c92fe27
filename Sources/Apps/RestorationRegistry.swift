public import Controls
import Graphics
import Scene

/// The built-in controls whose position an app wants back after a restart (HIG §3.1: "restore
/// the state of the last run", "save the current state in as much detail as possible, e.g. the
/// scroll position"). The runtime saves them with the app's own state and restores them at the
/// next launch, after ``App/didLaunch(restoring:context:)``: navigation stacks first (their
/// pages made again by the app), then scroll positions, clamped to the content as it is now.
///
/// <!-- example context:
/// let context: AppContext! = nil, list = ScrollView(content: VStackNode())
/// let stack = NavigationStack(root: NavigationPage(title: "Settings", content: list))
/// final class Pages { func make(_ id: String) -> NavigationPage? { nil } }
/// let pages = Pages()
/// -->
/// ```swift
/// context.restoration.register(stack, as: "settings") { id in pages.make(id) }
/// context.restoration.register(list, as: "settings.general.list")
/// ```
///
/// Identifiers are the app's own, unique per kind; controls are held weakly, and the entries of
/// controls that are gone are dropped as new ones are registered, so an app that pushes and pops
/// pages for months keeps only the entries of the controls alive.
@MainActor
public final class RestorationRegistry {
    private struct Stack {
        weak var stack: NavigationStack?
        let makePage: @MainActor (String) -> NavigationPage?
    }

    private var scrollViews: [String: WeakBox<ScrollView>] = [:]
    private var stacks: [String: Stack] = [:]
    private var pageIdentifiers: [ObjectIdentifier: (page: WeakBox<NavigationPage>, identifier: String)] = [:]

    init() {}

    /// The most pages above its root a navigation stack gets back at launch (64): a saved stack
    /// deeper than that (a damaged or hostile state file can list a million pages, each made at
    /// launch) is restored to its first 64 and the rest is logged.
    public static let maximumRestoredPages = 64

    /// Saves and restores `scrollView`'s content offset as `identifier` (a ``TableView`` too: it is
    /// a scroll view). The offset is saved as the scroll view has it: physical points.
    public func register(_ scrollView: ScrollView, as identifier: String) {
        scrollViews = scrollViews.filter { $0.value.value != nil }
        scrollViews[identifier] = WeakBox(scrollView)
    }

    /// Saves `stack`'s pages (those given an identifier, bottom up, up to the first without one)
    /// as `identifier`, and restores them by asking `makePage` for each saved page above the
    /// root. Pages `makePage` returns get their identifier at once; give the root and pages the
    /// app pushes itself one with ``identify(_:as:)``.
    public func register(_ stack: NavigationStack, as identifier: String,
                         makePage: @escaping @MainActor (String) -> NavigationPage?) {
        stacks = stacks.filter { $0.value.stack != nil }
        stacks[identifier] = Stack(stack: stack, makePage: makePage)
    }

    /// Gives `page` the identifier its navigation stack saves it by.
    public func identify(_ page: NavigationPage, as identifier: String) {
        pageIdentifiers = pageIdentifiers.filter { $0.value.page.value != nil }
        pageIdentifiers[ObjectIdentifier(page)] = (WeakBox(page), identifier)
    }

    /// How many entries the registry holds (scroll views, stacks and identified
    /// pages), dead or alive: for the tests that check it stays bounded.
    var entryCount: Int { scrollViews.count + stacks.count + pageIdentifiers.count }

    /// The identifier `page` was given, if any.
    public func identifier(of page: NavigationPage) -> String? {
        guard let entry = pageIdentifiers[ObjectIdentifier(page)], entry.page.value === page else { return nil }
        return entry.identifier
    }

    /// The registered controls' positions now.
    public func capture() -> RestoredControls {
        var controls = RestoredControls()
        for (identifier, box) in scrollViews {
            guard let view = box.value else { continue }
            controls.scrollOffsets[identifier] = .init(x: view.contentOffset.x, y: view.contentOffset.y)
        }
        for (identifier, entry) in stacks {
            guard let stack = entry.stack else { continue }
            var pages: [String] = []
            for page in stack.pages {
                guard let id = self.identifier(of: page) else { break }
                pages.append(id)
            }
            if !pages.isEmpty { controls.navigationStacks[identifier] = pages }
        }
        return controls
    }

    /// Pushes the saved pages of each registered stack (no animation). A page the app can no
    /// longer make ends that stack there.
    ///
    /// - Returns: what could not be restored, for the log.
    func restoreNavigationStacks(from controls: RestoredControls) -> [String] {
        var problems: [String] = []
        for (identifier, saved) in controls.navigationStacks.sorted(by: { $0.key < $1.key }) {
            guard let entry = stacks[identifier], let stack = entry.stack else {
                problems.append("navigation stack “\(identifier)” is no longer registered")
                continue
            }
            guard saved.count > 1, let root = stack.pages.first else { continue }
            if saved.count - 1 > Self.maximumRestoredPages {
                problems.append("navigation stack “\(identifier)”: \(saved.count - 1) pages saved, restoring the first "
                                + "\(Self.maximumRestoredPages)")
            }
            var pages = [root]
            for pageIdentifier in saved.dropFirst().prefix(Self.maximumRestoredPages) {
                guard let page = entry.makePage(pageIdentifier) else {
                    problems.append("navigation stack “\(identifier)”: the app made no page for “\(pageIdentifier)”")
                    break
                }
                identify(page, as: pageIdentifier)
                pages.append(page)
            }
            if pages.count > 1 { stack.setPages(pages) }
        }
        return problems
    }

    /// Sets the saved content offsets, clamped to what each control on screen can scroll to
    /// now (one off screen, beneath the top page of a stack, gets its saved offset as it is).
    /// Call once the tree is laid out.
    func restoreScrollOffsets(from controls: RestoredControls) -> [String] {
        var problems: [String] = []
        for (identifier, offset) in controls.scrollOffsets.sorted(by: { $0.key < $1.key }) {
            if let view = scrollViews[identifier]?.value, view.owner == nil {
                // Off screen (a page beneath the top one): nothing to clamp to yet. Laid out once
                // first, so that its first layout on screen keeps the offset instead of placing
                // the initial one.
                view.layoutIfNeeded()
                view.contentOffset = Point(x: offset.x, y: offset.y)
            } else if let view = scrollViews[identifier]?.value {
                let low = view.minimumContentOffset
                let high = view.maximumContentOffset
                view.contentOffset = Point(x: min(max(offset.x, low.x), max(low.x, high.x)),
                                           y: min(max(offset.y, low.y), max(low.y, high.y)))
            } else {
                problems.append("scroll view “\(identifier)” is no longer registered")
            }
        }
        return problems
    }
}

/// A weak reference, for the registry's tables.
struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
