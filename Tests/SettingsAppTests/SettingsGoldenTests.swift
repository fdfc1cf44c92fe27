import Scanout
import ScanoutAppTesting
import SettingsApp
import Testing

/// The settings app's screens against their goldens, exactly as an author tests an app with
/// `ScanoutTesting`: launched fresh, touched by a script, rendered headless on the virtual
/// clock. 390×844 points (an iPhone's screen), rows tapped where a finger would tap them.
@MainActor
@Suite("The settings example app's screens")
struct SettingsGoldenTests {
    func phone(_ language: String, _ scheme: ColorScheme) -> ScreenshotConfiguration {
        let locale = (try? InterfaceLocale(language)) ?? .english
        return ScreenshotConfiguration(deviceSize: Size(width: 390, height: 844), scale: 1, orientation: .portrait, colorScheme: scheme,
                                       layoutDirection: locale.layoutDirection, locale: locale)
    }

    @Test("The first screen: an inset grouped table, values and a switch, a large title; LTR light and RTL dark")
    func firstScreen() throws {
        let screen = AppScreen(Settings.self)
        #expect(expectScreen(screen, matches: "Settings/root-light", on: phone("en", .light), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/root-dark-rtl", on: phone("ar", .dark), tolerance: .perChannel(2)))
    }

    @Test("Display & Brightness, pushed by a tap on its row: the brightness slider and the appearance")
    func displayPage() throws {
        let screen = try AppScreen(Settings.self, script: "tap 195,259\nwait 1")
        #expect(expectScreen(screen, matches: "Settings/display-light", on: phone("en", .light), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/display-dark-rtl", on: phone("he", .dark), tolerance: .perChannel(2)))
    }

    @Test("Wi-Fi: its switch, the networks with a checkmark on the one joined")
    func wifiPage() throws {
        let screen = try AppScreen(Settings.self, script: "tap 195,135\nwait 1")
        #expect(expectScreen(screen, matches: "Settings/wifi-light", on: phone("en", .light), tolerance: .perChannel(2)))
    }

    @Test("VoiceOver, pushed from Accessibility's VoiceOver row: the switch and its footer, Speaking Rate, Speak Hints; light, dark, right to left")
    func voiceOverPage() throws {
        let screen = try AppScreen(Settings.self, script: "tap 195,303\nwait 1\ntap 195,110\nwait 1")
        #expect(expectScreen(screen, matches: "Settings/voiceover-light", on: phone("en", .light), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/voiceover-dark-ja", on: phone("ja", .dark), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/voiceover-light-rtl", on: phone("he", .light), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/voiceover-dark-rtl", on: phone("ar", .dark), tolerance: .perChannel(2)))
    }

    @Test("Accessibility, pushed by a tap on its row: VoiceOver, the display switches, Larger Text, Reduce Motion; LTR light and RTL dark")
    func accessibilityPage() throws {
        let screen = try AppScreen(Settings.self, script: "tap 195,303\nwait 1")
        #expect(expectScreen(screen, matches: "Settings/accessibility-light", on: phone("en", .light), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/accessibility-dark-rtl", on: phone("ar", .dark), tolerance: .perChannel(2)))
    }

    @Test("Sounds, pushed by a tap on its row: the volume slider and Keyboard Feedback's Sound switch; LTR light and RTL dark")
    func soundsPage() throws {
        let screen = try AppScreen(Settings.self, script: "tap 195,347\nwait 1")
        #expect(expectScreen(screen, matches: "Settings/sounds-light", on: phone("en", .light), tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/sounds-dark-rtl", on: phone("ar", .dark), tolerance: .perChannel(2)))
    }

    @Test("The first screen with Bold Text and Increase Contrast: semibold text, the darker blue and grey, stronger separators")
    func boldAndContrast() throws {
        let screen = AppScreen(Settings.self)
        var light = phone("en", .light), dark = phone("he", .dark)
        for i in [0, 1] {
            var config = i == 0 ? light : dark
            config.displaySettings.boldText = true
            config.displaySettings.increaseContrast = true
            if i == 0 { light = config } else { dark = config }
        }
        #expect(expectScreen(screen, matches: "Settings/root-bold-contrast-light", on: light, tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/root-bold-contrast-dark-rtl", on: dark, tolerance: .perChannel(2)))
    }

    @Test("Larger Text at two accessibility sizes: the rows grow and wrap, the bar keeps its size; LTR light, RTL dark")
    func accessibilityTextSizes() throws {
        let screen = AppScreen(Settings.self)
        var light = phone("en", .light), dark = phone("ar", .dark)
        light.textSize = .accessibilityMedium
        dark.textSize = .accessibilityExtraExtraExtraLarge
        #expect(expectScreen(screen, matches: "Settings/root-accessibility-medium-light", on: light, tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/root-accessibility-xxxl-dark-rtl", on: dark, tolerance: .perChannel(2)))
    }

    @Test("The first screen at each of the twelve text sizes, light: the rows grow with the text, values stack at the accessibility sizes",
          arguments: TextSize.allCases)
    func everyTextSize(size: TextSize) throws {
        let screen = AppScreen(Settings.self)
        var light = phone("en", .light)
        light.textSize = size
        // The default size and Accessibility Medium have their goldens above.
        let name =
            switch size {
            case .large: "Settings/root-light"
            case .accessibilityMedium: "Settings/root-accessibility-medium-light"
            default: "Settings/sizes/root-\(size.name)-light"
            }
        #expect(expectScreen(screen, matches: name, on: light, tolerance: .perChannel(2)))
    }

    @Test("The first screen at the largest text size, dark (left to right) and right to left (light)")
    func largestTextSize() throws {
        let screen = AppScreen(Settings.self)
        var dark = phone("en", .dark), rtl = phone("ar", .light)
        dark.textSize = .accessibilityExtraExtraExtraLarge
        rtl.textSize = .accessibilityExtraExtraExtraLarge
        #expect(expectScreen(screen, matches: "Settings/sizes/root-accessibility-extra-extra-extra-large-dark", on: dark, tolerance: .perChannel(2)))
        #expect(expectScreen(screen, matches: "Settings/sizes/root-accessibility-extra-extra-extra-large-rtl", on: rtl, tolerance: .perChannel(2)))
    }

    @Test("Date & Time with Set Automatically turned off: the date and time picker, in Japanese")
    func dateTimePage() throws {
        let screen = try AppScreen(Settings.self, script: "tap 195,470\nwait 1\ntap 329,130\nwait 1")
        #expect(expectScreen(screen, matches: "Settings/date-time-ja", on: phone("ja", .light), tolerance: .perChannel(2)))
    }
}
