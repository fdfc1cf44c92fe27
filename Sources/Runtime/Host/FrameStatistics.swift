/// The run's measurements (`scanout run --stats`), as a ``HostObserver`` of the host's frames
/// and flips: frames, flips, CPU per frame, the animated span, what happened after the last
/// frame shown. The session running the host writes what only it knows (the display, its
/// pacing, suspensions, hotplug, the first frame since exec) into the same ``statistics``, so a
/// run has one record.
@MainActor
public final class FrameStatistics: HostObserver {
    /// What was measured so far.
    public var statistics = RunStatistics()
    /// Whether each frame's CPU time is read (two system calls a frame:
    /// `CLOCK_THREAD_CPUTIME_ID` has no vDSO path); ``DisplaySession`` turns it off unless the
    /// statistics are printed. Without it the CPU figures stay 0.
    public var measuresFrameCPU = true
    private var cpuStart = 0.0
    private var previousFrameWasAnimated = false
    private var animationFirstFrame: Double?
    private var animationLastFrame: Double?
    private var animationFrameBeforeLast: Double?
    /// When the last frame went on screen, and the frame and wake-up counts then.
    private(set) var lastShownTime: Double?
    private var framesAtLastShown = 0
    private var wakeUpsAtLastShown = 0

    /// Measurements from nothing.
    public init() {}

    public func hostWillDrawFrame(_ host: AppHost, at time: Double) {
        cpuStart = measuresFrameCPU ? MonotonicClock.threadCPUTime() : 0
    }

    public func hostDidDrawFrame(_ host: AppHost, _ frame: DrawnFrame) {
        if statistics.firstRenderSeconds == nil {
            statistics.firstRenderSeconds = frame.renderSeconds
            statistics.firstRenderStartTime = frame.renderStart
        }
        guard let present = frame.presentSeconds else { return }
        if statistics.firstPresentSeconds == nil { statistics.firstPresentSeconds = present }
        let cpu = measuresFrameCPU ? MonotonicClock.threadCPUTime() - cpuStart : 0
        statistics.frames += 1
        statistics.frameCPUSeconds += cpu
        if cpu > statistics.slowestFrameCPUSeconds, statistics.frames > 1 {
            statistics.slowestFrameCPUSeconds = cpu
            statistics.slowestFrame = statistics.frames
        }
        if (frame.asksForNext || previousFrameWasAnimated) && statistics.frames > 1 {
            statistics.animatedFrames += 1
            statistics.animatedCPUSeconds += cpu
            if animationFirstFrame == nil { animationFirstFrame = frame.time }
            animationFrameBeforeLast = animationLastFrame
            animationLastFrame = frame.time
        }
        previousFrameWasAnimated = frame.asksForNext
    }

    public func hostDidShowFrame(_ host: AppHost, at time: Double) {
        lastShownTime = time
        framesAtLastShown = statistics.frames
        wakeUpsAtLastShown = host.clock.wakeUpCount
    }

    public func hostDidCompleteFlips(_ host: AppHost, count: Int) {
        statistics.flips += count
    }

    /// The measurements at the end of a run on `clock` (`wakeUpsToEnd`: the wake-ups that ended it).
    func finish(on clock: any HostClock, wakeUpsToEnd: Int) -> RunStatistics {
        var result = statistics
        if let shown = lastShownTime {
            result.idleSeconds = clock.now - shown
            result.idleWakeUps = max(0, clock.wakeUpCount - wakeUpsAtLastShown - wakeUpsToEnd)
            result.idleFrames = statistics.frames - framesAtLastShown
        }
        if let first = animationFirstFrame, let last = animationLastFrame { result.animatedSpan = last - first }
        if let before = animationFrameBeforeLast, let last = animationLastFrame {
            result.animatedLastGap = last - before
        }
        return result
    }
}
