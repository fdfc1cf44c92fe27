import CFriBidi

/// The Unicode bidirectional algorithm (UAX #9) applied to one paragraph, through FriBidi.
///
/// ## Background
/// Levels are resolved once for the whole paragraph (rules P2–I2, with bracket pairs); after
/// line breaking each line is reordered on its own (rules L1–L2), which is why
/// ``visualOrder(of:)`` takes a line range. ``Paragraph`` uses this for layout; it is public so
/// that text fields and the Unicode conformance tests can use the same resolution.
public struct BidiParagraph: Sendable {
    /// The scalars of the paragraph, as code points.
    public let codePoints: [UInt32]
    /// The resolved base direction.
    public let baseDirection: TextDirection
    /// The resolved embedding level of each scalar, before line reordering.
    public let levels: [UInt8]
    private let types: [UInt32]
    /// Whether the paragraph is left to right with no right-to-left character and no bidi
    /// control: every level is 0 and every line's visual order is its logical order.
    let isTriviallyLeftToRight: Bool

    /// The paragraph's base level: 0 left to right, 1 right to left.
    public var baseLevel: UInt8 { baseDirection == .rightToLeft ? 1 : 0 }

    /// Resolves the levels of `codePoints` with the base direction `direction`.
    ///
    /// Never fails: when FriBidi cannot allocate, every scalar gets the base level.
    public init(codePoints: [UInt32], direction: ParagraphDirection) {
        self.codePoints = codePoints
        let n = codePoints.count
        // Text below U+0590 holds no right-to-left character and no bidi control: in a
        // left-to-right paragraph every level is 0 and the visual order is the logical one, so
        // FriBidi is not asked (types are looked up one by one if ever needed).
        if direction != .rightToLeft && codePoints.allSatisfy({ $0 < 0x590 }) {
            baseDirection = .leftToRight
            levels = .filled(count: n, with: 0)
            types = []
            isTriviallyLeftToRight = true
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var base: FriBidiParType
        switch direction {
        case .natural: base = cfribidi_par_on()
        case .leftToRight: base = cfribidi_par_ltr()
        case .rightToLeft: base = cfribidi_par_rtl()
        }
        if n > 0 {
            let length = FriBidiStrIndex(clamping: n)
            codePoints.withUnsafeBufferPointer { cps in
                fribidi_get_bidi_types(cps.baseAddress, length, &types)
                fribidi_get_bracket_types(cps.baseAddress, length, types, &brackets)
            }
            if fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, &levels) == 0 {
                let fallback: FriBidiLevel = cfribidi_is_rtl(base) != 0 ? 1 : 0
                levels = [FriBidiLevel](repeating: fallback, count: n)
            }
        } else if base == cfribidi_par_on() {
            base = cfribidi_par_ltr()
        }
        baseDirection = cfribidi_is_rtl(base) != 0 ? .rightToLeft : .leftToRight
        self.levels = levels.map { UInt8(bitPattern: $0) }
        self.types = types.map(\.rawValue)
        isTriviallyLeftToRight = false
    }

    /// Whether rule X9 removes scalar `index` (embedding controls, boundary neutrals): it has no
    /// level of its own and takes no place in the visual order.
    public func isRemovedByX9(_ index: Int) -> Bool {
        let type = isTriviallyLeftToRight ? fribidi_get_bidi_type(codePoints[index])
            : FriBidiCharType(rawValue: types[index])
        return cfribidi_is_explicit_or_bn(type) != 0
    }

    /// The line `range` reordered for display (rules L1–L2): the logical indices in visual order,
    /// left to right, and the level of each logical index of the line after rule L1.
    public func visualOrder(of range: Range<Int>) -> (order: [Int], levels: [UInt8]) {
        let range = range.clamped(to: 0..<codePoints.count)
        guard !range.isEmpty else { return ([], []) }
        if isTriviallyLeftToRight { return (Array(range), [UInt8](repeating: 0, count: range.count)) }
        // The line alone, as FriBidi's `off = 0`: cost proportional to the line, not the paragraph.
        var lineLevels = levels[range].map { FriBidiLevel(bitPattern: $0) }
        var map = range.map { FriBidiStrIndex(clamping: $0) }
        let lineTypes = types[range].map { FriBidiCharType(rawValue: $0) }
        let base = baseDirection == .rightToLeft ? cfribidi_par_rtl() : cfribidi_par_ltr()
        let result = fribidi_reorder_line(0, lineTypes, FriBidiStrIndex(clamping: range.count), 0,
                                          base, &lineLevels, nil, &map)
        if result == 0 { return (Array(range), Array(levels[range])) }
        return (map.map { Int($0) }, lineLevels.map { UInt8(bitPattern: $0) })
    }
}
