import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Stepper")
struct StepperTests {
    /// A stepper at (100, 100), 94 × 32: minus centred at x = 123, plus at x = 171 (LTR).
    func fixture(value: Double = 0, in range: ClosedRange<Double> = 0...100, step: Double = 1,
                 direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, Stepper, Log) {
        let f = try SceneHarness(width: 400, height: 300, direction: direction)
        let stepper = Stepper(value: value, in: range, step: step)
        let log = Log()
        stepper.addAction { stepper in
            log.entries.append((stepper.press.currentTime, stepper.value))
        }
        f.place(stepper, at: Rect(x: 100, y: 100, width: 94, height: 32))
        return (f, stepper, log)
    }

    /// The actions' times (input clock) and values.
    @MainActor
    final class Log {
        var entries: [(time: Double, value: Double)] = []
    }

    @Test("A press steps at once, before the finger lifts; minus on the leading half")
    func pressSteps() throws {
        let (f, stepper, log) = try fixture(value: 5)
        var player = TouchScriptPlayer(script: try TouchScript("down 1 171,116\nwait 0.3\nup 1"))
        for event in player.events(upTo: 0.1) { f.arbiter.handle(event) }
        #expect(stepper.value == 6)
        #expect(stepper.pressedPart == .increment)
        #expect(stepper.isHighlighted)
        for event in player.events(upTo: 1) { f.arbiter.handle(event) }
        #expect(stepper.value == 6)
        #expect(stepper.pressedPart == nil)
        try f.play("tap 123,116")
        #expect(stepper.value == 5)
        #expect(log.entries.map(\.value) == [6, 5])
    }

    @Test("In right to left minus is on the right and plus on the left")
    func rightToLeft() throws {
        let (f, stepper, _) = try fixture(value: 5, direction: .rightToLeft)
        try f.play("tap 123,116")
        #expect(stepper.value == 6)
        try f.play("tap 171,116")
        #expect(stepper.value == 5)
    }

    @Test("Held, it repeats after 0.5 s, ten steps a second: 0.95 s gives the press and 5 repeats")
    func autorepeat() throws {
        let (f, stepper, log) = try fixture()
        try f.play("down 1 171,116\nwait 0.95\nup 1")
        #expect(stepper.value == 6)
        // Seconds since the press (the clock starts at an arbitrary epoch).
        let times = log.entries.map { $0.time - (log.entries.first?.time ?? 0) }
        #expect(abs(times[1] - 0.5) < 1e-9, "first repeat after the 0.5 s delay: \(times)")
        for (a, b) in zip(times.dropFirst(), times.dropFirst(2)) { #expect(abs(b - a - 0.1) < 1e-9) }
    }

    @Test("The longer it is held, the faster it repeats: the interval halves every 1.5 s down to 25 ms")
    func acceleration() throws {
        let (f, stepper, log) = try fixture(in: 0...1000)
        try f.play("down 1 171,116\nwait 6\nup 1")
        let times = log.entries.map { $0.time - (log.entries.first?.time ?? 0) }
        let gaps = zip(times, times.dropFirst()).map { ($0.0, $0.1 - $0.0) }
        func gap(near t: Double) -> Double { gaps.first { $0.0 >= t }?.1 ?? 0 }
        #expect(abs(gap(near: 0.6) - 0.1) < 1e-6)
        #expect(abs(gap(near: 2.1) - 0.05) < 1e-6)
        #expect(abs(gap(near: 3.6) - 0.025) < 1e-6)
        #expect(abs(gap(near: 5.5) - 0.025) < 1e-6, "never faster than 40 steps a second")
        // The press, 15 repeats at 0.1 s (0.5 … 1.9), 30 at 0.05 s (2.0 … 3.45), then 0.025 s to 6 s.
        #expect(stepper.value == Double(log.entries.count))
        #expect(log.entries.count > 100)
    }

    @Test("A finger dragged off the stepper pauses the repeat; lifting there ends it")
    func dragOffPauses() throws {
        let (f, stepper, _) = try fixture()
        try f.play("""
            down 1 171,116
            wait 0.75
            move 1 171,300
            wait 1
            up 1
            """)
        #expect(stepper.value == 4, "the press and the repeats at 0.5, 0.6, 0.7 s; none while off")
    }

    @Test("At the maximum plus does nothing and sends nothing; with wraps it goes round to the minimum")
    func limitsAndWrap() throws {
        let (f, stepper, log) = try fixture(value: 23, in: 0...23)
        #expect(!stepper.canStep(.increment))
        try f.play("tap 171,116")
        #expect(stepper.value == 23)
        #expect(log.entries.isEmpty)
        stepper.wraps = true
        try f.play("tap 171,116")
        #expect(stepper.value == 0)
        try f.play("tap 123,116")
        #expect(stepper.value == 23)
    }

    @Test("Steps stay on the grid from the minimum and end exactly at the maximum")
    func stepGrid() throws {
        let (_, stepper, _) = try fixture(value: 0.3, in: 0...1, step: 0.1)
        for _ in 0..<10 { stepper.step(.increment) }
        #expect(stepper.value == 1)
        stepper.step(.decrement)
        #expect(abs(stepper.value - 0.9) < 1e-12)
        stepper.stepValue = -2
        #expect(stepper.stepValue == 0.1, "a step that is not positive is refused")
        stepper.minimumValue = 2
        #expect(stepper.maximumValue == 2 && stepper.value == 2, "the range and the value follow the new minimum")
    }

    @Test("Not continuous: one action when the finger lifts on a new value; none without autorepeat while held")
    func notContinuous() throws {
        let (f, stepper, log) = try fixture()
        stepper.isContinuous = false
        try f.play("down 1 171,116\nwait 0.95\nup 1")
        #expect(stepper.value == 6)
        #expect(log.entries.count == 1)
        stepper.autorepeat = false
        try f.play("down 1 171,116\nwait 2\nup 1")
        #expect(stepper.value == 7, "without autorepeat a press is one step")
    }

    @Test("A disabled stepper ignores presses")
    func disabled() throws {
        let (f, stepper, log) = try fixture(value: 5)
        stepper.isEnabled = false
        try f.play("down 1 171,116\nwait 1\nup 1")
        #expect(stepper.value == 5)
        #expect(log.entries.isEmpty)
    }
}
