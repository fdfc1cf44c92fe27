import Glibc
import ScanoutTesting
import Testing
@testable import Devices

/// The kernel's uevent messages as the boot splash reads them to open a late DRM card without
/// waiting for udevd (docs/boot.md): parsing, what counts as a card, what is refused, and the
/// socket on the build host's own kernel.
@Suite("Kernel uevents")
struct KernelUeventTests {
    /// A message as the kernel sends it: header, then NUL-ended properties.
    static func datagram(_ header: String, _ properties: [String]) -> [UInt8] {
        ([header] + properties).flatMap { Array($0.utf8) + [0] }
    }

    /// bochs-drm's card as Linux 6.1 announces it in the VM suite.
    static let cardAdded = datagram(
        "add@/devices/pci0000:00/0000:00:02.0/drm/card0",
        [
            "ACTION=add", "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm",
            "DEVNAME=dri/card0", "DEVTYPE=drm_minor", "SEQNUM=1790", "MAJOR=226", "MINOR=0",
        ])

    @Test("A DRM card's add message names the card node")
    func cardAdded() throws {
        let event = try #require(KernelUevent(datagram: Self.cardAdded))
        #expect(event.action == "add")
        #expect(event.devicePath == "/devices/pci0000:00/0000:00:02.0/drm/card0")
        #expect(event.subsystem == "drm")
        #expect(event.isDRM)
        #expect(event.drmCardNode == "/dev/dri/card0")
        #expect(event.deviceNode == "/dev/dri/card0")
        #expect(event.properties["SEQNUM"] == "1790")
    }

    @Test("A connector, a render node and another subsystem are no card")
    func notCards() throws {
        let connector = try #require(
            KernelUevent(
                datagram: Self.datagram(
                    "add@/devices/pci0000:00/0000:00:02.0/drm/card0/card0-VGA-1",
                    ["ACTION=add", "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0/card0-VGA-1", "SUBSYSTEM=drm"])))
        #expect(connector.isDRM && connector.drmCardNode == nil && connector.deviceNode == nil)
        let render = try #require(
            KernelUevent(
                datagram: Self.datagram(
                    "add@/devices/pci0000:00/0000:00:02.0/drm/renderD128",
                    ["ACTION=add", "SUBSYSTEM=drm", "DEVNAME=dri/renderD128", "DEVTYPE=drm_minor"])))
        #expect(render.isDRM && render.drmCardNode == nil && render.deviceNode == "/dev/dri/renderD128")
        let input = try #require(
            KernelUevent(
                datagram: Self.datagram(
                    "add@/devices/virtual/input/input5/event3", ["ACTION=add", "SUBSYSTEM=input", "DEVNAME=input/event3"])
            ))
        #expect(!input.isDRM && input.drmCardNode == nil)
        let oddName = try #require(
            KernelUevent(datagram: Self.datagram("add@/devices/x", ["SUBSYSTEM=drm", "DEVNAME=dri/card0x"])))
        #expect(oddName.drmCardNode == nil)
    }

    @Test("udevd's messages, broken headers and oversized datagrams are refused")
    func refused() {
        // udevd's own format: "libudev", NUL, a binary header.
        let udevd = Array("libudev".utf8) + [0, 0xFE, 0xED, 0xCA, 0xFE, 40, 0, 0, 0] + Self.cardAdded
        #expect(KernelUevent(datagram: udevd) == nil)
        #expect(KernelUevent(datagram: [UInt8]()) == nil)
        #expect(KernelUevent(datagram: Self.datagram("add/devices/x", ["SUBSYSTEM=drm"])) == nil)
        #expect(KernelUevent(datagram: Self.datagram("@/devices/x", ["SUBSYSTEM=drm"])) == nil)
        #expect(KernelUevent(datagram: Self.datagram("add@devices/x", ["SUBSYSTEM=drm"])) == nil)
        #expect(KernelUevent(datagram: Self.datagram("ADD@/devices/x", ["SUBSYSTEM=drm"])) == nil)
        // The header must agree with the properties it repeats.
        #expect(KernelUevent(datagram: Self.datagram("add@/devices/x", ["ACTION=remove"])) == nil)
        #expect(KernelUevent(datagram: Self.datagram("add@/devices/x", ["DEVPATH=/devices/y"])) == nil)
        #expect(KernelUevent(datagram: Self.datagram("add@/devices/x", ["SUBSYSTEM"])) == nil)
        #expect(KernelUevent(datagram: Self.datagram("add@/devices/x", ["=drm"])) == nil)
        let long = Self.datagram("add@/devices/x", ["DATA=" + String(repeating: "a", count: KernelUevent.maximumSize)])
        #expect(KernelUevent(datagram: long) == nil)
    }

    @Test("Damaged messages never crash the parser: a message or nil, never a card outside /dev/dri")
    func damaged() {
        let corpus = [Self.cardAdded, Self.datagram("change@/devices/x/drm/card0", ["SUBSYSTEM=drm", "HOTPLUG=1"])]
        let report = fuzz("kernel uevent", seed: 0x0E7E_2026, ciCount: 20_000, longCount: 2_000_000) { random, _ in
            let bytes = ByteMutator.mutate(random.pick(corpus), &random)
            guard let event = KernelUevent(datagram: bytes) else { return .typedError }
            #expect(!event.action.isEmpty && event.devicePath.hasPrefix("/"))
            if let node = event.drmCardNode { #expect(node.hasPrefix("/dev/dri/card")) }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
    }

    @Test("A report keeps each card once, in order, and ignores what is no change")
    func report() {
        var report = DRMHotplugReport(source: .kernel)
        report.record(action: "bind", cardNode: "/dev/dri/card0")
        #expect(!report.changed && report.cardNodes.isEmpty)
        report.record(action: "add", cardNode: nil)  // a connector
        #expect(report.changed && report.cardNodes.isEmpty)
        report.record(action: "add", cardNode: "/dev/dri/card1")
        report.record(action: "change", cardNode: "/dev/dri/card0")
        report.record(action: "change", cardNode: "/dev/dri/card1")
        report.record(action: "remove", cardNode: "/dev/dri/card2")
        #expect(report.cardNodes == ["/dev/dri/card1", "/dev/dri/card0"])
    }

    /// Root may ask the kernel for a synthetic `change` of a device (`/sys/…/uevent`); it is
    /// broadcast before the write returns.
    static var canSynthesize: Bool { access("/sys/class/mem/null/uevent", W_OK) == 0 }

    @Test(
        "The socket reads the kernel's own message and drops one a process forged",
        .enabled(if: canSynthesize, "needs root and a writable /sys (the kernel's synthetic uevents)"))
    func socketOnThisKernel() throws {
        let socket = try KernelUeventSocket()
        _ = socket.receive()  // whatever was queued before
        // A process (root may) multicasting on the kernel's group: not from port 0, dropped.
        let forger = Glibc.socket(AF_NETLINK, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 15)
        #expect(forger >= 0)
        defer { close(forger) }
        // struct sockaddr_nl: family, padding, port, groups (the kernel's group is 1).
        var group: (family: UInt16, pad: UInt16, port: UInt32, groups: UInt32) = (UInt16(AF_NETLINK), 0, 0, 1)
        let forged = Self.datagram(
            "add@/devices/virtual/scanout-test/card9", ["ACTION=add", "SUBSYSTEM=drm", "DEVNAME=dri/card9"])
        _ = forged.withUnsafeBytes { bytes in
            withUnsafePointer(to: &group) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(forger, bytes.baseAddress, bytes.count, 0, $0, socklen_t(12))
                }
            }
        }
        let file = try #require(fopen("/sys/class/mem/null/uevent", "w"))
        fputs("change", file)
        fclose(file)
        let events = socket.receive()
        #expect(events.contains { $0.action == "change" && $0.devicePath == "/devices/virtual/mem/null" && $0.deviceNode == "/dev/null" })
        #expect(!events.contains { $0.devicePath.contains("scanout-test") })
        #expect(socket.receive().isEmpty)  // drained; never blocks
    }
}
