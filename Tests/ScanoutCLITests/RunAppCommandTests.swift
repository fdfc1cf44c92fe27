import Glibc
import ScanoutTesting
import Testing

/// `scanout run --app NAME`: an app compiled into `scanout` runs through the app runner exactly as
/// its own executable runs it.
@Suite("scanout run --app")
struct RunAppCommandTests {
    let products = ChildProcess.productsFolder

    static func bytes(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            out += chunk[0..<n]
        }
        return out
    }

    @Test("Check-In headless through `scanout run --app` draws the same frame as `CheckIn` itself, in Arabic, right to left")
    func sameFrameAsTheAppsOwnRun() throws {
        let folder = "/tmp/scanout-run-app-\(getpid())"
        mkdir(folder, 0o755)
        defer {
            unlink(folder + "/run.png")
            unlink(folder + "/own.png")
            rmdir(folder)
        }
        let common = ["--headless", "--mode", "390x844", "--language", "ar", "--appearance", "dark", "--quit-after", "1"]
        let run = try ChildProcess.run(products + "/scanout", ["run", "--app", "check-in", "--screenshot", folder + "/run.png"] + common)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("wrote \(folder)/run.png"), "\(run.output)")
        let own = try ChildProcess.run(products + "/CheckIn", ["--screenshot", folder + "/own.png"] + common)
        #expect(own.status == 0, "\(own.output)")
        let a = try #require(Self.bytes(of: folder + "/run.png")), b = try #require(Self.bytes(of: folder + "/own.png"))
        #expect(a.count > 1000)
        #expect(a == b, "the two runs drew different frames")
    }

    @Test("`--app demo` is the demo app through its runner, the same frames as `--scene demo`")
    func demoByName() throws {
        let folder = "/tmp/scanout-run-demo-\(getpid())"
        mkdir(folder, 0o755)
        defer {
            unlink(folder + "/app.png")
            unlink(folder + "/scene.png")
            rmdir(folder)
        }
        let common = ["--headless", "--mode", "640x400", "--animate", "0.5", "--quit-after", "0.3", "--stats"]
        let byApp = try ChildProcess.run(products + "/scanout", ["run", "--app", "demo", "--screenshot", folder + "/app.png"] + common)
        let byScene = try ChildProcess.run(products + "/scanout", ["run", "--scene", "demo", "--screenshot", folder + "/scene.png"] + common)
        #expect(byApp.status == 0 && byScene.status == 0, "\(byApp.output)\n\(byScene.output)")
        #expect(byApp.output.contains("animated_hz=60.0"), "the activity ran at 60 Hz: \(byApp.output)")
        let a = try #require(Self.bytes(of: folder + "/app.png")), b = try #require(Self.bytes(of: folder + "/scene.png"))
        #expect(a == b, "the bar mid-slide at 0.3 s, the same in both")
    }

    @Test("An unknown app, or the gallery's own options beside another app, is an error that says what to use")
    func errors() throws {
        let unknown = try ChildProcess.run(products + "/scanout", ["run", "--headless", "--app", "nosuch", "--quit-after", "1"])
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("no app “nosuch”") && unknown.output.contains("check-in"), "\(unknown.output)")
        let mixed = try ChildProcess.run(products + "/scanout", ["run", "--headless", "--app", "settings", "--screen", "toggles"])
        #expect(mixed.status != 0)
        #expect(mixed.output.contains("--screen"), "\(mixed.output)")
    }
}
