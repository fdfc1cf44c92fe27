import Glibc
import Testing
@testable import Devices

/// Netlink messages as the kernel sends them, built byte by byte in the host's order (netlink's).
enum NetlinkBytes {
    /// `value`'s bytes in the host's order.
    static func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value) { Array($0) }
    }

    /// `bytes` padded with zeros to a multiple of 4.
    static func padded(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }

    /// One `rtattr`: length, type, value, padded.
    static func attribute(_ type: UInt16, _ value: [UInt8]) -> [UInt8] {
        padded(bytes(UInt16(4 + value.count)) + bytes(type) + value)
    }

    /// One `nlmsghdr` with `body`: its length covers the header and the (padded) body.
    static func message(type: UInt16, body: [UInt8], sequence: UInt32 = 0) -> [UInt8] {
        let body = padded(body)
        return bytes(UInt32(16 + body.count)) + bytes(type) + bytes(UInt16(0)) + bytes(sequence) + bytes(UInt32(0)) + body
    }

    /// `RTM_NEWLINK` (or `RTM_DELLINK`) for interface `index` named `name` with `flags`.
    static func link(removed: Bool = false, index: Int32, flags: UInt32, name: String?) -> [UInt8] {
        // ifinfomsg: family, pad, type (ARPHRD_ETHER 1), index, flags, change.
        var body = [UInt8(0), 0] + bytes(UInt16(1)) + bytes(index) + bytes(flags) + bytes(UInt32(0xFFFF_FFFF))
        if let name { body += attribute(3, Array(name.utf8) + [0]) }  // IFLA_IFNAME
        body += attribute(4, bytes(UInt32(1500)))  // IFLA_MTU, skipped
        return message(type: removed ? 17 : 16, body: body)
    }

    /// `RTM_NEWADDR` (or `RTM_DELADDR`) of an IPv4 address on interface `index`.
    static func address(removed: Bool = false, index: UInt32, address: [UInt8], prefix: UInt8, label: String?) -> [UInt8] {
        // ifaddrmsg: family AF_INET, prefix length, flags, scope, index.
        var body = [UInt8(2), prefix, 0x80, 0] + bytes(index)
        body += attribute(1, address)  // IFA_ADDRESS
        body += attribute(2, address)  // IFA_LOCAL
        if let label { body += attribute(3, Array(label.utf8) + [0]) }  // IFA_LABEL
        return message(type: removed ? 21 : 20, body: body)
    }

    /// A kernel uevent: header, then NUL-ended properties.
    static func uevent(_ header: String, _ properties: [String]) -> [UInt8] {
        ([header] + properties).flatMap { Array($0.utf8) + [0] }
    }

    /// A battery's charge changing, as Linux's power_supply class announces it.
    static let batteryChanged = uevent(
        "change@/devices/LNXSYSTM:00/LNXSYBUS:00/PNP0C0A:00/power_supply/BAT0",
        [
            "ACTION=change", "DEVPATH=/devices/LNXSYSTM:00/LNXSYBUS:00/PNP0C0A:00/power_supply/BAT0",
            "SUBSYSTEM=power_supply", "POWER_SUPPLY_NAME=BAT0", "POWER_SUPPLY_TYPE=Battery",
            "POWER_SUPPLY_STATUS=Discharging", "POWER_SUPPLY_CAPACITY=63", "SEQNUM=4411",
        ])
}

/// The status bar's change watch (docs/status-bar.md, *Wake-ups*): rtnetlink messages parsed
/// from their bytes, malformed ones refused without a crash, power_supply uevents told from
/// others, and a socket pair standing in for the kernel.
@Suite("Board status watch")
struct BoardStatusWatchTests {
    @Test("A link coming up, its address, and the link going away, in one datagram with NLMSG_DONE")
    func routeMessages() throws {
        let up = NetlinkBytes.link(index: 3, flags: 0x1 | 0x2 | 0x40 | 0x1000, name: "wlan0")
        let address = NetlinkBytes.address(index: 3, address: [192, 168, 1, 20], prefix: 24, label: "wlan0")
        let done = NetlinkBytes.message(type: 3, body: NetlinkBytes.bytes(Int32(0)))  // NLMSG_DONE
        let gone = NetlinkBytes.link(removed: true, index: 3, flags: 0, name: "wlan0")
        let messages = RouteNetlinkMessage.messages(in: up + address + done + gone)
        #expect(messages == [
            .link(RouteLink(isRemoved: false, index: 3, flags: 0x1 | 0x2 | 0x40 | 0x1000, name: "wlan0")),
            .address(RouteAddress(isRemoved: false, index: 3, family: 2, prefixLength: 24, address: [192, 168, 1, 20],
                                  label: "wlan0")),
            .link(RouteLink(isRemoved: true, index: 3, flags: 0, name: "wlan0")),
        ])
        guard case .link(let link) = messages[0] else { return }
        #expect(link.isUp && link.isRunning && !link.isLoopback)
        let carrierLost = RouteNetlinkMessage.messages(in: NetlinkBytes.link(index: 2, flags: 0x1, name: "eth0"))
        #expect(carrierLost == [.link(RouteLink(isRemoved: false, index: 2, flags: 0x1, name: "eth0"))])
        if case .link(let eth) = carrierLost.first { #expect(eth.isUp && !eth.isRunning, "up without a cable") }
        let removed = RouteNetlinkMessage.messages(
            in: NetlinkBytes.address(removed: true, index: 2, address: [10, 0, 0, 5], prefix: 8, label: nil))
        #expect(removed == [.address(RouteAddress(isRemoved: true, index: 2, family: 2, prefixLength: 8,
                                                  address: [10, 0, 0, 5], label: nil))])
    }

    @Test("Malformed datagrams: what came before the damage, nothing after, never a crash")
    func malformedRoute() {
        let good = NetlinkBytes.link(index: 1, flags: 0x1, name: "eth0")
        let first = [RouteNetlinkMessage.link(RouteLink(isRemoved: false, index: 1, flags: 0x1, name: "eth0"))]
        #expect(RouteNetlinkMessage.messages(in: []) == [])
        #expect(RouteNetlinkMessage.messages(in: Array(good.prefix(15))) == [], "shorter than a header")
        var tooLong = good
        tooLong.replaceSubrange(0..<4, with: NetlinkBytes.bytes(UInt32(good.count + 4)))
        #expect(RouteNetlinkMessage.messages(in: tooLong) == [], "a length past the end")
        var tooShort = good
        tooShort.replaceSubrange(0..<4, with: NetlinkBytes.bytes(UInt32(8)))
        #expect(RouteNetlinkMessage.messages(in: tooShort) == [], "a length below the header")
        #expect(RouteNetlinkMessage.messages(in: NetlinkBytes.message(type: 16, body: [1, 2, 3, 4])) == [],
                "a body shorter than ifinfomsg")
        #expect(RouteNetlinkMessage.messages(in: NetlinkBytes.message(type: 20, body: [2, 24])) == [],
                "a body shorter than ifaddrmsg")
        // An attribute claiming more bytes than its message has, and one shorter than its own header.
        let header16 = [UInt8(0), 0] + NetlinkBytes.bytes(UInt16(1)) + NetlinkBytes.bytes(Int32(1))
            + NetlinkBytes.bytes(UInt32(1)) + NetlinkBytes.bytes(UInt32(0))
        let overrun = NetlinkBytes.message(type: 16, body: header16 + NetlinkBytes.bytes(UInt16(200)) + NetlinkBytes.bytes(UInt16(3)))
        #expect(RouteNetlinkMessage.messages(in: good + overrun) == first, "the good message before it stays")
        let tiny = NetlinkBytes.message(type: 16, body: header16 + NetlinkBytes.bytes(UInt16(2)) + NetlinkBytes.bytes(UInt16(3)))
        #expect(RouteNetlinkMessage.messages(in: tiny + good) == [], "nothing after the damage")
        #expect(RouteNetlinkMessage.messages(in: good + [0xFF, 0xFF, 0xFF]) == first, "trailing bytes shorter than a header")
        let unnamed = NetlinkBytes.message(type: 16, body: header16 + NetlinkBytes.attribute(3, [0x77, 0x6C]))
        #expect(RouteNetlinkMessage.messages(in: unnamed) == [.link(RouteLink(isRemoved: false, index: 1, flags: 1, name: "wl"))],
                "a name without its NUL is read to the attribute's end")
        // Noise, and every cut of a real datagram: parsed or refused, never a crash.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let noise = (0..<Int.random(in: 0...96, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = RouteNetlinkMessage.messages(in: noise)
        }
        let whole = good + NetlinkBytes.address(index: 1, address: [10, 1, 2, 3], prefix: 16, label: "eth0")
        for cut in 0...whole.count {
            let parsed = RouteNetlinkMessage.messages(in: Array(whole.prefix(cut)))
            #expect(parsed.count <= 2)
            var flipped = whole
            if cut < whole.count { flipped[cut] ^= 0xA5 }
            _ = RouteNetlinkMessage.messages(in: flipped)
        }
    }

    @Test("A power supply's uevent is a power change; a DRM card's or an input device's is not")
    func uevents() throws {
        let event = try #require(KernelUevent(datagram: NetlinkBytes.batteryChanged))
        #expect(event.subsystem == "power_supply" && event.properties["POWER_SUPPLY_CAPACITY"] == "63")
        let header = "change@/devices/platform/battery/power_supply/BAT0"
        #expect(KernelUevent(datagram: NetlinkBytes.uevent(header, ["SUBSYSTEM"])) == nil, "a property without =")
        #expect(KernelUevent(datagram: NetlinkBytes.uevent(header, ["ACTION=add", "SUBSYSTEM=power_supply"])) == nil,
                "a header that disagrees with ACTION")
        let cut = try #require(KernelUevent(datagram: Array(NetlinkBytes.batteryChanged.prefix(60))))
        #expect(cut.subsystem == nil, "cut before SUBSYSTEM: parsed, but no power supply")
    }

    /// Two datagram socket pairs: the watch reads one end of each, the test writes the other.
    final class Pairs {
        var uevent: [Int32] = [-1, -1]
        var route: [Int32] = [-1, -1]
        init() throws {
            try #require(socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &uevent) == 0)
            try #require(socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &route) == 0)
        }
        /// Sends `bytes` as one datagram into the watch's uevent (`route` false) or route socket.
        func send(_ bytes: [UInt8], route toRoute: Bool = false) {
            let fd = toRoute ? route[1] : uevent[1]
            _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
        }
        deinit {
            close(uevent[1])
            close(route[1])
        }
    }

    @Test("Through a socket pair: power and network changes told, others and garbage dropped, a drained socket reads nothing")
    func socketPair() throws {
        let pairs = try Pairs()
        let watch = BoardStatusWatch(adopting: pairs.uevent[0], route: pairs.route[0])
        #expect(watch.fileDescriptors == [pairs.uevent[0], pairs.route[0]])
        #expect(watch.receive(from: watch.ueventDescriptor).isEmpty, "nothing queued: nothing, without blocking")
        pairs.send(NetlinkBytes.batteryChanged)
        #expect(watch.receive(from: watch.ueventDescriptor) == .power)
        pairs.send(NetlinkBytes.uevent("add@/devices/pci0000:00/0000:00:02.0/drm/card0", ["SUBSYSTEM=drm", "DEVNAME=dri/card0"]))
        #expect(watch.receive(from: watch.ueventDescriptor).isEmpty, "a DRM card is not the status bar's business")
        pairs.send(Array("libudev\0junk".utf8))
        pairs.send([0, 0, 0])
        #expect(watch.receive(from: watch.ueventDescriptor).isEmpty && watch.droppedCount == 2)
        pairs.send(NetlinkBytes.link(index: 2, flags: 0x1, name: "eth0"), route: true)
        pairs.send(NetlinkBytes.address(index: 2, address: [10, 0, 0, 2], prefix: 8, label: "eth0"), route: true)
        #expect(watch.receive(from: watch.routeDescriptor) == .network, "both datagrams drained in one call")
        #expect(watch.receive(from: watch.routeDescriptor).isEmpty)
        pairs.send([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], route: true)
        #expect(watch.receive(from: watch.routeDescriptor).isEmpty && watch.droppedCount == 3)
        #expect(watch.receive(from: 9999).isEmpty, "a descriptor that is not the watch's")
    }

    /// Datagrams the kernel sent (Linux 6.18, read with Python's socket module in a fresh network
    /// namespace): `ip link set lo up`, then `ip addr add 10.9.8.7/24 dev lo`.
    static let capturedLinkUp = [
        "bc05000010000000000000000000000000000403010000004900010001000000070003006c6f000008000d00e8030000",
        "050010000000000005001100000000000500430001000000080004000000010008003200000000000800330000000000",
        "08001b000000000008001e000000000008003d000000000008001f000100000008002800ffff00000800290000000100",
        "08003a000000010008003f0000000100080040000000010008003b00f8ff070008003c00ffff00000800420000000000",
        "08002000010000000500210001000000080023000000000008002f000000000008003000000000000600440000000000",
        "060045000000000005002700000000000a00010000000000000000000a0002000000000000000000cc00170000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000006400070000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "00000000000000000c002b0005000200000000000c0006006e6f71756575650030031a008c0002008800010000000000",
        "000000000000000001000000010000000100000001000000000000000100000000000000000000000000000000000000",
        "000000000100000001000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "0000000010270000e80300000000000000000000000000000000000001000000a0020a00080001000000000014000500",
        "ffff0000b833810080840000e8030000f400020000000000400000000000010001000000010000000100000001000000",
        "ffffffffa00f0000e8030000ffffffff803a090080510100030000005802000010000000000000000100000001000000",
        "0100000060ea0000000000000000000000000000000000000000000000000000ffffffff000000000000000010270000",
        "e80300000100000000000000000000000100000000000000000000000100000000000000000000000000000000000000",
        "80ee360000000000000000000100000000000000000000000000000000000000000000000004000000000000ffff0000",
        "ffffffff0100000000000000000000000000000034010300260000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000003c00060007000000",
        "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "000000001400070000000000000000000000000000000000050008000000000024000e00000000000000000000000000",
        "000000000000000000000000000000000000000004003e8004004180",
    ].joined()
    static let capturedLoopbackAddress = [
        "4c000000140000000000000000000000020880fe01000000080001007f000001080002007f000001070003006c6f0000",
        "080008008000000014000600ffffffffffffffffe0338100e0338100",
    ].joined()
    static let capturedAddressAdded = [
        "4c0000001400000064ff0c6b411b00000218800001000000080001000a090807080002000a090807070003006c6f0000",
        "080008008000000014000600ffffffffffffffffe0338100e0338100",
    ].joined()

    /// Bytes from hexadecimal text.
    static func bytes(hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let end = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            result.append(UInt8(hex[index..<end], radix: 16) ?? 0)
            index = end
        }
        return result
    }

    @Test("Messages a real kernel sent: the loopback link coming up (1468 bytes of attributes) and two addresses")
    func capturedMessages() throws {
        let link = RouteNetlinkMessage.messages(in: Self.bytes(hex: Self.capturedLinkUp))
        #expect(link == [.link(RouteLink(isRemoved: false, index: 1, flags: 0x1_0049, name: "lo"))])
        if case .link(let lo) = link.first { #expect(lo.isUp && lo.isRunning && lo.isLoopback) }
        #expect(RouteNetlinkMessage.messages(in: Self.bytes(hex: Self.capturedLoopbackAddress)) == [
            .address(RouteAddress(isRemoved: false, index: 1, family: 2, prefixLength: 8, address: [127, 0, 0, 1], label: "lo"))
        ])
        #expect(RouteNetlinkMessage.messages(in: Self.bytes(hex: Self.capturedAddressAdded)) == [
            .address(RouteAddress(isRemoved: false, index: 1, family: 2, prefixLength: 24, address: [10, 9, 8, 7], label: "lo"))
        ])
        let pairs = try Pairs()
        let watch = BoardStatusWatch(adopting: pairs.uevent[0], route: pairs.route[0])
        pairs.send(Self.bytes(hex: Self.capturedLinkUp), route: true)
        #expect(watch.receive(from: watch.routeDescriptor) == .network && watch.droppedCount == 0)
    }

    @Test("On the build host's kernel: both sockets open and read nothing yet, or the error says the minute's read remains")
    func realSockets() {
        do {
            let watch = try BoardStatusWatch()
            #expect(watch.ueventDescriptor >= 0 && watch.routeDescriptor >= 0 && watch.ueventDescriptor != watch.routeDescriptor)
            _ = watch.receive(from: watch.routeDescriptor)  // whatever the host is doing: drained, not blocked
        } catch {
            #expect(error.description.contains("once a minute"), "\(error)")
        }
        #expect(BoardStatusWatchError.bind(.route, errno: EPERM).description
            == "board status: cannot listen on the kernel's routing socket (Operation not permitted); the status bar reads the battery and network once a minute")
    }
}
