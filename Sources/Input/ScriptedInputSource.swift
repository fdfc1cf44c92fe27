/// Input from a ``TouchScript``, handed out as a virtual clock advances: the deterministic
/// twin of ``LibinputSource`` for tests and the screenshot mode.
///
/// The script's time 0 is ``startTime`` on the caller's clock. Nothing is read from devices and
/// there is no descriptor to watch: the owner calls ``advance(to:)`` (one frame at a time in
/// headless mode) and then ``dispatch()``. A script whose steps name elements needs an
/// ``elementResolver``, which the layer that shows the scene sets (Runtime's
/// `ScriptedInputSource.resolvingElements(in:)`); a target it does not find stops the script
/// and is kept in ``failure``.
public final class ScriptedInputSource: TimedInputSource {
    private var player: TouchScriptPlayer
    /// The caller's clock time at which the script starts, in seconds.
    public let startTime: Double
    /// The current time on the caller's clock, in seconds.
    public private(set) var now: Double

    /// Finds the elements the script's steps name, on the screen as it is when each step runs.
    public var elementResolver: ElementResolver?

    /// Why the script stopped early: an element target not found, or no resolver to look for it.
    public var failure: TouchScriptError? { player.failure }

    /// Plays `script` from `startTime` on.
    public init(script: TouchScript, startTime: Double = 0) {
        player = TouchScriptPlayer(script: script)
        self.startTime = startTime
        now = startTime
    }

    /// Parses and plays a script's text.
    ///
    /// - Throws: ``TouchScriptError`` naming the bad line.
    public convenience init(text: String, startTime: Double = 0) throws(TouchScriptError) {
        self.init(script: try TouchScript(text), startTime: startTime)
    }

    /// Scripted input has no descriptor.
    public var pollDescriptor: Int32? { nil }

    /// Whether every event has been handed out.
    public var isFinished: Bool { player.isFinished }

    /// When the next event is due, on the caller's clock.
    public var nextEventTime: Double? { player.nextEventTime.map { $0 + startTime } }

    /// When the script ends (after its last `wait`), on the caller's clock.
    public var endTime: Double { startTime + player.script.duration }

    /// Moves the clock forward (never backward).
    public func advance(to time: Double) { now = max(now, time) }

    /// The events due by ``now``, with timestamps on the caller's clock.
    public func dispatch() -> [InputEvent] {
        // An event due at `nextEventTime` (script time + start) must be handed out when the
        // clock reaches exactly that time: `(t + start) - start` can round below `t`, which
        // would leave the event pending and the host waking at the same time for ever.
        player.events(upTo: now - startTime + Self.timeTolerance, resolving: elementResolver).map {
            $0.shifted(by: startTime)
        }
    }

    /// How far below an event's time the clock may be and still hand it out, in seconds: far
    /// below any script's resolution, above the rounding of adding and removing ``startTime``.
    static let timeTolerance = 1e-9
}
