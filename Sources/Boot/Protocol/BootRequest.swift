import Scene
import Text

/// One request to the boot splash, as `scanout ctl` sends it over `/run/scanout/boot.sock`.
///
/// ## Background
/// The protocol is one line per request and per reply, modelled on Plymouth's client verbs:
///
/// ```
/// progress 42                       ok
/// message Checking%20disks          ok
/// status                            ok state=running progress=42 message=Checking%20disks …
/// ask-password Passphrase%20for%20sda2   answer s3cret      (or: error cancelled …)
/// ask-question Serial%20number      answer 12345
/// pause | resume                    ok
/// deactivate | reactivate           ok
/// quit                              ok
/// quit retain-splash                ok
/// quit handover gallery             ok
/// rotate 90                         ok            (the multi-app runtime, `scanout apps`)
/// volume 60 | mute on | mute off    ok volume=60 muted=no   (the multi-app runtime)
/// lock                              ok locked=yes front=home …   (the multi-app runtime)
/// accessibility bold-text on        ok text-size=large bold-text=on … screen-reader=off
/// accessibility text-size accessibility-large | accessibility screen-reader on | accessibility
/// accessibility speaking-rate 60 | accessibility speak-hints off
/// bogus                             error malformed unknown%20verb…
/// ```
///
/// Words are separated by one space; text travels percent-encoded (``BootText``), so a line never
/// holds a space, control character or newline of its own. A line is at most
/// ``maximumLineLength`` bytes with its newline.
public enum BootRequest: Equatable, Sendable {
    /// How `quit` ends the splash.
    public enum QuitMode: Equatable, Sendable {
        /// Stop, give the display back (the console returns).
        case plain
        /// Stop, leaving the last frame on the screen (for a display manager that starts next).
        case retainSplash
        /// Start the named app in the same process, on the same buffers, with no frame between
        /// the splash's last and the app's first that lacks content.
        case handover(app: String)
    }

    /// Boot progress in percent, 0…100: the activity indicator becomes a progress bar.
    case progress(Double)
    /// The message line (empty clears it).
    case message(String)
    /// The splash's state, as `key=value` words.
    case status
    /// A masked entry with `prompt`; the reply is `answer` with what was typed.
    case askPassword(prompt: String)
    /// A visible entry with `prompt`; the reply is `answer` with what was typed.
    case askQuestion(prompt: String)
    /// Freeze the screen (nothing new is shown until `resume`).
    case pause
    /// Show what changed while paused.
    case resume
    /// Give up the display (DRM master) for a display manager.
    case deactivate
    /// Take the display back after `deactivate`.
    case reactivate
    /// End the splash.
    case quit(QuitMode)
    /// Turn the interface to this rotation, in degrees clockwise from the screen as mounted (0,
    /// 90, 180 or 270), as the device's accelerometer would: the multi-app runtime's verb
    /// (`scanout apps`); the splash answers `error unavailable`.
    case rotate(degrees: Int)
    /// Set the system sounds' volume, 0 to 100 percent: the multi-app runtime's verb (`scanout
    /// apps`, docs/sounds.md); the splash answers `error unavailable`.
    case volume(percent: Int)
    /// Mute (`true`) or unmute the system sounds, keeping the volume: the multi-app runtime's
    /// verb; the splash answers `error unavailable`.
    case mute(Bool)
    /// Lock the screen as the side button does (the lock sound, the lock screen): the multi-app
    /// runtime's verb (`scanout apps`, docs/multi-app.md); the splash answers `error unavailable`.
    case lock
    /// Change one display setting, or (`nil`) only report them: the multi-app runtime's verb
    /// (docs/accessibility.md); the splash answers `error unavailable`.
    case accessibility(AccessibilityChange?)

    /// A change `accessibility` asks for.
    public enum AccessibilityChange: Equatable, Sendable {
        /// An on/off setting by its name (`bold-text`, `increase-contrast`, `reduce-motion`,
        /// `reduce-transparency`, `button-shapes`, `on-off-labels`).
        case setting(String, Bool)
        /// The text size by its name (`large`, `accessibility-large` …).
        case textSize(String)
        /// The screen reader on or off.
        case screenReader(Bool)
        /// The screen reader's Speaking Rate, 0…100 percent.
        case speakingRate(Int)
        /// Whether the screen reader speaks hints.
        case speakHints(Bool)
    }

    /// The on/off settings `accessibility` changes: the display settings and the screen reader's.
    public static let accessibilitySettings =
        AccessibilitySettingsOverrides.switchNames + ["screen-reader", "speak-hints"]

    /// The change `NAME on|off` asks for (`NAME` one of ``accessibilitySettings``).
    public static func accessibilitySwitch(_ name: String, on: Bool) -> AccessibilityChange {
        switch name {
        case "screen-reader": .screenReader(on)
        case "speak-hints": .speakHints(on)
        default: .setting(name, on)
        }
    }
    /// The names `accessibility text-size` takes (`TextSize.name`).
    public static let textSizeNames = TextSize.allCases.map(\.name)

    /// The longest line, newline included (4 KiB).
    public static let maximumLineLength = 4096
    /// The longest text of a message or prompt, in characters after decoding.
    public static let maximumTextLength = 512
    /// The verbs, in the order `scanout ctl --help` lists them.
    public static let verbs = ["progress", "message", "status", "ask-password", "ask-question", "pause", "resume",
                               "deactivate", "reactivate", "quit", "rotate", "volume", "mute", "lock", "accessibility"]

    /// Reads one request from `line` (without its newline; a trailing `\r` is ignored).
    ///
    /// - Throws: ``BootProtocolError`` naming what is wrong.
    public init(line: some Collection<UInt8>) throws(BootProtocolError) {
        var bytes = Array(line)
        if bytes.last == 0x0D { bytes.removeLast() }
        guard bytes.count < Self.maximumLineLength else { throw .tooLong(limit: Self.maximumLineLength) }
        guard !bytes.isEmpty else { throw .empty }
        let words = bytes.split(separator: 0x20, omittingEmptySubsequences: false)
        guard let first = words.first, !first.isEmpty else { throw .badEncoding("a line starts with its verb, not a space") }
        if words.dropFirst().contains(where: \.isEmpty) { throw .badEncoding("words are separated by exactly one space") }
        guard first.allSatisfy({ (0x61...0x7A).contains($0) || $0 == 0x2D }),
              let verb = String(validating: first, as: UTF8.self) else {
            throw .unknownVerb(String(decoding: first.prefix(40), as: UTF8.self))
        }
        let arguments = Array(words.dropFirst())
        func noArguments(_ request: BootRequest) throws(BootProtocolError) -> BootRequest {
            guard arguments.isEmpty else { throw .badArgument(verb: verb, "takes no arguments") }
            return request
        }
        func text(optional: Bool) throws(BootProtocolError) -> String {
            guard arguments.count <= 1 else { throw .badArgument(verb: verb, "takes one percent-encoded text (spaces as %20)") }
            guard let field = arguments.first else {
                if optional { return "" }
                throw .badArgument(verb: verb, "needs a text")
            }
            let decoded = try BootText.decode(field)
            guard decoded.count <= Self.maximumTextLength else {
                throw .badArgument(verb: verb, "the text is longer than \(Self.maximumTextLength) characters")
            }
            guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
                throw .badArgument(verb: verb, "the text holds control characters")
            }
            return decoded
        }
        switch verb {
        case "progress":
            guard arguments.count == 1, let percent = Self.percent(arguments[0]) else {
                throw .badArgument(verb: verb, "needs a percentage from 0 to 100, such as 42 or 42.5")
            }
            self = .progress(percent)
        case "message": self = .message(try text(optional: true))
        case "status": self = try noArguments(.status)
        case "ask-password": self = .askPassword(prompt: try text(optional: true))
        case "ask-question": self = .askQuestion(prompt: try text(optional: true))
        case "pause": self = try noArguments(.pause)
        case "resume": self = try noArguments(.resume)
        case "deactivate": self = try noArguments(.deactivate)
        case "reactivate": self = try noArguments(.reactivate)
        case "quit":
            let words = arguments.map { String(decoding: $0, as: UTF8.self) }
            switch words.count {
            case 0: self = .quit(.plain)
            case 1 where words[0] == "retain-splash": self = .quit(.retainSplash)
            case 2 where words[0] == "handover":
                guard Self.isAppName(arguments[1]) else {
                    throw .badArgument(verb: verb, "an app name is 1 to 64 of a-z, 0-9 and -")
                }
                self = .quit(.handover(app: words[1]))
            default:
                throw .badArgument(verb: verb, "takes nothing, `retain-splash` or `handover APP`")
            }
        case "rotate":
            guard arguments.count == 1, arguments[0].count <= 3, arguments[0].allSatisfy({ (0x30...0x39).contains($0) }),
                  let degrees = Int(String(decoding: arguments[0], as: UTF8.self)), [0, 90, 180, 270].contains(degrees) else {
                throw .badArgument(verb: verb, "needs 0, 90, 180 or 270 (degrees clockwise)")
            }
            self = .rotate(degrees: degrees)
        case "volume":
            guard arguments.count == 1, (1...3).contains(arguments[0].count),
                  arguments[0].allSatisfy({ (0x30...0x39).contains($0) }), arguments[0].count == 1 || arguments[0].first != 0x30,
                  let percent = Int(String(decoding: arguments[0], as: UTF8.self)), (0...100).contains(percent) else {
                throw .badArgument(verb: verb, "needs a whole percentage from 0 to 100")
            }
            self = .volume(percent: percent)
        case "mute":
            let words = arguments.map { String(decoding: $0, as: UTF8.self) }
            guard words == ["on"] || words == ["off"] else { throw .badArgument(verb: verb, "takes `on` or `off`") }
            self = .mute(words == ["on"])
        case "lock": self = try noArguments(.lock)
        case "accessibility":
            let words = arguments.map { String(decoding: $0, as: UTF8.self) }
            let usage = "takes nothing (to report), `text-size SIZE`, `speaking-rate 0…100`, or `SETTING on|off` (SETTING: "
                + Self.accessibilitySettings.joined(separator: ", ") + ")"
            switch words.count {
            case 0: self = .accessibility(nil)
            case 2 where words[0] == "text-size":
                guard Self.textSizeNames.contains(words[1]) else {
                    throw .badArgument(verb: verb, "text-size takes " + Self.textSizeNames.joined(separator: ", "))
                }
                self = .accessibility(.textSize(words[1]))
            case 2 where words[0] == "speaking-rate":
                guard let percent = Int(words[1]), (0...100).contains(percent) else {
                    throw .badArgument(verb: verb, "speaking-rate takes a whole percentage from 0 to 100")
                }
                self = .accessibility(.speakingRate(percent))
            case 2 where Self.accessibilitySettings.contains(words[0]) && (words[1] == "on" || words[1] == "off"):
                self = .accessibility(Self.accessibilitySwitch(words[0], on: words[1] == "on"))
            default:
                throw .badArgument(verb: verb, usage)
            }
        default:
            throw .unknownVerb(verb)
        }
    }

    /// The line that sends this request, without its newline.
    public var line: String {
        switch self {
        case .progress(let percent): "progress " + Self.format(percent)
        case .message(let text): text.isEmpty ? "message" : "message " + BootText.encode(text)
        case .status: "status"
        case .askPassword(let prompt): prompt.isEmpty ? "ask-password" : "ask-password " + BootText.encode(prompt)
        case .askQuestion(let prompt): prompt.isEmpty ? "ask-question" : "ask-question " + BootText.encode(prompt)
        case .pause: "pause"
        case .resume: "resume"
        case .deactivate: "deactivate"
        case .reactivate: "reactivate"
        case .quit(.plain): "quit"
        case .quit(.retainSplash): "quit retain-splash"
        case .quit(.handover(let app)): "quit handover " + app
        case .rotate(let degrees): "rotate \(degrees)"
        case .volume(let percent): "volume \(percent)"
        case .mute(let on): on ? "mute on" : "mute off"
        case .lock: "lock"
        case .accessibility(nil): "accessibility"
        case .accessibility(.setting(let name, let on)?): "accessibility \(name) \(on ? "on" : "off")"
        case .accessibility(.textSize(let name)?): "accessibility text-size \(name)"
        case .accessibility(.screenReader(let on)?): "accessibility screen-reader \(on ? "on" : "off")"
        case .accessibility(.speakingRate(let percent)?): "accessibility speaking-rate \(percent)"
        case .accessibility(.speakHints(let on)?): "accessibility speak-hints \(on ? "on" : "off")"
        }
    }

    /// A percentage written as digits with at most one point: 0…100, nothing else (no sign,
    /// exponent, `nan` or `inf`).
    static func percent(_ field: some Collection<UInt8>) -> Double? {
        guard !field.isEmpty, field.count <= 12,
              field.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
              field.filter({ $0 == 0x2E }).count <= 1, field.first != 0x2E, Array(field).last != 0x2E,
              let value = Double(String(decoding: field, as: UTF8.self)), value >= 0, value <= 100 else { return nil }
        return value
    }

    static func format(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    static func isAppName(_ field: some Collection<UInt8>) -> Bool {
        (1...64).contains(field.count) && field.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }
}
