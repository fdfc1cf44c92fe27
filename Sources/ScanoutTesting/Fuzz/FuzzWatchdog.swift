import Glibc
import Synchronization

/// A thread that watches one fuzz run: when a call has used more than the deadline of CPU time,
/// or the process's resident set has passed the ceiling, it prints the kind, seed and input
/// number to standard error and aborts the process, so a hang or a runaway allocation fails the
/// run instead of stalling CI.
///
/// ## Background
/// The deadline counts the fuzzing thread's own CPU time, not wall time: on a loaded machine (CI
/// beside other jobs, the tests' own parallel suites) a call can wait seconds for a core while
/// doing nothing wrong, and a wall-clock deadline then fails a correct run. A hang spins and uses
/// its CPU; a call blocked without spinning is caught by the wall-clock backstop, ten deadlines.
final class FuzzWatchdog: Sendable {
    let kind: String
    let seed: UInt64
    let deadline: Double
    let residentCeiling: Int
    /// When the current call started: bit patterns of the fuzzing thread's CPU seconds and of the
    /// monotonic seconds; 0 between calls.
    private let callStart = Atomic<UInt64>(0)
    private let callWallStart = Atomic<UInt64>(0)
    /// The CPU clock of the thread the calls run on.
    private let callClock = Atomic<Int32>(0)
    private let callIndex = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let thread = Mutex<pthread_t?>(nil)

    init(kind: String, seed: UInt64, deadline: Double, residentCeiling: Int) {
        self.kind = kind
        self.seed = seed
        self.deadline = deadline
        self.residentCeiling = residentCeiling
    }

    func beginCall(_ index: Int) {
        var clock = clockid_t()
        if pthread_getcpuclockid(pthread_self(), &clock) != 0 { clock = CLOCK_PROCESS_CPUTIME_ID }
        callIndex.store(index, ordering: .relaxed)
        callClock.store(clock, ordering: .relaxed)
        callWallStart.store(monotonicSeconds().bitPattern, ordering: .relaxed)
        callStart.store(Self.seconds(on: clock).bitPattern, ordering: .releasing)
    }

    func endCall() { callStart.store(0, ordering: .releasing) }

    /// The seconds `clock` reads.
    private static func seconds(on clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let made = pthread_create(&handle, nil, { context in
            guard let context else { return nil }
            let watchdog = Unmanaged<FuzzWatchdog>.fromOpaque(context).takeRetainedValue()
            watchdog.watch()
            return nil
        }, context)
        if made == 0 {
            thread.withLock { $0 = handle }
        } else {
            Unmanaged<FuzzWatchdog>.fromOpaque(context).release()
        }
    }

    func stop() {
        stopping.store(true, ordering: .releasing)
        if let handle = thread.withLock({ $0 }) { pthread_join(handle, nil) }
    }

    private func watch() {
        var checks = 0
        while !stopping.load(ordering: .acquiring) {
            usleep(20_000)
            let started = callStart.load(ordering: .acquiring)
            if started != 0 {
                let used = Self.seconds(on: callClock.load(ordering: .relaxed)) - Double(bitPattern: started)
                let waited = monotonicSeconds() - Double(bitPattern: callWallStart.load(ordering: .relaxed))
                // Read again: the call may have ended (and the next begun) while the clocks were read.
                if callStart.load(ordering: .acquiring) == started {
                    if used > deadline {
                        fail("input \(callIndex.load(ordering: .relaxed)) used more than \(deadline) s of CPU time (a hang)")
                    }
                    if waited > deadline * 10 {
                        fail("input \(callIndex.load(ordering: .relaxed)) has not returned after \(Int(waited)) s (blocked)")
                    }
                }
            }
            checks += 1
            if checks % 10 == 0, case let resident = residentBytes(), resident > residentCeiling {
                fail("the resident set reached \(resident >> 20) MiB at input \(callIndex.load(ordering: .relaxed)) (unbounded memory)")
            }
        }
    }

    private func fail(_ what: String) -> Never {
        let message = "fuzz \(kind): FAILED: \(what); replay with SCANOUT_FUZZ_SEED=0x\(String(seed, radix: 16, uppercase: true))\n"
        var bytes = Array(message.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
