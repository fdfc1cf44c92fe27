import Glibc

/// What the process writes to standard error while a body runs (file descriptor 2 redirected to
/// a temporary file, then put back).
enum StandardErrorCapture {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func capture(_ body: () throws -> Void) throws -> String {
        var template = Array("/tmp/scanout-stderr-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } } ?? -1
        guard fd >= 0 else { throw Failure(description: "mkstemp failed: errno \(errno)") }
        let path = String(cString: template.map { $0 })
        defer {
            close(fd)
            unlink(path)
        }
        let saved = dup(2)
        guard saved >= 0, dup2(fd, 2) >= 0 else { throw Failure(description: "cannot redirect standard error: errno \(errno)") }
        do {
            try body()
        } catch {
            dup2(saved, 2)
            close(saved)
            throw error
        }
        dup2(saved, 2)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        lseek(fd, 0, SEEK_SET)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
