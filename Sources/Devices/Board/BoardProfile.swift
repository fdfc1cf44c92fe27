public import Input

/// What Scanout needs to know about the board it runs on: which display mode, how the panel is
/// mounted, the seat and keymap, what to do with no display, extra fonts.
///
/// A board profile is a small text file of `key = value` lines (`#` starts a comment); every key
/// is optional. See docs/board-profile.md. Example:
/// ```
/// mode = 1024x768@60
/// rotation = 90
/// no-display = headless
/// ```
public struct BoardProfile: Sendable, Hashable {
    /// What to do when no display is connected.
    public enum NoDisplayPolicy: String, Sendable, Hashable {
        /// Keep running and wait for a display to appear (hotplug); the default.
        case wait
        /// Render headless (in memory) instead.
        case headless
    }

    /// The DRM card to use (`/dev/dri/card1`), or `nil` for the first KMS card with a connected sink.
    public var card: String?
    /// The mode to set, or `nil` for the connector's preferred mode.
    public var mode: DisplayModeRequest?
    /// The connector to use by name (`HDMI-A-1`, `Virtual-1`), or `nil` for the first connected one.
    public var connector: String?
    /// How the panel is mounted.
    public var rotation: DisplayRotation = .none
    /// Device pixels per point.
    public var scale: Double = 1
    /// The libinput seat to read input from.
    public var seat: String = "seat0"
    /// The unprivileged user a root-started Scanout becomes once its devices are open
    /// (``PrivilegeDrop``); `nil` keeps the starting user.
    public var user: String?
    /// The XKB layout for keyboards (`us`, `de`, `fr(azerty)`).
    public var keymap: String = "us"
    /// XKB options for keyboards, comma-separated (`compose:ralt` makes Right Alt the Compose
    /// key), or `nil` for none.
    public var keymapOptions: String?
    /// The locale whose compose sequences hardware keyboards use (dead keys, the Compose key):
    /// `C.UTF-8` (the en_US.UTF-8 table) unless the profile names another (`compose = fr_FR.UTF-8`).
    public var composeLocale: String = "C.UTF-8"
    /// The languages the on-screen keyboard's globe key cycles, in order (`keyboard-languages =
    /// en, ar, ja-kana`); empty: the keyboard's choice for the app's language. The names are
    /// checked where the keyboard is (Controls' `KeyboardLanguage`), when an app starts.
    public var keyboardLanguages: [String] = []
    /// How held hardware keys repeat: `key-repeat-delay` (milliseconds) and `key-repeat-rate`
    /// (repeats a second, `0` for none); iOS's 0.5 s and 10 a second by default.
    public var keyRepeat: KeyRepeat = .standard
    /// A touchscreen calibration replacing udev's `LIBINPUT_CALIBRATION_MATRIX`, or `nil` to keep it.
    public var touchCalibration: CalibrationMatrix?
    /// What to do with no display.
    public var noDisplay: NoDisplayPolicy = .wait
    /// Extra font files or folders, in fallback order before the system's.
    public var fonts: [String] = []
    /// Kiosk lockdown while Scanout runs (``KioskLockdown``): VT switching, magic SysRq and core
    /// dumps off. `kiosk = on`.
    public var isKiosk = false
    /// One app only: the four-finger app switcher is off. `single-app = on`.
    public var isSingleApp = false
    /// The IIO accelerometer that turns the interface at run time, as its sysfs folder
    /// (`accelerometer = /sys/bus/iio/devices/iio:device0`), or `nil` for none.
    public var accelerometer: String?
    /// The folder apps' saved states live in (`state = /var/lib/scanout`), or `nil` for the
    /// default (`AppStateStore`).
    public var stateFolder: String?
    /// The ALSA device the system sounds play on (`sound-device = plughw:0,0`), `default`
    /// unless named, or `nil` for none (`sound-device = none`): sounds are off.
    public var soundDevice: String? = "default"
    /// The system sounds' volume, 0 to 100 percent (`volume = 60`); 100 unless set.
    public var soundVolume: Int = 100
    /// Whether the system sounds start muted (`mute = on`), as the ring/silent switch.
    public var isMuted = false
    /// Whether the screen reader runs from the start (`screen-reader = on`): every touch goes to
    /// it and it speaks on ``soundDevice`` (docs/accessibility.md).
    public var screenReader = false
    /// The screen reader's Speaking Rate, 0 (slowest) to 100 (fastest) percent as iOS's slider
    /// (`speaking-rate = 60`), or `nil` for the default half-way.
    public var speakingRate: Int?
    /// Whether the screen reader speaks hints (`speak-hints = off`), or `nil` for the default (on).
    public var speakHints: Bool?
    /// Whether the accessibility setting Zoom is on (`zoom = on`): three fingers double-tapped
    /// magnify the screen (docs/accessibility.md).
    public var zoom = false
    /// Whether apps are shown under a status bar (`status-bar = on`): the time, the network from
    /// `/sys/class/net` and the battery from `/sys/class/power_supply` (docs/status-bar.md).
    public var statusBar = false
    /// Whether the status bar writes the battery's charge beside it (`battery-percentage = on`).
    public var batteryPercentage = false
    /// The key whose triple press (three presses within ``BoardProfile/shortcutPressInterval``
    /// of each other) turns the screen reader on and off, as the side button's triple-click
    /// does on iOS: an XKB key name (`screen-reader-shortcut = F5`, `XF86PowerOff`; `power` for
    /// `XF86PowerOff`), or `nil` for none.
    public var screenReaderShortcut: String?
    /// Seconds without a touch or key after which the multi-app runtime locks its screen
    /// (`auto-lock = 120`; iOS's Settings › Display & Brightness › Auto-Lock), or `nil` for never:
    /// the default, as a kiosk wants (`auto-lock = never`).
    public var autoLock: Double?
    /// The key whose press locks the multi-app runtime's screen, as the side button does: an XKB
    /// key name (`lock-key = power` for `XF86PowerOff`, `F12`), or `nil` for none (the default).
    public var lockKey: String?
    /// The Accessibility text size (`text-size = accessibility-large`): one of
    /// ``textSizeNames``, or `nil` to leave the app's own.
    public var textSize: String?
    /// The on/off display settings the profile sets (`bold-text = on`, `increase-contrast`,
    /// `reduce-motion`, `reduce-transparency`, `button-shapes`, `on-off-labels`), by name; a
    /// setting not named keeps the app's own.
    public var accessibility: [String: Bool] = [:]

    /// The names `text-size` takes, smallest first (Scene's `TextSize.name`).
    public static let textSizeNames = [
        "extra-small", "small", "medium", "large", "extra-large", "extra-extra-large", "extra-extra-extra-large",
        "accessibility-medium", "accessibility-large", "accessibility-extra-large", "accessibility-extra-extra-large",
        "accessibility-extra-extra-extra-large",
    ]
    /// The display settings that are `on` or `off` in a profile.
    public static let accessibilitySwitchNames = [
        "bold-text", "increase-contrast", "reduce-motion", "reduce-transparency", "button-shapes", "on-off-labels",
    ]
    /// The longest time between presses of a triple press (iOS's triple-click: about half a second).
    public static let shortcutPressInterval = 0.5

    /// The defaults: first connected display at its preferred mode, upright, scale 1, seat0, `us`.
    public init() {}

    /// Parses a profile's text; `source` names it in error messages.
    ///
    /// - Throws: ``BoardProfileError`` naming the line and what is wrong with it.
    public init(parsing text: String, source: String = "board profile") throws(BoardProfileError) {
        self.init()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw BoardProfileError(
                    source: source, line: lineNumber, message: "expected `key = value`, found “\(trimmed)”")
            }
            let key = trimmed[..<equals].trimmingSpaces.lowercased()
            let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces
            func fail(_ message: String) -> BoardProfileError {
                BoardProfileError(source: source, line: lineNumber, message: message)
            }
            switch key {
            case "card":
                card = value == "auto" ? nil : value
            case "connector":
                connector = value == "auto" ? nil : value
            case "mode":
                if value == "preferred" { mode = nil; continue }
                guard let request = DisplayModeRequest(parsing: value) else {
                    throw fail("mode must look like 1024x768 or 1024x768@60 (or `preferred`), not “\(value)”")
                }
                mode = request
            case "rotation":
                guard let degrees = Int(value), let r = DisplayRotation(degrees: degrees) else {
                    throw fail("rotation must be 0, 90, 180 or 270 (degrees clockwise), not “\(value)”")
                }
                rotation = r
            case "scale":
                guard let s = Double(value), s > 0, s <= 4 else {
                    throw fail("scale must be a number above 0 and at most 4 (1, 1.5, 2, 3), not “\(value)”")
                }
                scale = s
            case "seat":
                guard !value.isEmpty else { throw fail("seat needs a name, such as seat0") }
                seat = value
            case "user":
                guard !value.isEmpty else { throw fail("user needs an unprivileged user name, such as kiosk") }
                user = value
            case "keymap":
                guard !value.isEmpty else { throw fail("keymap needs an XKB layout, such as us or de") }
                keymap = value
            case "keymap-options":
                keymapOptions = value.isEmpty || value == "none" ? nil : value
            case "compose":
                guard !value.isEmpty else { throw fail("compose needs a locale, such as C.UTF-8 or de_DE.UTF-8") }
                composeLocale = value
            case "keyboard-languages":
                let names = value.split(separator: ",", omittingEmptySubsequences: false)
                    .map { String($0.trimmingSpaces).lowercased() }
                guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
                    throw fail(
                        "keyboard-languages needs a comma-separated list, such as en, ar, he, ja-kana, ja-romaji")
                }
                keyboardLanguages = names
            case "key-repeat-delay":
                guard let ms = Double(value), ms >= 0, ms <= 10_000 else {
                    throw fail("key-repeat-delay must be milliseconds from 0 to 10000 (iOS: 500), not “\(value)”")
                }
                keyRepeat.delay = ms / 1000
            case "key-repeat-rate":
                guard let rate = Double(value), rate >= 0, rate <= 100 else {
                    throw fail("key-repeat-rate must be repeats a second from 0 (off) to 100 (iOS: 10), not “\(value)”")
                }
                keyRepeat.rate = rate
            case "touch-calibration":
                guard let matrix = CalibrationMatrix(parsing: value) else {
                    throw fail(
                        "touch-calibration must be six numbers `a b c d e f` (libinput's matrix), not “\(value)”")
                }
                touchCalibration = matrix
            case "no-display":
                guard let policy = NoDisplayPolicy(rawValue: value) else {
                    throw fail("no-display must be `wait` or `headless`, not “\(value)”")
                }
                noDisplay = policy
            case "kiosk", "single-app", "mute", "screen-reader", "speak-hints", "zoom", "status-bar",
                "battery-percentage":
                guard let flag = ["on": true, "off": false, "true": true, "false": false][value.lowercased()] else {
                    throw fail("\(key) must be `on` or `off`, not “\(value)”")
                }
                switch key {
                case "kiosk": isKiosk = flag
                case "single-app": isSingleApp = flag
                case "screen-reader": screenReader = flag
                case "speak-hints": speakHints = flag
                case "zoom": zoom = flag
                case "status-bar": statusBar = flag
                case "battery-percentage": batteryPercentage = flag
                default: isMuted = flag
                }
            case "text-size":
                guard Self.textSizeNames.contains(value.lowercased()) else {
                    throw fail("text-size must be one of \(Self.textSizeNames.joined(separator: ", ")), not “\(value)”")
                }
                textSize = value.lowercased()
            case "bold-text", "increase-contrast", "reduce-motion", "reduce-transparency", "button-shapes",
                "on-off-labels":
                guard let flag = ["on": true, "off": false, "true": true, "false": false][value.lowercased()] else {
                    throw fail("\(key) must be `on` or `off`, not “\(value)”")
                }
                accessibility[key] = flag
            case "screen-reader-shortcut":
                guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw fail(
                        "screen-reader-shortcut needs a key's XKB name, such as F5 or XF86PowerOff (or `power`, or `none`), not “\(value)”"
                    )
                }
                screenReaderShortcut = value == "none" ? nil : value == "power" ? "XF86PowerOff" : value
            case "auto-lock":
                let lowered = value.lowercased()
                if lowered == "never" || lowered == "off" {
                    autoLock = nil
                } else {
                    guard let seconds = Int(value), (10...86_400).contains(seconds) else {
                        throw fail(
                            "auto-lock must be whole seconds from 10 to 86400 (iOS offers 30, 60 … 300) or `never`, not “\(value)”"
                        )
                    }
                    autoLock = Double(seconds)
                }
            case "lock-key":
                guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw fail(
                        "lock-key needs a key's XKB name, such as XF86PowerOff or F12 (or `power`, or `none`), not “\(value)”"
                    )
                }
                lockKey = value == "none" ? nil : value == "power" ? "XF86PowerOff" : value
            case "sound-device":
                guard !value.isEmpty else {
                    throw fail("sound-device needs an ALSA device name, such as default or plughw:0,0 (or `none`)")
                }
                soundDevice = value == "none" ? nil : value
            case "speaking-rate":
                guard let percent = Int(value), (0...100).contains(percent) else {
                    throw fail(
                        "speaking-rate must be a whole percentage from 0 (slowest) to 100 (fastest), not “\(value)”")
                }
                speakingRate = percent
            case "volume":
                guard let percent = Int(value), (0...100).contains(percent) else {
                    throw fail("volume must be a whole percentage from 0 to 100, not “\(value)”")
                }
                soundVolume = percent
            case "accelerometer":
                accelerometer = value == "none" || value.isEmpty ? nil : value
            case "state":
                guard value.hasPrefix("/") else {
                    throw fail("state must be an absolute folder path, such as /var/lib/scanout, not “\(value)”")
                }
                stateFolder = value
            case "fonts":
                fonts = value.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
            default:
                throw fail(
                    "unknown key “\(key)” (known: card, connector, mode, rotation, scale, seat, user, keymap, keymap-options, compose, key-repeat-delay, key-repeat-rate, keyboard-languages, touch-calibration, no-display, fonts, kiosk, single-app, state, accelerometer, sound-device, volume, mute, screen-reader, speaking-rate, speak-hints, status-bar, battery-percentage, zoom, screen-reader-shortcut, auto-lock, lock-key, text-size, bold-text, increase-contrast, reduce-motion, reduce-transparency, button-shapes, on-off-labels)"
                )
            }
        }
    }
}

/// A board profile line Scanout cannot use.
public struct BoardProfileError: Error, Equatable, CustomStringConvertible {
    /// The file (or other source) the profile came from.
    public var source: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong and how to fix it.
    public var message: String

    public var description: String { "\(source):\(line): \(message)" }
}

extension Substring {
    var trimmingSpaces: String {
        String(
            drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed()
                .drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
    }
}

extension String {
    var trimmingSpaces: String { Substring(self).trimmingSpaces }
}
