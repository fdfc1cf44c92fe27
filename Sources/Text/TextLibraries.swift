import CFontconfig
import CFreeType
import CFriBidi
import CHarfBuzz
import CUnibreak

/// The versions of the text libraries Scanout is linked against, read from the libraries
/// themselves at run time (not from the headers it was compiled with).
///
/// `scanout version` prints them; bug reports about shaping or bidi need them.
public enum TextLibraries {
    /// One library's name and version.
    public struct Version: Sendable, Hashable, CustomStringConvertible {
        /// The library's name, as its Debian package spells it.
        public let library: String
        /// The version the library reports.
        public let version: String
        public var description: String { "\(library) \(version)" }
    }

    /// FreeType's version, from `FT_Library_Version` on a fresh library handle.
    ///
    /// - Returns: `nil` when FreeType cannot initialise (out of memory).
    public static var freeType: Version? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return Version(library: "freetype", version: "\(major).\(minor).\(patch)")
    }

    /// HarfBuzz's version, from `hb_version_string`.
    public static var harfBuzz: Version {
        Version(library: "harfbuzz", version: String(cString: hb_version_string()))
    }

    /// FriBidi's version line, from `fribidi_version_info`.
    public static var friBidi: Version {
        let info = String(cString: cfribidi_version_info())
        let firstLine = info.split(separator: "\n").first.map(String.init) ?? info
        return Version(library: "fribidi", version: firstLine.replacingPrefix("(GNU FriBidi) ", with: ""))
    }

    /// libunibreak's version, from its exported `linebreak_version` (major in the high byte).
    public static var unibreak: Version {
        Version(library: "libunibreak", version: "\(linebreak_version >> 8).\(linebreak_version & 0xFF)")
    }

    /// fontconfig's version, from `FcGetVersion`; when fontconfig cannot be loaded (it is opened
    /// at its first call), why not, naming the package to install.
    public static var fontconfig: Version {
        if let problem = scanout_fontconfig_unavailable() {
            return Version(library: "fontconfig", version: "unavailable: " + String(cString: problem))
        }
        let v = FcGetVersion()
        return Version(library: "fontconfig", version: "\(v / 10000).\(v / 100 % 100).\(v % 100)")
    }

    /// Every text library's version, in the order the text pipeline uses them.
    public static var all: [Version] {
        [fontconfig, freeType, harfBuzz, friBidi, unibreak].compactMap { $0 }
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
