/// The checks a font index file passes before it answers anything (it is untrusted input: a
/// crash, a truncated write, another version or another program's file).
enum FontIndexCheck {
    /// Why a file is not a usable index.
    struct Failure: Error {
        /// What is wrong, for a person.
        let reason: String
        /// Whether there is simply no file yet (the first start: nothing to report).
        var isMissing = false
    }

    /// The sections of the index in `bytes`, each (byte offset, record count), once every
    /// header field, offset, count, string, record number and order has been checked.
    static func sections(of bytes: UnsafeRawBufferPointer) throws(Failure) -> [(offset: Int, count: Int)] {
        guard bytes.count >= FontIndexFormat.headerSize, bytes.prefix(8).elementsEqual(FontIndexFormat.magic) else {
            throw Failure(reason: "not a Scanout font index (no SCANOUTF magic)")
        }
        func word(_ at: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        let version = word(8)
        guard version == FontIndexFormat.version else {
            throw Failure(reason: "format version \(version), this Scanout reads version \(FontIndexFormat.version)")
        }
        guard Int(word(12)) == bytes.count else {
            throw Failure(reason: "\(bytes.count) bytes where the header says \(word(12)) (truncated or appended to)")
        }
        let stored = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        guard FontIndexFormat.checksum(UnsafeRawBufferPointer(rebasing: bytes[FontIndexFormat.checksummedFrom...])) == stored
        else { throw Failure(reason: "checksum mismatch (damaged or half written)") }
        var sections: [(offset: Int, count: Int)] = []
        for section in FontIndexFormat.Section.allCases {
            let offset = Int(word(FontIndexFormat.sectionTable + section.rawValue * 8))
            let count = Int(word(FontIndexFormat.sectionTable + section.rawValue * 8 + 4))
            let (length, overflow) = count.multipliedReportingOverflow(by: section.recordSize)
            guard !overflow, offset >= FontIndexFormat.headerSize, offset <= bytes.count, length <= bytes.count - offset else {
                throw Failure(reason: "section \(section) (offset \(offset), \(count) records) lies outside the file")
            }
            sections.append((offset, count))
        }
        try checkRecords(bytes, sections)
        return sections
    }

    private static func checkRecords(_ bytes: UnsafeRawBufferPointer, _ sections: [(offset: Int, count: Int)]) throws(Failure) {
        typealias Section = FontIndexFormat.Section
        func word(_ section: Section, _ record: Int, _ field: Int) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(
                fromByteOffset: sections[section.rawValue].offset + record * section.recordSize + field * 4, as: UInt32.self))
        }
        let stringBytes = sections[Section.strings.rawValue].count
        func checkString(_ section: Section, _ record: Int, _ field: Int) throws(Failure) {
            let offset = Int(word(section, record, field)), length = Int(word(section, record, field + 1))
            guard offset <= stringBytes, length <= stringBytes - offset else {
                throw Failure(reason: "\(section) record \(record) names a string outside the strings section")
            }
        }
        func stringBytesOf(_ section: Section, _ record: Int) -> UnsafeRawBufferPointer {
            let start = sections[Section.strings.rawValue].offset + Int(word(section, record, 0))
            return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + Int(word(section, record, 1)))])
        }
        let descriptors = sections[Section.descriptors.rawValue].count
        // Called per range and run: the message is built only when the check fails.
        func checkDescriptor(_ number: UInt32, _ what: @autoclosure () -> String, allowsNone: Bool = true) throws(Failure) {
            guard Int(number) < descriptors || (allowsNone && number == FontIndexFormat.none) else {
                throw Failure(reason: "\(what()) names face \(number) of \(descriptors)")
            }
        }
        guard sections[Section.weights.rawValue].count == FontIndexFormat.weightCount else {
            throw Failure(reason: "\(sections[Section.weights.rawValue].count) weights, not \(FontIndexFormat.weightCount)")
        }
        guard sections[Section.stamps.rawValue].count > 0 else { throw Failure(reason: "no stamps to check it against") }
        for record in 0..<sections[Section.stamps.rawValue].count {
            try checkString(.stamps, record, 0)
            try checkString(.stamps, record, 3)
            guard FontIndexStamp.Kind(rawValue: word(.stamps, record, 2)) != nil else {
                throw Failure(reason: "stamp \(record) has an unknown kind")
            }
        }
        for record in 0..<descriptors {
            try checkString(.descriptors, record, 0)
            try checkString(.descriptors, record, 2)
        }
        for section in [Section.installedFamilies, .families] {
            for record in 0..<sections[section.rawValue].count {
                try checkString(section, record, 0)
                guard record == 0 || stringBytesOf(section, record - 1).lexicographicallyPrecedes(stringBytesOf(section, record))
                else { throw Failure(reason: "\(section) are not in order") }
            }
        }
        let runs = sections[Section.runs.rawValue].count
        for record in 0..<sections[Section.families.rawValue].count {
            let start = Int(word(.families, record, 2)), count = Int(word(.families, record, 3))
            guard count > 0, start <= runs, count <= runs - start else {
                throw Failure(reason: "family \(record) has runs outside the runs section")
            }
            for run in start..<(start + count) {
                try checkDescriptor(word(.runs, run, 1), "run \(run)")
                guard run == start || word(.runs, run - 1, 0) < word(.runs, run, 0) else {
                    throw Failure(reason: "family \(record)'s runs are not in order")
                }
            }
        }
        let ranges = sections[Section.ranges.rawValue].count
        for record in 0..<sections[Section.coverage.rawValue].count {
            guard record == 0 || word(.coverage, record - 1, 0) < word(.coverage, record, 0) else {
                throw Failure(reason: "coverage tables are not in order")
            }
            try checkDescriptor(word(.coverage, record, 1), "coverage table \(record)")
            let start = Int(word(.coverage, record, 2)), count = Int(word(.coverage, record, 3))
            guard start <= ranges, count <= ranges - start else {
                throw Failure(reason: "coverage table \(record) has ranges outside the ranges section")
            }
            // Its ranges are checked when the table is first used (``ranges(of:in:sections:)``):
            // a start that draws no fallback character does not read them.
        }
    }

    /// Checks coverage table `table`'s ranges (inside the section by the checks at opening):
    /// each names a face, and they ascend without overlapping.
    static func ranges(of table: Int, in bytes: UnsafeRawBufferPointer, sections: [(offset: Int, count: Int)])
        throws(Failure)
    {
        typealias Section = FontIndexFormat.Section
        let coverage = sections[Section.coverage.rawValue].offset + table * Section.coverage.recordSize
        func load(_ at: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        let start = Int(load(coverage + 8)), count = Int(load(coverage + 12))
        let descriptors = UInt32(sections[Section.descriptors.rawValue].count)
        var at = sections[Section.ranges.rawValue].offset + start * Section.ranges.recordSize
        var previousLast: UInt32?
        for _ in 0..<count {
            let first = load(at), last = load(at + 4), face = load(at + 8)
            guard face < descriptors else { throw Failure(reason: "coverage table \(table) names face \(face) of \(descriptors)") }
            guard first <= last, previousLast.map({ $0 < first }) ?? true else {
                throw Failure(reason: "coverage table \(table)'s ranges overlap or are not in order")
            }
            previousLast = last
            at += Section.ranges.recordSize
        }
    }
}
