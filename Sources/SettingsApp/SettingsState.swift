public import Scanout

/// What the settings app saves between runs: every value the user can change, as the controls
/// show it. A new field needs a default in `init(from:)` so that older state files still load.
public struct SettingsState: Codable, Sendable, Equatable {
    /// The colour scheme the device is shown in.
    public enum Appearance: String, Codable, Sendable, CaseIterable {
        /// The runtime's (`--appearance`, the board's).
        case automatic
        /// Always light.
        case light
        /// Always dark.
        case dark
    }

    /// Whether Wi-Fi is on.
    public var wifi = true
    /// The network joined, one of ``SettingsState/networks``.
    public var network = SettingsState.networks[0]
    /// Whether Bluetooth is on.
    public var bluetooth = false
    /// The display's brightness, 0…1.
    public var brightness = 0.7
    /// The volume of alerts and media, 0…1.
    public var volume = 0.5
    /// Whether the on-screen keyboard clicks (iOS 17/18: Sounds › Keyboard Feedback › Sound).
    public var keyboardClicks = true
    /// Light, dark, or the runtime's.
    public var appearance = Appearance.automatic
    /// Seconds of inactivity before the screen locks; 0 never locks (one of
    /// ``SettingsState/autoLockChoices``).
    public var autoLockSeconds = 120
    /// Whether the clock shows 24 hours; `nil` follows the language (24-hour in Hebrew and
    /// Japanese, 12-hour in US English and Arabic).
    public var uses24HourTime: Bool?
    /// Whether the time comes from the network.
    public var setsTimeAutomatically = true
    /// The time set by hand, in minutes since 1970 (used when ``setsTimeAutomatically`` is off).
    public var manualTime = SettingsState.defaultManualTime
    /// The display settings the user changed on the Accessibility page; one never touched
    /// stays the runtime's (the board's, `scanout ctl accessibility`).
    public var accessibility = Accessibility()

    /// Settings › Accessibility's values, each `nil` until the user changes it.
    public struct Accessibility: Codable, Sendable, Equatable {
        /// Larger Text, by its name (`large`, `accessibility-large` …).
        public var textSize: String?
        /// Bold Text.
        public var boldText: Bool?
        /// Button Shapes.
        public var buttonShapes: Bool?
        /// On/Off Labels.
        public var onOffLabels: Bool?
        /// Increase Contrast.
        public var increaseContrast: Bool?
        /// Reduce Transparency.
        public var reduceTransparency: Bool?
        /// Reduce Motion.
        public var reduceMotion: Bool?

        /// Nothing changed.
        public init() {}

        /// The changes as the environment takes them (a text size no size has is left out).
        public var overrides: AccessibilitySettingsOverrides {
            var o = AccessibilitySettingsOverrides()
            if let textSize { _ = o.setTextSize(named: textSize) }
            o.boldText = boldText
            o.buttonShapes = buttonShapes
            o.onOffLabels = onOffLabels
            o.increaseContrast = increaseContrast
            o.reduceTransparency = reduceTransparency
            o.reduceMotion = reduceMotion
            return o
        }
    }

    /// The networks in range (a kiosk's fixed list: this example has no radio to scan).
    public static let networks = ["Workshop", "Lobby Guest", "Warehouse 5G"]
    /// The Auto-Lock choices in seconds, 0 for never.
    public static let autoLockChoices = [30, 60, 120, 300, 0]
    /// 24 November 2026, 09:41, in minutes since 1970.
    public static let defaultManualTime = 29_925_221

    /// The settings of a new device.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let fresh = SettingsState()
        wifi = try c.decodeIfPresent(Bool.self, forKey: .wifi) ?? fresh.wifi
        let network = try c.decodeIfPresent(String.self, forKey: .network) ?? fresh.network
        self.network = Self.networks.contains(network) ? network : fresh.network
        bluetooth = try c.decodeIfPresent(Bool.self, forKey: .bluetooth) ?? fresh.bluetooth
        brightness = min(1, max(0, try c.decodeIfPresent(Double.self, forKey: .brightness) ?? fresh.brightness))
        volume = min(1, max(0, try c.decodeIfPresent(Double.self, forKey: .volume) ?? fresh.volume))
        keyboardClicks = try c.decodeIfPresent(Bool.self, forKey: .keyboardClicks) ?? fresh.keyboardClicks
        appearance = try c.decodeIfPresent(Appearance.self, forKey: .appearance) ?? fresh.appearance
        let seconds = try c.decodeIfPresent(Int.self, forKey: .autoLockSeconds) ?? fresh.autoLockSeconds
        autoLockSeconds = Self.autoLockChoices.contains(seconds) ? seconds : fresh.autoLockSeconds
        uses24HourTime = try c.decodeIfPresent(Bool.self, forKey: .uses24HourTime)
        setsTimeAutomatically = try c.decodeIfPresent(Bool.self, forKey: .setsTimeAutomatically)
            ?? fresh.setsTimeAutomatically
        manualTime = try c.decodeIfPresent(Int.self, forKey: .manualTime) ?? fresh.manualTime
        accessibility = try c.decodeIfPresent(Accessibility.self, forKey: .accessibility) ?? fresh.accessibility
    }
}
