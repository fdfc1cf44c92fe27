import Glibc
import Graphics
import ScanoutTesting
import Testing

/// `scanout apps`, the multi-app runtime, run as a user runs it: headless after a touch script,
/// and on the display session's headless fallback driven through its control socket.
@Suite("scanout apps")
struct AppsCommandTests {
    let products = ChildProcess.productsFolder

    private func scratch(_ name: String) -> String {
        let folder = "/tmp/scanout-cli-apps-\(name)-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        mkdir(folder, 0o755)
        return folder
    }

    /// An example app compiled into `scanout apps`: its identifier, its own executable, and its
    /// icon's centre on the default home screen at 800×480, scale 1 (72-point icons; the cells
    /// share the width: the gallery at 68,60, then 201,60 and 334,60).
    struct HostedExample: Sendable, CustomTestStringConvertible {
        let identifier: String, executable: String, icon: String
        var testDescription: String { executable }
    }

    @Test("An example app launched from its home-screen icon draws exactly what it draws alone: no code change",
          arguments: [HostedExample(identifier: "check-in", executable: "CheckIn", icon: "201,60"),
                      HostedExample(identifier: "settings", executable: "Settings", icon: "334,60")])
    func hostedAppMatchesAlone(_ app: HostedExample) throws {
        let alone = scratch(app.identifier + "-alone"), hosted = scratch(app.identifier + "-hosted")
        let picture = "/\(app.identifier).png"
        let standalone = try ChildProcess.run(products + "/" + app.executable, ["--screenshot", alone + picture,
                                                                                 "--mode", "800x480", "--no-state"])
        #expect(standalone.status == 0, "\(standalone.output)")
        let script = hosted + "/launch.touch"
        try FileBytes.write(Array("tap \(app.icon)\nwait 1\n".utf8), to: script)
        let run = try ChildProcess.run(products + "/scanout", ["apps", "--mode", "800x480", "--no-state",
                                                               "--script", script, "--screenshot", hosted + picture])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("wrote \(hosted + picture)"), "\(run.output)")
        let compare = try ChildProcess.run(products + "/scanout", ["compare", alone, hosted, "--report", hosted + "-report"])
        #expect(compare.status == 0, "\(compare.output)")
        #expect(compare.output.contains("1 images pass") || compare.output.contains("1 image passes"), "\(compare.output)")
        // The home screen itself is not the app's screen.
        let home = try ChildProcess.run(products + "/scanout", ["apps", "--mode", "800x480", "--screenshot", hosted + "-home.png"])
        #expect(home.status == 0, "\(home.output)")
        let homeImage = try Bitmap.readPNG(from: hosted + "-home.png")
        let appImage = try Bitmap.readPNG(from: hosted + picture)
        #expect(homeImage.size == appImage.size)
        #expect(homeImage[400, 400] != appImage[400, 400])
    }

    @Test("--status-bar shows its fixed status over a hosted app exactly as over the same app alone")
    func fixedStatusBarOverHostedApp() throws {
        let alone = scratch("status-alone"), hosted = scratch("status-hosted")
        let status = "--status-bar=time=21:05,battery=15,charging,wifi=1"
        let standalone = try ChildProcess.run(products + "/CheckIn", ["--screenshot", alone + "/check-in.png",
                                                                      "--mode", "800x480", "--no-state", status])
        #expect(standalone.status == 0, "\(standalone.output)")
        let script = hosted + "/launch.touch"
        try FileBytes.write(Array("tap 201,60\nwait 1\n".utf8), to: script)
        let run = try ChildProcess.run(products + "/scanout", ["apps", "--mode", "800x480", "--no-state", status,
                                                               "--script", script, "--screenshot", hosted + "/check-in.png"])
        #expect(run.status == 0, "\(run.output)")
        let compare = try ChildProcess.run(products + "/scanout", ["compare", alone, hosted, "--report", hosted + "-report"])
        #expect(compare.status == 0, "\(compare.output)")
        // Without the option the hosted app has no status bar (the default board says none): the
        // top rows differ from the picture with it.
        let plain = try ChildProcess.run(products + "/scanout", ["apps", "--mode", "800x480", "--no-state",
                                                                 "--script", script, "--screenshot", hosted + "-plain.png"])
        #expect(plain.status == 0, "\(plain.output)")
        let withBar = try Bitmap.readPNG(from: hosted + "/check-in.png")
        let withoutBar = try Bitmap.readPNG(from: hosted + "-plain.png")
        let topDiffers = (0..<20).contains { y in (0..<800).contains { x in withBar[x, y] != withoutBar[x, y] } }
        #expect(topDiffers, "the status bar's row is the same with and without --status-bar")
    }

    @Test("An unknown app is an error naming the apps there are")
    func unknownApp() throws {
        let run = try ChildProcess.run(products + "/scanout", ["apps", "--apps", "gallery,mail", "--headless"])
        #expect(run.status != 0)
        #expect(run.output.contains("no app “mail” in scanout (known: gallery, check-in, settings)"), "\(run.output)")
    }

    @Test("On the display session (its headless fallback), ctl rotate turns the interface, ctl lock locks the screen and status tells what is in front")
    func controlSocket() throws {
        let folder = scratch("socket")
        let board = folder + "/board.conf", socket = folder + "/apps.sock", ready = folder + "/ready"
        try FileBytes.write(Array("no-display = headless\nmode = 800x480\n".utf8), to: board)
        // The runtime in the background, its control socket used once its first frame is out,
        // then SIGTERM: every app terminated, the run ends with 0.
        let scanout = products + "/scanout"
        let shell = """
            "$1" apps --board "$2" --no-input --no-vt --no-state --control-socket "$3" --ready-file "$4" --quit-after 60 &
            pid=$!
            n=0; while [ ! -e "$4" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
            echo "status before: $("$1" ctl status --socket "$3" | tr '\\n' ' ')"
            echo "rotate: $("$1" ctl rotate 90 --socket "$3" | tr '\\n' ' ')"
            echo "status after: $("$1" ctl status --socket "$3" | tr '\\n' ' ')"
            echo "lock: $("$1" ctl lock --socket "$3" | tr '\\n' ' ')"
            # A lock that arrives while the turn's 0.3 s animation runs takes effect when it ends.
            n=0; until "$1" ctl status --socket "$3" | grep -q locked=yes || [ $n -ge 100 ]; do sleep 0.05; n=$((n + 1)); done
            echo "status locked: $("$1" ctl status --socket "$3" | tr '\\n' ' ')"
            "$1" ctl progress 42 --socket "$3"; echo "progress rc=$?"
            "$1" ctl rotate 45 --socket "$3" 2>/dev/null; echo "rotate 45 rc=$?"
            kill -TERM $pid; wait $pid; echo "apps rc=$?"
            """
        let run = try ChildProcess.run("/bin/sh", ["-c", shell, "sh", scanout, board, socket, ready])
        #expect(run.output.contains("status before: front=home rotation=0 device-rotation=0"), "\(run.output)")
        #expect(run.output.contains("rotate: turned=yes front=home rotation=90 device-rotation=90"), "\(run.output)")
        #expect(run.output.contains("status after: front=home rotation=90"), "\(run.output)")
        #expect(run.output.contains("apps=gallery:not-running,check-in:not-running,settings:not-running locked=no"), "\(run.output)")
        #expect(run.output.contains("lock: front="), "\(run.output)")
        #expect(run.output.contains("status locked: front=lock rotation=90"), "\(run.output)")
        #expect(run.output.contains("locked=yes"), "\(run.output)")
        // The boot splash's verbs are refused, a rotation that is not a quarter turn too.
        #expect(run.output.contains("error unavailable: “progress” is the boot splash's"), "\(run.output)")
        #expect(run.output.contains("progress rc=1"), "\(run.output)")
        #expect(run.output.contains("rotate 45 rc=64"), "\(run.output)")
        #expect(run.output.contains("apps rc=0"), "\(run.output)")
        #expect(access(socket, F_OK) != 0, "the socket is removed at the end")
    }
}
