/// Where a screen reader's words go: a synthesizer that speaks them aloud, or a transcript.
///
/// Speaking never blocks: an output queues the text and returns; a synthesizer speaks on its
/// own thread. `interrupting` stops what is being said (VoiceOver cuts itself off when the
/// cursor moves on).
@MainActor
public protocol SpeechOutput: AnyObject {
    /// Says `text` in `language` (a BCP 47 tag such as `en`, `ar`, `he`, `ja`) after `pause`
    /// seconds of silence; with `interrupting`, what is being said and queued stops first.
    func speak(_ text: String, language: String, pause: Double, interrupting: Bool)
    /// Stops at once and forgets what is queued.
    func stopSpeaking()
    /// Whether speech is paused (a two-finger tap); resuming goes on where it stopped.
    var isPaused: Bool { get set }
    /// Speaks what comes next at `wordsPerMinute` (the reader's Speaking Rate,
    /// ``ScreenReaderSettings/wordsPerMinute``). Required, so that an output wrapping another
    /// cannot drop the rate by leaving it out.
    func useRate(wordsPerMinute: Int)
}

/// A ``SpeechOutput`` that keeps what it was asked to say, for tests and for headless runs that
/// print what a reader would have said.
///
/// ```swift
/// let transcript = SpeechTranscript()
/// transcript.speak("Save, button", language: "en", pause: 0, interrupting: true)
/// print(transcript.lines)                  // ["Save, button"]
/// ```
@MainActor
public final class SpeechTranscript: SpeechOutput {
    /// One request.
    public struct Entry: Sendable, Hashable {
        /// The words.
        public var text: String
        /// Their language.
        public var language: String
        /// The silence before them, in seconds.
        public var pause: Double
        /// Whether they cut off what was being said.
        public var interrupting: Bool
    }

    /// Every request, oldest first.
    public private(set) var entries: [Entry] = []
    /// How many times speech was stopped.
    public private(set) var stops = 0
    public var isPaused = false
    /// The rate asked for last (``useRate(wordsPerMinute:)``), `nil` before any.
    public private(set) var wordsPerMinute: Int?

    /// An empty transcript.
    public init() {}

    /// The texts, oldest first.
    public var lines: [String] { entries.map(\.text) }

    public func speak(_ text: String, language: String, pause: Double, interrupting: Bool) {
        entries.append(Entry(text: text, language: language, pause: pause, interrupting: interrupting))
    }

    public func stopSpeaking() { stops += 1 }

    public func useRate(wordsPerMinute: Int) { self.wordsPerMinute = wordsPerMinute }

    /// Forgets the entries (between steps of a test).
    public func clear() { entries.removeAll() }
}
