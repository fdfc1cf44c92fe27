public import Graphics

/// A colour as a node stores it: fixed, one per colour scheme, a ``SystemColor`` of the theme
/// (its high-contrast variant while ``EnvironmentValues/increaseContrast`` is on), or the
/// environment's tint. It becomes a ``Color`` only when drawn, so a change of colour
/// scheme or theme redraws with no other work.
public struct ThemeColor: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case fixed(Color)
        case dynamic(light: Color, dark: Color)
        case system(SystemColor)
        case tint
    }

    let storage: Storage

    /// The same colour in light and dark.
    public static func fixed(_ color: Color) -> ThemeColor { ThemeColor(storage: .fixed(color)) }

    /// One colour for light, another for dark.
    public static func dynamic(light: Color, dark: Color) -> ThemeColor {
        ThemeColor(storage: .dynamic(light: light, dark: dark))
    }

    /// A system colour, looked up in the environment's ``Theme``.
    public static func system(_ name: SystemColor) -> ThemeColor { ThemeColor(storage: .system(name)) }

    /// The environment's tint (``EnvironmentValues/tintColor``, else the theme's accent colour).
    public static let tint = ThemeColor(storage: .tint)

    /// Primary text (``SystemColor/label``).
    public static let label = system(.label)
    /// Secondary text (``SystemColor/secondaryLabel``).
    public static let secondaryLabel = system(.secondaryLabel)
    /// Separators (``SystemColor/separator``).
    public static let separator = system(.separator)
    /// Plain background (``SystemColor/systemBackground``).
    public static let systemBackground = system(.systemBackground)
    /// Fully transparent.
    public static let clear = fixed(.clear)

    /// The colour in `environment`: its scheme, its level, its theme, its tint.
    public func resolved(in environment: EnvironmentValues) -> Color {
        switch storage {
        case .fixed(let c): c
        case .dynamic(let light, let dark): environment.colorScheme == .dark ? dark : light
        case .system(let name):
            environment.theme.color(name, scheme: environment.colorScheme, increaseContrast: environment.increaseContrast,
                                    level: environment.userInterfaceLevel)
        case .tint:
            if let tint = environment.tintColor, tint.storage != .tint {
                tint.resolved(in: environment)
            } else if environment.theme.accentColor.storage != .tint {
                environment.theme.accentColor.resolved(in: environment)
            } else {
                environment.theme.color(.systemBlue, scheme: environment.colorScheme,
                                        increaseContrast: environment.increaseContrast)
            }
        }
    }
}
