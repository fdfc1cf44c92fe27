extension HIGLint {
    /// The issues of an indicator or value control's own trait (HIG §1.15, §1.21, §1.25).
    static func valueControlIssues(_ trait: HIGLintTrait, path: String) -> [HIGLintIssue] {
        switch trait {
        case .activityIndicator(let isShownStopped) where isShownStopped:
            return [HIGLintIssue(
                rule: .stoppedActivityIndicator,
                message: "a stopped activity indicator stays on screen and reads as a stalled task; "
                    + "leave hidesWhenStopped on, or remove the indicator when the task ends",
                path: path)]
        case .pageIndicator(let dots) where dots > ControlMetrics.pageIndicatorMaximumDots:
            return [HIGLintIssue(
                rule: .pageIndicatorDotCount,
                message: "a page indicator with \(dots) dots (at most \(ControlMetrics.pageIndicatorMaximumDots) fit in portrait; "
                    + "dots never shrink); show fewer pages or another way to navigate them",
                path: path)]
        case .segmentedControl(let count, let mixed):
            var issues: [HIGLintIssue] = []
            if count > ControlMetrics.segmentedMaximumSegments {
                issues.append(HIGLintIssue(
                    rule: .segmentedControlSegmentCount,
                    message: "a segmented control with \(count) segments (at most \(ControlMetrics.segmentedMaximumSegments), "
                        + "each a 44 × 44 pt target); use a picker or a list for more choices",
                    path: path))
            }
            if mixed {
                issues.append(HIGLintIssue(
                    rule: .segmentedControlMixedContent,
                    message: "a segmented control mixing text and symbol segments; give every segment text, or every segment a symbol",
                    path: path))
            }
            return issues
        case .scopeBar(let count) where count > ControlMetrics.searchScopeMaximumButtons:
            return [HIGLintIssue(
                rule: .scopeBarButtonCount,
                message: "a scope bar with \(count) buttons (at most \(ControlMetrics.searchScopeMaximumButtons), one category "
                    + "each); merge categories, or filter with a list instead",
                path: path)]
        default:
            return []
        }
    }
}
