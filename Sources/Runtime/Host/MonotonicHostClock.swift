/// The device clock: `CLOCK_MONOTONIC` (the clock DRM flip timestamps and libinput use), with
/// the wake-up on a timerfd the event loop watches. Disarmed, it never wakes anyone.
@MainActor
public final class MonotonicHostClock: HostClock {
    private let loop: EventLoop
    private let timer: FrameTimer
    public private(set) var wakeUp: Double?

    /// A clock whose wake-ups wake `loop`; the host's update runs after them, before the loop
    /// waits again (``EventLoop/beforeWaiting``).
    ///
    /// - Throws: ``EventLoopError`` when the timerfd cannot be created or watched.
    public init(loop: EventLoop) throws(EventLoopError) {
        self.loop = loop
        timer = try FrameTimer()
        try loop.watch(timer.fileDescriptor) { [unowned self] in
            timer.acknowledge()
            wakeUp = nil
        }
    }

    public var now: Double { MonotonicClock.now() }

    public var wakeUpCount: Int { loop.wakeUpCount }

    public func setWakeUp(at deadline: Double?) {
        guard deadline != wakeUp else { return }
        wakeUp = deadline
        if let deadline { timer.arm(at: deadline) } else if timer.isArmed { timer.disarm() }
    }
}
