/// Estimates a rate of change from recent samples (the last ``GestureMetrics/velocityWindow``).
struct VelocityTracker {
    private var samples: [(time: Double, value: Double)] = []

    mutating func add(_ value: Double, at time: Double) {
        samples.append((time, value))
        while let first = samples.first, time - first.time > GestureMetrics.velocityWindow, samples.count > 2 {
            samples.removeFirst()
        }
    }

    /// Units per second over the window; zero without two distinct times.
    var rate: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.value - first.value) / (last.time - first.time)
    }

    mutating func removeAll() { samples.removeAll() }
}
