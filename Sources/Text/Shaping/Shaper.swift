import CHarfBuzz

/// Shapes runs with HarfBuzz: the only file that touches `hb_buffer_t`.
///
/// One buffer is reused for every run; the font system's lock serialises callers.
final class Shaper: @unchecked Sendable {
    private let buffer: OpaquePointer
    private let unicode: OpaquePointer

    init() throws(TextError) {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw .libraryUnavailable(library: "HarfBuzz")
        }
        self.buffer = buffer
        unicode = hb_unicode_funcs_get_default()
    }

    deinit { hb_buffer_destroy(buffer) }

    static let common = hb_script_t(rawValue: hbTag("Zyyy"))
    static let inherited = hb_script_t(rawValue: hbTag("Zinh"))
    static let unknown = hb_script_t(rawValue: hbTag("Zzzz"))

    static func hbTag(_ s: String) -> UInt32 {
        s.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The Unicode script of `scalar`, as an ISO 15924 tag value.
    func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(unicode, scalar).rawValue
    }

    /// Whether `scalar` is a combining mark (general category Mn, Mc or Me).
    func isMark(_ scalar: UInt32) -> Bool {
        let category = hb_unicode_general_category(unicode, scalar)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    /// Shapes `range` of `codePoints` (the rest is context) with `face` at `pointSize`.
    func shape(_ codePoints: [UInt32], range: Range<Int>, face: FontFace, faceID: Int, pointSize: Double,
               level: UInt8, script: UInt32, language: String?) -> ShapedRun {
        hb_buffer_clear_contents(buffer)
        codePoints.withUnsafeBufferPointer { cps in
            hb_buffer_add_utf32(buffer, cps.baseAddress, Int32(clamping: cps.count),
                                UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let scale = pointSize / face.unitsPerEm
        var glyphs: [ShapedRun.Glyph] = []
        if let infos = hb_buffer_get_glyph_infos(buffer, &count),
           let positions = hb_buffer_get_glyph_positions(buffer, &count), count > 0 {
            // Written in place: one allocation of the right size, no per-glyph append.
            let n = Int(count)
            glyphs = codePoints.withUnsafeBufferPointer { cps in
                .filled(count: n, with: ShapedRun.Glyph(id: 0, cluster: 0, xAdvance: 0, xOffset: 0, yOffset: 0,
                                                        isVisible: false)) { out in
                    for i in 0..<n {
                        let cluster = Int(infos[i].cluster)
                        let scalar = cluster < cps.count ? cps[cluster] : 0
                        let isControl = scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0)
                        var advance = Double(positions[i].x_advance) * scale
                        if isControl { advance = scalar == 0x09 ? pointSize : 0 }
                        out[i] = ShapedRun.Glyph(
                            id: infos[i].codepoint, cluster: cluster, xAdvance: advance,
                            xOffset: Double(positions[i].x_offset) * scale,
                            yOffset: Double(positions[i].y_offset) * scale, isVisible: !isControl)
                    }
                }
            }
        }
        return ShapedRun(range: range, level: level, font: face.descriptor, script: Self.scriptName(script),
                         language: language, pointSize: pointSize, unitsPerEm: face.unitsPerEm, glyphs: glyphs,
                         face: faceID)
    }

    /// The ISO 15924 tag of `script` as text (“Latn”): four ASCII letters, a small string kept
    /// inline (no allocation, where building it through an array of shifts allocated twice).
    static func scriptName(_ script: UInt32) -> String {
        let tag = hb_script_to_iso15924_tag(hb_script_t(rawValue: script))
        return String(unsafeUninitializedCapacity: 4) { bytes in
            for i in 0..<4 { bytes[i] = UInt8(truncatingIfNeeded: tag >> UInt32(24 - 8 * i)) }
            return 4
        }
    }
}
