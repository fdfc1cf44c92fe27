/// The screen reader's own settings (iOS Settings › Accessibility › VoiceOver): how fast it
/// speaks and whether it speaks hints. A board profile (`speaking-rate = 60`, `speak-hints =
/// off`), `scanout ctl accessibility` and the Settings example's VoiceOver page set them on the
/// host, which hands them to every reader it starts.
///
/// ```swift
/// var settings = ScreenReaderSettings.standard
/// settings.speakingRate = 0.75            // faster than the default half-way
/// settings.speaksHints = false
/// print(settings.wordsPerMinute)          // 313
/// ```
public struct ScreenReaderSettings: Sendable, Hashable {
    /// Speaking Rate as iOS's slider has it: 0 (slowest) … 1 (fastest), 0.5 by default. Values
    /// outside are clamped.
    public var speakingRate: Double {
        didSet { speakingRate = Self.clamped(speakingRate) }
    }
    /// Speak Hints: an element's hint (“double tap to toggle setting”) follows its description
    /// after a pause.
    public var speaksHints: Bool

    /// Half-way rate, hints spoken.
    public init(speakingRate: Double = 0.5, speaksHints: Bool = true) {
        self.speakingRate = Self.clamped(speakingRate)
        self.speaksHints = speaksHints
    }

    /// The defaults: half-way rate (eSpeak NG's own 175 words a minute), hints spoken.
    public static let standard = ScreenReaderSettings()

    /// The slowest and fastest rates a synthesizer is asked for, and the one half-way, in words
    /// per minute (eSpeak NG's range and default).
    public static let slowestWordsPerMinute = 80
    /// The rate at ``speakingRate`` 0.5.
    public static let defaultWordsPerMinute = 175
    /// The rate at ``speakingRate`` 1.
    public static let fastestWordsPerMinute = 450

    /// ``speakingRate`` in words per minute: 80 at 0, 175 at 0.5 and 450 at 1, straight between.
    public var wordsPerMinute: Int {
        let low = Double(Self.slowestWordsPerMinute)
        let middle = Double(Self.defaultWordsPerMinute)
        let high = Double(Self.fastestWordsPerMinute)
        let words =
            speakingRate <= 0.5
            ? low + (middle - low) * speakingRate * 2 : middle + (high - middle) * (speakingRate - 0.5) * 2
        return Int(words.rounded())
    }

    /// The rate as a whole percentage, as command lines and board profiles write it (`60`).
    public var speakingRatePercent: Int { Int((speakingRate * 100).rounded()) }

    private static func clamped(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0.5
    }
}
