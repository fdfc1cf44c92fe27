import ArgumentParser
import Apps

extension RunCommand {
    /// `scanout run`'s options after `run` when they are in the plain forms (``PlainCommandLine``)
    /// and every value is one its option accepts; `nil` otherwise, and swift-argument-parser reads
    /// the command line then, with its usual messages (help, an unknown option, a bad value).
    ///
    /// ## Background
    /// swift-argument-parser's first parse of `scanout run` took about 4 ms, most of it the Swift
    /// runtime's first use of the command's types (its reflection of the property wrappers); that
    /// was a seventh of the gallery's first frame from exec (docs/benchmark.md). The plain forms,
    /// which is how a board's unit and the tests start it, are read here directly, each value by
    /// the same `ExpressibleByArgument` conversion the parser uses. Every property is set, so the
    /// command reads as if parsed; `RunCommandPlainTests` checks that both readings agree for every
    /// option, and that a new option is not forgotten here.
    static func plain(_ arguments: [String]) -> RunCommand? {
        guard let line = PlainCommandLine(arguments, flags: plainFlags, options: plainOptions),
            let scene = line.value("scene", SceneChoice.init(argument:)),
            let screen = line.value("screen", GalleryScreenOption.init(argument:)),
            let language = line.value("language", GalleryLanguageOption.init(argument:)),
            let appearance = line.value("appearance", AppearanceOption.init(argument:)),
            let scale = line.value("scale", Double.init(argument:)),
            let rotation = line.value("rotation", Int.init(argument:)),
            let frameCostMs = line.value("frame-cost-ms", Double.init(argument:)),
            let then = line.value("then", GalleryScreenOption.init(argument:)),
            let after = line.value("after", Double.init(argument:)),
            let animate = line.value("animate", Double.init(argument:)),
            let quitAfter = line.value("quit-after", Double.init(argument:)),
            let memoryEvery = line.value("memory-every", Double.init(argument:)),
            let execStart = line.value("exec-start", Double.init(argument:))
        else { return nil }
        let given = line.values, flags = line.flags
        var shown = ShownContentOptions()
        shown.scene = scene ?? .gallery
        shown.screen = screen
        shown.language = language
        shown.appearance = appearance
        var display = DisplayOptions()
        display.board = given["board"]
        display.mode = given["mode"]
        display.scale = scale
        display.rotation = rotation
        display.card = given["card"]
        display.fbdev = given["fbdev"]
        var command = RunCommand()
        command.shown = shown
        command.app = given["app"]
        command.display = display
        command.legacy = flags.contains("legacy")
        command.headless = flags.contains("headless")
        command.script = given["script"]
        command.frameCostMs = frameCostMs ?? 0
        command.screenshot = given["screenshot"]
        command.then = then
        command.after = after ?? 2
        command.animate = animate ?? 0
        command.quitAfter = quitAfter
        command.readyFile = given["ready-file"]
        command.stats = flags.contains("stats")
        command.memoryEvery = memoryEvery
        command.logEvents = flags.contains("log-events")
        command.soundOut = given["sound-out"]
        command.speechLog = given["speech-log"]
        command.statusBar = given["status-bar"]
        command.noInput = flags.contains("no-input")
        command.stateFolder = given["state-folder"]
        command.noVT = flags.contains("no-vt")
        command.execStart = execStart
        return command
    }

    /// The flags ``plain(_:)`` reads.
    static let plainFlags: Set<String> = ["legacy", "headless", "stats", "log-events", "no-input", "no-vt"]
    /// The options with a value ``plain(_:)`` reads.
    static let plainOptions: Set<String> = [
        "scene", "screen", "language", "appearance", "app", "board", "mode", "scale", "rotation", "card", "fbdev",
        "script", "frame-cost-ms", "screenshot", "then", "after", "animate", "quit-after", "ready-file",
        "memory-every", "sound-out", "speech-log", "status-bar", "state-folder", "exec-start",
    ]
}
