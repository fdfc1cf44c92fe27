import Glibc
import Text

/// Scanout's fonts for the benchmark: BENCH.md's files, named directly (no fontconfig lookup).
///
/// `SCANOUT_BENCH_SHAPING_CACHE=0` in the environment turns the shaping cache off, so that
/// workload C shapes every run with HarfBuzz every frame (docs/benchmark.md reports both).
enum BenchFonts {
    static var shapingCacheRuns: Int {
        guard let value = getenv("SCANOUT_BENCH_SHAPING_CACHE") else { return 128 }
        return String(cString: value) == "0" ? 0 : 128
    }

    static func make() throws -> FontSystem {
        try FontSystem(configuration: .init(fontFiles: [
            FontDescriptor(family: "DejaVu Sans", path: BenchSceneText.regularPath),
            FontDescriptor(family: "DejaVu Sans", path: BenchSceneText.boldPath, weight: .bold),
            FontDescriptor(family: "IPAGothic", path: BenchSceneText.japanesePath),
        ], families: [], emojiFamily: nil, usesSystemFallback: false, shapingCacheRuns: shapingCacheRuns))
    }
}
