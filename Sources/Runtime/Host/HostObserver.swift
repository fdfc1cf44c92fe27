/// Follows a host's frames and scheduling passes without taking part in them: the run's
/// statistics (``FrameStatistics``), giving free memory back when the host goes idle
/// (``IdleMemoryRelease``), logging the font system's problems (``FontProblemLog``). The
/// ``AppHost`` keeps timers, frames and wake-ups; what only watches them is an observer
/// (``AppHost/addObserver(_:)``), told in the order it was added.
///
/// Every method does nothing by default.
@MainActor
public protocol HostObserver: AnyObject {
    /// A frame for `time` (seconds on the host's clock) is about to be drawn.
    func hostWillDrawFrame(_ host: AppHost, at time: Double)
    /// A frame with damage was drawn and handed to the display (or refused by it: see
    /// ``DrawnFrame/presentSeconds``).
    func hostDidDrawFrame(_ host: AppHost, _ frame: DrawnFrame)
    /// A frame went on screen at `time` (its flip, or its present).
    func hostDidShowFrame(_ host: AppHost, at time: Double)
    /// The display's flips completed, `count` of them.
    func hostDidCompleteFlips(_ host: AppHost, count: Int)
    /// The host ended a scheduling pass (``AppHost/update()``) at `now`: `isIdle` when no frame
    /// is asked for or waiting for its tick, `nextWakeUp` the wake-up it armed.
    func hostDidUpdate(_ host: AppHost, at now: Double, isIdle: Bool, nextWakeUp: Double?)
}

extension HostObserver {
    public func hostWillDrawFrame(_ host: AppHost, at time: Double) {}
    public func hostDidDrawFrame(_ host: AppHost, _ frame: DrawnFrame) {}
    public func hostDidShowFrame(_ host: AppHost, at time: Double) {}
    public func hostDidCompleteFlips(_ host: AppHost, count: Int) {}
    public func hostDidUpdate(_ host: AppHost, at now: Double, isIdle: Bool, nextWakeUp: Double?) {}
}

/// A frame the host drew, as its observers learn of it.
public struct DrawnFrame: Sendable, Equatable {
    /// The frame's time on the host's clock.
    public var time: Double
    /// When (on `CLOCK_MONOTONIC`) its drawing began, and how long the content took to draw it.
    public var renderStart: Double
    public var renderSeconds: Double
    /// How long the display took to take it (copy, flip queued), or `nil` when the display
    /// refused it (a DRM master lost between checks): then it was not shown.
    public var presentSeconds: Double?
    /// How many pixels it repainted.
    public var damagedPixels: Int
    /// Whether the content asked for the next frame while this one was drawn (an animation runs).
    public var asksForNext: Bool
}
