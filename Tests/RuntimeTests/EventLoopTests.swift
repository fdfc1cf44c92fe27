import Glibc
import Testing
@testable import Runtime

@Suite("Event loop, timers and signals")
@MainActor
struct EventLoopTests {
    @Test("A readable pipe runs its handler; an idle loop times out without running anything")
    func pipes() throws {
        let loop = try EventLoop()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        var calls = 0
        try loop.watch(ends[0]) {
            var byte: UInt8 = 0
            _ = read(ends[0], &byte, 1)
            calls += 1
        }
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0)
        var byte: UInt8 = 1
        _ = write(ends[1], &byte, 1)
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1)
        #expect(calls == 1)
        loop.unwatch(ends[0])
        _ = write(ends[1], &byte, 1)
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0)
        #expect(loop.wakeUpCount == 3)
    }

    @Test("A timerfd armed for a deadline wakes the loop once, then stays quiet")
    func timer() throws {
        let loop = try EventLoop()
        let timer = try FrameTimer()
        var fired = 0
        try loop.watch(timer.fileDescriptor) { timer.acknowledge(); fired += 1; loop.stop() }
        let start = MonotonicClock.now()
        timer.arm(at: start + 0.02)
        #expect(timer.isArmed)
        loop.run()
        #expect(fired == 1)
        #expect(MonotonicClock.now() - start >= 0.019)
        #expect(!timer.isArmed)
        #expect(loop.runOnce(timeoutMilliseconds: 30) == 0)
    }

    @Test("A disarmed timer never fires")
    func disarmed() throws {
        let loop = try EventLoop()
        let timer = try FrameTimer()
        var fired = false
        try loop.watch(timer.fileDescriptor) { timer.acknowledge(); fired = true }
        timer.arm(at: MonotonicClock.now() + 0.01)
        timer.disarm()
        #expect(loop.runOnce(timeoutMilliseconds: 40) == 0)
        #expect(!fired)
    }

    @Test("A deadline that is infinite, huge or not a number never traps: never, never, at once")
    func unusualDeadlines() throws {
        let loop = try EventLoop()
        let timer = try FrameTimer()
        var fired = 0
        try loop.watch(timer.fileDescriptor) { timer.acknowledge(); fired += 1 }
        for never in [Double.infinity, 1e300, Double(Int.max)] {
            timer.arm(at: never)
            #expect(!timer.isArmed, "\(never)")
            #expect(loop.runOnce(timeoutMilliseconds: 20) == 0, "\(never)")
        }
        timer.arm(at: .nan)
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1)
        timer.arm(at: -.infinity)
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1)
        #expect(fired == 2)
    }

    @Test("A signal arrives through the self-pipe")
    func signals() throws {
        let loop = try EventLoop()
        let source = try SignalSource(signals: [SIGUSR2])
        var received: [Int32] = []
        try loop.watch(source.fileDescriptor) { received += source.receive() }
        kill(getpid(), SIGUSR2)  // process-directed: any thread may take it, the pipe still gets it
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1)
        #expect(received == [SIGUSR2])
    }
}
