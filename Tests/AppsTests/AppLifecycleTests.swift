import Glibc
import Scanout
import Runtime
import Devices
import ScanoutTesting
import Testing

@MainActor
@Suite("App lifecycle")
struct AppLifecycleTests {
    @Test("Launch, suspend, resume and terminate call the app in order, saving the state on suspension and termination")
    func lifecycleOrder() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let journal = Journal()
        let lines = LogLines()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: AppStateStore(folder: folder.path), lines: lines)
        var phases: [AppPhase] = []
        instance.onPhaseChange = { phases.append($0) }
        #expect(instance.phase == .notLaunched)
        #expect(instance.identifier == "recorder-test")

        instance.launch()
        instance.launch()  // a second launch does nothing
        #expect(journal.events == ["makeRootView", "didLaunch(nil)"])
        #expect(folder.files.isEmpty, "nothing is saved before the first suspension")

        instance.suspend()
        #expect(journal.events.suffix(2) == ["willSuspend", "snapshot"])
        #expect(folder.files == ["recorder-test.state.json"])
        instance.suspend()  // already suspended: nothing
        instance.receiveMemoryWarning()
        instance.resume()
        instance.resume()
        journal.note = "last"
        instance.terminate()
        instance.terminate()
        instance.resume()  // terminated: nothing comes back
        #expect(journal.events == ["makeRootView", "didLaunch(nil)", "willSuspend", "snapshot", "memoryWarning",
                                   "didResume", "willTerminate", "snapshot"])
        #expect(phases == [.active, .suspended, .active, .terminated])
        #expect(lines.lines.isEmpty, "\(lines.lines)")

        // The next launch gets what termination saved.
        let next = Journal()
        try AppInstance.recording(RecordingApp(journal: next), store: AppStateStore(folder: folder.path), lines: lines).launch()
        #expect(next.events == ["makeRootView", "didLaunch(last #1)"])
        #expect(folder.files == ["recorder-test.state.json"], "no temporary file is left behind")
    }

    @Test("A suspended app asks for no frames, draws nothing and its timers wait; resumed, it redraws and they fire")
    func suspendedAppIsQuiet() throws {
        let journal = Journal()
        let lines = LogLines()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: nil, lines: lines)
        instance.launch()
        let session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 390, height: 844),
                                      fonts: try TestFonts.system())
        instance.attach(to: session.host)
        session.run()
        let framesBefore = session.host.statistics.frames
        #expect(framesBefore >= 1)
        // The list's sections are opaque rounded rects: their bodies are written with the rows
        // beside them and their corners drawn directly, so the first frame need record nothing.
        // A shape drawn through the app's cache fills it for the memory warning to empty.
        Canvas(bitmap: Bitmap(width: 40, height: 40), cache: instance.rasterCache)
            .fillEllipse(in: Rect(x: 4, y: 4, width: 24, height: 24), paint: .color(.white))
        #expect(instance.rasterCache.count > 0, "a drawn circle is recorded in the app's cache")
        instance.receiveMemoryWarning()
        #expect(instance.rasterCache.count == 0, "a memory warning empties the cache")
        #expect(journal.events.last == "memoryWarning")

        var fired: [Double] = []
        instance.context.schedule(after: 1) { fired.append(session.clock.now) }
        instance.suspend()
        journal.list?.contentOffset.y = 200  // a change while suspended
        #expect(!session.host.needsFrame, "a suspended app asks for no frame")
        session.run(until: session.clock.now + 5)
        #expect(fired.isEmpty, "a suspended app's timer does not fire")
        #expect(session.host.statistics.frames == framesBefore, "a suspended app draws nothing")

        let resumedAt = session.clock.now
        instance.resume()
        session.run()
        #expect(fired.count == 1 && fired[0] >= resumedAt, "the timer that fell due fires after resuming: \(fired)")
        #expect(session.host.statistics.frames > framesBefore, "resumed, the app is drawn again")
    }

    @Test("A change made while suspended is drawn when the app is resumed inside a host pass: the host reads the app's need, nothing keeps a request for it")
    func resumedAppDrawsWaitingChange() throws {
        let journal = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: nil, lines: LogLines())
        instance.launch()
        let session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 390, height: 844),
                                      fonts: try TestFonts.system())
        instance.attach(to: session.host)
        session.run()
        let settled = session.host.statistics.frames
        instance.suspend()
        journal.list?.contentOffset.y = 200  // its one wake-up finds a suspended app: no frame
        #expect(instance.scene.needsFrame, "the scene holds its change")
        #expect(!instance.needsFrame && !session.host.needsFrame, "a suspended app needs no frame")
        session.run(until: session.clock.now + 2)
        #expect(session.host.statistics.frames == settled)
        // Resumed by a timer of the host's, inside its pass: the pass reads the app's need.
        let resumeAt = session.clock.now + 1
        session.host.schedule(at: resumeAt) { instance.resume() }
        session.run()
        #expect(session.host.statistics.frames > settled, "resumed, its waiting change is drawn")
        #expect(!instance.scene.needsFrame, "and nothing is left waiting")
        #expect(journal.list?.contentOffset.y == 200)
    }

    @Test("A rotation the app supports calls will-change, lays out, calls did-change; one it does not is ignored")
    func rotation() throws {
        let journal = Journal()
        let instance = try AppInstance.recording(RecordingApp(journal: journal), store: nil, lines: LogLines())
        instance.launch()
        #expect(instance.orientation == .portrait)
        journal.events = []
        #expect(instance.rotate(to: .landscapeRight, pixelSize: PixelSize(width: 844, height: 390), scale: 1))
        #expect(journal.events == ["willRotate(landscapeRight)", "didRotate(landscapeRight)"])
        #expect(instance.scene.sizeInPoints == Size(width: 844, height: 390))
        #expect(journal.stack?.frame.size == Size(width: 844, height: 390), "the app's views were laid out for the new size")
        #expect(!instance.rotate(to: .portraitUpsideDown, pixelSize: PixelSize(width: 390, height: 844), scale: 1))
        #expect(instance.orientation == .landscapeRight)
        #expect(instance.scene.sizeInPoints == Size(width: 844, height: 390), "an unsupported orientation changes nothing")
        // A display of the other aspect (hotplug) rotates too.
        instance.resize(to: PixelSize(width: 390, height: 844), scale: 1)
        #expect(instance.orientation == .portrait)
        #expect(journal.events.suffix(2) == ["willRotate(portrait)", "didRotate(portrait)"])
    }
}

@MainActor
@Suite("App timers on the host's clock")
struct AppTimerEpochTests {
    /// A host clock that does not start at 0, as a device's monotonic clock never does.
    static let epoch = 1_000.0

    @Test("A timer scheduled before the app is attached keeps its delay: it fires that long after it is on the host's clock")
    func timerScheduledBeforeAttachKeepsItsDelay() throws {
        let instance = try AppInstance.recording(RecordingApp(journal: Journal()), store: nil, lines: LogLines())
        let clock = VirtualHostClock(start: Self.epoch)
        var fired: [Double] = []
        instance.context.schedule(after: 30) { fired.append(clock.now) }
        // Launched before it is attached, as a multi-app runtime launches its kiosk app.
        instance.launch()
        let host = AppHost(content: instance, clock: clock, fonts: try TestFonts.system())
        host.show(on: HeadlessDisplay(pixelSize: PixelSize(width: 390, height: 844), scale: 1))
        instance.attach(to: host)
        host.update()
        #expect(fired.isEmpty, "the timer does not fire on the first frame")
        while fired.isEmpty, clock.now < Self.epoch + 60, clock.advanceToWakeUp() { host.update() }
        #expect(fired == [Self.epoch + 30], "it fires 30 s after the attachment: \(fired)")
    }

    @Test("A timer scheduled once the app is hosted counts from the host's clock, whatever its epoch")
    func timerScheduledWhileHosted() throws {
        let instance = try AppInstance.recording(RecordingApp(journal: Journal()), store: nil, lines: LogLines())
        instance.launch()
        let session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 390, height: 844),
                                      fonts: try TestFonts.system(), clockStart: Self.epoch)
        instance.attach(to: session.host)
        session.run()
        let scheduledAt = session.clock.now
        var fired: [Double] = []
        let timer = instance.context.schedule(after: 2) { fired.append(session.clock.now) }
        #expect(timer.deadline == scheduledAt + 2)
        session.run()
        #expect(fired == [scheduledAt + 2])
    }
}
