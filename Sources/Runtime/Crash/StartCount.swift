import Glibc
public import Graphics

/// How many times a command started since the machine booted, counted in the state folder: the
/// file `NAME.starts` holds the boot's identifier (`/proc/sys/kernel/random/boot_id`) and the
/// count. A kiosk unit with `Restart=always` that brings the app back after each crash thus
/// shows its restarts in the crash report and the log; systemd's own count
/// (`systemctl show -p NRestarts`) is not handed to the process.
public struct StartCount: Sendable, Equatable {
    /// The boot these starts belong to (empty when the kernel does not say).
    public var bootID: String
    /// This start's number since the boot, from 1.
    public var start: Int

    /// Restarts before this start (starts since the boot less one).
    public var restarts: Int { max(0, start - 1) }

    /// Counts this start in `folder/name.starts` and returns it; a file of another boot, or an
    /// unreadable one (a power cut while it was written), starts the count again at 1. Written in
    /// place, without `fsync`: it is on the way to the first frame, and a count lost with a power
    /// cut belongs to a boot that is over.
    ///
    /// - Throws: ``FileError`` when the count cannot be written.
    public static func count(
        in folder: String, name: String, bootID: String = StartCount.currentBootID()
    )
        throws(FileError) -> StartCount
    {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + name + ".starts"
        var start = 1
        if let bytes = try? FileBytes.read(path, maximumSize: 4096) {
            let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            if words.count == 2, words[0] == bootID, let previous = Int(words[1]), previous >= 1, previous < Int.max {
                start = previous + 1
            }
        }
        try FileBytes.write(Array("\(bootID) \(start)\n".utf8), to: path)
        return StartCount(bootID: bootID, start: start)
    }

    /// The running boot's identifier, or an empty string.
    public static func currentBootID() -> String {
        // A /proc file says it is empty (its size is 0): read a line, not the size.
        guard let file = fopen("/proc/sys/kernel/random/boot_id", "re") else { return "" }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, Int32(line.count), file) != nil else { return "" }
        return String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
