import CFontconfig

/// Recording fontconfig's coverage answers (``FontDiscovery/face(covering:weight:)``) for every
/// Unicode scalar at one weight, as ranges.
///
/// ## Background
/// fontconfig ranks a font by a vector of scores compared in order; the charset comes after the
/// file, format, variable, scalable, colour and foundry scores and before all others. A request
/// for one scalar therefore picks, among the fonts that score perfectly on those first elements,
/// the first that covers the scalar in the order the remaining elements give (ties: the earlier
/// font), or the first of them all when none covers it. That order is taken from fontconfig
/// itself: `FcFontSetMatch` over the candidates picks the best, which is removed, and so on;
/// fonts whose characters all come earlier are dropped on the way, since they never answer.
extension FontDiscovery {
    /// The objects fontconfig compares before the charset (fcmatch.c's priority order).
    private static let aboveCharset = [FC_FILE, FC_FONTFORMAT, FC_VARIABLE, FC_SCALABLE, FC_COLOR, FC_FOUNDRY, "fontwrapper"]

    /// Coverage answers: the face for scalars no face covers, and ranges with their faces.
    struct RecordedCoverage {
        var uncovered: FontDescriptor?
        var ranges: [(first: UInt32, last: UInt32, face: FontDescriptor)]
    }

    /// The coverage answers at `fontconfigWeight`; `nil` when they cannot be recorded or a spot
    /// check against fontconfig disagrees.
    func coverage(fontconfigWeight: UInt32) -> RecordedCoverage? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = "sans-serif".withCString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(fontconfigWeight))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var candidates: [OpaquePointer] = []
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind), let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                if let font = fonts[index], isPerfectAboveCharset(font, pattern: pattern) { candidates.append(font) }
            }
        }
        guard !candidates.isEmpty, let covered = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(covered) }
        var table = RecordedCoverage(uncovered: nil, ranges: [])
        var isFirst = true
        while !candidates.isEmpty {
            guard let (position, descriptor) = best(of: candidates, pattern: pattern) else { return nil }
            let font = candidates.remove(at: position)
            if isFirst { table.uncovered = descriptor }
            isFirst = false
            if let descriptor, let charset = charset(of: font), let fresh = FcCharSetSubtract(charset, covered) {
                table.ranges += Self.ranges(of: fresh).map { ($0.first, $0.last, descriptor) }
                FcCharSetDestroy(fresh)
                _ = FcCharSetMerge(covered, charset, nil)
            }
            candidates.removeAll { font in charset(of: font).map { FcCharSetIsSubset($0, covered) != 0 } ?? true }
        }
        table.ranges = Self.merged(table.ranges)
        return agreesWithFontconfig(table, fontconfigWeight: fontconfigWeight) ? table : nil
    }

    /// Whether `font` scores 0 on every object fontconfig compares before the charset: it
    /// lacks the object or has the pattern's first value (a boolean “don't care” matches both).
    private func isPerfectAboveCharset(_ font: OpaquePointer, pattern: OpaquePointer) -> Bool {
        for object in Self.aboveCharset {
            var wanted = FcValue()
            guard FcPatternGet(pattern, object, 0, &wanted) == FcResultMatch else { continue }
            var value = FcValue()
            var index: Int32 = 0
            var matches = true
            while FcPatternGet(font, object, index, &value) == FcResultMatch {
                if index == 0 { matches = false }
                if wanted.type == FcTypeBool, value.type == FcTypeBool {
                    if wanted.u.b == value.u.b || wanted.u.b == FcDontCare || value.u.b == FcDontCare { matches = true }
                } else if FcValueEqual(wanted, value) != 0 {
                    matches = true
                }
                index += 1
            }
            if !matches { return false }
        }
        return true
    }

    /// The position in `candidates` of the font fontconfig ranks first for `pattern`, with its
    /// descriptor as ``FontDiscovery`` gives it.
    private func best(of candidates: [OpaquePointer], pattern: OpaquePointer) -> (Int, FontDescriptor?)? {
        guard let set = FcFontSetCreate() else { return nil }
        for font in candidates {
            FcPatternReference(font)
            _ = FcFontSetAdd(set, font)
        }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
        var result = FcResultNoMatch
        let match = FcFontSetMatch(config, &sets, 1, pattern, &result)
        FcFontSetDestroy(set)
        guard let match, result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(match) }
        let file = Self.file(of: match), index = Self.faceIndex(of: match)
        guard let position = candidates.firstIndex(where: { Self.file(of: $0) == file && Self.faceIndex(of: $0) == index })
        else { return nil }
        return (position, descriptor(ofMatch: match, requiredFamily: nil))
    }

    private static func file(of font: OpaquePointer) -> String? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }

    private static func faceIndex(of font: OpaquePointer) -> Int32 {
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        return index
    }

    private func charset(of font: OpaquePointer) -> OpaquePointer? {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch else { return nil }
        return charset
    }

    /// The scalars of `charset` as ascending, disjoint ranges.
    private static func ranges(of charset: OpaquePointer) -> [(first: UInt32, last: UInt32)] {
        var ranges: [(first: UInt32, last: UInt32)] = []
        var map = [FcChar32](repeating: 0, count: 8)
        var next: FcChar32 = 0
        var base = FcCharSetFirstPage(charset, &map, &next)
        while base != FcChar32.max {
            for word in 0..<8 where map[word] != 0 {
                for bit in 0..<32 where map[word] & (1 << UInt32(bit)) != 0 {
                    let scalar = base + UInt32(word * 32 + bit)
                    if let last = ranges.last, last.last &+ 1 == scalar {
                        ranges[ranges.count - 1].last = scalar
                    } else {
                        ranges.append((scalar, scalar))
                    }
                }
            }
            base = FcCharSetNextPage(charset, &map, &next)
        }
        return ranges
    }

    /// `ranges` sorted, with neighbours answered by the same face joined.
    private static func merged(_ ranges: [(first: UInt32, last: UInt32, face: FontDescriptor)])
        -> [(first: UInt32, last: UInt32, face: FontDescriptor)]
    {
        var result: [(first: UInt32, last: UInt32, face: FontDescriptor)] = []
        for range in ranges.sorted(by: { $0.first < $1.first }) {
            if let last = result.last, last.face == range.face, last.last &+ 1 == range.first {
                result[result.count - 1].last = range.last
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// How many faces of a table are spot-checked (each check is a full `FcFontMatch`, about 2 M
    /// instructions; checking all of a table's faces made a rebuild three times as long).
    private static let spotChecks = 16

    /// Spot checks: for up to ``spotChecks`` faces the table names (spread over them), the first
    /// scalar each answers, and one scalar no face covers, asked of fontconfig the way
    /// ``face(covering:weight:)`` asks.
    private func agreesWithFontconfig(_ table: RecordedCoverage, fontconfigWeight: UInt32) -> Bool {
        var checked = Set<FontDescriptor>()
        var firsts: [(UInt32, FontDescriptor?)] = []
        for range in table.ranges where checked.insert(range.face).inserted { firsts.append((range.first, range.face)) }
        let stride = max(1, (firsts.count + Self.spotChecks - 1) / Self.spotChecks)
        var probes = Swift.stride(from: 0, to: firsts.count, by: stride).map { firsts[$0] }
        var gap: UInt32 = 0x80
        for range in table.ranges where range.last >= gap {
            if range.first > gap { break }
            gap = range.last + 1
        }
        if gap <= 0x10FFFF { probes.append((gap, table.uncovered)) }
        return probes.allSatisfy { face(covering: $0.0, fontconfigWeight: Int32(fontconfigWeight)) == $0.1 }
    }
}
