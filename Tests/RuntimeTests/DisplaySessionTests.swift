import Devices
import Graphics
import Scene
import Testing
@testable import Runtime

@Suite("Display session (headless)")
@MainActor
struct DisplaySessionTests {
    @Test("A headless run animates at the timer's pace, then idles without frames or wake-ups")
    func headlessRun() throws {
        var options = RunOptions()
        options.headless = true
        options.board.mode = DisplayModeRequest(width: 320, height: 240)
        options.animationSeconds = 0.25
        options.quitAfterSeconds = 0.6
        let session = try DisplaySession(content: DemoContent(animationDuration: 0.25), options: options)
        session.log = { _ in }
        let statistics = try session.run()
        #expect(statistics.display == "headless 320x240")
        // At most 1 at rest + 0.25 s at 60 Hz + the bar hidden: the timer paces, nothing spins. (A loaded
        // machine may drop ticks, so the lower bound only says the animation ran.)
        #expect(statistics.frames >= 3 && statistics.frames <= 19, "frames: \(statistics.frames)")
        #expect(statistics.idleWakeUps == 0)
        #expect(statistics.idleFrames == 0)
        #expect(statistics.idleSeconds > 0.2)
    }

    @Test("A change made by a timer, with no input at all, reaches the display")
    func timerDrivenChangeIsShown() throws {
        let root = Node()
        root.background = .color(.fixed(.white))
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 64, height: 48))
        owner.backgroundColor = nil
        var options = RunOptions()
        options.headless = true
        options.board.mode = DisplayModeRequest(width: 64, height: 48)
        options.usesVirtualTerminal = false
        options.quitAfterSeconds = 0.3
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options)
        session.log = { _ in }
        let timer = try FrameTimer()
        var fired = false
        session.onStarted = { session in
            // App code on a timer of its own: it only marks the scene.
            try? session.eventLoop.watch(timer.fileDescriptor) {
                timer.acknowledge()
                fired = true
                root.background = .color(.fixed(.black))
            }
            timer.arm(at: MonotonicClock.now() + 0.05)
        }
        let statistics = try session.run()
        let display = try #require(session.currentDisplay as? HeadlessDisplay)
        #expect(fired)
        #expect(statistics.frames == 2, "the first frame, then the timer's change: \(statistics.frames) frames")
        #expect(display.frame[32, 24] == Color.black.premultipliedPixel)
    }

    @Test("The Scene-driven demo at rest draws exactly what DemoScene draws (the VM suite's reference)")
    func sceneDemoMatchesReference() {
        for (size, scale) in [(PixelSize(width: 1024, height: 768), 1.0), (PixelSize(width: 768, height: 1024), 1.0),
                              (PixelSize(width: 1280, height: 1000), 2.0)] {
            let content = DemoContent()
            let bitmap = Bitmap(size: size)
            content.resize(to: size, scale: scale)
            #expect(content.render(into: bitmap, at: 10) == [bitmap.bounds])
            let reference = Bitmap(size: size)
            DemoScene.render(into: reference, scale: scale)
            #expect(bitmap.hasSamePixels(as: reference), "\(size) @\(scale)x")
            #expect(!content.needsFrame(at: 10.1))
        }
    }

    @Test("A toggled switch animates its knob and redraws only the switch")
    func toggledSwitchDamage() {
        let content = DemoContent()
        let bitmap = Bitmap(width: 1024, height: 768)
        content.resize(to: bitmap.size, scale: 1)
        _ = content.render(into: bitmap, at: 0)
        #expect(!content.needsFrame(at: 1))
        let frame = DemoScene.switchFrame(row: 0, screenWidth: 1024)
        #expect(content.switchRow(at: Point(x: frame.midX, y: frame.midY)) == 0)
        #expect(content.switchRow(at: Point(x: 100, y: 500)) == nil)
        #expect(content.isSwitchOn(row: 0))
        content.toggleSwitch(row: 0, at: 1)
        #expect(content.needsFrame(at: 1))
        var time = 1.0
        var frames = 0
        while content.needsFrame(at: time) && frames < 100 {
            let damage = content.render(into: bitmap, at: time)
            for rect in damage { #expect(rect.area < 80 * 50, "\(rect)") }
            time += 1.0 / 60
            frames += 1
        }
        #expect(frames >= 10 && frames <= 20, "a 0.25 s animation took \(frames) frames")
        #expect(!content.isSwitchOn(row: 0))
        // Off: the knob is white at the leading end, the track's interior white, no green left.
        #expect(bitmap[Int(frame.minX) + 8, Int(frame.midY)] == Color.white.premultipliedPixel)
        #expect(bitmap[Int(frame.maxX) - 8, Int(frame.midY)] == Color.white.premultipliedPixel)
    }
}
