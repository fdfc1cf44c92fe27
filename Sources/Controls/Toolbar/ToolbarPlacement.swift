/// Where a ``Toolbar`` sits (HIG §1.3, §1.42): iPhone toolbars at the bottom, iPad ones at the top.
public enum ToolbarPlacement: Sendable, Hashable {
    /// Along the top of the screen; the hairline is along its bottom edge.
    case top
    /// Along the bottom of the screen (above the home indicator's safe area); the hairline is
    /// along its top edge.
    case bottom
}
