/// Why a keymap could not be compiled.
public enum KeymapError: Error, Equatable, CustomStringConvertible {
    /// xkbcommon could not create a context or state.
    case contextFailed
    /// No such XKB layout/variant is installed.
    case unknownLayout(layout: String, variant: String?)
    /// The layout exists but these XKB options (`compose:ralt`) do not.
    case unknownOptions(options: String)
    /// There are no compose sequences for this locale.
    case unknownComposeLocale(locale: String)
    /// libxkbcommon is not installed (it is opened at the first keymap): the loader's reason and
    /// the package to install, in words.
    case libraryUnavailable(String)

    public var description: String {
        switch self {
        case .contextFailed: "xkbcommon could not start (is the `xkb-data` package installed?)"
        case .unknownLayout(let layout, let variant):
            "no XKB layout “\(layout)\(variant.map { "(\($0))" } ?? "")” (check the board profile; layouts live in /usr/share/X11/xkb)"
        case .unknownOptions(let options):
            "unknown XKB options “\(options)” (check the board profile's `keymap-options`; options are listed in /usr/share/X11/xkb/rules/evdev.lst, such as compose:ralt)"
        case .unknownComposeLocale(let locale):
            "no compose sequences for the locale “\(locale)” (check the board profile's `compose`, such as C.UTF-8; tables live in /usr/share/X11/locale, from the `libx11-data` package)"
        case .libraryUnavailable(let problem): problem
        }
    }
}
