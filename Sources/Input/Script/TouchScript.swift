import Glibc
public import Graphics

/// A scripted input session: taps, drags, swipes, pinches, rotations and keys with timing,
/// compiled into the ``InputEvent``s a real device would produce.
///
/// ## Background
/// The format (docs/scripted-input.md) is one command per line, `#` starts a comment, points
/// are `x,y` in window points, times in seconds, options `name=value`:
/// ```
/// tap 160,240
/// tap "Open"
/// tap id:open-button
/// swipe-left row:"Locker 7"
/// wait 0.5
/// double-tap 160,240
/// long-press 80,120 duration=0.8
/// drag 20,300 20,100 duration=0.3
/// swipe 300,240 40,240 fingers=3
/// pinch 160,240 from=40 to=120
/// rotate 160,240 radius=60 degrees=90
/// key shift+Tab
/// down 1 100,100
/// move 1 120,100
/// up 1
/// ```
/// Time starts at 0; gestures take their duration and sample moving fingers every
/// ``frameInterval``; nothing pauses between commands unless the script says `wait`.
/// Low-level touch lines (`down`, `move`, `up`, `cancel`) with no `wait` between them form one
/// frame, as a multi-touch device reports them. A step that names an element (a quoted label,
/// `id:`, a role such as `row:`) is kept in ``elementSteps``: its timing is known, its points are
/// not until the layer playing the script finds the element on the screen when the step runs.
public struct TouchScript: Sendable {
    /// The events, in time order (without the ``elementSteps``' events, made when they run).
    public private(set) var events: [InputEvent] = []
    /// The steps aimed at elements, in time order.
    public private(set) var elementSteps: [ElementStep] = []
    /// The time the script ends (after its last `wait`), in seconds.
    public private(set) var duration: Double = 0

    /// How often moving fingers are sampled, in seconds (60 Hz, as touch panels report).
    public static let frameInterval = 1.0 / 60
    /// The longest gesture, in seconds (an hour: 216,000 samples per finger).
    public static let maximumDuration = 3600.0
    /// The longest `wait`, in seconds (a day).
    public static let maximumWait = 86_400.0
    /// The largest coordinate, distance or other number a script may hold, in points (or degrees).
    public static let maximumMagnitude = 1_000_000.0
    /// The most events one script may make: the bound on the memory a script can take.
    public static let maximumEvents = 1_000_000
    /// Every command the format knows.
    public static let commandNames = [
        "wait", "tap", "double-tap", "long-press", "drag", "swipe", "swipe-left", "swipe-right", "swipe-up",
        "swipe-down", "pinch", "rotate",
        "key", "key-down", "key-up", "down", "move", "up", "cancel", "hover", "scroll",
    ]

    private var time = 0.0
    private var lowLevelDown: [Int: Point] = [:]
    private var lowLevelStart: [Int: Point] = [:]
    private var pendingFrame: [Touch] = []
    private var nextAutomaticID = 1
    /// Keys a `key-down` pressed and no `key-up` released yet, with their modifiers.
    private var heldKeys: [(key: Key, modifiers: KeyModifiers)] = []

    /// Reads and compiles the script in the file at `path` (at most 16 MiB).
    ///
    /// - Throws: ``TouchScriptError``: the file cannot be read (line 0,
    ///   ``TouchScriptError/Kind/unreadableFile(_:)``), or the first bad line.
    public init(contentsOf path: String) throws(TouchScriptError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, maximumSize: 16 << 20) } catch {
            throw TouchScriptError(line: 0, kind: .unreadableFile(error))
        }
        try self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// Compiles a script's text.
    ///
    /// - Throws: ``TouchScriptError`` naming the first bad line.
    public init(_ text: String) throws(TouchScriptError) {
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard let words = LineParser.words(of: Substring(rawLine)) else {
                throw TouchScriptError(line: number, kind: .unterminatedQuote(String(rawLine)))
            }
            guard let command = words.first else { continue }
            var parser = LineParser(line: number, command: command, words: Array(words.dropFirst()))
            try compile(&parser)
            guard events.count + pendingFrame.count <= Self.maximumEvents else {
                throw parser.error(.tooManyEvents(limit: Self.maximumEvents))
            }
        }
        flushFrame()
        // A key still held when the script ends comes up at its end: a host repeats held keys
        // (KeyRepeater), and a script's input must end with the script.
        for held in heldKeys {
            events.append(.key(KeyEvent(key: held.key, isPressed: false, modifiers: held.modifiers, timestamp: time)))
        }
        heldKeys = []
        duration = time
    }

    // MARK: Commands

    private mutating func compile(_ p: inout LineParser) throws(TouchScriptError) {
        if !["down", "move", "up", "cancel"].contains(p.command) { flushFrame() }
        switch p.command {
        case "wait":
            let seconds = try p.number("a time in seconds")
            try p.finish(options: [])
            guard seconds >= 0 else { throw p.error(.notPositive(name: "wait", value: seconds)) }
            guard seconds <= Self.maximumWait else {
                throw p.error(.tooLarge(name: "wait", value: seconds, limit: Self.maximumWait))
            }
            flushFrame()
            time += seconds
        case "tap", "double-tap":
            let target = try p.target()
            let at = target == nil ? try p.point("a point x,y") : .zero
            let options = try p.finish(options: ["fingers", "taps"])
            let fingers = try p.count(options["fingers"], name: "fingers", default: 1)
            let taps = try p.count(options["taps"], name: "taps", default: p.command == "double-tap" ? 2 : 1)
            if let target {
                addElementStep(
                    p.line, target, .tap(taps: taps, fingers: fingers), fingers: fingers,
                    duration: Double(taps) * 0.05 + Double(taps - 1) * 0.1)
                return
            }
            for i in 0..<taps {
                if i > 0 { time += 0.1 }
                let points = spread(fingers, around: at, direction: Point(x: 1, y: 0))
                stroke(points.map { [$0, $0] }, duration: 0.05)
            }
        case "long-press":
            let target = try p.target()
            let at = target == nil ? try p.point("a point x,y") : .zero
            let options = try p.finish(options: ["duration", "fingers"])
            let hold = try p.positive(
                options["duration"], name: "duration",
                default: InputMetrics.scriptedLongPressHold, limit: Self.maximumDuration)
            let fingers = try p.count(options["fingers"], name: "fingers", default: 1)
            if let target {
                addElementStep(
                    p.line, target, .longPress(duration: hold, fingers: fingers), fingers: fingers, duration: hold)
                return
            }
            stroke(spread(fingers, around: at, direction: Point(x: 1, y: 0)).map { [$0, $0] }, duration: hold)
        case "drag", "swipe":
            let from = try p.point("a start point x,y")
            let to = try p.point("an end point x,y")
            let options = try p.finish(options: ["duration", "fingers"])
            let duration = try p.positive(
                options["duration"], name: "duration",
                default: p.command == "swipe" ? 0.12 : 0.4, limit: Self.maximumDuration)
            let fingers = try p.count(options["fingers"], name: "fingers", default: 1)
            let d = to - from
            let length = max((d.x * d.x + d.y * d.y).squareRoot(), 1e-9)
            let across = Point(x: -d.y / length, y: d.x / length)
            let starts = spread(fingers, around: from, direction: across)
            stroke(starts.map { [$0, $0 + d] }, duration: duration)
        case "swipe-left", "swipe-right", "swipe-up", "swipe-down":
            guard let direction = ElementStep.SwipeDirection(rawValue: String(p.command.dropFirst("swipe-".count))),
                let target = try p.target()
            else {
                throw p.error(
                    .missingArgument(command: p.command, expected: "an element (\"Label\", id:name, row:\"Label\")"))
            }
            let options = try p.finish(options: ["duration", "fingers"])
            let duration = try p.positive(
                options["duration"], name: "duration", default: 0.12, limit: Self.maximumDuration)
            let fingers = try p.count(options["fingers"], name: "fingers", default: 1)
            addElementStep(
                p.line, target, .swipe(direction, duration: duration, fingers: fingers), fingers: fingers,
                duration: duration)
        case "pinch":
            let center = try p.point("a centre point x,y")
            let options = try p.finish(options: ["from", "to", "duration", "fingers"])
            let r0 = try p.positive(options["from"], name: "from", default: 40)
            let r1 = try p.positive(options["to"], name: "to", default: 120)
            let duration = try p.positive(
                options["duration"], name: "duration", default: 0.3, limit: Self.maximumDuration)
            let fingers = try p.count(options["fingers"], name: "fingers", default: 2)
            let paths = (0..<fingers).map { k -> [Point] in
                let a = 2 * Double.pi * Double(k) / Double(fingers)
                let u = Point(x: cos(a), y: sin(a))
                return [center + u * r0, center + u * r1]
            }
            stroke(paths, duration: duration)
        case "rotate":
            let center = try p.point("a centre point x,y")
            let options = try p.finish(options: ["radius", "degrees", "duration"])
            let radius = try p.positive(options["radius"], name: "radius", default: 60)
            let degrees = try p.number(options["degrees"], name: "degrees", default: 90)
            let duration = try p.positive(
                options["duration"], name: "duration", default: 0.4, limit: Self.maximumDuration)
            let steps = max(2, Int((duration / Self.frameInterval).rounded(.up)))
            let paths = (0..<2).map { k -> [Point] in
                (0...steps).map { i in
                    let a = Double(k) * .pi + degrees * .pi / 180 * Double(i) / Double(steps)
                    return center + Point(x: cos(a), y: sin(a)) * radius
                }
            }
            stroke(paths, duration: duration)
        case "key", "key-down", "key-up":
            let (key, modifiers) = try p.key()
            try p.finish(options: [])
            let text = keyText(key, modifiers)
            if p.command != "key-up" {
                events.append(
                    .key(KeyEvent(key: key, isPressed: true, modifiers: modifiers, text: text, timestamp: time)))
            }
            if p.command != "key-down" {
                events.append(.key(KeyEvent(key: key, isPressed: false, modifiers: modifiers, timestamp: time)))
            }
            if p.command == "key-down", !heldKeys.contains(where: { $0.key == key }) {
                heldKeys.append((key, modifiers))
            } else if p.command == "key-up" {
                heldKeys.removeAll { $0.key == key }
            }
        case "down":
            let id = try p.touchID()
            let at = try p.point("a point x,y")
            try p.finish(options: [])
            guard lowLevelDown[id] == nil else { throw p.error(.touchAlreadyDown(id)) }
            lowLevelDown[id] = at
            lowLevelStart[id] = at
            pendingFrame.append(Touch(id: TouchID(id), phase: .began, location: at, timestamp: time))
        case "move":
            let id = try p.touchID()
            let at = try p.point("a point x,y")
            try p.finish(options: [])
            guard let previous = lowLevelDown[id] else { throw p.error(.touchNotDown(id)) }
            lowLevelDown[id] = at
            pendingFrame.append(
                Touch(
                    id: TouchID(id), phase: .moved, location: at, previousLocation: previous,
                    startLocation: lowLevelStart[id], timestamp: time))
        case "up", "cancel":
            let id = try p.touchID()
            try p.finish(options: [])
            guard let at = lowLevelDown[id] else { throw p.error(.touchNotDown(id)) }
            lowLevelDown[id] = nil
            pendingFrame.append(
                Touch(
                    id: TouchID(id), phase: p.command == "up" ? .ended : .cancelled, location: at,
                    startLocation: lowLevelStart[id], timestamp: time))
        case "hover":
            let at = try p.point("a point x,y")
            try p.finish(options: [])
            events.append(.pointer(PointerEvent(kind: .hover, location: at, timestamp: time)))
        case "scroll":
            let at = try p.point("a point x,y")
            let options = try p.finish(options: ["dx", "dy"])
            let dx = try p.number(options["dx"], name: "dx", default: 0)
            let dy = try p.number(options["dy"], name: "dy", default: 0)
            events.append(.pointer(PointerEvent(kind: .scroll(dx: dx, dy: dy), location: at, timestamp: time)))
        default:
            throw p.error(.unknownCommand(p.command))
        }
    }

    // MARK: Element steps

    /// Records a step aimed at an element, its fingers' identities taken now, and moves the clock
    /// past it.
    private mutating func addElementStep(
        _ line: Int, _ target: ElementTarget, _ gesture: ElementStep.Gesture,
        fingers: Int, duration: Double
    ) {
        flushFrame()
        var ids: [TouchID] = []
        for _ in 0..<fingers {
            while lowLevelDown[nextAutomaticID] != nil { nextAutomaticID += 1 }
            ids.append(TouchID(nextAutomaticID))
            nextAutomaticID += 1
        }
        elementSteps.append(
            ElementStep(
                line: line, target: target, gesture: gesture, time: time, eventIndex: events.count, touchIDs: ids))
        time += duration
    }

    /// The events of `step` with its element at `frame` (screen points), at the step's times:
    /// taps and presses at `activationPoint` (`nil`: the frame's centre), swipes across the frame.
    public func events(for step: ElementStep, in frame: Rect, activationPoint: Point? = nil) -> [InputEvent] {
        let centre = activationPoint ?? Point(x: frame.midX, y: frame.midY)
        var out: [InputEvent] = []
        switch step.gesture {
        case .tap(let taps, let fingers):
            var start = step.time
            for i in 0..<taps {
                if i > 0 { start += 0.1 }
                let points = spread(fingers, around: centre, direction: Point(x: 1, y: 0))
                out += Self.strokeEvents(points.map { [$0, $0] }, ids: step.touchIDs, start: start, duration: 0.05)
                start += 0.05
            }
        case .longPress(let hold, let fingers):
            let points = spread(fingers, around: centre, direction: Point(x: 1, y: 0))
            out = Self.strokeEvents(points.map { [$0, $0] }, ids: step.touchIDs, start: step.time, duration: hold)
        case .swipe(let direction, let duration, let fingers):
            let near = 0.15, far = 0.85
            let (from, to): (Point, Point) =
                switch direction {
                case .left:
                    (
                        Point(x: frame.minX + far * frame.width, y: frame.midY),
                        Point(x: frame.minX + near * frame.width, y: frame.midY)
                    )
                case .right:
                    (
                        Point(x: frame.minX + near * frame.width, y: frame.midY),
                        Point(x: frame.minX + far * frame.width, y: frame.midY)
                    )
                case .up:
                    (
                        Point(x: frame.midX, y: frame.minY + far * frame.height),
                        Point(x: frame.midX, y: frame.minY + near * frame.height)
                    )
                case .down:
                    (
                        Point(x: frame.midX, y: frame.minY + near * frame.height),
                        Point(x: frame.midX, y: frame.minY + far * frame.height)
                    )
                }
            let d = to - from
            let length = max((d.x * d.x + d.y * d.y).squareRoot(), 1e-9)
            let across = Point(x: -d.y / length, y: d.x / length)
            let starts = spread(fingers, around: from, direction: across)
            out = Self.strokeEvents(
                starts.map { [$0, $0 + d] }, ids: step.touchIDs, start: step.time, duration: duration)
        }
        return out
    }

    // MARK: Generating touches

    /// `count` finger positions 30 pt apart along `direction`, centred on `center`.
    private func spread(_ count: Int, around center: Point, direction: Point) -> [Point] {
        (0..<count).map { i in center + direction * ((Double(i) - Double(count - 1) / 2) * 30) }
    }

    /// Fingers that go down together at the first point of their paths, follow the paths
    /// (polylines sampled evenly) for `duration`, and lift together.
    private mutating func stroke(_ paths: [[Point]], duration: Double) {
        var ids: [TouchID] = []
        for _ in paths {
            while lowLevelDown[nextAutomaticID] != nil { nextAutomaticID += 1 }
            ids.append(TouchID(nextAutomaticID))
            nextAutomaticID += 1
        }
        events += Self.strokeEvents(paths, ids: ids, start: time, duration: duration)
        time += duration
    }

    /// The events of fingers `ids` going down at the first points of `paths` at `start`,
    /// following them for `duration` and lifting together.
    private static func strokeEvents(
        _ paths: [[Point]], ids: [TouchID], start: Double, duration: Double
    ) -> [InputEvent] {
        var events: [InputEvent] = []
        let starts = paths.map { $0[0] }
        events.append(
            .touch(
                TouchEvent(
                    timestamp: start,
                    changedTouches: zip(ids, starts).map { id, p in
                        Touch(id: id, phase: .began, location: p, timestamp: start)
                    })))
        let moves = paths.contains { path in path.contains { $0 != path[0] } }
        let steps = max(1, Int((duration / Self.frameInterval).rounded(.up)))
        var previous = starts
        if moves {
            for step in 1...steps {
                // The last sample is exactly the lift's time: computed as a fraction it could land
                // an ulp after it, and the events would go back in time.
                let t = step == steps ? start + duration : start + duration * Double(step) / Double(steps)
                let current = paths.map { sample($0, at: Double(step) / Double(steps)) }
                events.append(
                    .touch(
                        TouchEvent(
                            timestamp: t,
                            changedTouches: (0..<paths.count).map { i in
                                Touch(
                                    id: ids[i], phase: .moved, location: current[i], previousLocation: previous[i],
                                    startLocation: starts[i], timestamp: t, startTimestamp: start)
                            })))
                previous = current
            }
        }
        let end = start + duration
        events.append(
            .touch(
                TouchEvent(
                    timestamp: end,
                    changedTouches: (0..<paths.count).map { i in
                        Touch(
                            id: ids[i], phase: .ended, location: previous[i], previousLocation: previous[i],
                            startLocation: starts[i], timestamp: end, startTimestamp: start)
                    })))
        return events
    }

    /// The point a fraction `f` of the way along a polyline (by vertex count).
    private static func sample(_ path: [Point], at f: Double) -> Point {
        guard path.count > 1 else { return path[0] }
        let position = f * Double(path.count - 1)
        let i = min(Int(position), path.count - 2)
        let local = position - Double(i)
        return path[i] + (path[i + 1] - path[i]) * local
    }

    private mutating func flushFrame() {
        guard !pendingFrame.isEmpty else { return }
        events.append(.touch(TouchEvent(timestamp: time, changedTouches: pendingFrame)))
        pendingFrame.removeAll()
    }

    private func keyText(_ key: Key, _ modifiers: KeyModifiers) -> String {
        switch key {
        case .character(let s): modifiers.contains(.shift) ? s.uppercased() : s
        case .space: " "
        default: ""
        }
    }
}
