import Graphics
import ScanoutTesting
import Testing
@testable import Gestures

@MainActor
@Suite("Tap")
struct TapGestureRecognizerTests {
    @Test("A touch that lands and lifts in place is one tap, and the recognizer resets afterwards")
    func singleTap() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer()
        let log = StateLog(tap)
        screen.root.add(tap)
        try screen.play("tap 100,100")
        #expect(log.states == [.ended])
        #expect(tap.state == .possible)
        #expect(tap.location(in: nil) == Point(x: 100, y: 100))
        try screen.play("tap 100,100", at: 5)
        #expect(log.states == [.ended, .ended])
    }

    @Test("A touch that moves past the allowable movement fails the tap")
    func movementFails() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer()
        let log = StateLog(tap)
        screen.root.add(tap)
        try screen.play("drag 100,100 100,115 duration=0.05")
        #expect(log.states.isEmpty)
        try screen.play("drag 100,100 100,108 duration=0.05", at: 5)
        #expect(log.states == [.ended])
    }

    @Test("A finger held longer than the maximum tap duration is not a tap")
    func heldTooLong() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer()
        let log = StateLog(tap)
        screen.root.add(tap)
        try screen.play("long-press 100,100 duration=2")
        #expect(log.states.isEmpty)
    }

    @Test("A two-finger tap needs two fingers; one finger does not recognize it")
    func twoFingers() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer(taps: 1, touches: 2)
        let log = StateLog(tap)
        screen.root.add(tap)
        try screen.play("tap 100,100")
        #expect(log.states.isEmpty)
        try screen.play("tap 100,100 fingers=2", at: 5)
        #expect(log.states == [.ended])
        try screen.play("tap 100,100 fingers=3", at: 10)
        #expect(log.states == [.ended])
    }

    @Test("A single tap waits for the double tap to fail; a double tap fires only the double tap")
    func tapVersusDoubleTap() throws {
        let screen = TouchScreen()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer(taps: 2)
        single.require(toFail: double)
        let singleLog = StateLog(single), doubleLog = StateLog(double)
        screen.root.add(single)
        screen.root.add(double)

        let script = try TouchScript("tap 100,100")
        for event in script.events { screen.arbiter.handle(event) }
        #expect(singleLog.states.isEmpty, "the single tap must wait for the double tap")
        screen.arbiter.advance(to: script.duration + GestureMetrics.maximumTapInterval + 0.01)
        #expect(singleLog.states == [.ended])
        #expect(doubleLog.states.isEmpty)

        try screen.play("double-tap 100,100", at: 5)
        #expect(doubleLog.states == [.ended])
        #expect(singleLog.states == [.ended], "the single tap must not fire for a double tap")
    }

    @Test("Two taps too far apart are two single taps, not a double tap")
    func tapsFarApart() throws {
        let screen = TouchScreen()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer(taps: 2)
        single.require(toFail: double)
        let singleLog = StateLog(single), doubleLog = StateLog(double)
        screen.root.add(single)
        screen.root.add(double)
        try screen.play("tap 50,50\nwait 0.1\ntap 250,400")
        #expect(doubleLog.states.isEmpty)
        #expect(singleLog.states == [.ended])
    }

    @Test("Taps with too long a pause between them are not a double tap")
    func slowDoubleTap() throws {
        let screen = TouchScreen()
        let double = TapGestureRecognizer(taps: 2)
        let log = StateLog(double)
        screen.root.add(double)
        try screen.play("tap 100,100\nwait 0.6\ntap 100,100")
        #expect(log.states.isEmpty)
    }
}
