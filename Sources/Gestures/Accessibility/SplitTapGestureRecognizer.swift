import Graphics

/// VoiceOver's split tap: one finger rests on the screen and another taps anywhere.
///
/// A continuous gesture: it begins at the first tap of another finger while the resting one is
/// down, changes at each further tap, and ends when the resting finger lifts; ``restingLocation``
/// is where that finger is. A finger counts as a tap when it lands at least ``minimumRest`` after
/// the resting one (sooner, the fingers make a multi-finger gesture and the recognizer fails),
/// lifts within ``GestureMetrics/maximumTapDuration`` and moves no farther than
/// ``GestureMetrics/tapSlop``. Fingers that land together, a third finger before the first tap,
/// or the resting finger lifting first fail it; once begun, a tap that moved or lasted too long
/// is not one and the gesture goes on.
@MainActor
final class SplitTapGestureRecognizer: GestureRecognizer {
    /// How long the resting finger must have been down when the tapping one lands, in seconds.
    var minimumRest: Double

    /// The resting finger and when it landed.
    private var resting: (id: TouchID, time: Double)?
    /// The finger that may be a tap, and whether it stopped being one.
    private var tapping: (id: TouchID, time: Double, spoiled: Bool)?

    /// A split tap whose tapping finger lands at least `minimumRest` seconds after the resting one.
    init(minimumRest: Double) {
        self.minimumRest = minimumRest
        super.init()
    }

    /// Where the resting finger is now, in window points (its last place once it lifted).
    var restingLocation: Point {
        guard let resting, let touch = touches.first(where: { $0.id == resting.id }) else { return lastLocation }
        return touch.location
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let resting else {
            guard touches.count == 1, let first = touches.first else {
                fail()  // fingers landing together: a multi-finger gesture
                return
            }
            self.resting = (first.id, event.timestamp)
            return
        }
        let soon = event.timestamp - resting.time < minimumRest
        if state == .possible, soon || tapping != nil || touches.count > 1 {
            fail()
            return
        }
        if tapping == nil, touches.count == 1, let touch = touches.first {
            tapping = (touch.id, event.timestamp, false)
        } else {
            tapping?.spoiled = true  // more than one finger tapping: not a split tap
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let tap = tapping, let touch = touches.first(where: { $0.id == tap.id }) else { return }
        if touch.distanceFromStart > GestureMetrics.tapSlop { spoil() }
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if let resting, touches.contains(where: { $0.id == resting.id }) {
            if state.isActive { end() } else { fail() }
            return
        }
        guard let tap = tapping, let touch = touches.first(where: { $0.id == tap.id }) else { return }
        let isTap =
            !tap.spoiled && touch.distanceFromStart <= GestureMetrics.tapSlop
            && event.timestamp - tap.time <= GestureMetrics.maximumTapDuration
        // Other fingers still down besides the resting one: not a clean tap.
        let clean = isTap && self.touches.count == 1
        tapping = nil
        guard clean else {
            if state == .possible { fail() }
            return
        }
        if state == .possible { begin() } else { change() }
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { cancel() } else { fail() }
    }

    override func reset() {
        resting = nil
        tapping = nil
    }

    private func spoil() {
        if state == .possible { fail() } else { tapping?.spoiled = true }
    }
}
