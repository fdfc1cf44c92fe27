/// A one-shot timer on a host's clock: app code that changes the scene later (a clock face, a
/// message that goes away) without any input. Its action only marks the scene; the frame
/// follows through the host's one frame path.
@MainActor
public final class HostTimer {
    /// When it fires, in seconds on the host's clock.
    public let deadline: Double
    /// Whether ``cancel()`` was called (or it fired).
    public private(set) var isDone = false
    private let action: @MainActor () -> Void

    init(deadline: Double, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Keeps the timer from firing.
    public func cancel() { isDone = true }

    func fire() {
        guard !isDone else { return }
        isDone = true
        action()
    }
}
