import Controls
import Devices
import Glibc
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// The display settings a board and `scanout ctl` give the host, and the Accessibility Shortcut:
/// a triple press of a board key that turns the screen reader on and off.
@Suite("Accessibility shortcut and settings through the host")
@MainActor
struct AccessibilityShortcutTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("A triple press is three presses each within half a second of the one before; a slow press starts again")
    func triplePressTiming() {
        /// Whether each press at `times` completed a triple press.
        func results(_ times: [Double], interval: Double = 0.5) -> [Bool] {
            var presses = TriplePress(interval: interval)
            return times.map { presses.press(at: $0) }
        }
        #expect(results([10, 10.4, 10.8, 10.9]) == [false, false, true, false],
                "three presses 0.4 s apart; a fourth starts counting again")
        #expect(results([0, 0.3, 0.81, 1.2, 1.6]) == [false, false, false, false, true],
                "0.51 s after the second is too slow: it counts as a first press, and the next two complete a triple")
        #expect(results([5, 4.9, 5.0, 5.1]) == [false, false, false, true], "a press earlier than the last starts again")
        #expect(results([0, 0.2, 0.4], interval: 0.1) == [false, false, false], "a shorter interval is honoured")
    }

    /// A session showing a switch, its host's shortcut on F5 toggling a reader that speaks into a transcript.
    func session() -> (HeadlessSession, Switch) {
        let toggle = Switch(isOn: false)
        toggle.frame = Rect(x: 10, y: 10, width: 51, height: 31)
        let root = Node()
        root.addChild(toggle)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 240, height: 64))
        let session = HeadlessSession(content: SceneContent(owner: owner), pixelSize: PixelSize(width: 240, height: 64),
                                      fonts: fonts)
        let host = session.host
        host.screenReaderSpeech = { SpeechTranscript() }
        host.setAccessibilityShortcut(key: Key(symbolName: "F5"), interval: BoardProfile.shortcutPressInterval) {
            host.setScreenReader(on: host.screenReader == nil)
        }
        return (session, toggle)
    }

    @Test("Three presses of the board's key within 0.5 s turn the screen reader on, three more off; the key never reaches the app")
    func tripleToggles() throws {
        let (session, _) = session()
        var seen: [KeyEvent] = []
        session.host.input?.arbiter.keyHandler = { seen.append($0) }
        session.play(try TouchScript("key F5\nwait 0.2\nkey F5\nwait 0.2\nkey F5\nwait 0.3"))
        session.run()
        #expect(session.host.screenReader != nil, "on after the third press")
        session.play(try TouchScript("key F5\nwait 0.4\nkey F5\nwait 0.4\nkey F5\nwait 0.3"))
        session.run()
        #expect(session.host.screenReader == nil, "off after three more")
        session.play(try TouchScript("key F6\nwait 0.1"))
        session.run()
        #expect(seen.contains { $0.key == .other("F6") }, "other keys reach the app")
        #expect(seen.allSatisfy { $0.key != .other("F5") }, "the shortcut key is the shortcut's only")
    }

    @Test("Presses too far apart, or of another key, do nothing")
    func slowPressesDoNothing() throws {
        let (session, _) = session()
        session.play(try TouchScript("key F5\nwait 0.6\nkey F5\nwait 0.6\nkey F5\nwait 0.3\nkey F6\nkey F6\nkey F6\nwait 0.3"))
        session.run()
        #expect(session.host.screenReader == nil)
    }

    @Test("The host's display settings reach the content, and content shown later")
    func hostOverrides() throws {
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        let session = HeadlessSession(content: SceneContent(owner: owner), pixelSize: PixelSize(width: 64, height: 48),
                                      fonts: fonts)
        var overrides = AccessibilitySettingsOverrides()
        overrides.boldText = true
        overrides.textSize = .accessibilityMedium
        session.host.accessibilityOverrides = overrides
        #expect(owner.environment.boldText && owner.environment.textSize == .accessibilityMedium)
        #expect(session.host.accessibility?.boldText == true)
        let next = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        session.host.replaceContent(with: SceneContent(owner: next))
        #expect(next.environment.boldText && next.environment.textSize == .accessibilityMedium)
        #expect(!next.environment.reduceMotion, "what was not changed stays the content's")
    }

    @Test("A board's lines become the host's overrides before the first frame; its names are the text sizes'")
    func boardSettings() throws {
        let board = try BoardProfile(parsing: "text-size = accessibility-large\nbold-text = on\nreduce-motion = off\n")
        let overrides = DisplaySession.accessibilityOverrides(of: board)
        #expect(overrides.textSize == .accessibilityLarge && overrides.boldText == true && overrides.reduceMotion == false)
        #expect(overrides.increaseContrast == nil)
        #expect(BoardProfile.textSizeNames == TextSize.allCases.map(\.name))
        #expect(BoardProfile.accessibilitySwitchNames == AccessibilitySettingsOverrides.switchNames)

        var options = RunOptions()
        options.board = try BoardProfile(parsing: "bold-text = on\nincrease-contrast = on\ntext-size = extra-large\n")
        options.board.card = "/nonexistent/dri/card9"
        options.board.noDisplay = .headless
        options.board.mode = DisplayModeRequest(width: 64, height: 48)
        options.usesVirtualTerminal = false
        options.usesInput = false
        options.quitAfterSeconds = 0.2
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options, fonts: fonts)
        session.deviceAccess = DeviceAccess()
        session.logger = LogRecorder().logger
        var boldAtStart = false
        session.onStarted = { _ in boldAtStart = owner.environment.boldText }
        _ = try session.run()
        #expect(boldAtStart)
        #expect(owner.environment.increaseContrast && owner.environment.textSize == .extraLarge)
        #expect(!owner.environment.reduceTransparency)
    }

    @Test("A board's speaking-rate and speak-hints become the host's reader settings, which every reader it starts and the running one take")
    func boardReaderSettings() throws {
        let board = try BoardProfile(parsing: "speaking-rate = 100\nspeak-hints = off\n")
        let settings = DisplaySession.screenReaderSettings(of: board)
        #expect(settings.speakingRate == 1 && !settings.speaksHints && settings.wordsPerMinute == 450)
        #expect(DisplaySession.screenReaderSettings(of: BoardProfile()) == .standard)
        let (session, _) = session()
        session.host.screenReaderSettings = settings
        let transcript = SpeechTranscript()
        let reader = try #require(session.host.startScreenReader(speech: transcript))
        #expect(reader.settings == settings && transcript.wordsPerMinute == 450)
        session.host.screenReaderSettings.speakingRate = 0.5
        #expect(transcript.wordsPerMinute == 175 && reader.settings.speakingRate == 0.5)
    }
}
