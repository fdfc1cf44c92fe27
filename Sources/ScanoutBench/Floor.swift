import Glibc

/// The floor of BENCH.md: memset and memcpy of one 1280×800×4 buffer, median over `frames`.
enum Floor {
    static func measure(frames: Int) -> (memset: Double, memcpy: Double) {
        let bytes = BenchScene.width * BenchScene.height * 4
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { source.deallocate(); target.deallocate() }
        memset(source, 1, bytes)
        var value: Int32 = 0
        let memsetMs = Timing.median(frames: frames) { _ in value &+= 1; memset(target, value & 0xFF, bytes) }
        let memcpyMs = Timing.median(frames: frames) { _ in memcpy(target, source, bytes) }
        return (memsetMs, memcpyMs)
    }
}
