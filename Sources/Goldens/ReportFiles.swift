import Graphics
import Glibc

/// Writing report files: folders made as needed, every failure a ``CompareError`` naming the path.
enum ReportFiles {
    /// Creates `folder` and its parents (`mkdir -p`).
    static func makeFolder(_ folder: String) throws(CompareError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw .cannotWrite(path: prefix, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Creates the folder holding `file`.
    static func makeParent(of file: String) throws(CompareError) {
        guard let slash = file.lastIndex(of: "/") else { return }
        try makeFolder(String(file[..<slash]))
    }

    /// Writes `bitmap` as a PNG at `path`.
    static func write(_ bitmap: Bitmap, to path: String) throws(CompareError) {
        try makeParent(of: path)
        do { try bitmap.writePNG(to: path) } catch { throw .cannotWrite(path: path, reason: error.description) }
    }

    /// Writes `text` (UTF-8) at `path`.
    static func write(_ text: String, to path: String) throws(CompareError) {
        try makeParent(of: path)
        do { try FileBytes.write(Array(text.utf8), to: path) } catch {
            throw .cannotWrite(path: path, reason: error.description)
        }
    }

    /// Copies the file at `source` to `destination`.
    static func copy(_ source: String, to destination: String) throws(CompareError) {
        try makeParent(of: destination)
        do { try FileBytes.write(try FileBytes.read(source), to: destination) } catch {
            throw .cannotWrite(path: destination, reason: error.description)
        }
    }

    /// Whether the files at `a` and `b` hold the same bytes.
    static func sameBytes(_ a: String, _ b: String) throws(CompareError) -> Bool {
        do { return try FileBytes.read(a) == FileBytes.read(b) } catch {
            throw .notAFolder(path: b, reason: error.description)
        }
    }
}
