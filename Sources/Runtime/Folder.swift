import Glibc

/// Creating output folders with `mkdir -p` semantics and a readable reason on failure.
enum Folder {
    struct Failure: Error { let reason: String }

    static func create(_ path: String) throws(Failure) {
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
