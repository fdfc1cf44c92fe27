import Glibc
import Graphics
import ScanoutTesting
import Testing
@testable import Text

/// Mutated font index files: each is refused with a reason (and fontconfig answers instead), or
/// answers every lookup; never a crash or a hang. Half of them have their checksum made right
/// again after the damage, so that the structure checks behind it are reached too.
@Suite("Fuzz: font index")
struct FontIndexFuzzTests {
    @Test("Mutated index files are refused with a reason or answer every lookup")
    func mutatedIndexFiles() throws {
        let (path, _, _) = try FontIndexTests.writtenIndex()
        defer { FontIndexTests.remove(FontIndexTests.folder(of: path)) }
        let original = try FileBytes.read(path)
        let report = fuzz("font-index", seed: 0xF0_1D_E8, ciCount: 400, longCount: 50_000) { random, _ in
            var bytes: [UInt8]
            switch random.below(5) {
            case 0: bytes = Array(original.prefix(random.below(original.count)))
            case 1:
                // One byte changed anywhere after the header (the checksum is made right below, half the time).
                bytes = original
                bytes[random.int(in: FontIndexFormat.headerSize...(original.count - 1))] = UInt8(random.below(256))
            case 2:
                // The header and the section table, where offsets and counts live.
                bytes = ByteMutator.mutate(Array(original.prefix(FontIndexFormat.headerSize)), &random, maximumEdits: 3)
                    + original.dropFirst(FontIndexFormat.headerSize)
                if bytes.count != original.count { bytes = ByteMutator.mutate(original, &random) }
            default: bytes = ByteMutator.mutate(original, &random, maximumEdits: 8)
            }
            if random.chance(0.5), bytes.count >= FontIndexFormat.headerSize {
                withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { bytes.replaceSubrange(12..<16, with: $0) }
                let checksum = bytes.withUnsafeBytes {
                    FontIndexFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[FontIndexFormat.checksummedFrom...]))
                }
                withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(16..<24, with: $0) }
            }
            do { try FileBytes.write(bytes, to: path) } catch {
                Issue.record("cannot write \(path): \(error)")
                return .typedError
            }
            let index: FontIndex
            do throws(FontIndexCheck.Failure) { index = try FontIndex(path: path) } catch {
                #expect(!error.reason.isEmpty)
                return .typedError
            }
            _ = index.isCurrent
            _ = index.indexedFamilies
            for family in ["Inter", "Noto Sans Arabic", "Noto Color Emoji", "nope"] {
                for weight in [FontWeight(1), .regular, .bold, FontWeight(1000)] { _ = index.face(family: family, weight: weight) }
            }
            for scalar: UInt32 in [0x41, 0x628, 0x5D0, 0x4E00, 0x1F600, 0x10FFFF] {
                _ = index.face(covering: scalar, weight: random.pick([.regular, .bold, .medium]))
            }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }
}
