import Glibc
import Graphics

/// The benchmark's floor (docs/benchmark.md): `memset` and `memcpy` of one 1280×800×4 buffer: the cost of touching
/// every pixel once. Its buffers are allocated as the renderers' are (``BenchBuffer``), and its
/// bodies run alternating with workload A, under the same machine load.
final class Floor {
    private let bytes = BenchBuffer.stride * BenchScene.height
    private let sourceBitmap = BenchBuffer.make()
    private let targetBitmap = BenchBuffer.make()
    private let source: UnsafeMutablePointer<UInt8>
    private let target: UnsafeMutablePointer<UInt8>
    private var value: Int32 = 0

    init() {
        source = BenchBuffer.pixels(of: sourceBitmap)
        target = BenchBuffer.pixels(of: targetBitmap)
        memset(source, 1, bytes)
        memset(target, 0, bytes)
    }

    /// One `memset` of the buffer (a different byte each time).
    func fill() {
        value &+= 1
        memset(target, value & 0xFF, bytes)
    }

    /// One `memcpy` of the buffer.
    func copy() { memcpy(target, source, bytes) }
}
