/// Turns a reading in kana into segments and their kanji candidates.
///
/// ## Background
/// A conversion is stateful, as in every Japanese engine: ``convert(_:)`` splits the reading
/// into segments (文節), then ``resizeSegment(at:by:)`` moves a boundary and converts the
/// segments after it again. ``AnthyConverter`` is the real one; an input method without a
/// converter composes and commits kana only.
@MainActor
public protocol KanaKanjiConverter: AnyObject {
    /// Converts `reading` (hiragana; other characters pass through) and returns its segments.
    ///
    /// - Throws: ``KanaKanjiError/readingTooLong(length:maximum:)`` past
    ///   ``InputMethodMetrics/maximumReadingLength`` characters.
    func convert(_ reading: String) throws(KanaKanjiError) -> [ConversionSegment]

    /// Makes segment `index` of the current conversion `delta` characters longer (negative:
    /// shorter) and returns all segments again; segments after it are converted anew. A resize
    /// that would empty a segment or reach past the reading's end changes nothing.
    func resizeSegment(at index: Int, by delta: Int) -> [ConversionSegment]

    /// Tells the engine which candidate of each segment was committed (`choices[i]` indexes
    /// segment `i`'s candidates), so an engine that learns may learn; then forgets the conversion.
    func commit(choices: [Int])

    /// Forgets the current conversion without learning from it (a conversion only shown as
    /// candidates, or abandoned).
    func reset()
}
