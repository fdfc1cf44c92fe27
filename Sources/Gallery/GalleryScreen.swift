/// One screen of the gallery app: a control family with every variant and state.
public enum GalleryScreen: String, CaseIterable, Sendable {
    /// Buttons: styles, sizes, roles, states, activity, system buttons.
    case buttons
    /// Toggles: switches, toggle buttons, checkboxes (with mixed), radio groups.
    case toggles
    /// Toolbars: text and symbol items, spaces, groups, two-state items, material, overflow.
    case toolbars
    /// Navigation: a tab bar app with a settings-style drill-down, an indexed contacts list and
    /// edit mode (navigation stack and bar, tab bar, table view).
    case navigation
    /// Values: activity indicators, progress views, page indicators, labels, sliders, segmented
    /// controls and steppers.
    case values

    /// Pickers: a two-wheel picker and the date picker's four modes (HIG §1.16, §1.17).
    case pickers

    /// Modals: alerts, action sheets, modal views (slide and flip), notification alerts, info
    /// buttons, shown in place and presented for real.
    case modals

    /// Form: name, email and PIN fields, a search bar with a scope bar filtering live, and a
    /// notes text view (HIG §1.12, §1.24, §1.27).
    case form
}
