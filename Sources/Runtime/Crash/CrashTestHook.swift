import Glibc

/// A test hook that crashes the process on purpose, to prove the crash report's path end to
/// end (`CrashReportTests`): `SCANOUT_CRASH_AFTER_FRAMES=N` crashes after the N-th frame
/// presented, in the way `SCANOUT_CRASH_KIND` names — `trap` (the default: an arithmetic
/// overflow, a Swift runtime trap, SIGILL on x86-64 and SIGTRAP on arm64), `segv` (a write
/// through a pointer into the unmapped first page), `stack` (recursion without end: a stack
/// overflow, which the handler reports from its own stack) or `abort`. Not for use on a device.
enum CrashTestHook {
    /// How to crash.
    enum Kind: String {
        case trap, segv, stack, abort
    }

    /// The hook's settings from the environment: the frame (nil without a valid positive
    /// `SCANOUT_CRASH_AFTER_FRAMES`) and the kind (`trap` when unset or unknown).
    static func fromEnvironment() -> (frames: Int?, kind: Kind) {
        let frames = getenv("SCANOUT_CRASH_AFTER_FRAMES").flatMap { Int(String(cString: $0)) }.flatMap {
            $0 > 0 ? $0 : nil
        }
        let kind = getenv("SCANOUT_CRASH_KIND").flatMap { Kind(rawValue: String(cString: $0)) } ?? .trap
        return (frames, kind)
    }

    /// Crashes the process now.
    static func crash(_ kind: Kind, frames: Int) {
        switch kind {
        case .trap:
            // `frames` comes from the run: the optimizer cannot fold the overflow away.
            print("scanout: crashing on purpose after \(overflow(frames)) frames")
        case .segv:
            if let page = UnsafeMutablePointer<Int>(bitPattern: 16) { page.pointee = frames }
        case .stack:
            print("scanout: crashing on purpose after \(recurse(frames)) frames")
        case .abort:
            abort()
        }
    }

    /// Calls itself for ever, each call keeping a page of its own on the stack.
    @inline(never)
    private static func recurse(_ depth: Int) -> Int {
        withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 16) { page in
            page.storeBytes(of: depth, as: Int.self)
            return recurse(depth &+ 1) &+ page.load(as: Int.self)
        }
    }

    @inline(never)
    private static func overflow(_ frames: Int) -> Int { Int.max + frames }
}
