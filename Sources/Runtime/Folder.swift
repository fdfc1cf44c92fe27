import Glibc

/// Creating output (and state) folders with `mkdir -p` semantics and a readable reason on failure.
public enum Folder {
    /// Why a folder could not be created.
    public struct Failure: Error {
        /// The system's reason.
        public let reason: String
    }

    /// Creates `path` and its missing parents.
    public static func create(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw Failure(reason: String(cString: strerror(errno)))
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw Failure(reason: "it exists and is not a folder")
        }
    }
}
