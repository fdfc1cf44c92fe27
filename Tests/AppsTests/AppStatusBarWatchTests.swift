import Devices
import Glibc
import Runtime
@testable import Apps
import Scanout
import ScanoutTesting
import Testing

/// The runtime's status bar on the board's change watch: a fake kernel (a socket pair) drives an
/// update on an event loop, and a watch that cannot be opened leaves the minute's read, logged once.
extension AppStatusBarTests {
    /// A sysfs tree with a battery at `level` and a wired link.
    static func board(level: Int) -> TemporaryFolder {
        let tree = TemporaryFolder()
        for folder in ["/power_supply", "/power_supply/BAT0", "/net", "/net/eth0", "/net/eth0/device"] {
            mkdir(tree.path + folder, 0o755)
        }
        for (path, text) in [("power_supply/BAT0/type", "Battery"), ("power_supply/BAT0/capacity", "\(level)"),
                             ("power_supply/BAT0/status", "Discharging"), ("net/eth0/operstate", "up")] {
            setFile(tree.path + "/" + path, text)
        }
        return tree
    }

    static func setFile(_ path: String, _ text: String) {
        let file = fopen(path, "w")
        fputs(text + "\n", file)
        fclose(file)
    }

    @Test("A power_supply uevent or a link message through the watch's sockets reads the board at once, for the next frame")
    func watchDrivesUpdate() throws {
        let tree = Self.board(level: 80)
        defer { tree.remove() }
        var uevent: [Int32] = [-1, -1], route: [Int32] = [-1, -1]
        let type = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        try #require(socketpair(AF_UNIX, type, 0, &uevent) == 0 && socketpair(AF_UNIX, type, 0, &route) == 0)
        defer { close(uevent[1]); close(route[1]) }
        let ends = (uevent[0], route[0])
        let source = BoardStatusBarSource(
            power: PowerSupplyReader(root: tree.path + "/power_supply"),
            network: NetworkStateReader(root: tree.path + "/net", wirelessStatistics: tree.path + "/none"),
            secondsOfDay: { 10 * 3600 }, openWatch: { BoardStatusWatch(adopting: ends.0, route: ends.1) })
        let loop = try EventLoop()
        let (_, instance, session) = try launch(source: source) { session in session.host.descriptorWatcher = loop }
        let statusBar = try #require(instance.statusBar)
        #expect(statusBar.watch != nil && statusBar.readCount == 1)
        #expect(statusBar.bar.status.battery?.level == 80 && statusBar.bar.status.network == .ethernet)

        Self.setFile(tree.path + "/power_supply/BAT0/capacity", "79")
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0, "nothing sent: nothing read")
        let change: [UInt8] = [
            "change@/devices/platform/battery/power_supply/BAT0", "ACTION=change",
            "DEVPATH=/devices/platform/battery/power_supply/BAT0", "SUBSYSTEM=power_supply", "POWER_SUPPLY_CAPACITY=79",
        ].flatMap { Array($0.utf8) + [0] }
        _ = change.withUnsafeBytes { send(uevent[1], $0.baseAddress, $0.count, 0) }
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1)
        #expect(statusBar.readCount == 2 && statusBar.bar.status.battery?.level == 79, "read the moment the kernel said")
        #expect(instance.needsFrame, "the bar's change asks for the next frame")
        let frames = session.host.statistics.frames
        session.run(until: session.clock.now + 0.5)
        #expect(session.host.statistics.frames > frames)

        // A cable pulled: the link loses its carrier (RTM_NEWLINK without IFF_RUNNING).
        Self.setFile(tree.path + "/net/eth0/operstate", "down")
        let name = Array("eth0".utf8) + [0, 0, 0, 0]
        var body: [UInt8] = [0, 0, 1, 0]
        body += withUnsafeBytes(of: Int32(2)) { Array($0) } + withUnsafeBytes(of: UInt32(1)) { Array($0) } + [0, 0, 0, 0]
        body += withUnsafeBytes(of: UInt16(4 + 5)) { Array($0) } + withUnsafeBytes(of: UInt16(3)) { Array($0) } + name
        let link = withUnsafeBytes(of: UInt32(16 + body.count)) { Array($0) } + withUnsafeBytes(of: UInt16(16)) { Array($0) }
            + [UInt8](repeating: 0, count: 10) + body
        _ = link.withUnsafeBytes { send(route[1], $0.baseAddress, $0.count, 0) }
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1)
        #expect(statusBar.readCount == 3 && statusBar.bar.status.network == .none)

        // Another subsystem's uevent and garbage: drained, nothing read.
        _ = [UInt8](repeating: 7, count: 9).withUnsafeBytes { send(uevent[1], $0.baseAddress, $0.count, 0) }
        #expect(loop.runOnce(timeoutMilliseconds: 1000) == 1 && statusBar.readCount == 3)

        instance.suspend()
        _ = change.withUnsafeBytes { send(uevent[1], $0.baseAddress, $0.count, 0) }
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(statusBar.readCount == 3, "a suspended app reads nothing")
        instance.resume()
        #expect(statusBar.readCount == 4, "it reads when it comes back")
        instance.terminate()
        #expect(statusBar.watch == nil)
    }

    @Test("A watch the kernel refuses: one line in the log, the minute's read goes on")
    func watchRefused() throws {
        let tree = Self.board(level: 50)
        defer { tree.remove() }
        let time = TestTime()
        let source = BoardStatusBarSource(
            power: PowerSupplyReader(root: tree.path + "/power_supply"),
            network: NetworkStateReader(root: tree.path + "/net", wirelessStatistics: tree.path + "/none"),
            secondsOfDay: { [time] in MainActor.assumeIsolated { time.now() } },
            openWatch: { () throws(BoardStatusWatchError) in throw .socket(.uevent, errno: EAFNOSUPPORT) })
        let loop = try EventLoop()
        let lines = LogLines()
        let (_, instance, session) = try launch(source: source, lines: lines) { session in
            session.host.descriptorWatcher = loop
            let launched = session.clock.now
            time.now = { [clock = session.clock] in 30 + clock.now - launched }
        }
        let statusBar = try #require(instance.statusBar)
        #expect(statusBar.watch == nil)
        Self.setFile(tree.path + "/power_supply/BAT0/capacity", "49")
        session.run(until: session.clock.now + 150)
        #expect(statusBar.readCount >= 3 && statusBar.bar.status.battery?.level == 49, "the minute's read shows it")
        #expect(lines.lines == [BoardStatusWatchError.socket(.uevent, errno: EAFNOSUPPORT).description], "\(lines.lines)")
    }

    @Test("Headless (no event loop) and a fixed status open no watch")
    func noWatchWithoutLoop() throws {
        let (_, fixed, _) = try launch(source: FixedStatusBarSource()) { session in
            session.host.descriptorWatcher = try? EventLoop()
        }
        #expect(fixed.statusBar?.watch == nil)
        let tree = Self.board(level: 50)
        defer { tree.remove() }
        let source = BoardStatusBarSource(
            power: PowerSupplyReader(root: tree.path + "/power_supply"), network: NetworkStateReader(root: tree.path + "/net"),
            secondsOfDay: { 0 }, openWatch: { () throws(BoardStatusWatchError) in throw .socket(.route, errno: EPERM) })
        let lines = LogLines()
        let (_, headless, _) = try launch(source: source, lines: lines)
        #expect(headless.statusBar?.watch == nil && lines.lines.isEmpty, "no loop: nothing tried, nothing logged")
    }
}
