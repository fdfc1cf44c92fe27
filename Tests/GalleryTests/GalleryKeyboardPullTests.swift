import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The soak's way off the keyboard (Board/vm/soak-session.awk, `leave_keyboard`): a pull down in
/// the form's leading margin scrolls it, and the form scrolls the keyboard away on a drag
/// (`keyboardDismissMode = .onDrag`), however the pull's events arrive: one every 16 ms, or all
/// in one read, as a loaded board's libinput hands over what queued while a frame was drawn.
@MainActor
@Suite("Gallery form: a pull in the margin takes the keyboard down")
struct GalleryKeyboardPullTests {
    /// The pull from 10,250 to 10,400 in ten steps, `gaps` seconds before each of its events
    /// (the finger down, ten moves, the lift).
    static func pull(gaps: [Double]) -> String {
        var lines = ["down 1 10,250"]
        for step in 1...10 { lines.append("move 1 10,\(250 + 15 * step)") }
        lines.append("up 1")
        var script: [String] = []
        for (i, line) in lines.enumerated() {
            // Each event its own input frame (libinput's), `wait 0` between: events written
            // without one would be one frame, where a finger has one position.
            if i > 0 { script.append("wait \(gaps[i % gaps.count])") }
            script.append(line)
        }
        return script.joined(separator: "\n") + "\nwait 1"
    }

    @Test("Paced, bunched, or all in one read", arguments: [
        ("paced", [0.016]), ("all at once", [0]), ("bunched as the soak's seed 21 had it", [0, 0, 0.141, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ])
    func pullTakesKeyboardDown(_ name: String, _ gaps: [Double]) throws {
        let fixture = try GalleryKeyboardFixture(width: 1024, height: 768)
        let field = try #require(fixture.node("form name") as? TextField)
        try fixture.tap(field)
        #expect(fixture.host.isKeyboardShown)
        try fixture.play(Self.pull(gaps: gaps))
        #expect(!fixture.host.isKeyboardShown, "\(name): the keyboard stayed up after the pull")
    }
}
