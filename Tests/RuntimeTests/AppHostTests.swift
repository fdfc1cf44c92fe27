import Devices
import Diagnostics
import Gestures
import Glibc
import Synchronization
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// A content whose tree is one full-screen node, recording the time of every frame it renders.
@MainActor
final class RecordingContent: HostedContent {
    let root = Node()
    let owner: SceneOwner
    private let scene: SceneContent
    private(set) var frameTimes: [Double] = []
    /// Every size it was laid out for.
    private(set) var resizes: [PixelSize] = []

    init() {
        root.background = .color(.fixed(.white))
        owner = SceneOwner(root: root, pixelSize: PixelSize(width: 64, height: 48))
        owner.backgroundColor = nil
        scene = SceneContent(owner: owner)
    }

    var frameRequestHandler: (@MainActor () -> Void)? {
        get { scene.frameRequestHandler }
        set { scene.frameRequestHandler = newValue }
    }

    var inputRoot: Node? { root }

    var needsFrame: Bool { scene.needsFrame }

    func useFonts(_ fonts: FontSystem) { scene.useFonts(fonts) }

    func resize(to size: PixelSize, scale: Double) {
        resizes.append(size)
        scene.resize(to: size, scale: scale)
    }

    func render(into bitmap: Bitmap, at time: Double) -> [PixelRect] {
        frameTimes.append(time)
        return scene.render(into: bitmap, at: time)
    }
}

/// An input source that counts how often the host hands it a touch mapping.
final class MappedSource: TouchMappedInputSource {
    var mappings: [TouchMapping] = []
    var touchMapping = TouchMapping(panelSize: PixelSize(width: 1, height: 1)) {
        didSet { mappings.append(touchMapping) }
    }
    var pending: [InputEvent] = []
    var pollDescriptor: Int32? { nil }
    func dispatch() -> [InputEvent] {
        defer { pending = [] }
        return pending
    }
}

/// An input source whose device fails on every read (a broken touch panel).
final class FailingSource: InputSource {
    var pollDescriptor: Int32? { nil }
    func dispatch() throws(InputSourceError) -> [InputEvent] { throw .dispatchFailed(errno: EIO) }
}

/// A device source (it has a descriptor for the loop to watch) whose queue the test fills: what
/// waits in it has reached the device but is not read until the host or the loop reads it.
final class QueuedDeviceSource: InputSource {
    var queued: [InputEvent] = []
    /// Never watched here: the headless session polls no descriptor.
    var pollDescriptor: Int32? { 0 }
    func dispatch() -> [InputEvent] {
        defer { queued = [] }
        return queued
    }
}

/// The rate limiter's clock, moved by hand.
final class LimiterClock: Sendable { let seconds = Mutex(0.0) }

@Suite("App host (virtual clock)")
@MainActor
struct AppHostTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("A change made by a timer, with no input, reaches the display at the timer's time")
    func timerDrivenChange() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        session.host.schedule(after: 1) { content.root.background = .color(.fixed(.black)) }
        let statistics = session.run()
        #expect(content.frameTimes == [0, 1])
        #expect(statistics.frames == 2)
        #expect(session.display.frame[32, 24] == Color.black.premultipliedPixel)
        #expect(session.clock.now == 1)
    }

    @Test("An animation is paced at exactly 60 Hz on the virtual clock, then the host idles without wake-ups")
    func exactPacing() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        session.host.update()  // the first frame, at 0
        content.owner.animator.animate(from: 0.0, to: 1.0, with: .linear(duration: 0.25), key: Animator.Key(AnimatedProperty("fade"))) { value in
            content.root.opacity = 1 - value / 2
        }
        let statistics = session.run(until: 2)
        // The animation starts at the first frame's time, 0; frames follow on the 60 Hz grid,
        // 1/60, …, 15/60, the last showing its final value at 0.25 s.
        let expected = (0...15).map { Double($0) / 60 }
        #expect(content.frameTimes.count == expected.count)
        for (time, want) in zip(content.frameTimes, expected) { #expect(abs(time - want) < 1e-9, "\(time) ≠ \(want)") }
        #expect(statistics.idleFrames == 0)
        #expect(statistics.idleWakeUps == 0, "only the wake-up that ends the run at 2 s")
        #expect(abs(statistics.idleSeconds - (2 - 0.25)) < 1e-9)
        #expect(session.clock.wakeUpCount == 16, "15 frame ticks and the end")
    }

    @Test("Fonts that failed to open are logged once each as warnings, by the host's font problem log, not at every frame")
    func fontProblemsLoggedOnce() throws {
        let broken = FontDescriptor(family: "Broken", path: "/proc/self/status")
        let missing = FontDescriptor(family: "Missing", path: "/nonexistent/font.ttf")
        let partly = try FontSystem(configuration: .init(fontFiles: [broken, missing]))
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: partly)
        let recorder = LogRecorder()
        session.host.logger = recorder.logger
        session.run()
        content.root.background = .color(.fixed(.black))
        session.run()
        #expect(content.frameTimes.count == 2, "two frames drawn")
        let logged = recorder.entries.filter { $0.message.hasPrefix("text: ") }
        #expect(logged.count == 2, "\(recorder.entries)")
        #expect(logged.allSatisfy { $0.level == .warning })
        #expect(logged.contains { $0.message.contains("/nonexistent/font.ttf") }, "\(logged)")
    }

    @Test("A device failing on every read is logged as an error five times a minute, then counted, not written")
    func repeatingInputErrorIsRateLimited() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        let clock = LimiterClock()
        session.host.errorLimiter = LogRateLimiter(burst: 5, interval: 60, clock: { clock.seconds.withLock { $0 } })
        let recorder = LogRecorder()
        session.host.logger = recorder.logger
        let source = FailingSource()
        session.host.add(source)
        for _ in 0..<1000 { session.host.dispatch(source) }
        let lines = recorder.messages
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0 == "input: libinput failed to read events (errno \(EIO))" }, "\(lines)")
        clock.seconds.withLock { $0 = 61 }
        session.host.dispatch(source)
        #expect(recorder.messages.count == 6)
        #expect(recorder.messages.last?.hasSuffix("(995 similar messages suppressed in the last 60 s)") == true,
                "\(recorder.messages.last ?? "")")
        #expect(recorder.entries.allSatisfy { $0.level == .error && $0.label == "scanout" }, "\(recorder.entries)")
    }

    @Test("Nothing marked: no frame and no wake-up after the first")
    func idleHost() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        let statistics = session.run()
        #expect(content.frameTimes == [0])
        #expect(statistics.frames == 1)
        #expect(session.clock.wakeUpCount == 0)
    }

    @Test("A scripted tap reaches a recognizer through ScriptedInputSource at the script's time")
    func scriptedTap() throws {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        let tap = TapGestureRecognizer()
        var tappedAt: Double?
        tap.addAction { recognizer in
            guard recognizer.state == .ended else { return }
            tappedAt = recognizer.currentTime
            content.root.background = .color(.fixed(.black))
        }
        content.root.addGestureRecognizer(tap)
        session.play(try TouchScript("wait 0.5\ntap 32,24\n"))
        session.run()
        let time = try #require(tappedAt)
        #expect(abs(time - 0.55) < 1e-9, "the tap lifts 50 ms after it lands at 0.5 s: \(time)")
        #expect(session.display.frame[32, 24] == Color.black.premultipliedPixel)
        #expect(content.frameTimes.last.map { abs($0 - 0.55) < 1e-9 } == true)
    }

    @Test("Touches waiting unread in a device's queue count before a recognizer deadline the host wakes for")
    func queuedTouchesBeforeDeadline() throws {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        let tap = TapGestureRecognizer()
        var tappedAt: Double?
        tap.addAction { recognizer in
            if recognizer.state == .ended { tappedAt = recognizer.currentTime }
        }
        content.root.addGestureRecognizer(tap)
        let source = QueuedDeviceSource()
        session.host.add(source)
        session.host.update()  // the first frame, at 0
        let id = TouchID(1)
        let point = Point(x: 32, y: 24)
        source.queued = [.touch(TouchEvent(timestamp: 0.1, changedTouches: [Touch(id: id, phase: .began, location: point, timestamp: 0.1)]))]
        session.host.dispatch(source)
        session.host.update()
        let deadline = try #require(session.clock.wakeUp)
        #expect(abs(deadline - (0.1 + GestureMetrics.maximumTapDuration)) < 1e-9, "the tap's deadline: \(deadline)")
        // The finger lifted at 0.2 s, but the loop (after a frame longer than the deadline on a slow
        // board) wakes for the deadline before it has read the device.
        source.queued = [.touch(TouchEvent(timestamp: 0.2, changedTouches: [
            Touch(id: id, phase: .ended, location: point, startLocation: point, timestamp: 0.2, startTimestamp: 0.1)
        ]))]
        session.clock.advanceToWakeUp()
        session.host.update()
        session.host.dispatch(source)  // the loop reads the device after the update
        let time = try #require(tappedAt, "the lift that came before the deadline failed it")
        #expect(abs(time - 0.2) < 1e-9, "the tap ends at its lift: \(time)")
    }

    @Test("The display hands its touch mapping to input sources when it changes, not per event")
    func touchMappingHandOver() {
        let content = RecordingContent()
        let clock = VirtualHostClock()
        let host = AppHost(content: content, clock: clock, fonts: fonts)
        let source = MappedSource()
        host.add(source)
        #expect(source.mappings.isEmpty, "no display yet")
        host.show(on: HeadlessDisplay(pixelSize: PixelSize(width: 200, height: 100), scale: 2))
        #expect(source.mappings.count == 1)
        #expect(source.touchMapping.screenBounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(host.input?.windowBounds == Rect(x: 0, y: 0, width: 100, height: 50))
        for _ in 0..<5 {
            source.pending = [.pointer(PointerEvent(kind: .hover, location: Point(x: 1, y: 1), timestamp: clock.now))]
            host.dispatch(source)
            host.update()
        }
        #expect(source.mappings.count == 1, "dispatching never remaps")
        host.displayDidChange()
        #expect(source.mappings.count == 2)
    }

    @Test("Drawn while waiting for a display: the display that comes shows that drawing, not laid out again")
    func preparedFirstFrame() {
        let content = RecordingContent()
        let host = AppHost(content: content, clock: VirtualHostClock(), fonts: fonts)
        host.update()
        #expect(content.frameTimes.isEmpty, "no display: nothing drawn")
        let size = PixelSize(width: 80, height: 60)
        #expect(host.prepareFirstFrame(size: size, scale: 1) != nil)
        #expect(content.resizes == [size] && content.frameTimes.count == 1)
        let display = HeadlessDisplay(pixelSize: size, scale: 1)
        host.show(on: display)
        host.update()
        #expect(content.resizes == [size], "not laid out again for the display it was drawn for")
        #expect(display.presentedFrameCount == 1 && display.lastDamage == [PixelRect(size: size)], "shown whole")
        #expect(display.frame[40, 30] == Color.white.premultipliedPixel)
        #expect(host.prepareFirstFrame(size: size, scale: 1) == nil, "a display is shown: nothing to prepare")
        // Drawn for one size, a display of another comes: laid out and drawn for that one.
        host.removeDisplay()
        host.prepareFirstFrame(size: size, scale: 1)
        let other = HeadlessDisplay(pixelSize: PixelSize(width: 100, height: 50), scale: 1)
        host.show(on: other)
        host.update()
        #expect(content.resizes == [size, size, PixelSize(width: 100, height: 50)])
        #expect(other.presentedFrameCount == 1 && other.frame[90, 45] == Color.white.premultipliedPixel)
    }

    @Test("A change while waiting for a display is drawn into the prepared frame; the display shows the same pixels as a frame drawn after it came")
    func preparedFrameKeptCurrent() {
        let size = PixelSize(width: 80, height: 60)
        let content = RecordingContent()
        let clock = VirtualHostClock()
        let host = AppHost(content: content, clock: clock, fonts: fonts)
        host.prepareFirstFrame(size: size, scale: 1)
        host.update()
        #expect(content.frameTimes.count == 1, "nothing changed since the preparation: not drawn again")
        content.root.background = .color(.fixed(.black))
        host.update()
        #expect(content.frameTimes.count == 2, "the change is drawn while waiting")
        let display = HeadlessDisplay(pixelSize: size, scale: 1)
        host.show(on: display)
        host.update()
        #expect(content.resizes == [size] && display.presentedFrameCount == 1)
        #expect(display.lastDamage == [PixelRect(size: size)], "shown whole")
        // The same content drawn only after its display came: the same pixels.
        let late = RecordingContent()
        late.root.background = .color(.fixed(.black))
        let lateHost = AppHost(content: late, clock: VirtualHostClock(), fonts: fonts)
        let lateDisplay = HeadlessDisplay(pixelSize: size, scale: 1)
        lateHost.show(on: lateDisplay)
        lateHost.update()
        #expect(display.frame.hasSamePixels(as: lateDisplay.frame))
        #expect(display.frame[40, 30] == Color.black.premultipliedPixel)
    }

    @Test("While presentation is paused nothing is drawn; resuming draws what was asked for")
    func pausedPresentation() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        session.host.update()
        session.host.isPresentationPaused = true
        content.root.background = .color(.fixed(.black))
        session.host.update()
        #expect(content.frameTimes == [0])
        #expect(session.clock.wakeUp == nil, "a paused host arms nothing")
        session.host.isPresentationPaused = false
        session.run()
        #expect(content.frameTimes.count == 2)
        #expect(session.display.frame[0, 0] == Color.black.premultipliedPixel)
    }

    @Test("The host hands its fonts to the content: a scene without its own gets them in its environment")
    func fontsAreInjected() {
        let content = RecordingContent()
        #expect(content.owner.environment.fonts == nil)
        _ = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        #expect(content.owner.environment.fonts === fonts)
        #expect(content.root.textFonts === fonts)
    }

    @Test("Going idle after drawing gives free memory back once, not on every wake-up")
    func releasesMemoryWhenIdle() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        session.host.schedule(after: 1) { content.root.background = .color(.fixed(.black)) }
        session.host.schedule(after: 2) {}  // a wake-up that draws nothing
        session.run()
        #expect(session.host.statistics.frames == 2)
        #expect(session.host.idleMemory.releases == 2, "once after the first frame, once after the timer's frame")
    }

    @Test("Small frames eight times a second (a spinner) give free memory back once a second, and after the last at once")
    func releasesMemoryOnceASecondBetweenSteps() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        var step = 0
        func next() {
            session.host.schedule(after: 0.125) {
                step += 1
                content.root.background = .color(.fixed(Color(white: Double(step) / 40)))
                if step < 20 { next() }
            }
        }
        next()
        session.run()
        #expect(session.host.statistics.frames == 21)
        // At 0 (the first frame), 1 s and 2 s (woken again within a second each time: owed until
        // then), and at 2.5 s after the last step, with nothing left to wake the host.
        #expect(session.host.idleMemory.releases == 4)
    }

    @Test("A host that never goes idle gives free memory back every 10 s of drawing")
    func releasesMemoryWhileBusy() {
        let content = RecordingContent()
        let session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
        session.host.update()  // the first frame, at 0; idle: the first release
        #expect(session.host.idleMemory.releases == 1)
        content.owner.animator.animate(from: 0.0, to: 1.0, with: .linear(duration: 25), key: Animator.Key(AnimatedProperty("fade"))) { value in
            content.root.opacity = 1 - value / 2
        }
        session.run(until: 24)
        // Animating from 0 to 25 s: never idle; released at 10 and 20 s, between frames.
        #expect(session.host.idleMemory.releases == 3)
        session.run(until: 30)
        #expect(session.host.idleMemory.releases == 4, "and once more when it went idle at 25 s")
    }

    @Test("A session's errors keep their boundary's error and advice")
    func sessionErrors() {
        let display = DisplaySessionError.display(.permissionDenied(path: "/dev/dri/card0", reason: "EACCES"))
        #expect(display.description == DRMError.permissionDenied(path: "/dev/dri/card0", reason: "EACCES").description)
        let loop = DisplaySessionError.eventLoop(EventLoopError("epoll_ctl(7)", errno: EBADF))
        #expect(loop.description.hasPrefix("the event loop: epoll_ctl(7) failed: "))
    }
}
