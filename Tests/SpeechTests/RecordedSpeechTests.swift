import Audio
import Scene
import Testing
@testable import Speech

/// A headless run's speech: synthesized when asked for and put in the run's WAV file at the
/// moment of the run it was asked at, cut where it was interrupted, mixed with the sounds.
@MainActor
@Suite("Recorded speech")
struct RecordedSpeechTests {
    /// The first and last audible frames of `samples` (48 kHz) in `range`, if any.
    func audible(_ samples: [Int16], in range: Range<Int>) -> (first: Int, last: Int)? {
        let clamped = range.clamped(to: 0..<samples.count)
        guard let first = clamped.first(where: { abs(Int(samples[$0])) > 300 }),
              let last = clamped.last(where: { abs(Int(samples[$0])) > 300 }) else { return nil }
        return (first, last)
    }

    @Test("Speech sits at its moment on the run's clock, a hint after its pause, and an interruption cuts it there")
    func placedOnTheRunsClock() throws {
        let file = WAVFileOutput(path: "/dev/null", startTime: 10)
        var now = 10.0
        let speech = RecordedSpeech(output: file, clock: { now })
        now = 10.5
        speech.speak("Settings, heading", language: "en", pause: 0, interrupting: true)
        let afterHeading = file.samples(endingAt: 10.5)
        let heading = try #require(audible(afterHeading, in: 0..<afterHeading.count), "eSpeak spoke")
        #expect(heading.first >= 24_000 && heading.first < 24_000 + 4_800, "it starts at 0.5 s of the file: \(heading.first)")
        let headingEnd = heading.last
        // The hint: after the heading and a second of silence.
        speech.speak("double tap to toggle setting", language: "en", pause: 1, interrupting: false)
        let withHint = file.samples(endingAt: 10)
        let gap = try #require(audible(withHint, in: (headingEnd + 1)..<withHint.count))
        #expect(gap.first >= headingEnd + 48_000, "a second of silence before the hint: \(gap.first - headingEnd) frames")
        // Interrupted 0.2 s into the hint: nothing of it after that, the next words from there.
        let cut = Double(gap.first) / 48_000 + 10 + 0.2
        now = cut
        speech.speak("Cancel, button", language: "en", pause: 0, interrupting: true)
        let samples = file.samples(endingAt: 10)
        let cutFrame = Int((cut - 10) * 48_000)
        let next = try #require(audible(samples, in: cutFrame..<samples.count))
        #expect(next.first < cutFrame + 4_800, "the next words start at the interruption")
        // The file ends where “Cancel, button” alone, said at the cut, ends: the hint's rest is gone.
        let alone = WAVFileOutput(path: "/dev/null")
        RecordedSpeech(output: alone, clock: { 0 }).speak("Cancel, button", language: "en", pause: 0, interrupting: true)
        let cancelFrames = alone.samples(endingAt: 0).count
        #expect(abs(samples.count - cutFrame - cancelFrames) <= 48, "\(samples.count - cutFrame) vs \(cancelFrames) frames")
    }

    @Test("Paused, nothing more is said and what was still to come is cut")
    func pausedSaysNothing() {
        let file = WAVFileOutput(path: "/dev/null")
        var now = 0.0
        let speech = RecordedSpeech(output: file, clock: { now })
        speech.speak("Settings, heading", language: "en", pause: 0, interrupting: true)
        now = 0.1
        speech.isPaused = true
        speech.speak("Save, button", language: "en", pause: 0, interrupting: true)
        let samples = file.samples(endingAt: 0)
        #expect(samples.count <= 4_800 + 1, "cut at 0.1 s: \(samples.count) frames")
    }
}
