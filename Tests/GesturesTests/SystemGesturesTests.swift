import Graphics
import ScanoutTesting
import Testing
@testable import Gestures

@MainActor
@Suite("System gestures and screen edges")
struct SystemGesturesTests {
    private func make(reserved: ScreenEdges = []) -> (TouchScreen, SystemGestures, CommandLog) {
        let screen = TouchScreen()
        screen.arbiter.reservedEdges = reserved
        let system = SystemGestures()
        let app = CommandLog()
        system.handlers = [app]
        system.install(on: screen.arbiter)
        return (screen, system, app)
    }

    @Test("Three-finger swipe left undoes, right redoes")
    func undoRedo() throws {
        let (screen, _, app) = make()
        try screen.play("swipe 260,240 80,240 fingers=3")
        try screen.play("swipe 80,240 260,240 fingers=3", at: 2)
        #expect(app.commands == [.undo, .redo])
    }

    @Test("Three-finger pinch in copies, out pastes; a small pinch does nothing")
    func copyPaste() throws {
        let (screen, _, app) = make()
        try screen.play("pinch 160,240 from=100 to=40 fingers=3")
        try screen.play("pinch 160,240 from=40 to=100 fingers=3", at: 2)
        try screen.play("pinch 160,240 from=60 to=70 fingers=3", at: 4)
        #expect(app.commands == [.copy, .paste])
    }

    @Test("Four-finger swipe switches apps; a three-finger recognizer does not also fire")
    func switchApp() throws {
        let (screen, _, app) = make()
        try screen.play("swipe 260,240 80,240 fingers=4")
        try screen.play("swipe 60,240 260,240 fingers=4", at: 2)
        #expect(app.commands == [.switchApp(.next), .switchApp(.previous)])
    }

    @Test("In a right-to-left language the four-finger swipes mirror: right is the next app, left the previous")
    func switchAppRightToLeft() throws {
        let (screen, system, app) = make()
        system.isRightToLeft = true
        try screen.play("swipe 60,240 260,240 fingers=4")
        try screen.play("swipe 260,240 80,240 fingers=4", at: 2)
        #expect(app.commands == [.switchApp(.next), .switchApp(.previous)])
    }

    @Test("Four-finger swipe up shows the app switcher; a swipe down does nothing")
    func appSwitcher() throws {
        let (screen, _, app) = make()
        try screen.play("swipe 160,400 160,200 fingers=4")
        try screen.play("swipe 160,200 160,400 fingers=4", at: 2)
        #expect(app.commands == [.showAppSwitcher])
    }

    @Test("In a single-app kiosk the four-finger swipes switch nothing; turned back on, they do")
    func singleAppSwitcherOff() throws {
        let (screen, system, app) = make()
        system.allowsAppSwitching = false
        try screen.play("swipe 260,240 80,240 fingers=4")
        try screen.play("swipe 160,400 160,200 fingers=4", at: 1)
        #expect(app.commands.isEmpty)
        system.allowsAppSwitching = true
        try screen.play("swipe 260,240 80,240 fingers=4", at: 2)
        try screen.play("swipe 160,400 160,200 fingers=4", at: 3)
        #expect(app.commands == [.switchApp(.next), .showAppSwitcher])
    }

    @Test("Commands go to the first handler that accepts them: the focused app, then the runtime")
    func handlerChain() throws {
        let (screen, system, app) = make()
        let runtime = CommandLog()
        app.accepts = false
        system.handlers = [app, runtime]
        try screen.play("swipe 260,240 80,240 fingers=3")
        #expect(app.commands == [.undo])
        #expect(runtime.commands == [.undo])
        app.accepts = true
        try screen.play("swipe 260,240 80,240 fingers=3", at: 2)
        #expect(runtime.commands == [.undo], "the app handled the second one")
    }

    @Test("A system gesture cancels the app's pan that shares its fingers")
    func systemWinsOverApp() throws {
        let (screen, _, app) = make()
        let pan = PanGestureRecognizer()
        screen.root.add(pan)
        let panLog = StateLog(pan)
        try screen.play("swipe 260,240 80,240 fingers=3")
        #expect(app.commands == [.undo])
        #expect(panLog.states.first == .began)
        #expect(panLog.states.last == .cancelled)
    }

    @Test("A reserved edge goes to the system: the app's recognizers never see it")
    func reservedEdge() throws {
        let (screen, system, app) = make(reserved: [.bottom])
        let appPan = PanGestureRecognizer()
        screen.root.add(appPan)
        let appLog = StateLog(appPan)
        #expect(system.edgePans.count == 1)
        try screen.play("drag 160,475 160,300 duration=0.3")
        #expect(app.commands == [.screenEdgeSwipe(.bottom)])
        #expect(appLog.states.isEmpty)
        try screen.play("drag 160,300 160,100 duration=0.3", at: 3)
        #expect(appLog.recognized, "away from the edge the app pans")
        #expect(app.commands.count == 1)
    }

    @Test("Edge protect: the first swipe goes to the app, a second one soon after to the system")
    func edgeProtect() throws {
        let (screen, _, app) = make(reserved: [.bottom, .leading])
        screen.arbiter.edgesDeferringSystemGestures = [.bottom]
        let appEdge = ScreenEdgePanGestureRecognizer(edges: .bottom)
        screen.root.add(appEdge)
        let appLog = StateLog(appEdge)
        try screen.play("drag 160,475 160,300 duration=0.3")
        #expect(appLog.recognized)
        #expect(app.commands.isEmpty)
        try screen.play("drag 160,475 160,300 duration=0.3", at: 1)
        #expect(app.commands == [.screenEdgeSwipe(.bottom)])
        #expect(appLog.states.filter { $0 == .ended }.count == 1)
        try screen.play("drag 160,475 160,300 duration=0.3", at: 10)
        #expect(appLog.states.filter { $0 == .ended }.count == 2, "after the interval the app gets it first again")
        try screen.play("drag 5,240 200,240 duration=0.3", at: 20)
        #expect(app.commands.last == .screenEdgeSwipe(.leading), "an edge that is not deferred stays the system's")
    }

    @Test("Leading and trailing edges follow the layout direction")
    func edgePanDirection() throws {
        for rtl in [false, true] {
            let screen = TouchScreen()
            screen.arbiter.isRightToLeft = rtl
            let leading = ScreenEdgePanGestureRecognizer(edges: .leading)
            screen.root.add(leading)
            let log = StateLog(leading)
            try screen.play("drag 5,240 200,240 duration=0.3")
            try screen.play("drag 315,240 120,240 duration=0.3", at: 2)
            #expect(log.states.filter { $0 == .ended }.count == 1)
            #expect(leading.startEdge == [] && log.states.first == .began)
            let zones = ScreenEdges.zones(containing: Point(x: 5, y: 240), in: screen.root.frame, isRightToLeft: rtl)
            #expect(zones == (rtl ? .trailing : .leading))
        }
    }

    @Test("An edge pan ignores touches that start away from its edge and moves along it")
    func edgePanFails() throws {
        let screen = TouchScreen()
        let edge = ScreenEdgePanGestureRecognizer(edges: .leading)
        screen.root.add(edge)
        let log = StateLog(edge)
        try screen.play("drag 160,240 300,240 duration=0.3")
        try screen.play("drag 5,100 5,400 duration=0.3", at: 2)
        #expect(log.states.isEmpty)
    }
}
