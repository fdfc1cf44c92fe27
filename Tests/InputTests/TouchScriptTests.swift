import Graphics
import Testing
@testable import Input

@Suite("Touch scripts")
struct TouchScriptTests {
    @Test("Durations, waits and coordinates beyond the limits are errors naming the line, not a trap or a huge list")
    func limits() {
        #expect(throws: TouchScriptError(line: 2, kind: .tooLarge(name: "duration", value: 5000, limit: TouchScript.maximumDuration))) {
            try TouchScript("tap 1,1\ndrag 0,0 10,10 duration=5000")
        }
        #expect(throws: TouchScriptError.self) { try TouchScript("long-press 0,0 duration=1e300") }
        #expect(throws: TouchScriptError(line: 1, kind: .tooLarge(name: "wait", value: 1e6, limit: TouchScript.maximumWait))) {
            try TouchScript("wait 1e6")
        }
        #expect(throws: TouchScriptError.self) { try TouchScript("tap 1e300,0") }
    }

    @Test("Every event of a gesture comes at or after the one before, the lift at the gesture's end")
    func orderedEvents() throws {
        let script = try TouchScript("pinch 160,240 from=40 to=120\nrotate 160,240 radius=60 degrees=90")
        let times = script.events.map(\.timestamp)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(times.last == script.duration)
    }

    private func touches(_ script: TouchScript) -> [TouchEvent] {
        script.events.compactMap { if case .touch(let e) = $0 { e } else { nil } }
    }

    @Test("A tap is one finger down and up at the same place, 50 ms apart")
    func tap() throws {
        let script = try TouchScript("tap 120,48")
        let frames = touches(script)
        #expect(frames.count == 2)
        #expect(frames[0].changedTouches.map(\.phase) == [.began])
        #expect(frames[1].changedTouches.map(\.phase) == [.ended])
        #expect(frames[0].changedTouches[0].location == Point(x: 120, y: 48))
        #expect(frames[1].changedTouches[0].id == frames[0].changedTouches[0].id)
        #expect(abs(script.duration - 0.05) < 1e-12)
    }

    @Test("A drag samples the finger at 60 Hz along a straight line and ends at the end point")
    func drag() throws {
        let script = try TouchScript("drag 0,0 100,50 duration=0.5")
        let frames = touches(script)
        #expect(frames.count == 2 + 30)
        let moves = frames.dropFirst().dropLast()
        #expect(moves.allSatisfy { $0.changedTouches[0].phase == .moved })
        #expect(moves.last?.changedTouches[0].location == Point(x: 100, y: 50))
        #expect(abs((frames.last?.timestamp ?? 0) - 0.5) < 1e-12)
        let ts = frames.map(\.timestamp)
        #expect(zip(ts, ts.dropFirst()).allSatisfy { $0 <= $1 }, "time never goes backwards")
    }

    @Test("Multi-finger gestures move every finger in each frame; wait advances time")
    func multiFinger() throws {
        let script = try TouchScript("wait 1\nswipe 200,100 50,100 fingers=3")
        let frames = touches(script)
        #expect(frames[0].timestamp == 1)
        #expect(frames.allSatisfy { $0.changedTouches.count == 3 })
        #expect(Set(frames[0].changedTouches.map(\.id)).count == 3)
        let pinch = touches(try TouchScript("pinch 160,240 from=40 to=120"))
        let start = pinch[0].changedTouches.map(\.location), end = pinch[pinch.count - 2].changedTouches.map(\.location)
        #expect(start.map { $0.distance(to: Point(x: 160, y: 240)) }.allSatisfy { abs($0 - 40) < 1e-9 })
        #expect(end.map { $0.distance(to: Point(x: 160, y: 240)) }.allSatisfy { abs($0 - 120) < 1e-9 })
    }

    @Test("Low-level lines without a wait between them form one frame")
    func lowLevelFrames() throws {
        let script = try TouchScript("""
            # two fingers land together
            down 1 10,10
            down 2 50,10
            wait 0.1
            move 1 20,10
            move 2 40,10
            wait 0.1
            up 1
            up 2
            """)
        let frames = touches(script)
        #expect(frames.map(\.changedTouches.count) == [2, 2, 2])
        #expect(frames.map(\.timestamp) == [0, 0.1, 0.2])
        #expect(frames[1].changedTouches[0].previousLocation == Point(x: 10, y: 10))
    }

    @Test("Keys carry their modifiers and the text they type")
    func keys() throws {
        let script = try TouchScript("key shift+Tab\nkey a\nkey shift+a\nkey Return")
        let keys = script.events.compactMap { if case .key(let e) = $0 { e } else { nil } }
        #expect(keys.count == 8)
        #expect(keys[0].key == .tab && keys[0].modifiers == .shift && keys[0].isPressed)
        #expect(!keys[1].isPressed)
        #expect(keys[2].text == "a" && keys[4].text == "A")
        #expect(keys[6].key == .return)
    }

    @Test("Mistakes are typed errors that name the line", arguments: [
        ("tap 1,2\ntapp 3,4", TouchScriptError(line: 2, kind: .unknownCommand("tapp"))),
        ("\n\ntap", TouchScriptError(line: 3, kind: .missingArgument(command: "tap", expected: "a point x,y"))),
        ("tap 12", TouchScriptError(line: 1, kind: .invalidPoint("12"))),
        ("wait soon", TouchScriptError(line: 1, kind: .invalidNumber("soon"))),
        ("wait -1", TouchScriptError(line: 1, kind: .notPositive(name: "wait", value: -1))),
        ("drag 1,1 2,2 speed=3", TouchScriptError(line: 1, kind: .unknownOption(command: "drag", option: "speed"))),
        ("long-press 1,1 duration=0", TouchScriptError(line: 1, kind: .notPositive(name: "duration", value: 0))),
        ("down 1 0,0\ndown 1 5,5", TouchScriptError(line: 2, kind: .touchAlreadyDown(1))),
        ("move 4 1,1", TouchScriptError(line: 1, kind: .touchNotDown(4))),
        ("up 1 # never down", TouchScriptError(line: 1, kind: .touchNotDown(1))),
        ("tap 1,1 extra", TouchScriptError(line: 1, kind: .unexpectedArgument("extra"))),
        ("key hyper+a", TouchScriptError(line: 1, kind: .unknownModifier("hyper"))),
        ("tap nan,1", TouchScriptError(line: 1, kind: .invalidPoint("nan,1"))),
    ])
    func errors(text: String, expected: TouchScriptError) {
        #expect(throws: expected) { try TouchScript(text) }
        #expect(expected.description.hasPrefix("line \(expected.line): "))
    }

    @Test("A recording replays to the same frames, times and positions")
    func recorderRoundTrip() throws {
        let original = try TouchScript("""
            tap 10.25,20.5
            wait 0.3
            pinch 160,240 from=40 to=90 duration=0.2
            hover 5,5
            scroll 5,5 dy=-15
            key ctrl+c
            """)
        var recorder = TouchScriptRecorder()
        for event in original.events { recorder.record(event) }
        let replay = try TouchScript(recorder.text)
        #expect(replay.events.count == original.events.count)
        for (a, b) in zip(original.events, replay.events) {
            #expect(abs(a.timestamp - b.timestamp) < 0.002)
            switch (a, b) {
            case (.touch(let x), .touch(let y)):
                #expect(x.changedTouches.map(\.phase) == y.changedTouches.map(\.phase))
                for (p, q) in zip(x.changedTouches, y.changedTouches) {
                    #expect(p.location.distance(to: q.location) < 0.01)
                }
            case (.key(let x), .key(let y)):
                #expect(x.key == y.key && x.modifiers == y.modifiers && x.isPressed == y.isPressed)
            case (.pointer(let x), .pointer(let y)):
                #expect(x.kind == y.kind && x.location == y.location)
            default:
                Issue.record("event kinds differ: \(a) vs \(b)")
            }
        }
    }

    @Test("The player hands out events as its clock passes them")
    func player() throws {
        var player = TouchScriptPlayer(script: try TouchScript("tap 1,1\nwait 1\ntap 2,2"))
        #expect(player.events(upTo: 0).count == 1)
        #expect(player.events(upTo: 0.5).count == 1)
        #expect(player.nextEventTime == 1.05)
        #expect(player.events(upTo: 0.9).isEmpty)
        #expect(player.events(upTo: 2).count == 2)
        #expect(player.isFinished)
    }
}

@Suite("Touch script files")
struct TouchScriptFileTests {
    @Test("A script file that cannot be read is a line-0 error naming the file")
    func missingFile() {
        do {
            _ = try TouchScript(contentsOf: "/nonexistent/tap.txt")
            Issue.record("no error")
        } catch {
            #expect(error.line == 0)
            #expect(error.kind == .unreadableFile(.notFound(path: "/nonexistent/tap.txt")))
            #expect(error.description == "cannot read the touch script: “/nonexistent/tap.txt” does not exist")
        }
    }
}

@Suite("Scripted input source")
struct ScriptedInputSourceTests {
    @Test("An event is handed out when the clock reaches its time exactly, whatever the start time")
    func eventAtItsExactTime() throws {
        // 0.05 + 0.38333… − 0.38333… rounds below 0.05: the event must still come out.
        let start = 0.3833333333333333
        let source = ScriptedInputSource(script: try TouchScript("tap 10,10"), startTime: start)
        let down = try #require(source.nextEventTime)
        source.advance(to: down)
        #expect(source.dispatch().count == 1)
        let up = try #require(source.nextEventTime)
        #expect(up > down)
        source.advance(to: up)
        #expect(source.dispatch().count == 1)
        #expect(source.nextEventTime == nil)
    }
}

@Suite("Touch scripts: held keys")
struct TouchScriptHeldKeyTests {
    @Test("A key still held when the script ends comes up at its end; one released stays released")
    func heldKeyReleasedAtEnd() throws {
        let script = try TouchScript("key-down a\nkey-down shift+b\nkey-up b\nwait 1.5")
        let keys = script.events.compactMap { event -> KeyEvent? in
            if case .key(let key) = event { return key }
            return nil
        }
        #expect(keys.map(\.isPressed) == [true, true, false, false])
        let last = try #require(keys.last)
        #expect(last.key == .character("a") && !last.isPressed && last.timestamp == 1.5)
        #expect(script.duration == 1.5)
    }
}
