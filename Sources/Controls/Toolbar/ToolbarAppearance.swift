/// How a ``Toolbar``'s background is drawn (HIG §1.42: translucent over content, else opaque).
public enum ToolbarAppearance: Sendable, Hashable {
    /// The material while content lies beneath the bar (its ``Toolbar/scrollView`` has more
    /// content under it), opaque otherwise.
    case automatic
    /// Always the material: what is beneath, blurred, under a tint.
    case translucent
    /// Always the opaque bar colour.
    case opaque
}
