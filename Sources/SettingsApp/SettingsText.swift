import Scanout

/// The settings app's words: each case's raw value is its key in the strings catalog
/// (`Assets/Strings/Settings/Localizable.xcstrings`: the English text, as Xcode keys a catalog),
/// translated there into Arabic, Hebrew and Japanese; any other language shows English.
enum SettingsText: String, CaseIterable {
    case settings = "Settings"
    case wifi = "Wi-Fi"
    case bluetooth = "Bluetooth"
    case networks = "Networks"
    case off = "Off"
    case displayBrightness = "Display & Brightness"
    case brightness = "Brightness"
    case appearance = "Appearance"
    case automatic = "Automatic"
    case light = "Light"
    case dark = "Dark"
    case sounds = "Sounds"
    case volume = "Volume"
    case keyboardFeedback = "Keyboard Feedback"
    case sound = "Sound"
    case autoLock = "Auto-Lock"
    case never = "Never"
    case dateTime = "Date & Time"
    case time24 = "24-Hour Time"
    case setAutomatically = "Set Automatically"
    case timeZone = "Time Zone"
    case utc = "UTC"
    case about = "About"
    case software = "Software"
    case display = "Display"
    case language = "Language"
    case accessibility = "Accessibility"
    case vision = "Vision"
    case voiceOver = "VoiceOver"
    case displayTextSize = "Display & Text Size"
    case boldText = "Bold Text"
    case largerText = "Larger Text"
    case buttonShapes = "Button Shapes"
    case onOffLabels = "On/Off Labels"
    case increaseContrast = "Increase Contrast"
    case reduceTransparency = "Reduce Transparency"
    case motion = "Motion"
    case reduceMotion = "Reduce Motion"
    case on = "On"
    case speakingRate = "Speaking Rate"
    case speakHints = "Speak Hints"
    case voiceOverFooter = """
        VoiceOver speaks items on the screen:
        • Tap once to select an item
        • Double-tap to activate the selected item
        • Swipe three fingers to scroll
        """

    /// The app's catalog, read from the text `scripts/embed-strings` embeds; one that cannot be
    /// read is logged through `context` and the English keys are shown instead.
    @MainActor
    static func catalog(context: AppContext) -> StringsCatalog {
        StringsCatalog.embedded(json: SettingsStrings.localizable, file: SettingsStrings.localizableFile) { error in
            context.log("\(error); showing the English text")
        }
    }

    /// `%lld Seconds` and `%lld Minutes`: an Auto-Lock choice's count, with a plural variation
    /// per CLDR category in the catalog (“1 Minute”, Arabic “دقيقتان” for two).
    case seconds = "%lld Seconds"
    case minutes = "%lld Minutes"
}
