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
/// and while the host is never idle at most once every ``busyInterval`` seconds.
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
