/// What a node is, as far as the HIG lint's rules care. Controls adopt ``HIGLintSubject`` and
/// return one of these; the lint finds them by this, never by type name.
public enum HIGLintTrait: Sendable, Hashable {
    /// A button: whether it is drawn filled, is destructive, and answers Return (primary).
    case button(isFilled: Bool, isDestructive: Bool, isPrimary: Bool)
    /// An on/off switch (HIG §1.41: only in list rows).
    case switchControl
    /// A list (table) row: a switch inside one is in its place.
    case listRow
    /// A toolbar with this many items shown as text (HIG §1.42: at most 3).
    case toolbar(textItemCount: Int)
    /// A radio group with this many options (HIG §1.41: 2–5).
    case radioGroup(optionCount: Int)
    /// The root of one view (a screen, sheet or card): filled buttons are counted per view.
    case view
    /// An activity indicator; `isShownStopped` when it stands still on screen (HIG §1.15: never).
    case activityIndicator(isShownStopped: Bool)
    /// A page indicator with this many dots (HIG §1.21: at most 20 fit in portrait).
    case pageIndicator(dotCount: Int)
    /// A segmented control with this many segments (HIG §1.25: at most 5), and whether it mixes
    /// text segments with symbol segments (HIG §1.25: avoid).
    case segmentedControl(segmentCount: Int, mixesTextAndSymbols: Bool)

    /// A modal presentation (alert, action sheet, modal view, notification alert; HIG §1.5–1.9)
    /// with the rule breaks it found in its own text and buttons; it is its own view.
    case presentation(issues: [HIGLintIssue])
    /// A search bar's scope bar with this many buttons (HIG §1.24: at most 4).
    case scopeBar(buttonCount: Int)
}

/// A node the HIG lint (``HIGLint``) checks. Buttons, switches, list rows, toolbars and radio
/// groups adopt it.
@MainActor
public protocol HIGLintSubject: AnyObject {
    /// What the node is for the lint's rules.
    var higLintTrait: HIGLintTrait { get }
}
