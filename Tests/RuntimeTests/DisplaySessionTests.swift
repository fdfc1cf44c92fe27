import Devices
import Graphics
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
        #expect(statistics.frames >= 10 && statistics.frames <= 17, "frames: \(statistics.frames)")
        #expect(statistics.idleWakeUps == 0)
        #expect(statistics.idleFrames == 0)
        #expect(statistics.idleSeconds > 0.2)
    }

    @Test("Demo content redraws only a toggled switch")
    func toggledSwitchDamage() {
        let content = DemoContent()
        let bitmap = Bitmap(width: 1024, height: 768)
        content.resize(to: bitmap.size, scale: 1)
        #expect(content.render(into: bitmap, at: 0) == [bitmap.bounds])
        #expect(!content.needsFrame(at: 1))
        let row = content.switchRow(at: Point(x: DemoScene.switchFrame(row: 0, screenWidth: 1024).midX, y: DemoScene.switchFrame(row: 0, screenWidth: 1024).midY))
        #expect(row == 0)
        content.toggleSwitch(row: 0)
        #expect(content.needsFrame(at: 1))
        let damage = content.render(into: bitmap, at: 1)
        #expect(damage.count == 1)
        #expect((damage.first?.area ?? 0) < 70 * 50)
        #expect(!content.isSwitchOn(row: 0))
        // The headless reference of the same state: the demo with switch 0 off.
        let reference = Bitmap(width: 1024, height: 768)
        DemoScene.render(into: reference, scale: 1)
        #expect(!reference.hasSamePixels(as: bitmap))
    }
}
