public import Graphics

/// Turns input events (from a real device) into touch-script lines that replay them.
///
/// The recording uses the low-level commands (`down`, `move`, `up`, `cancel`, `hover`,
/// `scroll`, `key-down`, `key-up`) with `wait` between frames, so replaying it reproduces the
/// same frames at the same times (to the millisecond) and positions (to 1/100 pt).
///
/// Given a way to name the element under a finger (``record(_:naming:)``), a one-finger tap or
/// sideways swipe on an element the screen names uniquely is written as a step aimed at it
/// instead (`tap "Open"`, `tap id:open-button`, `swipe-left "Locker 7" duration=0.14`), so the
/// recording survives a change of layout, size or language; a touch's lines then wait for its
/// finger to lift. Anything else keeps its coordinates: more fingers, a drag, a long press, a
/// swipe up or down (it scrolls by its own length, which a swipe across the element would not
/// repeat), an element without a unique name, a named form that would land on another control.
public struct TouchScriptRecorder: Sendable {
    private var startTime: Double?
    private var lastTime = 0.0
    private var previousWasTouch = false
    /// The one-finger touch being watched while it may still become a tap or a swipe.
    private var pending: PendingTouch?
    /// The fingers down, as the recording has seen them.
    private var fingersDown: Set<TouchID> = []
    /// Every line recorded so far.
    public private(set) var lines: [String] = ["# Scanout touch script, recorded"]

    /// The longest a finger may stay down for its touch to be written as a tap or swipe, in seconds.
    public static let elementGestureDuration = 0.5
    /// How far a finger may move and still tap, in points (UIKit's tap slop, as Gestures').
    public static let tapSlop = 10.0
    /// How far a finger must move sideways, at least twice as far as up or down, for a swipe, in points.
    public static let swipeDistance = 40.0

    /// A one-finger touch and what it landed on.
    private struct PendingTouch: Sendable {
        var id: TouchID
        var events: [InputEvent]
        var element: RecordedElement?
        var start: Point
        var startTime: Double
        var farthest = 0.0
    }

    /// Creates an empty recording.
    public init() {}

    /// The recording as script text.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// Records one event and returns the lines it added; `naming` names the element under a
    /// point as the screen is now (called when a finger lands, before the screen has reacted):
    /// with it, taps and swipes on uniquely named elements are written by element. The lines of
    /// such a touch come when its finger lifts.
    @discardableResult
    public mutating func record(_ event: InputEvent, naming: (Point) -> RecordedElement?) -> [String] {
        if startTime == nil { startTime = event.timestamp }
        guard case .touch(let frame) = event else {
            var added = flushPending()
            added += lowLevel(event)
            return added
        }
        if pending == nil {
            let landing = frame.changedTouches.filter { $0.phase == .began }
            if fingersDown.isEmpty, landing.count == 1, frame.changedTouches.count == 1, let touch = landing.first {
                fingersDown.insert(touch.id)
                pending = PendingTouch(
                    id: touch.id, events: [event], element: naming(touch.location), start: touch.location,
                    startTime: event.timestamp)
                return []
            }
            track(frame)
            return lowLevel(event)
        }
        track(frame)
        guard var watched = pending else { return [] }
        watched.events.append(event)
        pending = watched
        if frame.changedTouches.contains(where: { $0.id != watched.id || $0.phase == .cancelled }) {
            return flushPending()
        }
        for touch in frame.changedTouches {
            watched.farthest = max(watched.farthest, touch.location.distance(to: watched.start))
        }
        pending = watched
        guard let lift = frame.changedTouches.first(where: { $0.phase == .ended }) else { return [] }
        pending = nil
        if let line = elementLine(for: watched, endingAt: lift.location, time: event.timestamp) {
            var added: [String] = []
            let start = startTime ?? watched.startTime
            let gap = (((watched.startTime - start) - lastTime) * 1000).rounded() / 1000
            if gap > 0 {
                added.append("wait \(format(gap, decimals: 3))")
                lastTime += gap
            }
            added.append(line.text)
            lastTime += line.duration
            previousWasTouch = false
            lines.append(contentsOf: added)
            return added
        }
        var added: [String] = []
        for buffered in watched.events { added += lowLevel(buffered) }
        return added
    }

    /// The element form of a finished one-finger touch, or `nil` to keep its coordinates.
    private func elementLine(
        for touch: PendingTouch, endingAt end: Point, time: Double
    ) -> (text: String, duration: Double)? {
        guard let element = touch.element else { return nil }
        let duration = time - touch.startTime
        guard duration <= Self.elementGestureDuration else { return nil }
        let target = element.target.description
        // The name must read back as itself (a label with a quote cannot be written).
        guard let parsed = try? TouchScript("tap \(target)"), parsed.elementSteps.first?.target == element.target else {
            return nil
        }
        let d = end - touch.start
        if touch.farthest <= Self.tapSlop {
            return element.tapsAlike ? ("tap \(target)", 0.05) : nil
        }
        // Only sideways swipes: one up or down scrolls by as much as the stroke was long, which a
        // swipe across the element would not repeat.
        guard abs(d.x) >= Self.swipeDistance, abs(d.x) >= 2 * abs(d.y) else { return nil }
        let direction: ElementStep.SwipeDirection = d.x < 0 ? .left : .right
        guard element.swipesAlike.contains(direction) else { return nil }
        let seconds = max((duration * 1000).rounded() / 1000, 0.001)
        return ("swipe-\(direction.rawValue) \(target) duration=\(format(seconds, decimals: 3))", seconds)
    }

    /// Ends the recording: a touch still being watched is written as it was, with its
    /// coordinates. Returns the lines it added.
    @discardableResult
    public mutating func finish() -> [String] { flushPending() }

    /// Writes the watched touch's events as they were.
    private mutating func flushPending() -> [String] {
        guard let watched = pending else { return [] }
        pending = nil
        var added: [String] = []
        for buffered in watched.events { added += lowLevel(buffered) }
        return added
    }

    private mutating func track(_ frame: TouchEvent) {
        for touch in frame.changedTouches {
            if touch.phase == .began { fingersDown.insert(touch.id) }
            if touch.phase.isFinal { fingersDown.remove(touch.id) }
        }
    }

    /// Records one event and returns the lines it added.
    @discardableResult
    public mutating func record(_ event: InputEvent) -> [String] {
        var added = flushPending()
        if case .touch(let frame) = event { track(frame) }
        added += lowLevel(event)
        return added
    }

    /// The low-level lines of one event, added to the recording.
    private mutating func lowLevel(_ event: InputEvent) -> [String] {
        var added: [String] = []
        let start = startTime ?? event.timestamp
        startTime = start
        let t = event.timestamp - start
        let gap = ((t - lastTime) * 1000).rounded() / 1000
        if gap > 0 {
            added.append("wait \(format(gap, decimals: 3))")
            lastTime += gap
        } else if case .touch = event, previousWasTouch {
            // Two frames at the same millisecond: `wait 0` keeps them apart on replay.
            added.append("wait 0")
        }
        if case .touch = event { previousWasTouch = true } else { previousWasTouch = false }
        switch event {
        case .touch(let e):
            for touch in e.changedTouches {
                let p = "\(format(touch.location.x)),\(format(touch.location.y))"
                switch touch.phase {
                case .began: added.append("down \(touch.id.rawValue) \(p)")
                case .moved, .stationary: added.append("move \(touch.id.rawValue) \(p)")
                case .ended: added.append("up \(touch.id.rawValue)")
                case .cancelled: added.append("cancel \(touch.id.rawValue)")
                }
            }
        case .pointer(let e):
            let p = "\(format(e.location.x)),\(format(e.location.y))"
            switch e.kind {
            case .hover: added.append("hover \(p)")
            case .scroll(let dx, let dy): added.append("scroll \(p) dx=\(format(dx)) dy=\(format(dy))")
            case .exited: added.append("# pointer left at \(p)")
            }
        case .key(let e):
            var name = e.key.scriptName
            if e.modifiers.contains(.meta) { name = "meta+" + name }
            if e.modifiers.contains(.alt) { name = "alt+" + name }
            if e.modifiers.contains(.control) { name = "ctrl+" + name }
            if e.modifiers.contains(.shift) { name = "shift+" + name }
            added.append("\(e.isPressed ? "key-down" : "key-up") \(name)")
        case .keyboardsChanged(let count, _):
            // Not replayable: a script cannot plug a keyboard in; the note keeps the story.
            added.append("# hardware keyboards: \(count)")
        }
        lines.append(contentsOf: added)
        return added
    }

    private func format(_ value: Double, decimals: Int = 2) -> String {
        let scale = decimals == 3 ? 1000.0 : 100.0
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
