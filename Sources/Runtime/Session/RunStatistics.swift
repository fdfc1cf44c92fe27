/// What a run measured, printed by `scanout run --stats`.
public struct RunStatistics: Sendable, CustomStringConvertible {
    /// The display in use, such as `/dev/dri/card0 (virtio_gpu, Virtual-1, 1024x768@60, atomic)`.
    public var display = ""
    /// How frames were paced (flip events, or a timer and why).
    public var pacing = ""
    /// Seconds from process start (exec) to the first frame on screen, 10 ms resolution.
    public var firstFrameSinceExec: Double?
    /// Seconds from `main` to the first frame on screen.
    public var firstFrameSinceMain: Double?
    /// Milliseconds from `main` until the display was open, and what the first frame's render
    /// and present took.
    public var displayOpenSeconds: Double?
    public var firstRenderSeconds: Double?
    /// When (on `CLOCK_MONOTONIC`) the first frame began to be drawn.
    public var firstRenderStartTime: Double?
    public var firstPresentSeconds: Double?
    /// Frames presented.
    public var frames = 0
    /// Why a headless run without an end time stopped before it settled, or `nil`.
    public var unsettled: HeadlessRunError?
    /// Flips completed (events read).
    public var flips = 0
    /// Vblanks missed while animating (real-vblank displays only).
    public var missedFrames = 0
    /// The flips (1-based) after which vblanks were missed, first 16.
    public var missedAfterFlips: [Int] = []
    /// Of the missed vblanks, those whose frame was queued too late (Scanout's); the others the
    /// display skipped although the frame was queued in time (``FramePacer/lateFrames``).
    public var lateFrames = 0
    /// Thread CPU seconds spent rendering and presenting, all frames.
    public var frameCPUSeconds = 0.0
    /// The most thread CPU seconds one frame took, and which frame (1-based).
    public var slowestFrameCPUSeconds = 0.0
    public var slowestFrame = 0
    /// Frames presented while the demo animation ran, and their CPU seconds.
    public var animatedFrames = 0
    public var animatedCPUSeconds = 0.0
    /// Seconds the animation ran (first to last animated frame).
    public var animatedSpan = 0.0
    /// Seconds between the last two animated frames: the span less this is when the animation
    /// last asked for a frame, which a starved machine's late final frame does not move.
    public var animatedLastGap = 0.0
    /// Wake-ups and frames after the last frame until the end (the idle period), and its length.
    public var idleWakeUps = 0
    public var idleFrames = 0
    public var idleSeconds = 0.0
    /// Times the display was lost and regained (VT switch, master loss), and hotplug changes.
    public var suspensions = 0
    public var resumptions = 0
    public var hotplugChanges = 0

    public var description: String {
        func ms(_ s: Double?) -> String { s.map { String(Int(($0 * 1000).rounded())) } ?? "?" }
        let perFrame = animatedFrames > 0 ? animatedCPUSeconds / Double(animatedFrames) : 0
        let rate = animatedSpan > 0 ? Double(max(0, animatedFrames - 1)) / animatedSpan : 0
        return """
            stats: display=\(display)
            stats: pacing=\(pacing)
            stats: first_frame_ms_since_exec=\(ms(firstFrameSinceExec)) first_frame_ms_since_main=\(ms(firstFrameSinceMain)) (display_open_ms=\(ms(displayOpenSeconds)) first_render_ms=\(ms(firstRenderSeconds)) first_present_ms=\(ms(firstPresentSeconds)))
            stats: frames=\(frames) flips=\(flips) missed=\(missedFrames) missed_late_frames=\(lateFrames) missed_after_flips=\(missedAfterFlips.map(String.init).joined(separator: ",")) frame_cpu_ms=\(ms(frameCPUSeconds)) slowest_frame_cpu_us=\(Int((slowestFrameCPUSeconds * 1e6).rounded()))@\(slowestFrame)
            stats: animated_frames=\(animatedFrames) animated_seconds=\(format2(animatedSpan)) animated_last_gap_ms=\(ms(animatedLastGap)) animated_hz=\(String(format1(rate))) cpu_us_per_animated_frame=\(Int((perFrame * 1e6).rounded()))
            stats: idle_seconds=\(String(format1(idleSeconds))) idle_wakeups=\(idleWakeUps) idle_frames=\(idleFrames)
            stats: suspensions=\(suspensions) resumptions=\(resumptions) hotplug_changes=\(hotplugChanges)
            """
    }

    private func format2(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
