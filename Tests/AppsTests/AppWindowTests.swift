import Devices
import Runtime
import Scanout
import ScanoutTesting
import Testing

/// A sign-up form that wires nothing: first and last name side by side, an email field under
/// them, and a Send button; sending without an email presents an alert through the context.
final class SignUpApp: App {
    let first = TextField(placeholder: "First", pasteboard: Pasteboard())
    let last = TextField(placeholder: "Last", pasteboard: Pasteboard())
    let email = TextField(placeholder: "Email", pasteboard: Pasteboard())
    let send = Button(title: "Send", style: .filled, role: .primary)
    private(set) var context: AppContext?
    private(set) weak var alert: Alert?
    private(set) var sent: [String] = []
    private(set) var alertsAnswered = 0

    var name: String { "Sign Up" }

    func makeRootView(context: AppContext) -> Node {
        self.context = context
        send.addAction { [unowned self] _ in submit() }
        let names = HStackNode(spacing: 12, alignment: .center, distribution: .fillEqually)
        names.addChild(first)
        names.addChild(last)
        let column = VStackNode(spacing: 12, alignment: .fill)
        column.padding = EdgeInsets(20)
        for node in [names, email, send] as [Node] { column.addChild(node) }
        return column
    }

    func submit() {
        guard !email.text.isEmpty else {
            let alert = Alert(title: "Type Your Email")
            alert.addAction(AlertAction("OK", role: .cancel) { [unowned self] in alertsAnswered += 1 })
            self.alert = alert
            context?.present(alert)
            return
        }
        sent.append(email.text)
    }
}

/// The app's window: the keyboard, alerts and focus an app gets without wiring them.
@MainActor
@Suite("App window")
struct AppWindowTests {
    /// `SignUpApp` launched on a 400 × 600 headless screen in `direction`, settled.
    private func launch(_ direction: LayoutDirection = .leftToRight) throws
        -> (app: SignUpApp, instance: AppInstance, session: HeadlessSession) {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        let size = PixelSize(width: 400, height: 600)
        let app = SignUpApp()
        let instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, scale: 1, environment: environment))
        let session = HeadlessSession(content: instance, pixelSize: size, fonts: try TestFonts.system())
        instance.attach(to: session.host)
        instance.launch()
        session.run()
        return (app, instance, session)
    }

    /// Plays `script` and runs until everything has settled.
    private func play(_ script: String, on session: HeadlessSession) throws {
        session.play(try TouchScript(script))
        session.run()
    }

    /// `node`'s centre on the screen, as a touch script's `X,Y`.
    private func centre(of node: Node) -> String {
        let p = node.convert(Point(x: node.bounds.width / 2, y: node.bounds.height / 2), to: nil)
        return "\(Int(p.x)),\(Int(p.y))"
    }

    @Test("Tapping a text field brings the window's keyboard up and the keys typed go to the field; Tab goes on to the next")
    func fieldGetsTheKeyboard() throws {
        let (app, instance, session) = try launch()
        let window = instance.context.window
        #expect(!window.isKeyboardShown && !app.first.isEditing)
        try play("tap \(centre(of: app.first))\nwait 0.5", on: session)
        #expect(app.first.isEditing, "the tap began editing")
        #expect(window.isKeyboardShown && window.keyboardHost.keyboardProgress == 1, "the on-screen keyboard is up")
        #expect(window.keyboardHost.keyboard.client === app.first, "it types into the tapped field")
        #expect(instance.context.focus.focused === app.first, "the field took focus through the window's focus system")
        #expect(app.first.focusSystem === instance.context.focus)

        try play("key h\nwait 0.1\nkey i\nwait 0.1\nkey Tab\nwait 0.1\nkey o\nwait 0.3", on: session)
        #expect(app.first.text == "hi", "hardware keys reach the field focused by the tap")
        #expect(app.last.isEditing && app.last.text == "o", "Tab moved on to the next field, which gets the keys")
        #expect(!window.isKeyboardShown, "a hardware key typed takes the on-screen keyboard down")
    }

    @Test("Keyboard focus moves through the fields in reading order, left to right and right to left, with no list",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func readingOrder(direction: LayoutDirection) throws {
        let (app, instance, session) = try launch(direction)
        let firstX = app.first.convert(Point(x: 0, y: 0), to: nil).x
        let lastX = app.last.convert(Point(x: 0, y: 0), to: nil).x
        #expect(direction == .leftToRight ? firstX < lastX : firstX > lastX, "the first name is on the leading side")
        let order: [Node] = [app.first, app.last, app.email, app.send]
        let collected = instance.context.window.focusOrder
        #expect(collected.count == order.count)
        #expect(zip(collected, order).allSatisfy { $0 === $1 }, "\(collected)")

        var visited: [Node?] = []
        for _ in order {
            try play("key Tab\nwait 0.2", on: session)
            visited.append(instance.context.focus.focused as? Node)
        }
        #expect(visited.count == order.count && zip(visited, order).allSatisfy { $0 === $1 }, "Tab visits \(visited)")
        try play("key shift+Tab\nwait 0.2", on: session)
        #expect(instance.context.focus.focused === app.email, "Shift-Tab goes back")
        #expect(instance.context.focus.isFocusVisible, "keyboard navigation shows the focus ring")
    }

    @Test("Reading order follows the frames where the tree does not: lines top to bottom, each from its leading edge")
    func readingOrderByFrames() {
        let canvas = Node()
        let below = Button(title: "Below"), trailing = Button(title: "Trailing"), leading = Button(title: "Leading")
        // Added in the opposite order to where they stand.
        for (button, frame) in [(below, Rect(x: 20, y: 100, width: 100, height: 44)),
                                (trailing, Rect(x: 200, y: 42, width: 100, height: 40)),
                                (leading, Rect(x: 20, y: 40, width: 100, height: 44))] {
            button.frame = frame
            canvas.addChild(button)
        }
        let hidden = Button(title: "Hidden")
        hidden.frame = Rect(x: 20, y: 10, width: 100, height: 20)
        hidden.isHidden = true
        canvas.addChild(hidden)
        let inert = Button(title: "Inert")
        inert.frame = Rect(x: 200, y: 100, width: 100, height: 44)
        inert.isUserInteractionEnabled = false
        canvas.addChild(inert)

        let ltr = FocusOrder.controls(in: canvas)
        #expect(ltr.count == 3 && ltr[0] === leading && ltr[1] === trailing && ltr[2] === below, "\(ltr)")
        canvas.environmentOverrides.layoutDirection = .rightToLeft
        let rtl = FocusOrder.controls(in: canvas)
        #expect(rtl.count == 3 && rtl[0] === trailing && rtl[1] === leading && rtl[2] === below,
                "right to left, the line starts at the right: \(rtl)")
    }

    @Test("An alert presented through the context shows over the app, takes the keys, and goes when answered")
    func alertThroughTheContext() throws {
        let (app, instance, session) = try launch()
        let window = instance.context.window
        let corner = (x: 5, y: 590)
        let undimmed = session.display.frame[corner.x, corner.y]
        try play("tap \(centre(of: app.send))\nwait 1", on: session)
        let alert = try #require(app.alert, "Send with no email presented an alert")
        #expect(window.presentedModals.count == 1 && window.presentedModals.first === alert)
        #expect(alert.modalPresenter === window.presenter, "in the app's window")
        #expect(session.display.frame[corner.x, corner.y] != undimmed, "the screen behind is dimmed")
        #expect(instance.context.focus.trappedControls?.count == 1, "keys reach only the alert's button")

        try play("key Escape\nwait 1", on: session)
        #expect(window.presentedModals.isEmpty && app.alertsAnswered == 1, "Escape answered its Cancel button")
        #expect(instance.context.focus.trappedControls == nil)
        #expect(session.display.frame[corner.x, corner.y] == undimmed, "the dimming went with it")

        try play("tap \(centre(of: app.send))\nwait 1", on: session)
        let again = try #require(app.alert)
        let ok = try #require(instance.context.focus.trappedControls?.first as? Node)
        try play("tap \(centre(of: ok))\nwait 1", on: session)
        #expect(window.presentedModals.isEmpty && app.alertsAnswered == 2, "a tap on OK dismissed it")
        #expect(again.parent === nil)
        #expect(app.sent.isEmpty)
    }
}
