/// Replays a ``TouchScript`` against a clock: it hands out the events that are due.
///
/// Tests drive it with a virtual clock (``events(upTo:resolving:)``) or in one go (``play(on:)``);
/// the screenshot mode and `ScriptedInputSource` use the same type. A step aimed at an element
/// (``TouchScript/elementSteps``) is resolved when its time comes, after every earlier event has
/// been handed out, so it finds the element where the screen shows it then; a target that is not
/// found stops the script (``failure``).
public struct TouchScriptPlayer: Sendable {
    /// The script being played.
    public let script: TouchScript
    private var nextIndex = 0
    private var nextStep = 0
    /// The events of the element step being played, not handed out yet.
    private var stepEvents: [InputEvent] = []
    private var stepEventIndex = 0
    /// Why the script stopped early: an element target that was not found.
    public private(set) var failure: TouchScriptError?

    /// Starts playing a script from its beginning.
    public init(script: TouchScript) { self.script = script }

    /// Whether every event has been handed out (or the script stopped at a failure).
    public var isFinished: Bool {
        failure != nil
            || (nextIndex >= script.events.count && nextStep >= script.elementSteps.count
                && stepEventIndex >= stepEvents.count)
    }

    /// When the next event (or element step) is due, in seconds on the script's clock.
    public var nextEventTime: Double? {
        guard !isFinished else { return nil }
        if stepEventIndex < stepEvents.count { return stepEvents[stepEventIndex].timestamp }
        if let step = pendingStep { return step.time }
        return nextIndex < script.events.count ? script.events[nextIndex].timestamp : nil
    }

    /// The element step that comes before the next script event, if any.
    private var pendingStep: ElementStep? {
        guard nextStep < script.elementSteps.count else { return nil }
        let step = script.elementSteps[nextStep]
        return step.eventIndex <= nextIndex ? step : nil
    }

    /// The events with timestamps up to and including `time`, in order. Element steps that fall
    /// due are resolved with `resolve` (none: they fail with
    /// ``TouchScriptError/Kind/noElementResolver(target:)``).
    public mutating func events(upTo time: Double, resolving resolve: ElementResolver? = nil) -> [InputEvent] {
        var due: [InputEvent] = []
        while failure == nil {
            if stepEventIndex < stepEvents.count {
                guard stepEvents[stepEventIndex].timestamp <= time else { break }
                due.append(stepEvents[stepEventIndex])
                stepEventIndex += 1
                continue
            }
            if let step = pendingStep {
                guard step.time <= time else { break }
                nextStep += 1
                guard let resolve else {
                    failure = TouchScriptError(
                        line: step.line, kind: .noElementResolver(target: step.target.description))
                    break
                }
                switch resolve(step.target) {
                case .found(let frame, let point):
                    stepEvents = script.events(for: step, in: frame, activationPoint: point)
                    stepEventIndex = 0
                case .notFound(let available):
                    failure = TouchScriptError(
                        line: step.line, kind: .elementNotFound(target: step.target.description, available: available))
                }
                continue
            }
            guard nextIndex < script.events.count, script.events[nextIndex].timestamp <= time else { break }
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
