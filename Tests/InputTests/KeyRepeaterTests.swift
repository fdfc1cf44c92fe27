import Input
import Testing

@Suite("Key repeat")
struct KeyRepeaterTests {
    let config = KeyRepeat(delay: 0.5, rate: 10)

    func press(_ key: Key, at time: Double, text: String = "") -> KeyEvent {
        KeyEvent(key: key, isPressed: true, text: text, timestamp: time)
    }

    func release(_ key: Key, at time: Double) -> KeyEvent {
        KeyEvent(key: key, isPressed: false, timestamp: time)
    }

    @Test("A held key repeats after the delay, at the rate, with its text, until it comes up")
    func holdRepeats() {
        var repeater = KeyRepeater(configuration: config)
        repeater.observe(press(.character("a"), at: 2, text: "a"))
        #expect(repeater.nextRepeatTime == 2.5)
        #expect(repeater.repeats(before: 2.5).isEmpty)
        let due = repeater.repeats(before: 2.85)
        #expect(due.map(\.timestamp) == [2.5, 2.6, 2.7, 2.8])
        for event in due {
            #expect(event.isRepeat && event.isPressed)
            #expect(event.text == "a")
            #expect(event.key == .character("a"))
        }
        #expect(repeater.nextRepeatTime == 2.9)
        // Released at 2.9 exactly: the repeat due then does not happen.
        #expect(repeater.repeats(before: 2.9).isEmpty)
        repeater.observe(release(.character("a"), at: 2.9))
        #expect(repeater.nextRepeatTime == nil)
        #expect(repeater.repeats(before: 10).isEmpty)
    }

    @Test("A key released before the delay never repeats")
    func quickTap() {
        var repeater = KeyRepeater(configuration: config)
        repeater.observe(press(.character("a"), at: 0, text: "a"))
        #expect(repeater.repeats(before: 0.3).isEmpty)
        repeater.observe(release(.character("a"), at: 0.3))
        #expect(repeater.nextRepeatTime == nil)
    }

    @Test("Modifiers and keys marked not to repeat leave the held key repeating; a new key takes over")
    func otherKeys() {
        var repeater = KeyRepeater(configuration: config)
        repeater.observe(press(.character("a"), at: 0, text: "a"))
        repeater.observe(press(.modifier(.shift), at: 0.2))
        repeater.observe(KeyEvent(key: .other("dead_acute"), isPressed: true, timestamp: 0.3, repeatsWhenHeld: false))
        #expect(repeater.repeatingKey == .character("a"))
        #expect(repeater.nextRepeatTime == 0.5)
        repeater.observe(press(.character("b"), at: 0.7, text: "b"))
        #expect(repeater.repeatingKey == .character("b"))
        #expect(repeater.nextRepeatTime == 1.2)
        // Releasing the first key does not stop the second.
        repeater.observe(release(.character("a"), at: 0.8))
        #expect(repeater.repeats(before: 1.25).map(\.text) == ["b"])
        repeater.observe(release(.modifier(.shift), at: 1.3))
        #expect(repeater.repeatingKey == .character("b"))
    }

    @Test("A rate of zero turns repeat off; changing the configuration stops a repeat under way")
    func offAndReconfigured() {
        var repeater = KeyRepeater(configuration: .off)
        repeater.observe(press(.backspace, at: 0))
        #expect(repeater.nextRepeatTime == nil)
        repeater.configuration = config
        repeater.observe(press(.backspace, at: 1))
        #expect(repeater.nextRepeatTime == 1.5)
        repeater.configuration = KeyRepeat(delay: 0.25, rate: 30)
        #expect(repeater.nextRepeatTime == nil)
        #expect(repeater.repeats(before: 5).isEmpty)
    }

    @Test("Repeats fall at exact multiples of the interval, and a long stall hands out only the latest few")
    func exactTimesAndBoundedBacklog() {
        var repeater = KeyRepeater(configuration: KeyRepeat(delay: 0.25, rate: 30))
        repeater.observe(press(.character("x"), at: 0, text: "x"))
        var times: [Double] = []
        // Frames on the 60 Hz grid up to 74/60 s: repeats at 0.25 + k/30 for k = 0 … 29.
        for frame in 1...74 { times += repeater.repeats(before: Double(frame) / 60).map(\.timestamp) }
        #expect(times.count == 30)
        for (k, time) in times.enumerated() { #expect(time == 0.25 + Double(k) * (1.0 / 30)) }
        // An hour without the host running.
        let burst = repeater.repeats(before: 3600)
        #expect(burst.count == KeyRepeater.maximumBacklog)
        #expect(burst.last.map { 3600 - $0.timestamp <= 1.0 / 30 } == true)
        #expect(repeater.nextRepeatTime.map { $0 >= 3600 && $0 - 3600 <= 1.0 / 30 } == true)
    }
}
