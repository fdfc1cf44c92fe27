import Glibc
import Graphics
import ScanoutTesting
import Testing

/// `scanout compare` run as a user runs it: the built executable, its exit status and its report.
@Suite("scanout compare")
struct CompareCommandTests {
    let scanout = ChildProcess.productsFolder + "/scanout"

    func folder(_ label: String) -> String {
        let path = "/tmp/scanout-cli-\(label)-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        mkdir(path, 0o755)
        return path
    }

    /// A 40×30 picture: white, with a 10×10 square of `color` at `x`.
    func picture(x: Int = 5, color: Color = Color(hex: 0x34C759)) -> Bitmap {
        let b = Bitmap(width: 40, height: 30)
        b.clear(.white)
        b.fill(PixelRect(x: x, y: 10, width: 10, height: 10), color: color)
        return b
    }

    func compare(_ goldens: [String: Bitmap], _ actual: [String: Bitmap],
                 _ options: [String] = []) throws -> (ChildProcess, report: String) {
        let g = folder("goldens"), a = folder("actual"), report = folder("report")
        for (name, image) in goldens { try image.writePNG(to: g + "/" + name) }
        for (name, image) in actual { try image.writePNG(to: a + "/" + name) }
        return (try ChildProcess.run(scanout, ["compare", g, a, "--report", report] + options), report)
    }

    @Test("Equal folders: exit 0, and the report and JUnit file are written")
    func equal() throws {
        let (run, report) = try compare(["a.png": picture(), "b.png": picture(x: 20)], ["a.png": picture(), "b.png": picture(x: 20)])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("2 images pass"))
        #expect(access(report + "/index.html", R_OK) == 0 && access(report + "/junit.xml", R_OK) == 0)
    }

    @Test("Slightly different within the tolerance: exit 0, the image named as passing")
    func slightlyDifferent() throws {
        let nudged = picture()
        nudged[0, 0] = 0xFFFF_FFFD
        nudged[1, 0] = 0xFFC0_C0C0
        let (run, _) = try compare(["a.png": picture()], ["a.png": nudged], ["--per-channel", "2", "--max-differing-pixels", "1"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("pass  a.png: 1 pixels differ by more than ±2"))
    }

    @Test("Parts of a split run: each share compared alone, then all gathered into one report")
    func parts() throws {
        let g = folder("goldens"), p1 = folder("part1"), p2 = folder("part2")
        for (name, x) in [("a.png", 5), ("b.png", 12), ("c.png", 20)] { try picture(x: x).writePNG(to: g + "/" + name) }
        try picture(x: 5).writePNG(to: p1 + "/a.png")
        try picture(x: 20).writePNG(to: p1 + "/c.png")
        try picture(x: 12).writePNG(to: p2 + "/b.png")
        let r1 = folder("report1")
        let share = try ChildProcess.run(scanout, ["compare", g, p1, "--report", r1, "--rendered-only"])
        #expect(share.status == 0, "\(share.output)")
        #expect(share.output.contains("2 images pass"))
        // The first share as its report folder, the second as its PNG files: one report of three.
        let merged = folder("merged")
        let all = try ChildProcess.run(scanout, ["compare", g, r1, p2, "--report", merged])
        #expect(all.status == 0, "\(all.output)")
        #expect(all.output.contains("gathered 3 images from 2 parts"))
        #expect(all.output.contains("3 images pass"))
        let junit = String(decoding: try FileBytes.read(merged + "/junit.xml"), as: UTF8.self)
        #expect(junit.contains("tests=\"3\" failures=\"0\""))
        // A share that never arrived: its golden is missing from the whole.
        let partial = try ChildProcess.run(scanout, ["compare", g, r1, "--report", folder("partial")])
        #expect(partial.status == 1, "\(partial.output)")
        #expect(partial.output.contains("FAIL  b.png: no actual image"))
    }

    @Test("Different folders: exit 1 and each failing image named")
    func different() throws {
        let (run, report) = try compare(["a.png": picture(), "gone.png": picture()], ["a.png": picture(x: 12)])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("FAIL  a.png: 140 pixels differ"))
        #expect(run.output.contains("FAIL  gone.png: no actual image"))
        #expect(run.output.contains("2 of 2 images fail"))
        #expect(access(report + "/diff/a.png", R_OK) == 0)
    }

    @Test("A folder that cannot be read or a malformed tolerances.txt: exit 2 with the reason")
    func cannotCompare() throws {
        let run = try ChildProcess.run(scanout, ["compare", "/nonexistent-goldens", folder("a"), "--report", folder("r")])
        #expect(run.status == 2)
        #expect(run.output.contains("cannot list the folder “/nonexistent-goldens”"))
        let goldens = folder("goldens")
        try FileBytes.write(Array("*.png lots\n".utf8), to: goldens + "/tolerances.txt")
        let bad = try ChildProcess.run(scanout, ["compare", goldens, folder("a"), "--report", folder("r")])
        #expect(bad.status == 2)
        #expect(bad.output.contains("tolerances.txt:1: per-channel “lots” is not a whole number 0…255"))
    }
}

