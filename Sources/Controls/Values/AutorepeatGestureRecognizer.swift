public import Gestures
public import Graphics

/// Recognizes a press that repeats while held, as a stepper's buttons do: ``onPress`` runs when
/// the finger lands, then, after ``initialDelay``, ``onRepeat`` runs every ``interval`` seconds,
/// the interval halving every ``accelerationPeriod`` down to ``minimumInterval``.
///
/// Times are deadlines on the input clock (virtual in tests and headless runs). The recognizer
/// stays `possible` until the first repeat, so a scroll view's pan can still take a finger that
/// only pressed; from the first repeat on it has begun and holds the finger. It never cancels
/// the target's own touch tracking (the control keeps its pressed look).
@MainActor
public final class AutorepeatGestureRecognizer: GestureRecognizer {
    /// How long the finger must hold before the first repeat, in seconds.
    public var initialDelay = ControlMetrics.stepperAutorepeatDelay
    /// The first repeat interval, in seconds.
    public var interval = ControlMetrics.stepperAutorepeatInterval
    /// Every this many seconds of repeating the interval halves.
    public var accelerationPeriod = ControlMetrics.stepperAccelerationPeriod
    /// The shortest interval, in seconds.
    public var minimumInterval = ControlMetrics.stepperMinimumAutorepeatInterval
    /// Whether holding repeats at all (a single press per touch when `false`).
    public var repeats = true

    /// Runs when the finger lands, with its location in window points.
    public var onPress: (@MainActor (Point) -> Void)?
    /// Runs at each repeat.
    public var onRepeat: (@MainActor () -> Void)?
    /// Runs once when the press is over (lifted, cancelled, or taken by another gesture).
    public var onRelease: (@MainActor () -> Void)?

    /// How many repeats this press has made.
    public private(set) var repeatCount = 0
    /// Whether a finger is pressing.
    public private(set) var isPressing = false
    private var firstRepeatTime = 0.0

    /// Creates the recognizer.
    public override init() {
        super.init()
        cancelsTouchesInView = false
    }

    /// The interval after the repeat at `time`: ``interval`` halved once per
    /// ``accelerationPeriod`` since the first repeat, never under ``minimumInterval``.
    public func interval(at time: Double) -> Double {
        let periods = accelerationPeriod > 0 ? ((time - firstRepeatTime) / accelerationPeriod).rounded(.down) : 0
        return max(minimumInterval, interval / Double(1 << Int(min(16, max(0, periods)))))
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard self.touches.count == 1, !isPressing, let touch = touches.first else {
            fail()
            return
        }
        isPressing = true
        repeatCount = 0
        onPress?(touch.location)
        if repeats { setDeadline(event.timestamp + initialDelay) }
    }

    public override func deadlineReached() {
        guard isPressing else { return }
        guard state == .possible || state.isActive else {
            release()  // another gesture took the finger
            return
        }
        if state == .possible {
            firstRepeatTime = currentTime
            begin()
            guard state.isActive else { return }
        }
        repeatCount += 1
        onRepeat?()
        setDeadline(currentTime + interval(at: currentTime))
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        setDeadline(nil)
        if state.isActive { end() } else { fail() }
        release()
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        setDeadline(nil)
        super.touchesCancelled(touches, with: event)
        release()
    }

    public override func reset() {
        // Failed while held (a scroll took the finger): the press is over.
        release()
    }

    private func release() {
        guard isPressing else { return }
        isPressing = false
        onRelease?()
    }
}
