import Scanout

/// The settings as the app's screens share them: the saved ``SettingsState`` and the language
/// the screens are written in. Every change goes through ``update(_:)``, which tells the screens
/// that show a summary of it (the root table's values, the appearance).
@MainActor
final class SettingsModel {
    /// The values, saved by the app at suspension and termination.
    private(set) var state = SettingsState()
    /// The locale the screens are written in.
    let locale: InterfaceLocale
    /// The app's strings catalog.
    let strings: StringsCatalog
    /// Called after every change, with the state before it.
    var onChange: [@MainActor (_ old: SettingsState) -> Void] = []

    init(locale: InterfaceLocale, strings: StringsCatalog) {
        self.locale = locale
        self.strings = strings
    }

    /// The text of `key` in the app's language.
    func text(_ key: SettingsText) -> String { strings.string(key.rawValue, locale: locale) }

    /// The name of an Auto-Lock choice of `seconds` (0: never): “30 Seconds”, “1 Minute”.
    func autoLockTitle(_ seconds: Int) -> String {
        guard seconds > 0 else { return text(.never) }
        guard seconds >= 60, seconds % 60 == 0 else {
            return strings.string(SettingsText.seconds.rawValue, locale: locale, .integer(seconds))
        }
        return strings.string(SettingsText.minutes.rawValue, locale: locale, .integer(seconds / 60))
    }

    /// Changes the state and tells the screens.
    func update(_ change: (inout SettingsState) -> Void) {
        let old = state
        change(&state)
        guard state != old else { return }
        for handler in onChange { handler(old) }
    }

    /// Replaces the state with the one saved by the previous run.
    func restore(_ saved: SettingsState) {
        update { $0 = saved }
    }

    /// Whether the clock shows 24 hours: the user's choice, else the language's habit.
    var uses24HourTime: Bool {
        state.uses24HourTime ?? !DateLocale(locale).usesTwelveHourClock
    }

    /// The date picker's locale: the app's language with the hour cycle the user chose.
    var dateLocale: InterfaceLocale {
        locale.setting("hc", to: uses24HourTime ? "h23" : "h12")
    }
}
