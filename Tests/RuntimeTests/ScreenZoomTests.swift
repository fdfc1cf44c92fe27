import Gestures
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// The accessibility setting Zoom on a headless host: its three-finger gestures, what the
/// display shows magnified, and where the content's touches land.
@Suite("Screen zoom")
@MainActor
struct ScreenZoomTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    /// A white 64×48 screen with a black 8×8 square at (16, 12), and a one-finger tap recognizer
    /// on the root recording where it landed.
    @MainActor
    final class Fixture {
        let content = RecordingContent()
        let session: HeadlessSession
        let square = Node()
        var taps: [Point] = []

        init(fonts: FontSystem) {
            session = HeadlessSession(content: content, pixelSize: PixelSize(width: 64, height: 48), fonts: fonts)
            square.background = .color(.fixed(.black))
            square.frame = Rect(x: 16, y: 12, width: 8, height: 8)
            content.root.addChild(square)
            let tap = TapGestureRecognizer()
            tap.addAction { [unowned self] recognizer in
                guard recognizer.state == .ended else { return }
                taps.append(recognizer.locationInWindow)
            }
            content.root.addGestureRecognizer(tap)
            session.run()
        }

        var zoom: ScreenZoom { session.host.zoom }
        func pixel(_ x: Int, _ y: Int) -> UInt32 { session.display.frame[x, y] }
        func play(_ script: String) throws {
            session.play(try TouchScript(script))
            session.run()
        }
    }

    let black = Color.black.premultipliedPixel
    let white = Color.white.premultipliedPixel

    @Test("With the setting off, three fingers double-tapped magnify nothing")
    func offByDefault() throws {
        let fixture = Fixture(fonts: fonts)
        try fixture.play("double-tap 20,16 fingers=3\n")
        #expect(!fixture.zoom.isZoomed)
        #expect(fixture.pixel(20, 16) == black)
        #expect(fixture.pixel(4, 4) == white)
    }

    @Test("Three fingers double-tapped zoom in 2× around them; the screen shows the part in view magnified")
    func doubleTapZoomsIn() throws {
        let fixture = Fixture(fonts: fonts)
        fixture.zoom.isEnabled = true
        try fixture.play("double-tap 20,16 fingers=3\n")
        #expect(fixture.zoom.level == 2)
        // Three fingers 30 pt apart across the motion: their centroid is the tap point.
        let origin = fixture.zoom.viewportOrigin
        #expect(abs(origin.x - 10) < 1e-9 && abs(origin.y - 8) < 1e-9, "\(origin)")
        // The square (16…24, 12…20) is now at (12…28, 8…24) on the screen (its edges filtered).
        #expect(fixture.pixel(14, 10) == black)
        #expect(fixture.pixel(25, 21) == black)
        #expect(fixture.pixel(30, 16) == white)
        #expect(fixture.pixel(10, 16) == white)
        // Again: out.
        try fixture.play("double-tap 20,16 fingers=3\n")
        #expect(!fixture.zoom.isZoomed)
        #expect(fixture.pixel(14, 10) == white)
        #expect(fixture.pixel(17, 13) == black)
    }

    @Test("Zoomed in, a one-finger tap reaches the content where the magnified picture shows it")
    func tapLandsThroughMagnification() throws {
        let fixture = Fixture(fonts: fonts)
        fixture.zoom.isEnabled = true
        fixture.zoom.zoom(to: 4, around: Point(x: 0, y: 0))
        fixture.session.run()
        try fixture.play("tap 40,20\n")
        #expect(fixture.taps == [Point(x: 10, y: 5)])
    }

    @Test("Three fingers dragged pan the magnified screen with the fingers, kept within the screen")
    func threeFingerDragPans() throws {
        let fixture = Fixture(fonts: fonts)
        fixture.zoom.isEnabled = true
        fixture.zoom.zoom(to: 2, around: Point(x: 32, y: 24))
        #expect(fixture.zoom.viewportOrigin == Point(x: 16, y: 12))
        try fixture.play("drag 40,24 20,24 fingers=3\n")
        // Fingers 20 pt to the left show what lies 10 pt further right at 2×.
        #expect(abs(fixture.zoom.viewportOrigin.x - 26) < 1e-9, "\(fixture.zoom.viewportOrigin)")
        #expect(fixture.zoom.viewportOrigin.y == 12)
        try fixture.play("drag 0,24 70,24 fingers=3\n")
        #expect(fixture.zoom.viewportOrigin.x == 0, "not past the screen's edge")
        #expect(fixture.taps.isEmpty, "three-finger drags are Zoom's")
    }

    @Test("The second tap held and dragged up zooms in, twice per 120 pt, and the level is kept")
    func doubleTapAndDragChangesLevel() throws {
        let fixture = Fixture(fonts: fonts)
        fixture.zoom.isEnabled = true
        fixture.zoom.screenBounds = Rect(x: 0, y: 0, width: 64, height: 480)  // room to drag
        var script = "tap 32,200 fingers=3\nwait 0.05\n"
        script += "down 1 2,200\ndown 2 32,200\ndown 3 62,200\nwait 0.05\n"
        for step in 1...12 {
            let y = 200 - step * 20
            script += "move 1 2,\(y)\nmove 2 32,\(y)\nmove 3 62,\(y)\nwait 0.016\n"
        }
        script += "up 1\nup 2\nup 3\n"
        try fixture.play(script)
        #expect(abs(fixture.zoom.level - 4) < 1e-6, "240 pt up from 1×: \(fixture.zoom.level)")
        #expect(abs(fixture.zoom.zoomLevel - 4) < 1e-6)
        fixture.zoom.zoomOut()
        try fixture.play("double-tap 32,24 fingers=3\n")
        #expect(abs(fixture.zoom.level - 4) < 1e-6, "the next double tap zooms to the level kept")
    }

    @Test("Fingers the content had are cancelled for it when a third lands; none of the sequence reaches it after")
    func thirdFingerCancelsContentTouches() {
        let zoom = ScreenZoom()
        zoom.isEnabled = true
        zoom.screenBounds = Rect(x: 0, y: 0, width: 64, height: 48)
        func event(_ time: Double, _ touches: [(Int, TouchPhase, Point)]) -> [InputEvent] {
            [.touch(TouchEvent(timestamp: time, changedTouches: touches.map { Touch(id: TouchID($0.0), phase: $0.1, location: $0.2, timestamp: time) }))]
        }
        let first = zoom.filter(event(0, [(1, .began, Point(x: 10, y: 10))]))
        #expect(first.count == 1, "one finger is the content's")
        let second = zoom.filter(event(0.01, [(2, .began, Point(x: 20, y: 10))]))
        #expect(second.count == 1)
        let third = zoom.filter(event(0.02, [(3, .began, Point(x: 30, y: 10))]))
        guard case .touch(let cancel)? = third.first else {
            Issue.record("the content's fingers are cancelled: \(third)")
            return
        }
        #expect(Set(cancel.changedTouches.map(\.id)) == [TouchID(1), TouchID(2)])
        #expect(cancel.changedTouches.allSatisfy { $0.phase == .cancelled })
        #expect(zoom.filter(event(0.03, [(1, .moved, Point(x: 12, y: 10))])).isEmpty)
        #expect(zoom.filter(event(0.04, [(1, .ended, Point(x: 12, y: 10)), (2, .ended, Point(x: 20, y: 10)), (3, .ended, Point(x: 30, y: 10))])).isEmpty)
        #expect(zoom.filter(event(1, [(4, .began, Point(x: 5, y: 5))])).count == 1, "a new sequence is the content's")
    }

    @Test("Zoomed in, a change redraws only its magnified area, not the screen")
    func damageIsMagnified() throws {
        let fixture = Fixture(fonts: fonts)
        fixture.zoom.isEnabled = true
        fixture.zoom.zoom(to: 2, around: Point(x: 0, y: 0))
        fixture.session.run()
        fixture.square.background = .color(.fixed(.white))
        fixture.session.run()
        let damage = fixture.session.display.lastDamage
        let area = damage.reduce(0) { $0 + $1.area }
        #expect(area > 0 && area <= 24 * 24, "the square's 8×8 at 2×, not the screen's 64×48: \(damage)")
        #expect(fixture.pixel(40, 30) == white)
        // Moved out of view: its old place, in view, is drawn again; then a change where it is
        // now, out of view, presents nothing.
        fixture.square.frame = Rect(x: 50, y: 40, width: 8, height: 8)
        fixture.session.run()
        let frames = fixture.session.display.presentedFrameCount
        fixture.square.background = .color(.fixed(.black))
        fixture.session.run()
        #expect(fixture.session.display.presentedFrameCount == frames, "nothing in view changed")
    }

    @Test("Following a rect brings it into view with the least movement")
    func followKeepsRectInView() {
        let zoom = ScreenZoom()
        zoom.screenBounds = Rect(x: 0, y: 0, width: 320, height: 240)
        zoom.zoom(to: 2, around: Point(x: 0, y: 0))
        zoom.follow(Rect(x: 100, y: 20, width: 40, height: 20))
        #expect(zoom.viewportOrigin == Point(x: 0, y: 0), "already in view: (0…160, 0…120)")
        zoom.follow(Rect(x: 200, y: 150, width: 40, height: 20))
        #expect(zoom.viewportOrigin == Point(x: 80, y: 50), "its trailing and bottom edges meet the view's")
        zoom.follow(Rect(x: 10, y: 10, width: 300, height: 20))
        #expect(zoom.viewportOrigin.x == 80, "wider than the view: centred on it (10…310 around 160)")
    }

    @Test("With the screen reader running, its three-finger swipes reach it; only the double tap is Zoom's")
    func readerKeepsItsGestures() throws {
        let fixture = Fixture(fonts: fonts)
        fixture.zoom.isEnabled = true
        let transcript = SpeechTranscript()
        try #require(fixture.session.host.startScreenReader(speech: transcript) != nil)
        try fixture.play("swipe 32,40 32,4 fingers=3\n")
        #expect(!fixture.zoom.isZoomed)
        try fixture.play("double-tap 20,16 fingers=3\n")
        #expect(fixture.zoom.isZoomed, "the three-finger double tap toggles Zoom under the reader")
        try fixture.play("double-tap 20,16 fingers=3\n")
        #expect(!fixture.zoom.isZoomed)
    }
}
