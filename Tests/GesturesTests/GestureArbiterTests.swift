import Graphics
import ScanoutTesting
import Testing
@testable import Gestures

@MainActor
@Suite("Arbitration")
struct GestureArbiterTests {
    @Test("A script that aims a step at an element fails on a bare arbiter, naming its line, and plays nothing")
    func elementStepOnBareArbiter() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer()
        screen.root.add(tap)
        var taps = 0
        tap.addAction { if $0.state == .ended { taps += 1 } }
        do {
            try screen.play("tap 10,10\ntap \"Open\"")
            Issue.record("the element step was skipped")
        } catch {
            #expect(error.line == 2)
            #expect(error.kind == .noElementResolver(target: "\"Open\""))
            #expect(error.description.contains("names an element"))
        }
        #expect(taps == 0, "nothing of the script was played")
    }

    @Test("Recognizers are gathered along the hit path; the deepest target's tap wins over its ancestor's")
    func deepestWins() throws {
        let screen = TouchScreen()
        let child = screen.root.add(TouchBox("child", Rect(x: 50, y: 50, width: 100, height: 100)))
        let childTap = TapGestureRecognizer(), rootTap = TapGestureRecognizer()
        child.add(childTap)
        screen.root.add(rootTap)
        let childLog = StateLog(childTap), rootLog = StateLog(rootTap)
        try screen.play("tap 100,100")
        #expect(childLog.states == [.ended])
        #expect(rootLog.states.isEmpty)
        try screen.play("tap 250,400", at: 5)
        #expect(rootLog.states == [.ended], "outside the child only the root's tap sees the touch")
        #expect(childLog.states == [.ended])
        #expect(childTap.location(in: child) == Point(x: 50, y: 50), "the child converts window points into its own space")
    }

    @Test("A pan requiring a swipe to fail: a flick is a swipe, a slow drag is a pan")
    func panVersusSwipe() throws {
        let screen = TouchScreen()
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer(direction: .all)
        pan.require(toFail: swipe)
        screen.root.add(pan)
        screen.root.add(swipe)
        let panLog = StateLog(pan), swipeLog = StateLog(swipe)
        try screen.play("swipe 50,240 250,240")
        #expect(swipeLog.states == [.ended])
        #expect(panLog.states.isEmpty)
        try screen.play("drag 50,240 250,240 duration=3", at: 5)
        #expect(swipeLog.states == [.ended])
        #expect(panLog.states.first == .began && panLog.states.last == .ended)
    }

    @Test("Without require-to-fail, a pan that begins first makes the swipe fail")
    func panExcludesSwipe() throws {
        let screen = TouchScreen()
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer(direction: .all)
        screen.root.add(pan)
        screen.root.add(swipe)
        let panLog = StateLog(pan), swipeLog = StateLog(swipe)
        try screen.play("swipe 50,240 250,240")
        #expect(panLog.states.first == .began)
        #expect(swipeLog.states.isEmpty)
    }

    @Test("A button inside a scrolling list: a tap fires it, a drag un-highlights it and scrolls")
    func buttonInsideScrollingList() throws {
        let screen = TouchScreen()
        let list = screen.root.add(TouchBox("list", Rect(x: 0, y: 0, width: 320, height: 480)))
        let button = list.add(TouchBox("button", Rect(x: 100, y: 200, width: 120, height: 44)))
        let tracker = button.makeControl()
        var highlights: [Bool] = []
        var fired = 0
        tracker.onHighlightChange = { highlights.append($0) }
        tracker.onActivate = { fired += 1 }
        let scroll = PanGestureRecognizer()
        list.add(scroll)
        let scrollLog = StateLog(scroll)

        try screen.play("tap 160,220")
        #expect(fired == 1)
        #expect(highlights == [true, false])

        highlights.removeAll()
        try screen.play("drag 160,220 160,60 duration=0.3", at: 5)
        #expect(scrollLog.states.first == .began)
        #expect(highlights == [true, false], "the pan's cancel removes the highlight")
        #expect(fired == 1, "a scroll never fires the button")
        #expect(button.log.contains { $0.hasPrefix("cancelled") })
        #expect(!tracker.isTracking)
    }

    @Test("With cancelsTouchesInView off, the control keeps its touches while the pan runs")
    func cancelsTouchesInViewOff() throws {
        let screen = TouchScreen()
        let button = screen.root.add(TouchBox("button", Rect(x: 100, y: 200, width: 120, height: 44)))
        let tracker = button.makeControl()
        var fired = 0
        tracker.onActivate = { fired += 1 }
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        screen.root.add(pan)
        try screen.play("drag 160,220 190,220 duration=0.2")
        #expect(pan.state == .possible)
        #expect(fired == 1, "the finger lifted inside the tracking bounds")
        #expect(!button.log.contains { $0.hasPrefix("cancelled") })
    }

    @Test("Dragging out of a control's tracking bounds un-highlights it, back in re-highlights it")
    func dragOutAndBack() throws {
        let screen = TouchScreen()
        let button = screen.root.add(TouchBox("button", Rect(x: 100, y: 200, width: 120, height: 44)))
        let tracker = button.makeControl()
        var highlights: [Bool] = []
        var fired = 0
        tracker.onHighlightChange = { highlights.append($0) }
        tracker.onActivate = { fired += 1 }
        try screen.play("""
            down 1 160,220
            wait 0.05
            move 1 160,300
            wait 0.05
            move 1 160,330
            wait 0.05
            move 1 160,240
            wait 0.05
            up 1
            """)
        #expect(highlights == [true, false, true, false])
        #expect(fired == 1)
        try screen.play("down 2 160,220\nwait 0.05\nmove 2 160,400\nwait 0.05\nup 2", at: 5)
        #expect(fired == 1, "lifting outside does not fire")
    }

    @Test("delaysTouchesBegan holds the target's touches until the recognizer fails, and drops them if it recognizes")
    func delaysTouchesBegan() throws {
        let screen = TouchScreen()
        let target = screen.root.add(TouchBox("target", Rect(x: 0, y: 0, width: 320, height: 480)))
        target.handlesTouches = true
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        target.add(press)
        let script = try TouchScript("tap 100,100")
        screen.arbiter.handle(script.events[0])
        #expect(target.log.isEmpty, "touchesBegan waits")
        for event in script.events.dropFirst() { screen.arbiter.handle(event) }
        #expect(target.log == ["began #1", "ended #1"], "the press failed, so the held touches arrive")

        target.log.removeAll()
        try screen.play("long-press 100,100 duration=0.8", at: 5)
        #expect(target.log.isEmpty, "the press recognized: the target never saw the finger")
    }

    @Test("shouldBegin can veto a recognizer; another one then wins")
    func shouldBegin() throws {
        let screen = TouchScreen()
        let child = screen.root.add(TouchBox("child", Rect(x: 50, y: 50, width: 100, height: 100)))
        let childTap = TapGestureRecognizer(), rootTap = TapGestureRecognizer()
        childTap.shouldBegin = { _ in false }
        child.add(childTap)
        screen.root.add(rootTap)
        let childLog = StateLog(childTap), rootLog = StateLog(rootTap)
        try screen.play("tap 100,100")
        #expect(childLog.states.isEmpty)
        #expect(rootLog.states == [.ended])
    }

    @Test("shouldReceive keeps touches away from a recognizer")
    func shouldReceive() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer()
        tap.shouldReceive = { _, touch in touch.location.y < 240 }
        screen.root.add(tap)
        let log = StateLog(tap)
        try screen.play("tap 100,300")
        #expect(log.states.isEmpty)
        #expect(tap.numberOfTouches == 0)
        try screen.play("tap 100,100", at: 5)
        #expect(log.states == [.ended])
    }

    @Test("Pinch and rotation recognize together only when allowed to be simultaneous")
    func pinchAndRotate() throws {
        for simultaneous in [false, true] {
            let screen = TouchScreen()
            let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
            if simultaneous { pinch.shouldRecognizeSimultaneously = { _, other in other is RotationGestureRecognizer } }
            screen.root.add(pinch)
            screen.root.add(rotation)
            let pinchLog = StateLog(pinch), rotationLog = StateLog(rotation)
            // Two fingers that spread and turn at once, sampled at 60 Hz.
            var lines: [String] = ["down 1 100,240", "down 2 220,240"]
            for i in 1...20 {
                let a = Double(i) * 0.05, r = 60.0 + Double(i) * 3
                let x = 160 + r * Foundation_cos(a), y = 240 + r * Foundation_sin(a)
                lines += ["wait 0.016", "move 1 \(320 - x),\(480 - y)", "move 2 \(x),\(y)"]
            }
            lines += ["wait 0.016", "up 1", "up 2"]
            try screen.play(lines.joined(separator: "\n"))
            if simultaneous {
                #expect(pinchLog.states.first == .began && pinchLog.states.last == .ended)
                #expect(rotationLog.states.first == .began && rotationLog.states.last == .ended)
            } else {
                let both = !pinchLog.states.isEmpty && !rotationLog.states.isEmpty
                #expect(!both, "exclusive recognizers never both run")
                #expect(!pinchLog.states.isEmpty || !rotationLog.states.isEmpty)
            }
        }
    }

    @Test("The arbiter's simultaneous policy lets unrelated recognizers share touches")
    func simultaneousPolicy() throws {
        let screen = TouchScreen()
        let a = PanGestureRecognizer(), b = PanGestureRecognizer()
        screen.root.add(a)
        screen.root.add(b)
        screen.arbiter.simultaneousPolicy = { _, _ in true }
        let aLog = StateLog(a), bLog = StateLog(b)
        try screen.play("drag 100,100 100,300")
        #expect(aLog.recognized && bLog.recognized)
    }

    @Test("A disabled recognizer receives nothing")
    func disabled() throws {
        let screen = TouchScreen()
        let tap = TapGestureRecognizer()
        tap.isEnabled = false
        screen.root.add(tap)
        let log = StateLog(tap)
        try screen.play("tap 100,100")
        #expect(log.states.isEmpty)
        tap.isEnabled = true
        try screen.play("tap 100,100", at: 5)
        #expect(log.states == [.ended])
    }
}

import Glibc
private func Foundation_cos(_ x: Double) -> Double { cos(x) }
private func Foundation_sin(_ x: Double) -> Double { sin(x) }
