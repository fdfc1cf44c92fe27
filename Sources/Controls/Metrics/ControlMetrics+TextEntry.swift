public import Graphics

/// The numbers text entry uses (text fields, text views, search bars, the edit menu, the
/// magnifier, the on-screen keyboard), marked **HIG** or **iOS** as in ``ControlMetrics``.
extension ControlMetrics {
    // MARK: Undo (HIG §1.29)

    /// How many actions undo can take back. iOS has no fixed limit; the HIG asks for undo to be
    /// dependable, and a bound keeps memory predictable on a kiosk: 50 groups.
    public static let undoLevels = 50
}

extension ControlMetrics {
    // MARK: Text field (HIG §1.27; UITextField, iOS 17)

    /// The height of a rounded-rect text field. iOS: 34 pt (`.roundedRect` at the body size).
    public static let textFieldHeight: Double = 34
    /// The corner radius of a rounded-rect text field. iOS: 5 pt.
    public static let textFieldCornerRadius: Double = 5
    /// The inset of the text from the field's leading and trailing edges. iOS: 7 pt.
    public static let textFieldPadding: Double = 7
    /// The gap between the text and a leading or trailing view or the clear button. iOS: 6 pt.
    public static let textFieldViewGap: Double = 6
    /// The width of a field with no width proposed. iOS: none (the text's width); 200 pt here.
    public static let textFieldDefaultWidth: Double = 200
    /// The diameter of the clear button's circle. iOS (`xmark.circle.fill` at 17 pt): 17 pt.
    public static let clearButtonDiameter: Double = 17
    /// How long secure entry shows the last character typed before it becomes a bullet.
    /// iOS: about 1.5 s (the HIG gives no number).
    public static let secureRevealDuration: Double = 1.5

    // MARK: Caret and selection (HIG §1.28, §2.3)

    /// The width of the caret. iOS: 2 pt, in the tint colour.
    public static let caretWidth: Double = 2
    /// The height of the secondary caret of a split caret (at a boundary between text of
    /// opposite directions), as a fraction of the line's. Cocoa and iOS: half, in the lower half
    /// of the line.
    public static let secondaryCaretHeightRatio: Double = 0.5
    /// The opacity of the secondary caret of a split caret. Scanout: 0.6 of the tint, so the
    /// primary caret (where typed text goes) reads first.
    public static let secondaryCaretAlpha: Double = 0.6
    /// The opacity of the tint behind selected text. iOS: 0.2.
    public static let selectionHighlightAlpha: Double = 0.2
    /// The diameter of a selection handle's knob. iOS: 10 pt (a dot on a 2 pt stem).
    public static let selectionHandleKnobDiameter: Double = 10
    /// How far from a handle a touch still grabs it. HIG §3.6: half a 44 pt target.
    public static let selectionHandleGrabRadius: Double = 22

    // MARK: Edit menu (HIG §1.28)

    /// The height of the edit menu. iOS: 36 pt.
    public static let editMenuHeight: Double = 36
    /// The corner radius of the edit menu. iOS: 8 pt.
    public static let editMenuCornerRadius: Double = 8
    /// The horizontal padding of each command's title. iOS: 12 pt.
    public static let editMenuItemPadding: Double = 12
    /// The width of the pointer's base. iOS: 16 pt.
    public static let editMenuPointerWidth: Double = 16
    /// The height of the pointer. iOS: 8 pt.
    public static let editMenuPointerHeight: Double = 8
    /// The gap between the selection (or its handle) and the pointer's tip. iOS: 4 pt.
    public static let editMenuGap: Double = 4
    /// The least distance between the menu and the screen's edges. iOS: 8 pt.
    public static let editMenuScreenMargin: Double = 8

    // MARK: Magnifier (HIG §1.32)

    /// The loupe's size: a capsule. iOS (iOS 15+ text loupe): about 112×48 pt, its ends fully
    /// rounded (iOS 12 and earlier drew a 112-point circle).
    public static let magnifierSize = Size(width: 112, height: 48)
    /// How much the loupe magnifies. iOS 15+: 1.25 ×.
    public static let magnifierScale: Double = 1.25
    /// How far above the touched text's centre line the loupe's centre sits. iOS 15+: 50 pt (the
    /// loupe rests just above the line, clear of the fingertip).
    public static let magnifierLift: Double = 50
}

extension ControlMetrics {
    // MARK: Text view (HIG §1.12; UITextView, iOS 17)

    /// The space above the first line and below the last. iOS: `textContainerInset` 8 pt.
    public static let textViewInset: Double = 8
    /// The space between the text and the view's leading and trailing edges. iOS:
    /// `lineFragmentPadding` 5 pt.
    public static let textViewLinePadding: Double = 5
    /// The height of a text view with no height proposed: five body lines and the insets. iOS:
    /// none (a text view takes the height it is given).
    public static let textViewDefaultHeight: Double = 126
}

extension ControlMetrics {
    // MARK: Search bar and scope bar (HIG §1.24; UISearchBar, iOS 17)

    /// The height of the search field. iOS: 36 pt.
    public static let searchFieldHeight: Double = 36
    /// The corner radius of the search field. iOS: 10 pt.
    public static let searchFieldCornerRadius: Double = 10
    /// The space between the bar's edges and the field, Cancel or the scope bar. iOS: 8 pt.
    public static let searchBarHorizontalPadding: Double = 8
    /// The space above and below the field, and below the scope bar. iOS: 10 pt (a 56 pt bar).
    public static let searchBarVerticalPadding: Double = 10
    /// The height of the prompt's row above the field. iOS: 30 pt (a 75 pt bar with a prompt
    /// is 56 + 19; here the footnote line and its margins).
    public static let searchBarPromptHeight: Double = 30
    /// The gap between the field and Cancel (or the scope bar beside it). iOS: 8 pt.
    public static let searchBarCancelGap: Double = 8
    /// The field's share of the row when the scope bar sits beside it (landscape). iOS: about half.
    public static let searchFieldLandscapeShare: Double = 0.5
    /// The most scope buttons. HIG §1.24: 4.
    public static let searchScopeMaximumButtons = 4
}
