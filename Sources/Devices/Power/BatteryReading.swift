/// A battery's state as the kernel reports it (`/sys/class/power_supply/*/` of type `Battery`).
public struct BatteryReading: Sendable, Hashable {
    /// What the battery is doing, from its `status` file.
    public enum ChargeState: String, Sendable, Hashable {
        /// `Charging`.
        case charging
        /// `Discharging`: running on the battery.
        case discharging
        /// `Full`.
        case full
        /// `Not charging`: on external power, but not charging (held at a charge limit).
        case notCharging
        /// `Unknown`, or no `status` file.
        case unknown
    }

    /// The charge, 0 to 100 percent.
    public var level: Int
    /// What the battery is doing.
    public var state: ChargeState
    /// Whether a mains or USB supply reports `online = 1` (the board is plugged in).
    public var isExternalPowerConnected: Bool

    /// A reading of `level` percent (clamped to 0…100).
    public init(level: Int, state: ChargeState, isExternalPowerConnected: Bool = false) {
        self.level = max(0, min(100, level))
        self.state = state
        self.isExternalPowerConnected = isExternalPowerConnected
    }

    /// Whether the status bar shows the charging bolt: charging, or full while plugged in (iOS
    /// keeps the bolt while the cable is in).
    public var showsChargingBolt: Bool {
        state == .charging || (isExternalPowerConnected && (state == .full || state == .notCharging))
    }
}
