/// Replays a ``TouchScript`` against a clock: it hands out the events that are due.
///
/// Tests drive it with a virtual clock (``events(upTo:)``) or in one go (``play(on:)``); the
/// screenshot mode and `ScriptedInputSource` use the same type.
public struct TouchScriptPlayer: Sendable {
    /// The script being played.
    public let script: TouchScript
    private var nextIndex = 0

    /// Starts playing a script from its beginning.
    public init(script: TouchScript) { self.script = script }

    /// Whether every event has been handed out.
    public var isFinished: Bool { nextIndex >= script.events.count }

    /// When the next event is due, in seconds on the script's clock.
    public var nextEventTime: Double? { isFinished ? nil : script.events[nextIndex].timestamp }

    /// The events with timestamps up to and including `time`, in order.
    public mutating func events(upTo time: Double) -> [InputEvent] {
        var due: [InputEvent] = []
        while nextIndex < script.events.count, script.events[nextIndex].timestamp <= time {
            due.append(script.events[nextIndex])
            nextIndex += 1
        }
        return due
    }
}

extension InputEvent {
    /// The same event, `offset` seconds later.
    public func shifted(by offset: Double) -> InputEvent {
        guard offset != 0 else { return self }
        switch self {
        case .touch(var e):
            e.timestamp += offset
            for i in e.changedTouches.indices {
                e.changedTouches[i].timestamp += offset
                e.changedTouches[i].startTimestamp += offset
            }
            return .touch(e)
        case .pointer(var e):
            e.timestamp += offset
            return .pointer(e)
        case .key(var e):
            e.timestamp += offset
            return .key(e)
        case .keyboardsChanged(let count, let timestamp):
            return .keyboardsChanged(count: count, timestamp: timestamp + offset)
        }
    }
}
