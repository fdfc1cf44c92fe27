public import Input

/// A headless session that follows a device's input while `scanout record-input --app` records
/// it, so the recording can name the elements the fingers land on (``record(_:into:)``): each
/// event first brings the session's virtual clock to the event's time (its animations run), is
/// recorded with the element under a landing finger named from the screen as it is then
/// (``ElementTargetResolver/recordedElement(at:in:)``), and is then handed to the session's
/// content, which reacts as the device's app does.
///
/// <!-- example context:
/// import Graphics
/// let session: HeadlessSession! = nil
/// let event: InputEvent! = nil
/// -->
/// ```swift
/// let mirror = RecordingMirror(session: session)    // a session showing the app, launched
/// var recorder = TouchScriptRecorder()
/// print(mirror.record(event, into: &recorder))      // the lines the event added
/// ```
@MainActor
public final class RecordingMirror {
    /// The session showing the copy of the app.
    public let session: HeadlessSession
    private let input = QueuedInputSource()

    /// Follows input on `session` (its content attached and launched), from the session's
    /// clock's now.
    public init(session: HeadlessSession) {
        self.session = session
        session.host.add(input)
        session.run(until: session.clock.now)
    }

    /// Records `event` (timestamps on the session's clock, at or after its now) into `recorder`
    /// and hands it to the session's content; returns the lines the recording added.
    public func record(_ event: InputEvent, into recorder: inout TouchScriptRecorder) -> [String] {
        if event.timestamp > session.clock.now { session.run(until: event.timestamp) }
        let root = session.host.content.inputRoot
        let lines = recorder.record(event) { point in
            root.flatMap { ElementTargetResolver.recordedElement(at: point, in: $0) }
        }
        input.enqueue(event)
        session.run(until: max(event.timestamp, session.clock.now))
        return lines
    }
}

/// Events handed in by their owner, due at their timestamps on the host's clock.
final class QueuedInputSource: TimedInputSource {
    private var queue: [InputEvent] = []
    private var now = 0.0

    var pollDescriptor: Int32? { nil }
    var nextEventTime: Double? { queue.first?.timestamp }

    func enqueue(_ event: InputEvent) { queue.append(event) }

    func advance(to time: Double) { now = max(now, time) }

    func dispatch() -> [InputEvent] {
        let due = queue.prefix { $0.timestamp <= now }
        queue.removeFirst(due.count)
        return Array(due)
    }
}
