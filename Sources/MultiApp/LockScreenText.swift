import Apps

/// The lock screen's words: each case's raw value is its key in the runtime's strings catalog
/// (`Assets/Strings/System/Localizable.xcstrings`, embedded by `scripts/embed-strings`),
/// translated there into Arabic, Hebrew and Japanese; any other language shows English.
enum LockScreenText: String, CaseIterable {
    case swipeUpToUnlock = "Swipe up to unlock"
    case unlock = "Unlock"

    /// The catalog, read once from the embedded text; one that cannot be read shows the English
    /// keys (its test reads the embedded one).
    @MainActor static let catalog = StringsCatalog.embedded(json: SystemStrings.localizable,
                                                            file: SystemStrings.localizableFile)
}
