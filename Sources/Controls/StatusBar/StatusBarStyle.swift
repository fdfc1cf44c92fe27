public import Scene

/// How the status bar's content is coloured (UIKit's `UIStatusBarStyle`).
///
/// The bar itself is transparent over the app's content (iOS 7 and later): the style only says
/// whether the time and glyphs are dark or light, so that they read over what is beneath them.
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
    /// Follows the colour scheme: dark content in light mode, light content in dark mode (iOS 13+).
    case `default`
    /// Dark content, for light backgrounds whatever the colour scheme.
    case darkContent
    /// Light content, for dark backgrounds (a photo, a dark header) whatever the colour scheme.
    case lightContent

    /// Whether the content is drawn light under `scheme`.
    public func isLight(in scheme: ColorScheme) -> Bool {
        switch self {
        case .default: scheme == .dark
        case .darkContent: false
        case .lightContent: true
        }
    }
}
