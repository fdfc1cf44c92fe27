import CFreeType
import CHarfBuzz
import Glibc
import Graphics

/// One opened font face: the FreeType face that rasterises its glyphs and the HarfBuzz font that
/// shapes with it. The only file that touches `FT_Face`, `hb_face_t` and `hb_font_t`.
///
/// ## Background
/// The HarfBuzz font is scaled to the face's units per em, so shaping results are exact integers
/// in font units (the same numbers `hb-shape` prints) and scale linearly to any point size.
/// The FreeType face's size is switched on demand when rasterising; callers hold the font
/// system's lock, because FreeType faces are not thread-safe.
final class FontFace: @unchecked Sendable {
    let descriptor: FontDescriptor
    private let face: FT_Face
    /// Kept alive by each face: `FT_Done_FreeType` frees every face of the library.
    private let library: FreeTypeLibrary
    /// The font file's bytes (mapped), shared by the HarfBuzz face and the FreeType face.
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    /// Font design units per em.
    let unitsPerEm: Double
    /// Ascender and descender (positive below), line gap, in em.
    let ascent: Double, descent: Double, lineGap: Double
    /// Whether glyphs are colour bitmaps (Noto Color Emoji) rather than outlines.
    let isColorBitmap: Bool
    /// FreeType load flags for outlines: light hinting (see `init`).
    private let loadFlags: FT_Int32
    private var currentSize64: Int = -1
    // Read per scalar under the font system's lock: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var coverageCache: [UInt32: Bool] = [:]
    @exclusivity(unchecked) private var asciiCoverage = [UInt8](repeating: 0, count: 128)
    /// Bit `c` (of the 128 in the pair): the face has a glyph for printable ASCII `c`
    /// (U+0020–U+007E), looked up once when the face opens.
    private let printableASCII: (low: UInt64, high: UInt64)
    /// Hinted outlines by glyph and size, for rendering further quarter-pixel phases (bounded).
    private var outlines: [UInt64: HintedOutline] = [:]

    init(descriptor: FontDescriptor, library: FreeTypeLibrary) throws(TextError) {
        self.descriptor = descriptor
        // One mapping of the file, read by both HarfBuzz and FreeType: mapped twice, every page
        // both touch was faulted in twice and counted twice in the resident set.
        guard let blob = hb_blob_create_from_file_or_fail(descriptor.path) else {
            // Out of descriptors or memory: worth opening again later (FontSystem retries it).
            if let transient = Self.transientOpenError(descriptor, errno: errno) { throw transient }
            // Let FreeType say why (cannot open, unknown format).
            var probe: FT_Face?
            let code = FT_New_Face(library.handle, descriptor.path, descriptor.faceIndex, &probe)
            if let probe { FT_Done_Face(probe) }
            throw .fontLoadFailed(path: descriptor.path, faceIndex: descriptor.faceIndex, freeTypeError: code == 0 ? -1 : code)
        }
        var length: UInt32 = 0
        var face: FT_Face?
        var error: FT_Error = -1
        if let data = hb_blob_get_data(blob, &length), length > 0 {
            error = FT_New_Memory_Face(library.handle, UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(length), descriptor.faceIndex, &face)
        }
        guard error == 0, let face else {
            hb_blob_destroy(blob)
            throw .fontLoadFailed(path: descriptor.path, faceIndex: descriptor.faceIndex, freeTypeError: error)
        }
        let hbFace = hb_face_create(blob, UInt32(descriptor.faceIndex))
        guard let hbFace, let hbFont = hb_font_create(hbFace) else {
            FT_Done_Face(face)
            hb_blob_destroy(blob)
            throw .fontLoadFailed(path: descriptor.path, faceIndex: descriptor.faceIndex, freeTypeError: -1)
        }
        self.blob = blob
        self.face = face
        self.library = library
        self.hbFace = hbFace
        self.hbFont = hbFont
        let upem = max(16, Int32(hb_face_get_upem(hbFace)))
        hb_font_set_scale(hbFont, upem, upem)
        unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(hbFont, &extents) != 0, extents.ascender > 0 {
            ascent = Double(extents.ascender) / unitsPerEm
            descent = Double(-extents.descender) / unitsPerEm
            lineGap = Double(max(0, extents.line_gap)) / unitsPerEm
        } else {
            ascent = 0.8; descent = 0.2; lineGap = 0
        }
        isColorBitmap = cft_has_color(face) != 0 && cft_is_scalable(face) == 0
        // Light hinting: FreeType's native hinters where the font carries hints (CFF always;
        // TrueType with a font program, whose v40 interpreter hints vertically only), the
        // auto-hinter's light mode for unhinted TrueType (Noto). The auto-hinter's per-face
        // analysis costs about a millisecond before the first glyph.
        var programLength: FT_ULong = 0
        let fpgm = FT_ULong(0x6670_676D)  // 'fpgm'
        let hasFontProgram = FT_Load_Sfnt_Table(face, fpgm, 0, nil, &programLength) == 0 && programLength > 0
        loadFlags = cft_load_target_light() | (hasFontProgram ? cft_load_no_autohint() : 0)
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in UInt32(0x20)..<0x7F {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0, glyph != 0 else { continue }
            if scalar < 64 { mask.low |= 1 << UInt64(scalar) } else { mask.high |= 1 << UInt64(scalar - 64) }
        }
        printableASCII = mask
    }

    /// Whether every scalar of `scalars` is printable ASCII (U+0020–U+007E) with a glyph in the
    /// face: a test of one bit per scalar.
    func coversPrintableASCII(_ scalars: UnsafeBufferPointer<UInt32>) -> Bool {
        let mask = printableASCII
        for scalar in scalars {
            if scalar < 64 {
                if (mask.low >> UInt64(scalar)) & 1 == 0 { return false }
            } else if scalar < 128 {
                if (mask.high >> UInt64(scalar - 64)) & 1 == 0 { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// The error for a file that could not be opened with `errno`, when the cause may pass
    /// (`EMFILE`, `ENFILE`, `ENOMEM`); nil when the file itself is the problem.
    static func transientOpenError(_ descriptor: FontDescriptor, errno code: Int32) -> TextError? {
        guard code == EMFILE || code == ENFILE || code == ENOMEM else { return nil }
        return .fontUnavailableForNow(path: descriptor.path, faceIndex: descriptor.faceIndex, errno: code)
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        FT_Done_Face(face)
        hb_blob_destroy(blob)  // last: the FreeType face reads its memory
    }

    /// How far the ink of `scalar`'s glyph reaches above the baseline, in ems, or `nil` when the
    /// face has no glyph for it or the glyph has no ink.
    func inkTop(of scalar: UInt32) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0, glyph != 0 else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.height != 0,
              extents.y_bearing > 0 else { return nil }
        return Double(extents.y_bearing) / unitsPerEm
    }

    /// Whether the face has a glyph for `scalar` (cached).
    func hasGlyph(_ scalar: UInt32) -> Bool {
        if scalar < 128 {
            if asciiCoverage[Int(scalar)] != 0 { return asciiCoverage[Int(scalar)] == 1 }
            var glyph: hb_codepoint_t = 0
            let has = hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0
            asciiCoverage[Int(scalar)] = has ? 1 : 2
            return has
        }
        if let known = coverageCache[scalar] { return known }
        var glyph: hb_codepoint_t = 0
        let has = hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0
        if coverageCache.count > 4096 { coverageCache.removeAll(keepingCapacity: true) }
        coverageCache[scalar] = has
        return has
    }

    /// Rasterises glyph `glyph` at `pixelSize` (pixels per em), shifted right by
    /// `subpixel` quarters of a pixel. Grayscale anti-aliasing, light hinting; colour bitmaps
    /// are scaled to the size. `nil` for an empty glyph (a space) or a glyph FreeType rejects.
    func rasterize(glyph: UInt32, pixelSize: Double, subpixel: Int) -> GlyphMask? {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 2048 else { return nil }
        return isColorBitmap ? rasterizeColor(glyph: glyph, pixelSize: pixelSize)
            : rasterizeOutline(glyph: glyph, pixelSize: pixelSize, subpixel: subpixel)
    }

    /// Rasterises glyph `glyph` at `pixelSize`, `phase` quarter pixels right, from its hinted
    /// outline, which is loaded (and hinted) once and kept for the other phases: loading and
    /// hinting cost more than rendering, and text uses most phases of a glyph.
    /// `nil` when the face is a colour bitmap face or FreeType rejects the glyph.
    func rasterizePhase(glyph: UInt32, pixelSize: Double, phase: Int) -> GlyphMask? {
        guard !isColorBitmap, pixelSize.isFinite, pixelSize > 0, pixelSize < 2048 else { return nil }
        let size64 = Int((pixelSize * 64).rounded())
        let key = UInt64(glyph) << 32 | UInt64(UInt32(truncatingIfNeeded: size64))
        let hinted: HintedOutline
        if let known = outlines[key] {
            hinted = known
        } else {
            if size64 != currentSize64 {
                guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
                currentSize64 = size64
            }
            guard FT_Load_Glyph(face, glyph, loadFlags) == 0, let slot = face.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
                  let copy = HintedOutline(copying: &slot.pointee.outline, library: library) else { return nil }
            if outlines.count >= 256 { outlines.removeAll(keepingCapacity: true) }
            outlines[key] = copy
            hinted = copy
        }
        let shift = FT_Pos((phase & 3) * 16)
        if shift != 0 { FT_Outline_Translate(&hinted.outline, shift, 0) }
        let mask = renderOutline(&hinted.outline)
        if shift != 0 { FT_Outline_Translate(&hinted.outline, -shift, 0) }
        return mask
    }

    /// Renders an outline (26.6, pen at the origin) into a grayscale mask on the pixel grid.
    private func renderOutline(_ outline: inout FT_Outline) -> GlyphMask? {
        var box = FT_BBox()
        FT_Outline_Get_CBox(&outline, &box)
        let xMin = box.xMin & ~63, yMin = box.yMin & ~63
        let xMax = (box.xMax + 63) & ~63, yMax = (box.yMax + 63) & ~63
        let width = Int((xMax - xMin) >> 6), height = Int((yMax - yMin) >> 6)
        guard width > 0, height > 0, width < 4096, height < 4096,
              let coverage = GlyphPixels<UInt8>(zeroed: PixelSize(width: width, height: height),
                                                memory: library.memory) else { return nil }
        var bitmap = FT_Bitmap()
        bitmap.rows = UInt32(height)
        bitmap.width = UInt32(width)
        bitmap.pitch = Int32(width)
        bitmap.buffer = coverage.base
        bitmap.num_grays = 256
        bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        // FreeType draws rows top-down with a positive pitch: y up in the outline, down in rows.
        FT_Outline_Translate(&outline, -xMin, -yMin)
        let error = FT_Outline_Get_Bitmap(library.handle, &outline, &bitmap)
        FT_Outline_Translate(&outline, xMin, yMin)
        library.memory.check(freeTypeError: error)
        guard error == 0 else { return nil }
        return GlyphMask(pixels: .coverage(coverage), offset: (Int(xMin >> 6), -Int(yMax >> 6)))
    }

    private func rasterizeOutline(glyph: UInt32, pixelSize: Double, subpixel: Int) -> GlyphMask? {
        let size64 = Int((pixelSize * 64).rounded())
        if size64 != currentSize64 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
            currentSize64 = size64
        }
        guard FT_Load_Glyph(face, glyph, loadFlags) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel * 16), 0)
        }
        let rendered = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard !library.memory.check(freeTypeError: rendered), rendered == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              let coverage = GlyphPixels<UInt8>(zeroed: PixelSize(width: width, height: height),
                                                memory: library.memory) else { return nil }
        let pitch = Int(bitmap.pitch)
        let out = coverage.base
        for y in 0..<height {
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch
            if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
                (out + y * width).update(from: row, count: width)
            } else if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue) {
                for x in 0..<width { out[y * width + x] = (row[x >> 3] >> (7 - UInt8(x & 7))) & 1 == 0 ? 0 : 255 }
            }
        }
        return GlyphMask(pixels: .coverage(coverage), offset: (Int(slot.pointee.bitmap_left), -Int(slot.pointee.bitmap_top)))
    }

    private func rasterizeColor(glyph: UInt32, pixelSize: Double) -> GlyphMask? {
        let strikes = Int(face.pointee.num_fixed_sizes)
        guard strikes > 0, let sizes = face.pointee.available_sizes else { return nil }
        // The smallest strike at least as large as asked, else the largest.
        var best = 0
        for i in 0..<strikes {
            let ppem = Double(sizes[i].y_ppem) / 64, bestPpem = Double(sizes[best].y_ppem) / 64
            if (ppem >= pixelSize && (bestPpem < pixelSize || ppem < bestPpem)) || (bestPpem < pixelSize && ppem > bestPpem) {
                best = i
            }
        }
        if currentSize64 != -2 - best {
            guard FT_Select_Size(face, Int32(best)) == 0 else { return nil }
            currentSize64 = -2 - best
        }
        guard FT_Load_Glyph(face, glyph, cft_load_color()) == 0, let slot = face.pointee.glyph else { return nil }
        let rendered = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard !library.memory.check(freeTypeError: rendered), rendered == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let strikePpem = max(1, Double(sizes[best].y_ppem) / 64)
        let factor = pixelSize / strikePpem
        let outWidth = max(1, Int((Double(width) * factor).rounded()))
        let outHeight = max(1, Int((Double(height) * factor).rounded()))
        let pitch = Int(bitmap.pitch)
        guard let colors = GlyphPixels<UInt32>(zeroed: PixelSize(width: outWidth, height: outHeight),
                                               memory: library.memory) else { return nil }
        let pixels = colors.base
        // Box filter: each output pixel averages the source pixels it covers.
        for oy in 0..<outHeight {
            let sy0 = oy * height / outHeight, sy1 = max(sy0 + 1, (oy + 1) * height / outHeight)
            for ox in 0..<outWidth {
                let sx0 = ox * width / outWidth, sx1 = max(sx0 + 1, (ox + 1) * width / outWidth)
                var b = 0, g = 0, r = 0, a = 0
                for sy in sy0..<min(sy1, height) {
                    let row = pitch >= 0 ? buffer + sy * pitch : buffer + (height - 1 - sy) * -pitch
                    for sx in sx0..<min(sx1, width) {
                        b += Int(row[sx * 4]); g += Int(row[sx * 4 + 1]); r += Int(row[sx * 4 + 2]); a += Int(row[sx * 4 + 3])
                    }
                }
                let n = max(1, (min(sy1, height) - sy0) * (min(sx1, width) - sx0))
                pixels[oy * outWidth + ox] = UInt32(a / n) << 24 | UInt32(r / n) << 16 | UInt32(g / n) << 8 | UInt32(b / n)
            }
        }
        let left = Int((Double(slot.pointee.bitmap_left) * factor).rounded())
        let top = Int((Double(slot.pointee.bitmap_top) * factor).rounded())
        return GlyphMask(pixels: .color(colors), offset: (left, -top))
    }
}
