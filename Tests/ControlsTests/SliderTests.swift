import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Slider")
struct SliderTests {
    /// A 0…100 slider at (50, 100), 300 × 31: the track is 300 pt, the thumb's centre travels
    /// 272 pt from x = 64 (LTR) or x = 336 (RTL) at the minimum.
    func fixture(value: Double = 0, direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, Slider, Counter) {
        let f = try SceneHarness(width: 400, height: 300, direction: direction)
        let slider = Slider(value: value, in: 0...100)
        let counter = Counter()
        slider.addAction { _ in counter.count += 1 }
        f.place(slider, at: Rect(x: 50, y: 100, width: 300, height: 31))
        return (f, slider, counter)
    }

    @Test("Values map linearly onto the thumb's travel, from the left in LTR and from the right in RTL")
    func valueMapping() throws {
        let (_, ltr, _) = try fixture(value: 25)
        #expect(ltr.travel == 272)
        #expect(ltr.thumbCentre(atFraction: ltr.fraction(of: 25)).x == 14 + 68)
        #expect(ltr.fraction(atX: 14 + 136) == 0.5)
        let (_, rtl, _) = try fixture(value: 25, direction: .rightToLeft)
        #expect(rtl.thumbCentre(atFraction: rtl.fraction(of: 25)).x == 300 - 14 - 68)
        #expect(rtl.fraction(atX: 300 - 14) == 0)
        #expect(rtl.fraction(atX: 14) == 1)
        #expect(rtl.value(atFraction: rtl.fraction(atX: 300 - 14 - 136)) == 50)
    }

    @Test("Dragging the thumb moves the value with the finger and runs the actions as it changes")
    func dragLTR() throws {
        let (f, slider, counter) = try fixture()
        try f.play("drag 64,115 200,115 duration=0.3")
        #expect(abs(slider.value - 50) < 1e-9, "136 of 272 pt is half the range: \(slider.value)")
        #expect(counter.count > 1, "continuous: an action per change")
        try f.play("drag 200,115 500,115 duration=0.3")
        #expect(slider.value == 100, "clamped at the maximum end")
    }

    @Test("In right to left the minimum is on the right: dragging left raises the value, dragging right cannot go below the minimum")
    func dragRTL() throws {
        let (f, slider, counter) = try fixture(direction: .rightToLeft)
        #expect(slider.convert(slider.thumbRect.center, to: nil).x == 336)
        try f.play("drag 336,115 450,115 duration=0.3")
        #expect(slider.value == 0)
        #expect(counter.count == 0)
        try f.play("drag 336,115 200,115 duration=0.3")
        #expect(abs(slider.value - 50) < 1e-9, "\(slider.value)")
        #expect(slider.convert(slider.thumbRect.center, to: nil).x == 200, "the thumb is under the finger")
    }

    @Test("Not continuous: the actions run once, when the finger lifts on a new value")
    func onRelease() throws {
        let (f, slider, counter) = try fixture()
        slider.isContinuous = false
        try f.play("drag 64,115 200,115 duration=0.3")
        #expect(counter.count == 1)
        try f.play("drag 200,115 260,115 duration=0.2\nwait 0.1\ndrag 260,115 200,115 duration=0.2")
        #expect(counter.count == 3)
        try f.play("""
            down 1 200,115
            wait 0.05
            move 1 230,115
            wait 0.05
            move 1 200,115
            wait 0.05
            up 1
            """)
        #expect(counter.count == 3, "back where it started: nothing to report")
    }

    @Test("A tap on the track does nothing by default, as in iOS; with tap to position the thumb slides there")
    func tapToPosition() throws {
        let (f, slider, counter) = try fixture()
        try f.play("tap 200,115")
        #expect(slider.value == 0)
        #expect(counter.count == 0)
        slider.allowsTapToPosition = true
        try f.play("tap 200,115")
        #expect(abs(slider.value - 50) < 1e-9)
        #expect(counter.count == 1)
        #expect(abs(slider.shownFraction - 0.5) < 1e-9, "the animation has settled on the value")
    }

    @Test("A drag that starts away from the thumb, or goes vertically, leaves the value alone")
    func dragsAwayFromThumb() throws {
        let (f, slider, _) = try fixture()
        try f.play("drag 250,115 330,115 duration=0.3")
        #expect(slider.value == 0)
        try f.play("drag 64,115 70,180 duration=0.3")
        #expect(slider.value == 0)
    }

    @Test("A disabled slider does not move")
    func disabled() throws {
        let (f, slider, counter) = try fixture()
        slider.isEnabled = false
        try f.play("drag 64,115 200,115 duration=0.3")
        #expect(slider.value == 0)
        #expect(counter.count == 0)
    }

    @Test("Values are clamped to the range; a range that shrinks clamps the value")
    func clamping() throws {
        let (_, slider, _) = try fixture(value: 40)
        slider.value = 140
        #expect(slider.value == 100)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = 80
        slider.maximumValue = 50
        #expect(slider.value == 50)
    }
}
