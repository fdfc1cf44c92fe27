import Testing
@testable import Runtime

@Suite("Frame pacing")
struct FramePacerTests {
    /// Plays `count` flips with a real 60 Hz vblank: each completes one period after it was queued.
    func realVBlank(_ pacer: inout FramePacer, count: Int, skipping skipped: Set<Int> = []) {
        var time = 100.0, sequence: UInt32 = 500
        for i in 0..<count {
            pacer.flipQueued(at: time)
            let periods = skipped.contains(i) ? 2 : 1
            time += Double(periods) / 60
            sequence += UInt32(periods)
            pacer.flipCompleted(sequence: sequence, at: time, continuous: true)
        }
    }

    @Test("A real vblank keeps flip-event pacing and counts skipped vblanks as missed")
    func realDisplay() {
        var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: true)
        realVBlank(&pacer, count: 30, skipping: [10, 20])
        #expect(pacer.mode == .flipEvents)
        #expect(pacer.missedFrames == 2)
        #expect(pacer.nextFrameStart(now: 5) == 5)
    }

    @Test("A vblank skipped although the frame was queued in time is the display's; a frame queued past its vblank is late")
    func whoseMiss() {
        var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: true)
        let period = 1.0 / 60
        var shown = 100.0, sequence: UInt32 = 7
        // Each frame is queued `queuedAfter` seconds after the previous flip went on screen and
        // shown `periods` vblanks later.
        func flip(queuedAfter: Double, periods: Int) {
            pacer.flipQueued(at: shown + queuedAfter)
            shown += Double(periods) * period
            sequence += UInt32(periods)
            pacer.flipCompleted(sequence: sequence, at: shown + 0.0003, shownAt: shown, continuous: true)
        }
        for _ in 0..<5 { flip(queuedAfter: 0.003, periods: 1) }
        flip(queuedAfter: 0.003, periods: 2)     // queued 13.7 ms early, yet a vblank skipped
        #expect(pacer.missedFrames == 1)
        #expect(pacer.lateFrames == 0)
        flip(queuedAfter: 0.020, periods: 2)     // queued after the vblank it aimed at
        flip(queuedAfter: 0.014, periods: 2)     // queued 2.7 ms before it: cutting it too close
        #expect(pacer.missedFrames == 3)
        #expect(pacer.lateFrames == 2)
        // Without the kernel's timestamps, a miss is the frame's.
        for periods in [1, 2] {
            pacer.flipQueued(at: shown + 0.003)
            shown += Double(periods) * period
            sequence += UInt32(periods)
            pacer.flipCompleted(sequence: sequence, at: shown, continuous: true)
        }
        #expect(pacer.missedFrames == 4)
        #expect(pacer.lateFrames == 3)
    }

    @Test("The kernel's 32-bit vblank counter wrapping (2.3 years at 60 Hz) is no trap and no miss; a skip across it counts")
    func sequenceWraps() {
        var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: true)
        var time = 100.0
        for sequence: UInt32 in [UInt32.max - 3, .max - 2, .max - 1, .max, 0, 1, 3, 4] {
            pacer.flipQueued(at: time)
            time += 1.0 / 60
            pacer.flipCompleted(sequence: sequence, at: time, continuous: true)
        }
        #expect(pacer.missedFrames == 1)
        #expect(pacer.mode == .flipEvents)
    }

    @Test("The modeset's flip and the first frame after it are not counted as missed")
    func modesetNotCounted() {
        var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: true)
        realVBlank(&pacer, count: 10, skipping: [0, 1])
        #expect(pacer.missedFrames == 0)
    }

    @Test("Flips that complete at once with sequence 0 switch to a timer after three")
    func fakeVBlank() {
        var pacer = FramePacer(refreshHz: 75, vblankWaitSupported: true)
        for i in 0..<3 {
            #expect(pacer.mode == .flipEvents, "flip \(i)")
            pacer.flipQueued(at: 10)
            pacer.flipCompleted(sequence: 0, at: 10.0001, continuous: true)
        }
        guard case .timer(let interval, let reason) = pacer.mode else {
            Issue.record("still paced by flip events")
            return
        }
        #expect(abs(interval - 1.0 / 75) < 1e-12)
        #expect(reason.contains("fake vblank"))
    }

    @Test("Without drmWaitVBlank the pacer starts on a timer, on the tick grid")
    func timerPacing() {
        var pacer = FramePacer(refreshHz: 60, vblankWaitSupported: false)
        #expect(pacer.nextFrameStart(now: 1) == 1)
        pacer.frameStarted(at: 1)
        #expect(abs(pacer.nextFrameStart(now: 1.001) - (1 + 1.0 / 60)) < 1e-12)
        pacer.frameStarted(at: 1 + 1.0 / 60 + 0.002)       // a late tick stays on the grid
        #expect(abs(pacer.nextFrameStart(now: 1.02) - (1 + 2.0 / 60)) < 1e-12)
        pacer.frameStarted(at: 5)                            // after idling, the grid restarts
        let afterIdle: Double = 5 + 1.0 / 60
        #expect(pacer.nextFrameStart(now: 5.001) == afterIdle)
        #expect(pacer.missedFrames == 0)
    }

    @Test("An absurd refresh rate is paced at 60 Hz")
    func absurdRate() {
        let pacer = FramePacer(refreshHz: 27943, vblankWaitSupported: false)
        #expect(abs(pacer.refreshInterval - 1.0 / 60) < 1e-12)
    }
}
