import Glibc
import Testing

@testable import Audio

/// A clock a test sets by hand.
@MainActor
final class ManualClock {
    var now: Double
    init(_ now: Double) { self.now = now }
}

/// Mixing overlapping sounds, volume and mute, and the WAV file a headless run writes.
@MainActor
@Suite("Sound mixing, volume and mute")
struct SoundMixingTests {
    static func temporaryPath(_ name: String) -> String { "/tmp/scanout-audio-\(getpid())-\(name).wav" }

    @Test("Overlapping clips add, each from its own start; the sum is clipped to full scale; played voices are dropped")
    func mixerAddsAndClips() {
        var mixer = SoundMixer()
        let a = SoundClip(samples: [0.25, 0.25, 0.25, 0.25], sampleRate: 48_000)
        let b = SoundClip(samples: [0.5, 0.5], sampleRate: 48_000)
        mixer.add(a, gain: 1, start: 0)
        mixer.add(b, gain: 0.5, start: 2)
        mixer.add(SoundClip(samples: [0.9, 0.9], sampleRate: 48_000), gain: 1, start: 5)
        mixer.add(SoundClip(samples: [0.9, -0.9], sampleRate: 48_000), gain: 1, start: 5)
        #expect(mixer.end == 7)
        let block = mixer.render(frames: 4)
        #expect(block == [0.25, 0.25, 0.5, 0.5])
        #expect(!mixer.isIdle)
        #expect(mixer.render(frames: 4) == [0, 1, 0, 0])
        #expect(mixer.isIdle && mixer.position == 8)
        // A clip added for a frame already rendered starts at the next one.
        mixer.add(b, gain: 1, start: 3)
        #expect(mixer.render(frames: 3) == [0.5, 0.5, 0])
        // Silent gains add nothing.
        mixer.add(b, gain: 0)
        #expect(mixer.isIdle)
    }

    @Test("Volume scales every sound linearly; mute silences them and keeps the volume")
    func volumeAndMute() throws {
        let path = Self.temporaryPath("volume")
        defer { unlink(path) }
        let clock = ManualClock(10.0)
        let output = WAVFileOutput(path: path, startTime: 10)
        let player = SoundPlayer(output: output, clock: { clock.now })
        player.play(.keyClick)
        clock.now = 10.1
        player.volume = 0.5
        player.play(.keyClick)
        clock.now = 10.2
        player.isMuted = true
        player.play(.keyClick)
        #expect(player.volume == 0.5)
        clock.now = 10.3
        player.isMuted = false
        player.volume = 7  // clamped
        #expect(player.volume == 1)
        player.volume = .nan  // ignored
        #expect(player.volume == 1)
        player.volume = 0
        player.play(.keyClick)
        #expect(player.history.map(\.gain) == [1, 0.5, 0, 0])
        #expect(player.history.map(\.sound) == [.keyClick, .keyClick, .keyClick, .keyClick])
        try player.finish()
        let wav = try #require(WAVFile.decode(try Self.read(path)))
        let clip = SystemSound.keyClick.clip().samples.map(SoundFormat.int16)
        func slice(at seconds: Double) -> [Int16] {
            let start = Int((seconds * 48_000).rounded())
            return Array(wav.samples[start..<start + clip.count])
        }
        #expect(slice(at: 0) == clip)
        let half = slice(at: 0.1)
        for (h, full) in zip(half, clip) { #expect(abs(Int(h) - Int(full) / 2) <= 1) }
        #expect(slice(at: 0.2).allSatisfy { $0 == 0 }, "muted")
        // The file runs to the finish time (10.3 s: 0.3 s after its start), silent after the half-volume click.
        #expect(wav.samples.count == 14_400)
        #expect(wav.samples[(4_800 + clip.count)...].allSatisfy { $0 == 0 })
    }

    @Test("Two sounds at once are mixed in the file: the sum of each alone")
    func overlappingInFile() throws {
        let path = Self.temporaryPath("overlap")
        defer { unlink(path) }
        let clock = ManualClock(0.0)
        let player = SoundPlayer(output: WAVFileOutput(path: path), clock: { clock.now })
        player.volume = 0.5
        player.play(.alert)
        clock.now = 0.01
        player.play(.keyClick)
        try player.finish()
        let samples = try #require(WAVFile.decode(try Self.read(path))).samples
        #expect(samples.count == 36_000, "the alert's length")
        let alert = SystemSound.alert.clip().samples, click = SystemSound.keyClick.clip().samples
        for i in 0..<samples.count {
            let expected = 0.5 * alert[i] + (i >= 480 && i - 480 < click.count ? 0.5 * click[i - 480] : 0)
            guard abs(Int(samples[i]) - Int(SoundFormat.int16(expected))) <= 1 else {
                Issue.record("sample \(i): \(samples[i]), expected \(SoundFormat.int16(expected))")
                return
            }
        }
    }

    @Test("The same plays write the same bytes")
    func deterministicFile() throws {
        func write(_ name: String) throws -> [UInt8] {
            let path = Self.temporaryPath(name)
            defer { unlink(path) }
            let clock = ManualClock(3.0)
            let player = SoundPlayer(output: WAVFileOutput(path: path, startTime: 3), clock: { clock.now })
            for (i, sound) in SystemSound.allCases.enumerated() {
                clock.now = 3 + Double(i) * 0.2
                player.play(sound)
            }
            try player.finish()
            return try Self.read(path)
        }
        let first = try write("a"), second = try write("b")
        #expect(first.count > 44 && first == second)
    }

    @Test("A player without an output keeps volume and mute and plays nothing; an unwritable file is a typed error")
    func noOutputAndWriteError() {
        let player = SoundPlayer(output: nil)
        player.volume = 0.3
        player.play(.notification)
        #expect(player.history.count == 1 && abs(player.history[0].gain - 0.3) < 1e-6)
        #expect(throws: Never.self) { try player.finish() }
        let broken = SoundPlayer(output: WAVFileOutput(path: "/nonexistent-folder/sounds.wav"))
        broken.play(.lock)
        let error = #expect(throws: SoundOutputError.self) { try broken.finish() }
        #expect(error == .cannotWrite(path: "/nonexistent-folder/sounds.wav", reason: "No such file or directory"))
        #expect(error?.description == "cannot write the sound file /nonexistent-folder/sounds.wav: No such file or directory")
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
