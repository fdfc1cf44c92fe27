import Glibc
import Scene
import Testing
@testable import Speech

/// eSpeak NG through the synthesizer's thread: real speech in the reader's four languages,
/// interrupted at once, paused and resumed, and a WAV file of it.
@Suite("Speech")
struct SpeechSynthesizerTests {
    /// The loudest sample and the seconds of `recording`.
    func measure(_ recording: SpeechRecording) -> (peak: Int, seconds: Double) {
        let samples = recording.recordedSamples
        return (samples.map { abs(Int($0)) }.max() ?? 0, recording.seconds)
    }

    @Test("Each of the reader's languages is spoken: audible samples of a plausible length", arguments: [
        ("en", "Save, button"), ("ar", "حفظ، زر"), ("he", "שמור, כפתור"), ("ja", "ほぞん、ボタン"),
    ])
    func languages(language: String, text: String) throws {
        let recording = SpeechRecording()
        let synthesizer = SpeechSynthesizer(sink: recording)
        synthesizer.speak(.init(text: text, language: language), interrupting: true)
        synthesizer.waitUntilIdle()
        if let error = synthesizer.error { Issue.record("\(error)"); return }
        let (peak, seconds) = measure(recording)
        #expect(peak > 3000, "\(language): audible (peak \(peak))")
        #expect(seconds > 0.4 && seconds < 5, "\(language): \(seconds) s for “\(text)”")
        #expect(recording.sampleRate == 22_050)
    }

    @Test("A hint's pause is silence before it; an interrupting request cuts off the long one before it")
    func pauseAndInterrupt() throws {
        let recording = SpeechRecording()
        let synthesizer = SpeechSynthesizer(sink: recording)
        synthesizer.speak(.init(text: "Wi-Fi", language: "en"), interrupting: true)
        synthesizer.waitUntilIdle()
        let word = recording.recordedSamples.count
        synthesizer.speak(.init(text: "double tap to toggle setting", language: "en", pause: 1), interrupting: false)
        synthesizer.waitUntilIdle()
        let samples = recording.recordedSamples
        let silence = samples[word..<(word + 22_050)]
        #expect(silence.allSatisfy { $0 == 0 }, "a second of silence before the hint")
        #expect(samples[(word + 22_050)...].contains { abs(Int($0)) > 3000 }, "then the hint")

        let long = SpeechRecording()
        let interrupted = SpeechSynthesizer(sink: long)
        let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20)
        interrupted.isPaused = true
        interrupted.speak(.init(text: paragraph, language: "en"), interrupting: true)
        interrupted.speak(.init(text: "Cancel, button", language: "en"), interrupting: true)
        interrupted.isPaused = false
        interrupted.waitUntilIdle()
        #expect(long.seconds < 3, "the paragraph (about 40 s) was cut off: \(long.seconds) s in all")
        #expect(long.discardCount >= 1)
    }

    @Test("Paused speech makes no sound until resumed, then says all of it")
    func pauseResume() throws {
        let recording = SpeechRecording()
        let synthesizer = SpeechSynthesizer(sink: recording)
        synthesizer.isPaused = true
        synthesizer.speak(.init(text: "Settings, heading", language: "en"), interrupting: true)
        usleep(200_000)
        #expect(recording.recordedSamples.isEmpty, "nothing while paused")
        synthesizer.isPaused = false
        synthesizer.waitUntilIdle()
        #expect(measure(recording).seconds > 0.4)
    }

    @Test("The recording is a WAV file: RIFF header, 16-bit mono PCM at eSpeak's rate, its samples")
    func wav() throws {
        let recording = SpeechRecording()
        let synthesizer = SpeechSynthesizer(sink: recording)
        synthesizer.speak(.init(text: "OK", language: "en"), interrupting: true)
        synthesizer.waitUntilIdle()
        let bytes = recording.wav()
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        #expect(u32(24) == 22_050)
        #expect(u32(40) == recording.recordedSamples.count * 2)
        #expect(bytes.count == 44 + recording.recordedSamples.count * 2)
    }

    @Test("eSpeak's voices: American English for en, the language's own for ar, he, ja")
    func voices() {
        #expect(SpeechSynthesizer.voiceName(for: "en-GB") == "en-us")
        #expect(SpeechSynthesizer.voiceName(for: "ar") == "ar")
        #expect(SpeechSynthesizer.voiceName(for: "he_IL") == "he")
        #expect(SpeechSynthesizer.voiceName(for: "JA") == "ja")
    }

    @Test("The reader's output speaks through the synthesizer without waiting for it")
    @MainActor
    func readerOutput() throws {
        let recording = SpeechRecording()
        let speech = SynthesizedSpeech(sink: recording)
        let transcriptLike: any SpeechOutput = speech
        transcriptLike.speak("Save, button", language: "en", pause: 0, interrupting: true)
        speech.synthesizer.waitUntilIdle()
        #expect(measure(recording).peak > 3000)
    }
}
