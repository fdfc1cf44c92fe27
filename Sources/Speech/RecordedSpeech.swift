public import Audio
public import Scene

/// A screen reader's ``SpeechOutput`` in a headless run's WAV file (`--sound-out`), on the run's
/// own clock: each request is synthesized by eSpeak NG when it is made and put on the file's
/// speech channel at that moment of the run (after the speech before it, its pause first), so a
/// run on the virtual clock writes the same file every time, with the system sounds mixed in.
/// An interruption cuts what was still to be said at that moment.
///
/// Unlike ``SynthesizedSpeech`` the caller waits for the synthesis (a few milliseconds a
/// phrase): a headless run has no frame to keep, and its clock does not move meanwhile.
///
/// <!-- example context: import Audio -->
/// ```swift
/// let file = WAVFileOutput(path: "/tmp/speech.wav")
/// var now = 0.0
/// let speech = RecordedSpeech(output: file, clock: { now })
/// speech.speak("Save, button", language: "en", pause: 0, interrupting: true)
/// now = 0.5
/// speech.speak("Cancel, button", language: "en", pause: 0, interrupting: true)  // cuts “Save” at 0.5 s
/// ```
@MainActor
public final class RecordedSpeech: SpeechOutput {
    /// The file speech goes to.
    public let output: WAVFileOutput
    /// Speech's loudness, 0…1.
    public var gain: Float = 1
    /// The engine (its rate and pitch are the settings).
    public let synthesizer: SpeechSynthesizer
    private let recording = SpeechRecording()
    private let clock: @MainActor () -> Double

    /// Speech into `output`, placed at `clock`'s time (the host's clock, in seconds).
    public init(output: WAVFileOutput, clock: @escaping @MainActor () -> Double) {
        self.output = output
        self.clock = clock
        synthesizer = SpeechSynthesizer(sink: recording)
    }

    /// Why eSpeak NG cannot speak, once it has tried (`nil`: it works or has not started).
    public var error: SpeechError? { synthesizer.error }

    public func speak(_ text: String, language: String, pause: Double, interrupting: Bool) {
        let now = clock()
        if interrupting { output.cutSpeech(at: now) }
        guard !isPaused else { return }
        synthesizer.speak(.init(text: text, language: language), interrupting: false)
        synthesizer.waitUntilIdle()
        // Only this request's samples: each is taken as it is placed.
        let samples = recording.takeSamples()
        guard !samples.isEmpty else { return }
        let clip = samples.withUnsafeBufferPointer { spoken in
            SoundOutputSpeechSink.resample(spoken, from: recording.sampleRate, to: output.sampleRate)
        }
        output.queueSpeech(clip, gain: gain, at: now, pause: pause)
    }

    public func stopSpeaking() { output.cutSpeech(at: clock()) }

    public func useRate(wordsPerMinute: Int) { synthesizer.rate = wordsPerMinute }

    /// Pausing a recording cuts what was still to be said; speech asked for while paused is
    /// left out.
    public var isPaused = false {
        didSet { if isPaused && !oldValue { stopSpeaking() } }
    }
}
