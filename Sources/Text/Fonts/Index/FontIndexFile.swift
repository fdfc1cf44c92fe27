import Glibc
import Graphics

/// Writing a font index: its folder created when missing, the file replaced atomically
/// (``FileBytes/replace(_:with:)``), so a reader maps the old index or the new one, never half.
enum FontIndexFile {
    /// Makes sure the index can be written at `path` (its folder made, writable) before any time
    /// is spent building it: where it cannot (a read-only root, as in the VM suite's guest),
    /// fontconfig answers and nothing is built.
    static func prepareToWrite(_ path: String) throws(TextError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else {
            guard access(".", W_OK) == 0 else {
                throw .fontIndexUnusable(path: path, reason: "cannot write in the current folder")
            }
            return
        }
        let folder = String(path[..<slash])
        try createFolder(folder, for: path)
        guard access(folder, W_OK) == 0 else {
            throw .fontIndexUnusable(path: path, reason: "cannot write in “\(folder)”: " + String(cString: strerror(errno)))
        }
    }

    /// Writes `content` to `path`.
    ///
    /// - Throws: ``TextError/fontIndexUnusable(path:reason:)`` naming what could not be created or written.
    static func write(_ content: FontIndexContent, to path: String) throws(TextError) {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createFolder(String(path[..<slash]), for: path)
        }
        do { try FileBytes.replace(path, with: FontIndexEncoder.encode(content)) } catch {
            throw .fontIndexUnusable(path: path, reason: "cannot write it: \(error)")
        }
    }

    /// Creates `folder` and its missing parents (`mkdir -p`).
    private static func createFolder(_ folder: String, for path: String) throws(TextError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw .fontIndexUnusable(path: path, reason: "cannot create the folder “\(prefix)”: "
                                         + String(cString: strerror(errno)))
            }
        }
    }
}
