import Glibc
import Testing
@testable import Devices

/// A temporary folder tree standing in for sysfs: files written with a trailing newline as the
/// kernel writes them, empty folders for `wireless` and `device` entries; removed at the end.
final class FakeSysfs {
    let root: String

    init() {
        root = "/tmp/scanout-sysfs-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        mkdir(root, 0o755)
    }

    deinit { remove(root) }

    /// Writes `text` (and a newline) to `path` under the root, making its folders.
    func write(_ path: String, _ text: String) {
        makeFolder(String(path.split(separator: "/").dropLast().joined(separator: "/")))
        let file = fopen(root + "/" + path, "w")
        fputs(text + "\n", file)
        fclose(file)
    }

    /// Makes the folder `path` under the root, and its parents.
    func makeFolder(_ path: String) {
        var current = root
        for part in path.split(separator: "/") {
            current += "/" + part
            mkdir(current, 0o755)
        }
    }

    private func remove(_ path: String) {
        if let dir = opendir(path) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != "." && name != ".." { remove(path + "/" + name) }
            }
            closedir(dir)
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

@Suite("Board power supply")
struct PowerSupplyReaderTests {
    func battery(_ tree: FakeSysfs, name: String = "BAT0", capacity: String?, status: String?) {
        tree.write("power_supply/\(name)/type", "Battery")
        if let capacity { tree.write("power_supply/\(name)/capacity", capacity) }
        if let status { tree.write("power_supply/\(name)/status", status) }
    }

    @Test("A discharging battery: its capacity and state, not plugged in")
    func discharging() throws {
        let tree = FakeSysfs()
        battery(tree, capacity: "57", status: "Discharging")
        tree.write("power_supply/AC/type", "Mains")
        tree.write("power_supply/AC/online", "0")
        let reading = try PowerSupplyReader(root: tree.root + "/power_supply").read()
        #expect(reading == BatteryReading(level: 57, state: .discharging, isExternalPowerConnected: false))
        #expect(reading?.showsChargingBolt == false)
    }

    @Test("Charging shows the bolt; full while plugged in keeps it; full unplugged does not")
    func chargingAndFull() throws {
        let tree = FakeSysfs()
        battery(tree, capacity: "80", status: "Charging")
        tree.write("power_supply/usb/type", "USB")
        tree.write("power_supply/usb/online", "1")
        let reader = PowerSupplyReader(root: tree.root + "/power_supply")
        let charging = try #require(try reader.read())
        #expect(charging.state == .charging && charging.isExternalPowerConnected && charging.showsChargingBolt)
        tree.write("power_supply/BAT0/status", "Full")
        tree.write("power_supply/BAT0/capacity", "100")
        let full = try #require(try reader.read())
        #expect(full.level == 100 && full.state == .full && full.showsChargingBolt)
        tree.write("power_supply/usb/online", "0")
        #expect(try reader.read()?.showsChargingBolt == false)
    }

    @Test("No battery: no power-supply class, only a mains supply, a peripheral's battery, an empty slot")
    func absent() throws {
        let tree = FakeSysfs()
        #expect(try PowerSupplyReader(root: tree.root + "/missing").read() == nil)
        tree.write("power_supply/AC/type", "Mains")
        tree.write("power_supply/AC/online", "1")
        let reader = PowerSupplyReader(root: tree.root + "/power_supply")
        #expect(try reader.read() == nil)
        battery(tree, name: "hid-mouse-battery", capacity: "40", status: "Discharging")
        tree.write("power_supply/hid-mouse-battery/scope", "Device")
        #expect(try reader.read() == nil, "a mouse's battery is not the board's")
        battery(tree, name: "BAT1", capacity: "0", status: "Unknown")
        tree.write("power_supply/BAT1/present", "0")
        #expect(try reader.read() == nil, "a battery slot with no battery in it")
    }

    @Test("Without capacity, the charge comes from energy_now/energy_full or charge_now/charge_full")
    func energyCounters() throws {
        let tree = FakeSysfs()
        battery(tree, capacity: nil, status: nil)
        tree.write("power_supply/BAT0/energy_now", "30000000")
        tree.write("power_supply/BAT0/energy_full", "40000000")
        let reader = PowerSupplyReader(root: tree.root + "/power_supply")
        #expect(try reader.read() == BatteryReading(level: 75, state: .unknown))
        tree.write("power_supply/BAT1/type", "Battery")
        tree.write("power_supply/BAT1/charge_now", "1000")
        tree.write("power_supply/BAT1/charge_full", "4000")
        #expect(try PowerSupplyReader(root: tree.root + "/power_supply").read()?.level == 75, "the first battery by name")
    }

    @Test("Malformed files are errors naming the file, never a crash")
    func malformed() throws {
        let tree = FakeSysfs()
        battery(tree, capacity: "lots", status: "Discharging")
        let reader = PowerSupplyReader(root: tree.root + "/power_supply")
        #expect(throws: BoardStatusError.malformed(path: tree.root + "/power_supply/BAT0/capacity", text: "lots",
                                                   expected: "a number of 0 or more")) { try reader.read() }
        tree.write("power_supply/BAT0/capacity", "250")
        #expect(throws: BoardStatusError.self) { try reader.read() }
        tree.write("power_supply/BAT0/capacity", "-3")
        #expect(throws: BoardStatusError.self) { try reader.read() }
        tree.write("power_supply/BAT0/capacity", "50")
        tree.write("power_supply/BAT0/status", "Exploding")
        do {
            _ = try reader.read()
            Issue.record("no error for an unknown status")
        } catch {
            #expect(error.description.contains("BAT0/status") && error.description.contains("Exploding"))
        }
        tree.write("power_supply/BAT0/status", "")
        #expect(throws: BoardStatusError.self) { try reader.read() }
        // A folder where a file should be: unreadable, reported.
        tree.write("power_supply/BAT0/status", "Charging")
        unlink(tree.root + "/power_supply/BAT0/capacity")
        tree.makeFolder("power_supply/BAT0/capacity")
        #expect(throws: BoardStatusError.self) { try reader.read() }
        // No charge at all.
        rmdir(tree.root + "/power_supply/BAT0/capacity")
        #expect(throws: BoardStatusError.self) { try reader.read() }
    }
}

@Suite("Board network state")
struct NetworkStateReaderTests {
    func interface(_ tree: FakeSysfs, _ name: String, state: String, wireless: Bool = false, device: Bool = true) {
        tree.write("net/\(name)/operstate", state)
        if device { tree.makeFolder("net/\(name)/device") }
        if wireless { tree.makeFolder("net/\(name)/wireless") }
    }

    func reader(_ tree: FakeSysfs) -> NetworkStateReader {
        NetworkStateReader(root: tree.root + "/net", wirelessStatistics: tree.root + "/proc-net-wireless")
    }

    static let wirelessHeader = """
        Inter-| sta-|   Quality        |   Discarded packets               | Missed | WE
         face | tus | link level noise |  nwid  crypt   frag  retry   misc | beacon | 22
        """

    @Test("Wi-Fi up, with its signal from /proc/net/wireless in three bars")
    func wifi() throws {
        let tree = FakeSysfs()
        interface(tree, "lo", state: "unknown", device: false)
        interface(tree, "wlan0", state: "up", wireless: true)
        tree.write("proc-net-wireless", Self.wirelessHeader + "\n wlan0: 0000   58.  -52.  -256        0      0      0      0      0        0")
        #expect(try reader(tree).read() == .wifi(bars: 3))
        tree.write("proc-net-wireless", Self.wirelessHeader + "\n wlan0: 0000   30.  -80.  -256        0      0      0      0      0        0")
        #expect(try reader(tree).read() == .wifi(bars: 1))
        unlink(tree.root + "/proc-net-wireless")
        #expect(try reader(tree).read() == .wifi(bars: nil), "no statistics: Wi-Fi without a signal reading")
    }

    @Test("Ethernet up; Wi-Fi wins when both are up; virtual interfaces do not count")
    func ethernet() throws {
        let tree = FakeSysfs()
        interface(tree, "eth0", state: "up")
        interface(tree, "docker0", state: "up", device: false)
        #expect(try reader(tree).read() == .ethernet)
        interface(tree, "wlan0", state: "up", wireless: true)
        #expect(try reader(tree).read() == .wifi(bars: nil))
    }

    @Test("Down, dormant, or unknown without carrier: no connection")
    func down() throws {
        let tree = FakeSysfs()
        #expect(try reader(tree).read() == .none, "no network class at all")
        interface(tree, "eth0", state: "down")
        interface(tree, "wlan0", state: "dormant", wireless: true)
        interface(tree, "usb0", state: "unknown")
        tree.write("net/usb0/carrier", "0")
        #expect(try reader(tree).read() == .none)
        tree.write("net/usb0/carrier", "1")
        #expect(try reader(tree).read() == .ethernet, "operstate unknown with a carrier is up")
    }

    @Test("Malformed operstate or wireless statistics: errors naming the file")
    func malformed() throws {
        let tree = FakeSysfs()
        interface(tree, "eth0", state: "sideways")
        do {
            _ = try reader(tree).read()
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("eth0/operstate") && error.description.contains("sideways"))
        }
        interface(tree, "eth0", state: "down")
        interface(tree, "wlan0", state: "up", wireless: true)
        tree.write("proc-net-wireless", Self.wirelessHeader + "\n wlan0: 0000   good.  -52.")
        #expect(throws: BoardStatusError.self) { try reader(tree).read() }
    }

    @Test("Link quality out of 70 in quarters: 0, 1, 2, 3 bars")
    func bars() {
        #expect(NetworkStateReader.bars(linkQuality: 10) == 0)
        #expect(NetworkStateReader.bars(linkQuality: 20) == 1)
        #expect(NetworkStateReader.bars(linkQuality: 40) == 2)
        #expect(NetworkStateReader.bars(linkQuality: 70) == 3)
        #expect(NetworkStateReader.bars(linkQuality: 94) == 3)
    }
}
