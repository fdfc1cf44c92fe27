import CFontconfig

/// Finds installed font faces through fontconfig: the one type that touches `FcConfig` (here,
/// and in the extensions that record its answers for the font index: `FontDiscovery+Index.swift`,
/// `FontDiscovery+Coverage.swift`).
///
/// ## Background
/// Families are looked up by name and weight (`FcFontMatch` with the family bound strongly);
/// a match whose family differs from the one asked for counts as “not installed”, so a missing
/// package never silently turns into another family. ``face(covering:weight:)`` is the last
/// resort of a fallback chain: the best installed face that has a glyph for a character.
final class FontDiscovery: @unchecked Sendable {
    let config: OpaquePointer

    /// Loads the system configuration (`/etc/fonts`).
    init() throws(TextError) {
        guard let config = FcInitLoadConfigAndFonts() else {
            // fontconfig is opened here, at its first call (CFontconfig): missing, or out of memory.
            if let problem = scanout_fontconfig_unavailable() { throw .libraryMissing(reason: String(cString: problem)) }
            throw .libraryUnavailable(library: "fontconfig")
        }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// The installed face of `family` nearest to `weight`, or `nil` when the family is not installed.
    func face(family: String, weight: FontWeight) -> FontDescriptor? {
        face(family: family, fontconfigWeight: Self.fontconfigWeight(weight))
    }

    /// The installed face of `family` nearest to fontconfig's weight `fontconfigWeight`.
    func face(family: String, fontconfigWeight: Int32) -> FontDescriptor? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        FcPatternAddInteger(pattern, FC_WEIGHT, fontconfigWeight)
        return bestMatch(for: pattern, requiredFamily: family)
    }

    /// fontconfig's weights for OpenType's regular (400) and bold (700): `FC_WEIGHT_REGULAR` and
    /// `FC_WEIGHT_BOLD`, which `FcWeightFromOpenType` answers for them, named so that a start the
    /// font index answers does not load fontconfig to compute them (a test checks the two agree).
    static let regularAndBoldWeights: [UInt32] = [UInt32(FC_WEIGHT_REGULAR), UInt32(FC_WEIGHT_BOLD)]

    /// fontconfig's weight for an OpenType weight (`FcWeightFromOpenType`).
    static func fontconfigWeight(_ weight: FontWeight) -> Int32 { Int32(FcWeightFromOpenType(Int32(weight.value))) }

    /// The best installed face with a glyph for `scalar`, or `nil` when no installed face has one.
    func face(covering scalar: Unicode.Scalar, weight: FontWeight) -> FontDescriptor? {
        face(covering: scalar.value, fontconfigWeight: Self.fontconfigWeight(weight))
    }

    /// The best installed face with a glyph for the scalar `value` at fontconfig's weight
    /// `fontconfigWeight` (when none has one: the best face, unless it has no characters).
    func face(covering value: UInt32, fontconfigWeight: Int32) -> FontDescriptor? {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        _ = "sans-serif".withCString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        FcPatternAddInteger(pattern, FC_WEIGHT, fontconfigWeight)
        return bestMatch(for: pattern, requiredFamily: nil)
    }

    private func bestMatch(for pattern: OpaquePointer, requiredFamily: String?) -> FontDescriptor? {
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(match) }
        return descriptor(ofMatch: match, requiredFamily: requiredFamily)
    }

    /// The descriptor of a prepared match (`FcFontMatch`, `FcFontSetMatch`): `nil` when
    /// `requiredFamily` is not among the families the face declares, or, for a coverage lookup
    /// (no required family), when the face has no characters at all.
    func descriptor(ofMatch match: OpaquePointer, requiredFamily: String?) -> FontDescriptor? {
        var file: UnsafeMutablePointer<FcChar8>?
        var familyName: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        var weight: Int32 = 80
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetString(match, FC_FAMILY, 0, &familyName)
        _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
        _ = FcPatternGetInteger(match, FC_WEIGHT, 0, &weight)
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        let family = familyName.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? ""
        if let requiredFamily {
            // Fontconfig lists every family name a face declares; compare all of them.
            var matches = family.caseInsensitiveEquals(requiredFamily)
            var n: Int32 = 1
            var other: UnsafeMutablePointer<FcChar8>?
            while !matches, FcPatternGetString(match, FC_FAMILY, n, &other) == FcResultMatch, let other {
                matches = String(cString: UnsafeRawPointer(other).assumingMemoryBound(to: CChar.self))
                    .caseInsensitiveEquals(requiredFamily)
                n += 1
            }
            guard matches else { return nil }
        }
        if requiredFamily == nil, charsetIsEmpty(match) { return nil }
        return FontDescriptor(family: requiredFamily ?? family, path: path, faceIndex: Int(index & 0xFFFF),
                              weight: FontWeight(Int(FcWeightToOpenType(weight))))
    }

    private func charsetIsEmpty(_ match: OpaquePointer) -> Bool {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return true }
        return FcCharSetCount(charset) == 0
    }
}

extension String {
    fileprivate func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
