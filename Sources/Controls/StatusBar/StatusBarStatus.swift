public import Scene

/// What the status bar shows: the time, the network connection and the battery. The runtime
/// fills it from the board (the clock, `/sys/class/net`, `/sys/class/power_supply`); a
/// screenshot or a test sets it to fixed values, so that pictures do not change with the time.
///
/// ```swift
/// let status = StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41),
///                              network: .wifi(bars: 3),
///                              battery: StatusBarBattery(level: 100, isCharging: false))
/// ```
public struct StatusBarStatus: Sendable, Hashable {
    /// The time of day shown at the leading side.
    public var time: StatusBarTime
    /// The connection shown at the trailing side.
    public var network: StatusBarNetwork
    /// The battery, or `nil` on a board without one (no battery glyph).
    public var battery: StatusBarBattery?

    /// A status showing `time`, `network` and `battery`.
    public init(time: StatusBarTime, network: StatusBarNetwork = .none, battery: StatusBarBattery? = nil) {
        self.time = time
        self.network = network
        self.battery = battery
    }

    /// Apple's 9:41, full Wi-Fi, a full battery: what screenshots show.
    public static let screenshot = StatusBarStatus(
        time: StatusBarTime(hour: 9, minute: 41), network: .wifi(bars: 3),
        battery: StatusBarBattery(level: 100, isCharging: false))
}

/// A time of day, hours and minutes, as the status bar shows it.
public struct StatusBarTime: Sendable, Hashable {
    /// 0…23.
    public var hour: Int
    /// 0…59.
    public var minute: Int

    /// The time `hour`:`minute` (wrapped into a day).
    public init(hour: Int, minute: Int) {
        self.hour = ((hour % 24) + 24) % 24
        self.minute = ((minute % 60) + 60) % 60
    }

    /// The time as the status bar writes it for `locale`: `9:41` on a 12-hour clock (no AM/PM,
    /// as iOS), `09:41` on a 24-hour one (the locale's region decides: US, CA, AU, IN, EG, SA,
    /// … use 12 hours), without the leading zero where the language writes hours so (Hebrew and
    /// Japanese: CLDR's `H:mm`); in the locale's digits (``InterfaceLocale/digits``: Arabic-Indic
    /// in Arabic, `٩:٤١`, Latin in the Maghreb or with `-u-nu-latn`), as every number is written.
    public func text(for locale: InterfaceLocale) -> String {
        let twelveHour = usesTwelveHourClock(locale)
        let h = twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        let padded = !twelveHour && !["he", "ja"].contains(locale.language)
        let hours = padded && h < 10 ? "0\(h)" : String(h)
        return locale.localizingDigits(hours + ":" + (minute < 10 ? "0\(minute)" : String(minute)))
    }

    /// The time as a screen reader says it: what the bar shows, with the morning or afternoon
    /// named on a 12-hour clock (the bar leaves it out; VoiceOver says it): “9:41 AM”,
    /// “٩:٤١ ص”, 「午前9:41」; “09:41” on a 24-hour clock.
    public func spokenText(for locale: InterfaceLocale) -> String {
        let shown = text(for: locale)
        guard usesTwelveHourClock(locale) else { return shown }
        let names = DateLocale(locale)
        let mark = hour >= 12 ? names.meridiemSymbols.pm : names.meridiemSymbols.am
        return names.meridiemLeads ? mark + shown : shown + " " + mark
    }

    /// Whether `locale`'s region keeps a 12-hour clock.
    private func usesTwelveHourClock(_ locale: InterfaceLocale) -> Bool {
        Self.twelveHourRegions.contains(locale.region ?? Self.defaultRegion(locale.language))
    }

    /// Regions whose clocks run on 12 hours (CLDR's `h` hour cycle), for the status bar.
    static let twelveHourRegions: Set<String> = [
        "US", "CA", "AU", "NZ", "IN", "PH", "EG", "SA", "AE", "JO", "KW", "QA", "PK", "BD", "MY", "CO", "MX",
    ]

    /// The region assumed for a locale that names none.
    static func defaultRegion(_ language: String) -> String {
        switch language {
        case "en": "US"
        case "ar": "SA"
        case "he": "IL"
        case "ja": "JP"
        default: "001"
        }
    }
}

/// The connection the status bar shows.
public enum StatusBarNetwork: Sendable, Hashable {
    /// None: no glyph (a Wi-Fi-only iPad out of range shows none).
    case none
    /// Wi-Fi with `bars` of signal, 0…3 (the arcs drawn dark; the others faint).
    case wifi(bars: Int)
    /// A wired connection: the `<···>` glyph.
    case ethernet
}

/// The battery as the status bar shows it.
public struct StatusBarBattery: Sendable, Hashable {
    /// The charge, 0…100 percent.
    public var level: Int
    /// Whether the charging bolt is shown (and the fill is green).
    public var isCharging: Bool

    /// A battery at `level` percent (clamped to 0…100).
    public init(level: Int, isCharging: Bool) {
        self.level = max(0, min(100, level))
        self.isCharging = isCharging
    }
}
