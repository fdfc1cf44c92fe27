import Glibc
import Synchronization
import Testing

@testable import Audio

/// A device that takes `delay` seconds for every block written, recording what it got.
final class SlowSink: PCMSink, Sendable {
    let name = "slow"
    let sampleRate = SoundFormat.sampleRate
    let periodFrames = 480
    let delay: Double
    let written = Mutex<[Int16]>([])
    let idles = Mutex(0)
    let closed = Mutex(false)
    let failsAfter: Int?

    init(delay: Double, failsAfter: Int? = nil, underruns: Int = 0) {
        self.delay = delay
        self.failsAfter = failsAfter
        underrunsRecovered = underruns
    }

    func write(_ frames: [Int16]) throws(SoundOutputError) {
        if let failsAfter, written.withLock({ $0.count }) >= failsAfter {
            throw .deviceFailed(name: name, reason: "unplugged")
        }
        usleep(useconds_t(delay * 1_000_000))
        written.withLock { $0 += frames }
    }
    let underrunsRecovered: Int
    func idle() { idles.withLock { $0 += 1 } }
    func close() { closed.withLock { $0 = true } }
}

/// The device output: its own thread writes, so playing never waits for the device.
@MainActor
@Suite("Streaming sound output", .serialized)
struct StreamingOutputTests {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("A slow device never delays the frame loop: 60 frames of 16 ms each keep their time while every play waits 40 ms a period")
    func slowDeviceDoesNotBlockFrames() throws {
        let sink = SlowSink(delay: 0.04)
        let output = try StreamingSoundOutput(sink: sink)
        let player = SoundPlayer(output: output)
        // A frame loop: each frame plays a click (typing fast) and then has 16 ms of its own work.
        var longestPlay = 0.0
        let start = Self.now()
        for frame in 0..<60 {
            let before = Self.now()
            player.play(frame % 3 == 0 ? .deleteClick : .keyClick)
            longestPlay = max(longestPlay, Self.now() - before)
            let frameEnd = start + Double(frame + 1) / 60
            while Self.now() < frameEnd { usleep(500) }
        }
        let loop = Self.now() - start
        print("slow device (40 ms a 10 ms period): longest play \(Int(longestPlay * 1e6)) µs, 60 frames in \(Int(loop * 1000)) ms")
        #expect(longestPlay < 0.02, "a play waited \(longestPlay) s")
        #expect(loop < 1.0 + 0.1, "60 frames took \(loop) s")
        // The device got sound meanwhile and, after finish, everything that was mixed.
        try output.finish(at: 0)
        let written = sink.written.withLock { $0 }
        #expect(written.count % 480 == 0 && written.contains { $0 != 0 })
        #expect(sink.closed.withLock { $0 })
    }

    @Test("The output counts the clips played, the speech queued, the frames the device took and its underruns")
    func countsWhatPlayed() throws {
        let sink = SlowSink(delay: 0, underruns: 2)
        let output = try StreamingSoundOutput(sink: sink)
        #expect(output.counts == SoundOutputCounts())
        #expect(output.deviceName == "slow")
        output.play(SystemSound.keyClick.clip(), gain: 1, at: 0)
        output.play(SystemSound.deleteClick.clip(), gain: 0.5, at: 0)
        output.queueSpeech(SystemSound.keyClick.clip(), gain: 1)
        try output.finish(at: 0)
        let counts = output.counts
        #expect(counts.clips == 2)
        #expect(counts.speechClips == 1)
        #expect(counts.framesWritten == sink.written.withLock { $0.count })
        #expect(counts.framesWritten >= 1_680, "a click alone is 1,680 frames")
        #expect(counts.underrunsRecovered == 2)
        // A clip at another rate is not played, so not counted.
        let other = try StreamingSoundOutput(sink: SlowSink(delay: 0))
        other.play(SoundClip(samples: [0.5, -0.5], sampleRate: 22_050), gain: 1, at: 0)
        try other.finish(at: 0)
        #expect(other.counts.clips == 0 && other.counts.framesWritten == 0)
    }

    @Test("What plays is mixed in periods and reaches the device whole; the device idles when nothing plays")
    func writesWhatPlays() throws {
        let sink = SlowSink(delay: 0)
        let output = try StreamingSoundOutput(sink: sink)
        let click = SystemSound.keyClick.clip()
        output.play(click, gain: 1, at: 0)
        try output.finish(at: 0)
        let written = sink.written.withLock { $0 }
        // 1680 frames of click in 480-frame periods: four periods, the last padded with silence.
        #expect(written.count == 1_920)
        #expect(Array(written.prefix(click.samples.count)) == click.samples.map(SoundFormat.int16))
        #expect(written.suffix(240).allSatisfy { $0 == 0 })
        #expect(sink.idles.withLock { $0 } == 1)
        #expect(!output.isPlaying)
    }

    @Test("A device that fails stops the output with a typed error; later plays are dropped")
    func deviceFailure() throws {
        let sink = SlowSink(delay: 0, failsAfter: 960)
        let output = try StreamingSoundOutput(sink: sink)
        output.play(SystemSound.alert.clip(), gain: 1, at: 0)
        let error = #expect(throws: SoundOutputError.self) { try output.finish(at: 0) }
        #expect(error == .deviceFailed(name: "slow", reason: "unplugged"))
        #expect(output.deviceFailure == error)
        output.play(SystemSound.keyClick.clip(), gain: 1, at: 0)
        #expect(!output.isPlaying)
        #expect(sink.written.withLock { $0.count } == 960)
    }

    @Test("No ALSA device: a typed error naming the device and saying sounds are off")
    func noDevice() {
        let error = #expect(throws: SoundOutputError.self) { try ALSASink(device: "scanout-no-such-device") }
        guard case .noDevice(let name, let reason)? = error else { return }
        #expect(name == "scanout-no-such-device" && !reason.isEmpty)
        #expect(error?.description.hasPrefix("no ALSA device 'scanout-no-such-device': ") == true)
        #expect(error?.description.contains("; sounds are off") == true)
    }

    @Test("A sound card is found in the kernel's list, not in an empty one")
    func cardList() throws {
        let path = "/tmp/scanout-audio-cards-\(getpid())"
        defer { unlink(path) }
        func write(_ text: String) {
            let file = fopen(path, "w")
            fputs(text, file)
            fclose(file)
        }
        write(" 0 [Intel          ]: HDA-Intel - HDA Intel\n                      HDA Intel at 0xfebf0000 irq 24\n")
        #expect(ALSASink.kernelHasSoundCard(listing: path))
        write("--- no soundcards ---\n")
        #expect(!ALSASink.kernelHasSoundCard(listing: path))
        #expect(!ALSASink.kernelHasSoundCard(listing: "/nonexistent/cards"))
    }
}
