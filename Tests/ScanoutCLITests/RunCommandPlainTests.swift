import ArgumentParser
import ScanoutTesting
import Testing
@testable import ScanoutCLI

/// `scanout run`'s plain forms read without swift-argument-parser (``RunCommand/plain(_:)``) give
/// the command the parser gives, option for option; anything else is left to the parser.
@Suite("scanout run: plain command lines")
struct RunCommandPlainTests {
    /// Every value of a parsed `scanout run`, in words (each property read: one the plain
    /// reading forgot to set would trap here).
    static func values(_ command: RunCommand) -> [String] {
        let shown = command.shown, display = command.display
        return [
            "scene \(shown.scene)", "screen \(String(describing: shown.screen?.value))",
            "language \(String(describing: shown.language?.value))",
            "appearance \(String(describing: shown.appearance?.value))", "app \(String(describing: command.app))",
            "board \(String(describing: display.board))", "mode \(String(describing: display.mode))",
            "scale \(String(describing: display.scale))", "rotation \(String(describing: display.rotation))",
            "card \(String(describing: display.card))", "fbdev \(String(describing: display.fbdev))",
            "legacy \(command.legacy)", "headless \(command.headless)", "script \(String(describing: command.script))",
            "frameCostMs \(command.frameCostMs)", "screenshot \(String(describing: command.screenshot))",
            "then \(String(describing: command.then?.value))", "after \(command.after)", "animate \(command.animate)",
            "quitAfter \(String(describing: command.quitAfter))", "readyFile \(String(describing: command.readyFile))",
            "stats \(command.stats)", "memoryEvery \(String(describing: command.memoryEvery))",
            "logEvents \(command.logEvents)", "soundOut \(String(describing: command.soundOut))",
            "speechLog \(String(describing: command.speechLog))", "statusBar \(String(describing: command.statusBar))",
            "noInput \(command.noInput)", "stateFolder \(String(describing: command.stateFolder))",
            "noVT \(command.noVT)", "execStart \(String(describing: command.execStart))",
        ]
    }

    static func parsed(_ arguments: [String]) throws -> RunCommand {
        try #require(try ScanoutCommand.parseAsRoot(["run"] + arguments) as? RunCommand)
    }

    @Test("Plain command lines read as swift-argument-parser reads them", arguments: [
        [],
        ["--headless", "--mode", "1280x800", "--no-input", "--no-vt", "--quit-after", "0", "--exec-start", "1234.5"],
        ["--scene", "demo", "--mode", "1024x768", "--ready-file", "/tmp/ready", "--stats"],
        ["--screen=toggles", "--language=ar", "--appearance", "dark", "--board", "/etc/scanout/board.conf"],
        ["--scale", "2", "--rotation", "90", "--card", "/dev/dri/card1", "--fbdev", "/dev/fb0", "--legacy"],
        ["--headless", "--script", "a.touch", "--frame-cost-ms", "16.5", "--screenshot", "out.png", "--then", "values",
         "--after", "0.5", "--animate", "3", "--memory-every", "1", "--log-events"],
        ["--sound-out", "clicks.wav", "--speech-log", "said.txt", "--status-bar=time=9:41,battery=15",
         "--state-folder", "/var/lib/scanout", "--app", "checkin"],
        ["--status-bar=default", "--screen", "TOGGLES", "--language", "he"],
    ])
    func sameAsParser(arguments: [String]) throws {
        let plain = try #require(RunCommand.plain(arguments), "\(arguments) is a plain command line")
        #expect(Self.values(plain) == Self.values(try Self.parsed(arguments)), "\(arguments)")
    }

    @Test("Anything else is left to swift-argument-parser: help, unknown or repeated options, missing, empty or dash-led values, values the option refuses", arguments: [
        ["--help"], ["-h"], ["--version"], ["--unknown"], ["gallery"], ["--stats", "--stats"], ["--mode", "1x1", "--mode=2x2"],
        ["--mode"], ["--mode="], ["--quit-after", "-1"], ["--scale", "two"], ["--screen", "nowhere"], ["--scene", "movie"],
        ["--rotation", "1.5"], ["--stats=yes"], ["--language", "xx"], ["--exec-start", "soon"],
    ])
    func leftToParser(arguments: [String]) {
        #expect(RunCommand.plain(arguments) == nil, "\(arguments)")
    }

    @Test("The plain reading knows every option of scanout run (a new one must be added to it)")
    func everyOption() throws {
        let command = try #require(RunCommand.plain([]))
        // RunCommand's stored properties: the two option groups and the 21 options and flags of
        // its own; ShownContentOptions' 4 and DisplayOptions' 6.
        #expect(Mirror(reflecting: command).children.count == 2 + 21)
        #expect(Mirror(reflecting: command.shown).children.count == 4)
        #expect(Mirror(reflecting: command.display).children.count == 6)
        #expect(RunCommand.plainFlags.count + RunCommand.plainOptions.count == 21 + 4 + 6)
        #expect(Self.values(command).count == 21 + 4 + 6)
    }
}
