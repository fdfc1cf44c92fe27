import Glibc

/// Reads files next to the tests without Foundation.
enum TestFiles {
    /// The repository root, from this file's path (Tests/ControlsTests/TestFiles.swift).
    static func repositoryRoot(filePath: StaticString = #filePath) -> String {
        var parts = "\(filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    /// The UTF-8 text of the file at `path`, or `nil` when it cannot be read.
    static func text(at path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
