import Glibc

/// The renderings of a screenshot matrix split over several machines (`scanout screenshot
/// --shard K/N`), gathered into one folder so that they are compared and reported as one.
///
/// ## Background
/// A CI system's parallel jobs each render a share of the matrix and keep it as an artifact: the
/// folder of PNG files the job wrote, or the report folder of its own `scanout compare
/// --rendered-only` (whose `actual/` holds the same files). A last job compares the goldens with
/// every part at once: a golden no part rendered is missing, as in a run on one machine. Two parts
/// holding different files of the same name are an error (shards that overlap), not a silent pick.
public enum ReportParts {
    /// The folder of renderings a part holds: `part/actual` when `part` is a report folder
    /// (it has `index.html` and `actual/`), else `part` itself.
    public static func renderings(in part: String) -> String {
        var info = stat()
        let isReport = access(part + "/" + ComparisonReport.htmlFileName, F_OK) == 0
            && stat(part + "/actual", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        return isReport ? part + "/actual" : part
    }

    /// Copies the PNG files of every part into `folder` (created if missing), each at its path
    /// inside its part, and returns how many files were gathered.
    ///
    /// - Throws: ``CompareError/notAFolder(path:reason:)`` for a part that cannot be listed,
    ///   ``CompareError/overlappingParts(name:first:second:)`` when two parts hold different files
    ///   of one name, ``CompareError/cannotWrite(path:reason:)``.
    @discardableResult
    public static func gather(_ parts: [String], into folder: String) throws(CompareError) -> Int {
        func normalized(_ path: String) -> String {
            var path = path
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        }
        if let part = parts.first(where: { normalized(renderings(in: $0)) == normalized(folder) }) {
            throw .cannotWrite(path: folder, reason: "it holds the renderings of the part “\(part)”: give another report folder")
        }
        try ReportFiles.makeFolder(folder)
        // What an earlier gathering left would be compared as if a part had rendered it.
        for stale in try PNGFiles.list(in: folder) where unlink(folder + "/" + stale) != 0 {
            throw .cannotWrite(path: folder + "/" + stale, reason: String(cString: strerror(errno)))
        }
        var origin: [String: String] = [:]
        for part in parts {
            let source = renderings(in: part)
            for name in try PNGFiles.list(in: source) {
                let path = source + "/" + name
                if let first = origin[name] {
                    guard try ReportFiles.sameBytes(first + "/" + name, path) else {
                        throw .overlappingParts(name: name, first: first, second: source)
                    }
                    continue
                }
                origin[name] = source
                try ReportFiles.copy(path, to: folder + "/" + name)
            }
        }
        return origin.count
    }
}
