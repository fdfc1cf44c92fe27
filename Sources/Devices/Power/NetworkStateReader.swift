/// Reads how the board is connected from the kernel's network class (`/sys/class/net`): an
/// interface is up when its `operstate` is `up` (or `unknown` with `carrier = 1`, as some
/// drivers report); it is Wi-Fi when its folder has a `wireless` (or `phy80211`) entry; the Wi-Fi
/// signal comes from `/proc/net/wireless`'s link quality (out of 70, the usual scale) when there.
/// The loopback, bridges' and virtual interfaces (no `device` entry) are not the board's
/// connection. Wi-Fi wins over Ethernet when both are up (what the status bar shows on iOS).
///
/// ```swift
/// let network = try NetworkStateReader().read()         // .wifi(bars: 3), .ethernet, .none
/// ```
public struct NetworkStateReader: Sendable {
    /// The network class folder (`/sys/class/net`; a test's temporary tree).
    public var root: String
    /// The kernel's wireless statistics (`/proc/net/wireless`).
    public var wirelessStatistics: String

    /// A reader of the interfaces under `root`, with Wi-Fi signal from `wirelessStatistics`.
    public init(root: String = "/sys/class/net", wirelessStatistics: String = "/proc/net/wireless") {
        self.root = root
        self.wirelessStatistics = wirelessStatistics
    }

    /// The connection shown.
    ///
    /// - Throws: ``BoardStatusError`` when an interface's files cannot be read or hold nonsense.
    public func read() throws(BoardStatusError) -> NetworkReading {
        var wiredUp = false
        var wireless: [String] = []
        for name in SysfsFolder.names(in: root) where name != "lo" {
            let folder = root + "/" + name
            // Virtual interfaces (bridges, tunnels, veth) have no `device`: not a connection of the board's.
            guard SysfsFolder.exists(folder + "/device") else { continue }
            guard try isUp(folder) else { continue }
            if SysfsFolder.exists(folder + "/wireless") || SysfsFolder.exists(folder + "/phy80211") {
                wireless.append(name)
            } else {
                wiredUp = true
            }
        }
        if let name = wireless.first { return .wifi(bars: try bars(of: name)) }
        return wiredUp ? .ethernet : .none
    }

    private func isUp(_ folder: String) throws(BoardStatusError) -> Bool {
        let state: String?
        do { state = try SysfsFolder.text(folder + "/operstate") } catch { throw .unreadable(error) }
        switch state {
        case "up": return true
        case "unknown":
            // Some drivers never set operstate; the carrier says whether the link is there.
            let carrier: String?
            do { carrier = try SysfsFolder.text(folder + "/carrier") } catch { return false }  // EINVAL while down
            return carrier == "1"
        case "down", "dormant", "lowerlayerdown", "notpresent", "testing", nil: return false
        case let other?:
            throw .malformed(
                path: folder + "/operstate", text: other,
                expected: "an operstate (up, down, dormant, unknown, …)")
        }
    }

    /// The signal bars of `interface` from `/proc/net/wireless`, `nil` when not listed there.
    private func bars(of interface: String) throws(BoardStatusError) -> Int? {
        let text: String?
        do { text = try SysfsFolder.text(wirelessStatistics) } catch { throw .unreadable(error) }
        guard let text else { return nil }
        // Two header lines, then `  wlan0: 0000   58.  -52.  -256  0 0 0 0 0 0`.
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3, fields[0] == Substring(interface + ":") else { continue }
            let raw = fields[2].hasSuffix(".") ? fields[2].dropLast() : fields[2]
            guard let quality = Double(raw), quality.isFinite, quality >= 0 else {
                throw .malformed(
                    path: wirelessStatistics, text: String(line),
                    expected: "an interface's link quality (`wlan0: 0000 58. -52. …`)")
            }
            return Self.bars(linkQuality: quality)
        }
        return nil
    }

    /// Three arcs from a link quality out of 70: 0 below 1/4, then 1, 2, 3 at 1/4, 1/2, 3/4.
    static func bars(linkQuality: Double) -> Int {
        let fraction = min(1, linkQuality / 70)
        return fraction >= 0.75 ? 3 : fraction >= 0.5 ? 2 : fraction >= 0.25 ? 1 : 0
    }
}
