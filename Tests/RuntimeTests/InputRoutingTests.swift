import Gestures
import Graphics
import ScanoutTesting
import Testing
@testable import Devices

/// Device input through the layers the runtime joins: Devices' translator feeding Gestures' arbiter.
@Suite("Input routing")
struct InputRoutingTests {
    let mapping = TouchMapping(panelSize: PixelSize(width: 640, height: 480))

    @Test("Translated touches drive recognizers end to end")
    @MainActor
    func endToEnd() {
        let t = InputTranslator(mapping: mapping)
        let arbiter = GestureArbiter(windowBounds: mapping.screenBounds, hitTest: { _ in nil })
        let system = SystemGestures()
        let log = CommandLog()
        system.handlers = [log]
        system.install(on: arbiter)
        // Three fingers swipe from x = 0.8 to 0.2 of the panel in 0.15 s.
        var time = 0.0
        for slot in Int32(0)..<3 {
            _ = t.translate(.touchDown(device: 1, slot: slot, position: Point(x: 0.8, y: 0.3 + 0.1 * Double(slot))), timestamp: time)
        }
        for e in t.translate(.touchFrame(device: 1), timestamp: time) { arbiter.handle(e) }
        for step in 1...9 {
            time += 1.0 / 60
            for slot in Int32(0)..<3 {
                let x = 0.8 - 0.6 * Double(step) / 9
                _ = t.translate(.touchMotion(device: 1, slot: slot, position: Point(x: x, y: 0.3 + 0.1 * Double(slot))),
                                timestamp: time)
            }
            for e in t.translate(.touchFrame(device: 1), timestamp: time) { arbiter.handle(e) }
        }
        for slot in Int32(0)..<3 { _ = t.translate(.touchUp(device: 1, slot: slot), timestamp: time) }
        for e in t.translate(.touchFrame(device: 1), timestamp: time) { arbiter.handle(e) }
        #expect(log.commands == [.undo])
        #expect(arbiter.activeTouchCount == 0)
    }
}
