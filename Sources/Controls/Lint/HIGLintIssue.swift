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
