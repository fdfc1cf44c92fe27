import Glibc
import Graphics
import ScanoutTesting
import Testing

/// The check-in kiosk's screenshot matrix, rendered in parallel processes as a user renders it
/// (`scanout screenshot --app CheckIn`), compared with its goldens by `scanout compare`.
@Suite("The screenshot matrix of an example app")
struct ScreenshotMatrixCommandTests {
    let products = ChildProcess.productsFolder
    static let goldens: String = {
        let file = "\(#filePath)"
        return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) + "/Goldens/CheckIn"
    }()
    let matrix = ["--sizes", "800x480", "--orientations", "landscape,portrait", "--appearances", "light,dark",
                  "--languages", "en,ar"]

    var isRecording: Bool { getenv("SCANOUT_RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false }

    @Test("scanout screenshot --app CheckIn renders the whole matrix in two shards and processes, equal to its goldens")
    func matrixMatchesGoldens() throws {
        let out = isRecording ? Self.goldens
            : "/tmp/scanout-cli-checkin-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        if isRecording {
            let run = try ChildProcess.run(products + "/scanout", ["screenshot", "--app", "CheckIn", "--out", out, "--jobs", "2"] + matrix)
            #expect(run.status == 0, "\(run.output)")
            return
        }
        // Two machines of a CI run, each its share (the first in two processes): together the matrix.
        var written: [Substring] = []
        for (shard, jobs) in [("1/2", "2"), ("2/2", "1")] {
            let part = out + "-part" + shard.prefix(1)
            let run = try ChildProcess.run(products + "/scanout", ["screenshot", "--app", "CheckIn", "--out", part,
                                                                   "--jobs", jobs, "--shard", shard] + matrix)
            #expect(run.status == 0, "\(run.output)")
            let mine = run.output.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
            #expect(mine.count == 4, "\(run.output)")
            written += mine.map { $0.split(separator: "/").last ?? "" }
        }
        #expect(Set(written).count == 2 * 2 * 2, "\(written)")
        #expect(written.contains("check-in-800x480@1x-portrait-dark-rtl-ar-large.png"))
        let first = try Bitmap.readPNG(from: out + "-part1/check-in-800x480@1x-landscape-light-ltr-en-large.png")
        #expect(first.size == PixelSize(width: 800, height: 480))
        let compare = try ChildProcess.run(products + "/scanout", ["compare", Self.goldens, out + "-part1", out + "-part2",
                                                                   "--report", out + "-report"])
        #expect(compare.status == 0, "\(compare.output)")
        #expect(compare.output.contains("gathered 8 images from 2 parts"), "\(compare.output)")
        #expect(compare.output.contains("8 images pass"), "\(compare.output)")
    }

    @Test("The app's own --screenshot with a touch script: typing a name and checking in lists and welcomes the visitor")
    func scriptedCheckIn() throws {
        let out = isRecording ? Self.goldens + "-scripted"
            : "/tmp/scanout-cli-checkin-script-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        let script = "/tmp/scanout-cli-checkin-\(getpid()).touch"
        // Type “Ada” into Name (focused by its tap), a key at a time, then tap Check In.
        let text = """
            tap 400,72
            wait 0.5
            key shift+a
            wait 0.1
            key d
            wait 0.1
            key a
            wait 0.5
            tap 400,172
            wait 0.5

            """
        try FileBytes.write(Array(text.utf8), to: script)
        let run = try ChildProcess.run(products + "/CheckIn", ["--screenshot", out + "/", "--mode", "800x480", "--no-state",
                                                                "--appearances", "light", "--script", script, "--jobs", "1"])
        #expect(run.status == 0, "\(run.output)")
        // The welcome alert has one OK button, as docs/apps.md recommends; and an app's run lints nothing.
        #expect(!run.output.contains("HIG lint"), "\(run.output)")
        guard !isRecording else { return }
        let compare = try ChildProcess.run(products + "/scanout", ["compare", Self.goldens + "-scripted", out,
                                                                    "--report", out + "-report"])
        #expect(compare.status == 0, "\(compare.output)")
    }

    @Test("An app's unreadable matrix option is an error naming it")
    func badOption() throws {
        let run = try ChildProcess.run(products + "/CheckIn", ["--screenshot", "/tmp/x/", "--sizes", "big"])
        #expect(run.status != 0)
        #expect(run.output.contains("--sizes: cannot read “big”"), "\(run.output)")
    }
}

/// The kiosk's saved state across two runs of its executable.
@Suite("CheckIn's state restore")
struct CheckInStateTests {
    let products = ChildProcess.productsFolder
    static let goldens: String = {
        let file = "\(#filePath)"
        return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) + "/Goldens/CheckIn-restored"
    }()

    @Test("A visitor checked in on one run is listed at the next launch")
    func restoresVisitors() throws {
        let state = "/tmp/scanout-cli-checkin-state-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        let script = state + ".touch"
        try FileBytes.write(Array("tap 400,72\nwait 0.5\nkey shift+a\nwait 0.1\nkey d\nwait 0.1\nkey a\nwait 0.5\ntap 400,172\nwait 0.5\n".utf8),
                            to: script)
        let first = try ChildProcess.run(products + "/CheckIn", ["--headless", "--mode", "800x480", "--script", script,
                                                                  "--state-folder", state, "--quit-after", "3"])
        #expect(first.status == 0, "\(first.output)")
        let saved = String(decoding: try FileBytes.read(state + "/check-in.state.json"), as: UTF8.self)
        #expect(saved.contains("\"Ada\""), "\(saved)")
        let recording = getenv("SCANOUT_RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false
        let out = recording ? Self.goldens : state + "-out"
        mkdir(out, 0o755)
        let second = try ChildProcess.run(products + "/CheckIn", ["--screenshot", out + "/restored.png", "--mode", "800x480",
                                                                   "--state-folder", state])
        #expect(second.status == 0, "\(second.output)")
        guard !recording else { return }
        let compare = try ChildProcess.run(products + "/scanout", ["compare", Self.goldens, out, "--report", out + "-report"])
        #expect(compare.status == 0, "\(compare.output)")
    }
}
