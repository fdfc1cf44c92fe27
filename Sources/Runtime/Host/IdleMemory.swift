import CLinux

/// Gives the allocator's free memory back to the kernel when the host goes idle.
///
/// ## Background
/// Frames allocate and free transient memory (offscreen layers for group opacity, images of
/// colour glyphs, shaped runs and recordings replaced in the caches). glibc's allocator keeps
/// what was freed inside its heap for reuse, and where freed blocks sit between live ones it
/// cannot shrink the heap: over hours of use the resident set creeps up although the memory in
/// use does not (measured with the gallery: the bytes in use flat at 3.5–4.7 MiB while the heap
/// grew from 12.8 to 17.6 MiB in six minutes of random touches). `malloc_trim(0)` returns every
/// whole free page, also in the middle of the heap (`MADV_DONTNEED`), so the resident set follows
/// the memory in use. It walks the heap (well under a millisecond), so the host calls it once
/// per idle period after frames were drawn (no frame asked for or waiting for its tick; timers may
/// be armed) — but while it is woken again within ``idleInterval`` at most once in that time —
/// and while the host is never idle at most once every ``busyInterval`` seconds
/// (``IdleMemoryRelease``, an observer of the host's scheduling passes).
enum IdleMemory {
    /// Seconds of drawing without an idle moment after which the host releases anyway, between
    /// two frames (10 s): a screen that always animates, or a display too slow to catch up
    /// with its input, would otherwise never give its free pages back.
    static let busyInterval = 10.0
    /// The least time between two releases when the host goes idle after drawing and is woken
    /// again within it (1 s): a screen that draws a small frame every 125 ms (the boot splash's
    /// spinner) would otherwise walk the heap and hand back, then fault in again, the same pages
    /// eight times a second. A host with nothing due within it releases at once.
    static let idleInterval = 1.0

    /// Returns the allocator's free pages to the kernel.
    static func release() {
        _ = clinux_release_free_heap()
    }
}

/// The policy of ``IdleMemory`` as a ``HostObserver``: after each of the host's scheduling
/// passes that followed drawing, gives the allocator's free pages back when the host went idle
/// (at most once every ``IdleMemory/idleInterval`` while it is woken again within that time),
/// and every ``IdleMemory/busyInterval`` while it never goes idle. It never wakes the host.
@MainActor
public final class IdleMemoryRelease: HostObserver {
    /// Whether free pages go back to the kernel at all (on by default).
    public var isEnabled = true
    /// How many times they did.
    public private(set) var releases = 0
    private var framesDrawn = 0
    private var framesAtLastRelease = 0
    private var lastReleaseTime = 0.0

    /// A policy that releases from the first idle moment after drawing.
    public init() {}

    public func hostDidDrawFrame(_ host: AppHost, _ frame: DrawnFrame) {
        if frame.presentSeconds != nil { framesDrawn += 1 }
    }

    public func hostDidUpdate(_ host: AppHost, at now: Double, isIdle: Bool, nextWakeUp: Double?) {
        guard isEnabled, framesDrawn > framesAtLastRelease else { return }
        // A host that never goes idle (an animation that runs for ever, a display too slow to
        // catch up with its input) releases between frames every ``IdleMemory/busyInterval``.
        // A host idle between small frames many times a second (a boot splash's spinner steps
        // eight times a second) releases at most every ``IdleMemory/idleInterval`` while it is
        // woken again within that time anyway: the release is owed and made at a later wake-up.
        let sinceRelease = now - lastReleaseTime
        let wakesSoon = nextWakeUp.map { $0 - now < IdleMemory.idleInterval } ?? false
        guard
            isIdle
                ? (releases == 0 || sinceRelease >= IdleMemory.idleInterval || !wakesSoon)
                : sinceRelease >= IdleMemory.busyInterval
        else { return }
        framesAtLastRelease = framesDrawn
        lastReleaseTime = now
        releases += 1
        IdleMemory.release()
    }
}
