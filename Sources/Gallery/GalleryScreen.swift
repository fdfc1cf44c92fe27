/// One screen of the gallery app: a control family with every variant and state.
public enum GalleryScreen: String, CaseIterable, Sendable {
    /// Buttons: styles, sizes, roles, states, activity, system buttons.
    case buttons
    /// Toggles: switches, toggle buttons, checkboxes (with mixed), radio groups.
    case toggles
    /// Toolbars: text and symbol items, spaces, groups, two-state items, material, overflow.
    case toolbars
}
