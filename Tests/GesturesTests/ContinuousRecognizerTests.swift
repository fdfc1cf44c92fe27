import Graphics
import ScanoutTesting
import Testing
@testable import Gestures

@MainActor
@Suite("Long press, pan, pinch, rotation")
struct ContinuousRecognizerTests {
    @Test("A long press begins after the minimum duration and ends when the finger lifts")
    func longPress() throws {
        let screen = TouchScreen()
        let press = LongPressGestureRecognizer()
        let log = StateLog(press)
        screen.root.add(press)
        let script = try TouchScript("long-press 100,100 duration=1")
        screen.arbiter.handle(script.events[0])
        screen.arbiter.advance(to: 0.49)
        #expect(log.states.isEmpty)
        screen.arbiter.advance(to: 0.51)
        #expect(log.states == [.began])
        for event in script.events.dropFirst() { screen.arbiter.handle(event) }
        #expect(log.states == [.began, .ended])
        #expect(press.state == .possible)
    }

    @Test("A long press fails when the finger moves first or lifts early")
    func longPressFails() throws {
        let screen = TouchScreen()
        let press = LongPressGestureRecognizer()
        let log = StateLog(press)
        screen.root.add(press)
        try screen.play("drag 100,100 100,140 duration=0.3\nwait 1")
        try screen.play("tap 100,100", at: 5)
        #expect(log.states.isEmpty)
    }

    @Test("A pan reports its translation and velocity while the finger drags")
    func pan() throws {
        let screen = TouchScreen()
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        var velocities: [Point] = []
        pan.addAction { p in
            translations.append(p.translation)
            velocities.append(p.velocity)
        }
        let log = StateLog(pan)
        screen.root.add(pan)
        try screen.play("drag 100,100 100,300 duration=0.4")
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        let final = try #require(translations.last)
        #expect(abs(final.x) < 1e-9 && abs(final.y - 200) < 1e-9)
        let v = try #require(velocities.dropLast().last)
        #expect(abs(v.y - 500) < 1, "200 pt in 0.4 s is 500 pt/s, got \(v.y)")
    }

    @Test("Movement under the hysteresis does not begin a pan")
    func panHysteresis() throws {
        let screen = TouchScreen()
        let pan = PanGestureRecognizer()
        let log = StateLog(pan)
        screen.root.add(pan)
        try screen.play("drag 100,100 106,106 duration=0.2")
        #expect(log.states.isEmpty)
    }

    @Test("A two-finger pan ignores one finger and follows two")
    func twoFingerPan() throws {
        let screen = TouchScreen()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        let log = StateLog(pan)
        screen.root.add(pan)
        try screen.play("drag 100,100 100,300")
        #expect(log.states.isEmpty)
        try screen.play("drag 160,100 160,300 fingers=2", at: 5)
        #expect(log.recognized)
        #expect(abs(pan.translation.y) < 1e-9, "reset after the gesture")
    }

    @Test("A pinch open reports the spread ratio as its scale")
    func pinch() throws {
        let screen = TouchScreen()
        let pinch = PinchGestureRecognizer()
        var scales: [Double] = []
        pinch.addAction { pinch in scales.append(pinch.scale) }
        screen.root.add(pinch)
        try screen.play("pinch 160,240 from=40 to=120")
        #expect(abs((scales.last ?? 0) - 3) < 1e-9)
        scales.removeAll()
        try screen.play("pinch 160,240 from=120 to=60", at: 5)
        #expect(abs((scales.last ?? 0) - 0.5) < 1e-9)
        #expect(pinch.state == .possible)
    }

    @Test("A rotation reports the angle turned, clockwise positive")
    func rotation() throws {
        let screen = TouchScreen()
        let rotation = RotationGestureRecognizer()
        var angles: [Double] = []
        rotation.addAction { rotation in angles.append(rotation.rotation) }
        let log = StateLog(rotation)
        screen.root.add(rotation)
        try screen.play("rotate 160,240 radius=60 degrees=90")
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(abs((angles.last ?? 0) - .pi / 2) < 1e-9)
        angles.removeAll()
        try screen.play("rotate 160,240 radius=60 degrees=-270", at: 5)
        #expect(abs((angles.last ?? 0) + 1.5 * .pi) < 1e-9, "unwrapped past ±π")
    }

    @Test("A swipe is recognized with its direction; a slow or short drag is not a swipe")
    func swipe() throws {
        let screen = TouchScreen()
        let swipe = SwipeGestureRecognizer(direction: [.left, .up])
        let log = StateLog(swipe)
        screen.root.add(swipe)
        try screen.play("swipe 250,240 100,240")
        #expect(log.states == [.ended])
        #expect(swipe.state == .possible)
        try screen.play("swipe 100,240 250,240", at: 2)
        #expect(log.states == [.ended], "right is not an allowed direction")
        try screen.play("drag 250,240 100,240 duration=1.5", at: 4)
        #expect(log.states == [.ended], "too slow")
        try screen.play("swipe 250,240 220,240", at: 6)
        #expect(log.states == [.ended], "too short")
        try screen.play("swipe 160,400 160,100", at: 8)
        #expect(log.states == [.ended, .ended])
    }
}
