import Graphics

extension BoardProfile {
    /// The largest board profile read, in bytes (1 MiB): anything larger is not one.
    static let maximumFileSize = 1 << 20

    /// Reads and parses the profile at `path`.
    ///
    /// - Throws: ``BoardProfileError`` (line 0 when the file cannot be read).
    public init(contentsOf path: String) throws(BoardProfileError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumSize: Self.maximumFileSize) } catch {
            throw BoardProfileError(source: path, line: 0, message: "cannot read the board profile: \(error)")
        }
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), source: path)
    }
}
