import Gestures
import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// The host's screen reader with Zoom on: fingers that land in the same input frame (as a touch
/// script's `fingers=` makes them) are sorted between the two. A three-finger double tap is
/// Zoom's; two-finger gestures are the reader's, zoomed in or not.
@MainActor
@Suite("Screen reader with Zoom")
struct ScreenReaderZoomTests {
    typealias Screen = ScreenReaderTests.Screen

    /// A screen whose host runs Zoom and the reader; the root counts magic taps.
    @MainActor
    final class Fixture {
        let screen: Screen
        var magicTaps = 0
        var zoom: ScreenZoom { screen.scene.host.zoom }
        var transcript: SpeechTranscript { screen.transcript }

        init() throws {
            screen = try Screen()
            screen.scene.root.setAccessibilityHandler(for: .magicTap) { [unowned self] in
                magicTaps += 1
                return true
            }
            screen.scene.host.zoom.isEnabled = true
            _ = try #require(screen.scene.host.startScreenReader(speech: screen.transcript))
        }

        /// Plays `script` after a second without touches, so that it starts a gesture of its own.
        func play(_ script: String) throws { try screen.scene.play("wait 1\n" + script) }
    }

    @Test("Two fingers landing together: a tap pauses and resumes, a double tap is the magic tap, a swipe up reads all; Zoom stays out")
    func twoFingerGesturesAreTheReaders() throws {
        let fixture = try Fixture()
        try fixture.play("tap 160,400 fingers=2")
        #expect(fixture.transcript.isPaused, "the two-finger tap reached the reader")
        try fixture.play("tap 160,400 fingers=2")
        #expect(!fixture.transcript.isPaused)
        try fixture.play("double-tap 160,400 fingers=2")
        #expect(fixture.magicTaps == 1)
        fixture.transcript.clear()
        try fixture.play("swipe 160,400 160,300 fingers=2")
        #expect(fixture.transcript.lines.first == "Settings, heading", "read all: \(fixture.transcript.lines)")
        #expect(!fixture.zoom.isZoomed, "no two-finger gesture is Zoom's")
    }

    @Test("Three fingers double-tapped together zoom in and out; the reader says nothing for them and its cursor stays")
    func threeFingerDoubleTapIsZooms() throws {
        let fixture = try Fixture()
        let cursor = fixture.screen.scene.owner.accessibilityCursor
        let said = fixture.transcript.entries
        try fixture.play("double-tap 160,100 fingers=3")
        #expect(fixture.zoom.isZoomed)
        #expect(fixture.transcript.entries == said, "nothing spoken: \(fixture.transcript.lines)")
        #expect(!fixture.transcript.isPaused)
        #expect(fixture.screen.scene.owner.accessibilityCursor == cursor)
        try fixture.play("double-tap 160,100 fingers=3")
        #expect(!fixture.zoom.isZoomed)
        #expect(fixture.transcript.entries == said)
    }

    @Test("A three-finger double tap whose fingers land two in one frame and the third in the next still toggles Zoom")
    func staggeredThreeFingerDoubleTap() throws {
        let fixture = try Fixture()
        let said = fixture.transcript.entries
        let tap = "down 1 130,100\ndown 2 160,100\nwait 0.016\ndown 3 190,100\nwait 0.05\nup 1\nup 2\nup 3"
        try fixture.play("\(tap)\nwait 0.1\n\(tap)")
        #expect(fixture.zoom.isZoomed)
        #expect(fixture.transcript.entries.filter { $0.pause == 0 }.map(\.text) == said.filter { $0.pause == 0 }.map(\.text),
                "the landings of the first two fingers were undone, nothing new stays said")
    }

    @Test("Zoomed in, two fingers landing together are still the reader's and reach it through the magnification")
    func zoomedInTwoFingerTap() throws {
        let fixture = try Fixture()
        try fixture.play("double-tap 160,100 fingers=3")
        try #require(fixture.zoom.isZoomed)
        let origin = fixture.zoom.viewportOrigin
        try fixture.play("tap 160,300 fingers=2")
        #expect(fixture.transcript.isPaused)
        try fixture.play("double-tap 160,300 fingers=2")
        #expect(fixture.magicTaps == 1)
        #expect(fixture.zoom.isZoomed && fixture.zoom.viewportOrigin == origin, "Zoom did not move")
    }

    @Test("A two-finger tap right after a three-finger tap is not the second half of Zoom's double tap")
    func twoFingerTapAfterThreeFingerTap() throws {
        let fixture = try Fixture()
        try fixture.screen.scene.play("tap 160,100 fingers=3\nwait 0.1\ntap 160,100 fingers=2\nwait 1")
        #expect(!fixture.zoom.isZoomed)
        #expect(fixture.transcript.isPaused, "the two-finger tap was the reader's")
    }

    @Test("A three-finger tap, a two-finger tap and a three-finger tap in quick succession are not Zoom's double tap")
    func interruptedThreeFingerDoubleTap() throws {
        let fixture = try Fixture()
        try fixture.screen.scene.play(
            "tap 160,100 fingers=3\nwait 0.05\ntap 160,300 fingers=2\nwait 0.05\ntap 160,100 fingers=3\nwait 1")
        #expect(!fixture.zoom.isZoomed, "the two-finger tap between them was the reader's")
        #expect(fixture.transcript.isPaused)
        // A one-finger tap between them breaks the double tap too.
        try fixture.screen.scene.play(
            "wait 1\ntap 160,100 fingers=3\nwait 0.05\ntap 160,400\nwait 0.05\ntap 160,100 fingers=3\nwait 1")
        #expect(!fixture.zoom.isZoomed)
    }

    @Test("Three-finger taps far apart are not a double tap, as without the reader")
    func threeFingerTapsFarApart() throws {
        let fixture = try Fixture()
        try fixture.screen.scene.play("tap 100,100 fingers=3\nwait 0.1\ntap 200,400 fingers=3\nwait 1")
        #expect(!fixture.zoom.isZoomed)
        try fixture.screen.scene.play("wait 1\ntap 200,400 fingers=3\nwait 0.1\ntap 205,400 fingers=3\nwait 1")
        #expect(fixture.zoom.isZoomed, "the same place twice is")
    }

    @Test("Without the reader, a two-finger tap between two three-finger taps reaches the content and breaks Zoom's double tap")
    func interruptedWithoutReader() throws {
        let screen = try Screen()
        let zoom = screen.scene.host.zoom
        zoom.isEnabled = true
        var twoFingerTaps = 0
        let tap = TapGestureRecognizer(taps: 1, touches: 2)
        tap.addAction { if $0.state == .ended { twoFingerTaps += 1 } }
        screen.scene.root.addGestureRecognizer(tap)
        try screen.scene.play("tap 160,100 fingers=3\nwait 0.05\ntap 160,300 fingers=2\nwait 0.05\ntap 160,100 fingers=3\nwait 1")
        #expect(twoFingerTaps == 1, "the content had the two-finger tap")
        #expect(!zoom.isZoomed)
        try screen.scene.play("wait 1\ndouble-tap 160,100 fingers=3\nwait 1")
        #expect(zoom.isZoomed)
    }
}
