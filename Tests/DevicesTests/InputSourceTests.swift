import Input
import Glibc
import Graphics
import Testing
@testable import Devices

@Suite("Input sources")
struct InputSourceTests {
    let mapping = TouchMapping(panelSize: PixelSize(width: 320, height: 480))

    @Test("A scripted source hands out events as its clock advances, on the caller's clock")
    func scripted() throws {
        let source = try ScriptedInputSource(text: "tap 10,10\nwait 1\nkey Return", startTime: 100)
        #expect(source.pollDescriptor == nil)
        source.advance(to: 50)
        #expect(source.now == 100, "the clock never goes back before the start")
        let first = source.dispatch()
        #expect(first.count == 1 && first[0].timestamp == 100, "the first finger lands at the start")
        #expect(source.dispatch().isEmpty, "an event is handed out once")
        source.advance(to: 100.5)
        #expect(source.dispatch().count == 1, "the lift at 100.05")
        #expect(source.nextEventTime == 101.05)
        source.advance(to: 102)
        #expect(source.dispatch().count == 2)
        #expect(source.isFinished && source.endTime == 101.05)
    }

    @Test("A bad script is refused with its line")
    func scriptedError() {
        #expect(throws: TouchScriptError(line: 2, kind: .unknownCommand("swype"))) {
            try ScriptedInputSource(text: "tap 1,1\nswype 1,1 2,2")
        }
    }

    @Test("The udev backend starts on a machine with no input devices and dispatches nothing")
    func udevWithoutDevices() throws {
        let source: LibinputSource
        do {
            source = try LibinputSource(backend: .udev(seat: "seat0"), mapping: mapping, keymapLayout: nil)
        } catch .udevUnavailable {
            return  // no /sys in this sandbox: nothing more to check
        }
        let fd = try #require(source.pollDescriptor)
        #expect(fd >= 0)
        _ = try source.dispatch()
        if access("/dev/input", F_OK) != 0 { #expect(source.devices.isEmpty) }
    }

    @Test("The path backend names a device it cannot open")
    func pathBackendError() {
        #expect(throws: InputSourceError.cannotOpenDevice(path: "/dev/input/event-none")) {
            try LibinputSource(backend: .paths(["/dev/input/event-none"]), mapping: mapping, keymapLayout: nil)
        }
        #expect(throws: InputSourceError.cannotOpenDevice(path: "/dev/null")) {
            try LibinputSource(backend: .paths(["/dev/null"]), mapping: mapping, keymapLayout: nil)
        }
    }

    @Test("The path backend with no devices is a working source with nothing to say")
    func emptyPathBackend() throws {
        let source = try LibinputSource(backend: .paths([]), mapping: mapping, keymapLayout: "us")
        #expect(source.pollDescriptor != nil)
        #expect(try source.dispatch().isEmpty)
        #expect(source.devices.isEmpty)
    }

    @Test("An unknown keymap layout is reported as a keymap error")
    func badKeymap() {
        #expect(throws: InputSourceError.keymap(.unknownLayout(layout: "zz-none", variant: nil))) {
            try LibinputSource(backend: .paths([]), mapping: mapping, keymapLayout: "zz-none")
        }
    }
}
