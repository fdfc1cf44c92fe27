import Glibc
import Testing
@testable import InputMethods

@Suite("Anthy converter")
@MainActor
struct AnthyConverterTests {
    private let folder: String = {
        var template = Array("/tmp/scanout-anthy-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } ?? "/tmp"
        }
    }()

    private func write(_ bytes: [UInt8], to name: String) -> String {
        let path = folder + "/" + name
        let file = fopen(path, "wb")
        if let file {
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
            fclose(file)
        }
        return path
    }

    @Test("かんじ converts to one segment whose candidates hold 漢字, and the kana forms")
    func kanji() throws {
        let converter = try AnthyConverter()
        let segments = try converter.convert("かんじ")
        #expect(segments.count == 1)
        #expect(segments.first?.reading == "かんじ")
        let candidates = segments.first?.candidates ?? []
        #expect(candidates.first == "感じ")
        #expect(candidates.contains("漢字"))
        #expect(candidates.contains("かんじ"))
        #expect(candidates.contains("カンジ"))
        converter.reset()
    }

    @Test("A sentence splits into segments (文節), and resizing one converts what follows anew")
    func segmentsAndResize() throws {
        let converter = try AnthyConverter()
        let segments = try converter.convert("わたしのなまえはなかのです")
        #expect(segments.map(\.reading) == ["わたしの", "なまえは", "なかのです"])
        #expect(segments.map { $0.candidates[0] } == ["私の", "名前は", "中野です"])
        let shorter = converter.resizeSegment(at: 0, by: -1)
        #expect(shorter.first?.reading == "わたし")
        #expect(shorter.map(\.reading).joined() == "わたしのなまえはなかのです")
        #expect(shorter.first?.candidates.first == "私")
        // A segment cannot be emptied, nor grow past the reading's end.
        let single = try converter.convert("かんじ")
        #expect(converter.resizeSegment(at: 0, by: -3) == single)
        #expect(converter.resizeSegment(at: 0, by: 1) == single)
        converter.reset()
    }

    @Test("The same reading converts the same way after a commit: Anthy learns nothing here")
    func noLearning() throws {
        let converter = try AnthyConverter()
        let first = try converter.convert("かんじ")
        converter.commit(choices: [first[0].candidates.firstIndex(of: "漢字") ?? 0])
        let again = try converter.convert("かんじ")
        #expect(again.first?.candidates.first == "感じ")
        converter.reset()
    }

    @Test("A reading past the maximum length is refused with a typed error")
    func tooLong() throws {
        let converter = try AnthyConverter()
        let reading = String(repeating: "あ", count: InputMethodMetrics.maximumReadingLength + 1)
        #expect(throws: KanaKanjiError.readingTooLong(length: reading.count,
                                                      maximum: InputMethodMetrics.maximumReadingLength)) {
            try converter.convert(reading)
        }
    }

    @Test("A missing dictionary is a typed error naming the package to install")
    func missingDictionary() {
        let path = folder + "/no-such/anthy.dic"
        #expect(throws: KanaKanjiError.dictionaryMissing(path: path)) { try AnthyConverter(dictionaryPath: path) }
        let message = KanaKanjiError.dictionaryMissing(path: path).description
        #expect(message.contains("anthy-common"))
        #expect(message.contains("kana input still works"))
    }

    @Test("Empty, foreign and truncated dictionaries are refused before Anthy maps them (it would crash)")
    func damagedDictionaries() throws {
        var junk: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<100_000 {
            seed = seed &* 1_103_515_245 &+ 12345
            junk.append(UInt8(truncatingIfNeeded: seed >> 16))
        }
        let real = try #require(fopen(AnthyConverter.defaultDictionaryPath, "rb"))
        var head = [UInt8](repeating: 0, count: 1000)
        let got = fread(&head, 1, head.count, real)
        fclose(real)
        #expect(got == head.count)
        for (name, bytes) in [("empty.dic", []), ("junk.dic", junk), ("cut.dic", head)] {
            let path = write(bytes, to: name)
            #expect {
                try AnthyConverter(dictionaryPath: path)
            } throws: { error in
                guard case .dictionaryDamaged(let errorPath, _)? = error as? KanaKanjiError else { return false }
                return errorPath == path
            }
        }
        #expect(throws: KanaKanjiError.self) { try AnthyConverter(dictionaryPath: folder) }
    }

    @Test("Debian's dictionary passes the check with every section Anthy reads")
    func realDictionary() throws {
        let sections = try AnthyDictionaryFile.validate(path: AnthyConverter.defaultDictionaryPath)
        #expect(AnthyDictionaryFile.requiredSections.isSubset(of: Set(sections)))
    }
}
