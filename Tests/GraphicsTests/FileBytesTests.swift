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

    @Test("An appending file starts empty, adds each piece at the end, and names the file when it cannot be opened")
    func appends() throws {
        let path = "/tmp/scanout-filebytes-append-\(getpid()).txt"
        defer { unlink(path) }
        try FileBytes.write(Array("earlier".utf8), to: path)
        let file = try AppendingFile(path: path)
        #expect(try FileBytes.read(path).isEmpty)
        try file.append(Array("one\n".utf8))
        try file.append([])
        try file.append(Array("two\n".utf8))
        #expect(try FileBytes.read(path) == Array("one\ntwo\n".utf8))
        #expect(throws: FileError.unwritable(path: "/nonexistent/log.txt", reason: "No such file or directory")) {
            _ = try AppendingFile(path: "/nonexistent/log.txt")
        }
    }

    @Test("A replacement is whole: a killed earlier one's temporary file is removed, a running process's is kept")
    func replacesAtomically() throws {
        let path = "/tmp/scanout-filebytes-replace-\(getpid()).json"
        let dead = path + ".tmp-\(Int32.max)"  // above any pid_max: no such process
        let living = path + ".tmp-\(getppid())"
        defer { for file in [path, dead, living] { unlink(file) } }
        try FileBytes.replace(path, with: Array("old".utf8))
        // What a save killed after writing half of its bytes leaves behind, and another
        // process's save still in progress.
        try FileBytes.write(Array("ne".utf8), to: dead)
        try FileBytes.write(Array("other".utf8), to: living)
        #expect(try FileBytes.read(path) == Array("old".utf8))
        #expect(FileBytes.staleTemporaries(of: path) == [dead])
        try FileBytes.replace(path, with: Array("new, longer".utf8))
        #expect(try FileBytes.read(path) == Array("new, longer".utf8))
        #expect(access(dead, F_OK) != 0)
        #expect(try FileBytes.read(living) == Array("other".utf8))
        #expect(access(path + ".tmp-\(getpid())", F_OK) != 0)
        #expect(throws: FileError.unwritable(path: "/nonexistent/x.json", reason: "No such file or directory")) {
            try FileBytes.replace("/nonexistent/x.json", with: [1])
        }
    }
}
