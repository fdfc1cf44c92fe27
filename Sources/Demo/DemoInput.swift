import Scanout

/// What the demo logs of its input (`scanout run --scene demo --log-events`, read by the VM
/// suite): each switch's change, and a pinch recognizer on the root. The switches handle their
/// own touches (they are controls); the host routes touches to the demo's tree.
@MainActor
final class DemoInput {
    private let nodes: DemoSceneNodes
    private let log: @MainActor (String) -> Void

    /// Logging for `nodes`; `log` receives one line per recognised gesture.
    init(nodes: DemoSceneNodes, log: @escaping @MainActor (String) -> Void) {
        self.nodes = nodes
        self.log = log
    }

    /// Attaches the pinch recognizer and the switches' actions. They hold what they log with,
    /// not this object, which may go away once they are attached.
    func attach() {
        let log = log
        func describe(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        pinch.addAction { pinch in
            switch pinch.state {
            case .began: log("pinch: began at \(describe(pinch.locationInWindow))")
            case .ended: log("pinch: ended, scale \(String(Int((pinch.scale * 100).rounded()))) %")
            case .cancelled: log("pinch: cancelled")
            default: break
            }
        }
        nodes.root.addGestureRecognizer(pinch)
        for (row, control) in nodes.switches.enumerated() {
            control.addAction { control in
                // A drag that flips the knob ends the switch's pan; anything else was a tap.
                let how = control.pan.state == .ended ? "drag" : "tap"
                log("\(how): switch \(row), now \(control.isOn ? "on" : "off")")
            }
        }
    }
}
