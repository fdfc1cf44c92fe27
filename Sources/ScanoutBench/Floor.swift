import Glibc

/// The floor of BENCH.md: `memset` and `memcpy` of one 1280×800×4 buffer: the cost of touching
/// every pixel once. Its bodies run alternating with workload A, under the same machine load.
final class Floor {
    private let bytes = BenchScene.width * BenchScene.height * 4
    private let source: UnsafeMutableRawPointer
    private let target: UnsafeMutableRawPointer
    private var value: Int32 = 0

    init() {
        source = .allocate(byteCount: bytes, alignment: 64)
        target = .allocate(byteCount: bytes, alignment: 64)
        memset(source, 1, bytes)
        memset(target, 0, bytes)
    }

    deinit {
        source.deallocate()
        target.deallocate()
    }

    /// One `memset` of the buffer (a different byte each time).
    func fill() {
        value &+= 1
        memset(target, value & 0xFF, bytes)
    }

    /// One `memcpy` of the buffer.
    func copy() { memcpy(target, source, bytes) }
}
