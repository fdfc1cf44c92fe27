/// The strings of the gallery's modals screen (alerts, action sheets, modal views,
/// notifications, info buttons), translated into each ``GalleryLanguage``; kept apart from
/// ``GalleryText`` so each screen's strings live with it.
enum GalleryModalText: String, CaseIterable, Sendable {
    case alerts, actionSheets, modalViews, notifications, infoButtons
    case showAlert, showRiskyAlert, showSheet, compose, showNotification
    case sendFailedTitle, sendFailedMessage, cancel, retry, deleteTitle, deleteMessage, delete
    case draft, deleteDraft, saveDraft, newMessage, send, to, subject, settings, done, units
    case calendar, meetingMessage, close, view

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        GalleryCatalogs.modals.string(rawValue, locale: language.locale)
    }

}
