import Audio
import Glibc
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// The controls' system sounds through the scene's player: key clicks as fingers come down on the
/// on-screen keyboard (off with Keyboard Clicks), an alert's and a notification's sound as they
/// appear, and in a headless run's WAV file each at its time on the clock.
@MainActor
@Suite("Control sounds", .serialized)
struct ControlSoundTests {
    @Test("A scripted run typing on the keyboard writes each click to the WAV at its touch-down time, the delete and shift clicks their own")
    func keyboardClicksInWAV() throws {
        let form = try KeyboardForm()
        try form.beginEditing()
        let path = "/tmp/scanout-controls-clicks-\(getpid()).wav"
        defer { unlink(path) }
        let clock = form.harness.clock
        let start = clock.now
        let player = SoundPlayer(output: WAVFileOutput(path: path, startTime: start), clock: { clock.now })
        form.harness.owner.environment.sounds = player
        // Three taps 0.3 s apart (each tap is 50 ms down), starting now.
        let script = [try form.tap(.character("h")), "wait 0.25", try form.tap(.backspace), "wait 0.25",
                      try form.tap(.shift)].joined(separator: "\n")
        try form.harness.play(script)
        #expect(form.field.text.isEmpty, "h typed, then deleted")
        try player.finish()
        let expected: [(SystemSound, Double)] = [(.keyClick, 0), (.deleteClick, 0.3), (.modifierClick, 0.6)]
        #expect(player.history.map(\.sound) == expected.map(\.0))
        for (played, (_, offset)) in zip(player.history, expected) {
            #expect(abs(played.time - start - offset) < 1e-6, "\(played.time - start) against \(offset)")
        }
        // In the file: each click's samples from its touch-down sample on, silence between them.
        let bytes = try Self.read(path)
        let samples = try #require(WAVFile.decode(bytes)).samples
        var covered = 0
        for (sound, offset) in expected {
            let clip = sound.clip().samples.map(SoundFormat.int16)
            let first = Int((offset * 48_000).rounded())
            #expect(samples[covered..<first].allSatisfy { $0 == 0 }, "silence before the \(sound) at \(offset) s")
            #expect(Array(samples[first..<first + clip.count]) == clip, "the \(sound) at \(offset) s")
            covered = first + clip.count
        }
        #expect(samples[covered...].allSatisfy { $0 == 0 })
    }

    @Test("Keyboard Clicks off: typing plays nothing")
    func clicksOff() throws {
        let form = try KeyboardForm()
        try form.beginEditing()
        let player = SoundPlayer(output: nil)
        form.harness.owner.environment.sounds = player
        form.harness.owner.environment.playsKeyboardClicks = false
        try form.harness.play(try form.tap(.character("a")))
        #expect(form.field.text == "A")
        #expect(player.history.isEmpty)
        form.harness.owner.environment.playsKeyboardClicks = true
        try form.harness.play(try form.tap(.character("a")))
        #expect(player.history.map(\.sound) == [.keyClick])
    }

    @Test("An alert plays the alert sound as it appears, a notification alert the notification sound, an action sheet none")
    func modalSounds() throws {
        let f = try PresentationFixture()
        let player = SoundPlayer(output: nil, clock: { [clock = f.clock] in clock.now })
        f.owner.environment.sounds = player
        let sheet = ActionSheet(title: "Draft")
        sheet.addAction(AlertAction("Cancel", role: .cancel))
        f.presenter.present(sheet)
        f.settle()
        #expect(player.history.isEmpty)
        f.presenter.dismiss(sheet)
        f.settle()
        let alert = Alert(title: "Unable to Send Message")
        alert.addAction(AlertAction("OK", role: .cancel))
        let note = NotificationAlert(appName: "Calendar", message: "Team meeting starts in 10 minutes.")
        f.presenter.present(alert)
        f.presenter.present(note)  // queued behind the alert: it sounds when it appears
        f.settle()
        #expect(player.history.map(\.sound) == [.alert])
        let shown = f.clock.now
        f.presenter.dismiss(alert)
        f.settle()
        #expect(player.history.map(\.sound) == [.alert, .notification])
        #expect(player.history.last.map { $0.time > shown } == true)
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw SoundOutputError.cannotWrite(path: path, reason: "not written") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }
}
