import Graphics
import Scanout
import Runtime
import ScanoutTesting
import Testing

@testable import CheckInApp

/// CheckIn wires no presenter, keyboard host or focus list: its window brings them.
@MainActor
@Suite("CheckIn's window: keyboard, focus and alerts")
struct CheckInWindowTests {
    @Test("Tapping Name brings the keyboard up; keys type, Tab goes to Company, Check In shows the alert in the window; Escape answers it")
    func formThroughTheWindow() throws {
        let size = PixelSize(width: 800, height: 480)
        let app = CheckIn()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, scale: 1))
        let session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: try TestFonts.system())
        instance.attach(to: session.host)
        instance.launch()
        session.run()
        let screen = try #require(app.screen)
        let window = instance.context.window
        func play(_ script: String) throws {
            session.play(try TouchScript(script))
            session.run()
        }

        let name = screen.nameField
        let p = name.convert(Point(x: name.bounds.midX, y: name.bounds.midY), to: nil)
        try play("tap \(Int(p.x)),\(Int(p.y))\nwait 0.5")
        #expect(name.isEditing && window.isKeyboardShown, "the tap began editing and the keyboard came up")
        #expect(window.keyboardHost.keyboard.client === name)

        try play("key shift+a\nwait 0.1\nkey d\nwait 0.1\nkey a\nwait 0.1\nkey Tab\nwait 0.1\nkey x\nwait 0.3")
        #expect(name.text == "Ada" && screen.companyField.text == "x", "keys typed into Name, then Company after Tab")
        #expect(screen.companyField.isEditing && !name.isEditing)

        let order = window.focusOrder
        #expect(order.count >= 3 && order[0] === name && order[1] === screen.companyField, "the form in reading order")
        let checkIn = try #require(order.dropFirst(2).first as? Button, "Check In follows the fields")
        let b = checkIn.convert(Point(x: checkIn.bounds.midX, y: checkIn.bounds.midY), to: nil)
        try play("tap \(Int(b.x)),\(Int(b.y))\nwait 1")
        let alert = try #require(screen.alert, "Check In presented the welcome")
        #expect(window.presentedModals.first === alert, "the welcome alert is in the app's window")
        #expect(screen.visitors.map(\.name) == ["Ada"])

        try play("key Escape\nwait 1")
        #expect(window.presentedModals.isEmpty, "Escape answered its OK")
        #expect(instance.context.focus.trappedControls == nil)
    }
}
