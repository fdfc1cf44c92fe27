import Boot
import Testing

/// `scanout boot`'s plain command lines read without swift-argument-parser: exactly the forms it
/// reads the same way, and `nil` (swift-argument-parser then) for everything else.
@Suite("Boot: the command line's plain forms")
struct BootArgumentsTests {
    @Test("An init system's command line: every option and flag, spaced and with =")
    func everyOption() throws {
        let arguments = try #require(
            BootArguments(plainForms: [
                "--board", "/etc/scanout/board.conf", "--theme=/etc/scanout/boot.conf", "--socket", "/run/x.sock",
                "--card", "/dev/dri/card1", "--legacy", "--no-vt", "--no-input", "--stats", "--gallery-screen", "toggles",
                "--headless", "--screenshot", "splash.png", "--size=640x480", "--progress", "42.5",
                "--message", "Checking file systems…", "--exec-start", "123456.25",
            ]))
        var expected = BootArguments()
        expected.board = "/etc/scanout/board.conf"
        expected.theme = "/etc/scanout/boot.conf"
        expected.socket = "/run/x.sock"
        expected.card = "/dev/dri/card1"
        expected.legacy = true
        expected.noVT = true
        expected.noInput = true
        expected.stats = true
        expected.galleryScreen = "toggles"
        expected.headless = true
        expected.screenshot = "splash.png"
        expected.size = "640x480"
        expected.progress = 42.5
        expected.message = "Checking file systems…"
        expected.execStart = 123456.25
        #expect(arguments == expected)
    }

    @Test("No arguments: the defaults (the control socket in /run/scanout, 1024x768)")
    func defaults() throws {
        let arguments = try #require(BootArguments(plainForms: [String]()))
        #expect(arguments == BootArguments())
        #expect(arguments.socket == "/run/scanout/boot.sock")
        #expect(arguments.size == "1024x768")
        #expect(!arguments.headless && arguments.progress == nil && arguments.galleryScreen == nil)
    }

    @Test(
        "Anything else is left to swift-argument-parser",
        arguments: [
            ["--help"], ["-h"], ["help"], ["--version"], ["--generate-completion-script", "bash"],
            ["--sise", "640x480"], ["--size"], ["--size", "--headless"], ["--message", "-x"], ["--message="],
            ["--message", ""], ["--progress", "forty"], ["--exec-start=soon"], ["--headless=yes"],
            ["--board", "a", "--board", "b"], ["--headless", "--headless"], ["--", "--headless"],
            ["-headless"], ["splash.png"], ["--theme", "t.conf", "extra"],
        ])
    func deferred(_ commandLine: [String]) {
        #expect(BootArguments(plainForms: commandLine) == nil, "\(commandLine)")
    }
}
