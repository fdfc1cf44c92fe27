import Apps

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
    public init?(plainForms arguments: [String]) {
        guard let line = PlainCommandLine(arguments, flags: Self.flags, options: Self.options),
            let progress = line.value("progress", { Double($0) }), let execStart = line.value("exec-start", { Double($0) })
        else { return nil }
        legacy = line.flags.contains("legacy")
        noVT = line.flags.contains("no-vt")
        noInput = line.flags.contains("no-input")
        stats = line.flags.contains("stats")
        headless = line.flags.contains("headless")
        board = line.values["board"]
        theme = line.values["theme"]
        socket = line.values["socket"] ?? socket
        card = line.values["card"]
        galleryScreen = line.values["gallery-screen"]
        screenshot = line.values["screenshot"]
        size = line.values["size"] ?? size
        message = line.values["message"]
        self.progress = progress
        self.execStart = execStart
    }

    private static let flags: Set<String> = ["legacy", "no-vt", "no-input", "stats", "headless"]
    private static let options: Set<String> = [
        "board", "theme", "socket", "card", "gallery-screen", "screenshot", "size", "message", "progress", "exec-start",
    ]
}
