import Apps
import Controls
import Devices
import Gestures
import Glibc
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
@testable import MultiApp
@testable import Runtime

/// The form app's views, made by the current test's instance (tests run one at a time: MainActor).
@MainActor
enum FormAppViews {
    static var field: TextField?
    static var keyboardHost: KeyboardHost?
    static var presenter: ModalPresenter?
}

/// An app with one text field (at 20,40, 300 × 34 pt) in a keyboard host, under a modal presenter
/// that shows its Undo alert.
final class FormApp: App {
    var name: String { "Form" }

    func makeRootView(context: AppContext) -> Node {
        let field = TextField(placeholder: "Name", pasteboard: Pasteboard())
        field.frame = Rect(x: 20, y: 40, width: 300, height: 34)
        let content = Node()
        content.addChild(field)
        let host = KeyboardHost(content: content)
        let presenter = ModalPresenter(content: host)
        context.focus.controls = [field]
        FormAppViews.field = field
        FormAppViews.keyboardHost = host
        FormAppViews.presenter = presenter
        return presenter
    }
}

/// Text entry in the multi-app runtime: shake to undo and a hardware keyboard plugged in or taken
/// away reach the app in front, as they reach a single app's scene.
@MainActor
@Suite("Multi-app text entry")
struct MultiAppTextEntryTests {
    /// The runtime with the form app first and Mail second, on a 480 × 320 screen.
    private func formScreen() throws -> MultiAppScreen {
        FormAppViews.field = nil
        return try MultiAppScreen { configuration in
            [AppInstance(FormApp(), configuration: configuration), AppInstance(MailApp(), configuration: configuration)]
        }
    }

    /// The form screen with shake to undo on a sensor upright and still, then shaken side to side
    /// at 3 Hz and 1.8 g for 1.2 s from `shakeAfter` seconds after the start (`start`, on the
    /// session's clock).
    private func shakenFormScreen(shakeAfter: Double) throws -> (screen: MultiAppScreen, start: Double, shake: ShakeToUndo) {
        let screen = try formScreen()
        let clock = screen.session.clock
        let start = clock.now
        let shakeStart = start + shakeAfter
        let shake = ShakeToUndo(host: screen.session.host) {
            let t = clock.now
            let shaking = t >= shakeStart && t < shakeStart + 1.2
            return AccelerometerReading(x: (shaking ? 1.8 * sin(2 * .pi * 3 * (t - shakeStart)) : 0.01) * 1024, y: 1024, z: 10)
        }
        return (screen, start, shake)
    }

    @Test("A shake while the app in front edits its field presents that app's Undo alert; its Undo takes the typing back")
    func shakeReachesTheAppInFront() throws {
        let (screen, start, shake) = try shakenFormScreen(shakeAfter: 4)
        let icon = screen.iconCentre(0)
        // Played and run to a time (the sensor's readings keep the host busy: it never settles).
        screen.session.play(try TouchScript("tap \(icon.x),\(icon.y)\nwait 1\ntap 170,57\nwait 0.5\nkey h\nkey i\nwait 0.5"))
        screen.session.run(until: start + 3)
        let field = try #require(FormAppViews.field)
        #expect(screen.content.foreground === screen.content.apps[0])
        #expect(field.text == "hi" && field.isEditing)
        #expect(shake.isReading, "the app in front's field is being edited: the sensor is read")
        screen.session.run(until: start + 6)
        #expect(shake.shakeCount == 1)
        let presenter = try #require(FormAppViews.presenter)
        let alert = try #require(presenter.presented.last as? UndoAlert, "the alert is the app's, over its form")
        #expect(alert.title == "Undo Typing")
        let undo = try #require(alert.buttons.first { $0.action.title == "Undo" })
        undo.activate()
        screen.idle(1)
        #expect(field.text == "")
    }

    @Test("An app sent to the background stops the sensor: a shake on the home screen reaches no app")
    func noShakeForASuspendedApp() throws {
        let (screen, start, shake) = try shakenFormScreen(shakeAfter: 6)
        let icon = screen.iconCentre(0)
        let script = "tap \(icon.x),\(icon.y)\nwait 1\ntap 170,57\nwait 0.5\nkey a\nwait 0.5\n" + screen.toHome
        screen.session.play(try TouchScript(script))
        screen.session.run(until: start + 1.9)  // before the swipe
        #expect(FormAppViews.field?.text == "a" && shake.isReading, "edited in front: the sensor is read")
        screen.session.run(until: start + 5)
        #expect(screen.content.apps[0].state == .suspended && !screen.content.isShowingSwitcher)
        #expect(!shake.isReading, "the field editing in the suspended app is not the focus keys reach")
        let reads = shake.readCount
        screen.session.run(until: start + 8)
        #expect(shake.readCount == reads && shake.shakeCount == 0)
        #expect(FormAppViews.presenter?.presented.isEmpty == true)
    }

    @Test("A hardware keyboard plugged in takes the app in front's on-screen keyboard down; taken away, it comes back; every app's scene learns it")
    func keyboardHotplugReachesTheAppInFront() throws {
        let screen = try formScreen()
        let icon = screen.iconCentre(0)
        try screen.play("tap \(icon.x),\(icon.y)\nwait 1\ntap 170,57\nwait 1")
        let field = try #require(FormAppViews.field)
        let host = try #require(FormAppViews.keyboardHost)
        #expect(field.isEditing && host.isKeyboardShown && host.keyboardProgress == 1)
        let router = try #require(screen.session.host.input)

        router.deliver([.keyboardsChanged(count: 1, timestamp: screen.session.clock.now)])
        screen.idle(1)
        #expect(!host.isKeyboardShown && host.keyboard.parent == nil && field.isEditing)
        for app in screen.content.apps {
            #expect(app.instance.scene.environment.isHardwareKeyboardConnected, "\(app.displayName) knows too")
        }
        #expect(screen.content.systemOwner.environment.isHardwareKeyboardConnected)

        router.deliver([.keyboardsChanged(count: 0, timestamp: screen.session.clock.now)])
        screen.idle(1)
        #expect(host.isKeyboardShown && host.keyboardProgress == 1 && host.keyboard.client === field)
        #expect(!screen.content.apps[1].instance.scene.environment.isHardwareKeyboardConnected)
    }

    @Test("The edit menu of the app in front goes when a finger lands elsewhere, upright and turned 90°: the runtime hands the landing in the app's points",
          arguments: [false, true])
    func editMenuGoesAtTouchElsewhere(turned: Bool) throws {
        let screen = try formScreen()
        let icon = screen.iconCentre(0)
        try screen.play("tap \(icon.x),\(icon.y)\nwait 1")
        if turned {
            #expect(screen.content.rotate(to: .clockwise90))
            screen.session.run()
        }
        let field = try #require(FormAppViews.field)
        // A point of the app's on the 480 × 320 glass (turned: the app's (x, y) is (480 − y, x)).
        func glass(_ x: Double, _ y: Double) -> String { turned ? "\(480 - y),\(x)" : "\(x),\(y)" }
        func menu() -> EditMenu? {
            var found: EditMenu?
            func visit(_ node: Node) {
                if let m = node as? EditMenu, m.isPresented { found = m }
                node.children.forEach(visit)
            }
            visit(screen.content.apps[0].instance.scene.root)
            return found
        }
        try screen.play("tap \(glass(170, 57))\nwait 0.6\nkey h\nkey i\nwait 0.3\nlong-press \(glass(100, 57)) duration=0.8\nwait 1")
        #expect(field.isEditing && menu() != nil, "no edit menu after the long press")
        // Beside the field, above the keyboard, in the app's points.
        try screen.play("tap \(glass(300, 120))\nwait 0.6")
        #expect(menu() == nil, "the menu stayed after a tap elsewhere")
        #expect(field.isEditing)
    }
}
