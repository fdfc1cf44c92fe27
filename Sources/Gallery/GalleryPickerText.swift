/// The strings of the gallery's pickers screen, translated into each ``GalleryLanguage`` (kept
/// apart from ``GalleryText`` so the screens of one session do not all edit one table).
enum GalleryPickerText: String, CaseIterable, Sendable {
    case picker, date, time, dateAndTime, countdown, dateRange, chosen
    case small, medium, large, extraLarge, red, green, blue, graphite, gold

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        GalleryCatalogs.pickers.string(rawValue, locale: language.locale)
    }

}
