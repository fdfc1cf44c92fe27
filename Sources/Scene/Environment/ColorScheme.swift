/// The appearance the interface is drawn in.
public enum ColorScheme: Sendable, Hashable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}
