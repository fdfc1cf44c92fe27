/// The strings of the gallery's form screen, translated into each ``GalleryLanguage`` (kept
/// apart from ``GalleryText`` so the screens of one session do not all edit one table).
enum GalleryFormText: String, CaseIterable, Sendable {
    case account, name, email, pin, pinFooter, search, searchPlaceholder, searchPrompt, cancel
    case all, visitors, staff, notes, notesText, noResults
    case anna, bo, carmen, dai

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        GalleryCatalogs.form.string(rawValue, locale: language.locale)
    }

}
