import Glibc

/// Checks an Anthy dictionary file (`anthy.dic`) before Anthy maps it.
///
/// ## Background
/// Anthy maps the file and trusts it: a truncated or foreign file crashes the process inside
/// `anthy_init`. So the file's section table is checked first. The file starts with a
/// big-endian count of sections, then one (name offset, name length, contents offset) triple
/// per section; every name and every section must lie inside the file, in ascending order, and
/// the sections Anthy reads must all be present.
enum AnthyDictionaryFile {
    /// The sections Anthy 0.4 reads from its dictionary.
    static let requiredSections: Set<String> = [
        "word_dic", "dep_dic", "trans_info", "cand_info", "weak_words", "corpus_bucket", "corpus_array",
    ]
    /// More sections than any Anthy dictionary has: a larger count means the file is something else.
    static let maximumSections = 64

    /// Returns the section names of the dictionary at `path`, or throws why Anthy must not open it.
    ///
    /// - Throws: ``KanaKanjiError/dictionaryMissing(path:)``,
    ///   ``KanaKanjiError/dictionaryUnreadable(path:errno:reason:)`` or
    ///   ``KanaKanjiError/dictionaryDamaged(path:reason:)``.
    @discardableResult
    static func validate(path: String) throws(KanaKanjiError) -> [String] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .dictionaryMissing(path: path) }
            throw .dictionaryUnreadable(path: path, errno: code, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let code = errno
            throw .dictionaryUnreadable(path: path, errno: code, reason: String(cString: strerror(code)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .dictionaryDamaged(path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        let count = try readWords(fd, at: 0, count: 1, path: path)[0]
        guard count > 0, count <= maximumSections else {
            throw .dictionaryDamaged(path: path, reason: "its header names \(count) sections")
        }
        let table = try readWords(fd, at: 4, count: 3 * count, path: path)
        var names: [String] = []
        var previousContents = 4 + 12 * count
        for index in 0..<count {
            let nameOffset = table[3 * index], nameLength = table[3 * index + 1], contents = table[3 * index + 2]
            guard nameLength > 0, nameLength <= 64, nameOffset >= 4 + 12 * count, nameOffset + nameLength <= size
            else { throw .dictionaryDamaged(path: path, reason: "section \(index)'s name lies outside the file") }
            guard contents >= previousContents, contents < size else {
                throw .dictionaryDamaged(
                    path: path, reason: "section \(index) starts at byte \(contents) of a \(size)-byte file")
            }
            previousContents = contents
            let bytes = try readBytes(fd, at: nameOffset, count: nameLength, path: path)
            guard bytes.allSatisfy({ $0 >= 0x21 && $0 < 0x7F }) else {
                throw .dictionaryDamaged(path: path, reason: "section \(index) has no readable name")
            }
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        let missing = requiredSections.subtracting(names)
        guard missing.isEmpty else {
            throw .dictionaryDamaged(path: path, reason: "it lacks the sections \(missing.sorted().joined(separator: ", "))")
        }
        return names
    }

    private static func readWords(_ fd: Int32, at offset: Int, count: Int, path: String) throws(KanaKanjiError) -> [Int] {
        let bytes = try readBytes(fd, at: offset, count: 4 * count, path: path)
        return (0..<count).map { index in
            let base = 4 * index
            let word = UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16 | UInt32(bytes[base + 2]) << 8
                | UInt32(bytes[base + 3])
            return Int(Int32(bitPattern: word))
        }
    }

    private static func readBytes(_ fd: Int32, at offset: Int, count: Int, path: String) throws(KanaKanjiError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
            }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw .dictionaryUnreadable(path: path, errno: code, reason: String(cString: strerror(code)))
            }
            if got == 0 { throw .dictionaryDamaged(path: path, reason: "the file ends at byte \(offset + done)") }
            done += got
        }
        return bytes
    }
}
