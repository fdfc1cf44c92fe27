import Glibc

/// Reads the process's own program and libraries into the page cache ahead of use: the code a
/// late display runs for the first time (opening the card, its buffers, the copy and the commit)
/// then faults in from memory instead of waiting for storage.
///
/// A session waiting for its card starts it once its first frame is drawn (``start()``): on a
/// background thread, so the loop still takes a card the moment it is reported. In the VM suite
/// (the binary on a 9p share under TCG) the first run of that code spent 100–150 ms blocked on
/// reads between the card's report and its first frame; on a board the storage is local and the
/// gain smaller. Only the page cache grows (`MADV_WILLNEED`), not the resident set.
enum ImagePrefetch {
    /// The private file mappings in `text` (`/proc/self/maps`): the program's and libraries' code,
    /// constants and data (start, length).
    static func mappedFiles(maps text: String) -> [(start: UInt, length: Int)] {
        var ranges: [(start: UInt, length: Int)] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // address perms offset dev inode path: private mappings of a file that still exists
            // (code, constants, and the data pages not yet written, which come from the file too);
            // no device or shared memory (a card's buffers are shared mappings).
            guard fields.count >= 6, fields[4] != "0", fields[5].hasPrefix("/"), fields[1].hasPrefix("r"),
                fields[1].hasSuffix("p"), !line.hasSuffix("(deleted)")
            else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
                end > start
            else { continue }
            ranges.append((start, Int(end - start)))
        }
        return ranges
    }

    /// Starts reading this process's mapped program and libraries into the page cache on a
    /// background thread. Returns false when `/proc/self/maps` cannot be read or the thread
    /// cannot be started (nothing is lost but the head start).
    @discardableResult
    static func start() -> Bool {
        guard let file = fopen("/proc/self/maps", "r") else { return false }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        fclose(file)
        let ranges = mappedFiles(maps: text)
        guard !ranges.isEmpty else { return false }
        let job = UnsafeMutablePointer<[(start: UInt, length: Int)]>.allocate(capacity: 1)
        job.initialize(to: ranges)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let job = argument.assumingMemoryBound(to: [(start: UInt, length: Int)].self)
                // Behind the loop's thread (on Linux a nice value is per thread: 0 is this one),
                // so a card reported meanwhile is opened first.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
                for range in job.pointee {
                    _ = madvise(UnsafeMutableRawPointer(bitPattern: range.start), range.length, MADV_WILLNEED)
                }
                job.deinitialize(count: 1)
                job.deallocate()
                return nil
            }, job)
        guard started == 0 else {
            job.deinitialize(count: 1)
            job.deallocate()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
