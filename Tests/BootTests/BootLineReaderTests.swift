import Testing
@testable import Boot

/// Cutting the socket's byte stream into lines, with the length bound.
@Suite("Boot line reader")
struct BootLineReaderTests {
    @Test("Lines split across reads come out whole, several in one read come out in order")
    func splitting() {
        var reader = BootLineReader()
        #expect(reader.feed(Array("sta".utf8)).isEmpty)
        let lines = reader.feed(Array("tus\nprogress 5\nmess".utf8))
        #expect(lines.count == 2)
        #expect((try? lines[0].get()) == Array("status".utf8))
        #expect((try? lines[1].get()) == Array("progress 5".utf8))
        #expect(reader.pendingByteCount == 4)
    }

    @Test("An oversized line is one error, its bytes are dropped to its newline, and the next line is read")
    func oversized() {
        var reader = BootLineReader(limit: 16)
        var results = reader.feed([UInt8](repeating: 0x61, count: 40))
        results += reader.feed([UInt8](repeating: 0x61, count: 40) + Array("\nstatus\n".utf8))
        #expect(results.count == 2)
        #expect(results[0] == .failure(.tooLong(limit: 16)))
        #expect((try? results[1].get()) == Array("status".utf8))
        #expect(reader.pendingByteCount == 0)
    }
}
