import Audio
import Devices
import Glibc
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// The display session's sound player: given to the scene before the first frame, at the
/// board's volume and mute, writing a WAV file with `--sound-out`, silent without a device.
@Suite("Display session sounds")
@MainActor
struct DisplaySessionSoundTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    func options(board: String) throws -> RunOptions {
        var options = RunOptions()
        options.board = try BoardProfile(parsing: board)
        options.board.card = "/nonexistent/dri/card9"
        options.board.noDisplay = .headless
        options.board.mode = DisplayModeRequest(width: 64, height: 48)
        options.usesVirtualTerminal = false
        options.usesInput = false
        options.quitAfterSeconds = 0.3
        return options
    }

    @Test("With --sound-out, a sound played on the display writes a WAV file at its time, at the board's volume")
    func soundOutFile() throws {
        let path = "/tmp/scanout-session-sounds-\(getpid()).wav"
        defer { unlink(path) }
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        var options = try options(board: "volume = 50\n")
        options.soundOutputPath = path
        let before = MonotonicClock.now()
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options, fonts: fonts)
        let after = MonotonicClock.now()
        session.deviceAccess = DeviceAccess()
        session.logger = LogRecorder().logger
        // The scene has its player before the first frame: nothing to redraw for it.
        let player = try #require(owner.environment.sounds)
        #expect(player.volume == 0.5 && !player.isMuted)
        var start = 0.0
        session.onStarted = { session in
            start = session.host.clock.now
            player.play(.keyClick)
        }
        _ = try session.run()
        let bytes = try FileBytes.read(path, maximumSize: 1 << 24)
        let samples = try #require(WAVFile.decode(bytes)).samples
        let click = SystemSound.keyClick.clip().samples
        let loudest = samples.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(Double(loudest) / 32_767 - 0.55 / 2) < 0.002, "half the click's peak: \(loudest)")
        #expect(samples.count >= 9_600, "the file runs to the end of the run (0.3 s from the process start): \(samples.count) samples")
        let expected = click.map { SoundFormat.int16($0 / 2) }
        let lead = try #require(expected.firstIndex { $0 != 0 })
        let clickStart = try #require(samples.firstIndex { $0 != 0 }) - lead
        #expect(Array(samples[clickStart..<clickStart + expected.count]) == expected)
        // The click sits at its time after the file's start (the session's creation, between
        // `before` and `after`): the time the player took it at, from its history (not `start`,
        // read a statement earlier: a loaded machine can preempt the test between the two).
        let played = try #require(player.history.last?.time)
        #expect(played >= start)
        let offset = Double(clickStart) / 48_000
        #expect(offset >= played - after - 0.001 && offset <= played - before + 0.001,
                "\(offset) s after the start; played \(played - before) s after the session was begun")
    }

    @Test("A board with sound-device = none: the player keeps the board's mute and plays nothing; no ALSA message")
    func noDevice() throws {
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        let session = try DisplaySession(
            content: SceneContent(owner: owner), options: try options(board: "sound-device = none\nmute = on\n"), fonts: fonts)
        session.deviceAccess = DeviceAccess()
        let recorder = LogRecorder()
        session.logger = recorder.logger
        _ = try session.run()
        let player = try #require(owner.environment.sounds)
        #expect(player.output == nil && player.isMuted && player.volume == 1)
        #expect(!recorder.entries.contains { $0.message.contains("ALSA") }, "\(recorder.entries)")
    }

    @Test("A board with screen-reader = on and no sound device: the reader runs over the content (its cursor drawn), says it speaks nothing")
    func boardScreenReader() throws {
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        let element = Node(frame: Rect(x: 4, y: 4, width: 40, height: 20))
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Start"
        owner.root.addChild(element)
        let options = try options(board: "sound-device = none\nscreen-reader = on\n")
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options, fonts: fonts)
        session.deviceAccess = DeviceAccess()
        let recorder = LogRecorder()
        session.logger = recorder.logger
        _ = try session.run()
        let reader = try #require(session.host.screenReader)
        #expect(reader.navigator.focused?.accessibilityLabel == "Start")
        #expect(owner.accessibilityCursor == element.accessibilityFrame)
        #expect(recorder.entries.contains { $0.message.contains("screen reader: no sound device") }, "\(recorder.entries)")
    }
}
