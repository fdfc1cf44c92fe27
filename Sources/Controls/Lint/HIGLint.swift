public import Scene
import Glibc

/// The debug-build HIG lint: checks a node subtree against the rules the HIG states as rules and
/// logs each break (never crashes). Hidden subtrees are skipped.
///
/// - More than ``ControlMetrics/lintMaximumFilledButtons`` filled button in one view (a
///   ``HIGLintTrait/view`` subject starts a new view).
/// - A destructive button that is primary.
/// - A switch outside a list row.
/// - A toolbar with more than ``ControlMetrics/lintMaximumToolbarTextItems`` text items.
/// - A radio group of more than 5 (or fewer than 2) options.
/// - A toolbar and a tab bar shown together; a tab bar item that performs an action.
/// - A stopped activity indicator left on screen; a page indicator of more than 20 dots; a
///   segmented control of more than 5 segments or mixing text and symbol segments.
/// - A page of a navigation stack that changes the bar's appearance; bars shown together that
///   disagree on translucency (a translucent navigation bar over an opaque toolbar).
/// - The rules of alerts, action sheets, modal views and notification alerts (HIG §1.6–1.9),
///   which each ``ModalNode`` finds in itself (``ModalNode/lintIssues``); the
///   ``ModalPresenter`` adds the app-wide ones (one action-sheet background, one modal
///   transition style) and logs them as it presents.
///
/// <!-- example context:
/// import Logging
/// let root = VStackNode(), logger = Logger(label: "app")
/// -->
/// ```swift
/// HIGLint.report(root)                          // to standard error, in debug builds
/// HIGLint.report(root) { logger.warning("\($0)") } // to a sink of the caller's
/// let issues = HIGLint.check(root)              // the issues, in any build
/// ```
///
/// Where issues go is the caller's to say (``report(_:to:)``): there is no process-wide sink.
@MainActor
public enum HIGLint {
    /// Writes `issue` as one line on standard error: where ``report(_:to:)`` sends issues unless
    /// told otherwise.
    public static func standardError(_ issue: HIGLintIssue) {
        var stream = StandardError()
        print(issue.description, to: &stream)
    }

    /// Whether ``report(_:)`` logs: true in debug builds, false in release builds.
    public static var isEnabled: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Checks `root` and sends every issue to `sink` (debug builds only; standard error unless
    /// the caller passes its own). Returns the issues sent.
    @discardableResult
    public static func report(_ root: Node, to sink: @MainActor (HIGLintIssue) -> Void = standardError) -> [HIGLintIssue] {
        guard isEnabled else { return [] }
        let issues = check(root)
        for issue in issues { sink(issue) }
        return issues
    }

    /// The rule breaks in `root`'s subtree, in tree order.
    public static func check(_ root: Node) -> [HIGLintIssue] {
        var walker = Walker()
        walker.visit(root, path: name(of: root), inListRow: false)
        walker.closeView()
        walker.checkBars()
        return walker.issues
    }

    static func name(of node: Node) -> String { node.name ?? String(describing: type(of: node)) }

    @MainActor
    struct Walker {
        var issues: [HIGLintIssue] = []
        /// The filled buttons of the view being walked (their paths).
        var filled: [String] = []
        var viewPath = ""
        /// The visible bars of the screen, with their paths.
        var bars: [(bar: HIGLintBar, path: String)] = []

        /// Checks the bars of the view being walked, then forgets them.
        mutating func checkBars() {
            defer { bars.removeAll() }
            let toolbars = bars.filter { $0.bar.kind == .toolbar }
            let tabBars = bars.filter { $0.bar.kind == .tabBar }
            if let toolbar = toolbars.first, let tabBar = tabBars.first {
                issues.append(HIGLintIssue(
                    rule: .toolbarWithTabBar,
                    message: "a toolbar (\(toolbar.path)) and a tab bar on one screen; a toolbar takes the tab bar's place, "
                        + "so hide the tab bar while the toolbar shows, or move the actions into the navigation bar",
                    path: tabBar.path))
            }
            for (bar, path) in bars {
                if !bar.actionItems.isEmpty {
                    issues.append(HIGLintIssue(
                        rule: .tabBarActionItem,
                        message: "tab bar items that perform actions (\(bar.actionItems.joined(separator: ", "))); "
                            + "tabs switch modes: put actions in a toolbar or the navigation bar",
                        path: path))
                }
                if !bar.screensChangingAppearance.isEmpty {
                    issues.append(HIGLintIssue(
                        rule: .barAppearanceChangesBetweenScreens,
                        message: "screens that change the \(bar.kind.rawValue)'s colour or translucency "
                            + "(\(bar.screensChangingAppearance.joined(separator: ", "))); keep one appearance on every screen",
                        path: path))
                }
            }
            // HIG §1.2: a translucent navigation bar with an opaque toolbar, or the other way round.
            // Two toolbars of different styles (a gallery's specimens) break no rule of the HIG.
            if let navigationBar = bars.first(where: { $0.bar.kind == .navigationBar }),
               let other = toolbars.first(where: { $0.bar.style != navigationBar.bar.style }) {
                issues.append(HIGLintIssue(
                    rule: .inconsistentBarTranslucency,
                    message: "a \(navigationBar.bar.style.rawValue) navigation bar with a \(other.bar.style.rawValue) "
                        + "toolbar; give the navigation bar and the toolbar of a screen the same translucency",
                    path: other.path))
            }
        }

        mutating func closeView() {
            if filled.count > ControlMetrics.lintMaximumFilledButtons {
                issues.append(HIGLintIssue(
                    rule: .multipleFilledButtons,
                    message: "\(filled.count) filled buttons in one view (\(filled.joined(separator: ", "))); "
                        + "keep the filled style for the one most likely action and make the others gray, tinted or plain",
                    path: viewPath.isEmpty ? (filled.first ?? "") : viewPath))
            }
            filled.removeAll()
        }

        mutating func visit(_ node: Node, path: String, inListRow: Bool) {
            guard !node.isHidden else { return }
            var inRow = inListRow
            var startsView = false
            if let bar = node as? any HIGLintBarSubject { bars.append((bar.higLintBar, path)) }
            if let subject = node as? any HIGLintSubject {
                switch subject.higLintTrait {
                case .button(let isFilled, let isDestructive, let isPrimary):
                    if isFilled { filled.append(path) }
                    if isDestructive && isPrimary {
                        issues.append(HIGLintIssue(
                            rule: .destructivePrimaryButton,
                            message: "a destructive button is the primary (Return) button; give the primary role to a non-destructive button",
                            path: path))
                    }
                case .switchControl:
                    if !inListRow {
                        issues.append(HIGLintIssue(
                            rule: .switchOutsideListRow,
                            message: "a switch outside a list row; put it in a list row, or use a checkbox or toggle button",
                            path: path))
                    }
                case .listRow:
                    inRow = true
                case .toolbar(let count):
                    if count > ControlMetrics.lintMaximumToolbarTextItems {
                        issues.append(HIGLintIssue(
                            rule: .toolbarTextItems,
                            message: "a toolbar with \(count) text items (at most \(ControlMetrics.lintMaximumToolbarTextItems)); use symbols or fewer items",
                            path: path))
                    }
                case .radioGroup(let count):
                    if !ControlMetrics.radioGroupOptions.contains(count) {
                        issues.append(HIGLintIssue(
                            rule: .radioGroupOptionCount,
                            message: "a radio group with \(count) options (HIG: \(ControlMetrics.radioGroupOptions.lowerBound)–\(ControlMetrics.radioGroupOptions.upperBound)); use a pop-up button or list for more",
                            path: path))
                    }
                case .view:
                    startsView = true
                case .activityIndicator, .pageIndicator, .segmentedControl, .scopeBar:
                    issues.append(contentsOf: HIGLint.valueControlIssues(subject.higLintTrait, path: path))
                case .presentation(let found):
                    startsView = true
                    for var issue in found {
                        issue.path = issue.path.isEmpty ? path : path + "/" + issue.path
                        issues.append(issue)
                    }
                }
            }
            if startsView {
                // A nested view counts its own filled buttons.
                let outerFilled = filled, outerPath = viewPath, outerBars = bars
                filled = []
                bars = []
                viewPath = path
                for child in node.children { visit(child, path: path + "/" + HIGLint.name(of: child), inListRow: inRow) }
                closeView()
                checkBars()
                bars = outerBars
                filled = outerFilled
                viewPath = outerPath
            } else {
                for child in node.children { visit(child, path: path + "/" + HIGLint.name(of: child), inListRow: inRow) }
            }
        }
    }
}

/// Standard error as a text stream, for the lint's default sink.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
