/// Writes a ``FontIndexContent`` in the layout of ``FontIndexFormat``.
struct FontIndexEncoder {
    private var strings: [UInt8] = []
    private var stringOffsets: [String: (UInt32, UInt32)] = [:]

    /// The bytes of the index file holding `content`.
    static func encode(_ content: FontIndexContent) -> [UInt8] {
        var encoder = FontIndexEncoder()
        return encoder.encode(content)
    }

    private mutating func string(_ text: String) -> (UInt32, UInt32) {
        if let known = stringOffsets[text] { return known }
        let bytes = Array(text.utf8)
        let reference = (UInt32(strings.count), UInt32(bytes.count))
        strings += bytes
        stringOffsets[text] = reference
        return reference
    }

    private mutating func encode(_ content: FontIndexContent) -> [UInt8] {
        var sections = [[UInt8]](repeating: [], count: FontIndexFormat.sectionCount)
        var counts = [Int](repeating: 0, count: FontIndexFormat.sectionCount)
        func put(_ section: FontIndexFormat.Section, _ values: [UInt32]) {
            for value in values { withUnsafeBytes(of: value.littleEndian) { sections[section.rawValue] += $0 } }
            counts[section.rawValue] += 1
        }
        for stamp in content.stamps {
            let name = string(stamp.name), value = string(stamp.value)
            put(.stamps, [name.0, name.1, stamp.kind.rawValue, value.0, value.1, 0])
            for number in [stamp.seconds, stamp.nanoseconds, stamp.size, stamp.inode] {
                withUnsafeBytes(of: number.littleEndian) { sections[FontIndexFormat.Section.stamps.rawValue] += $0 }
            }
        }
        for weight in content.fontconfigWeights {
            withUnsafeBytes(of: weight.littleEndian) { sections[FontIndexFormat.Section.weights.rawValue] += $0 }
        }
        counts[FontIndexFormat.Section.weights.rawValue] = content.fontconfigWeights.count
        for descriptor in content.descriptors {
            let path = string(descriptor.path), family = string(descriptor.family)
            put(.descriptors, [path.0, path.1, family.0, family.1, UInt32(truncatingIfNeeded: descriptor.faceIndex),
                               UInt32(truncatingIfNeeded: descriptor.weight.value)])
        }
        for name in content.installedFamilies {
            let reference = string(name)
            put(.installedFamilies, [reference.0, reference.1])
        }
        var runCount: UInt32 = 0
        for family in content.families {
            let name = string(family.name)
            put(.families, [name.0, name.1, runCount, UInt32(family.runs.count)])
            for run in family.runs { put(.runs, [run.fontconfigWeight, run.descriptor ?? FontIndexFormat.none]) }
            runCount += UInt32(family.runs.count)
        }
        var rangeCount: UInt32 = 0
        for table in content.coverage {
            put(.coverage, [table.fontconfigWeight, table.uncovered ?? FontIndexFormat.none, rangeCount,
                            UInt32(table.ranges.count)])
            for range in table.ranges { put(.ranges, [range.first, range.last, range.descriptor]) }
            rangeCount += UInt32(table.ranges.count)
        }
        sections[FontIndexFormat.Section.strings.rawValue] = strings
        counts[FontIndexFormat.Section.strings.rawValue] = strings.count

        var bytes = FontIndexFormat.magic
        var header: [UInt32] = [FontIndexFormat.version, 0, 0, 0]  // version, length, checksum (2 words)
        var offset = FontIndexFormat.headerSize
        for (index, section) in sections.enumerated() {
            // Records start on 4-byte boundaries (the reader does not rely on it).
            let padding = (4 - offset % 4) % 4
            offset += padding
            header += [UInt32(offset), UInt32(counts[index])]
            offset += section.count
        }
        for word in header { withUnsafeBytes(of: word.littleEndian) { bytes += $0 } }
        for section in sections {
            bytes += [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
            bytes += section
        }
        withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { bytes.replaceSubrange(12..<16, with: $0) }
        let checksum = bytes.withUnsafeBytes {
            FontIndexFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[FontIndexFormat.checksummedFrom...]))
        }
        withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(16..<24, with: $0) }
        return bytes
    }
}
