import Glibc
import Graphics
import ScanoutTesting
import Testing

/// `scanout run --app NAME`: an app compiled into `scanout` runs through the app runner exactly as
/// its own executable runs it.
@Suite("scanout run --app")
struct RunAppCommandTests {
    let products = ChildProcess.productsFolder

    /// A fresh folder for a test's PNGs (`mkdtemp`).
    static func makeFolder() -> String {
        var template = Array("/tmp/scanout-run-app-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    /// Removes `folder` and the PNGs named `files` in it.
    static func remove(_ folder: String, _ files: [String]) {
        for file in files { unlink(folder + "/" + file) }
        rmdir(folder)
    }

    @Test("Check-In headless through `scanout run --app` draws the same frame as `CheckIn` itself, in Arabic, right to left")
    func sameFrameAsTheAppsOwnRun() throws {
        let folder = Self.makeFolder()
        defer { Self.remove(folder, ["run.png", "own.png"]) }
        let common = ["--headless", "--mode", "390x844", "--language", "ar", "--appearance", "dark", "--quit-after", "1"]
        let run = try ChildProcess.run(products + "/scanout", ["run", "--app", "check-in", "--screenshot", folder + "/run.png"] + common)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("wrote \(folder)/run.png"), "\(run.output)")
        let own = try ChildProcess.run(products + "/CheckIn", ["--screenshot", folder + "/own.png"] + common)
        #expect(own.status == 0, "\(own.output)")
        let a = try FileBytes.read(folder + "/run.png"), b = try FileBytes.read(folder + "/own.png")
        #expect(a.count > 1000)
        #expect(a == b, "the two runs drew different frames")
    }

    @Test("`--app demo` is the demo app through its runner, the same frames as `--scene demo`")
    func demoByName() throws {
        let folder = Self.makeFolder()
        defer { Self.remove(folder, ["app.png", "scene.png"]) }
        let common = ["--headless", "--mode", "640x400", "--animate", "0.5", "--quit-after", "0.3", "--stats"]
        let byApp = try ChildProcess.run(products + "/scanout", ["run", "--app", "demo", "--screenshot", folder + "/app.png"] + common)
        let byScene = try ChildProcess.run(products + "/scanout", ["run", "--scene", "demo", "--screenshot", folder + "/scene.png"] + common)
        #expect(byApp.status == 0 && byScene.status == 0, "\(byApp.output)\n\(byScene.output)")
        #expect(byApp.output.contains("animated_hz=60.0"), "the activity ran at 60 Hz: \(byApp.output)")
        let a = try FileBytes.read(folder + "/app.png"), b = try FileBytes.read(folder + "/scene.png")
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
