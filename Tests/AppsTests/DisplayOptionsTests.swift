import Glibc
import Scanout
import Devices
import Testing

@Suite("The display options every command line shares")
struct DisplayOptionsTests {
    @Test("--mode, --scale, --rotation and --card override the board profile's display")
    func overrides() throws {
        let options = try DisplayOptions.parse(["--mode", "800x480@50", "--scale", "2", "--rotation", "90",
                                                "--card", "/dev/dri/card1", "--fbdev", "/dev/fb1"])
        let board = try options.boardProfile()
        #expect(board.mode == DisplayModeRequest(parsing: "800x480@50"))
        #expect(board.scale == 2)
        #expect(board.rotation == DisplayRotation(degrees: 90))
        #expect(board.card == "/dev/dri/card1")
        #expect(options.fbdev == "/dev/fb1", "the fbdev device is the caller's to use")
        let none = try DisplayOptions.parse([]).boardProfile()
        #expect(none.mode == BoardProfile().mode && none.scale == BoardProfile().scale)
    }

    @Test("A value the display cannot use is an error naming the option and what it accepts")
    func errors() throws {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try DisplayOptions.parse(arguments).boardProfile()
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(message(["--rotation", "45"]) == "--rotation must be 0, 90, 180 or 270, not 45")
        #expect(message(["--mode", "wide"]) == "--mode must look like 1024x768 or 1024x768@60, not “wide”")
        #expect(message(["--scale", "0"])?.hasPrefix("--scale must be above 0") == true)
        #expect(message(["--board", "/tmp/scanout-no-such-board.conf"])?.contains("scanout-no-such-board.conf") == true)
        // An app's command line reports them with the usage exit code.
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(parsing: ["--rotation", "45"]) }
        do {
            _ = try AppLaunchOptions(parsing: ["--rotation", "45"])
        } catch {
            #expect(error.exitCode == 64 && error.message.contains("--rotation must be 0, 90, 180 or 270, not 45"))
        }
    }

    @Test("The board's keyboard languages reach the app's environment; an unknown one stops the start naming the board")
    func keyboardLanguages() throws {
        let path = "/tmp/scanout-keyboard-languages-\(getpid()).conf"
        defer { unlink(path) }
        try FileBytes.write(Array("keyboard-languages = ja-kana, en\n".utf8), to: path)
        let options = try AppLaunchOptions(parsing: ["--board", path])
        #expect(options.environment.keyboardLanguages == ["ja-kana", "en"])
        try FileBytes.write(Array("keyboard-languages = en, fr\n".utf8), to: path)
        do {
            _ = try DisplayOptions.parse(["--board", path]).boardProfile()
            Issue.record("an unknown keyboard language was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains(path) && message.contains("“fr”") && message.contains("ja-romaji"))
        }
    }
}
