import Glibc
import Graphics
import ScanoutTesting
import Testing

/// libseat with no seat daemon, in a `scanout run` of its own: the backend and seatd's socket are
/// chosen through the environment (libseat reads nothing else), and the tests share one process
/// — setting them there would reach every child spawned meanwhile and race `getenv` on other
/// threads — so the child gets them.
@Suite("scanout: libseat without a seat daemon")
struct SeatCommandTests {
    @Test("libseat with no seatd listening fails with a SeatError, not a crash or a hang: only the backend asked for is tried, and the run goes on")
    func noDaemon() throws {
        let board = "/tmp/scanout-seat-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).conf"
        try FileBytes.write(Array("mode = 320x240\ncard = /nonexistent/dri/card9\nno-display = headless\n".utf8), to: board)
        // Something at the socket's path, so that libseat itself is asked (with nothing there
        // Scanout does not load it: SeatTests) and finds no daemon listening.
        let socket = board + ".sock"
        try FileBytes.write([], to: socket)
        defer { unlink(board); unlink(socket) }
        let run = try ChildProcess.run(
            ChildProcess.productsFolder + "/scanout",
            ["run", "--scene", "demo", "--board", board, "--quit-after", "0.1", "--no-input", "--no-vt"],
            environment: ["LIBSEAT_BACKEND": "seatd", "SEATD_SOCK": socket])
        // seatd alone (LIBSEAT_BACKEND is respected), its failure named with the reason.
        #expect(run.output.contains("libseat could not open a seat with seatd: seatd: "), "\(run.output)")
        #expect(!run.output.contains("seatd or logind"), "only the backend asked for: \(run.output)")
        if geteuid() == 0 {
            // Root opens the devices itself and the run ends normally (headless: no card).
            #expect(run.output.contains("devices opened directly: running as root and libseat"), "\(run.output)")
            #expect(run.status == 0, "\(run.output)")
        } else {
            #expect(run.status != 0, "without a seat and not root nothing can open the devices: \(run.output)")
        }
    }
}
