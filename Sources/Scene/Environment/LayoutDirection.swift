/// The direction an interface reads in: where "leading" and "trailing" are.
///
/// In ``rightToLeft`` the leading edge is on the right and horizontal layout mirrors itself.
public enum LayoutDirection: Sendable, Hashable {
    /// Leading edge on the left (English, Japanese, …).
    case leftToRight
    /// Leading edge on the right (Arabic, Hebrew).
    case rightToLeft
}
