import Glibc

/// Where Scanout keeps its font index (docs/text.md, “The font index”).
public enum FontIndexLocation {
    /// The file name inside the chosen folder.
    public static let fileName = "fonts.index"

    /// The index file for this process: `$SCANOUT_FONT_INDEX` when set (`off` for none: every
    /// start asks fontconfig); else `fonts.index` in `boardStateFolder` (the board profile's
    /// `state`, which a board with a read-only root names for what must be written); else
    /// `/var/cache/scanout/fonts.index` for root, `$XDG_CACHE_HOME/scanout/fonts.index` (else
    /// `$HOME/.cache/scanout/fonts.index`) for anyone else; `nil` when none of these is known.
    public static func defaultPath(boardStateFolder: String? = nil) -> String? {
        defaultPath(boardStateFolder: boardStateFolder, isRoot: getuid() == 0) { name in
            guard let value = getenv(name) else { return nil }
            return String(cString: value)
        }
    }

    /// ``defaultPath(boardStateFolder:)`` with the environment and the user given (tests).
    static func defaultPath(boardStateFolder: String?, isRoot: Bool, variable: (String) -> String?) -> String? {
        if let chosen = variable("SCANOUT_FONT_INDEX"), !chosen.isEmpty { return chosen == "off" ? nil : chosen }
        if let folder = boardStateFolder, !folder.isEmpty { return join(folder, fileName) }
        if isRoot { return "/var/cache/scanout/" + fileName }
        if let cache = variable("XDG_CACHE_HOME"), cache.hasPrefix("/") { return join(cache, "scanout/" + fileName) }
        if let home = variable("HOME"), home.hasPrefix("/") { return join(home, ".cache/scanout/" + fileName) }
        return nil
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
