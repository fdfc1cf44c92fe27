import Devices
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

@Suite("Display session (headless)")
@MainActor
struct DisplaySessionTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

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
        // A bound only: the run ends once the frame after the timer's change is shown, however
        // late a loaded machine runs the timer (a fixed 0.3 s run could end before it fired).
        options.quitAfterSeconds = 30
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options, fonts: fonts)
        session.logger = LogRecorder().logger
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
        session.onFrameShown = { [unowned session] _ in
            if fired { session.stop() }
        }
        let statistics = try session.run()
        let display = try #require(session.currentDisplay as? HeadlessDisplay)
        #expect(fired)
        #expect(statistics.frames == 2, "the first frame, then the timer's change: \(statistics.frames) frames")
        #expect(display.frame[32, 24] == Color.black.premultipliedPixel)
    }

    @Test("An image decoded off the frame path wakes the loop through the decoder's pipe and its change is shown")
    func decodedImageWakesTheLoop() throws {
        let root = Node()
        root.background = .color(.fixed(.white))
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 64, height: 48))
        owner.backgroundColor = nil
        var options = RunOptions()
        options.headless = true
        options.board.mode = DisplayModeRequest(width: 64, height: 48)
        options.usesVirtualTerminal = false
        options.quitAfterSeconds = 30  // a bound only: the run ends once the decoded image is shown
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options, fonts: fonts)
        session.logger = LogRecorder().logger
        let path = String(#filePath.dropLast("RuntimeTests/DisplaySessionTests.swift".count))
            + "GraphicsTests/Fixtures/JPEG/solid-8x8.jpg"
        var delivered: Bitmap?
        session.onStarted = { _ in
            // Nothing but the decoder's pipe can wake the loop: no input, no timer.
            ImageDecoder.shared.decode(path) { result in
                guard case .success(let bitmap) = result else { return }
                delivered = bitmap
                root.background = .color(.fixed(Color(hex: 0x00FF00)))
            }
        }
        session.onFrameShown = { [unowned session] _ in
            if delivered != nil { session.stop() }
        }
        let statistics = try session.run()
        let display = try #require(session.currentDisplay as? HeadlessDisplay)
        #expect(delivered?.size == PixelSize(width: 8, height: 8))
        #expect(statistics.frames == 2, "the first frame, then the one after the delivery: \(statistics.frames) frames")
        #expect(display.frame[32, 24] == Color(hex: 0x00FF00).premultipliedPixel)
        #expect(ImageDecoder.shared.pendingCount == 0)
    }

    @Test("The session's messages reach its logger with a level: a display fallback is a warning")
    func fallbackIsLoggedAsWarning() throws {
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 64, height: 48))
        var options = RunOptions()
        options.board.card = "/nonexistent/dri/card9"
        options.board.noDisplay = .headless
        options.board.mode = DisplayModeRequest(width: 64, height: 48)
        options.usesVirtualTerminal = false
        options.usesInput = false
        options.quitAfterSeconds = 0.05
        let session = try DisplaySession(content: SceneContent(owner: owner), options: options, fonts: fonts)
        // Devices opened directly, no seat: opening one sets LIBSEAT_BACKEND in the process
        // environment, which every test shares.
        session.deviceAccess = DeviceAccess()
        let recorder = LogRecorder()
        session.logger = recorder.logger
        _ = try session.run()
        let fallback = recorder.entries.filter { $0.message.contains("/nonexistent/dri/card9") }
        #expect(fallback.count == 1, "\(recorder.entries)")
        #expect(fallback.first?.level == .warning && fallback.first?.label == "scanout", "\(fallback)")
        #expect(fallback.first.map {
            $0.message.hasSuffix("rendering headless (board profile no-display = headless)")
                || $0.message.hasSuffix("using the fbdev fallback")
        } == true, "\(fallback)")
        #expect(!recorder.entries.contains { $0.message.hasPrefix("scanout: ") }, "the label says scanout: \(recorder.entries)")
    }

}
