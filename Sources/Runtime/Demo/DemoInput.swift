import Devices
import Gestures
import Scene
import Graphics

/// Touch for the demo: libinput (udev seat) → ``InputTranslator`` → ``GestureArbiter`` over the
/// scene's nodes → a tap recognizer on each switch node (toggles it) and a pinch recognizer on
/// the root (logged).
/// Recognizer deadlines run on a timerfd armed only while one is pending.
@MainActor
final class DemoInput {
    private let content: DemoContent
    private let session: DisplaySession
    private let board: BoardProfile
    private let logsEvents: Bool
    private var arbiter: GestureArbiter?
    private var source: LibinputSource?
    private let deadlineTimer: FrameTimer

    init(content: DemoContent, session: DisplaySession, board: BoardProfile, logsEvents: Bool) throws(EventLoopError) {
        self.content = content
        self.session = session
        self.board = board
        self.logsEvents = logsEvents
        deadlineTimer = try FrameTimer()
    }

    /// The touch mapping for the session's current display.
    private var mapping: TouchMapping {
        let scene = session.pixelSize
        let panel = session.rotation.swapsAxes ? PixelSize(width: scene.height, height: scene.width) : scene
        return TouchMapping(panelSize: panel, rotation: session.rotation, scale: board.scale)
    }

    /// Opens libinput on the board's seat and starts delivering touches. No input device is not
    /// an error (devices may come later); a seat libinput cannot use is.
    func start() throws(InputSourceError) {
        let mapping = self.mapping
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
                session.setNeedsFrame()
            }
            content.nodes.switches[row].addGestureRecognizer(tap)
        }
        // Scene nodes are the gesture targets: hit tests go through the tree.
        let arbiter = GestureArbiter(root: content.nodes.root)
        self.arbiter = arbiter
        let source = try LibinputSource(backend: .udev(seat: board.seat), mapping: mapping, keymapLayout: board.keymap)
        self.source = source
        guard let fd = source.pollDescriptor else { throw .contextFailed }
        do {
            try session.eventLoop.watch(fd) { [unowned self] in dispatch() }
            try session.eventLoop.watch(deadlineTimer.fileDescriptor) { [unowned self] in
                deadlineTimer.acknowledge()
                arbiter.advance(to: MonotonicClock.now())
                armDeadline()
                session.setNeedsFrame()
            }
        } catch {
            throw .contextFailed
        }
        dispatch()  // devices already present
        log("input: libinput on \(board.seat), \(source.devices.count) device(s): \(source.devices.keys.sorted().joined(separator: ", "))")
    }

    private func dispatch() {
        guard let source, let arbiter else { return }
        source.translator.mapping = mapping  // follows hotplug and mode changes
        arbiter.windowBounds = source.translator.mapping.screenBounds
        let events: [InputEvent]
        do { events = try source.dispatch() } catch {
            log("input: \(error)")
            return
        }
        for event in events { arbiter.handle(event) }
        armDeadline()
        if !events.isEmpty { session.setNeedsFrame() }
    }

    private func armDeadline() {
        if let deadline = arbiter?.nextDeadline { deadlineTimer.arm(at: deadline) } else if deadlineTimer.isArmed { deadlineTimer.disarm() }
    }

    private func describe(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }

    private func log(_ message: String) {
        if logsEvents || message.hasPrefix("input:") { session.log("scanout: " + message) }
    }
}
