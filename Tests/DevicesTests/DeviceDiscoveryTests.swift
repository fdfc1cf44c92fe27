import Glibc
import Input
import Testing
@testable import Devices

@Suite("Device discovery")
struct DeviceDiscoveryTests {
    @Test("DRM discovery lists every card node that exists, and none when /dev/dri is absent")
    func drmCardsMatchDevDri() {
        let cards = DRMCardDiscovery.cards()
        var nodes: [String] = []
        if let dir = opendir("/dev/dri") {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix("card") { nodes.append("/dev/dri/" + name) }
            }
            closedir(dir)
        }
        #expect(cards.map(\.path) == nodes.sorted())
        for card in cards where card.problem == nil {
            #expect(card.driver != nil)
        }
    }

    @Test("Cards are read from sysfs: each cardN's uevent names its node; connectors, render nodes and other entries are not cards")
    func drmCardsFromSysfs() {
        let sysfs = FakeSysfs()
        sysfs.write("card0/uevent", "MAJOR=226\nMINOR=0\nDEVNAME=dri/card0\nDEVTYPE=drm_minor")
        sysfs.write("card0-HDMI-A-1/uevent", "")
        sysfs.write("card0-Virtual-1/status", "connected")
        sysfs.write("card10/uevent", "MAJOR=226\nMINOR=10\nDEVNAME=dri/card10")
        sysfs.write("card2/uevent", "MAJOR=226\nMINOR=2\nDEVNAME=gpu/display2")
        sysfs.makeFolder("card3")  // no uevent: the node the kernel's naming gives
        sysfs.write("card4/uevent", "DEVNAME=../etc/passwd")  // not a node under /dev: the kernel's naming
        sysfs.write("renderD128/uevent", "DEVNAME=dri/renderD128")
        sysfs.write("version", "drm 1.1.0 20060810")
        sysfs.makeFolder("cardX")
        #expect(
            DRMCardDiscovery.cardPaths(sysfs: sysfs.root, devices: "/dev")
                == ["/dev/dri/card0", "/dev/gpu/display2", "/dev/dri/card3", "/dev/dri/card4", "/dev/dri/card10"])
        #expect(DRMCardDiscovery.cardPaths(sysfs: sysfs.root + "/missing").isEmpty)
        #expect(DRMCardDiscovery.deviceName(inUevent: "MAJOR=226\nDEVNAME=dri/card1\n") == "dri/card1")
        #expect(DRMCardDiscovery.deviceName(inUevent: "MAJOR=226\nDEVNAME=\n") == nil)
        #expect(DRMCardDiscovery.deviceName(inUevent: "DEVNAME=/dev/dri/card1") == nil)
    }

    @Test("Opening a path that is not a DRM device is reported as a problem, not a crash")
    func notADRMDevice() {
        let info = DRMCardDiscovery.describe(cardAt: "/dev/null")
        #expect(info.problem != nil)
        #expect(info.connectors.isEmpty)
        let missing = DRMCardDiscovery.describe(cardAt: "/dev/dri/card99")
        #expect(missing.problem?.contains("No such file") == true)
    }

    @Test("libinput lists the seat's devices; a machine without any gives an empty list")
    func inputDevices() throws {
        let devices = try InputDeviceDiscovery.devices()
        for device in devices {
            #expect(device.sysname.hasPrefix("event"))
            #expect(!device.capabilities.isEmpty || device.name.count > 0)
        }
        if access("/dev/input", F_OK) != 0 { #expect(devices.isEmpty) }
    }

    @Test("The US keymap turns evdev codes into symbols and text, with Shift")
    func usKeymap() throws {
        let keymap = try Keymap(layout: "us")
        #expect(keymap.symbolName(evdevKeyCode: 30) == "a")      // KEY_A
        #expect(keymap.symbolName(evdevKeyCode: 28) == "Return")  // KEY_ENTER
        #expect(keymap.symbolName(evdevKeyCode: 1) == "Escape")   // KEY_ESC
        #expect(keymap.text(evdevKeyCode: 30) == "a")
        keymap.update(evdevKeyCode: 42, isPressed: true)           // KEY_LEFTSHIFT
        #expect(keymap.text(evdevKeyCode: 30) == "A")
        keymap.update(evdevKeyCode: 42, isPressed: false)
        #expect(keymap.text(evdevKeyCode: 30) == "a")
    }

    @Test("An unknown keyboard layout is an error naming it")
    func unknownLayout() {
        #expect(throws: KeymapError.unknownLayout(layout: "no-such-layout", variant: nil)) {
            try Keymap(layout: "no-such-layout")
        }
    }
}
