/// The converter an input method falls back to without a dictionary: one segment, offering the
/// reading in hiragana and in katakana.
@MainActor
public final class KanaOnlyConverter: KanaKanjiConverter {
    private var reading = ""

    /// Creates the fallback converter.
    public init() {}

    public func convert(_ reading: String) throws(KanaKanjiError) -> [ConversionSegment] {
        let length = reading.unicodeScalars.count
        guard length <= InputMethodMetrics.maximumReadingLength else {
            throw .readingTooLong(length: length, maximum: InputMethodMetrics.maximumReadingLength)
        }
        self.reading = reading
        return reading.isEmpty ? [] : [ConversionSegment(reading: reading, candidates: [])]
    }

    public func resizeSegment(at index: Int, by delta: Int) -> [ConversionSegment] {
        reading.isEmpty ? [] : [ConversionSegment(reading: reading, candidates: [])]
    }

    public func commit(choices: [Int]) { reading = "" }

    public func reset() { reading = "" }
}
