import Graphics
import Scene

/// A screen reader's ``SpeechOutput`` that passes every request on and writes the words it was
/// asked to say, one request a line in order, to a text file (`scanout run --speech-log`): what a
/// headless run of the same touches must say too, whatever the machine's timing (the VM suite's
/// reader scenario compares the two). Line breaks in the words become spaces.
@MainActor
final class SpeechLogOutput: SpeechOutput {
    /// Where the words are spoken.
    let output: any SpeechOutput
    /// The log file.
    let path: String
    /// The words so far, one request a line.
    private(set) var lines: [String] = []
    private let report: @MainActor (String) -> Void
    private var failed = false

    /// Logs `output`'s words to `path` (replaced now); `report` is told once if it cannot be
    /// written (speech goes on).
    init(output: any SpeechOutput, path: String, report: @escaping @MainActor (String) -> Void) {
        self.output = output
        self.path = path
        self.report = report
        save()
    }

    func speak(_ text: String, language: String, pause: Double, interrupting: Bool) {
        output.speak(text, language: language, pause: pause, interrupting: interrupting)
        lines.append(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        save()
    }

    func stopSpeaking() { output.stopSpeaking() }

    func useRate(wordsPerMinute: Int) { output.useRate(wordsPerMinute: wordsPerMinute) }

    var isPaused: Bool {
        get { output.isPaused }
        set { output.isPaused = newValue }
    }

    private func save() {
        guard !failed else { return }
        let text = lines.map { $0 + "\n" }.joined()
        do { try FileBytes.write(Array(text.utf8), to: path) } catch {
            failed = true
            report("screen reader: the speech log cannot be written, so it is left out: \(error)")
        }
    }
}
