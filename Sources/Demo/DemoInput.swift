import Scanout

/// The demo's recognizers: a tap recognizer on each switch node (toggles it) and a pinch
/// recognizer on the root (logged). The host routes touches to the demo's tree.
@MainActor
final class DemoInput {
    private let content: DemoContent
    private let log: @MainActor (String) -> Void

    /// Recognizers for `content`; `log` receives one line per recognised gesture.
    init(content: DemoContent, log: @escaping @MainActor (String) -> Void) {
        self.content = content
        self.log = log
    }

    /// Attaches the recognizers to the demo's nodes.
    func attach() {
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
    }

    private func describe(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }
}
