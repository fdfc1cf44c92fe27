import Text

/// Scanout's fonts for the benchmark: BENCH.md's files, named directly (no fontconfig lookup).
enum BenchFonts {
    static func make() throws -> FontSystem {
        try FontSystem(configuration: .init(fontFiles: [
            FontDescriptor(family: "DejaVu Sans", path: BenchSceneText.regularPath),
            FontDescriptor(family: "DejaVu Sans", path: BenchSceneText.boldPath, weight: .bold),
            FontDescriptor(family: "IPAGothic", path: BenchSceneText.japanesePath),
        ], families: [], emojiFamily: nil, usesSystemFallback: false))
    }
}
