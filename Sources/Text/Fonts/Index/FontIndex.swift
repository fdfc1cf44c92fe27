import Glibc

/// A font index file mapped into memory (`mmap`): fontconfig's answers, recorded by an earlier
/// start, read without starting fontconfig.
///
/// ## Background
/// Opening checks the whole file as untrusted input (``FontIndexFormat``): magic, version,
/// length, checksum, and every offset, count, string and descriptor number; a file that fails is
/// refused (``FontIndexCheck/Failure``) and never answers. A coverage table's ranges are checked
/// when it is first used; a table that fails answers nothing (``damage`` says why). Answers are read
/// from the mapping in place; nothing is decoded up front. Whether the answers still hold is
/// ``isCurrent``: the stamps (folders, configuration files, environment) read the same.
/// Used under the font system's lock.
final class FontIndex: @unchecked Sendable {
    /// The file.
    let path: String
    private let mapping: UnsafeRawBufferPointer
    private var sections: [(offset: Int, count: Int)] = []

    /// Maps and checks the index at `path`.
    ///
    /// - Throws: a failure saying whether the file is missing, or why it cannot be read or is not
    ///   a complete index of this version.
    init(path: String) throws(FontIndexCheck.Failure) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw FontIndexCheck.Failure(reason: String(cString: strerror(code)), isMissing: code == ENOENT || code == ENOTDIR)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw FontIndexCheck.Failure(reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FontIndexCheck.Failure(reason: "not a regular file") }
        let size = Int(info.st_size)
        guard size >= FontIndexFormat.headerSize, size <= 64 << 20 else {
            throw FontIndexCheck.Failure(reason: "\(size) bytes is not the size of an index (truncated?)")
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw FontIndexCheck.Failure(reason: "mmap: " + String(cString: strerror(errno)))
        }
        mapping = UnsafeRawBufferPointer(start: base, count: size)
        // Every stored property is set: a failure from here on unmaps in deinit.
        sections = try FontIndexCheck.sections(of: mapping)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count) }

    // MARK: Reading records (bounds were checked when the file was opened; reads check again).

    private func word(_ section: FontIndexFormat.Section, _ record: Int, _ field: Int) -> UInt32 {
        let (offset, count) = sections[section.rawValue]
        guard record >= 0, record < count else { return FontIndexFormat.none }
        let at = offset + record * section.recordSize + field * 4
        guard at >= 0, at + 4 <= mapping.count else { return FontIndexFormat.none }
        return UInt32(littleEndian: mapping.loadUnaligned(fromByteOffset: at, as: UInt32.self))
    }

    private func count(_ section: FontIndexFormat.Section) -> Int { sections[section.rawValue].count }

    private func bytes(offset: UInt32, length: UInt32) -> UnsafeRawBufferPointer {
        let (start, count) = sections[FontIndexFormat.Section.strings.rawValue]
        guard Int(offset) <= count, Int(length) <= count - Int(offset) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(rebasing: mapping[(start + Int(offset))..<(start + Int(offset) + Int(length))])
    }

    private func string(offset: UInt32, length: UInt32) -> String {
        String(decoding: bytes(offset: offset, length: length), as: UTF8.self)
    }

    /// Compares the string at (`offset`, `length`) with `key`, byte by byte: <0, 0 or >0.
    private func compare(offset: UInt32, length: UInt32, with key: [UInt8]) -> Int {
        let stored = bytes(offset: offset, length: length)
        for (a, b) in zip(stored, key) where a != b { return Int(a) - Int(b) }
        return stored.count - key.count
    }

    /// The first record of `section` in 0..<count whose key is not below the wanted one.
    private func lowerBound(count: Int, isBelow: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isBelow(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: What the answers depend on.

    /// The stamps the index was built with.
    var stamps: [FontIndexStamp] {
        (0..<count(.stamps)).map { record in
            let at = sections[FontIndexFormat.Section.stamps.rawValue].offset + record * 56 + 24
            func number(_ field: Int) -> Int64 {
                guard at + field * 8 + 8 <= mapping.count else { return 0 }
                return Int64(littleEndian: mapping.loadUnaligned(fromByteOffset: at + field * 8, as: Int64.self))
            }
            return FontIndexStamp(kind: FontIndexStamp.Kind(rawValue: word(.stamps, record, 2)) ?? .missingFile,
                                  name: string(offset: word(.stamps, record, 0), length: word(.stamps, record, 1)),
                                  value: string(offset: word(.stamps, record, 3), length: word(.stamps, record, 4)),
                                  seconds: number(0), nanoseconds: number(1), size: number(2), inode: number(3))
        }
    }

    /// Whether every folder, file and variable the index was built from still reads the same
    /// (one `stat` per folder and file).
    var isCurrent: Bool { count(.stamps) > 0 && stamps.allSatisfy(\.isCurrent) }

    /// The lowercased family names the index has answers for.
    var indexedFamilies: [String] {
        (0..<count(.families)).map { string(offset: word(.families, $0, 0), length: word(.families, $0, 1)) }
    }

    /// The fontconfig weights the index has coverage answers for.
    var indexedCoverageWeights: [UInt32] { (0..<count(.coverage)).map { word(.coverage, $0, 0) } }

    /// fontconfig's weight for `weight`.
    func fontconfigWeight(_ weight: FontWeight) -> UInt32 {
        let (offset, count) = sections[FontIndexFormat.Section.weights.rawValue]
        guard weight.value >= 0, weight.value < count else { return FontIndexFormat.none }
        return UInt32(UInt16(littleEndian: mapping.loadUnaligned(fromByteOffset: offset + weight.value * 2, as: UInt16.self)))
    }

    private func descriptor(_ number: UInt32, family: String? = nil) -> FontDescriptor? {
        guard number != FontIndexFormat.none, Int(number) < count(.descriptors) else { return nil }
        let record = Int(number)
        return FontDescriptor(family: family ?? string(offset: word(.descriptors, record, 2), length: word(.descriptors, record, 3)),
                              path: string(offset: word(.descriptors, record, 0), length: word(.descriptors, record, 1)),
                              faceIndex: Int(word(.descriptors, record, 4)),
                              weight: FontWeight(Int(word(.descriptors, record, 5))))
    }

    /// Whether coverage table `table`'s ranges passed their check (made on first use).
    private var checkedTables: [Int: Bool] = [:]
    /// Why a part of the index checked on first use was refused, if one was.
    private(set) var damage: String?

    private func rangesAreChecked(_ table: Int) -> Bool {
        if let known = checkedTables[table] { return known }
        do throws(FontIndexCheck.Failure) {
            try FontIndexCheck.ranges(of: table, in: mapping, sections: sections)
            checkedTables[table] = true
        } catch {
            checkedTables[table] = false
            damage = error.reason
        }
        return checkedTables[table] ?? false
    }

    // MARK: Answers.

    /// What the index says about a lookup.
    enum Answer: Equatable {
        /// fontconfig's answer.
        case face(FontDescriptor?)
        /// The index holds no answer for this question (fontconfig must be asked).
        case notIndexed
    }

    /// fontconfig's installed face of `family` nearest `weight` (as ``FontDiscovery/face(family:weight:)``).
    func face(family: String, weight: FontWeight) -> Answer {
        let key = Array(family.lowercased().utf8)
        let names = count(.installedFamilies)
        let installed = lowerBound(count: names) {
            compare(offset: word(.installedFamilies, $0, 0), length: word(.installedFamilies, $0, 1), with: key) < 0
        }
        guard installed < names,
              compare(offset: word(.installedFamilies, installed, 0), length: word(.installedFamilies, installed, 1), with: key) == 0
        else { return .face(nil) }
        let families = count(.families)
        let found = lowerBound(count: families) {
            compare(offset: word(.families, $0, 0), length: word(.families, $0, 1), with: key) < 0
        }
        guard found < families, compare(offset: word(.families, found, 0), length: word(.families, found, 1), with: key) == 0
        else { return .notIndexed }
        let fontconfigWeight = fontconfigWeight(weight)
        let start = Int(word(.families, found, 2)), runs = Int(word(.families, found, 3))
        let run = lowerBound(count: runs) { word(.runs, start + $0, 0) <= fontconfigWeight } - 1
        guard run >= 0 else { return .notIndexed }
        return .face(descriptor(word(.runs, start + run, 1), family: family))
    }

    /// fontconfig's best face for `scalar` at `weight` (as ``FontDiscovery/face(covering:weight:)``).
    func face(covering scalar: UInt32, weight: FontWeight) -> Answer {
        let fontconfigWeight = fontconfigWeight(weight)
        let tables = count(.coverage)
        let table = lowerBound(count: tables) { word(.coverage, $0, 0) < fontconfigWeight }
        guard table < tables, word(.coverage, table, 0) == fontconfigWeight else { return .notIndexed }
        guard rangesAreChecked(table) else { return .notIndexed }
        let start = Int(word(.coverage, table, 2)), ranges = Int(word(.coverage, table, 3))
        let range = lowerBound(count: ranges) { word(.ranges, start + $0, 1) < scalar }
        if range < ranges, word(.ranges, start + range, 0) <= scalar {
            return .face(descriptor(word(.ranges, start + range, 2)))
        }
        return .face(descriptor(word(.coverage, table, 1)))
    }
}
