import Glibc
import Testing
@testable import Runtime

@Suite("Image prefetch (a late card's code read in while waiting)")
struct ImagePrefetchTests {
    @Test("Only private mappings of files are read ahead: code, constants and data, not heap, stacks or shared memory")
    func picksReadOnlyFileMappings() {
        let maps = """
            55d0c0a00000-55d0c0b00000 r--p 00000000 08:01 1311 /usr/bin/scanout
            55d0c0b00000-55d0c1f00000 r-xp 00100000 08:01 1311 /usr/bin/scanout
            55d0c1f00000-55d0c2000000 rw-p 01500000 08:01 1311 /usr/bin/scanout
            55d0c3000000-55d0c3100000 rw-p 00000000 00:00 0 [heap]
            7f1e2a000000-7f1e2a200000 r-xp 00000000 08:01 2222 /usr/lib/x86_64-linux-gnu/libdrm.so.2.4.0
            7f1e2b000000-7f1e2b001000 r--s 00000000 00:05 3333 /memfd:wayland (deleted)
            7ffd1e000000-7ffd1e021000 rw-p 00000000 00:00 0 [stack]
            7ffd1e1f0000-7ffd1e1f2000 r-xp 00000000 00:00 0 [vdso]
            """
        let ranges = ImagePrefetch.mappedFiles(maps: maps)
        #expect(ranges.map(\.start) == [0x55d0_c0a0_0000, 0x55d0_c0b0_0000, 0x55d0_c1f0_0000, 0x7f1e_2a00_0000])
        #expect(ranges.map(\.length) == [0x10_0000, 0x140_0000, 0x10_0000, 0x20_0000])
    }

    @Test("This process's own maps name its code, and the read-ahead starts")
    func ownMapsHoldCode() throws {
        let file = try #require(fopen("/proc/self/maps", "r"))
        defer { fclose(file) }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        let ranges = ImagePrefetch.mappedFiles(maps: text)
        typealias Open = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<FILE>?
        let here = UInt(bitPattern: unsafeBitCast(fopen as Open, to: Int.self))  // libc's code
        #expect(ranges.contains { here >= $0.start && here < $0.start + UInt($0.length) })
        #expect(ImagePrefetch.start())
    }
}
