import Glibc
import Audio
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

    @Test("A synthesizer that goes away ends its thread: the thread's hold on its worker is let go")
    func threadEnds() throws {
        weak var worker: SpeechWorker?
        do {
            let synthesizer = SpeechSynthesizer(sink: SpeechRecording())
            synthesizer.speak(.init(text: "OK", language: "en"), interrupting: true)
            synthesizer.waitUntilIdle()
            try #require(synthesizer.error == nil)
            worker = synthesizer.worker
        }
        var waited = 0
        while worker != nil && waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(worker == nil, "the thread still holds the worker after \(waited * 10) ms")
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

/// A device that takes what it is given at once, recording it.
final class RecordingDevice: PCMSink, @unchecked Sendable {
    let name = "recording"
    let sampleRate = SoundFormat.sampleRate
    let periodFrames = 480
    private let lock = SpeechLock()
    private var frames: [Int16] = []

    /// Takes a period in its real time, as a device does: the output's mixer stays ahead of it
    /// (a device that drains at once would render silent periods between eSpeak's buffers).
    func write(_ block: [Int16]) throws(SoundOutputError) {
        usleep(useconds_t(block.count * 1_000_000 / sampleRate))
        lock.locked { frames += block }
    }
    let underrunsRecovered = 0
    func idle() {}
    func close() {}
    var written: [Int16] { lock.locked { frames } }
}

@Suite("Speech on a device")
struct DeviceSpeechTests {
    @Test("eSpeak's 22,050 Hz speech reaches a 48 kHz device through its speech channel, whole and in order")
    func speechOnDevice() throws {
        let device = RecordingDevice()
        let output = try StreamingSoundOutput(sink: device)
        let sink = SoundOutputSpeechSink(output: output)
        let recording = SpeechRecording()
        let synthesizer = SpeechSynthesizer(sink: Tee(sink, recording))
        synthesizer.speak(.init(text: "Save, button", language: "en"), interrupting: true)
        synthesizer.speak(.init(text: "Cancel, button", language: "en"), interrupting: false)
        synthesizer.waitUntilIdle()
        try output.finish(at: 0)
        let expected = Double(recording.recordedSamples.count) * 48_000 / 22_050
        let written = device.written
        let lastSound = (written.lastIndex { abs(Int($0)) > 300 } ?? 0)
        #expect(Double(lastSound) > expected * 0.8 && Double(lastSound) <= expected + 960,
                "both pieces one after another: sound until frame \(lastSound) of \(Int(expected))")
        #expect((written.map { abs(Int($0)) }.max() ?? 0) > 3000)
    }

    @Test("Resampling keeps the length in time and the waveform")
    func resample() {
        let samples: [Int16] = (0..<2205).map { Int16(10_000 * sin(Double($0) * 2 * .pi * 441 / 22_050)) }
        let clip = samples.withUnsafeBufferPointer { SoundOutputSpeechSink.resample($0, from: 22_050, to: 48_000) }
        #expect(clip.samples.count == 4800)
        #expect(abs(clip.peak - 10_000 / 32_768) < 0.01)
    }
}

/// Writes to two sinks.
final class Tee: SpeechAudioSink, @unchecked Sendable {
    let a: any SpeechAudioSink, b: any SpeechAudioSink
    init(_ a: any SpeechAudioSink, _ b: any SpeechAudioSink) {
        self.a = a
        self.b = b
    }
    func write(_ samples: UnsafeBufferPointer<Int16>, sampleRate: Int) {
        a.write(samples, sampleRate: sampleRate)
        b.write(samples, sampleRate: sampleRate)
    }
    func discard() {
        a.discard()
        b.discard()
    }
}
