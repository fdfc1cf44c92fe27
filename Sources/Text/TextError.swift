import Glibc

/// Why the Text module could not do what was asked, with a message a person can act on.
public enum TextError: Error, CustomStringConvertible, Equatable {
    /// fontconfig found no font Scanout can use at all; text cannot be drawn.
    case noUsableFont(searched: [String])
    /// A font file exists in fontconfig's list but FreeType or HarfBuzz cannot open it.
    case fontLoadFailed(path: String, faceIndex: Int, freeTypeError: Int32)
    /// A library failed to initialise (out of memory).
    case libraryUnavailable(library: String)
    /// A library opened at its first use could not be loaded; `reason` is the loader's, with the
    /// Debian package to install.
    case libraryMissing(reason: String)
    /// A font file could not be opened for want of resources that may come back (out of file
    /// descriptors or memory: `errno` `EMFILE`, `ENFILE` or `ENOMEM`); the font system opens it
    /// again later (``FontSystem/retryInterval``) and draws with the faces it has meanwhile.
    case fontUnavailableForNow(path: String, faceIndex: Int, errno: Int32)
    /// Font files a board profile names (a file or a folder) cannot be used: missing,
    /// unreadable, or not fonts.
    case fontFilesUnusable(path: String, reason: String)
    /// Scanout's font index (docs/text.md, “The font index”) cannot be read or written: damaged,
    /// of another version, or in a folder that cannot be written. Fonts are found through
    /// fontconfig instead (the same fonts, a slower start); said once.
    case fontIndexUnusable(path: String, reason: String)

    /// Whether the failure may go away by itself, so that the same font is worth opening again.
    public var isTransient: Bool {
        if case .fontUnavailableForNow = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .noUsableFont(let searched):
            return "no usable font found (looked for \(searched.joined(separator: ", "))); "
                + "install Debian packages fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji "
                + "(scripts/setup does this)"
        case .fontLoadFailed(let path, let index, let code):
            return "cannot load font “\(path)” (face \(index)): FreeType error \(code); "
                + "the file may be damaged: reinstall its package"
        case .libraryUnavailable(let library):
            return "\(library) could not initialise (out of memory?)"
        case .libraryMissing(let reason):
            return reason
        case .fontUnavailableForNow(let path, let index, let code):
            let reason = String(cString: strerror(code))
            return "cannot open font “\(path)” (face \(index)) now: \(reason) (errno \(code)); text uses the other "
                + "fonts until it opens (tried again every \(Int(FontSystem.retryInterval)) s): raise the open-file "
                + "limit (LimitNOFILE= of the service) or free memory"
        case .fontFilesUnusable(let path, let reason):
            return "cannot use the fonts at “\(path)”: \(reason); name a font file or a folder of them "
                + "(.otf, .ttf, .ttc) in the board profile's `fonts` (docs/board-profile.md)"
        case .fontIndexUnusable(let path, let reason):
            return "the font index “\(path)” cannot be used: \(reason); fonts are found through fontconfig instead "
                + "(same fonts, slower start). Make its folder writable, or point SCANOUT_FONT_INDEX at a writable "
                + "file (docs/text.md, “The font index”); a damaged index is rebuilt by itself"
        }
    }
}
