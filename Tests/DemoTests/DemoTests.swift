import Glibc
import Scanout
import Devices
import ScanoutTesting
import Testing
@testable import Demo
@testable import Runtime

@Suite("Demo scene")
@MainActor
struct DemoTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("A headless run animates at exactly 60 Hz on the virtual clock, then idles without frames or wake-ups")
    func headlessRun() {
        let demo = DemoRun.headless(pixelSize: PixelSize(width: 320, height: 240), scale: 1, fonts: fonts,
                                    animationSeconds: 0.25)
        let statistics = demo.session.run(until: 0.6)
        // The screen at rest at 0; the activity starts with the second frame (1/60 s) and runs
        // 0.25 s: frames at 2/60 … 16/60, the last one hiding the bar. Nothing after that.
        #expect(statistics.frames == 17)
        #expect(statistics.animatedFrames == 16)
        #expect(abs(statistics.animatedSpan - 15.0 / 60) < 1e-9)
        // The frame before the last still asked for one: it came before the animation's end.
        #expect(abs(statistics.animatedLastGap - 1.0 / 60) < 1e-9)
        #expect(statistics.animatedSpan - statistics.animatedLastGap < 0.25)
        #expect(statistics.idleWakeUps == 0)
        #expect(statistics.idleFrames == 0)
        #expect(abs(statistics.idleSeconds - (0.6 - 16.0 / 60)) < 1e-9)
        #expect(demo.app.nodes.activityBar.isHidden)
    }

    @Test("A headless session on the device path (real clock, the no-display fallback) animates and idles")
    func headlessFallbackRun() throws {
        var options = RunOptions()
        options.headless = true
        options.board.mode = DisplayModeRequest(width: 320, height: 240)
        // 0.2 s of animation from the second frame, then idle: 2 s leave room for a loaded
        // machine (tests run in parallel on two cores) to be late with the animation's frames.
        options.quitAfterSeconds = 2
        options.animationSeconds = 0.2
        let app = DemoApp()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: PixelSize(width: 320, height: 240), scale: 1))
        let session = try DisplaySession(content: instance, options: options, fonts: fonts)
        session.logger = LogRecorder().logger
        instance.attach(to: session.host)
        instance.launchWhenShown()
        session.host.addObserver(DemoActivityStart(app: app, seconds: 0.2))
        let statistics = try session.run()
        #expect(statistics.display == "headless 320x240")
        // Frame counts depend on the machine's load on the real clock; what cannot vary: the
        // animation ran, and after it nothing woke the loop but the quit timer.
        #expect(statistics.animatedFrames > 0)
        #expect(statistics.idleWakeUps == 0)
        #expect(statistics.idleFrames == 0)
    }

    @Test("The demo screenshot is written at size × scale pixels and shows the grouped background")
    func writesDemo() throws {
        let folder = "/tmp/scanout-screenshot-\(getpid())"
        let path = try ScreenshotMode.writeDemo(size: Size(width: 400, height: 300), scale: 2, fonts: fonts, to: folder + "/nested")
        let image = try Bitmap.readPNG(from: path)
        #expect(image.size == PixelSize(width: 800, height: 600))
        #expect(image[799, 200] == Color(hex: 0xF2F2F7).premultipliedPixel)
        #expect(image[10, 10] == Color(hex: 0xF9F9F9).premultipliedPixel)
        // The first switch (on) is a green pill with its white knob at the trailing end.
        #expect(image[642, 172] == Color(hex: 0x34C759).premultipliedPixel)
        #expect(image[750, 172] == Color.white.premultipliedPixel)  // the row, past the knob's shadow
    }

    @Test("A screen reader names each of the demo's switches, though the scene draws no text")
    func switchesNamed() {
        let nodes = DemoSceneNodes()
        let words = nodes.switches.map { AccessibilitySpeech.utterance(for: $0, in: .english).text }
        #expect(words.first == "Option 1, on, switch button")
        #expect(words.last == "Option 6, off, switch button")
    }

    @Test("The demo's switches are the real Switch control, drawn exactly as a Switch alone at rest")
    func switchesAreRealSwitches() throws {
        for (size, scale) in [(PixelSize(width: 1024, height: 768), 1.0), (PixelSize(width: 1280, height: 1000), 2.0)] {
            let bitmap = try ScreenshotMode.renderDemo(pixelSize: size, scale: scale, fonts: fonts)
            for row in [0, 1] {
                let frame = DemoScene.switchFrame(row: row, screenWidth: Double(size.width) / scale)
                // The same control on a white row of its own.
                let alone = try SceneHarness(width: Double(size.width) / scale, height: Double(size.height) / scale,
                                             scale: scale)
                alone.root.background = .color(.fixed(.white))
                alone.place(Switch(isOn: row == 0), at: frame)
                alone.frame()
                let pixels = frame.insetBy(dx: -2, dy: -2).pixelBounds(scale: scale)
                var differing = 0
                for y in pixels.y..<pixels.maxY {
                    for x in pixels.x..<pixels.maxX where bitmap[x, y] != alone.bitmap[x, y] { differing += 1 }
                }
                #expect(differing == 0, "switch \(row) at \(size) @\(scale)x: \(differing) pixels differ")
            }
        }
    }

    @Test("The demo screenshot is the first frame of the run (the VM suite's reference)")
    func screenshotIsTheRunsFrame() throws {
        let size = PixelSize(width: 1024, height: 768)
        let shot = try ScreenshotMode.renderDemo(pixelSize: size, scale: 1, fonts: fonts)
        let demo = DemoRun.headless(pixelSize: size, scale: 1, fonts: fonts, animationSeconds: 1)
        // The run's first frame, before the activity's first: the screen at rest.
        #expect(shot.hasSamePixels(as: demo.session.display.frame))
        #expect(demo.app.nodes.activityBar.isHidden, "the activity starts with the second frame")
    }

    @Test("A tap on a switch toggles it through the host's input and logs what the VM suite waits for")
    func tapTogglesAndLogs() throws {
        let demo = DemoRun.headless(pixelSize: PixelSize(width: 1024, height: 768), scale: 1, fonts: fonts, animationSeconds: 0)
        var lines: [String] = []
        DemoInput(nodes: demo.app.nodes) { lines.append($0) }.attach()
        let session = demo.session
        // Switch 0 is at (713, 70.5), 51 × 31 pt, on a 1024 pt wide screen: the VM suite's tap.
        session.play(try TouchScript("wait 0.2\ntap 738,86\nwait 1"))
        session.run()
        #expect(lines == ["tap: switch 0, now off"])
        #expect(!demo.app.nodes.isSwitchOn(row: 0))
        let frame = session.display.frame
        #expect(frame[713 + 8, 86] == Color.white.premultipliedPixel, "off: the white knob at the leading end")
        #expect(frame[713 + 51 - 8, 86] == Color(hex: 0xE9E9EA).premultipliedPixel, "off: the grey track")
    }

    @Test("A toggled switch animates its knob and redraws only the switch")
    func toggledSwitchDamage() {
        let demo = DemoRun.headless(pixelSize: PixelSize(width: 1024, height: 768), scale: 1, fonts: fonts, animationSeconds: 0)
        let nodes = demo.app.nodes, host = demo.session.host
        #expect(!demo.instance.needsFrame, "at rest nothing asks for a frame")
        let frame = DemoScene.switchFrame(row: 0, screenWidth: 1024)
        #expect(nodes.switchRow(at: Point(x: frame.midX, y: frame.midY)) == 0)
        #expect(nodes.switchRow(at: Point(x: 100, y: 500)) == nil)
        #expect(nodes.isSwitchOn(row: 0))
        nodes.toggleSwitch(row: 0)
        #expect(demo.instance.needsFrame)
        // Frame by frame on the host, as a device runs it: each frame redraws the switch alone.
        var frames = 0, wakeUps = 0
        while wakeUps < 400 {
            let before = host.statistics.frames
            host.update()
            if host.statistics.frames > before {
                frames += 1
                for rect in demo.session.display.lastDamage { #expect(rect.area < 80 * 50, "\(rect)") }
            }
            guard demo.instance.needsFrame, demo.session.clock.wakeUp != nil else { break }
            demo.session.clock.advanceToWakeUp()
            wakeUps += 1
        }
        #expect(frames > 5 && frames < 200, "the knob's spring took \(frames) frames")
        #expect(!nodes.isSwitchOn(row: 0))
        let bitmap = demo.session.display.frame
        // Off: the knob is white at the leading end, the rest of the track grey, no green left.
        #expect(bitmap[Int(frame.minX) + 8, Int(frame.midY)] == Color.white.premultipliedPixel)
        #expect(bitmap[Int(frame.maxX) - 8, Int(frame.midY)] == Color(hex: 0xE9E9EA).premultipliedPixel)
    }
}
