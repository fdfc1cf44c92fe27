import CFreeType

/// A copy of a hinted glyph outline, owned and freed with `FT_Outline_Done`.
final class HintedOutline {
    var outline = FT_Outline()
    private let library: FreeTypeLibrary

    init?(copying source: inout FT_Outline, library: FreeTypeLibrary) {
        self.library = library
        guard FT_Outline_New(library.handle, UInt32(source.n_points), Int32(source.n_contours), &outline) == 0 else {
            return nil
        }
        guard FT_Outline_Copy(&source, &outline) == 0 else {
            FT_Outline_Done(library.handle, &outline)
            return nil
        }
    }

    deinit { FT_Outline_Done(library.handle, &outline) }
}
