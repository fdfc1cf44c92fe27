public import Controls
public import Scene

/// The status bar's spoken words from its strings catalog (`Assets/Strings/StatusBar`, embedded
/// by `scripts/embed-strings`): English, Arabic, Hebrew and Japanese, the numbers in the locale's
/// digits (“Wi-Fi، ٢ من ٣ أشرطة؛ البطارية ٦٤ بالمائة، قيد الشحن”); any other language hears
/// English. The runtime gives it to every status bar it shows (``AppStatusBar``, the lock screen).
///
/// ```swift
/// let speech = CatalogStatusBarSpeech.shared
/// let japanese = speech.description(network: .wifi(bars: 2), battery: StatusBarBattery(level: 64, isCharging: true),
///                                   locale: .japanese)   // "Wi-Fi、3本中2本、バッテリー残量64パーセント、充電中"
/// ```
public struct CatalogStatusBarSpeech: StatusBarSpeaking {
    /// The catalog looked up.
    public let catalog: StringsCatalog

    /// Speech from `catalog` (a test's own; the runtime uses ``shared``).
    public init(catalog: StringsCatalog) {
        self.catalog = catalog
    }

    /// Speech from the embedded catalog; one that cannot be read speaks the English keys (its
    /// test reads the embedded one).
    public static let shared = CatalogStatusBarSpeech(
        catalog: StringsCatalog.embedded(json: StatusBarStrings.localizable, file: StatusBarStrings.localizableFile))

    /// The catalog's keys, in English.
    enum Key {
        static let noNetwork = "No network"
        static let wifi = "Wi-Fi, %1$lld of %2$lld bars"
        static let ethernet = "Ethernet"
        static let battery = "battery %lld percent"
        static let charging = "battery %lld percent, charging"
        static let joined = "%1$@; %2$@"
        static let all = [noNetwork, wifi, ethernet, battery, charging, joined]
    }

    public func description(network: StatusBarNetwork, battery: StatusBarBattery?, locale: InterfaceLocale) -> String {
        let connection =
            switch network {
            case .none: catalog.string(Key.noNetwork, locale: locale)
            case .wifi(let bars): catalog.string(Key.wifi, locale: locale, .integer(StatusBarNetwork.clampedBars(bars)), .integer(3))
            case .ethernet: catalog.string(Key.ethernet, locale: locale)
            }
        guard let battery else { return connection }
        let charge = catalog.string(battery.isCharging ? Key.charging : Key.battery, locale: locale, .integer(battery.level))
        return catalog.string(Key.joined, locale: locale, .text(connection), .text(charge))
    }
}
