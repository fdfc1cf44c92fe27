public import Controls

/// `--status-bar`: the fixed status a screenshot or a headless run shows, written as
/// `time=9:41,battery=100,wifi=3` (docs/screenshots.md). Every part is optional; what is not
/// given is iOS's screenshot status (``StatusBarStatus/screenshot``: 9:41, full Wi-Fi, a full
/// battery), which is all of it for `--status-bar` alone (or `--status-bar default`).
///
/// | Part | Values |
/// |---|---|
/// | `time=H:MM` | 0:00 … 23:59, a 24-hour time (the bar writes it as the locale does: `9:41`, `21:41`) |
/// | `battery=N` | 0 … 100 percent, or `none` (a board without a battery) |
/// | `charging` | `charging`, `charging=yes` or `charging=no` |
/// | `wifi=N` | 0 … 3 bars |
/// | `network=…` | `wifi`, `ethernet` or `none` |
///
/// ```swift
/// let status = try StatusBarStatus(option: "time=21:05,battery=15,charging,network=ethernet")
/// // status.time == StatusBarTime(hour: 21, minute: 5), status.network == .ethernet
/// ```
extension StatusBarStatus {
    /// The status `text` describes (an empty text or `default`: ``screenshot``).
    ///
    /// - Throws: ``StatusBarOptionError`` naming the part that is wrong and what it takes.
    public init(option text: String) throws(StatusBarOptionError) {
        self = .screenshot
        if text.trimmingSpaces.lowercased() == "default" { return }
        var seen: Set<String> = []
        var charging: Bool?
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingSpaces
            if trimmed.isEmpty {
                guard text.trimmingSpaces.isEmpty else { throw .emptyPart(text) }
                continue
            }
            let pieces = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = pieces[0].trimmingSpaces.lowercased()
            let value = pieces.count > 1 ? pieces[1].trimmingSpaces : nil
            guard seen.insert(key).inserted else { throw .repeated(key) }
            switch key {
            case "time":
                time = try Self.time(value)
            case "battery":
                guard let value, !value.isEmpty else { throw .invalid(key, value ?? "", expected: Self.batteryValues) }
                if value.lowercased() == "none" {
                    battery = nil
                } else {
                    guard let level = Self.integer(value), (0...100).contains(level) else {
                        throw .invalid(key, value, expected: Self.batteryValues)
                    }
                    battery = StatusBarBattery(level: level, isCharging: battery?.isCharging ?? false)
                }
            case "charging":
                switch value?.lowercased() {
                case nil, "yes", "on", "true": charging = true
                case "no", "off", "false": charging = false
                case let other?: throw .invalid(key, other, expected: "yes or no (or `charging` alone)")
                }
            case "wifi":
                guard let value, let bars = Self.integer(value), (0...3).contains(bars) else {
                    throw .invalid(key, value ?? "", expected: "a number of bars from 0 to 3")
                }
                network = .wifi(bars: bars)
            case "network":
                switch value?.lowercased() {
                case "wifi": if case .wifi = network {} else { network = .wifi(bars: 3) }
                case "ethernet": network = .ethernet
                case "none": network = .none
                default: throw .invalid(key, value ?? "", expected: "wifi, ethernet or none")
                }
            default:
                throw .unknownPart(key)
            }
        }
        if seen.contains("wifi"), seen.contains("network"), network == .ethernet || network == .none {
            throw .conflicting("wifi", "network")
        }
        if let charging {
            guard let level = battery?.level else { throw .conflicting("charging", "battery=none") }
            battery = StatusBarBattery(level: level, isCharging: charging)
        }
    }

    private static let batteryValues = "a percentage from 0 to 100, or none"

    /// `H:MM`, 0:00 … 23:59.
    private static func time(_ value: String?) throws(StatusBarOptionError) -> StatusBarTime {
        let parts = value?.split(separator: ":", omittingEmptySubsequences: false) ?? []
        guard parts.count == 2, parts[1].count == 2, let hour = integer(String(parts[0])),
            let minute = integer(String(parts[1])), (0...23).contains(hour), (0...59).contains(minute)
        else { throw .invalid("time", value ?? "", expected: "a 24-hour time from 0:00 to 23:59, such as 9:41") }
        return StatusBarTime(hour: hour, minute: minute)
    }

    /// A whole number of one to three ASCII digits.
    private static func integer(_ text: String) -> Int? {
        guard (1...3).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }

    /// Turns a bare `--status-bar` (the last argument, or one followed by another option) into
    /// `--status-bar=default`, so that a command-line parser that wants a value reads the
    /// defaults.
    public static func expandingBareOption(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            if argument == "--status-bar", next == nil || next?.hasPrefix("-") == true {
                result.append("--status-bar=default")
            } else {
                result.append(argument)
            }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// A `--status-bar` value that cannot be used; the message names the part and what it takes.
public enum StatusBarOptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A part that is not `time`, `battery`, `charging`, `wifi` or `network`.
    case unknownPart(String)
    /// A part given twice.
    case repeated(String)
    /// A part's value out of range or of the wrong kind.
    case invalid(String, String, expected: String)
    /// Two parts that contradict each other (`wifi=2,network=ethernet`).
    case conflicting(String, String)
    /// An empty part between commas (`time=9:41,,wifi=3`).
    case emptyPart(String)

    public var description: String {
        switch self {
        case .unknownPart(let key):
            "--status-bar: “\(key)” is not a part of the status bar; use time=H:MM, battery=N, charging, wifi=N or network=wifi|ethernet|none"
        case .repeated(let key): "--status-bar: \(key) is given twice"
        case .invalid(let key, let value, let expected): "--status-bar: \(key) must be \(expected), not “\(value)”"
        case .conflicting(let a, let b): "--status-bar: \(a) and \(b) contradict each other"
        case .emptyPart(let text): "--status-bar: “\(text)” has an empty part between commas"
        }
    }
}
