import Graphics
import ScanoutTesting
import Testing
@testable import Gestures

/// A small deterministic generator (SplitMix64), so a failure replays.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

@MainActor
@Suite("Fuzz")
struct GestureFuzzTests {
    @Test("300,000 random touch changes (10 million in scripts/fuzz): nothing stays began or changed once every finger is up, state stays bounded")
    func randomTouches() throws {
        let screen = TouchScreen()
        screen.arbiter.reservedEdges = [.bottom, .leading]
        screen.arbiter.edgesDeferringSystemGestures = [.bottom]
        let system = SystemGestures()
        system.install(on: screen.arbiter)

        let list = screen.root.add(TouchBox("list", Rect(x: 0, y: 40, width: 320, height: 400)))
        let button = list.add(TouchBox("button", Rect(x: 100, y: 200, width: 120, height: 44)))
        let tracker = button.makeControl()
        var fired = 0
        tracker.onActivate = { fired += 1 }
        let single = TapGestureRecognizer(), double = TapGestureRecognizer(taps: 2)
        single.require(toFail: double)
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer(direction: .all)
        pan.require(toFail: swipe)
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        pinch.shouldRecognizeSimultaneously = { _, other in other === rotation }
        let edge = ScreenEdgePanGestureRecognizer(edges: .bottom)
        let twoFingerTap = TapGestureRecognizer(taps: 1, touches: 2)
        list.add(pan)
        list.add(swipe)
        list.add(pinch)
        list.add(rotation)
        button.add(single)
        button.add(double)
        button.add(press)
        screen.root.add(edge)
        screen.root.add(twoFingerTap)
        let all: [GestureRecognizer] = [single, double, pan, swipe, press, pinch, rotation, edge, twoFingerTap]
            + screen.arbiter.systemRecognizers
        var transitions = 0
        for r in all { r.addAction { _ in transitions += 1 } }

        var rng = SplitMix64(state: 0x5CA2_0001)
        var down: [TouchID: Point] = [:]
        var order: [TouchID] = []  // the fingers that are down, oldest first (deterministic picks)
        var nextID = 1
        var time = 0.0
        var changes = 0
        var quietChecks = 0
        let budget = isLongFuzzRun ? 10_000_000 : 300_000
        while changes < budget {
            time += rng.unit() < 0.1 ? rng.unit() * 0.6 : rng.unit() * 0.02
            var frame: [Touch] = []
            var used: Set<TouchID> = []
            for _ in 0..<(1 + rng.below(3)) {
                let roll = rng.below(100)
                if roll < 22 && down.count < 5 {
                    let p = Point(x: rng.unit() * 340 - 10, y: rng.unit() * 500 - 10)
                    let id = TouchID(nextID)
                    nextID += 1
                    down[id] = p
                    order.append(id)
                    used.insert(id)
                    frame.append(Touch(id: id, phase: .began, location: p, timestamp: time))
                } else if roll < 80, !order.isEmpty, case let id = order[rng.below(order.count)],
                          let p = down[id], !used.contains(id) {
                    let jump = rng.unit() < 0.05 ? 200.0 : 12.0
                    let q = Point(x: p.x + (rng.unit() - 0.5) * jump, y: p.y + (rng.unit() - 0.5) * jump)
                    down[id] = q
                    used.insert(id)
                    frame.append(Touch(id: id, phase: .moved, location: q, timestamp: time))
                } else if roll < 97, !order.isEmpty, case let id = order[rng.below(order.count)],
                          let p = down[id], !used.contains(id) {
                    down[id] = nil
                    order.removeAll { $0 == id }
                    used.insert(id)
                    frame.append(Touch(id: id, phase: roll < 94 ? .ended : .cancelled, location: p, timestamp: time))
                } else {
                    // Garbage a driver might send: a move or lift for a finger that is not down.
                    let id = TouchID(-1 - rng.below(3))
                    frame.append(Touch(id: id, phase: roll % 2 == 0 ? .moved : .ended, location: .zero, timestamp: time))
                }
            }
            changes += frame.count
            screen.arbiter.handle(TouchEvent(timestamp: time, changedTouches: frame))
            if screen.arbiter.activeTouchCount != down.count || screen.arbiter.liveRecognizers.count > all.count
                || screen.arbiter.waitingCount > all.count || screen.arbiter.delayedTouchCount > 64 {
                Issue.record("arbiter holds \(screen.arbiter.activeTouchCount) touches and \(screen.arbiter.liveRecognizers.count) live recognizers; \(down.count) fingers are down")
                return
            }
            if down.isEmpty {
                quietChecks += 1
                let stuck = all.filter { $0.state.isActive }
                if !stuck.isEmpty {
                    Issue.record("after all fingers lifted at \(time) s: \(stuck.map { "\($0.name ?? "\(type(of: $0))") \($0.state)" })")
                    return
                }
            }
        }
        // The stream may stop with fingers down: they lift, as a hand leaving the screen would.
        if !order.isEmpty {
            time += 0.01
            screen.arbiter.handle(TouchEvent(timestamp: time, changedTouches: order.compactMap { id in
                down[id].map { Touch(id: id, phase: .ended, location: $0, timestamp: time) }
            }))
        }
        screen.arbiter.advance(to: time + 10)
        #expect(screen.arbiter.liveRecognizers.isEmpty)
        #expect(screen.arbiter.waitingCount == 0 && screen.arbiter.delayedTouchCount == 0)
        #expect(screen.arbiter.nextDeadline == nil)
        #expect(all.allSatisfy { $0.state == .possible && $0.touches.isEmpty && $0.deadline == nil && $0.heldFingers == 0 })
        #expect(!tracker.isTracking && !tracker.isHighlighted)
        #expect(quietChecks > budget / 100, "the stream must lift every finger often for the invariant to mean something")
        #expect(transitions > 1_000, "random input must exercise recognizers, not just fail them")
        #expect(fired > 0, "the button inside the list must fire sometimes")
    }
}
