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

