import Glibc

extension BoardProfile {
    /// Reads and parses the profile at `path`.
    ///
    /// - Throws: ``BoardProfileError`` (line 0 when the file cannot be read).
    public init(contentsOf path: String) throws(BoardProfileError) {
        guard let file = fopen(path, "r") else {
            throw BoardProfileError(source: path, line: 0, message: "cannot read the board profile: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > 1 << 20 {
                throw BoardProfileError(source: path, line: 0, message: "the board profile is larger than 1 MiB; is this the right file?")
            }
        }
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), source: path)
    }
}
