extension FontSystem {
    /// The reference letters whose heights give a script's optical size: the top of its letter
    /// bodies and the top of its tallest common letter (Latin: x and H).
    struct OpticalReference: Sendable {
        let body: UInt32
        let ascender: UInt32
    }

    /// The primary (Latin) face's references: the x-height and the cap height.
    static let latinReference = OpticalReference(body: 0x78, ascender: 0x48)

    /// The references of the scripts a fallback face is scaled for, by HarfBuzz script tag.
    /// Arabic: sīn's teeth (the letter body, U+0633) and alif (U+0627); Hebrew: he (U+05D4),
    /// whose letters have one height. Other scripts (CJK ideographs fill the em; emoji are
    /// pictures) keep the size asked for.
    static let opticalReferences: [UInt32: OpticalReference] = [
        Shaper.hbTag("Arab"): OpticalReference(body: 0x0633, ascender: 0x0627),
        Shaper.hbTag("Hebr"): OpticalReference(body: 0x05D4, ascender: 0x05D4),
    ]

    /// A difference in optical size smaller than this fraction is left alone: it is within what
    /// typefaces of one script differ by, and correcting it would only re-rasterise the text.
    static let opticalTolerance = 0.1
    /// The most a fallback face is scaled by, either way.
    static let opticalScaleLimits = 0.8...1.25

    /// The factor a run of `script` in fallback face `id` is drawn at, so that it looks the size
    /// of the chain's first face `primary` at the same point size.
    ///
    /// A script's optical size is the geometric mean of its body height and its ascender height
    /// (the ink tops of its reference letters, in ems): the body carries most of the perceived
    /// size and the ascender keeps a large-bodied script from towering over the Latin. The factor
    /// is the primary's optical size over the face's, left at 1 within ``opticalTolerance`` and
    /// limited to ``opticalScaleLimits``. Noto Sans Arabic against Inter: teeth 0.403 em and alif
    /// 0.714 em against x 0.545 and H 0.727, so Arabic is drawn 1.17 times larger; Noto Sans
    /// Hebrew (he 0.593) is 6 % off and stays.
    ///
    /// Called with the lock held.
    func opticalScale(face id: Int, primary: Int, script: UInt32) -> Double {
        guard id != primary, let reference = Self.opticalReferences[script] else { return 1 }
        let key = UInt64(id) << 48 | UInt64(primary) << 32 | UInt64(script)
        if let known = opticalScales[key] { return known }
        let scale = Self.opticalScale(primary: face(primary), fallback: face(id), reference: reference)
        opticalScales[key] = scale
        return scale
    }

    /// The factor for `fallback` against `primary` with the fallback script's `reference`
    /// letters; 1 when either face lacks its letters.
    static func opticalScale(primary: FontFace, fallback: FontFace, reference: OpticalReference) -> Double {
        guard !fallback.isColorBitmap,
              let x = primary.inkTop(of: latinReference.body), let cap = primary.inkTop(of: latinReference.ascender),
              let body = fallback.inkTop(of: reference.body), let ascender = fallback.inkTop(of: reference.ascender)
        else { return 1 }
        let ratio = ((x * cap) / (body * ascender)).squareRoot()
        guard abs(ratio - 1) >= opticalTolerance else { return 1 }
        return min(max(ratio, opticalScaleLimits.lowerBound), opticalScaleLimits.upperBound)
    }
}
