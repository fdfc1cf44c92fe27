import Scanout

/// The kiosk's words: each case's raw value is its key in the strings catalog
/// (`Assets/Strings/CheckIn/Localizable.xcstrings`: the English text, as Xcode keys a catalog),
/// translated there into Arabic, Hebrew and Japanese; any other language shows English.
enum CheckInText: String, CaseIterable {
    case title = "Visitor Check-In"
    case name = "Name"
    case company = "Company"
    case checkIn = "Check In"
    case today = "Checked in today"
    case nobodyYet = "Nobody yet"
    /// `%@`: the visitor's name.
    case welcome = "Welcome, %@"
    case hostNotified = "Your host has been told you are here."
    case missingName = "Type Your Name First"
    case ok = "OK"

    /// The kiosk's catalog, read from the text `scripts/embed-strings` embeds; one that cannot
    /// be read is logged through `context` and the English keys are shown instead.
    @MainActor
    static func catalog(context: AppContext) -> StringsCatalog {
        StringsCatalog.embedded(json: CheckInStrings.localizable, file: CheckInStrings.localizableFile) { error in
            context.log("\(error); showing the English text")
        }
    }
}

extension StringsCatalog {
    /// The text of `key` in `locale`, its `%@` filled with `arguments`.
    func string(_ key: CheckInText, locale: InterfaceLocale, _ arguments: FormatArgument...) -> String {
        string(key.rawValue, locale: locale, arguments: arguments)
    }
}
