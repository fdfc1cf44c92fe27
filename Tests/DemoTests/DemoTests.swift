import Demo
import Glibc
import Scanout
import Testing
@testable import Runtime

@Suite("Demo scene")
@MainActor
struct DemoTests {
    @Test("A headless run animates at exactly 60 Hz on the virtual clock, then idles without frames or wake-ups")
    func headlessRun() {
        let session = HeadlessSession(content: DemoContent(animationDuration: 0.25), pixelSize: PixelSize(width: 320, height: 240))
        let statistics = session.run(until: 0.6)
        // The screen at rest at 0; the activity starts with the second frame (1/60 s) and runs
        // 0.25 s: frames at 2/60 … 16/60, the last one hiding the bar. Nothing after that.
        #expect(statistics.frames == 17)
        #expect(statistics.animatedFrames == 16)
        #expect(abs(statistics.animatedSpan - 15.0 / 60) < 1e-9)
        #expect(statistics.idleWakeUps == 0)
        #expect(statistics.idleFrames == 0)
        #expect(abs(statistics.idleSeconds - (0.6 - 16.0 / 60)) < 1e-9)
    }

    @Test("A headless session on the device path (real clock, the no-display fallback) animates and idles")
    func headlessFallbackRun() throws {
        var options = RunOptions()
        options.headless = true
        options.board.mode = DisplayModeRequest(width: 320, height: 240)
        options.quitAfterSeconds = 0.5
        let session = try DisplaySession(content: DemoContent(animationDuration: 0.2), options: options)
        session.log = { _ in }
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
        let path = try ScreenshotMode.writeDemo(size: Size(width: 400, height: 300), scale: 2, to: folder + "/nested")
        let image = try Bitmap.readPNG(from: path)
        #expect(image.size == PixelSize(width: 800, height: 600))
        #expect(image[799, 200] == Color(hex: 0xF2F2F7).premultipliedPixel)
        #expect(image[10, 10] == Color(hex: 0xF9F9F9).premultipliedPixel)
        // The first switch (on) is a green pill with its white knob at the trailing end.
        #expect(image[642, 172] == Color(hex: 0x34C759).premultipliedPixel)
        #expect(image[730, 172] == Color.white.premultipliedPixel)
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
