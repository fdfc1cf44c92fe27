import CLinux
import Glibc

/// A one-shot timer on `CLOCK_MONOTONIC` (a timerfd) for the event loop: paces frames on
/// displays without a real vblank, and ends timed runs. Disarmed, it never wakes anyone.
public final class FrameTimer {
    /// Readable when the timer has expired.
    public let fileDescriptor: Int32
    /// Whether the timer is armed.
    public private(set) var isArmed = false

    /// Creates a disarmed timer.
    ///
    /// - Throws: ``EventLoopError`` when the kernel refuses a timerfd.
    public init() throws(EventLoopError) {
        fileDescriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard fileDescriptor >= 0 else { throw EventLoopError("timerfd_create", errno: errno) }
    }

    deinit { close(fileDescriptor) }

    /// Arms the timer to expire at `deadline` seconds of `CLOCK_MONOTONIC` (at once if past).
    public func arm(at deadline: Double) {
        let clamped = max(deadline, 1e-9)
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(clamped)
        spec.it_value.tv_nsec = max(1, Int((clamped - Double(Int(clamped))) * 1e9))
        timerfd_settime(fileDescriptor, Int32(TFD_TIMER_ABSTIME), &spec, nil)
        isArmed = true
    }

    /// Disarms the timer.
    public func disarm() {
        var spec = itimerspec()
        timerfd_settime(fileDescriptor, 0, &spec, nil)
        isArmed = false
    }

    /// Reads the expiry count (call from the readable handler); the timer is disarmed after.
    @discardableResult
    public func acknowledge() -> UInt64 {
        var expirations: UInt64 = 0
        let count = read(fileDescriptor, &expirations, 8)
        isArmed = false
        return count == 8 ? expirations : 0
    }
}
