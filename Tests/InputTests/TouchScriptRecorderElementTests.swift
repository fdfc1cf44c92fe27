import Graphics
import Testing

@testable import Input

/// The recorder naming elements: a one-finger tap or sideways swipe on a uniquely named element
/// is written by element when its named form lands alike; everything else keeps coordinates.
@Suite("Recording touches by element")
struct TouchScriptRecorderElementTests {
    /// An "Open" button over 100…300 × 100…144, whose named taps and leftward swipes land alike.
    static func naming(_ point: Point) -> RecordedElement? {
        guard Rect(x: 100, y: 100, width: 200, height: 44).contains(point) else { return nil }
        return RecordedElement(target: ElementTarget(.label("Open")), tapsAlike: true, swipesAlike: [.left])
    }

    /// The script's events of `text`, each recorded with ``naming(_:)``.
    static func record(_ text: String) throws -> TouchScriptRecorder {
        var recorder = TouchScriptRecorder()
        for event in try TouchScript(text).events { recorder.record(event, naming: naming) }
        recorder.finish()
        return recorder
    }

    @Test("A tap on the element is written by its name, at its time; one beside it keeps its coordinates")
    func tap() throws {
        let recorder = try Self.record("wait 0.5\ntap 150,120\nwait 0.7\ntap 20,20")
        // A recording starts at its first event.
        #expect(Array(recorder.lines.dropFirst()) == ["tap \"Open\"", "wait 0.7", "down 2 20,20", "wait 0.05", "up 2"])
        let replay = try TouchScript(recorder.text)
        #expect(replay.elementSteps.first?.target == ElementTarget(.label("Open")))
        #expect(replay.elementSteps.first?.time == 0)
        #expect(replay.events.first?.timestamp == 0.75, "the coordinates' tap keeps its time")
    }

    @Test("A swipe left across the element is written by name with its duration; right, up or down keep coordinates")
    func swipes() throws {
        let left = try Self.record("swipe 280,122 120,122 duration=0.15")
        #expect(left.lines.dropFirst().first == "swipe-left \"Open\" duration=0.15", "\(left.lines)")
        for stroke in ["swipe 120,122 280,122 duration=0.15", "swipe 200,140 200,60 duration=0.15"] {
            let other = try Self.record(stroke)
            #expect(other.lines.dropFirst().first == "down 1 \(stroke.split(separator: " ")[1])", "\(stroke): \(other.lines)")
            #expect(!other.text.contains("\"Open\""))
        }
    }

    @Test("More fingers, a long press and a drag keep their coordinates, and replay the same events")
    func coordinatesKept() throws {
        for text in ["tap 150,120 fingers=2", "long-press 150,120 duration=0.8", "drag 150,120 160,122 duration=0.3"] {
            let original = try TouchScript(text)
            let recorder = try Self.record(text)
            #expect(!recorder.text.contains("\"Open\""), "\(text): \(recorder.lines)")
            let replay = try TouchScript(recorder.text)
            #expect(replay.events.count == original.events.count, "\(text)")
            for (a, b) in zip(original.events, replay.events) { #expect(abs(a.timestamp - b.timestamp) < 0.002) }
        }
    }

    @Test("A name that would not land alike, or one a script cannot write, keeps coordinates")
    func notAlike() throws {
        var recorder = TouchScriptRecorder()
        for event in try TouchScript("tap 150,120").events {
            recorder.record(event) { _ in RecordedElement(target: ElementTarget(.label("Open")), tapsAlike: false, swipesAlike: []) }
        }
        #expect(recorder.lines.dropFirst().first == "down 1 150,120")
        var quoted = TouchScriptRecorder()
        for event in try TouchScript("tap 150,120").events {
            quoted.record(event) { _ in RecordedElement(target: ElementTarget(.label("Two\nlines")), tapsAlike: true, swipesAlike: []) }
        }
        #expect(quoted.lines.dropFirst().first == "down 1 150,120")
    }
}
