import Glibc
import Graphics
import Testing
@testable import ScanoutTesting

@Suite("Golden images")
struct GoldenTests {
    let folder: String = {
        let path = "/tmp/scanout-golden-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        mkdir(path, 0o755)
        return path
    }()

    func sample() -> Bitmap {
        let b = Bitmap(width: 16, height: 16)
        b.clear(.white)
        b.fill(PixelRect(x: 4, y: 4, width: 8, height: 8), color: Color(hex: 0x007AFF))
        return b
    }

    @Test("A missing golden fails and writes the actual image")
    func missingFails() throws {
        let store = GoldenStore(failureFolder: folder)
        do {
            try store.compare(sample(), goldenPath: folder + "/Goldens/none.png", name: "none", tolerance: .exact)
            Issue.record("a missing golden passed")
        } catch {
            guard case .missing(_, let actual) = error else { Issue.record("got \(error)"); return }
            #expect(try Bitmap.readPNG(from: actual).hasSamePixels(as: sample()))
        }
    }

    @Test("Differences within the tolerance pass; beyond it fail with actual and diff images")
    func tolerance() throws {
        let store = GoldenStore(failureFolder: folder)
        let golden = folder + "/g.png"
        try sample().writePNG(to: golden)
        try store.compare(sample(), goldenPath: golden, name: "same", tolerance: .exact)

        let nudged = sample()
        nudged[5, 5] = 0xFF02_7AFF          // red +2
        try store.compare(nudged, goldenPath: golden, name: "nudged", tolerance: .perChannel(2))
        try store.compare(nudged, goldenPath: golden, name: "one-pixel", tolerance: .perChannel(0, maxDifferingPixels: 1))
        do {
            try store.compare(nudged, goldenPath: golden, name: "Sub/strict", tolerance: .perChannel(1))
            Issue.record("a difference beyond the tolerance passed")
        } catch {
            guard case .mismatch(_, let n, let worst, let bounds, _, let actual, let diff) = error else {
                Issue.record("got \(error)"); return
            }
            #expect(n == 1 && worst == 2 && bounds == PixelRect(x: 5, y: 5, width: 1, height: 1))
            #expect(actual.hasSuffix("Sub-strict-actual.png") && diff.hasSuffix("Sub-strict-diff.png"))
            #expect(try Bitmap.readPNG(from: diff)[5, 5] >> 16 & 0xFF >= 128)
        }
    }

    @Test("A size mismatch fails")
    func sizeMismatch() throws {
        let golden = folder + "/small.png"
        try Bitmap(width: 2, height: 2).writePNG(to: golden)
        #expect(throws: GoldenError.self) {
            try GoldenStore(failureFolder: folder).compare(sample(), goldenPath: golden, name: "s", tolerance: .exact)
        }
    }
}
