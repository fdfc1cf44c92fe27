import Glibc
import Testing
@testable import Runtime

@Suite("/proc/self fields")
struct ProcSelfTests {
    @Test("stat's fields are numbered as proc(5) numbers them, after the command name; statm's split on spaces")
    func numbering() throws {
        #expect(ProcSelf.statField(4).map(String.init) == String(getppid()))  // ppid
        #expect(ProcSelf.statField(3).map { ["R", "S", "D"].contains($0) } == true)  // state
        #expect(ProcSelf.statField(52) != nil)  // exit_code, the last field
        #expect(ProcSelf.statField(53) == nil)
        #expect(ProcSelf.statField(2) == nil)  // the command name is not a field here
        let statm = try #require(ProcSelf.fields(of: "statm"))
        #expect(statm.count == 7)
        #expect((Int(statm[1]) ?? 0) > 0)  // resident pages
        // starttime (field 22) lies between boot and now: this process started well after the
        // machine booted (a neighbouring field, 0 here, would put its start at boot).
        let since = try #require(MonotonicClock.secondsSinceProcessStart())
        #expect(since >= 0 && since < MonotonicClock.bootTime() - 1, "\(since) s since start, \(MonotonicClock.bootTime()) s since boot")
    }
}
