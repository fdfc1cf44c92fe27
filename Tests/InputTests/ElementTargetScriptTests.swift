import Graphics
import Testing
@testable import Input

/// Touch script steps that name elements: parsing, timing, the events made once the element is
/// found, and the errors for a target that is malformed, missing or unresolvable.
@Suite("Touch scripts by element")
struct ElementTargetScriptTests {
    private func touches(_ events: [InputEvent]) -> [TouchEvent] {
        events.compactMap { if case .touch(let e) = $0 { e } else { nil } }
    }

    @Test("Labels (quoted, with spaces, curly quotes), identifiers and roles parse into targets")
    func parsing() throws {
        let script = try TouchScript("""
            tap "Open"
            tap id:open-button
            double-tap “Locker 7” fingers=2
            long-press id:"hold me" duration=1
            swipe-left row:"Locker 7"
            swipe-up adjustable:Volume duration=0.2
            tap "a # not a comment"   # a comment
            """)
        #expect(script.elementSteps.map(\.target) == [
            ElementTarget(.label("Open")), ElementTarget(.identifier("open-button")), ElementTarget(.label("Locker 7")),
            ElementTarget(.identifier("hold me")), ElementTarget(.label("Locker 7"), role: .row),
            ElementTarget(.label("Volume"), role: .adjustable), ElementTarget(.label("a # not a comment")),
        ])
        #expect(script.elementSteps.map(\.gesture) == [
            .tap(taps: 1, fingers: 1), .tap(taps: 1, fingers: 1), .tap(taps: 2, fingers: 2), .longPress(duration: 1, fingers: 1),
            .swipe(.left, duration: 0.12, fingers: 1), .swipe(.up, duration: 0.2, fingers: 1), .tap(taps: 1, fingers: 1),
        ])
        #expect(script.events.isEmpty, "no step's points are known before it runs")
        #expect(script.elementSteps.map(\.target.description)[4] == "row:\"Locker 7\"")
    }

    @Test("Element steps take their gesture's time, so the steps after them keep their times")
    func timing() throws {
        let script = try TouchScript("tap \"Open\"\nwait 0.5\ntap 10,10\ndouble-tap id:x\nwait 1")
        func near(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 } }
        #expect(near(script.elementSteps.map(\.time), [0, 0.6]))
        #expect(near(touches(script.events).map(\.timestamp), [0.55, 0.6]))
        #expect(abs(script.duration - (0.6 + 0.2 + 1)) < 1e-12)
    }

    @Test("Found at a frame, a tap lands at its centre and a swipe-left crosses it right to left")
    func eventsAtFrame() throws {
        let script = try TouchScript("tap \"Open\"\nswipe-left row:\"Locker 7\" duration=0.1")
        let frame = Rect(x: 0, y: 100, width: 320, height: 44)
        let tap = touches(script.events(for: script.elementSteps[0], in: Rect(x: 20, y: 20, width: 100, height: 44)))
        #expect(tap.map { $0.changedTouches[0].phase } == [.began, .ended])
        #expect(tap[0].changedTouches[0].location == Point(x: 70, y: 42))
        let pressed = touches(script.events(for: script.elementSteps[0], in: frame, activationPoint: Point(x: 290, y: 122)))
        #expect(pressed[0].changedTouches[0].location == Point(x: 290, y: 122), "a tap aims at the activation point")
        let swipe = touches(script.events(for: script.elementSteps[1], in: frame))
        let first = try #require(swipe.first?.changedTouches.first), last = try #require(swipe.last?.changedTouches.first)
        #expect(first.location.x > 250 && last.location.x < 70 && first.location.y == 122 && last.location.y == 122)
        #expect(first.timestamp == 0.05 && abs(last.timestamp - 0.15) < 1e-12)
    }

    @Test("The player resolves a step when it falls due, after the events before it, with the screen as it is then")
    func playerResolvesLate() throws {
        let script = try TouchScript("tap 10,10\nwait 0.5\ntap \"Open\"")
        var player = TouchScriptPlayer(script: script)
        var asked: [ElementTarget] = []
        let resolve: ElementResolver = { target in
            asked.append(target)
            return .found(Rect(x: 100, y: 200, width: 40, height: 20), activationPoint: Point(x: 120, y: 210))
        }
        let early = player.events(upTo: 0.3, resolving: resolve)
        #expect(touches(early).count == 2 && asked.isEmpty, "not resolved before its time")
        #expect(abs((player.nextEventTime ?? 0) - 0.55) < 1e-12)
        let late = touches(player.events(upTo: 10, resolving: resolve))
        #expect(asked == [ElementTarget(.label("Open"))])
        #expect(late.map { $0.changedTouches[0].location } == [Point(x: 120, y: 210), Point(x: 120, y: 210)])
        #expect(player.isFinished && player.failure == nil)
    }

    @Test("A target not found stops the script with the line and what the screen offers; no resolver says so")
    func failures() throws {
        let script = try TouchScript("wait 0.1\ntap \"Opne\"\ntap 5,5")
        var player = TouchScriptPlayer(script: script)
        _ = player.events(upTo: 10) { _ in .notFound(available: ["\"Open\"", "id:cancel"]) }
        let failure = try #require(player.failure)
        #expect(failure == TouchScriptError(line: 2, kind: .elementNotFound(target: "\"Opne\"", available: ["\"Open\"", "id:cancel"])))
        #expect(failure.description == "line 2: no element matches \"Opne\" (the screen has: \"Open\", id:cancel)")
        #expect(player.isFinished, "nothing after the failed step is played")

        var unresolved = TouchScriptPlayer(script: script)
        #expect(unresolved.events(upTo: 10).isEmpty)
        #expect(unresolved.failure?.kind == .noElementResolver(target: "\"Opne\""))
    }

    @Test("Malformed targets are parse errors naming the line")
    func parseErrors() {
        #expect(throws: TouchScriptError(line: 1, kind: .unterminatedQuote("tap \"Open"))) { try TouchScript("tap \"Open") }
        #expect(throws: TouchScriptError(line: 2, kind: .unknownRole("cell"))) { try TouchScript("wait 0\ntap cell:\"A\"") }
        #expect(throws: TouchScriptError(line: 1, kind: .missingArgument(command: "swipe-left", expected: "an element (\"Label\", id:name, row:\"Label\")"))) {
            try TouchScript("swipe-left 10,10")
        }
        #expect(throws: TouchScriptError.self) { try TouchScript("tap id:") }
        #expect(throws: TouchScriptError(line: 1, kind: .invalidPoint("Open"))) { try TouchScript("tap Open") }
    }
}
