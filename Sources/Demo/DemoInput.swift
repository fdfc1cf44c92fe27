import Scanout

/// Touch for the demo: ``SceneInput`` (libinput → translator → arbiter over the scene's nodes)
/// with a tap recognizer on each switch node (toggles it) and a pinch recognizer on the root
/// (logged).
@MainActor
final class DemoInput {
    private let content: DemoContent
    private let session: DisplaySession
    private let logsEvents: Bool
    private let input: SceneInput

    init(content: DemoContent, session: DisplaySession, board: BoardProfile, logsEvents: Bool) throws(EventLoopError) {
        self.content = content
        self.session = session
        self.logsEvents = logsEvents
        input = try SceneInput(root: content.nodes.root, session: session, board: board)
        input.log = { [session] message in session.log("scanout: " + message) }
    }

    /// Attaches the demo's recognizers and starts delivering touches.
    func start() throws(InputSourceError) {
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        pinch.addAction { [unowned self] recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            switch pinch.state {
            case .began: log("pinch: began at \(describe(pinch.locationInWindow))")
            case .ended: log("pinch: ended, scale \(String(Int((pinch.scale * 100).rounded()))) %")
            case .cancelled: log("pinch: cancelled")
            default: break
            }
        }
        content.nodes.root.addGestureRecognizer(pinch)
        for row in 0..<6 {
            let tap = TapGestureRecognizer()
            tap.name = "tap switch \(row)"
            tap.addAction { [unowned self] recognizer in
                guard recognizer.state == .ended else { return }
                content.toggleSwitch(row: row, at: recognizer.currentTime)
                log("tap: switch \(row) at \(describe(recognizer.locationInWindow)), now \(content.isSwitchOn(row: row) ? "on" : "off")")
            }
            content.nodes.switches[row].addGestureRecognizer(tap)
        }
        try input.start()
    }

    private func describe(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }

    private func log(_ message: String) {
        if logsEvents { session.log("scanout: " + message) }
    }
}
