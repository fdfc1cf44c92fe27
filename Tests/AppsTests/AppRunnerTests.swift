import Glibc
import Scanout
import Runtime
import Devices
import ScanoutTesting
import Testing

@MainActor
@Suite("Running an app", .serialized)
struct AppRunnerTests {
    @Test("SIGTERM ends a run on the display: the app is told it will terminate and its state is saved")
    func sigtermSavesState() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let journal = Journal()
        journal.note = "before SIGTERM"
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: AppStateStore(folder: folder.path),
                                             lines: LogLines())
        var options = RunOptions()
        options.headless = true  // the display session's headless fallback: its real loop, clock and signals
        options.usesInput = false
        options.usesVirtualTerminal = false
        options.quitAfterSeconds = 30  // a guard: the signal ends the run long before
        var phaseAtSignal: AppPhase?
        let statistics = try AppRunner.runOnDisplay(instance, options: options, fonts: try TestFonts.system()) { session in
            phaseAtSignal = instance.phase
            journal.list?.contentOffset.y = 132
            kill(getpid(), SIGTERM)
        }
        #expect(phaseAtSignal == .active)
        #expect(statistics.frames >= 1)
        #expect(instance.phase == .terminated)
        #expect(journal.events == ["makeRootView", "didLaunch(nil)", "willTerminate", "snapshot"])
        #expect(folder.files == ["recorder-test.state.json"])

        let next = Journal()
        try AppInstance.recording(RecordingApp(journal: next), store: AppStateStore(folder: folder.path), lines: LogLines()).launch()
        #expect(next.events == ["makeRootView", "didLaunch(before SIGTERM #1)"])
        #expect(next.list?.contentOffset.y == 132)
    }

    @Test("Headless, the app runs on the virtual clock and its touch script reaches it; the state is saved at the end")
    func headlessRun() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let script = folder.path + "/drag.touch"
        // A drag up the list: it scrolls.
        try FileBytes.write(Array("drag 200,700 200,300 duration=0.3\n".utf8), to: script)
        var options = AppLaunchOptions()
        options.headless = true
        options.scriptPath = script
        options.stateFolder = folder.path + "/state"
        options.board.mode = DisplayModeRequest(parsing: "390x844")
        let journal = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: options.stateStore, lines: LogLines(),
                                             size: options.pixelSize)
        let (statistics, display) = try AppRunner.runHeadless(instance, options: options, fonts: try TestFonts.system())
        #expect(display.pixelSize == PixelSize(width: 390, height: 844))
        #expect(statistics.frames > 1)
        let offset = try #require(journal.list?.contentOffset.y)
        #expect(offset > 100, "the drag scrolled the list: \(offset)")
        #expect(instance.phase == .terminated)
        #expect(fileNames(in: folder.path + "/state") == ["recorder-test.state.json"])
    }

    @Test("The command line: board, mode, rotation, language, appearance, text size, screenshot")
    func commandLine() throws {
        let options = try AppLaunchOptions(parsing: ["--mode", "800x480", "--rotation", "90", "--language", "ar",
                                                     "--appearance", "dark", "--text-size", "extra-large",
                                                     "--screenshot", "out/x.png", "--scale", "2"])
        #expect(options.pixelSize == PixelSize(width: 480, height: 800), "a quarter turn swaps the screen's sides")
        #expect(options.board.scale == 2)
        #expect(options.environment.layoutDirection == .rightToLeft)
        #expect(options.environment.locale == .arabic)
        #expect(options.environment.colorScheme == .dark)
        #expect(options.environment.textSize == .extraLarge)
        #expect(options.isScreenshot && options.headless)
        #expect(options.stateStore == nil, "screenshots read and save no state unless asked")

        let defaults = try AppLaunchOptions(parsing: [])
        #expect(!defaults.headless && defaults.stateStore != nil && defaults.environment.layoutDirection == .leftToRight)
        #expect(try AppLaunchOptions(parsing: ["--no-state"]).stateStore == nil)
        #expect(try AppLaunchOptions(parsing: ["--headless"]).stateStore == nil, "headless runs are the same every time")
        #expect(try AppLaunchOptions(parsing: ["--screenshot", "a.png", "--state-folder", "/tmp/s"]).stateStore?.folder == "/tmp/s")

        for (arguments, fragment) in [(["--rotation", "45"], "--rotation must be 0, 90, 180 or 270"),
                                      (["--appearance", "sepia"], "--appearance must be light or dark"),
                                      (["--text-size", "huge"], "--text-size must be one of extra-small"),
                                      (["--mode", "big"], "--mode must look like 1024x768"),
                                      (["--script", "x.touch"], "--script needs --headless or --screenshot"),
                                      (["--language", "../x"], "--language must be a language tag"),
                                      (["--board", "/nonexistent/board.conf"], "cannot read the board profile")] {
            do {
                _ = try AppLaunchOptions(parsing: arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                #expect(error.message.contains(fragment), "\(arguments): \(error.message)")
                #expect(error.exitCode != 0)
            }
        }
        do {
            _ = try AppLaunchOptions(parsing: ["--help"])
            Issue.record("--help parsed as options")
        } catch {
            #expect(error.exitCode == 0)
            #expect(error.message.contains("--screenshot") && error.message.contains("--text-size"))
        }
    }
}
