@testable import Graphics

/// Keeps the coverage a rasterizer sends, one byte per pixel of a `width` × `height` grid, with or
/// without mirror rows (the rasterizer tests' sink: what was written, and how many times).
final class CoverageGrid: SpanSink {
    let width: Int, height: Int
    let rowCoverage: UnsafeMutablePointer<UInt8>
    let rowArea: UnsafeMutablePointer<Double>
    let mirrorRows: MirrorRows?
    var bytes: [UInt8]
    var written: [Int]

    init(width: Int, height: Int, mirrored: Bool = false) {
        self.width = width
        self.height = height
        mirrorRows = mirrored ? MirrorRows.allocate() : nil
        rowCoverage = .allocate(capacity: width + 64)
        rowCoverage.initialize(repeating: 0, count: width + 64)
        rowArea = .allocate(capacity: width + 64)
        rowArea.initialize(repeating: 0, count: width + 64)
        bytes = [UInt8](repeating: 0, count: width * height)
        written = [Int](repeating: 0, count: width * height)
    }

    deinit {
        rowCoverage.deallocate()
        rowArea.deallocate()
        mirrorRows?.deallocate()
    }

    func span(y: Int, x: Int, count: Int, constant: UInt8) {
        for i in 0..<count { set(x + i, y, constant) }
    }

    func span(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { set(x + i, y, coverage[i]) }
        // A blitter may change the coverage in place (clip shapes): nothing may read it back.
        coverage.update(repeating: 0x5A, count: count)
    }

    private func set(_ x: Int, _ y: Int, _ value: UInt8) {
        bytes[y * width + x] = value
        written[y * width + x] += 1
    }
}
