public import Scene

/// A screen reader's ``SpeechOutput`` through eSpeak NG: each element in its language's voice,
/// hints after their pause, interrupted at once when the cursor moves on. Speaking returns at
/// once; eSpeak runs on its own thread (``SpeechSynthesizer``) into `sink` (a device's audio
/// output, or a ``SpeechRecording`` for a headless run's WAV file).
///
/// ```swift
/// let recording = SpeechRecording()
/// let speech = SynthesizedSpeech(sink: recording)
/// speech.speak("Save, button", language: "en", pause: 0, interrupting: true)
/// ```
@MainActor
public final class SynthesizedSpeech: SpeechOutput {
    /// The engine.
    public let synthesizer: SpeechSynthesizer

    /// Speech into `sink`.
    public init(sink: any SpeechAudioSink) {
        synthesizer = SpeechSynthesizer(sink: sink)
    }

    public func speak(_ text: String, language: String, pause: Double, interrupting: Bool) {
        synthesizer.speak(.init(text: text, language: language, pause: pause), interrupting: interrupting)
    }

    public func stopSpeaking() { synthesizer.stop() }

    public func useRate(wordsPerMinute: Int) { synthesizer.rate = wordsPerMinute }

    public var isPaused: Bool {
        get { synthesizer.isPaused }
        set { synthesizer.isPaused = newValue }
    }
}
