import Gestures
import Graphics
import ScanoutTesting
import Testing
@testable import Devices

/// libinput-level event streams, as `LibinputSource` reports them, through `InputTranslator` and a
/// `GestureArbiter` with every kind of recognizer and a control: touchscreens and pointers appear
/// and vanish at random, also mid-gesture and mid-frame; slots are reused without a lift, lifted
/// without a touch, moved without a touch; positions leave the panel. Whatever the stream, once
/// every device is gone nothing is stuck: no finger down in the translator or the arbiter, no
/// recognizer left began or changed, no control highlighted or tracking.
@MainActor
@Suite("Fuzz: input streams")
struct InputStreamFuzzTests {
    @Test("Random devices appearing and vanishing mid-gesture leave no finger, gesture or control stuck")
    func devicesComingAndGoing() {
        let screen = FuzzScreen()
        let report = fuzz("input streams", seed: 0x5CA2_1A7E, ciCount: 10_000, longCount: 1_000_000, deadline: 30) { random, index in
            screen.playStream(&random, events: random.int(in: 1...120), start: Double(index) * 100)
            #expect(screen.translator.activeTouchCount == 0)
            #expect(screen.arbiter.activeTouchCount == 0)
            let stuck = screen.recognizers.filter { $0.state == .began || $0.state == .changed }
            #expect(stuck.isEmpty, "stuck: \(stuck.map { "\(type(of: $0)) \($0.state)" })")
            #expect(!screen.tracker.isHighlighted && !screen.tracker.isTracking)
            return .result
        }
        #expect(report.inputs > 0)
        #expect(screen.eventsFed > report.inputs)
    }
}

/// A 1024×768 panel at scale 1 with a control, a scrolling list's recognizers, the system gestures.
@MainActor
final class FuzzScreen {
    let screen = TouchScreen(width: 1024, height: 768)
    let control = TouchBox("control", Rect(x: 400, y: 300, width: 200, height: 60))
    let arbiter: GestureArbiter
    let translator: InputTranslator
    let tracker: ControlTracker
    let recognizers: [GestureRecognizer]
    let system = SystemGestures()
    var eventsFed = 0
    private var time = 0.0

    init() {
        let root = screen.root
        root.add(control)
        arbiter = screen.arbiter
        arbiter.reservedEdges = [.bottom]
        system.install(on: arbiter)
        translator = InputTranslator(mapping: TouchMapping(panelSize: PixelSize(width: 1024, height: 768)))
        tracker = control.makeControl()
        control.logsTouches = false  // millions of touches in the long run
        let tap = TapGestureRecognizer(), double = TapGestureRecognizer(taps: 2)
        tap.require(toFail: double)
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let press = LongPressGestureRecognizer(), swipe = SwipeGestureRecognizer(direction: .all)
        let edge = ScreenEdgePanGestureRecognizer(edges: .leading)
        pinch.shouldRecognizeSimultaneously = { _, other in other === rotation }
        root.gestureRecognizers = [pan, pinch, rotation, swipe, edge]
        control.gestureRecognizers = [tap, double, press]
        recognizers = [tap, double, pan, pinch, rotation, press, swipe, edge] + arbiter.systemRecognizers
    }

    /// Feeds `events` random device-level events, then removes every device (a hub losing power)
    /// and lets deadlines pass.
    func playStream(_ random: inout FuzzRandom, events: Int, start: Double) {
        time = max(time, start)
        var devices: [Int: Bool] = [:]  // device → is a pointer
        var nextDevice = 1
        func feed(_ raw: RawInputEvent) {
            eventsFed += 1
            for event in translator.translate(raw, timestamp: time) { arbiter.handle(event) }
        }
        for _ in 0..<events {
            time += random.chance(0.05) ? random.unit() * 0.8 : random.unit() * 0.02
            if random.chance(0.02) { arbiter.advance(to: time) }
            let touchDevices = devices.filter { !$0.value }.keys.sorted()
            let pointerDevices = devices.filter(\.value).keys.sorted()
            switch random.below(100) {
            case 0..<6:  // a device appears
                let isPointer = random.chance(0.3)
                devices[nextDevice] = isPointer
                feed(.deviceAdded(device: nextDevice, isPointer: isPointer))
                nextDevice += 1
            case 6..<10:  // a device vanishes, whatever its fingers are doing
                if let device = devices.keys.sorted().randomElement(using: &random) {
                    devices[device] = nil
                    feed(.deviceRemoved(device: device))
                }
            case 10..<30:
                if let device = touchDevices.randomElement(using: &random) {
                    feed(.touchDown(device: device, slot: slot(&random), position: position(&random)))
                }
            case 30..<60:
                if let device = touchDevices.randomElement(using: &random) {
                    feed(.touchMotion(device: device, slot: slot(&random), position: position(&random)))
                }
            case 60..<70:
                if let device = touchDevices.randomElement(using: &random) {
                    feed(random.chance(0.8) ? .touchUp(device: device, slot: slot(&random))
                                            : .touchCancel(device: device, slot: slot(&random)))
                }
            case 70..<85:
                if let device = touchDevices.randomElement(using: &random) { feed(.touchFrame(device: device)) }
            case 85..<96:
                guard !pointerDevices.isEmpty else { break }
                switch random.below(4) {
                case 0: feed(.pointerMotion(dx: random.unit() * 400 - 200, dy: random.unit() * 400 - 200))
                case 1: feed(.pointerMotionAbsolute(position: position(&random)))
                case 2: feed(.pointerButton(code: random.pick([0x110, 0x110, 0x111, 0x112]), isPressed: random.chance(0.5)))
                default: feed(.pointerScroll(dx: random.unit() * 30 - 15, dy: random.unit() * 30 - 15))
                }
            default:
                feed(.key(code: UInt32(random.int(in: 0...255)), isPressed: random.chance(0.5)))
            }
        }
        for device in devices.keys.sorted() {
            time += 0.001
            feed(.deviceRemoved(device: device))
        }
        time += 5
        arbiter.advance(to: time)
    }

    private func slot(_ random: inout FuzzRandom) -> Int32 {
        random.chance(0.97) ? Int32(random.int(in: 0...9)) : random.pick([-1, 10, 59, Int32.max, Int32.min])
    }

    private func position(_ random: inout FuzzRandom) -> Point {
        if random.chance(0.03) { return Point(x: random.pick([-1e6, 1e6, -0.5, 1.5]), y: random.pick([-1e6, 1e6, -0.5, 1.5])) }
        return Point(x: random.unit() * 1.1 - 0.05, y: random.unit() * 1.1 - 0.05)
    }
}

extension Array {
    func randomElement(using random: inout FuzzRandom) -> Element? { isEmpty ? nil : self[random.below(count)] }
}
