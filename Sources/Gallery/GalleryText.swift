/// Every string the gallery shows, translated into each ``GalleryLanguage``.
///
/// Keys are the English text's meaning; ``GalleryText/localized(_:)`` looks the translation up
/// in the gallery's strings catalog (`Assets/Strings/Gallery/Gallery.xcstrings`, embedded by
/// `scripts/embed-strings`). A missing translation falls back to English (none is missing: a
/// test checks every key).
public enum GalleryText: String, CaseIterable, Sendable {
    case galleryTitle, buttonsTitle, togglesTitle, toolbarsTitle
    case pickersTitle
    case styles, sizes, roles, states, activity, systemButtons
    case plain, gray, tinted, filled
    case small, medium, large
    case save, cancel, delete, done, subtitle
    case normal, highlighted, disabled, focused
    case checkout, checkingOut, downloading
    case switches, toggleButtons, checkboxes, radioGroup
    case wifi, bluetooth, airplaneMode, customTint
    case bold, italic, underline
    case selectAll, photos, music, documents
    case textSize
    case textItems, symbolItems, twoState, overflow, material
    case edit, share, reply, compose, follow, following, more
    case scrolledContent
    case valuesTitle, activityIndicators, loading, progressViews, downloadingFiles, pageIndicators, labels
    case labelMultiline, labelTail, labelMiddle, labelHead, labelShrink, sliders, volume, tapToPosition
    case segmentedControls, day, week, month, year, momentary, previous, next, steppers, copies, wraps, hour
    case imageViews, contentModes, pinchToZoom
    case formTitle
    case modalsTitle, navigationTitle, drillDown, indexedList, editMode, settings, contacts, recents, favorites, downloads, history, general, about, softwareUpdate, languageRegion, connected, notifications, missedCall, yesterday, configure

    /// The string in `language`.
    public func localized(_ language: GalleryLanguage) -> String {
        GalleryCatalogs.gallery.string(rawValue, locale: language.locale)
    }

}
