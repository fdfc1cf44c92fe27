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
