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

    /// Arms the timer to expire at `deadline` seconds of `CLOCK_MONOTONIC` (at once if past or
    /// not a number; never, that is disarmed, if infinite or beyond ``latestDeadline``).
    ///
    /// A deadline converted to whole seconds must be a number an `Int` holds: `Int(.infinity)` is
    /// a trap, and the device's loop is the only one that converts (the virtual clock of a
    /// headless run, and so a native soak, takes any `Double`). Whatever reaches it, it must not
    /// end the kiosk.
    public func arm(at deadline: Double) {
        guard !(deadline > Self.latestDeadline) else {
            disarm()
            return
        }
        let clamped = deadline.isNaN ? 1e-9 : max(deadline, 1e-9)
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(clamped)
        spec.it_value.tv_nsec = max(1, Int((clamped - Double(Int(clamped))) * 1e9))
        timerfd_settime(fileDescriptor, Int32(TFD_TIMER_ABSTIME), &spec, nil)
        isArmed = true
    }

    /// The latest deadline the timer is armed for, in seconds (about 3,000 years of uptime).
    public static let latestDeadline = 1e11

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
