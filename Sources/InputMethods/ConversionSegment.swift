/// One segment (文節, bunsetsu) of a conversion: the part of the reading it covers and the
/// words it may become, best first.
public struct ConversionSegment: Sendable, Hashable {
    /// The segment's reading, in hiragana ("かんじ").
    public var reading: String
    /// What the reading may be written as, best first; never empty, and always holding the
    /// reading itself in hiragana and in katakana so a person can keep kana.
    public var candidates: [String]

    /// Creates a segment; `candidates` gains the hiragana and katakana forms when it lacks them.
    public init(reading: String, candidates: [String]) {
        self.reading = reading
        var seen = Set<String>()
        var list: [String] = []
        for candidate in candidates + [reading, Kana.katakana(reading)] where !candidate.isEmpty {
            if seen.insert(candidate).inserted { list.append(candidate) }
        }
        self.candidates = list.isEmpty ? [reading] : list
    }
}
