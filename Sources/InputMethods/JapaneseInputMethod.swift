/// The Japanese input method: romaji or kana in, marked kana, kanji conversion by segment, and
/// commit on candidate selection or Return.
///
/// ## Background
/// It holds no view and no document: every call returns an ``InputMethodUpdate`` (text to
/// commit, the marked text to show) that the text-entry layer applies to its field, and
/// ``candidates`` for the candidate bar. It works as iOS's Japanese keyboards do:
///
/// - **Composing.** Typed letters (romaji keyboard, through ``RomajiComposer``) or kana (kana
///   keyboard) collect as marked text with a thin underline; the candidate bar offers whole-
///   reading conversions. Backspace removes the last letter; Return commits the kana.
/// - **Converting.** The space key (次候補) converts: the reading is split into segments, each
///   underlined, the focused one thick; the space key again picks the focused segment's next
///   candidate; ``resizeFocusedSegment(by:)`` moves its end (anthy converts what follows anew);
///   ``moveFocus(by:)`` focuses another segment. Choosing a candidate in the bar fixes the
///   focused segment and those before it and commits them; Return commits all. Backspace goes
///   back to composing.
///
/// Without a dictionary (``conversionError`` says why), ``KanaOnlyConverter`` stands in: the bar
/// offers hiragana and katakana, and everything else works.
///
/// ```swift
/// let method = JapaneseInputMethod(converter: try? AnthyConverter())
/// for letter in "kanji" { _ = method.insert(String(letter)) }   // marked "かんじ"
/// _ = method.convertNext()                                        // 感じ (focused segment)
/// let update = method.selectCandidate(at: method.candidates.firstIndex(of: "漢字")!)
/// update.committedText                                            // "漢字"
/// ```
@MainActor
public final class JapaneseInputMethod {
    /// What the keyboard sends.
    public enum Mode: Sendable, Hashable {
        /// Latin letters from the QWERTY romaji keyboard, converted by ``RomajiComposer``.
        case romaji
        /// Kana from the 12-key kana keyboard, taken as they are.
        case kana
    }

    /// Where the input method is.
    public enum Phase: Sendable, Hashable {
        /// Nothing composed.
        case idle
        /// Kana being typed.
        case composing
        /// The reading converted into segments.
        case converting
    }

    /// What keys send; changing it settles pending romaji letters.
    public var mode: Mode
    /// Why kanji conversion is unavailable (`nil` when it is): the dictionary is missing or damaged.
    public let conversionError: KanaKanjiError?
    /// Where the input method is.
    public private(set) var phase: Phase = .idle
    /// The words the candidate bar offers now, best first: conversions of the whole reading
    /// while composing, the focused segment's candidates while converting.
    public private(set) var candidates: [String] = []
    /// The candidate the focused segment shows now (converting only), an index into ``candidates``.
    public private(set) var highlightedCandidate: Int?
    /// The segments of the conversion (converting only).
    public private(set) var segments: [ConversionSegment] = []
    /// The candidate each segment shows, an index into its ``ConversionSegment/candidates``.
    public private(set) var choices: [Int] = []
    /// The segment the candidate bar and the resize keys act on.
    public private(set) var focusedSegment = 0

    private let converter: any KanaKanjiConverter
    private var composer = RomajiComposer()

    /// Creates an input method converting through `converter`; with `nil`, kana only.
    public init(converter: (any KanaKanjiConverter)?, mode: Mode = .romaji) {
        self.converter = converter ?? KanaOnlyConverter()
        self.mode = mode
        conversionError = nil
    }

    /// Creates an input method converting through Anthy when its dictionary opens, kana only
    /// (with ``conversionError`` set) when it does not.
    public init(dictionaryPath: String = AnthyConverter.defaultDictionaryPath, mode: Mode = .romaji) {
        self.mode = mode
        do {
            converter = try AnthyConverter(dictionaryPath: dictionaryPath)
            conversionError = nil
        } catch {
            converter = KanaOnlyConverter()
            conversionError = error
        }
    }

    /// The marked text as it stands.
    public var preedit: Preedit {
        switch phase {
        case .idle:
            return .empty
        case .composing:
            let text = composer.text
            let length = text.unicodeScalars.count
            return Preedit(text: text, clauses: [.init(range: 0..<length, style: .composing)], caret: length)
        case .converting:
            var text = ""
            var clauses: [Preedit.Clause] = []
            var offset = 0
            for (index, segment) in segments.enumerated() {
                let word = segment.candidates[min(choices[index], segment.candidates.count - 1)]
                let length = word.unicodeScalars.count
                clauses.append(.init(range: offset..<offset + length,
                                     style: index == focusedSegment ? .focused : .converted))
                text += word
                offset += length
            }
            return Preedit(text: text, clauses: clauses, caret: offset)
        }
    }

    // MARK: Keys

    /// Takes typed text (a letter from the romaji keyboard, a kana from the kana keyboard).
    /// During a conversion, the conversion is committed first.
    public func insert(_ text: String) -> InputMethodUpdate {
        guard !text.isEmpty else { return update() }
        var committed = ""
        if phase == .converting { committed = commitConversion() }
        switch mode {
        case .romaji: for character in text { composer.append(character) }
        case .kana: composer.appendLiteral(text)
        }
        committed += trimToMaximumLength()
        phase = composer.isEmpty ? .idle : .composing
        refreshComposingCandidates()
        return update(committed: committed)
    }

    /// The ゛゜小 key: cycles the last kana through its voiced, semi-voiced and small forms.
    /// Not handled when there is no kana to change.
    public func cycleLastKanaVariant() -> InputMethodUpdate {
        guard phase == .composing, composer.pending.isEmpty, let last = composer.kana.last,
            let next = Kana.nextVariant(of: last)
        else { return .notHandled }
        composer.replaceLastKana(with: next)
        refreshComposingCandidates()
        return update()
    }

    /// Replaces the whole composition with `text`, as kana being composed (a keyboard that
    /// rewrites the marked text itself: the kana board's repeated tap, あ → い). During a
    /// conversion, the conversion is dropped; an empty `text` ends composing.
    public func setComposition(_ text: String) -> InputMethodUpdate {
        if phase == .converting {
            converter.reset()
            segments = []
            choices = []
            focusedSegment = 0
        }
        composer.reset(kana: text)
        _ = trimToMaximumLength()
        phase = composer.isEmpty ? .idle : .composing
        refreshComposingCandidates()
        return update()
    }

    /// Backspace: removes the last letter while composing, goes back to composing while
    /// converting; not handled when nothing is composed.
    public func deleteBackward() -> InputMethodUpdate {
        switch phase {
        case .idle:
            return .notHandled
        case .composing:
            composer.deleteBackward()
            if composer.isEmpty { phase = .idle }
            refreshComposingCandidates()
            return update()
        case .converting:
            composer.reset(kana: segments.map(\.reading).joined())
            converter.reset()
            phase = .composing
            refreshComposingCandidates()
            return update()
        }
    }

    /// The space key (次候補): converts the reading, or shows the focused segment's next
    /// candidate. Not handled when nothing is composed (the field types a space).
    public func convertNext() -> InputMethodUpdate {
        switch phase {
        case .idle:
            return .notHandled
        case .composing:
            composer.flush()
            do {
                segments = try converter.convert(composer.kana)
            } catch {
                segments = [ConversionSegment(reading: composer.kana, candidates: [])]
            }
            guard !segments.isEmpty else { return commit() }
            choices = Array(repeating: 0, count: segments.count)
            focusedSegment = 0
            phase = .converting
        case .converting:
            let count = segments[focusedSegment].candidates.count
            choices[focusedSegment] = (choices[focusedSegment] + 1) % count
        }
        refreshConvertingCandidates()
        return update()
    }

    /// Chooses candidate `index` of the bar. Composing: commits it for the whole reading.
    /// Converting: fixes the focused segment to it and commits that segment and those before
    /// it; what follows is converted again and stays marked.
    public func selectCandidate(at index: Int) -> InputMethodUpdate {
        guard candidates.indices.contains(index) else { return update() }
        switch phase {
        case .idle:
            return .notHandled
        case .composing:
            let word = candidates[index]
            composer.reset()
            phase = .idle
            refreshComposingCandidates()
            return update(committed: word)
        case .converting:
            choices[focusedSegment] = index
            let fixed = segments[...focusedSegment].enumerated().map { $1.candidates[choices[$0]] }.joined()
            let rest = segments[(focusedSegment + 1)...].map(\.reading).joined()
            converter.commit(choices: choices)
            if rest.isEmpty {
                endConversion()
                return update(committed: fixed)
            }
            segments = (try? converter.convert(rest)) ?? [ConversionSegment(reading: rest, candidates: [])]
            if segments.isEmpty { segments = [ConversionSegment(reading: rest, candidates: [])] }
            choices = Array(repeating: 0, count: segments.count)
            focusedSegment = 0
            refreshConvertingCandidates()
            return update(committed: fixed)
        }
    }

    /// Makes the focused segment `delta` characters longer (negative: shorter); converting only.
    public func resizeFocusedSegment(by delta: Int) -> InputMethodUpdate {
        guard phase == .converting else { return phase == .idle ? .notHandled : update() }
        let resized = converter.resizeSegment(at: focusedSegment, by: delta)
        guard !resized.isEmpty, resized != segments else { return update() }
        let kept = choices.prefix(focusedSegment)
        segments = resized
        choices = Array(kept) + Array(repeating: 0, count: max(0, resized.count - kept.count))
        refreshConvertingCandidates()
        return update()
    }

    /// Focuses the segment `delta` places after the focused one (negative: before); converting only.
    public func moveFocus(by delta: Int) -> InputMethodUpdate {
        guard phase == .converting else { return phase == .idle ? .notHandled : update() }
        focusedSegment = min(max(0, focusedSegment + delta), segments.count - 1)
        refreshConvertingCandidates()
        return update()
    }

    /// Return (確定): commits what is marked as it shows. Not handled when nothing is composed.
    public func commit() -> InputMethodUpdate {
        switch phase {
        case .idle:
            return .notHandled
        case .composing:
            composer.flush()
            let text = composer.kana
            composer.reset()
            phase = .idle
            refreshComposingCandidates()
            return update(committed: text)
        case .converting:
            return update(committed: commitConversion())
        }
    }

    // MARK: State

    private func update(committed: String = "") -> InputMethodUpdate {
        InputMethodUpdate(committedText: committed, preedit: preedit)
    }

    private func commitConversion() -> String {
        let text = preedit.text
        converter.commit(choices: choices)
        endConversion()
        return text
    }

    private func endConversion() {
        segments = []
        choices = []
        focusedSegment = 0
        composer.reset()
        phase = .idle
        candidates = []
        highlightedCandidate = nil
    }

    /// Commits the oldest kana while the reading is longer than one conversion takes.
    private func trimToMaximumLength() -> String {
        let scalars = Array(composer.kana.unicodeScalars)
        let excess = scalars.count - InputMethodMetrics.maximumReadingLength
        guard excess > 0 else { return "" }
        let pending = composer.pending
        var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<excess])
        tail.append(contentsOf: scalars[excess...])
        composer.reset(kana: String(tail))
        for letter in pending { composer.append(letter) }
        return String(head)
    }

    private func refreshComposingCandidates() {
        highlightedCandidate = nil
        guard phase == .composing, !composer.kana.isEmpty else {
            candidates = []
            return
        }
        let reading = composer.kana
        var list: [String] = []
        if let converted = try? converter.convert(reading), !converted.isEmpty {
            list.append(converted.map { $0.candidates[0] }.joined())
            if converted.count == 1 { list += converted[0].candidates }
        }
        list += [reading, Kana.katakana(reading)]
        var seen = Set<String>()
        candidates = list.filter { seen.insert($0).inserted }
        converter.reset()
    }

    private func refreshConvertingCandidates() {
        candidates = segments[focusedSegment].candidates
        highlightedCandidate = choices[focusedSegment]
    }
}
