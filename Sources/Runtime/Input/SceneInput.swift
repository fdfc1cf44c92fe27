public import Devices
public import Gestures
public import Scene
import Graphics

/// Input for a scene on a display session: libinput (the board's udev seat) →
/// ``InputTranslator`` (the display's rotation and the board's calibration) → a
/// ``GestureArbiter`` over the scene's nodes; keys go to a ``FocusSystem`` (Return, Escape, Tab).
/// Recognizer deadlines (double-tap and long-press timeouts) run on a timerfd armed only while
/// one is pending, so an idle screen has no wake-ups.
@MainActor
public final class SceneInput {
    /// The arbiter over the scene: attach recognizers to nodes, system recognizers here.
    public let arbiter: GestureArbiter
    /// Keyboard focus over the scene's controls.
    public let focus: FocusSystem
    /// Called with each line worth logging (device changes, errors).
    public var log: (@MainActor (String) -> Void)?

    private let session: DisplaySession
    private let board: BoardProfile
    private var source: LibinputSource?
    private let deadlineTimer: FrameTimer

    /// Input for the scene under `root` on `session`, with keys going to `focus`.
    ///
    /// - Throws: ``EventLoopError`` when the deadline timer cannot be created.
    public init(root: Node, focus: FocusSystem = FocusSystem(), session: DisplaySession, board: BoardProfile) throws(EventLoopError) {
        arbiter = GestureArbiter(root: root)
        self.focus = focus
        self.session = session
        self.board = board
        deadlineTimer = try FrameTimer()
        focus.attach(to: arbiter)
    }

    /// The touch mapping for the session's current display.
    private var mapping: TouchMapping {
        let scene = session.pixelSize
        let panel = session.rotation.swapsAxes ? PixelSize(width: scene.height, height: scene.width) : scene
        return TouchMapping(panelSize: panel, rotation: session.rotation, scale: board.scale,
                            calibration: board.touchCalibration ?? .identity)
    }

    /// Opens libinput on the board's seat and starts delivering events. No input device is not
    /// an error (devices may come later); a seat libinput cannot use is.
    public func start() throws(InputSourceError) {
        let source = try LibinputSource(backend: .udev(seat: board.seat), mapping: mapping, keymapLayout: board.keymap)
        self.source = source
        guard let fd = source.pollDescriptor else { throw .contextFailed }
        do {
            try session.eventLoop.watch(fd) { [unowned self] in dispatch() }
            try session.eventLoop.watch(deadlineTimer.fileDescriptor) { [unowned self] in
                deadlineTimer.acknowledge()
                arbiter.advance(to: MonotonicClock.now())
                armDeadline()
            }
        } catch {
            throw .contextFailed
        }
        dispatch()  // devices already present
        log?("input: libinput on \(board.seat), \(source.devices.count) device(s): \(source.devices.keys.sorted().joined(separator: ", "))")
    }

    private func dispatch() {
        guard let source else { return }
        source.translator.mapping = mapping  // follows hotplug and mode changes
        arbiter.windowBounds = source.translator.mapping.screenBounds
        let events: [InputEvent]
        do { events = try source.dispatch() } catch {
            log?("input: \(error)")
            return
        }
        for event in events { arbiter.handle(event) }
        armDeadline()
    }

    private func armDeadline() {
        if let deadline = arbiter.nextDeadline { deadlineTimer.arm(at: deadline) } else if deadlineTimer.isArmed { deadlineTimer.disarm() }
    }
}
