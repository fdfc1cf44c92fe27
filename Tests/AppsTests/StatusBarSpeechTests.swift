import Glibc
import Devices
import Runtime
@testable import Apps
import Scanout
import ScanoutTesting
import Testing

/// The status bar's spoken words from its strings catalog (`Assets/Strings/StatusBar`): the
/// embedded copy, a translation for every word, each language's words and digits (golden
/// transcripts under `Goldens/Spoken/`), and the runtime's bar speaking the app's language.
@MainActor
@Suite("Status bar speech")
struct StatusBarSpeechTests {
    /// The repository's root folder (this file is Tests/AppsTests/StatusBarSpeechTests.swift).
    static var repository: String {
        String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    }

    /// The statuses spoken in each language's transcript: full, charging, empty signal and low
    /// battery, wired without a battery, no network while charging.
    static let statuses: [StatusBarStatus] = [
        .screenshot,
        StatusBarStatus(time: StatusBarTime(hour: 14, minute: 5), network: .wifi(bars: 2),
                        battery: StatusBarBattery(level: 64, isCharging: true)),
        StatusBarStatus(time: StatusBarTime(hour: 0, minute: 7), network: .wifi(bars: 0),
                        battery: StatusBarBattery(level: 15, isCharging: false)),
        StatusBarStatus(time: StatusBarTime(hour: 21, minute: 41), network: .ethernet),
        StatusBarStatus(time: StatusBarTime(hour: 6, minute: 30), network: .none,
                        battery: StatusBarBattery(level: 20, isCharging: true)),
    ]

    @Test("The embedded catalog equals Assets/Strings/StatusBar (rerun scripts/embed-strings if not); every word is in ar, he, ja")
    func embedded() throws {
        let file = try FileBytes.read(Self.repository + "/Assets/Strings/StatusBar/Localizable.xcstrings")
        #expect(Array((StatusBarStrings.localizable + "\n").utf8) == file, "run scripts/embed-strings")
        let catalog = try StringsCatalog(json: StatusBarStrings.localizable, file: StatusBarStrings.localizableFile)
        #expect(Set(catalog.keys) == Set(CatalogStatusBarSpeech.Key.all))
        for key in CatalogStatusBarSpeech.Key.all {
            for locale in [InterfaceLocale.arabic, .hebrew, .japanese] {
                #expect(catalog.isTranslated(key, into: locale), "\(key) in \(locale)")
            }
        }
        #expect(CatalogStatusBarSpeech.shared.catalog.keys == catalog.keys, "the shared speech read the embedded catalog")
    }

    @Test("What a screen reader hears in English, Arabic, Hebrew and Japanese: the time, then connection and battery",
          arguments: [InterfaceLanguage.english, .arabic, .hebrew, .japanese])
    func transcripts(language: InterfaceLanguage) throws {
        let bar = StatusBar(status: .screenshot)
        bar.speech = CatalogStatusBarSpeech.shared
        let root = Node()
        root.addChild(bar)
        var environment = EnvironmentValues()
        environment.locale = language.locale
        environment.layoutDirection = language.layoutDirection
        environment.fonts = try TestFonts.system()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 320, height: 40), environment: environment)
        owner.layoutIfNeeded()
        var text = ""
        for status in Self.statuses {
            bar.status = status
            text += "\(bar.accessibilityLabel ?? "-") | \(bar.accessibilityValue ?? "-")\n"
        }
        try expectTextGolden(text, "Spoken/status-bar-\(language.rawValue)")
    }

    @Test("Numbers follow the locale's digits: Latin in Moroccan Arabic, Arabic-Indic in Egyptian; English elsewhere")
    func digits() throws {
        let speech = CatalogStatusBarSpeech.shared
        let battery = StatusBarBattery(level: 64, isCharging: true)
        #expect(speech.description(network: .wifi(bars: 2), battery: battery, locale: try InterfaceLocale("ar-MA"))
            == "Wi-Fi، 2 من 3 أشرطة؛ البطارية 64 بالمائة، قيد الشحن")
        #expect(speech.description(network: .wifi(bars: 2), battery: battery, locale: try InterfaceLocale("ar-EG"))
            == "Wi-Fi، ٢ من ٣ أشرطة؛ البطارية ٦٤ بالمائة، قيد الشحن")
        #expect(speech.description(network: .ethernet, battery: nil, locale: try InterfaceLocale("de-DE")) == "Ethernet")
        #expect(speech.description(network: .wifi(bars: -4), battery: nil, locale: .english) == "Wi-Fi, 0 of 3 bars")
    }

    @Test("The runtime's bar speaks the app's language")
    func appBarSpeaksAppLanguage() throws {
        var environment = EnvironmentValues()
        environment.locale = .hebrew
        environment.layoutDirection = .rightToLeft
        var configuration = AppConfiguration(pixelSize: PixelSize(width: 320, height: 480), scale: 1, environment: environment)
        configuration.statusBarSource = FixedStatusBarSource(
            StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41), network: .ethernet,
                            battery: StatusBarBattery(level: 100, isCharging: false)))
        let instance = AppInstance(InboxApp(), configuration: configuration)
        let session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 320, height: 480),
                                      fonts: try TestFonts.system())
        instance.attach(to: session.host)
        instance.launch()
        session.run(until: session.clock.now + 1)
        let bar = try #require(instance.statusBar).bar
        #expect(bar.accessibilityLabel == "9:41")
        #expect(bar.accessibilityValue == "אתרנט; סוללה 100 אחוז")
    }
}
