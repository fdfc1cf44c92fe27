import Glibc
import Graphics

/// Small reads of a sysfs-like folder tree: the trimmed text of a file, the names in a folder.
/// The power and network readers take their root as a path, so tests point them at a temporary
/// tree of plain files.
enum SysfsFolder {
    /// The trimmed text of the small file at `path`, `nil` when there is none.
    ///
    /// - Throws: ``FileError`` when the file exists but cannot be read, or is larger than 4 KiB.
    static func text(_ path: String) throws(FileError) -> String? {
        do {
            let bytes = try FileBytes.read(path, maximumSize: 4096)
            return String(decoding: bytes, as: UTF8.self).trimmingSysfsSpace
        } catch {
            if case .notFound = error { return nil }
            throw error
        }
    }

    /// Whether something (file, folder, link) is at `path`.
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The names in the folder at `path`, sorted, without `.` and `..`; empty when it is missing.
    static func names(in path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

extension String {
    /// Without the spaces, tabs and newlines around it (sysfs values end with a newline).
    var trimmingSysfsSpace: String {
        let space: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return String(drop(while: space).reversed().drop(while: space).reversed())
    }
}
