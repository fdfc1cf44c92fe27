import Graphics

/// Finds files next to the tests and reads them (through ``FileBytes``, the one file reader).
enum TestFiles {
    /// The repository root, from this file's path (Tests/ControlsTests/TestFiles.swift).
    static func repositoryRoot(filePath: StaticString = #filePath) -> String {
        var parts = "\(filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    /// The UTF-8 text of the file at `path`, or `nil` when it cannot be read.
    static func text(at path: String) -> String? {
        guard let bytes = try? FileBytes.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
