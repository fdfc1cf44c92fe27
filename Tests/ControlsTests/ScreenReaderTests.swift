import Gestures
import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// The screen reader driven by real touches on the host: VoiceOver's gestures move its cursor,
/// act on the standard controls and speak them; the cursor is drawn around the focused element.
@MainActor
@Suite("Screen reader")
struct ScreenReaderTests {
    /// A screen with a heading, two buttons, a switch row and a slider, and a reader over it.
    @MainActor
    struct Screen {
        let scene: SceneHarness
        let transcript = SpeechTranscript()
        let reader: ScreenReader
        let save = Button(title: "Save")
        let cancel = Button(title: "Cancel")
        let wifi = Switch(isOn: true)
        let slider = Slider(value: 0.5)

        init(direction: LayoutDirection = .leftToRight, scheme: ColorScheme = .light, scale: Double = 1) throws {
            scene = try SceneHarness(width: 320, height: 480, direction: direction, scheme: scheme, scale: scale)
            let heading = Label("Settings")
            heading.accessibilityTraits = [.header, .staticText]
            scene.place(heading, at: Rect(x: 20, y: 20, width: 280, height: 30))
            scene.place(save, at: Rect(x: 20, y: 70, width: 120, height: 44))
            scene.place(cancel, at: Rect(x: 180, y: 70, width: 120, height: 44))
            scene.place(ListRow("Wi-Fi", accessory: wifi), at: Rect(x: 0, y: 140, width: 320, height: 44))
            slider.accessibilityLabel = "Volume"
            scene.place(slider, at: Rect(x: 20, y: 210, width: 280, height: 44))
            reader = ScreenReader(root: scene.root, speech: transcript)
        }
    }

    /// What was said for elements and values, hints (spoken after a pause) left out.
    static func utterances(_ transcript: SpeechTranscript) -> [String] {
        transcript.entries.filter { $0.pause == 0 }.map(\.text)
    }

    @Test("Started, it takes every touch: a tap on a button speaks it and does not press it; stopped, taps press again")
    func takesTouches() throws {
        let screen = try Screen()
        var taps = 0
        screen.save.addAction { _ in taps += 1 }
        screen.reader.start(on: screen.scene.arbiter)
        #expect(screen.transcript.lines.first == "Settings, heading", "starting reads the first element")
        try screen.scene.play("tap 80,92")
        #expect(taps == 0, "the reader took the tap")
        #expect(screen.transcript.lines.last == "Save, button")
        #expect(screen.scene.owner.accessibilityCursor == screen.save.accessibilityFrame)
        try screen.scene.play("double-tap 250,400")
        #expect(taps == 1, "a double tap anywhere activates the focused button")
        screen.reader.stop()
        #expect(screen.scene.owner.accessibilityCursor == nil)
        try screen.scene.play("tap 80,92")
        #expect(taps == 2, "stopped, the tap reaches the button")
    }

    @Test("A finger landing on an element speaks it at once, before any rest: the cursor moves on touch-down")
    func speaksOnTouchDown() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.start("down 1 80,92\nwait 0.5\nup 1")
        screen.scene.run(seconds: 0.02)
        #expect(screen.scene.isPlayingScript, "the finger is still down")
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Save, button"])
        #expect(screen.transcript.entries.last?.interrupting == true, "the landing cuts off what was being said")
        #expect(screen.scene.owner.accessibilityCursor == screen.save.accessibilityFrame)
        screen.scene.run(seconds: 1)
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Save, button"], "the rest says nothing more")
    }

    @Test("A flick that lands on another element speaks it, then puts the cursor back and moves from where it was")
    func flickFromAnotherElement() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        let stops = screen.transcript.stops
        // The cursor is on the heading; the flick right starts on Cancel, the third element.
        try screen.scene.play("swipe 250,92 350,92")
        #expect(Self.utterances(screen.transcript) == ["Settings, heading", "Cancel, button", "Save, button"])
        #expect(screen.transcript.stops > stops, "the landing's words were cut")
        #expect(screen.scene.owner.accessibilityCursor == screen.save.accessibilityFrame, "next after the heading")
        // A flick left that starts on the Wi-Fi row goes back from Save, not from the row.
        try screen.scene.play("swipe 200,162 100,162")
        #expect(Self.utterances(screen.transcript).suffix(2) == ["Wi-Fi, on, switch button", "Settings, heading"])
        // At the last element a flick that landed elsewhere leaves the cursor where it was.
        screen.reader.navigator.focus(screen.slider)
        try screen.scene.play("swipe 80,92 180,92")
        #expect(screen.scene.owner.accessibilityCursor == screen.slider.accessibilityFrame)
    }

    @Test("A double tap that lands on a new element activates it; its second tap does not move the cursor")
    func doubleTapOnNewElement() throws {
        let screen = try Screen()
        var saves = 0
        var cancels = 0
        screen.save.addAction { _ in saves += 1 }
        screen.cancel.addAction { _ in cancels += 1 }
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.play("double-tap 80,92")
        #expect(saves == 1 && cancels == 0, "the first tap's landing focused Save, the double tap activated it")
        // The second tap 35 pt lower, on the Wi-Fi row: still the double tap of Save.
        try screen.scene.play("wait 1\ndown 1 80,110\nwait 0.05\nup 1\nwait 0.1\ndown 1 80,145\nwait 0.05\nup 1")
        #expect(saves == 2 && cancels == 0)
        #expect(screen.wifi.isOn, "the row under the second tap was not toggled")
        #expect(screen.scene.owner.accessibilityCursor == screen.save.accessibilityFrame)
    }

    @Test("A second finger landing soon after the first makes a two-finger gesture: the first one's landing is undone")
    func secondFingerUndoesLanding() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        let heading = screen.scene.owner.accessibilityCursor
        try screen.scene.play("down 1 80,92\nwait 0.03\ndown 2 110,92\nwait 0.05\nup 1\nup 2")
        #expect(screen.transcript.isPaused, "a two-finger tap")
        #expect(heading != nil && screen.scene.owner.accessibilityCursor == heading, "the cursor is back on the heading")
        // A finger that has rested and explored keeps the cursor when another lands.
        try screen.scene.play("tap 100,300 fingers=2")
        try screen.scene.play("down 1 250,92\nwait 0.4\ndown 2 100,300\nwait 0.05\nup 2\nup 1")
        #expect(screen.scene.owner.accessibilityCursor == screen.cancel.accessibilityFrame)
    }

    @Test("Swipes right and left move through the elements in reading order; mirrored layouts read trailing first")
    func swipes() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        for _ in 0..<3 { try screen.scene.play("swipe 100,300 200,300") }
        #expect(Self.utterances(screen.transcript) == [
            "Settings, heading", "Save, button", "Cancel, button", "Wi-Fi, on, switch button",
        ])
        let moves = screen.transcript.entries.filter { $0.pause == 0 }
        #expect(moves.allSatisfy { $0.interrupting }, "each move cuts off the last")
        try screen.scene.play("swipe 200,300 100,300")
        #expect(screen.transcript.lines.last == "Cancel, button")
        let mirrored = try Screen(direction: .rightToLeft)
        mirrored.reader.start(on: mirrored.scene.arbiter)
        try mirrored.scene.play("swipe 100,300 200,300")
        #expect(mirrored.transcript.lines.last == "Cancel, button", "in a right-to-left layout the trailing button comes first")
    }

    @Test("The hint follows after a pause; a double tap on the switch row toggles it and says its new value")
    func hintsAndValues() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.play("tap 160,162")
        let said = screen.transcript.entries.suffix(2)
        #expect(said.map(\.text) == ["Wi-Fi, on, switch button", "double tap to toggle setting"])
        #expect(said.last?.pause == screen.reader.hintDelay && said.last?.interrupting == false)
        try screen.scene.play("double-tap 20,400")
        #expect(!screen.wifi.isOn)
        #expect(screen.transcript.lines.last == "off")
    }

    @Test("Swipes up and down adjust the slider; turning two fingers moves the rotor, whose headings setting jumps to headings")
    func rotor() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        screen.reader.navigator.focus(screen.slider)
        let before = screen.slider.value
        try screen.scene.play("swipe 160,400 160,300")
        #expect(screen.slider.value > before, "a swipe up increments")
        try screen.scene.play("swipe 160,300 160,400")
        try screen.scene.play("swipe 160,300 160,400")
        #expect(screen.slider.value < before)
        // A quarter turn clockwise: two rotor steps (about 40° each), each setting spoken.
        try screen.scene.play("rotate 160,300 radius=60 degrees=90 duration=0.6")
        #expect(screen.reader.rotor == .words)
        #expect(screen.transcript.lines.suffix(2) == ["Characters", "Words"])
        try screen.scene.play("rotate 160,300 radius=60 degrees=45 duration=0.4")
        #expect(screen.reader.rotor == .headings)
        try screen.scene.play("swipe 160,400 160,300")
        #expect(screen.transcript.lines.last == "Settings, heading", "swipe up: the previous heading")
    }

    @Test("A two-finger tap pauses speech and another resumes; a two-finger swipe up reads everything from the top")
    func readAll() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.play("tap 100,300 fingers=2")
        #expect(screen.transcript.isPaused)
        try screen.scene.play("tap 100,300 fingers=2")
        #expect(!screen.transcript.isPaused)
        screen.transcript.clear()
        try screen.scene.play("swipe 160,400 160,300 fingers=2")
        #expect(screen.transcript.lines == [
            "Settings, heading", "Save, button", "Cancel, button", "Wi-Fi, on, switch button", "Volume, 50%, adjustable",
        ], "read in order, hints left out")
        #expect(screen.scene.owner.accessibilityCursor == screen.slider.accessibilityFrame, "the cursor ends on the last one read")
    }

    @Test("A three-finger swipe up scrolls a page and the scroll view announces it; touch-and-drag explores what is under the finger")
    func scrollAndExplore() throws {
        let scene = try SceneHarness(width: 320, height: 480)
        let content = Node()
        content.horizontalSizing = .fixed(320)
        content.verticalSizing = .fixed(1600)
        for i in 0..<20 {
            let button = Button(title: "Row \(i)")
            button.frame = Rect(x: 20, y: Double(i) * 80 + 10, width: 200, height: 44)
            content.addChild(button)
        }
        let scroll = ScrollView(content: content)
        scene.place(scroll, at: Rect(x: 0, y: 0, width: 320, height: 480))
        let transcript = SpeechTranscript()
        let reader = ScreenReader(root: scene.root, speech: transcript)
        reader.start(on: scene.arbiter)
        #expect(transcript.lines.first == "Row 0, button")
        try scene.play("swipe 160,400 160,300 fingers=3")
        #expect(scroll.contentOffset.y > 400)
        #expect(transcript.lines.last == "page 2 of 4", "1,600 points in pages of 432 (the view less a tenth): \(transcript.lines)")
        transcript.clear()
        try scene.play("drag 100,32 100,112 duration=1")
        #expect(transcript.lines.count >= 1, "exploring spoke what the finger crossed")
        #expect(transcript.lines.allSatisfy { $0.hasPrefix("Row ") })
    }

    @Test("A two-finger scrub dismisses an alert (its cancel) and the reader goes back to the screen under it")
    func scrubDismissesAlert() throws {
        let fixture = try PresentationFixture()
        let transcript = SpeechTranscript()
        let reader = ScreenReader(root: fixture.harness.root, speech: transcript)
        reader.start(on: fixture.arbiter)
        var cancelled = false
        let alert = Alert(title: "Delete?")
        alert.addAction(AlertAction("Cancel", role: .cancel) { cancelled = true })
        alert.addAction(AlertAction("Delete", role: .destructive))
        fixture.presenter.present(alert, animated: false)
        fixture.settle()
        #expect(transcript.lines.contains { $0.hasPrefix("Delete?") }, "the alert's screen change was read: \(transcript.lines)")
        try fixture.play(Self.scrub(at: Point(x: 160, y: 300)))
        #expect(cancelled)
        #expect(fixture.presenter.presented.isEmpty)
    }

    /// Two fingers drawing a "Z": right, back left, right again, 60 points each way.
    static func scrub(at centre: Point) -> String {
        var lines = ["down 1 \(Int(centre.x) - 20),\(Int(centre.y))", "down 2 \(Int(centre.x) + 20),\(Int(centre.y))"]
        var x = 0.0
        for target in [60.0, 0.0, 60.0] {
            while abs(x - target) > 0.1 {
                x += target > x ? 10 : -10
                lines.append("wait 0.016")
                lines.append("move 1 \(Int(centre.x - 20 + x)),\(Int(centre.y))")
                lines.append("move 2 \(Int(centre.x + 20 + x)),\(Int(centre.y))")
            }
        }
        lines += ["up 1", "up 2"]
        return lines.joined(separator: "\n")
    }

    @Test("The cursor is drawn around the focused element: a dark band with light edges, only its area repainted")
    func cursorPixels() throws {
        let screen = try Screen()
        screen.reader.start(on: screen.scene.arbiter)
        screen.reader.navigator.focus(screen.save)
        screen.reader.moveNext()
        screen.scene.settle()
        let frame = screen.cancel.accessibilityFrame
        let band = Color(premultipliedPixel: screen.scene.bitmap[Int(frame.midX), Int(frame.minY - AccessibilityCursor.outset)])
        #expect(band.red < 0.25 && band.green < 0.25 && band.blue < 0.25, "the band is dark: \(band)")
        let inside = Color(premultipliedPixel: screen.scene.bitmap[Int(frame.minX + 30), Int(frame.midY)])
        #expect(inside.red > 0.25 || inside.blue > 0.25, "the element itself is not covered: \(inside)")
    }

    @Test("The cursor around a button and around a switch row, light and dark", arguments: [ColorScheme.light, .dark])
    func cursorGolden(scheme: ColorScheme) throws {
        let screen = try Screen(scheme: scheme, scale: 2)
        screen.scene.root.background = .color(.system(.systemGroupedBackground))
        screen.reader.start(on: screen.scene.arbiter)
        try screen.scene.play("tap 160,162")
        screen.scene.settle()
        #expect(screen.scene.owner.accessibilityCursor != nil)
        try expectGolden(screen.scene.bitmap, "ScreenReader/cursor-\(scheme == .dark ? "dark" : "light")@2x",
                         tolerance: .perChannel(2, maxDifferingPixels: 0))
    }

    @Test("The host starts a reader over its content; it goes on over content that replaces it; stopped, touches reach the app")
    func hostReader() throws {
        let screen = try Screen()
        let host = screen.scene.host
        let reader = try #require(host.startScreenReader(speech: screen.transcript))
        #expect(host.startScreenReader(speech: screen.transcript) === reader, "one reader at a time")
        #expect(screen.transcript.lines.first == "Settings, heading")
        try screen.scene.play("tap 80,92")
        #expect(screen.transcript.lines.last == "Save, button")
        let other = SceneOwner(root: Node(), pixelSize: PixelSize(width: 320, height: 480))
        let ok = Button(title: "OK")
        other.root.addChild(ok)
        ok.frame = Rect(x: 100, y: 200, width: 120, height: 44)
        host.replaceContent(with: SceneContent(owner: other))
        #expect(host.screenReader?.root === other.root)
        #expect(screen.transcript.lines.last == "OK, button", "the new content's first element was read")
        var taps = 0
        ok.addAction { _ in taps += 1 }
        host.stopScreenReader()
        #expect(host.screenReader == nil && other.accessibilityCursor == nil)
        try screen.scene.play("tap 160,222")
        #expect(taps == 1, "stopped, the tap reaches the button")
    }
    @Test("On a row with swipe actions the rotor turns to Actions: swipes choose Delete, a double tap deletes the row without the swipe")
    func rotorActions() throws {
        let scene = try SceneHarness(width: 320, height: 480)
        let source = ReaderNames(["Ada", "Grace", "Linus"])
        let table = TableView(style: .plain)
        table.dataSource = source
        scene.place(table, at: Rect(x: 0, y: 0, width: 320, height: 480))
        scene.settle()
        let transcript = SpeechTranscript()
        let reader = ScreenReader(root: scene.root, speech: transcript)
        reader.start(on: scene.arbiter)
        #expect(transcript.lines.first == "Ada")
        #expect(reader.rotor == .actions, "an element with actions turns the rotor to Actions")
        let ada = try #require(reader.navigator.focused)
        #expect(ada.accessibilityCustomActions.map(\.name) == ["Delete"])
        #expect(transcript.entries.contains { $0.text == "Actions available" && $0.pause > 0 }, "\(transcript.lines)")
        try scene.play("swipe 160,300 160,200")  // up: the previous item, wrapping to the last action
        #expect(transcript.lines.last == "Delete")
        try scene.play("swipe 160,200 160,300")  // down: back to the row's own activation
        #expect(transcript.lines.last == "Activate, default")
        try scene.play("swipe 160,200 160,300")
        #expect(transcript.lines.last == "Delete")
        try scene.play("double-tap 160,400")
        scene.settle()
        #expect(source.names == ["Grace", "Linus"], "the double tap ran Delete")
        // Turning the rotor offers Actions only while the focused element has actions.
        reader.turnRotor(by: 1)
        #expect(reader.rotor != .actions)
        let settings = (0..<ReaderRotor.allCases.count).map { _ in
            reader.turnRotor(by: 1)
            return reader.rotor
        }
        #expect(settings.contains(.actions) == !(reader.navigator.focused?.accessibilityCustomActions.isEmpty ?? true))
    }
}

/// Names in a plain table that deletes the rows asked to: each row offers the swipe's Delete.
@MainActor
private final class ReaderNames: TableViewEditingDataSource {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", style: .default)
        cell.textLabel.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath) {
        guard editingStyle == .delete else { return }
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], animated: true)
    }
}
