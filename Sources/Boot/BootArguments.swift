/// What `scanout boot` was asked for on its command line (docs/boot.md): the values of its
/// options, whichever parser read them.
///
/// ## Background
/// swift-argument-parser reads a command's options by reflection (type metadata and conformance
/// look-ups: about 12 M instructions, 3 ms of CPU, before the splash's first frame; docs/boot.md,
/// "First frame from exec"). An init system starts the splash with plain `--name value` options,
/// so ``init(plainForms:)`` reads those forms directly and answers `nil` for anything else — help,
/// an unknown or repeated option, a missing or dash-led value, a number that is not one — and the
/// command line is then parsed by swift-argument-parser as before, with its usual messages.
public struct BootArguments: Equatable, Sendable {
    /// `--board`: a board profile file.
    public var board: String?
    /// `--theme`: the boot theme, boot.conf.
    public var theme: String?
    /// `--socket`: the control socket.
    public var socket = BootControlClient.defaultPath
    /// `--card`: the DRM card, overriding the board profile.
    public var card: String?
    /// `--legacy`: legacy KMS even where atomic modesetting is offered.
    public var legacy = false
    /// `--no-vt`: leave the virtual terminal alone.
    public var noVT = false
    /// `--no-input`: read no input devices.
    public var noInput = false
    /// `--stats`: print measurements at exit.
    public var stats = false
    /// `--gallery-screen`: the gallery screen `quit --handover gallery` opens, as written.
    public var galleryScreen: String?
    /// `--headless`: render the splash headless instead.
    public var headless = false
    /// `--screenshot`: with `--headless`, the PNG to write.
    public var screenshot: String?
    /// `--size`: with `--headless`, the size in pixels, `WIDTHxHEIGHT`.
    public var size = "1024x768"
    /// `--progress`: with `--headless`, the progress shown, in percent.
    public var progress: Double?
    /// `--message`: with `--headless`, the message shown.
    public var message: String?
    /// `--exec-start`: the parent's `CLOCK_MONOTONIC` reading (ms) just before it started this
    /// process.
    public var execStart: Double?

    /// Every option at its default.
    public init() {}

    /// The arguments after `boot` when each is `--flag`, `--option VALUE` or `--option=VALUE` with
    /// an option of `scanout boot`, none repeated, no value empty or starting with `-`, and numbers
    /// that parse; `nil` otherwise (parse them with swift-argument-parser then).
    public init?(plainForms arguments: some Collection<String>) {
        var seen: Set<Substring> = []
        var tokens = arguments.makeIterator()
        while let token = tokens.next() {
            guard token.hasPrefix("--") else { return nil }
            let body = token.dropFirst(2)
            let name = body.prefix { $0 != "=" }
            guard seen.insert(name).inserted else { return nil }
            let inline = name.endIndex < body.endIndex ? String(body[body.index(after: name.endIndex)...]) : nil
            if Self.flags.contains(name) {
                guard inline == nil else { return nil }
                switch name {
                case "legacy": legacy = true
                case "no-vt": noVT = true
                case "no-input": noInput = true
                case "stats": stats = true
                default: headless = true
                }
                continue
            }
            guard let value = inline ?? tokens.next(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch name {
            case "board": board = value
            case "theme": theme = value
            case "socket": socket = value
            case "card": card = value
            case "gallery-screen": galleryScreen = value
            case "screenshot": screenshot = value
            case "size": size = value
            case "message": message = value
            case "progress":
                guard let number = Double(value) else { return nil }
                progress = number
            case "exec-start":
                guard let number = Double(value) else { return nil }
                execStart = number
            default: return nil
            }
        }
    }

    private static let flags: Set<Substring> = ["legacy", "no-vt", "no-input", "stats", "headless"]
}
