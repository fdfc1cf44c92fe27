/// How far forward a layer of the interface sits (UIKit's `UIUserInterfaceLevel`): an app's own
/// screens are at the base level; a sheet or a popover presented over them is elevated, and in
/// dark mode the background colours of elevated content are a step lighter (``SystemColor/systemBackground``
/// #1C1C1E instead of black, its secondary #2C2C2E), so that the layer stands apart from the
/// dimmed screen behind it. In light mode the two levels look the same.
///
/// <!-- example context: let sheet = VStackNode() -->
/// ```swift
/// sheet.environmentOverrides.userInterfaceLevel = .elevated   // what a presented sheet sets
/// ```
public enum UserInterfaceLevel: Sendable, Hashable {
    /// An app's own screens (and anything presented over the whole screen).
    case base
    /// Content presented in front of other content: a sheet, a form sheet, a popover.
    case elevated
}
