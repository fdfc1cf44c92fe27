import Glibc

/// Listing the PNG files of a folder tree, by path relative to the folder.
enum PNGFiles {
    /// The relative paths of every `.png` file under `folder` (sub-folders included), sorted.
    ///
    /// - Throws: ``CompareError/notAFolder(path:reason:)`` when `folder` cannot be listed.
    static func list(in folder: String) throws(CompareError) -> [String] {
        var found: [String] = []
        try visit(folder, relative: "", into: &found, isTop: true)
        return found.sorted()
    }

    private static func visit(_ folder: String, relative: String, into found: inout [String],
                              isTop: Bool) throws(CompareError) {
        guard let dir = opendir(folder) else {
            let reason = String(cString: strerror(errno))
            if isTop { throw .notAFolder(path: folder, reason: reason) }
            return
        }
        defer { closedir(dir) }
        var children: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." || name.hasPrefix(".") { continue }
            var info = stat()
            guard stat(folder + "/" + name, &info) == 0 else { continue }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            let isFile = (info.st_mode & S_IFMT) == S_IFREG
            if isFolder || (isFile && name.lowercased().hasSuffix(".png")) { children.append((name, isFolder)) }
        }
        for child in children {
            let path = relative.isEmpty ? child.name : relative + "/" + child.name
            if child.isFolder {
                try visit(folder + "/" + child.name, relative: path, into: &found, isTop: false)
            } else {
                found.append(path)
            }
        }
    }
}
