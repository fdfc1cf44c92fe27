import Scanout
import Runtime
import ScanoutAppTesting
import Testing

@testable import SettingsApp

/// `scanout record-input --app settings`: device events recorded through a headless copy of the
/// app (``RecordingMirror``) are written by element where the element has a unique name, and the
/// recording replays onto the same elements.
@MainActor
@Suite("Recording the settings app's input by element")
struct SettingsRecordInputTests {
    let fonts: FontSystem
    let size = PixelSize(width: 390, height: 844)

    init() throws { fonts = try TestFonts.system() }

    /// The settings app launched on a headless session whose clock starts at `start`.
    func launch(at start: Double) -> (instance: AppInstance, session: HeadlessSession) {
        let instance = AppInstance(Settings(), configuration: AppConfiguration(pixelSize: size, stateStore: nil))
        instance.useFonts(fonts)
        let session = HeadlessSession(content: instance, pixelSize: size, fonts: fonts, clockStart: start)
        instance.attach(to: session.host)
        instance.launch()
        session.run()
        return (instance, session)
    }

    /// One finger down at `from`, moved to `to` in `steps` frames 16 ms apart, lifted.
    func stroke(id: Int, from: Point, to: Point, at time: Double, steps: Int) -> [InputEvent] {
        var events = [InputEvent.touch(TouchEvent(timestamp: time, changedTouches: [
            Touch(id: TouchID(id), phase: .began, location: from, timestamp: time),
        ]))]
        var last = from
        for i in 1...steps {
            let t = time + 0.016 * Double(i)
            let p = from + (to - from) * (Double(i) / Double(steps))
            events.append(.touch(TouchEvent(timestamp: t, changedTouches: [
                Touch(id: TouchID(id), phase: .moved, location: p, previousLocation: last, startLocation: from,
                      timestamp: t, startTimestamp: time),
            ])))
            last = p
        }
        let end = time + 0.016 * Double(steps + 1)
        events.append(.touch(TouchEvent(timestamp: end, changedTouches: [
            Touch(id: TouchID(id), phase: .ended, location: last, startLocation: from, timestamp: end, startTimestamp: time),
        ])))
        return events
    }

    /// What the screen offers a reader, in reading order.
    func labels(_ instance: AppInstance) -> [String] {
        AccessibilityTree.elements(of: instance.scene.root).compactMap(\.accessibilityLabel)
    }

    @Test("A tap on the Wi-Fi row is written by its label and replays onto that row; a long press keeps its coordinates")
    func tapByElement() throws {
        let start = 5_000.0
        let recording = launch(at: start)
        let mirror = RecordingMirror(session: recording.session)
        let wifiPoint = Point(x: 195, y: 135)
        let tapped = try #require(ElementTargetResolver.recordedElement(at: wifiPoint, in: recording.instance.scene.root))
        let before = labels(recording.instance)
        var recorder = TouchScriptRecorder()
        // A long press below the rows first (0.8 s): no element gesture, its coordinates are kept.
        var events = stroke(id: 1, from: Point(x: 195, y: 700), to: Point(x: 196, y: 700), at: start + 0.5, steps: 50)
        events += stroke(id: 2, from: wifiPoint, to: wifiPoint + Point(x: 2, y: 0), at: start + 2, steps: 3)
        for event in events { _ = mirror.record(event, into: &recorder) }
        recorder.finish()
        mirror.session.run()
        let text = recorder.text
        #expect(text.contains("down 1 195,700") && text.contains("up 1"), "the long press kept its coordinates:\n\(text)")
        #expect(text.contains("tap \(tapped.target)"), "the tap was written by element:\n\(text)")
        #expect(!text.contains("down 2"))
        let after = labels(recording.instance)
        #expect(after != before, "the copy followed the tap onto the Wi-Fi page")

        // Replayed on a fresh copy, the step finds the element the finger landed on, and the app
        // ends on the same page.
        let replay = launch(at: 0)
        let script = try TouchScript(text)
        let step = try #require(script.elementSteps.first)
        guard case .found(let frame, _) = ElementTargetResolver.resolve(step.target, in: replay.instance.scene.root) else {
            Issue.record("\(step.target) not found on the fresh copy")
            return
        }
        #expect(frame.contains(wifiPoint), "\(step.target) is the row under the recorded tap: \(frame)")
        replay.session.play(script)
        replay.session.run()
        #expect(labels(replay.instance) == after)
    }

    @Test("Without names, or with a name two elements share, the recorder writes coordinates")
    func coordinatesWithoutUniqueName() throws {
        var recorder = TouchScriptRecorder()
        let events = stroke(id: 1, from: Point(x: 10, y: 10), to: Point(x: 11, y: 10), at: 1, steps: 2)
        for event in events { recorder.record(event) { _ in nil } }
        #expect(recorder.text.contains("down 1 10,10") && recorder.text.contains("up 1"))
        #expect(!recorder.text.contains("tap "))
        // Two buttons labelled alike: the namer names neither; the third, by its label; one with
        // an identifier, by that.
        let root = Node()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let buttons = [Button(title: "OK"), Button(title: "OK"), Button(title: "Cancel"), Button(title: "OK")]
        buttons[3].accessibilityIdentifier = "confirm"
        for (i, button) in buttons.enumerated() {
            button.frame = Rect(x: 20, y: 20 + Double(i) * 60, width: 200, height: 44)
            root.addChild(button)
        }
        #expect(ElementTargetResolver.recordedElement(at: Point(x: 100, y: 42), in: root) == nil)
        #expect(ElementTargetResolver.recordedElement(at: Point(x: 100, y: 102), in: root) == nil)
        let cancel = ElementTargetResolver.recordedElement(at: Point(x: 100, y: 162), in: root)
        #expect(cancel?.target == ElementTarget(.label("Cancel")))
        #expect(cancel?.tapsAlike == true)
        #expect(ElementTargetResolver.recordedElement(at: Point(x: 100, y: 222), in: root)?.target == ElementTarget(.identifier("confirm")))
        #expect(ElementTargetResolver.recordedElement(at: Point(x: 300, y: 42), in: root) == nil, "no element there")
    }
}
