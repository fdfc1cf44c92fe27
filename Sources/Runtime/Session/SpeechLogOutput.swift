import Graphics
import Scene

/// A screen reader's ``SpeechOutput`` that passes every request on and writes the words it was
/// asked to say, one request a line in order, to a text file (`scanout run --speech-log`): what a
/// headless run of the same touches must say too, whatever the machine's timing (the VM suite's
/// reader scenario compares the two). Line breaks in the words become spaces. Each line is
/// appended to the file, held open, as it is spoken: nothing is kept in memory, and a line costs
/// the same at the end of a long run as at its start.
@MainActor
final class SpeechLogOutput: SpeechOutput {
    /// Where the words are spoken.
    let output: any SpeechOutput
    /// The log file, or `nil` once it could not be opened or written.
    private var file: AppendingFile?
    private let report: @MainActor (String) -> Void

    /// Logs `output`'s words to `path` (created, or emptied, now); `report` is told once if it
    /// cannot be written (speech goes on, unlogged).
    init(output: any SpeechOutput, path: String, report: @escaping @MainActor (String) -> Void) {
        self.output = output
        self.report = report
        do { file = try AppendingFile(path: path) } catch { fail(error) }
    }

    func speak(_ text: String, language: String, pause: Double, interrupting: Bool) {
        output.speak(text, language: language, pause: pause, interrupting: interrupting)
        guard let file else { return }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        do { try file.append(Array(line.utf8)) } catch { fail(error) }
    }

    func stopSpeaking() { output.stopSpeaking() }

    func useRate(wordsPerMinute: Int) { output.useRate(wordsPerMinute: wordsPerMinute) }

    var isPaused: Bool {
        get { output.isPaused }
        set { output.isPaused = newValue }
    }

    private func fail(_ error: FileError) {
        file = nil
        report("screen reader: the speech log cannot be written, so it is left out: \(error)")
    }
}
