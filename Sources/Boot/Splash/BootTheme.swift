public import Graphics
import Glibc

/// How the boot splash looks and who may drive it: the board's `boot.conf`.
///
/// A small text file of `key = value` lines like the board profile (`#` starts a comment); every
/// key is optional. See docs/boot.md. Example:
/// ```
/// logo = /usr/share/scanout/board/logo.png   # a PNG, or a vector logo (.logo, docs/boot.md)
/// background = #000000
/// foreground = #FFFFFF                       # the indicator, the message, a vector logo's default
/// indicator = spinner                        # spinner (until the first `progress`) | progress
/// language = en                              # en | ar | he | ja: built-in prompts, RTL layout
/// control-group = scanout                    # who besides root may use the control socket
/// fonts = /usr/share/fonts/opentype/inter/Inter-Regular.otf   # the splash's font files: no fontconfig at start
/// message-size = 17                          # the message line's text size in points (the body style's)
/// ```
public struct BootTheme: Sendable, Equatable {
    /// What shows work going on before the first `progress` request.
    public enum Indicator: String, Sendable, Equatable {
        /// The activity indicator (HIG §1.15) until the first `progress`, then the progress bar.
        case spinner
        /// The progress bar from the start, at 0 %.
        case progress
    }

    /// The logo file (PNG, or a vector `.logo` file), or `nil` for Scanout's own vector logo.
    public var logoPath: String?
    /// The screen's background.
    public var background = Color.black
    /// The indicator, progress bar, message and a vector logo's default colour (HIG §1.15: an
    /// activity indicator is white by default).
    public var foreground = Color.white
    /// What shows before the first `progress`.
    public var indicator = Indicator.spinner
    /// The language of the built-in prompts; Arabic and Hebrew lay the splash out right to left.
    public var language = BootLanguage.english
    /// The group whose members may use the control socket (with root and the splash's own user);
    /// the socket becomes mode 0660 owned by it. `nil`: mode 0600.
    public var controlGroup: String?
    /// Font files or folders of them (comma-separated in the file) that set the splash's text
    /// before the system's families, as a board profile's `fonts` do: when they cover the text,
    /// fontconfig is never started, which takes most of the start-up before the first frame
    /// (docs/boot.md). Empty: the system's families, found through fontconfig.
    public var fontPaths: [String] = []
    /// The message line's text size in points (1 to 4,096), or `nil` for the body style's (17 pt).
    /// The message's slot grows with it (two lines, wider up to the screen's margins); the logo and
    /// indicator stay where they are.
    public var messageSize: Double?
    /// The largest `message-size` (glyphs are rasterised at most 4,096 pixels high).
    public static let maximumMessageSize = 4096.0

    /// The defaults: Scanout's logo, white on black, a spinner, English.
    public init() {}

    /// Parses a `boot.conf`; `source` names it in errors.
    ///
    /// - Throws: ``BootThemeError`` naming the line.
    public init(parsing text: String, source: String = "boot.conf") throws(BootThemeError) {
        self.init()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(raw)
            // A comment starts at a `#` opening the line or after a space (colours hold `#`).
            if let hash = line.indices.first(where: { line[$0] == "#" && ($0 == line.startIndex || line[line.index(before: $0)].isWhitespace) && !isColourStart(line, at: $0) }) {
                line = line[..<hash]
            }
            let trimmed = line.trimmingCharacters
            if trimmed.isEmpty { continue }
            func fail(_ message: String) -> BootThemeError { BootThemeError(source: source, line: index + 1, message: message) }
            guard let equals = trimmed.firstIndex(of: "=") else { throw fail("expected `key = value`, found “\(trimmed.prefix(80))”") }
            let key = Substring(trimmed[..<equals]).trimmingCharacters.lowercased()
            let value = Substring(trimmed[trimmed.index(after: equals)...]).trimmingCharacters
            switch key {
            case "logo":
                guard !value.isEmpty else { throw fail("logo needs a file: a PNG or a vector .logo file") }
                logoPath = value
            case "background", "foreground":
                guard let color = Self.color(value) else { throw fail("\(key) must be a colour #RRGGBB, not “\(value.prefix(40))”") }
                if key == "background" { background = color } else { foreground = color }
            case "indicator":
                guard let kind = Indicator(rawValue: value) else { throw fail("indicator must be `spinner` or `progress`, not “\(value.prefix(40))”") }
                indicator = kind
            case "language":
                guard let language = BootLanguage(rawValue: value) else { throw fail("language must be en, ar, he or ja, not “\(value.prefix(40))”") }
                self.language = language
            case "control-group":
                guard !value.isEmpty, value.count <= 32, !value.contains(" ") else { throw fail("control-group needs a group name, such as scanout") }
                controlGroup = value
            case "fonts":
                let paths = value.split(separator: ",").map { Substring($0).trimmingCharacters }.filter { !$0.isEmpty }
                guard !paths.isEmpty else { throw fail("fonts needs font files or folders, comma-separated, such as /usr/share/fonts/opentype/inter/Inter-Regular.otf") }
                fontPaths = paths
            case "message-size":
                guard let size = Double(value), size >= 1, size <= Self.maximumMessageSize else {
                    throw fail("message-size must be a size in points from 1 to 4096, such as 17, not “\(value.prefix(40))”")
                }
                messageSize = size
            default:
                throw fail("unknown key “\(key.prefix(40))” (known: logo, background, foreground, indicator, language, control-group, fonts, message-size)")
            }
        }
    }

    /// Reads and parses the file at `path` (at most 64 KiB).
    ///
    /// - Throws: ``BootThemeError`` (line 0 when the file cannot be read).
    public init(contentsOf path: String) throws(BootThemeError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumSize: 64 << 10) } catch {
            throw BootThemeError(source: path, line: 0, message: "cannot read the boot theme: \(error)")
        }
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), source: path)
    }

    /// Whether the `#` at `index` begins a colour value (`= #RRGGBB`) rather than a comment.
    private func isColourStart(_ line: Substring, at index: Substring.Index) -> Bool {
        let before = line[..<index].trimmingCharacters
        return before.hasSuffix("=")
    }

    /// `#RRGGBB`.
    static func color(_ text: String) -> Color? {
        guard text.count == 7, text.first == "#", let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return Color(hex: value)
    }
}

/// A `boot.conf` line Scanout cannot use.
public struct BootThemeError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var source: String
    /// The 1-based line (0: the file itself).
    public var line: Int
    /// What is wrong and how to fix it.
    public var message: String

    public var description: String { "\(source):\(line): \(message)" }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns (one pass from
    /// each end: a theme is read before the first frame).
    var trimmingCharacters: String {
        func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
