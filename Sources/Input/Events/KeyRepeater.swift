/// Makes the presses of a held key: the host's side of key repeat, as a Wayland client repeats
/// keys itself from the compositor's rate and delay.
///
/// ## Background
/// Devices report a key going down and coming up, nothing in between. The repeater remembers
/// the last key pressed that ``KeyEvent/repeatsWhenHeld``; ``KeyRepeat/delay`` after its press it
/// repeats it (the same key, text and modifiers, ``KeyEvent/isRepeat`` set), then every
/// ``KeyRepeat/interval``, until that key comes up (a release names the key its press named:
/// ``InputTranslator`` in Devices reports it so) or another repeating key goes down and repeats
/// instead; a key that does not repeat (Shift, a dead key) leaves the held one repeating. Time is the caller's input clock: the host arms its wake-up
/// for ``nextRepeatTime`` and asks for ``repeats(before:)``, so on the virtual clock repeats
/// fall at exact times.
///
/// <!-- example context: let press = KeyEvent(key: .character("a"), isPressed: true, text: "a", timestamp: 0) -->
/// ```swift
/// var repeater = KeyRepeater(configuration: .standard)
/// repeater.observe(press)                  // "a" at t = 0
/// repeater.repeats(before: 0.75)           // "a" at 0.5, 0.6, 0.7
/// ```
public struct KeyRepeater: Sendable {
    /// The delay and rate; changing it stops a repeat under way.
    public var configuration: KeyRepeat {
        didSet { if configuration != oldValue { stop() } }
    }
    private var held: KeyEvent?
    /// How many repeats of the held key have been handed out (or skipped).
    private var repeatCount = 0
    /// When the held key repeats next, on the input clock, or `nil` when nothing repeats.
    public private(set) var nextRepeatTime: Double?

    /// A repeater with `configuration`'s delay and rate.
    public init(configuration: KeyRepeat = .standard) {
        self.configuration = configuration
    }

    /// The key being repeated, if any.
    public var repeatingKey: Key? { held?.key }

    /// Takes note of a key event from a device (repeats it made itself are not fed back): a
    /// press starts repeating its key when it repeats, a release of the held key stops it.
    ///
    /// Repeats due before `event`'s time must be taken first (``repeats(before:)``).
    public mutating func observe(_ event: KeyEvent) {
        guard !event.isRepeat else { return }
        if event.isPressed {
            // A key that does not repeat (Shift, a dead key) leaves the held key repeating.
            guard event.repeatsWhenHeld, configuration.isEnabled else { return }
            held = event
            repeatCount = 0
            nextRepeatTime = event.timestamp + configuration.delay
        } else if let held, held.key == event.key {
            stop()
        }
    }

    /// Stops any repeat (focus moved, the keyboard went away).
    public mutating func stop() {
        held = nil
        nextRepeatTime = nil
    }

    /// The repeats due strictly before `time`, oldest first; afterwards ``nextRepeatTime`` is the
    /// first one at or after `time`. A release at `time` thus stops a repeat due at that moment.
    ///
    /// At most ``maximumBacklog`` come out at once: a host that could not run for a long while
    /// (the screen switched away, a stalled board) gets the latest few, never a flood.
    public mutating func repeats(before time: Double) -> [KeyEvent] {
        guard let pressed = held, nextRepeatTime != nil else { return [] }
        let first = pressed.timestamp + configuration.delay
        let interval = configuration.interval
        // Repeat k falls at first + k × interval (no accumulated rounding). `end` is the first k
        // with first + k × interval ≥ time: computed, then corrected for rounding.
        var end = time > first ? max(repeatCount, Int(min((time - first) / interval, 1e12).rounded(.up))) : repeatCount
        while end > repeatCount, first + Double(end - 1) * interval >= time { end -= 1 }
        while first + Double(end) * interval < time { end += 1 }
        let start = max(repeatCount, end - Self.maximumBacklog)
        var out: [KeyEvent] = []
        for k in start..<end {
            var event = pressed
            event.timestamp = first + Double(k) * interval
            event.isRepeat = true
            out.append(event)
        }
        repeatCount = end
        nextRepeatTime = first + Double(end) * interval
        return out
    }

    /// The most repeats one call hands out, however long the host was away.
    public static let maximumBacklog = 32
}
