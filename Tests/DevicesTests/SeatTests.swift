import Glibc
import Testing
@testable import Devices

/// Seat management without a seat daemon: the choice between libseat and direct opening, libseat
/// itself failing cleanly when no daemon answers, and the privilege drop's validation.
@Suite("Seat: libseat or direct opening, privilege drop")
struct SeatTests {
    @Test("A seat that opened is used, whoever the process runs as")
    func seatWins() throws {
        let opened = try DeviceAccessPath.choose(seat: .success((name: "seat0", backend: "seatd")), effectiveUID: 1000)
        #expect(opened == .seat(name: "seat0", backend: "seatd"))
        let asRoot = try DeviceAccessPath.choose(seat: .success((name: "seat0", backend: "logind")), effectiveUID: 0)
        #expect(asRoot == .seat(name: "seat0", backend: "logind"))
        #expect(asRoot.description == "devices through seat0 (libseat, logind)")
    }

    @Test("A backend that cannot be there is found without libseat: seatd with no socket, logind not running")
    func absentBackends() {
        let none: (String) -> String? = { _ in nil }
        #expect(SeatSession.absence(of: "seatd", variable: none, exists: { _ in false }) == "no socket at /run/seatd.sock")
        #expect(SeatSession.absence(of: "seatd", variable: none, exists: { $0 == "/run/seatd.sock" }) == nil)
        // SEATD_SOCK moves the socket, as it does for libseat; an empty one is the default.
        let moved: (String) -> String? = { $0 == "SEATD_SOCK" ? "/tmp/s.sock" : nil }
        #expect(SeatSession.absence(of: "seatd", variable: moved, exists: { $0 == "/run/seatd.sock" }) == "no socket at /tmp/s.sock")
        #expect(SeatSession.absence(of: "seatd", variable: moved, exists: { $0 == "/tmp/s.sock" }) == nil)
        let empty: (String) -> String? = { $0 == "SEATD_SOCK" ? "" : nil }
        #expect(SeatSession.absence(of: "seatd", variable: empty, exists: { $0 == "/run/seatd.sock" }) == nil)
        #expect(SeatSession.absence(of: "logind", variable: none, exists: { _ in false }) == "not running (no /run/systemd/seats)")
        #expect(SeatSession.absence(of: "logind", variable: none, exists: { $0 == "/run/systemd/seats" }) == nil)
        // Backends Scanout does not know are left to libseat.
        #expect(SeatSession.absence(of: "builtin", variable: none, exists: { _ in false }) == nil)
    }

    @Test("With no seatd socket, libseat is not loaded and the error names what is missing")
    func noSocketNoLibseat() {
        // The test process's own environment: this only holds where no seatd runs at a socket
        // named in it, which is what a test machine has; SEATD_SOCK is not set here (tests share
        // one process), so the default socket is checked.
        guard SeatSession.absence(of: "seatd") != nil, SeatSession.absence(of: "logind") != nil else { return }
        #expect(throws: SeatError.unavailable(
            backends: ["seatd", "logind"],
            reason: "seatd: no socket at /run/seatd.sock; logind: not running (no /run/systemd/seats)")) {
            _ = try SeatSession.open()
        }
    }

    @Test("Root without a seat opens devices directly and says why")
    func rootFallsBack() throws {
        let failure = SeatError.unavailable(backends: ["seatd", "logind"], reason: "logind: No such file or directory")
        let path = try DeviceAccessPath.choose(seat: .failure(failure), effectiveUID: 0)
        guard case .direct(let reason) = path else {
            Issue.record("expected direct opening, got \(path)")
            return
        }
        #expect(reason.contains("running as root"))
        #expect(reason.contains("libseat could not open a seat with seatd or logind"))
        #expect(path.description.hasPrefix("devices opened directly: "))
    }

    @Test("An unprivileged user without a seat gets an error naming seatd and logind")
    func unprivilegedWithoutSeat() {
        let failure = SeatError.unavailable(backends: ["seatd"], reason: "Connection refused")
        #expect(throws: SeatError.noSeatAndNotRoot(uid: 1000, reason: "\(failure)")) {
            try DeviceAccessPath.choose(seat: .failure(failure), effectiveUID: 1000)
        }
        let message = SeatError.noSeatAndNotRoot(uid: 1000, reason: "x").description
        #expect(message.contains("start seatd"))
        #expect(message.contains("logind"))
        #expect(message.contains("user ="))
    }

    // libseat without a daemon is tested in a `scanout run` of its own (ScanoutCLITests,
    // SeatCommandTests): libseat takes its backend from the environment, shared by every test.

    @Test("The backends never include libseat's embedded server, so root keeps direct opening")
    func noBuiltinBackend() {
        #expect(SeatSession.backends == ["seatd", "logind"])
    }

    // MARK: privilege drop

    private static let accounts: [String: PrivilegeDrop.Account] = [
        "kiosk": .init(uid: 1001, gid: 1001, groups: [1001, 44, 105]),
        "lonely": .init(uid: 1002, gid: 1002, groups: []),
        "toor": .init(uid: 0, gid: 0, groups: [0]),
    ]

    @Test("A valid user gives uid, gid and supplementary groups")
    func validUser() throws {
        let drop = try PrivilegeDrop(user: " kiosk ", lookup: { Self.accounts[$0] })
        #expect(drop.user == "kiosk")
        #expect(drop.uid == 1001)
        #expect(drop.gid == 1001)
        #expect(drop.groups == [1001, 44, 105])
        let lonely = try PrivilegeDrop(user: "lonely", lookup: { Self.accounts[$0] })
        #expect(lonely.groups == [1002])  // never an empty setgroups: that would keep root's
    }

    @Test("Empty, unknown and root users are refused with what to fix")
    func invalidUsers() {
        let lookup: (String) -> PrivilegeDrop.Account? = { Self.accounts[$0] }
        #expect(throws: PrivilegeDropError.emptyUserName) { try PrivilegeDrop(user: "  ", lookup: lookup) }
        #expect(throws: PrivilegeDropError.unknownUser("nobody-here")) { try PrivilegeDrop(user: "nobody-here", lookup: lookup) }
        #expect(throws: PrivilegeDropError.userIsRoot("toor")) { try PrivilegeDrop(user: "toor", lookup: lookup) }
        #expect(PrivilegeDropError.unknownUser("kiosk").description.contains("useradd --system kiosk"))
        #expect(PrivilegeDropError.userIsRoot("toor").description.contains("uid 0"))
        #expect(PrivilegeDropError.callFailed(call: "setuid(1001)", user: "kiosk", reason: "Operation not permitted")
            .description == "could not drop root privileges to “kiosk”: setuid(1001) failed (Operation not permitted); check that the user's uid and gid are valid")
    }

    @Test("The system account database: root is uid 0 and refused, a missing user is unknown")
    func systemDatabase() throws {
        let root = try #require(PrivilegeDrop.systemAccount("root"))
        #expect(root.uid == 0)
        #expect(root.groups.contains(0))
        #expect(PrivilegeDrop.systemAccount("scanout-no-such-user") == nil)
        #expect(throws: PrivilegeDropError.userIsRoot("root")) { try PrivilegeDrop(user: "root") }
        #expect(throws: PrivilegeDropError.unknownUser("scanout-no-such-user")) { try PrivilegeDrop(user: "scanout-no-such-user") }
    }

    @Test("The board profile names the user to drop to")
    func boardUser() throws {
        let profile = try BoardProfile(parsing: "user = kiosk\n", source: "board.conf")
        #expect(profile.user == "kiosk")
        #expect(try BoardProfile(parsing: "seat = seat0\n", source: "board.conf").user == nil)
        #expect(throws: BoardProfileError.self) { try BoardProfile(parsing: "user =\n", source: "board.conf") }
    }

    // MARK: libinput event forms

    @Test("libinput events are sorted by type before their touch, pointer or keyboard form is asked for")
    func eventFamilies() {
        // Raw values from libinput.h.
        #expect(LibinputEventFamily(rawType: 300) == .keyboard)  // KEYBOARD_KEY
        for pointer in UInt32(400)...406 { #expect(LibinputEventFamily(rawType: pointer) == .pointer) }
        for touch in UInt32(500)...504 { #expect(LibinputEventFamily(rawType: touch) == .touch) }
        #expect(LibinputEventFamily(rawType: 1) == .other)  // DEVICE_ADDED
        #expect(LibinputEventFamily(rawType: 600) == .other)  // TABLET_TOOL_AXIS
        #expect(LibinputEventFamily(rawType: 800) == .other)  // GESTURE_SWIPE_BEGIN
        #expect(LibinputEventFamily(rawType: 900) == .other)  // SWITCH_TOGGLE
    }
}
