/// One broken HIG rule, found by ``HIGLint``.
public struct HIGLintIssue: Sendable, Hashable, CustomStringConvertible {
    /// The rules the lint checks.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// More than one filled button in one view (HIG §1.40).
        case multipleFilledButtons
        /// A destructive button that is also the primary one (HIG §1.40: never).
        case destructivePrimaryButton
        /// A switch that is not inside a list row (HIG §1.41).
        case switchOutsideListRow
        /// A toolbar with more than 3 text items (HIG §1.42).
        case toolbarTextItems
        /// A radio group with fewer than 2 or more than 5 options (HIG §1.41).
        case radioGroupOptionCount
        /// A toolbar and a tab bar on the same screen (HIG §1.0, §1.4: never together).
        case toolbarWithTabBar
        /// A tab bar item that performs an action instead of switching modes (HIG §1.4).
        case tabBarActionItem
        /// A screen that changes the navigation bar's colour or translucency (HIG §1.2, §3.8).
        case barAppearanceChangesBetweenScreens
        /// A navigation bar and a toolbar of one screen that disagree on translucency (HIG §1.2, §3.8: a translucent
        /// navigation bar with an opaque toolbar, and so on).
        case inconsistentBarTranslucency
        /// An activity indicator left on screen while stopped (HIG §1.15: it reads as a stalled task).
        case stoppedActivityIndicator
        /// A page indicator with more than 20 dots (HIG §1.21: they clip in portrait).
        case pageIndicatorDotCount
        /// A segmented control with more than 5 segments (HIG §1.25: 44 × 44 pt hit regions).
        case segmentedControlSegmentCount
        /// A segmented control mixing text and symbol segments (HIG §1.25).
        case segmentedControlMixedContent
    }

    /// The rule broken.
    public var rule: Rule
    /// What is wrong and what to do, for a person.
    public var message: String
    /// Where: the path of node names (or type names) from the checked root.
    public var path: String

    /// Creates an issue.
    public init(rule: Rule, message: String, path: String) {
        self.rule = rule
        self.message = message
        self.path = path
    }

    public var description: String { "HIG lint [\(rule.rawValue)] \(path): \(message)" }
}
