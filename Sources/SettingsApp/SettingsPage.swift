/// The pages the settings app pushes, by the identifier its navigation stack is saved with.
enum SettingsPage: String, CaseIterable {
    case wifi, display, accessibility, voiceOver = "voiceover", sounds, autoLock = "auto-lock", dateTime = "date-time"
    case about
}
