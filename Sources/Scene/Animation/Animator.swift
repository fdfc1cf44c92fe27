/// The animation engine of one ``SceneOwner``: advances running animations to each frame's
/// timestamp.
@MainActor
public final class Animator {
    weak var owner: SceneOwner?

    init() {}

    /// Whether any animation is running (the scene needs another frame).
    public var isAnimating: Bool { false }

    /// Advances every animation to `time` (seconds).
    public func advance(to time: Double) {}
}
