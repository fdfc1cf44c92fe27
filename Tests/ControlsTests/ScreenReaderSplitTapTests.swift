import Gestures
import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// VoiceOver's split tap under real touches: one finger rests on an element (spoken when it
/// landed) and a second finger's tap anywhere activates it, as a double tap would; the resting
/// finger goes on exploring. Two fingers landing together keep their own gestures.
@MainActor
@Suite("Screen reader split tap")
struct ScreenReaderSplitTapTests {
    typealias Screen = ScreenReaderTests.Screen

    static func utterances(_ transcript: SpeechTranscript) -> [String] { ScreenReaderTests.utterances(transcript) }

    /// The centre of `node`'s element on the screen, as a script's `x,y`.
    static func spot(_ node: Node) -> String {
        let frame = node.accessibilityFrame
        return "\(Int(frame.midX)),\(Int(frame.midY))"
    }

    @Test(
        "A finger resting on a button and a tap of another anywhere activates it; the finger then explores on and split-taps again",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func splitTapActivates(direction: LayoutDirection) throws {
        let screen = try Screen(direction: direction)
        var saves = 0
        var cancels = 0
        screen.save.addAction { _ in saves += 1 }
        screen.cancel.addAction { _ in cancels += 1 }
        screen.reader.start(on: screen.scene.arbiter)
        let save = Self.spot(screen.save)
        let cancel = Self.spot(screen.cancel)
        try screen.scene.start(
            """
            down 1 \(save)
            wait 0.6
            down 2 160,400
            wait 0.08
            up 2
            wait 0.3
            move 1 \(cancel)
            wait 0.3
            down 2 40,300
            wait 0.08
            up 2
            wait 0.3
            up 1
            """)
        screen.scene.run(seconds: 0.65)
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Save, button"], "spoken on touch-down")
        #expect(saves == 0, "resting activates nothing")
        screen.scene.run(seconds: 0.1)
        #expect(saves == 1 && cancels == 0, "the second finger's tap activated Save (\(direction))")
        #expect(screen.scene.owner.accessibilityCursor == screen.save.accessibilityFrame)
        screen.scene.run(seconds: 0.35)
        #expect(Self.utterances(screen.transcript).last == "Cancel, button", "the resting finger explored on")
        #expect(screen.scene.owner.accessibilityCursor == screen.cancel.accessibilityFrame)
        screen.scene.run(seconds: 1)
        #expect(!screen.scene.isPlayingScript)
        #expect(saves == 1 && cancels == 1, "a second split tap activated what the finger rests on now")
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Save, button", "Cancel, button"])
        #expect(!screen.transcript.isPaused, "no two-finger tap was seen")
    }

    @Test("A split tap on a switch row toggles it and says the new value, as a double tap does", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func splitTapToggles(direction: LayoutDirection) throws {
        let screen = try Screen(direction: direction)
        screen.reader.start(on: screen.scene.arbiter)
        // The row spans the screen's width: its middle is the same in both directions.
        try screen.scene.play("down 1 160,162\nwait 0.6\ndown 2 160,420\nwait 0.05\nup 2\nwait 0.2\nup 1")
        #expect(!screen.wifi.isOn)
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Wi-Fi, on, switch button", "off"])
    }

    @Test("Resting soon after landing (before the explore delay) and the other finger's tap still make a split tap")
    func splitTapEarly() throws {
        let screen = try Screen()
        var saves = 0
        screen.save.addAction { _ in saves += 1 }
        screen.reader.start(on: screen.scene.arbiter)
        // The second finger lands 0.2 s after the first: past the multi-finger interval, while the
        // flick that exploring waits for has not failed yet.
        try screen.scene.play("down 1 \(Self.spot(screen.save))\nwait 0.2\ndown 2 160,400\nwait 0.05\nup 2\nwait 0.1\nup 1")
        #expect(saves == 1)
        #expect(!screen.transcript.isPaused, "not a two-finger tap")
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Save, button"])
    }

    @Test("A second finger's tap while the resting one is over no element does nothing and says nothing")
    func splitTapOverNothing() throws {
        let screen = try Screen()
        var saves = 0
        screen.save.addAction { _ in saves += 1 }
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.play("tap \(Self.spot(screen.save))")
        let said = screen.transcript.entries.count
        let stops = screen.transcript.stops
        try screen.scene.play("wait 1\ndown 1 160,400\nwait 0.6\ndown 2 100,300\nwait 0.05\nup 2\nwait 0.2\nup 1")
        #expect(saves == 0, "Save was focused but not under the resting finger")
        #expect(screen.transcript.entries.count == said, "nothing was said")
        #expect(screen.transcript.stops == stops, "nothing was cut off")
        #expect(!screen.transcript.isPaused)
        #expect(screen.scene.owner.accessibilityCursor == screen.save.accessibilityFrame)
    }

    @Test("Two fingers landing together (or within the multi-finger interval) still tap to pause and resume; flicks still move")
    func twoFingerTapAndFlickKept() throws {
        let screen = try Screen()
        var saves = 0
        screen.save.addAction { _ in saves += 1 }
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.play("tap \(Self.spot(screen.save)) fingers=2")
        #expect(screen.transcript.isPaused, "fingers in one frame: a two-finger tap")
        try screen.scene.play("down 1 \(Self.spot(screen.save))\nwait 0.05\ndown 2 160,400\nwait 0.05\nup 2\nup 1")
        #expect(!screen.transcript.isPaused, "0.05 s apart: a two-finger tap again")
        #expect(saves == 0, "neither was a split tap")
        try screen.scene.play("swipe 100,300 200,300")
        #expect(Self.utterances(screen.transcript).last == "Save, button", "a flick from the heading")
        try screen.scene.play("double-tap 160,400")
        #expect(saves == 1, "the double tap still activates")
    }
}
