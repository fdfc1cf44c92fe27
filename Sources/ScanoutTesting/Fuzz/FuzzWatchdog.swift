import Glibc
import Synchronization

/// A thread that watches one fuzz run: when a call has run longer than the deadline, or the
/// process's resident set has passed the ceiling, it prints the kind, seed and input number to
/// standard error and aborts the process, so a hang or a runaway allocation fails the run
/// instead of stalling CI.
final class FuzzWatchdog: Sendable {
    let kind: String
    let seed: UInt64
    let deadline: Double
    let residentCeiling: Int
    /// When the current call started (bit pattern of its monotonic seconds); 0 between calls.
    private let callStart = Atomic<UInt64>(0)
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
        callIndex.store(index, ordering: .relaxed)
        callStart.store(monotonicSeconds().bitPattern, ordering: .releasing)
    }

    func endCall() { callStart.store(0, ordering: .releasing) }

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
            if started != 0, monotonicSeconds() - Double(bitPattern: started) > deadline {
                fail("input \(callIndex.load(ordering: .relaxed)) ran longer than \(deadline) s (a hang)")
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
