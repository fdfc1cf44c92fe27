import Glibc

/// Statistics of the frames a ``SceneOwner`` drew: time per frame, a histogram of frame times,
/// dropped frames and damaged area.
///
/// A frame counts as dropped when the timestamps of two consecutive frames are more than one and a
/// half frame intervals apart (the loop missed a page flip), each missed interval counting once.
@MainActor
public final class FrameTelemetry {
    /// The upper edges of the histogram's buckets, in milliseconds; the last bucket is open.
    public static let bucketEdges: [Double] = [1, 2, 4, 8, 16.7, 33.4]
    /// The frame interval the loop aims for, in seconds (60 Hz).
    public var frameInterval: Double = 1.0 / 60
    /// How many frames were recorded.
    public private(set) var frameCount = 0
    /// How many frame intervals were missed.
    public private(set) var droppedFrames = 0
    /// Frame counts per bucket of ``bucketEdges`` (one more bucket than edges).
    public private(set) var histogram = [Int](repeating: 0, count: FrameTelemetry.bucketEdges.count + 1)
    /// The most recent frame reports, newest last (at most ``recentLimit``).
    public var recent: [FrameReport] {
        ringStart == 0 ? ring : Array(ring[ringStart...] + ring[..<ringStart])
    }
    /// How many reports ``recent`` keeps.
    public var recentLimit = 120 {
        didSet {
            guard recentLimit != oldValue else { return }
            ring = Array(recent.suffix(max(0, recentLimit)))
            ringStart = 0
        }
    }
    /// The recent reports in a ring of at most ``recentLimit``: once it is full, a new report
    /// replaces the oldest, at `ringStart`, in place (dropping the first of an array would move
    /// every report each frame). Before it is full,
    /// `ringStart` is 0 and the ring is in order.
    private var ring: [FrameReport] = []
    private var ringStart = 0
    /// The total damaged pixels over all frames.
    public private(set) var totalDamagedPixels = 0
    private var lastTimestamp: Double?

    init() {}

    /// Adds a frame.
    func record(_ report: FrameReport) {
        frameCount += 1
        totalDamagedPixels += report.damagedPixelCount
        let bucket = FrameTelemetry.bucketEdges.firstIndex { report.duration <= $0 } ?? FrameTelemetry.bucketEdges.count
        histogram[bucket] += 1
        if let t = report.timestamp {
            if let last = lastTimestamp, t - last > frameInterval * 1.5 {
                droppedFrames += Int(((t - last) / frameInterval).rounded()) - 1
            }
            lastTimestamp = t
        }
        if ring.count < recentLimit {
            ring.append(report)
        } else if recentLimit > 0 {
            ring[ringStart] = report
            ringStart = (ringStart + 1) % ring.count
        }
    }

    /// The last frame's report.
    public var lastFrame: FrameReport? {
        ring.isEmpty ? nil : ring[(ringStart + ring.count - 1) % ring.count]
    }

    /// The median frame time of the recent frames, in milliseconds (0 without frames).
    public var medianFrameTime: Double {
        let times = ring.map(\.duration).sorted()
        return times.isEmpty ? 0 : times[times.count / 2]
    }

    /// The slowest recent frame, in milliseconds.
    public var worstFrameTime: Double { ring.map(\.duration).max() ?? 0 }

    /// Forgets every frame.
    public func reset() {
        frameCount = 0
        droppedFrames = 0
        histogram = [Int](repeating: 0, count: FrameTelemetry.bucketEdges.count + 1)
        ring.removeAll()
        ringStart = 0
        totalDamagedPixels = 0
        lastTimestamp = nil
    }

    /// A one-line summary for logs: frames, median and worst time, dropped frames, histogram.
    public var summary: String {
        func f(_ v: Double) -> String {
            let c = Int((v * 100).rounded())
            return "\(c / 100)." + (c % 100 < 10 ? "0\(c % 100)" : "\(c % 100)")
        }
        let labels = FrameTelemetry.bucketEdges.map { "≤\($0)" } + [">\(FrameTelemetry.bucketEdges.last ?? 0)"]
        let buckets = zip(labels, histogram).map { "\($0) ms: \($1)" }.joined(separator: ", ")
        return "\(frameCount) frames, median \(f(medianFrameTime)) ms, worst \(f(worstFrameTime)) ms, "
            + "\(droppedFrames) dropped; \(buckets)"
    }

    /// Milliseconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }
}
