import CAnthy

/// Kana-kanji conversion through Debian's Anthy (libanthy1, dictionary from anthy-common).
///
/// ```swift
/// let converter = try AnthyConverter()
/// let segments = try converter.convert("かんじ")   // [かんじ: 感じ, 漢字, 幹事, …]
/// ```
///
/// Each converter owns one Anthy context; all converters of a process share Anthy's one
/// dictionary (``AnthyLibrary``). Anthy learns nothing from commits here, so a reading converts
/// the same way every time.
@MainActor
public final class AnthyConverter: KanaKanjiConverter {
    /// Where Debian's anthy-common installs the dictionary.
    public static let defaultDictionaryPath = "/usr/share/anthy/anthy.dic"

    /// The dictionary this converter reads.
    public let dictionaryPath: String
    private let context: AnthyContext

    /// Starts Anthy on `dictionaryPath` (once per process) and creates a conversion context.
    ///
    /// - Throws: ``KanaKanjiError/dictionaryMissing(path:)`` when anthy-common is not installed,
    ///   ``KanaKanjiError/dictionaryDamaged(path:reason:)`` for a file Anthy cannot read safely,
    ///   ``KanaKanjiError/engineFailed(path:message:)``,
    ///   ``KanaKanjiError/differentDictionaryLoaded(loaded:requested:)`` or
    ///   ``KanaKanjiError/contextUnavailable``.
    public init(dictionaryPath: String = AnthyConverter.defaultDictionaryPath) throws(KanaKanjiError) {
        self.dictionaryPath = dictionaryPath
        let created: AnthyContext? = try AnthyLibrary.shared.withEngine(dictionary: dictionaryPath) { anthy in
            guard let handle = anthy.createContext() else { return nil }
            _ = anthy.setEncoding(handle, ANTHY_UTF8_ENCODING)
            _ = anthy.setReconversionMode(handle, ANTHY_RECONVERT_DISABLE)
            return AnthyContext(handle, anthy)
        }
        guard let created else { throw .contextUnavailable }
        context = created
    }

    public func convert(_ reading: String) throws(KanaKanjiError) -> [ConversionSegment] {
        let length = reading.unicodeScalars.count
        guard length <= InputMethodMetrics.maximumReadingLength else {
            throw .readingTooLong(length: length, maximum: InputMethodMetrics.maximumReadingLength)
        }
        return AnthyLibrary.shared.withLock {
            guard context.anthy.setString(context.handle, reading) == 0 else { return [] }
            return context.segments()
        }
    }

    public func resizeSegment(at index: Int, by delta: Int) -> [ConversionSegment] {
        AnthyLibrary.shared.withLock {
            let current = context.segments()
            guard current.indices.contains(index), delta != 0 else { return current }
            let readingLength = current[index].reading.unicodeScalars.count
            // Anthy would empty the segment or reach past the last one; neither is a resize.
            if readingLength + delta < 1 { return current }
            if delta > 0 {
                let after = current[(index + 1)...].reduce(0) { $0 + $1.reading.unicodeScalars.count }
                if after < delta { return current }
            }
            context.anthy.resizeSegment(context.handle, Int32(index), Int32(delta))
            return context.segments()
        }
    }

    public func commit(choices: [Int]) {
        AnthyLibrary.shared.withLock {
            var status = anthy_conv_stat()
            guard context.anthy.getStat(context.handle, &status) == 0 else { return }
            for index in 0..<Int(status.nr_segment) {
                let choice = index < choices.count ? choices[index] : 0
                _ = context.anthy.commitSegment(context.handle, Int32(index), Int32(max(0, choice)))
            }
            context.anthy.resetContext(context.handle)
        }
    }

    public func reset() {
        AnthyLibrary.shared.withLock { context.anthy.resetContext(context.handle) }
    }
}

/// One Anthy context, released when the last reference goes (under ``AnthyLibrary``'s lock).
private final class AnthyContext: @unchecked Sendable {
    // Only touched under AnthyLibrary's lock, which makes the unchecked Sendable sound.
    let handle: OpaquePointer
    /// Anthy's functions, loaded before the context was created.
    let anthy: AnthyFunctions

    init(_ handle: OpaquePointer, _ anthy: AnthyFunctions) {
        self.handle = handle
        self.anthy = anthy
    }

    deinit {
        let handle = handle, anthy = anthy
        AnthyLibrary.shared.withLock { anthy.releaseContext(handle) }
    }

    /// The current conversion's segments; call under the lock.
    func segments() -> [ConversionSegment] {
        var status = anthy_conv_stat()
        guard anthy.getStat(handle, &status) == 0 else { return [] }
        return (0..<max(0, Int(status.nr_segment))).map { index in
            var segment = anthy_segment_stat()
            _ = anthy.getSegmentStat(handle, Int32(index), &segment)
            let reading = text(segment: index, candidate: Int(NTH_UNCONVERTED_CANDIDATE))
            let candidates = (0..<max(0, Int(segment.nr_candidate))).map { text(segment: index, candidate: $0) }
            return ConversionSegment(reading: reading, candidates: candidates)
        }
    }

    private func text(segment: Int, candidate: Int) -> String {
        var capacity = 256
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = Int(anthy.getSegment(handle, Int32(segment), Int32(candidate), &buffer, Int32(capacity)))
            if length < 0 { return "" }
            if length < capacity {
                return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = length + 1
        }
    }
}
