import Glibc
public import Graphics
public import Input

/// The accessibility setting “Zoom” (iOS, Settings › Accessibility › Zoom): the whole screen
/// magnified around a point, with its three-finger gestures.
///
/// ## Background
/// Zoom sits between the input devices and the content, and between the content's frames and
/// the display. Its gestures are iOS's:
///
/// | Gesture | Effect |
/// |---|---|
/// | three fingers double-tapped | zoom in around the fingers at ``zoomLevel``, or out |
/// | three fingers dragged, zoomed in | pan: the magnified screen follows the fingers |
/// | three fingers double-tapped, the second tap held and dragged | change the level: up zooms in, down out |
///
/// Every other touch reaches the content with its location taken back through the
/// magnification, so a tap lands on what is drawn under the finger. A touch sequence that
/// becomes three fingers is Zoom's: touches the content already had are cancelled for it.
///
/// While a screen reader runs, its gestures come first (its three-finger swipes scroll): Zoom
/// only watches for the three-finger double tap, which the reader has no use for, and keeps the
/// reader's cursor in view instead of panning by hand (``follow(_:)``), as iOS does.
///
/// The frame is drawn as always into the host's shadow; when zoomed in, ``compose(_:damage:scale:)``
/// scales the part in view into a second bitmap of the screen's size, and only the area the
/// content's damage covers once magnified is drawn again.
@MainActor
public final class ScreenZoom {
    /// Whether the setting is on: its gestures work. Turning it off zooms out.
    public var isEnabled = false {
        didSet { if !isEnabled { zoomOut() } }
    }
    /// The level a three-finger double tap zooms in to, changed by the double-tap-and-drag
    /// gesture (kept when zooming out, as iOS keeps it).
    public var zoomLevel = 2.0 {
        didSet { zoomLevel = Self.clamped(zoomLevel, maximum: maximumLevel) }
    }
    /// The largest magnification (iOS's “Maximum Zoom Level”, 5× by default).
    public var maximumLevel = 5.0
    /// The magnification now: 1 when not zoomed in.
    public private(set) var level = 1.0
    /// The top-leading corner of the part of the screen in view, in screen points (the
    /// unmagnified screen's coordinates).
    public private(set) var viewportOrigin = Point(x: 0, y: 0)
    /// The screen in points (the host sets it when the display changes).
    public var screenBounds = Rect(x: 0, y: 0, width: 0, height: 0) {
        didSet { viewportOrigin = clampedOrigin(viewportOrigin) }
    }
    /// Called when the magnification or the part in view changed: the host draws the whole
    /// screen again.
    var onChange: (@MainActor () -> Void)?
    /// Whether a screen reader takes the touches (its gestures come first).
    var isReaderRunning = false

    /// Whether the screen is magnified.
    public var isZoomed: Bool { level > 1 }

    /// The longest a tap of the double tap lasts, and the longest between its taps, in seconds.
    static let tapDuration = 0.35
    /// How far a finger may move in a tap, in points.
    static let tapSlop = 12.0
    /// How far apart the two taps of the double tap may land, in points.
    static let tapSeparation = tapSlop * 4
    /// How far the fingers drag to double the level, in points (the double-tap-and-drag).
    static let levelDragPerDoubling = 120.0

    /// The frame drawn when zoomed in.
    private var magnified: Bitmap?
    /// Whether the next composed frame is drawn whole (the view moved, the level changed).
    private var composesInFull = true
    /// The fingers down now, with where they are.
    private var down: [TouchID: Point] = [:]
    /// The fingers the content has been given and not seen end.
    private var contentTouches: Set<TouchID> = []
    /// The three-finger gesture under way, from its third finger until the last lifts.
    private var gesture: Gesture?
    /// When and where the last three-finger tap ended.
    private var lastTap: (time: Double, location: Point)?
    /// Whether the touch sequence under way (from a first finger landing until the last lifts)
    /// became three fingers: a sequence that did not (a two-finger tap for the reader, a tap for
    /// the content) is no part of a three-finger double tap.
    private var sequenceHadThreeFingers = false

    private struct Gesture {
        var start: Double
        var startCentroid: Point
        var lastCentroid: Point
        var moved = false
        /// The second tap of a double tap, held: a drag changes the level from this one.
        var levelDragFrom: Double?
        var anchor: Point
    }

    /// Zoom for a host; off until ``isEnabled`` is set.
    public init() {}

    // MARK: magnification

    /// Zooms in to `level` (clamped to 1…``maximumLevel``) with `point` (screen points, as
    /// shown now) kept where it is.
    public func zoom(to newLevel: Double, around point: Point) {
        let target = Self.clamped(newLevel, maximum: maximumLevel)
        let content = contentPoint(forScreen: point)
        level = target
        // Keep `content` under `point`: origin + point / level = content.
        viewportOrigin = clampedOrigin(Point(x: content.x - point.x / level, y: content.y - point.y / level))
        changed()
    }

    /// Shows the screen unmagnified.
    public func zoomOut() {
        guard isZoomed else { return }
        level = 1
        viewportOrigin = Point(x: 0, y: 0)
        changed()
    }

    /// Moves the part in view by `delta` screen points as the fingers see it: the magnified
    /// screen follows the fingers (dragging right shows what lies to the left).
    public func pan(by delta: Point) {
        guard isZoomed else { return }
        let origin = clampedOrigin(Point(x: viewportOrigin.x - delta.x / level, y: viewportOrigin.y - delta.y / level))
        guard origin != viewportOrigin else { return }
        viewportOrigin = origin
        changed()
    }

    /// Brings `rect` (unmagnified screen points, such as the reader's focused element) into view
    /// with the least movement, centred when it does not fit.
    public func follow(_ rect: Rect) {
        guard isZoomed, !rect.isEmpty else { return }
        let visible = Rect(
            x: viewportOrigin.x, y: viewportOrigin.y, width: screenBounds.width / level,
            height: screenBounds.height / level)
        func axis(_ origin: Double, _ span: Double, _ low: Double, _ high: Double) -> Double {
            if high - low > span { return (low + high - span) / 2 }
            if low < origin { return low }
            if high > origin + span { return high - span }
            return origin
        }
        let origin = clampedOrigin(
            Point(
                x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
                y: axis(visible.minY, visible.height, rect.minY, rect.maxY)))
        guard origin != viewportOrigin else { return }
        viewportOrigin = origin
        changed()
    }

    /// Where a point on the screen, as shown now, lies on the unmagnified screen: where a
    /// finger there touches the content.
    public func contentPoint(forScreen point: Point) -> Point {
        Point(x: viewportOrigin.x + point.x / level, y: viewportOrigin.y + point.y / level)
    }

    private func changed() {
        composesInFull = true
        onChange?()
    }

    private static func clamped(_ value: Double, maximum: Double) -> Double {
        min(max(value, 1), max(maximum, 1))
    }

    private func clampedOrigin(_ origin: Point) -> Point {
        let maxX = max(0, screenBounds.width - screenBounds.width / level)
        let maxY = max(0, screenBounds.height - screenBounds.height / level)
        return Point(x: min(max(origin.x, 0), maxX), y: min(max(origin.y, 0), maxY))
    }

    // MARK: frames

    /// The frame to show for `frame` (the content's, with `damage` in its pixels) at `scale`
    /// pixels per point: `frame` itself when not zoomed in, else the part in view magnified to
    /// the screen, with the damage that magnification covers.
    func compose(_ frame: Bitmap, damage: [PixelRect], scale: Double) -> (Bitmap, [PixelRect]) {
        guard isZoomed else {
            magnified = nil
            composesInFull = true
            return (frame, damage)
        }
        let output: Bitmap
        if let magnified, magnified.size == frame.size {
            output = magnified
        } else {
            output = Bitmap(size: frame.size)
            magnified = output
            composesInFull = true
        }
        let whole = PixelRect(size: frame.size)
        let regions: [PixelRect] =
            composesInFull ? [whole] : damage.compactMap { magnifiedBounds(of: $0, scale: scale, within: whole) }
        composesInFull = false
        guard !regions.isEmpty else { return (output, []) }
        let canvas = Canvas(bitmap: output, scale: 1, damage: regions)
        let originX = viewportOrigin.x * scale * level
        let originY = viewportOrigin.y * scale * level
        canvas.draw(
            frame,
            in: Rect(
                x: -originX, y: -originY, width: Double(frame.width) * level, height: Double(frame.height) * level))
        return (output, regions)
    }

    /// The pixels of the magnified frame that `rect` (the content's pixels) covers, with a
    /// pixel more on each side for the filter's reach; `nil` when out of view.
    private func magnifiedBounds(of rect: PixelRect, scale: Double, within whole: PixelRect) -> PixelRect? {
        let originX = viewportOrigin.x * scale
        let originY = viewportOrigin.y * scale
        let minX = Int(((Double(rect.x) - originX) * level).rounded(.down)) - 1
        let minY = Int(((Double(rect.y) - originY) * level).rounded(.down)) - 1
        let maxX = Int(((Double(rect.x + rect.width) - originX) * level).rounded(.up)) + 1
        let maxY = Int(((Double(rect.y + rect.height) - originY) * level).rounded(.up)) + 1
        let x0 = max(minX, whole.x)
        let y0 = max(minY, whole.y)
        let x1 = min(maxX, whole.x + whole.width)
        let y1 = min(maxY, whole.y + whole.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: touches

    /// The events for the content: Zoom's gestures taken out, every other touch's locations
    /// taken back through the magnification. Keys and keyboards pass unchanged.
    func filter(_ events: [InputEvent]) -> [InputEvent] {
        guard isEnabled || isZoomed else { return events }
        var routed: [InputEvent] = []
        for event in events {
            switch event {
            case .touch(let touchEvent):
                if let forContent = filter(touchEvent) { routed.append(.touch(forContent)) }
            case .pointer(var pointerEvent):
                pointerEvent.location = contentPoint(forScreen: pointerEvent.location)
                if case .scroll(let dx, let dy) = pointerEvent.kind {
                    pointerEvent.kind = .scroll(dx: dx / level, dy: dy / level)
                }
                routed.append(.pointer(pointerEvent))
            case .key, .keyboardsChanged:
                routed.append(event)
            }
        }
        return routed
    }

    private func filter(_ event: TouchEvent) -> TouchEvent? {
        for touch in event.changedTouches {
            switch touch.phase {
            case .began, .moved, .stationary: down[touch.id] = touch.location
            case .ended, .cancelled: down[touch.id] = nil
            }
        }
        if down.count >= 3 { sequenceHadThreeFingers = true }
        defer { endSequence(event) }
        if isReaderRunning {
            watchForDoubleTap(event)
            return mapped(event)
        }
        if gesture == nil, isEnabled, down.count >= 3 {
            return beginGesture(event)
        }
        if gesture != nil {
            continueGesture(event)
            return nil
        }
        return mapped(event)
    }

    /// When the last finger of a sequence lifted: one that never had three fingers (the
    /// reader's two-finger tap, the content's tap) comes between two three-finger taps, which
    /// are then no double tap, whatever the fingers of each landed together.
    private func endSequence(_ event: TouchEvent) {
        guard down.isEmpty, event.changedTouches.contains(where: { $0.phase == .ended || $0.phase == .cancelled })
        else { return }
        if !sequenceHadThreeFingers { lastTap = nil }
        sequenceHadThreeFingers = false
    }

    /// The content's touches, located on the unmagnified screen.
    private func mapped(_ event: TouchEvent) -> TouchEvent? {
        var event = event
        event.changedTouches = event.changedTouches.map { touch in
            var touch = touch
            touch.location = contentPoint(forScreen: touch.location)
            touch.previousLocation = contentPoint(forScreen: touch.previousLocation)
            touch.startLocation = contentPoint(forScreen: touch.startLocation)
            switch touch.phase {
            case .began: contentTouches.insert(touch.id)
            case .ended, .cancelled: contentTouches.remove(touch.id)
            case .moved, .stationary: break
            }
            return touch
        }
        return event.changedTouches.isEmpty ? nil : event
    }

    /// A third finger came down: the sequence is Zoom's from now on; the content's fingers are
    /// cancelled for it (returned), none of these touches reach it again.
    private func beginGesture(_ event: TouchEvent) -> TouchEvent? {
        let centroid = centroidOfDown
        var gesture = Gesture(start: event.timestamp, startCentroid: centroid, lastCentroid: centroid, anchor: centroid)
        if let lastTap, event.timestamp - lastTap.time <= Self.tapDuration,
            lastTap.location.distance(to: centroid) <= Self.tapSeparation
        {
            // The second tap of a double tap: held and dragged, it changes the level.
            gesture.levelDragFrom = isZoomed ? level : 1
            gesture.anchor = lastTap.location
        }
        self.gesture = gesture
        let cancelled = contentTouches.map { id in
            Touch(
                id: id, phase: .cancelled, location: contentPoint(forScreen: down[id] ?? centroid),
                timestamp: event.timestamp)
        }
        contentTouches.removeAll()
        return cancelled.isEmpty ? nil : TouchEvent(timestamp: event.timestamp, changedTouches: cancelled)
    }

    private func continueGesture(_ event: TouchEvent) {
        guard var gesture else { return }
        if !down.isEmpty {
            let centroid = centroidOfDown
            if centroid.distance(to: gesture.startCentroid) > Self.tapSlop { gesture.moved = true }
            // Until the fingers have moved past the slop it may be a tap; then the whole
            // movement since they landed counts.
            if gesture.moved {
                if let from = gesture.levelDragFrom {
                    let rise = gesture.startCentroid.y - centroid.y
                    let newLevel = Self.clamped(
                        from * exp2(rise / Self.levelDragPerDoubling), maximum: maximumLevel)
                    zoom(to: newLevel, around: gesture.anchor)
                    if newLevel > 1 { zoomLevel = newLevel }
                } else {
                    pan(by: centroid - gesture.lastCentroid)
                }
                gesture.lastCentroid = centroid
            }
            self.gesture = gesture
            return
        }
        // The last finger lifted.
        self.gesture = nil
        let isTap = !gesture.moved && event.timestamp - gesture.start <= Self.tapDuration
        guard isTap else {
            lastTap = nil
            return
        }
        if gesture.levelDragFrom != nil {
            lastTap = nil
            toggle(around: gesture.anchor)
        } else {
            lastTap = (event.timestamp, gesture.startCentroid)
        }
    }

    /// With a screen reader running: two three-finger taps in a row toggle the magnification;
    /// the touches go on to the reader.
    private func watchForDoubleTap(_ event: TouchEvent) {
        guard isEnabled else { return }
        if gesture == nil, down.count >= 3 {
            gesture = Gesture(
                start: event.timestamp, startCentroid: centroidOfDown, lastCentroid: centroidOfDown,
                anchor: centroidOfDown)
        }
        guard var gesture else { return }
        if !down.isEmpty {
            if centroidOfDown.distance(to: gesture.startCentroid) > Self.tapSlop { gesture.moved = true }
            self.gesture = gesture
            return
        }
        self.gesture = nil
        guard !gesture.moved, event.timestamp - gesture.start <= Self.tapDuration else {
            lastTap = nil
            return
        }
        if let lastTap, gesture.start - lastTap.time <= Self.tapDuration,
            lastTap.location.distance(to: gesture.startCentroid) <= Self.tapSeparation
        {
            self.lastTap = nil
            toggle(around: gesture.startCentroid)
        } else {
            lastTap = (event.timestamp, gesture.startCentroid)
        }
    }

    /// Zooms in around `point` at ``zoomLevel``, or out.
    private func toggle(around point: Point) {
        if isZoomed { zoomOut() } else { zoom(to: zoomLevel, around: point) }
    }

    private var centroidOfDown: Point {
        guard !down.isEmpty else { return Point(x: 0, y: 0) }
        var x = 0.0
        var y = 0.0
        for point in down.values {
            x += point.x
            y += point.y
        }
        return Point(x: x / Double(down.count), y: y / Double(down.count))
    }
}
