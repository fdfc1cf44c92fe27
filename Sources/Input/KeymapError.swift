/// Why a keymap could not be compiled.
public enum KeymapError: Error, Equatable, CustomStringConvertible {
    /// xkbcommon could not create a context or state.
    case contextFailed
    /// No such XKB layout/variant is installed.
    case unknownLayout(layout: String, variant: String?)

    public var description: String {
        switch self {
        case .contextFailed: "xkbcommon could not start (is the `xkb-data` package installed?)"
        case .unknownLayout(let layout, let variant):
            "no XKB layout “\(layout)\(variant.map { "(\($0))" } ?? "")” (check the board profile; layouts live in /usr/share/X11/xkb)"
        }
    }
}
