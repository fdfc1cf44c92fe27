extension FontSystem {
    private static let latin = Shaper.hbTag("Latn")
    private static let japaneseScripts: Set<UInt32> = ["Hani", "Hira", "Kana"].map { Shaper.hbTag($0) }
        .reduce(into: []) { $0.insert($1) }

    /// Itemises `codePoints` (one bidi paragraph, with its resolved `levels`) into runs of one
    /// level, script and face, and shapes each with HarfBuzz.
    ///
    /// Thread-safe: takes the font system's lock.
    func shapeRuns(_ codePoints: [UInt32], levels: [UInt8], font: Font, language: String?) -> [ShapedRun] {
        let n = codePoints.count
        guard n > 0, levels.count == n else { return [] }
        return lock.withLock {
            let chain = chain(for: font.weight)
            // Printable ASCII at one level that the first face covers: one run, no per-scalar itemising.
            let primary = face(chain.faces[0])
            let level = levels[0]
            if levels.allSatisfy({ $0 == level }),
               codePoints.withUnsafeBufferPointer({ primary.coversPrintableASCII($0) }) {
                let hasLetter = codePoints.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
                return [shape(codePoints, range: 0..<n, faceID: chain.faces[0], pointSize: font.pointSize,
                              level: levels[0], script: hasLetter ? Self.latin : Shaper.common.rawValue,
                              language: language)]
            }
            // Statics read once: each access to a global costs a `swift_once` check.
            let latin = Self.latin, common = Shaper.common.rawValue
            let inherited = Shaper.inherited.rawValue, unknown = Shaper.unknown.rawValue
            // Scripts: Common and Inherited take the script of the text before them (or after, at the start).
            var scripts = [UInt32](repeating: 0, count: n)
            var rawCommon = [Bool](repeating: false, count: n)
            var last: UInt32 = 0
            for i in 0..<n {
                let scalar = codePoints[i]
                let script: UInt32
                if scalar < 128 {
                    // ASCII: letters are Latin, everything else Common.
                    let letter = (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A
                    script = letter ? latin : common
                } else {
                    script = shaper.script(of: scalar)
                }
                if script == common || script == inherited || script == unknown {
                    scripts[i] = last
                    rawCommon[i] = true
                } else {
                    scripts[i] = script
                    last = script
                }
            }
            let firstReal = scripts.first { $0 != 0 } ?? common
            for i in 0..<n where scripts[i] == 0 { scripts[i] = firstReal }

            // Faces: the chain decides, but marks, joiners and neutrals stay with the text before them.
            var faceOf = [Int](repeating: 0, count: n)
            for i in 0..<n {
                let scalar = codePoints[i]
                let next = i + 1 < n ? codePoints[i + 1] : 0
                if scalar < 0x20 || (0x7F..<0xA0).contains(scalar) || scalar == 0x2028 || scalar == 0x2029 {
                    // Controls and separators are invisible: they must not pull in a face (and its metrics).
                    faceOf[i] = i > 0 ? faceOf[i - 1] : chain.faces[0]
                    continue
                }
                if i > 0, scalar >= 0x300, Self.continuesCluster(scalar) || shaper.isMark(scalar) {
                    faceOf[i] = faceOf[i - 1]
                    continue
                }
                // U+231A is the first scalar with Emoji_Presentation; the stdlib lookup is slow.
                // Emoji presentation: an emoji-default character, one asking for it (U+FE0F, a
                // keycap), or a modifier base followed by a skin tone (UTS #51: an emoji modifier
                // sequence is always an emoji, “☝🏻” included, though ☝ alone is text-default).
                let emoji = next == 0xFE0F || next == 0x20E3 || Self.isEmojiModifier(next)
                    || (scalar >= 0x231A && (Unicode.Scalar(scalar)?.properties.isEmojiPresentation ?? false))
                if !emoji, i > 0, rawCommon[i] {
                    let previous = face(faceOf[i - 1])
                    if !previous.isColorBitmap, previous.hasGlyph(scalar) {
                        faceOf[i] = faceOf[i - 1]
                        continue
                    }
                }
                faceOf[i] = fallbackFace(for: scalar, emojiPresentation: emoji, in: chain)
            }

            var runs: [ShapedRun] = []
            var start = 0
            for i in 1...n where i == n || levels[i] != levels[start] || scripts[i] != scripts[start]
                || faceOf[i] != faceOf[start] {
                let script = scripts[start]
                let runLanguage = language ?? (Self.japaneseScripts.contains(script) ? "ja" : nil)
                // A fallback face is drawn at its optical size (FontSystem+OpticalSize).
                let scale = opticalScale(face: faceOf[start], primary: chain.faces[0], script: script)
                runs.append(shape(codePoints, range: start..<i, faceID: faceOf[start], pointSize: font.pointSize * scale,
                                  level: levels[start], script: script, language: runLanguage))
                start = i
            }
            return runs
        }
    }

    /// One run shaped by HarfBuzz, or the same run from the shaping cache. Called with the lock held.
    private func shape(_ codePoints: [UInt32], range: Range<Int>, faceID: Int, pointSize: Double, level: UInt8,
                       script: UInt32, language: String?) -> ShapedRun {
        // HarfBuzz reads at most HB_BUFFER_CONTEXT_LENGTH (5) scalars of context on each side, so
        // the key holds the run and that much context: keyed by the whole paragraph, each run of
        // a long mixed-script line hashed all of it (quadratic: a 1 MB line took minutes).
        let context = max(0, range.lowerBound - 5)..<min(codePoints.count, range.upperBound + 5)
        return shapingCache.run(ShapingCache.Key(face: faceID, pointSize: pointSize, level: level, script: script,
                                                 language: language, range: range,
                                                 codePoints: Array(codePoints[context]))) {
            shaper.shape(codePoints, range: range, face: face(faceID), faceID: faceID, pointSize: pointSize,
                         level: level, script: script, language: language)
        }
    }

    /// Scalars that never start a cluster of their own: joiners, variation selectors, emoji
    /// modifiers and tags.
    static func continuesCluster(_ scalar: UInt32) -> Bool {
        scalar == 0x200D || (0xFE00...0xFE0F).contains(scalar) || (0x1F3FB...0x1F3FF).contains(scalar)
            || (0xE0020...0xE007F).contains(scalar) || scalar == 0x20E3 || (0xE0100...0xE01EF).contains(scalar)
    }

    /// Whether `scalar` is an emoji modifier (the five skin tones, U+1F3FB–U+1F3FF).
    static func isEmojiModifier(_ scalar: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(scalar) }

    /// The ascent and descent (positive, in points) of face `id` at `pointSize`.
    func verticalMetrics(face id: Int, pointSize: Double) -> (ascent: Double, descent: Double) {
        let face = face(id)
        return (face.ascent * pointSize, face.descent * pointSize)
    }

    /// The ascent and descent of the first face of the chain for `font`.
    func primaryMetrics(for font: Font) -> (ascent: Double, descent: Double) {
        lock.withLock {
            let chain = chain(for: font.weight)
            return verticalMetrics(face: chain.faces[0], pointSize: font.pointSize)
        }
    }
}
