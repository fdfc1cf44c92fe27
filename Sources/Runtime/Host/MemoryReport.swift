import CLinux
import Glibc
public import Text
public import Scene

/// Where a running Scanout's memory is: the resident set, the allocator's totals over every
/// arena, and the font system's caches. `scanout run --memory-every SECONDS` logs one as a line
/// (`memory: rss_kb=… in_use_kb=…`); the soak prints them beside its samples (docs/vm-suite.md).
///
/// ## Background
/// A growing resident set has three possible owners, and each needs a different fix: memory in
/// use (``inUseBytes`` grows: something keeps objects), memory the allocator keeps free inside
/// its heaps (``freeBytes`` grows: fragmentation, or pages not given back), and pages outside
/// the allocator (``residentBytes`` grows while both stay flat: file pages, mappings of devices,
/// thread stacks).
public struct MemoryReport: Sendable, Equatable {
    /// The resident set (`/proc/self/statm`), in bytes; 0 when it cannot be read.
    public var residentBytes: Int
    /// Bytes the allocator took from the kernel for its heaps (the main heap and every arena).
    public var heapBytes: Int
    /// Bytes handed out by the allocator and not yet freed (heaps and whole mappings).
    public var inUseBytes: Int
    /// Bytes free inside the allocator's heaps.
    public var freeBytes: Int
    /// Bytes of allocations large enough to get a mapping of their own.
    public var mappedBytes: Int
    /// Bytes of the allocator's main heap (the brk heap) that are resident: pages free inside it
    /// stay resident until the host's idle trim gives them back, so with ``inUseBytes`` and
    /// ``mappedBytes`` it gives the resident set with the heap counted at what is in use
    /// (`rss − heap_resident + in_use − mapped`), which the trims do not move. 0 when it cannot
    /// be read.
    public var heapResidentBytes = 0
    /// Bytes in the glyph cache, and its bound.
    public var glyphCacheBytes: Int, glyphCacheLimit: Int
    /// Bytes in the shaped-run cache, and how many runs.
    public var shapingCacheBytes: Int, shapedRuns: Int
    /// Bytes of shape coverage the shown content's raster caches keep
    /// (``HostedContent/coverageCacheBytes``), when a host made the report; 0 otherwise.
    public var coverageCacheBytes = 0
    /// Scene nodes alive in the process (``Node/liveCount``).
    public var liveNodes: Int
    /// What the host holds: its timers, running animations and touches the arbiter tracks
    /// (``AppHost/census``), when a host made the report.
    public var hostCensus: String = ""
    /// What the content shows, as `key=value` words (``HostedContent/reportedState``; the
    /// gallery's `screen=form keyboard=up modals=0`), when a host made the report: the soak
    /// counts its samples per screen from them (docs/vm-suite.md "What the soak covered").
    public var shownState: String = ""
    /// Milliseconds on the host's clock since its first report (``AppHost/reportMemory(every:_:)``);
    /// 0 for a report made otherwise. On the virtual clock of a headless run, virtual time.
    public var elapsedMilliseconds = 0
    /// The live nodes by type, the most numerous first (``NodeCensus``), while
    /// ``countsNodesByType`` is on; empty otherwise.
    public var nodesByType: [NodeCensus.Count] = []

    /// Whether scene nodes are counted by type from now on (``NodeCensus``), for the reports'
    /// ``nodesByType``: `scanout run --memory-every` turns it on before the content is made.
    public static var countsNodesByType: Bool {
        get { NodeCensus.isEnabled }
        set { NodeCensus.isEnabled = newValue }
    }

    /// The report now, with the caches of `fonts`.
    public static func current(fonts: FontSystem) -> MemoryReport {
        var system = 0, inUse = 0, free = 0, mapped = 0
        clinux_heap_totals(&system, &inUse, &free, &mapped)
        let glyphs = fonts.glyphCacheUsage, runs = fonts.shapingCacheUsage
        return MemoryReport(
            residentBytes: residentSetBytes(), heapBytes: system, inUseBytes: inUse + mapped, freeBytes: free,
            mappedBytes: mapped, heapResidentBytes: brkHeapResidentBytes(), glyphCacheBytes: glyphs.bytes,
            glyphCacheLimit: glyphs.limit, shapingCacheBytes: runs.bytes, shapedRuns: runs.runs,
            liveNodes: Node.liveCount, nodesByType: NodeCensus.isEnabled ? NodeCensus.counts() : [])
    }

    /// The report as one log line, in KiB.
    public var line: String {
        "memory: rss_kb=\(residentBytes >> 10) in_use_kb=\(inUseBytes >> 10) free_kb=\(freeBytes >> 10) "
            + "heap_kb=\(heapBytes >> 10) mapped_kb=\(mappedBytes >> 10) heap_resident_kb=\(heapResidentBytes >> 10) "
            + "glyph_cache_kb=\(glyphCacheBytes >> 10) "
            + "shaping_cache_kb=\(shapingCacheBytes >> 10) shaped_runs=\(shapedRuns) "
            + "coverage_cache_kb=\(coverageCacheBytes >> 10) nodes=\(liveNodes) elapsed_ms=\(elapsedMilliseconds)"
            + (hostCensus.isEmpty ? "" : " " + hostCensus)
            + (shownState.isEmpty ? "" : " " + shownState)
            + (nodesByType.isEmpty ? "" : " " + NodeCensus.line(nodesByType))
    }

    /// The resident bytes of the allocator's main (brk) heap, from the kernel's `start_brk`
    /// (field 47 of /proc/self/stat) to the break, by `mincore` over its pages; 0 when they cannot
    /// be read. The idle trims give free pages at its top and inside it back, so they leave it.
    static func brkHeapResidentBytes() -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0, let field = ProcSelf.statField(47), let start = UInt(field), start > 0,
            let end = sbrk(0), end != UnsafeMutableRawPointer(bitPattern: -1)
        else { return 0 }
        let mask = ~UInt(page - 1)
        var at = start & mask
        let last = (UInt(bitPattern: end) + UInt(page) - 1) & mask
        var resident = 0
        var flags = [UInt8](repeating: 0, count: 4096)
        while at < last {
            let count = min(Int((last - at) / UInt(page)), flags.count)
            guard let address = UnsafeMutableRawPointer(bitPattern: at),
                mincore(address, count * page, &flags) == 0
            else { return 0 }
            for i in 0..<count { resident += Int(flags[i] & 1) }
            at += UInt(count * page)
        }
        return resident * page
    }

    /// The resident set from `/proc/self/statm` (its second field, in pages).
    static func residentSetBytes() -> Int {
        guard let fields = ProcSelf.fields(of: "statm"), fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

extension AppHost {
    /// Hands `report` a ``MemoryReport`` (with the host's ``census``) now and every `interval`
    /// seconds (at least 1) on the host's clock: `scanout run --memory-every`, on a display's
    /// monotonic clock or headless on the virtual clock, where a report every pass of a
    /// repeating touch session compares the same moment of each pass (docs/vm-suite.md "Soak").
    /// Each report says what the content shows (``HostedContent/reportedState``) and how long
    /// after the first it was made (``MemoryReport/elapsedMilliseconds``). The reports are timers
    /// of the host's, like any other.
    public func reportMemory(every interval: Double, _ report: @escaping @MainActor (MemoryReport) -> Void) {
        reportMemory(every: interval, since: clock.now, report)
    }

    private func reportMemory(
        every interval: Double, since start: Double,
        _ report: @escaping @MainActor (MemoryReport) -> Void
    ) {
        var current = MemoryReport.current(fonts: fonts)
        current.hostCensus = census
        current.coverageCacheBytes = content.coverageCacheBytes
        current.shownState = content.reportedState
        current.elapsedMilliseconds = Int(((clock.now - start) * 1000).rounded())
        report(current)
        schedule(after: max(interval, 1)) { [unowned self] in reportMemory(every: interval, since: start, report) }
    }

    /// What the host holds now, as `key=value` pairs for a memory report: armed timers, running
    /// animations (``HostedContent/runningAnimationCount``), touches the gesture arbiter tracks,
    /// input sources.
    public var census: String {
        "timers=\(timerCount) animations=\(content.runningAnimationCount) touches=\(input?.arbiter.activeTouchCount ?? 0) "
            + "sources=\(sourceCount)"
    }
}
