import Glibc
import Graphics

// The benchmark of ../shared/BENCH.md. Today it measures the floor (memset and memcpy of one
// 1280×800×4 buffer) and Scanout's full-frame clear against it; the rasterizer issue adds the
// scene and its cairo + pango peer.

let size = PixelSize(width: 1280, height: 800)
let bytes = size.width * size.height * 4
let frames = 300

func medianMilliseconds(_ body: () -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    for _ in 0..<frames {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        body()
        clock_gettime(CLOCK_MONOTONIC, &end)
        samples.append(Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
    }
    samples.sort()
    return samples[samples.count / 2]
}

let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
let target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
defer { source.deallocate(); target.deallocate() }
var value: Int32 = 0
let memsetMs = medianMilliseconds { value &+= 1; memset(target, value & 0xFF, bytes) }
let memcpyMs = medianMilliseconds { memcpy(target, source, bytes) }
let bitmap = Bitmap(size: size)
var shade: UInt32 = 0
let clearMs = medianMilliseconds { shade &+= 1; bitmap.fill(bitmap.bounds, pixel: 0xFF00_0000 | shade) }

func format(_ v: Double) -> String {
    let scaled = (v * 1000).rounded() / 1000
    return "\(scaled)"
}
print("floor: memset \(format(memsetMs)) ms, memcpy \(format(memcpyMs)) ms (one \(size) buffer, median of \(frames))")
print("Scanout full-frame clear: \(format(clearMs)) ms = \(format(clearMs / memsetMs))× memset")
print("The scene workloads (A, B, C) and the cairo + pango peer are not measured yet.")

import Text
do {
    var t0 = timespec(); clock_gettime(CLOCK_MONOTONIC, &t0)
    func now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6 }
    let a = now()
    let fonts = try TextWorkloadC.fonts()
    let b = now()
    let first = TextWorkloadC.layout(fonts)
    let c = now()
    TextWorkloadC.draw(first, into: bitmap)
    let d = now()
    print("fonts \(b - a) layout \(c - b) draw \(d - c) glyphs \(fonts.glyphCacheUsage)")
    fonts.removeCachedGlyphs()
    let e = now()
    TextWorkloadC.draw(first, into: bitmap)
    print("redraw with cold glyph cache (faces warm) \(now() - e)")
    var t1 = timespec(); clock_gettime(CLOCK_MONOTONIC, &t1)
    print("first C (fonts+layout+draw cold): \(Double(t1.tv_sec - t0.tv_sec) * 1e3 + Double(t1.tv_nsec - t0.tv_nsec) / 1e6) ms")
    try bitmap.writePNG(to: "/tmp/C-scanout.png")
    let layoutMs = medianMilliseconds { for _ in 0..<(getenv("LAYOUT_LOOPS") != nil ? 20 : 1) { _ = TextWorkloadC.layout(fonts) } }
    let cMs = medianMilliseconds { TextWorkloadC.draw(TextWorkloadC.layout(fonts), into: bitmap) }
    let redrawMs = medianMilliseconds { TextWorkloadC.draw(first, into: bitmap) }
    print("C layout only \(format(layoutMs)) ms, C \(format(cMs)) ms, C_redraw \(format(redrawMs)) ms")
} catch { print("error \(error)") }
