import Graphics
import Gestures

/// A finger on a key.
struct KeyPress {
    /// The finger.
    var touch: TouchID
    /// The key under the finger now (it follows the finger across keys, as on iOS).
    var key: KeyboardKey
    /// That key's frame.
    var frame: Rect
    /// Where the finger went down, in keyboard points.
    var start: Point
    /// Where it is.
    var location: Point
    /// When the current key was first pressed (seconds, input clock).
    var since: Double
    /// The accents offered by press-and-hold, while they show.
    var accents: [String]?
    /// The accent under the finger.
    var accentIndex = 0
    /// When the next held action runs (accents, Backspace repeat).
    var deadline: Double?
}

extension Keyboard {
    func installTouchRecognizer() {
        let r = touchRecognizer
        r.onBegan = { [weak self] touch, time in self?.pressBegan(touch, at: time) }
        r.onMoved = { [weak self] touch, time in self?.pressMoved(touch, at: time) }
        r.onEnded = { [weak self] touch, time in self?.pressEnded(touch, at: time) }
        r.onCancelled = { [weak self] touch in self?.pressCancelled(touch.id) }
        r.onDeadline = { [weak self] time in self?.deadlineReached(at: time) }
        addGestureRecognizer(r)
    }

    /// The presses' keys currently down (for drawing and tests).
    public var pressedKeys: [KeyboardKey] { presses.map(\.key) }

    /// The accents showing for a held key, and the one under the finger.
    public var shownAccents: (accents: [String], selected: Int)? {
        guard let p = presses.last, let a = p.accents else { return nil }
        return (a, p.accentIndex)
    }

    func cancelPresses() {
        guard !presses.isEmpty else { return }
        presses.removeAll()
        touchRecognizer.setDeadline(nil)
        setNeedsDisplay()
    }

    private func pressBegan(_ touch: Touch, at time: Double) {
        let point = convert(touch.location, from: nil)
        // A second finger commits the key of the finger already down (fast typing loses nothing).
        while let first = presses.first, first.accents == nil, first.key.action != .backspace {
            presses.removeFirst()
            perform(first, at: time, location: first.location)
        }
        guard let hit = key(at: point) else { return }
        playClick(for: hit.key)
        var press = KeyPress(touch: touch.id, key: hit.key, frame: hit.frame, start: point, location: point, since: time)
        switch hit.key.action {
        case .backspace:
            perform(press, at: time, location: point)  // deletes at once, then repeats while held
            press.deadline = time + ControlMetrics.keyboardRepeatDelay
        case .character(let c) where !KeyboardAccents.alternatives(for: c, language: language).isEmpty:
            press.deadline = time + ControlMetrics.keyboardAccentDelay
        default:
            break
        }
        presses.append(press)
        scheduleDeadline()
        setNeedsDisplay()
    }

    private func pressMoved(_ touch: Touch, at time: Double) {
        guard let i = presses.firstIndex(where: { $0.touch == touch.id }) else { return }
        let point = convert(touch.location, from: nil)
        presses[i].location = point
        if let accents = presses[i].accents {
            presses[i].accentIndex = accentIndex(at: point, for: presses[i], count: accents.count)
        } else if case .flick = presses[i].key.action {
            // A flick keeps its key; the direction is read when the finger lifts.
        } else if presses[i].key.action != .backspace, let hit = key(at: point), hit.frame != presses[i].frame {
            // The finger slid to another key: the preview follows it, the hold starts again.
            presses[i].key = hit.key
            presses[i].frame = hit.frame
            presses[i].since = time
            if case .character(let c) = hit.key.action, !KeyboardAccents.alternatives(for: c, language: language).isEmpty {
                presses[i].deadline = time + ControlMetrics.keyboardAccentDelay
            } else {
                presses[i].deadline = nil
            }
            scheduleDeadline()
        }
        setNeedsDisplay()
    }

    private func pressEnded(_ touch: Touch, at time: Double) {
        guard let i = presses.firstIndex(where: { $0.touch == touch.id }) else { return }
        let press = presses.remove(at: i)
        scheduleDeadline()
        setNeedsDisplay()
        let point = convert(touch.location, from: nil)
        if press.key.action == .backspace { return }  // it deleted when it went down
        if case .flick = press.key.action {
            perform(press, at: time, location: point)
            return
        }
        // Lifting outside the keyboard types nothing (the finger slid away to cancel).
        guard bounds.insetBy(dx: 0, dy: -ControlMetrics.keyboardRowGap).contains(point) || press.accents != nil else { return }
        perform(press, at: time, location: point)
    }

    private func pressCancelled(_ id: TouchID) {
        presses.removeAll { $0.touch == id }
        scheduleDeadline()
        setNeedsDisplay()
    }

    private func deadlineReached(at time: Double) {
        for i in presses.indices {
            guard let deadline = presses[i].deadline, deadline <= time + 1e-9 else { continue }
            switch presses[i].key.action {
            case .backspace:
                playClick(for: presses[i].key)
                typingTarget?.deleteBackward()
                afterTyping()
                presses[i].deadline = deadline + ControlMetrics.keyboardRepeatInterval
            case .character(let c):
                let accents = KeyboardAccents.alternatives(for: shifted(c), language: language)
                presses[i].accents = accents
                presses[i].accentIndex = 0
                presses[i].deadline = nil
            default:
                presses[i].deadline = nil
            }
        }
        scheduleDeadline()
        setNeedsDisplay()
    }

    private func scheduleDeadline() {
        touchRecognizer.setDeadline(presses.compactMap(\.deadline).min())
    }

    /// The frame of the accents row for `press` (keyboard coordinates): a row of cells, one key
    /// pitch wide each, over the key, kept inside the keyboard. It is the top of one balloon that
    /// grows out of the key (``accentsBalloon(for:count:)``): its bottom is
    /// ``ControlMetrics/keyboardAccentNeck`` above the key's top.
    func accentsFrame(for press: KeyPress, count: Int) -> Rect {
        let cell = press.frame.width + ControlMetrics.keyboardKeyGap
        let width = cell * Double(count)
        let x = min(max(bounds.minX, press.frame.minX - ControlMetrics.keyboardKeyGap / 2), bounds.maxX - width)
        let height = press.frame.height + ControlMetrics.keyboardKeyGap
        return Rect(x: max(bounds.minX, x), y: press.frame.minY - ControlMetrics.keyboardAccentNeck - height,
                    width: width, height: height)
    }

    /// The outline of the accents balloon for `press`: the accents row and the held key as one
    /// shape, joined by a neck as wide as the key with rounded fillets where it meets the row.
    func accentsBalloon(for press: KeyPress, count: Int) -> Path {
        KeyboardBalloon.path(top: accentsFrame(for: press, count: count), topRadius: ControlMetrics.keyboardKeyCornerRadius * 2,
                             stem: press.frame, stemRadius: ControlMetrics.keyboardKeyCornerRadius,
                             fillet: ControlMetrics.keyboardKeyCornerRadius)
    }

    private func accentIndex(at point: Point, for press: KeyPress, count: Int) -> Int {
        let frame = accentsFrame(for: press, count: count)
        let cell = frame.width / Double(max(1, count))
        return min(count - 1, max(0, Int((point.x - frame.minX) / cell)))
    }
}
