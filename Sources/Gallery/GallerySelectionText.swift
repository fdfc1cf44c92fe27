/// The strings of the gallery's multiple-selection sample, translated into each
/// ``GalleryLanguage`` (kept apart from ``GalleryText``, as the pickers' and the form's are).
enum GallerySelectionText: String, CaseIterable, Sendable {
    case multipleSelection, documents, selectAll, deselectAll, delete

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        GalleryCatalogs.selection.string(rawValue, locale: language.locale)
    }

    /// The title of the destructive toolbar item that deletes `count` selected rows, with the
    /// plural each language needs ("Delete" alone when nothing is selected): the catalog's
    /// `deleteItems` has a variation per CLDR plural category (Arabic: one, two, 3–10, 11–99 and
    /// hundreds by the last two digits; Hebrew: one, two, other), numbers in the locale's digits.
    static func deleteItems(_ count: Int, _ language: GalleryLanguage) -> String {
        guard count > 0 else { return delete.localized(language) }
        return GalleryCatalogs.selection.string("deleteItems", locale: language.locale, .integer(count))
    }
}
