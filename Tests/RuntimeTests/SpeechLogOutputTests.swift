import Glibc
import Graphics
import Scene
import Testing
@testable import Runtime

/// `scanout run --speech-log`: each request a line, appended as it is spoken to a file held
/// open, the words still spoken when the file cannot be written.
@MainActor
@Suite struct SpeechLogOutputTests {
    private func temporaryPath(_ name: String) -> String {
        "/tmp/scanout-speech-log-\(getpid())-\(name).txt"
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try FileBytes.read(path), as: UTF8.self)
    }

    @Test("Each request is a line in the file as soon as it is spoken; line breaks become spaces")
    func appendsEachLine() throws {
        let path = temporaryPath("lines")
        defer { unlink(path) }
        try FileBytes.write(Array("left from an earlier run\n".utf8), to: path)
        let transcript = SpeechTranscript()
        var reports: [String] = []
        let log = SpeechLogOutput(output: transcript, path: path) { reports.append($0) }
        #expect(try contents(path) == "", "the file is emptied when the log opens")
        log.speak("Wi-Fi, switch button, on", language: "en", pause: 0, interrupting: true)
        #expect(try contents(path) == "Wi-Fi, switch button, on\n")
        log.speak("Two\nlines", language: "en", pause: 0.5, interrupting: false)
        log.speak("مرحبا", language: "ar", pause: 0, interrupting: true)
        #expect(try contents(path) == "Wi-Fi, switch button, on\nTwo lines\nمرحبا\n")
        #expect(transcript.lines == ["Wi-Fi, switch button, on", "Two\nlines", "مرحبا"])
        #expect(reports.isEmpty)
        // The reader's Speaking Rate reaches the voice through the log.
        log.useRate(wordsPerMinute: 313)
        #expect(transcript.wordsPerMinute == 313)
    }

    @Test("A thousand lines cost no more at the end than at the start: the file is appended to, not rewritten")
    func appendsWithoutRewriting() throws {
        let path = temporaryPath("many")
        defer { unlink(path) }
        let log = SpeechLogOutput(output: SpeechTranscript(), path: path) { _ in }
        for i in 0..<1000 { log.speak("Row \(i)", language: "en", pause: 0, interrupting: true) }
        let lines = try contents(path).split(separator: "\n")
        #expect(lines.count == 1000)
        #expect(lines.first == "Row 0" && lines.last == "Row 999")
        // Another writer's bytes at the end stay: a rewrite of the whole log would drop them.
        let fd = open(path, O_WRONLY | O_APPEND)
        #expect(fd >= 0)
        _ = "marker\n".withCString { write(fd, $0, 7) }
        close(fd)
        log.speak("Row 1000", language: "en", pause: 0, interrupting: true)
        #expect(try contents(path).hasSuffix("Row 999\nmarker\nRow 1000\n"))
    }

    @Test("An unwritable log is reported once and the words are still spoken")
    func unwritableReportsOnce() {
        let transcript = SpeechTranscript()
        var reports: [String] = []
        let log = SpeechLogOutput(output: transcript, path: "/nonexistent-folder/words.txt") { reports.append($0) }
        log.speak("Save, button", language: "en", pause: 0, interrupting: true)
        log.speak("Cancel, button", language: "en", pause: 0, interrupting: true)
        #expect(transcript.lines == ["Save, button", "Cancel, button"])
        #expect(reports.count == 1)
        #expect(reports.first?.contains("/nonexistent-folder/words.txt") == true)
        #expect(reports.first?.contains("No such file or directory") == true)
    }
}
