import Scanout
import ScanoutTesting
import Testing
@testable import Demo
@testable import Runtime

/// The VM suite's reader scenario (`Board/vm/scenarios/reader.sh`) run headless: the words the
/// guest's reader logs (`--speech-log`) must be these, in this order (scripts/vm/suite,
/// check_reader, reads the golden).
@Suite("Demo under the screen reader")
@MainActor
struct DemoReaderTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    /// The scenario's touches as `uinput-touch` makes them: 5 s after the reader starts, one
    /// finger down at 300,600, ten moves 16 ms apart to 700,600, up 16 ms later; then 5 s.
    static var scenarioScript: String {
        var lines = ["wait 5", "down 1 300,600"]
        for i in 1...10 { lines += ["wait 0.016", "move 1 \(300 + 40 * i),600"] }
        lines += ["wait 0.016", "up 1", "wait 5"]
        return lines.joined(separator: "\n")
    }

    @Test("The reader scenario's touches at 1024x768: the first element, the landing spoken and undone, the next")
    func readerScenarioWords() throws {
        let demo = DemoRun.headless(pixelSize: PixelSize(width: 1024, height: 768), scale: 1, fonts: fonts,
                                    animationSeconds: 0)
        let reader = try #require(demo.session.startScreenReader())
        let transcript = try #require(reader.speech as? SpeechTranscript)
        #expect(transcript.lines.count >= 1, "starting reads the first element")
        let first = reader.navigator.elements.first.map { AccessibilitySpeech.utterance(for: $0, in: .english).text }
        demo.session.play(try TouchScript(Self.scenarioScript))
        demo.session.run(until: demo.session.clock.now + 11)
        // The flick moved from the first element to the second, wherever it landed.
        let second = reader.navigator.elements.dropFirst().first
        #expect(second.map { AccessibilitySpeech.utterance(for: $0, in: .english).text } == transcript.entries.last { $0.pause == 0 }?.text)
        #expect(transcript.lines.first == first)
        try expectTextGolden(transcript.lines.map { $0 + "\n" }.joined(), "Spoken/vm-reader")
    }
}
