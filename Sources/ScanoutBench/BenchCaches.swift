import Glibc
import Graphics
import Text

/// Which of Scanout's caches beyond glyph bitmaps are on. The benchmark's rules allow only the widget
/// tree, text layouts and glyph bitmaps to be kept between frames: the headline lines run with
/// ``off`` (no shaping cache, no replay of recorded shape coverage); the `_cached` lines with
/// ``on``, as a display loop runs by default.
struct BenchCaches {
    /// Recorded coverage of rounded rects, ellipses and shadows, replayed (``RasterCache``).
    var rasterCoverage: Bool
    /// Shaped runs kept for text set again (`FontSystem.Configuration.shapingCacheRuns`).
    var shaping: Bool

    static let off = BenchCaches(rasterCoverage: false, shaping: false)
    static let on = BenchCaches(rasterCoverage: true, shaping: true)

    /// A raster cache as this setting allows: scratch memory only, or coverage replay too.
    func makeRasterCache() -> RasterCache { RasterCache(maximumEntries: rasterCoverage ? 512 : 0) }

    /// Scanout's fonts, found by name as pango finds them (docs/benchmark.md, "Rules"): DejaVu Sans
    /// (its bold face for bold text), IPAGothic for Japanese, through Scanout's font index of
    /// fontconfig's answers (its default), pango through fontconfig (its default).
    func makeFonts() -> FontSystem {
        do {
            return try FontSystem(configuration: .init(
                fontFiles: [], families: ["DejaVu Sans", "IPAGothic"], emojiFamily: nil, usesSystemFallback: false,
                shapingCacheRuns: shaping ? 128 : 0))
        } catch {
            print("scanout-bench: \(error) (install fonts-dejavu-core fonts-ipafont-gothic: scripts/setup)")
            exit(1)
        }
    }
}
