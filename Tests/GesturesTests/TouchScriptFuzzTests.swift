import Graphics
import ScanoutTesting
import Testing
@testable import Gestures

/// Mutated touch scripts through `TouchScript` and the arbiter: a script compiles to a bounded
/// list of finite, time-ordered events that play without leaving a recognizer stuck, or throws a
/// `TouchScriptError` naming its line; never a crash, a hang or memory out of proportion.
@MainActor
@Suite("Fuzz: touch scripts")
struct TouchScriptFuzzTests {
    @Test("Mutated touch scripts compile to bounded, ordered events or name the bad line")
    func mutatedScripts() {
        let screen = TouchScreen()
        let list = screen.root.add(TouchBox("list", Rect(x: 0, y: 40, width: 320, height: 400)))
        let button = list.add(TouchBox("button", Rect(x: 100, y: 200, width: 120, height: 44)))
        _ = button.makeControl()
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        let press = LongPressGestureRecognizer(), rotation = RotationGestureRecognizer()
        button.add(tap)
        button.add(press)
        list.add(pan)
        list.add(pinch)
        list.add(rotation)
        var offset = 0.0
        var played = 0
        let report = fuzz("touch script", seed: 0x5CA2_5C21, ciCount: 4_000, longCount: 1_000_000) { random, _ in
            let text = random.chance(0.5)
                ? String(decoding: ByteMutator.mutate(Array(random.pick(TouchScriptCorpus.scripts).utf8), &random), as: UTF8.self)
                : TouchScriptCorpus.mutateLines(random.pick(TouchScriptCorpus.scripts), &random)
            let script: TouchScript
            do throws(TouchScriptError) {
                script = try TouchScript(text)
            } catch {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(error.line >= 1 && error.line <= lines)
                #expect(!error.description.isEmpty)
                return .typedError
            }
            do {
                #expect(script.duration.isFinite && script.duration >= 0)
                #expect(script.events.count <= TouchScript.maximumEvents)
                let times = script.events.map(\.timestamp)
                let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
                let finite = times.allSatisfy { $0.isFinite }
                #expect(finite && ordered, "events out of order or not finite for the script:\n\(text)")
                // Scripts with the longest gestures (an hour sampled at 60 Hz) are compiled and
                // checked, but only the shorter ones are played, to keep the CI run short.
                if let step = script.elementSteps.first {
                    // A bare arbiter cannot find an element: the step fails, never skipped.
                    #expect(throws: TouchScriptError.self, "line \(step.line) aims at \(step.target)") {
                        try TouchScriptPlayer.play(script, on: screen.arbiter, offset: offset)
                    }
                } else if script.events.count <= 20_000 {
                    do {
                        try TouchScriptPlayer.play(script, on: screen.arbiter, offset: offset)
                        played += 1
                    } catch {
                        Issue.record("a script without element steps failed to play: \(error)")
                    }
                }
                offset += script.duration + 10
            }
            return .result
        }
        #expect(report.results > 0 && report.typedErrors > 0)
        #expect(played > report.results / 2)
        print("fuzz touch script: \(played) of \(report.results) compiled scripts played through the arbiter")
    }
}

enum TouchScriptCorpus {
    /// The documented example (docs/scripted-input.md, TouchScript's reference) and scripts like
    /// the tests'.
    static let scripts = [
        """
        tap 160,240
        wait 0.5
        double-tap 160,240
        long-press 80,120 duration=0.8
        drag 20,300 20,100 duration=0.3
        swipe 300,240 40,240 fingers=3
        pinch 160,240 from=40 to=120
        rotate 160,240 radius=60 degrees=90
        key shift+Tab
        down 1 100,100
        move 1 120,100
        up 1
        """,
        "# a switch\ntap 738,86\nwait 0.3\npinch 400,560 from=600 to=200\n",
        "down 1 10,10\ndown 2 50,50\nwait 0.1\nmove 1 20,20\nmove 2 40,40\ncancel 1\nup 2\nhover 5,5\nscroll 5,5 0,-30\n",
        "key-down ctrl+a\nkey-up ctrl+a\nkey Return\nkey Escape\ntap 1,1 taps=3 fingers=2\n",
    ]

    static let commands = TouchScript.commandNames + ["", "#", "tap\u{FFFD}", "TAP"]
    static let arguments = ["160,240", "0,0", "-5,-5", "1e308,1e308", "nan,1", "inf,2", "1,", ",", "3", "-1", "0",
                            "1e9", "1e-9", "99999999999999999999", "duration=1e9", "duration=0", "duration=-1",
                            "duration=nan", "fingers=1000000", "fingers=0", "fingers=11", "taps=1000000", "from=1e308",
                            "to=0", "radius=1e300", "degrees=1e300", "ctrl+", "+", "shift+shift+a", "=", "x=y"]

    /// Line-level damage: commands with random arguments (huge, negative, not numbers), lines
    /// dropped, repeated and swapped.
    static func mutateLines(_ text: String, _ random: inout FuzzRandom) -> String {
        LineMutator.mutate(text, &random) { random in
            ([random.pick(commands)] + (0..<random.int(in: 0...4)).map { _ in random.pick(arguments) })
                .joined(separator: " ")
        }.joined(separator: "\n")
    }
}
