import Glibc
import Graphics
import Testing
@testable import Devices

@Suite("Kiosk lockdown")
struct KioskLockdownTests {
    @Test("The board profile's kiosk and single-app keys parse; other values name the line")
    func boardKeys() throws {
        let profile = try BoardProfile(parsing: "kiosk = on\nsingle-app = on\n")
        #expect(profile.isKiosk && profile.isSingleApp)
        #expect(!BoardProfile().isKiosk && !BoardProfile().isSingleApp)
        #expect(throws: BoardProfileError(source: "board profile", line: 2, message: "kiosk must be `on` or `off`, not “maybe”")) {
            try BoardProfile(parsing: "mode = preferred\nkiosk = maybe")
        }
    }

    @Test("Lockdown turns SysRq off and core dumps off, says what it could not lock, and restores SysRq when lifted")
    func appliesAndLifts() throws {
        var template = Array("/tmp/scanout-sysrq.XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        _ = "176\n".withCString { Glibc.write(fd, $0, 4) }
        close(fd)

        let lockdown = KioskLockdown(consolePath: "/nonexistent/tty", sysrqPath: path)
        #expect(try contents(path) == "0\n")
        #expect(!KioskLockdown.isDumpable)
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        #expect(limit.rlim_cur == 0)
        #expect(lockdown.applied.contains("core dumps off"))
        #expect(lockdown.applied.contains { $0.hasPrefix("magic SysRq off (was 176)") })
        #expect(lockdown.problems.count == 1)
        #expect(lockdown.problems.first?.hasPrefix("VT switching: cannot open /nonexistent/tty") == true)
        lockdown.lift()
        #expect(try contents(path) == "176\n")
    }

    private func contents(_ path: String) throws -> String {
        String(decoding: try FileBytes.read(path), as: UTF8.self)
    }
}
