import Controls
import Devices
import Gestures
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// Held hardware keys repeat through the host, at the board's delay and rate, on the virtual clock.
@Suite("Key repeat through the host")
@MainActor
struct KeyRepeatTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    /// A session showing one text field being edited.
    func session(keyRepeat: KeyRepeat) -> (HeadlessSession, TextField) {
        let field = TextField(text: "", pasteboard: Pasteboard())
        field.frame = Rect(x: 10, y: 10, width: 200, height: 36)
        let root = Node()
        root.addChild(field)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 240, height: 64))
        let focus = FocusSystem()
        focus.controls = [field]
        field.focusSystem = focus
        let session = HeadlessSession(
            content: SceneContent(owner: owner, focus: focus), pixelSize: PixelSize(width: 240, height: 64), fonts: fonts)
        session.host.keyRepeat = keyRepeat
        field.beginEditing()
        return (session, field)
    }

    @Test("A key held one second types once, then repeats after the delay at the rate until it comes up")
    func heldKeyRepeats() throws {
        let (session, field) = session(keyRepeat: KeyRepeat(delay: 0.5, rate: 10))
        session.play(try TouchScript("key-down a\nwait 1\nkey-up a\nwait 1"))
        session.run(until: 0.75)
        #expect(field.text == "aaaa")
        // The host wakes up for the next repeat.
        #expect(session.host.input?.nextDeadline.map { abs($0 - 0.8) < 1e-9 } == true)
        session.run()
        // The press at 0, repeats at 0.5, 0.6, 0.7, 0.8 and 0.9; the release at 1.0 stops the next.
        #expect(field.text == "aaaaaa")
        #expect(session.host.input?.nextDeadline == nil)
    }

    @Test("The board's delay and rate are what the host uses; Backspace held deletes at that rate")
    func boardRate() throws {
        let (session, field) = session(keyRepeat: KeyRepeat(delay: 0.25, rate: 20))
        field.text = String(repeating: "x", count: 30)
        session.play(try TouchScript("key End\nkey-down BackSpace\nwait 0.5\nkey-up BackSpace"))
        session.run()
        // One deletion at the press, then at 0.25, 0.30, …, 0.45: five more.
        #expect(field.text.count == 30 - 6)
    }

    @Test("With repeat off a held key types once and the host arms no wake-up for it")
    func repeatOff() throws {
        let (session, field) = session(keyRepeat: .off)
        session.play(try TouchScript("key-down a\nwait 2\nkey-up a"))
        session.run(until: 1)
        #expect(field.text == "a")
        #expect(session.host.input?.nextDeadline == nil)
        session.run()
        #expect(field.text == "a")
    }
}
