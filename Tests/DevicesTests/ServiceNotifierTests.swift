import Glibc
import Testing
@testable import Devices

/// libsystemd and libseat opened at run time: the watchdog's interval read as
/// sd_watchdog_enabled(3) reads it, and a missing library named with its package.
@Suite("Service notification and libraries opened at run time")
struct ServiceNotifierTests {
    @Test("WATCHDOG_USEC is the interval; none when missing, zero, malformed or meant for another process")
    func watchdogInterval() {
        let own: pid_t = 4242
        #expect(ServiceNotifier.watchdogInterval(microseconds: "30000000", pid: nil, ownPID: own) == 30)
        #expect(ServiceNotifier.watchdogInterval(microseconds: "500000", pid: "4242", ownPID: own) == 0.5)
        #expect(ServiceNotifier.watchdogInterval(microseconds: "500000", pid: "4243", ownPID: own) == nil)
        #expect(ServiceNotifier.watchdogInterval(microseconds: "500000", pid: "x", ownPID: own) == nil)
        #expect(ServiceNotifier.watchdogInterval(microseconds: nil, pid: nil, ownPID: own) == nil)
        #expect(ServiceNotifier.watchdogInterval(microseconds: "0", pid: nil, ownPID: own) == nil)
        #expect(ServiceNotifier.watchdogInterval(microseconds: "-5", pid: nil, ownPID: own) == nil)
        #expect(ServiceNotifier.watchdogInterval(microseconds: "30s", pid: nil, ownPID: own) == nil)
    }

    @Test("A library that is not installed is an error naming it and its package")
    func missingLibrary() {
        do {
            _ = try SharedLibrary(name: "libscanout-not-installed.so.7", package: "scanout-missing7")
            Issue.record("a library that does not exist was opened")
        } catch {
            #expect(error.library == "libscanout-not-installed.so.7")
            #expect(error.description.contains("install the scanout-missing7 package"), "\(error)")
            #expect(error.description.contains("libscanout-not-installed.so.7"), "\(error)")
        }
    }

    @Test("A function the library lacks is an error; one it has is callable")
    func functions() throws {
        let libseat = try SharedLibrary(name: "libseat.so.1", package: "libseat1")
        #expect(throws: SharedLibraryError.self) {
            try libseat.function("libseat_no_such_function", as: (@convention(c) () -> Void).self)
        }
        // Every function of libseat.h that SeatSession calls is found by its name.
        var found = false
        if case .success = LibseatFunctions.shared { found = true }
        #expect(found, "\(LibseatFunctions.shared)")
    }
}
