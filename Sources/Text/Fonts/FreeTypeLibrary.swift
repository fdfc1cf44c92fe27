import CFreeType

/// Owns one `FT_Library`; every face the font system opens hangs off it.
final class FreeTypeLibrary: @unchecked Sendable {
    let handle: FT_Library
    /// Where the glyph fills of its faces take their memory (out of memory degrades, see ``GlyphMemory``).
    let memory = GlyphMemory()

    init() throws(TextError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .libraryUnavailable(library: "FreeType") }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
