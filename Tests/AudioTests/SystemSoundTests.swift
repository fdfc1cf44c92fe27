import Glibc
import Testing

@testable import Audio

/// The synthesised system sounds as WAV bytes: each has the length, loudness and shape it is
/// meant to have, and the same bytes every time.
@Suite("System sounds")
struct SystemSoundTests {
    /// The expected length in seconds and peak (as a fraction of full scale) of each sound.
    static let expected: [SystemSound: (seconds: Double, peak: Double)] = [
        .keyClick: (0.035, 0.55), .deleteClick: (0.045, 0.55), .modifierClick: (0.030, 0.45),
        .alert: (0.75, 0.5), .notification: (0.6, 0.45), .lock: (0.12, 0.6),
    ]

    @Test("Each sound as WAV: 16-bit mono 48 kHz, its length, its peak, not silent, starting and ending at zero", arguments: SystemSound.allCases)
    func wavOfEachSound(_ sound: SystemSound) throws {
        let clip = sound.clip()
        let wav = WAVFile.encode(samples: clip.samples.map(SoundFormat.int16), sampleRate: clip.sampleRate)
        let (seconds, peak) = try #require(Self.expected[sound])
        let frames = Int(seconds * 48_000)
        #expect(wav.count == 44 + 2 * frames)
        let decoded = try #require(WAVFile.decode(wav))
        #expect(decoded.sampleRate == 48_000 && decoded.channels == 1 && decoded.samples.count == frames)
        let samples = decoded.samples
        let loudest = samples.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(Double(loudest) / 32_767 - peak) < 0.002, "peak \(loudest)")
        // Energy: a click is short but not a lone spike; a chime rings.
        let rms = (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot() / 32_767
        #expect(rms > (sound == .alert || sound == .notification ? 0.05 : 0.03), "rms \(rms)")
        // No click at the start or the end: the first and last samples are quiet.
        #expect(abs(Int(samples[0])) < 200 && samples[samples.count - 1] == 0)
        // The same bytes again.
        #expect(WAVFile.encode(samples: sound.clip().samples.map(SoundFormat.int16), sampleRate: 48_000) == wav)
    }

    @Test("The clicks are short and differ: delete is lower than a key, a modifier higher")
    func clicksDiffer() {
        let key = SystemSound.keyClick.clip(), delete = SystemSound.deleteClick.clip()
        let modifier = SystemSound.modifierClick.clip()
        for clip in [key, delete, modifier] { #expect(clip.duration <= 0.05) }
        // Zero crossings in the first 10 ms measure the pitch of the body.
        func crossings(_ clip: SoundClip) -> Int {
            let head = clip.samples.prefix(480)
            return zip(head, head.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        }
        #expect(crossings(delete) < crossings(key) && crossings(key) < crossings(modifier),
                "\(crossings(delete)) \(crossings(key)) \(crossings(modifier))")
        #expect(key != delete && key != modifier)
    }

    @Test("Another sample rate gives the same sound at that rate")
    func otherRate() {
        let clip = SystemSound.alert.clip(sampleRate: 44_100)
        #expect(clip.sampleRate == 44_100 && clip.samples.count == Int(0.75 * 44_100))
        #expect(abs(clip.peak - 0.5) < 0.001)
    }

    @Test("A WAV of another format or a damaged one is not read")
    func decodeRejects() {
        let wav = WAVFile.encode(samples: [1, 2, 3], sampleRate: 48_000)
        #expect(WAVFile.decode(wav)?.samples == [1, 2, 3])
        #expect(WAVFile.decode(Array(wav.prefix(30))) == nil)
        #expect(WAVFile.decode(Array("RIFF....WAVE".utf8)) == nil)
        var eightBit = wav
        eightBit[34] = 8
        #expect(WAVFile.decode(eightBit) == nil)
    }
}
