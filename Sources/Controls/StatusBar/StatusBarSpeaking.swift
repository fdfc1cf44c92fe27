public import Scene

/// The words a screen reader hears for the status bar (``StatusBar``'s accessibility value): its
/// connection and its battery, in a locale. The time is the bar's label and needs no words
/// (``StatusBarTime/spokenText(for:)``).
///
/// The runtime gives every bar it shows its strings catalog's (`CatalogStatusBarSpeech` in
/// module `Apps`: English, Arabic, Hebrew and Japanese, the numbers in the locale's digits); a
/// bar made on its own speaks ``EnglishStatusBarSpeech``.
///
/// ```swift
/// struct TerseSpeech: StatusBarSpeaking {
///     func description(network: StatusBarNetwork, battery: StatusBarBattery?, locale: InterfaceLocale) -> String {
///         battery.map { "\($0.level)%" } ?? ""
///     }
/// }
/// let bar = StatusBar(status: .screenshot)
/// bar.speech = TerseSpeech()
/// ```
public protocol StatusBarSpeaking: Sendable {
    /// The connection and the battery (`nil`: the board has none, nothing is said of it) as one
    /// phrase in `locale`: “Wi-Fi, 2 of 3 bars; battery 64 percent, charging”.
    func description(network: StatusBarNetwork, battery: StatusBarBattery?, locale: InterfaceLocale) -> String
}

/// The status bar's spoken words in English whatever the locale (numbers in its digits): what a
/// ``StatusBar`` says until it is given a translated ``StatusBarSpeaking``.
public struct EnglishStatusBarSpeech: StatusBarSpeaking {
    /// The English words.
    public init() {}

    public func description(network: StatusBarNetwork, battery: StatusBarBattery?, locale: InterfaceLocale) -> String {
        var parts: [String] = []
        switch network {
        case .none: parts.append("No network")
        case .wifi(let bars): parts.append("Wi-Fi, \(StatusBarNetwork.clampedBars(bars)) of 3 bars")
        case .ethernet: parts.append("Ethernet")
        }
        if let battery {
            parts.append("battery \(battery.level) percent" + (battery.isCharging ? ", charging" : ""))
        }
        return locale.localizingDigits(parts.joined(separator: "; "))
    }
}

extension StatusBarNetwork {
    /// `bars` kept to the glyph's 0…3.
    public static func clampedBars(_ bars: Int) -> Int { max(0, min(3, bars)) }
}
