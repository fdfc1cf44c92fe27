import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery under the soak's kind of touches on a board too loaded to draw at 60 Hz
/// (``HeadlessSession/frameCost``, `scripts/soak-native --frame-cost-ms`): touches, timers and
/// gesture deadlines then come in batches between long frames, taps land mid-animation and a
/// switcher tap can come while a push, a modal or the keyboard is still moving. Whatever lands
/// where, every touch ends and every screen still comes up by its switcher item.
@Suite("Gallery on a loaded board")
@MainActor
struct GalleryLoadedBoardTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("Dense random gestures while each frame takes 250 ms: every touch ends and every switcher item still shows its screen")
    func denseGesturesOnLongFrames() throws {
        let size = PixelSize(width: 1024, height: 768)
        let fixture = try GallerySessionFixture(screen: .toggles, size: size, fonts: fonts)
        fixture.session.frameCost = 0.25
        var random = FuzzRandom(seed: 0x10AD_0036)
        let framesBefore = fixture.session.host.statistics.frames, start = fixture.session.clock.now
        for screen in GalleryScreen.allCases {
            #expect(try fixture.tapSwitcher(to: screen), "the switcher's tap did not show \(screen) with 250 ms frames")
            // Gestures close together (0–300 ms apart): each lands while the last one's
            // animation runs, several in one long frame.
            var script: [String] = []
            for _ in 0..<4 {
                script.append(GalleryNodeLeakTests.randomGesture(&random, size: size))
                script.append("wait \(Double(random.below(300)) / 1000)")
            }
            try fixture.play(script.joined(separator: "\n"), for: 2.5)
        }
        fixture.session.run(until: fixture.session.clock.now + 2)
        #expect(fixture.session.host.input?.arbiter.activeTouchCount == 0, "a touch is still held after every finger lifted")
        // The activity indicators turn on some screens: at 60 Hz they would draw 60 frames a second.
        let frames = fixture.session.host.statistics.frames - framesBefore
        let seconds = fixture.session.clock.now - start
        #expect(frames > 0 && Double(frames) <= seconds / 0.25 + 1,
                "\(frames) frames in \(seconds) s: at most one every 250 ms")
        fixture.instance.terminate()
    }
}
