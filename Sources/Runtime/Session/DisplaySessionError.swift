public import Devices

/// Why ``DisplaySession/run()`` could not show its content: one case per boundary, each keeping
/// the error of that boundary (and its advice) as it was thrown.
public enum DisplaySessionError: Error, CustomStringConvertible {
    /// The display could not be used (no card, no permission, the mode not offered, nothing to
    /// wait for a display with).
    case display(DRMError)
    /// The event loop or one of its sources (epoll, the timerfd, the signal pipe, a device's
    /// descriptor) could not be set up.
    case eventLoop(EventLoopError)
    /// Started as root, the session could not become the board profile's `user` once the devices
    /// were open (no such account, or the kernel refused the switch).
    case privilegeDrop(PrivilegeDropError)

    public var description: String {
        switch self {
        case .display(let error): error.description
        case .eventLoop(let error): "the event loop: \(error)"
        case .privilegeDrop(let error): error.description
        }
    }
}
