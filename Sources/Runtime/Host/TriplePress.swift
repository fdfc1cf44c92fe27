/// Recognises a triple press of one key, as iOS's Accessibility Shortcut recognises a triple-click
/// of the side button: three presses, each within ``interval`` of the one before. A fourth
/// press starts counting again.
public struct TriplePress: Sendable, Hashable {
    /// The longest time between two presses, in seconds (iOS: about half a second).
    public var interval: Double
    private var times: [Double] = []

    /// A recogniser whose presses follow each other within `interval` seconds.
    public init(interval: Double = 0.5) {
        self.interval = interval.isFinite && interval > 0 ? interval : 0.5
    }

    /// Counts a press at `time` (seconds); `true` when it is the third of a triple press.
    public mutating func press(at time: Double) -> Bool {
        if let last = times.last, !(time - last <= interval) || time < last { times.removeAll() }
        times.append(time)
        guard times.count == 3 else { return false }
        times.removeAll()
        return true
    }
}
