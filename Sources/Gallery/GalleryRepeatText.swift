/// The strings of the gallery's several-choices sample (an alarm's Repeat list), translated
/// into each ``GalleryLanguage`` (kept apart from ``GalleryText``, as the other samples' are).
enum GalleryRepeatText: String, CaseIterable, Sendable {
    case severalChoices, repeatTitle
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The days of the week, Sunday first, as the list shows them.
    static let days: [GalleryRepeatText] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        GalleryCatalogs.repeats.string(rawValue, locale: language.locale)
    }

}
