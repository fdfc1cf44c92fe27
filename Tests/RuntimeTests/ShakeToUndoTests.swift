import Controls
import Devices
import Gestures
import Glibc
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

/// Shake to undo through the host, on the virtual clock: synthetic accelerometer samples are
/// read at 50 Hz only while a text field is edited, and a shake presents the field's Undo alert.
@Suite("Shake to undo through the host")
@MainActor
struct ShakeToUndoTests {
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    /// A 390 × 300 pt screen: a text field (tapped at 160,57) and a button, in a modal presenter.
    struct Screen {
        let session: HeadlessSession
        let presenter: ModalPresenter
        let field: TextField
        let shake: ShakeToUndo
    }

    /// The screen, its accelerometer reading `acceleration(t)` in g (1 g = 1024 counts) at the
    /// virtual clock's time `t`.
    func screen(acceleration: @escaping @MainActor (Double) -> (x: Double, y: Double, z: Double)) -> Screen {
        let presenter = ModalPresenter(content: Node())
        let field = TextField(placeholder: "Name", pasteboard: Pasteboard())
        field.frame = Rect(x: 20, y: 40, width: 300, height: 34)
        let button = Button(title: "Save")
        button.frame = Rect(x: 20, y: 200, width: 100, height: 44)
        presenter.content.addChild(field)
        presenter.content.addChild(button)
        presenter.frame = Rect(x: 0, y: 0, width: 390, height: 300)
        let focus = FocusSystem()
        focus.controls = [field, button]
        let owner = SceneOwner(root: presenter, pixelSize: PixelSize(width: 390, height: 300))
        let session = HeadlessSession(
            content: SceneContent(owner: owner, focus: focus), pixelSize: PixelSize(width: 390, height: 300), fonts: fonts)
        let clock = session.clock
        let shake = ShakeToUndo(host: session.host) {
            let a = acceleration(clock.now)
            return AccelerometerReading(x: a.x * 1024, y: a.y * 1024, z: a.z * 1024)
        }
        return Screen(session: session, presenter: presenter, field: field, shake: shake)
    }

    /// Upright and still, then shaken side to side at 3 Hz and 1.8 g from `start` for 1.2 s.
    static func shaken(at start: Double) -> @MainActor (Double) -> (x: Double, y: Double, z: Double) {
        { t in
            let shaking = t >= start && t < start + 1.2
            return (shaking ? 1.8 * sin(2 * .pi * 3 * (t - start)) : 0.01, 1, 0.01)
        }
    }

    @Test("Typing into a field and shaking presents the Undo alert; its Undo takes the typing back")
    func shakePresentsUndo() throws {
        let s = screen(acceleration: Self.shaken(at: 2))
        s.session.play(try TouchScript("wait 0.5\ntap 160,57\nkey h\nkey i\nwait 4"))
        s.session.run(until: 1.5)
        #expect(s.field.text == "hi")
        #expect(s.shake.isReading, "a field being edited: the sensor is read")
        #expect(s.shake.shakeCount == 0)
        s.session.run(until: 4)
        #expect(s.shake.shakeCount == 1)
        let alert = try #require(s.presenter.presented.last as? UndoAlert)
        #expect(alert.title == "Undo Typing")
        let undo = try #require(alert.buttons.first { $0.action.title == "Undo" })
        undo.activate()
        s.session.run(until: 5)
        #expect(s.field.text == "")
    }

    @Test("With no text being edited the sensor is never read, so a shake does nothing and costs no wake-ups")
    func nothingEdited() throws {
        let s = screen(acceleration: Self.shaken(at: 1))
        s.session.play(try TouchScript("wait 0.5\ntap 70,222\nwait 3"))
        s.session.run(until: 4)
        #expect(s.shake.readCount == 0)
        #expect(s.presenter.presented.isEmpty)
    }

    @Test("Editing ends, reading stops; turning the panel to landscape while typing shows no alert")
    func stopsAndIgnoresTurning() throws {
        // A quarter turn in 0.25 s at 2 s, and back at 3 s.
        let s = screen { t in
            let turned = min(1, max(0, (t - 2) / 0.25)) - min(1, max(0, (t - 3) / 0.25))
            let angle = Double.pi / 2 * turned
            return (sin(angle), cos(angle), 0.01)
        }
        s.session.play(try TouchScript("wait 0.5\ntap 160,57\nkey a\nwait 4"))
        s.session.run(until: 4.5)
        #expect(s.shake.readCount > 150, "read at 50 Hz while editing")
        #expect(s.shake.shakeCount == 0)
        #expect(s.presenter.presented.isEmpty)
        s.field.endEditing()
        s.session.run(until: 4.6)
        let reads = s.shake.readCount
        #expect(!s.shake.isReading)
        s.session.run(until: 6)
        #expect(s.shake.readCount == reads)
    }
}
