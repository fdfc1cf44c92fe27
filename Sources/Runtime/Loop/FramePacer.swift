/// Decides when the next frame may start, from page-flip events or, on displays that fake
/// vblank, from a 60 Hz timer; counts missed vblanks and whose they were.
///
/// With a real vblank the flip event is the clock: a frame starts when the previous flip
/// completes and animations read the flip's timestamp. QEMU's display devices complete flips at
/// once with sequence 0 and refuse `drmWaitVBlank`; a loop paced by their events would spin at
/// thousands of frames per second. The pacer notices (vblank wait unsupported, or three flips in
/// a row that complete in under a quarter of a refresh period, or whose sequence stays 0) and
/// then paces with a timer at the display's nominal rate (60 Hz when it is unknown or absurd).
public struct FramePacer: Sendable {
    /// How frames are paced.
    public enum Mode: Sendable, Equatable {
        /// Each flip-complete event starts the next frame.
        case flipEvents
        /// A timer starts frames every `interval` seconds; `reason` says why vblank is not trusted.
        case timer(interval: Double, reason: String)
    }

    /// The current pacing.
    public private(set) var mode: Mode
    /// The display's refresh period in seconds.
    public let refreshInterval: Double
    /// Vblanks that passed without a new frame while an animation wanted one.
    public private(set) var missedFrames = 0
    /// Completed flips.
    public private(set) var completedFlips = 0
    /// The flip numbers (1-based) after which vblanks were missed, first 16.
    public private(set) var missedAfterFlips: [Int] = []
    /// Of ``missedFrames``, those whose frame was queued too late for the vblank it aimed at:
    /// later than a quarter period before it (the vblank after the previous flip's). The others
    /// were skipped by the display although the frame was queued in time: its vblank came late
    /// (on an emulated machine, the host took the CPU) or its commit was held in the kernel.
    public private(set) var lateFrames = 0

    private var queuedAt: Double?
    private var suspiciousFlips = 0
    private var lastSequence: UInt32?
    /// When the previous flip went on screen (the kernel's timestamp), when known.
    private var lastShownAt: Double?
    private var lastFrameStart: Double?
    /// Flips still to complete before skipped vblanks count: the modeset's own flip and the
    /// first frame after it are not paced yet.
    private var unpacedFlips = 2

    /// A pacer for a display refreshing at `refreshHz`; `vblankWaitSupported` is false for
    /// displays known to fake vblank (they are timer-paced from the start).
    public init(refreshHz: Double, vblankWaitSupported: Bool) {
        let hz = refreshHz >= 20 && refreshHz <= 240 ? refreshHz : 60
        refreshInterval = 1 / hz
        mode =
            vblankWaitSupported
            ? .flipEvents
            : .timer(interval: 1 / hz, reason: "drmWaitVBlank is not supported (no real vblank)")
    }

    /// Records that a frame was queued for flipping at `time`.
    public mutating func flipQueued(at time: Double) {
        queuedAt = time
    }

    /// Records a completed flip with the kernel's `sequence` at `time` (the loop's clock when the
    /// event was read), shown at `shownAt` (the kernel's vblank timestamp on the same clock, 0
    /// when unknown). `continuous` says whether the frame was queued right after the previous
    /// flip because an animation was running (only then do skipped vblanks count as missed).
    public mutating func flipCompleted(sequence: UInt32, at time: Double, shownAt: Double = 0, continuous: Bool) {
        completedFlips += 1
        if case .flipEvents = mode {
            let instant = queuedAt.map { time - $0 < refreshInterval / 4 } ?? false
            suspiciousFlips = (instant || sequence == 0) ? suspiciousFlips + 1 : 0
            if suspiciousFlips >= 3 {
                mode = .timer(
                    interval: refreshInterval,
                    reason: sequence == 0
                        ? "flip events carry sequence 0 (fake vblank)"
                        : "flips complete at once (fake vblank)")
            }
            if unpacedFlips > 0 {
                unpacedFlips -= 1
            } else if continuous, let last = lastSequence, case let gap = sequence &- last, gap > 1, gap < 1 << 31 {
                // The kernel's counter is 32 bits and wraps after 2.3 years at 60 Hz: `last + 1`
                // would trap on a kiosk left running that long. A counter that went back (a
                // driver reset) is no skip.
                missedFrames += Int(gap - 1)
                if missedAfterFlips.count < 16 { missedAfterFlips.append(completedFlips) }
                if !queuedInTime { lateFrames += Int(gap - 1) }
            }
        }
        lastSequence = sequence
        lastShownAt = shownAt > 0 ? shownAt : nil
        queuedAt = nil
    }

    /// Whether the frame just shown was queued at least a quarter period before the vblank after
    /// the previous flip's (unknown times count as late: a miss is the frame's unless shown
    /// otherwise).
    private var queuedInTime: Bool {
        guard let queuedAt, let lastShownAt else { return false }
        return queuedAt <= lastShownAt + refreshInterval * 3 / 4
    }

    /// When the next frame may start, given that the loop has something to draw at `now`:
    /// `now` with flip events (the event already waited for the vblank), else the next timer tick
    /// after the previous frame's start (never earlier than `now`).
    public func nextFrameStart(now: Double) -> Double {
        switch mode {
        case .flipEvents:
            return now
        case .timer(let interval, _):
            guard let last = lastFrameStart else { return now }
            return max(now, last + interval)
        }
    }

    /// Records that a frame started at `time`.
    public mutating func frameStarted(at time: Double) {
        if case .timer(let interval, _) = mode, let last = lastFrameStart, time - last < interval * 2 {
            lastFrameStart = last + interval  // stay on the tick grid while animating
        } else {
            lastFrameStart = time
        }
    }

    /// Forgets sequence history (after a modeset, VT switch or hotplug).
    public mutating func reset() {
        lastSequence = nil
        lastShownAt = nil
        queuedAt = nil
        lastFrameStart = nil
        unpacedFlips = 2
    }
}
