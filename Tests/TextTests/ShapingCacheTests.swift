import Testing
@testable import Text

@Suite("Shaping cache")
struct ShapingCacheTests {
    static let texts = [
        "Wi-Fi: HomeNet-5G (WPA3), 97% — office",
        "مرحبا بالعالم، هذا نص 2024 مع أرقام 123.",
        "שלום עולם, גרסה 18.4 (בדיקה) 567.",
        "設定を開いて、ネットワークとBluetoothの接続を確認してください。",
        "Hi مرحبا שלום 日本語 🎉",
    ]

    static func summary(_ paragraph: Paragraph) -> [String] {
        paragraph.runs.map { run in
            "\(run.range) \(run.level) \(run.script) \(run.language ?? "-") \(run.font.path) "
                + run.glyphs.map { "\($0.id)/\($0.cluster)/\($0.xAdvance)/\($0.xOffset)/\($0.yOffset)" }.joined(separator: " ")
        }
    }

    @Test("Text set again gets exactly the runs shaping gives, from the cache")
    func hitsEqualShaping() throws {
        let cached = try FontSystem(configuration: .init(shapingCacheRuns: 64))
        let uncached = try FontSystem(configuration: .init(shapingCacheRuns: 0))
        for text in Self.texts {
            let reference = Self.summary(Paragraph(text, width: 120, fonts: uncached))
            let first = Self.summary(Paragraph(text, width: 120, fonts: cached))
            let before = cached.lock.withLock { cached.shapingCache.count }
            let again = Self.summary(Paragraph(text, width: 120, fonts: cached))
            let after = cached.lock.withLock { cached.shapingCache.count }
            #expect(first == reference, "\(text)")
            #expect(again == reference, "\(text)")
            #expect(before > 0 && after == before, "the second layout of \(text) adds no run")
        }
        #expect(uncached.lock.withLock { uncached.shapingCache.count } == 0)
    }

    @Test("The same letters in other context are shaped for that context (Arabic joining)")
    func contextIsPartOfTheKey() throws {
        let cached = try FontSystem(configuration: .init(shapingCacheRuns: 64))
        let uncached = try FontSystem(configuration: .init(shapingCacheRuns: 0))
        // "بب" alone, then inside a longer word, then alone again.
        for text in ["بب", "ببب", "x بب x", "بب"] {
            #expect(Self.summary(Paragraph(text, fonts: cached)) == Self.summary(Paragraph(text, fonts: uncached)),
                    "\(text)")
        }
    }

    @Test("At most two generations of the bound are kept; runs in use stay")
    func bounded() throws {
        let fonts = try FontSystem(configuration: .init(shapingCacheRuns: 4))
        for k in 0..<50 { _ = Paragraph("Label \(k)", fonts: fonts) }
        #expect(fonts.lock.withLock { fonts.shapingCache.count } <= 8)
        for _ in 0..<20 {
            for k in 0..<3 { _ = Paragraph("Row \(k)", fonts: fonts) }
        }
        let count = fonts.lock.withLock { fonts.shapingCache.count }
        #expect(count >= 3 && count <= 8)
    }

    @Test("The cache is bounded in bytes too: long runs push out others, and one over half the bound is not kept")
    func boundedInBytes() throws {
        let fonts = try FontSystem(configuration: .init(shapingCacheRuns: 128, shapingCacheByteLimit: 16 << 10))
        for k in 0..<60 {
            _ = Paragraph(String(repeating: "Settings \(k) ", count: 8), fonts: fonts)
            let usage = fonts.shapingCacheUsage
            #expect(usage.bytes <= usage.limit)
        }
        #expect(fonts.shapingCacheUsage.runs < 60)
        fonts.lock.withLock { fonts.shapingCache.removeAll() }
        _ = Paragraph(String(repeating: "A long paragraph ", count: 400), fonts: fonts)
        #expect(fonts.shapingCacheUsage.runs == 0, "a run larger than half the bound is shaped, not kept")
    }
}
