/// Reads the board's battery from the kernel's power-supply class
/// (Documentation/ABI/testing/sysfs-class-power): every folder under ``root`` whose `type` is
/// `Battery`, its `capacity` (percent; else `energy_now`/`energy_full` or
/// `charge_now`/`charge_full`) and `status`; and whether a `Mains` or `USB` supply is `online`.
///
/// A board without a battery (no folder of type `Battery`, or no power-supply class at all) reads
/// as `nil`: the status bar shows no battery. Files a driver leaves out are tolerated; a file that
/// holds nonsense is an error naming it.
///
/// ```swift
/// let reader = PowerSupplyReader()                       // /sys/class/power_supply
/// if let battery = try reader.read() {
///     print("\(battery.level) %, \(battery.state)")
/// }
/// ```
public struct PowerSupplyReader: Sendable {
    /// The power-supply class folder (`/sys/class/power_supply`; a test's temporary tree).
    public var root: String

    /// A reader of the power-supply folders under `root`.
    public init(root: String = "/sys/class/power_supply") {
        self.root = root
    }

    /// The first battery's reading, or `nil` when the board has none.
    ///
    /// - Throws: ``BoardStatusError`` when a battery's files cannot be read or hold no charge.
    public func read() throws(BoardStatusError) -> BatteryReading? {
        var battery: String?
        var pluggedIn = false
        for name in SysfsFolder.names(in: root) {
            let folder = root + "/" + name
            let type = try text(folder + "/type")
            switch type {
            case "Battery":
                // A peripheral's battery (a wireless mouse) reports `scope = Device`: not the board's.
                if try text(folder + "/scope") == "Device" { continue }
                if battery == nil { battery = folder }
            case "Mains", "USB", "USB_C", "USB_PD", "Wireless":
                if try text(folder + "/online") == "1" { pluggedIn = true }
            default:
                continue
            }
        }
        guard let battery else { return nil }
        // `present = 0`: the slot is there, the battery is not.
        if try text(battery + "/present") == "0" { return nil }
        let level = try level(of: battery)
        let state = try chargeState(of: battery)
        return BatteryReading(level: level, state: state, isExternalPowerConnected: pluggedIn)
    }

    private func text(_ path: String) throws(BoardStatusError) -> String? {
        do { return try SysfsFolder.text(path) } catch { throw .unreadable(error) }
    }

    private func number(_ path: String) throws(BoardStatusError) -> Double? {
        guard let value = try text(path) else { return nil }
        guard let number = Double(value), number.isFinite, number >= 0 else {
            throw .malformed(path: path, text: value, expected: "a number of 0 or more")
        }
        return number
    }

    private func level(of folder: String) throws(BoardStatusError) -> Int {
        if let capacity = try number(folder + "/capacity") {
            guard capacity <= 100 else {
                throw .malformed(
                    path: folder + "/capacity", text: String(Int(capacity)), expected: "a percentage from 0 to 100")
            }
            return Int(capacity.rounded())
        }
        for (now, full) in [("energy_now", "energy_full"), ("charge_now", "charge_full")] {
            if let n = try number(folder + "/" + now), let f = try number(folder + "/" + full), f > 0 {
                return Int((min(1, n / f) * 100).rounded())
            }
        }
        throw .malformed(
            path: folder + "/capacity", text: "",
            expected: "the battery's charge (no capacity, energy_now or charge_now)")
    }

    private func chargeState(of folder: String) throws(BoardStatusError) -> BatteryReading.ChargeState {
        guard let status = try text(folder + "/status") else { return .unknown }
        switch status {
        case "Charging": return .charging
        case "Discharging": return .discharging
        case "Full": return .full
        case "Not charging": return .notCharging
        case "Unknown": return .unknown
        default:
            throw .malformed(
                path: folder + "/status", text: status,
                expected: "Charging, Discharging, Full, Not charging or Unknown")
        }
    }
}
