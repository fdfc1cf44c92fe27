/// A host's clock: the time frames, timers and input are read on, and the one wake-up the host
/// arms (the next frame tick, timer, recognizer deadline or scripted event).
///
/// The seam between a run on a device and a deterministic one (docs/design.md, "One host, one frame path"):
/// ``MonotonicHostClock`` reads `CLOCK_MONOTONIC` and wakes the event loop with a timerfd;
/// ``VirtualHostClock`` moves only when its driver jumps it to the armed wake-up, so a run on it
/// is the same on every machine and takes no wall-clock time. It is the runtime's only clock: the
/// Scene reads time only from the frame timestamps the host gives it.
@MainActor
public protocol HostClock: AnyObject {
    /// Now, in seconds.
    var now: Double { get }
    /// The armed wake-up, in seconds, or `nil`.
    var wakeUp: Double? { get }
    /// Arms the wake-up at `deadline` (replacing the armed one); `nil` disarms it. A deadline in
    /// the past wakes at once.
    func setWakeUp(at deadline: Double?)
    /// How many times the host was woken (each one a process wake-up on a device).
    var wakeUpCount: Int { get }
}

/// The deterministic clock: time moves only when ``advanceToWakeUp()`` jumps it to the armed
/// wake-up. Headless runs, screenshots and tests use it; nothing waits on the wall clock.
@MainActor
public final class VirtualHostClock: HostClock {
    public private(set) var now: Double
    public private(set) var wakeUp: Double?
    public private(set) var wakeUpCount = 0

    /// A clock at `start` seconds.
    public init(start: Double = 0) { now = start }

    public func setWakeUp(at deadline: Double?) { wakeUp = deadline }

    /// Moves to the armed wake-up (never backwards) and disarms it; false when none is armed.
    @discardableResult
    public func advanceToWakeUp() -> Bool {
        guard let deadline = wakeUp else { return false }
        now = max(now, deadline)
        wakeUp = nil
        wakeUpCount += 1
        return true
    }
}
