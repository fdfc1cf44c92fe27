import Glibc

/// One thing a font index's answers depend on, as it was when the index was built: a folder or
/// file fontconfig reads (its modification time, size and inode, or that it was missing), or an
/// environment variable fontconfig reads (its value, or that it was unset).
///
/// The index is current when every stamp still reads the same (``isCurrent``): a start then
/// costs one `stat` per folder and file, and no fontconfig at all.
struct FontIndexStamp: Equatable {
    enum Kind: UInt32 {
        case file = 0
        case missingFile = 1
        case variable = 2
        case unsetVariable = 3
    }

    var kind: Kind
    /// The path, or the variable's name.
    var name: String
    /// The variable's value (empty for files).
    var value: String = ""
    var seconds: Int64 = 0
    var nanoseconds: Int64 = 0
    var size: Int64 = 0
    var inode: Int64 = 0

    /// The environment variables fontconfig reads to find its configuration, fonts and language.
    static let variables = ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG", "LC_ALL",
                            "LC_CTYPE", "LANG", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"]

    /// The stamp of the folder or file at `path` now.
    static func file(_ path: String) -> FontIndexStamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return FontIndexStamp(kind: .missingFile, name: path) }
        return FontIndexStamp(kind: .file, name: path, seconds: Int64(info.st_mtim.tv_sec),
                              nanoseconds: Int64(info.st_mtim.tv_nsec), size: Int64(info.st_size),
                              inode: Int64(bitPattern: UInt64(info.st_ino)))
    }

    /// The stamp of the environment variable `name` now.
    static func variable(_ name: String) -> FontIndexStamp {
        guard let value = getenv(name) else { return FontIndexStamp(kind: .unsetVariable, name: name) }
        return FontIndexStamp(kind: .variable, name: name, value: String(cString: value))
    }

    /// The stamp of the same thing read now.
    var current: FontIndexStamp {
        switch kind {
        case .file, .missingFile: Self.file(name)
        case .variable, .unsetVariable: Self.variable(name)
        }
    }

    /// Whether the thing still reads the same.
    var isCurrent: Bool { current == self }
}
