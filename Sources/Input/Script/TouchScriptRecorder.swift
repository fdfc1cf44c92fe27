/// Turns input events (from a real device) into touch-script lines that replay them.
///
/// The recording uses the low-level commands (`down`, `move`, `up`, `cancel`, `hover`,
/// `scroll`, `key-down`, `key-up`) with `wait` between frames, so replaying it reproduces the
/// same frames at the same times (to the millisecond) and positions (to 1/100 pt).
public struct TouchScriptRecorder: Sendable {
    private var startTime: Double?
    private var lastTime = 0.0
    private var previousWasTouch = false
    /// Every line recorded so far.
    public private(set) var lines: [String] = ["# Scanout touch script, recorded"]

    /// Creates an empty recording.
    public init() {}

    /// The recording as script text.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// Records one event and returns the lines it added.
    @discardableResult
    public mutating func record(_ event: InputEvent) -> [String] {
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
