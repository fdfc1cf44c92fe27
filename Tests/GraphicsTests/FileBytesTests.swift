import Glibc
import Testing
@testable import Graphics

@Suite("Whole-file reads")
struct FileBytesTests {
    @Test("A file is read whole; a missing one, a folder and one over the limit are errors naming it")
    func reads() throws {
        let path = "/tmp/scanout-filebytes-\(getpid()).txt"
        try FileBytes.write(Array("hello\n".utf8), to: path)
        defer { unlink(path) }
        #expect(try FileBytes.read(path) == Array("hello\n".utf8))
        #expect(throws: FileError.tooLarge(path: path, limit: 4)) { try FileBytes.read(path, maximumSize: 4) }
        #expect(throws: FileError.notFound(path: "/nonexistent/x")) { try FileBytes.read("/nonexistent/x") }
        #expect(throws: FileError.unreadable(path: "/tmp", reason: "not a regular file")) { try FileBytes.read("/tmp") }
        #expect(FileError.tooLarge(path: "a.txt", limit: 1 << 20).description == "“a.txt” is larger than 1 MiB; is this the right file?")
    }
}
