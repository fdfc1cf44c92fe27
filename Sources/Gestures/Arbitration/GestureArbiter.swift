public import Graphics

/// Decides which recognizers get which touches and which of them may recognize.
///
/// ## Policy
/// A finger that goes down is hit-tested to the deepest ``GestureTarget``; it is given to the
/// recognizers along the path from that target up to the root (deepest first), then to the
/// runtime's system recognizers. The deepest target on the path that ``GestureTarget/handlesTouches``
/// gets the raw touches. A recognizer that asks to recognize
/// 1. fails if its ``GestureRecognizer/shouldBegin`` says no;
/// 2. fails if a recognizer sharing one of its touches is already active and the two may not
///    recognize simultaneously (a system gesture wins over an app gesture instead);
/// 3. fails if one of the recognizers it requires to fail has recognized, and waits (staying
///    `possible`) while one of them is still possible;
/// 4. otherwise recognizes: every possible recognizer sharing a touch that may not run
///    simultaneously fails, the recognizers waiting for it fail, and if it
///    ``GestureRecognizer/cancelsTouchesInView`` the target's raw touches are cancelled. System
///    recognizers keep watching while an app gesture runs, and cancel it when they recognize.
/// Two recognizers may recognize simultaneously when either one's
/// ``GestureRecognizer/shouldRecognizeSimultaneously`` or the arbiter's ``simultaneousPolicy``
/// says so. A recognizer that holds no touches, has no deadline and waits for nothing fails;
/// a finished recognizer is reset to `possible` once it holds no touches.
///
/// Screen edges in ``reservedEdges`` belong to the system: a finger landing in their zone goes
/// only to the system recognizers, unless the app defers that edge
/// (``edgesDeferringSystemGestures``, "edge protect"): then the first swipe goes to the app
/// and a second one within ``GestureMetrics/edgeProtectInterval`` to the system.
@MainActor
public final class GestureArbiter {
    /// Finds the deepest target under a point in window points, or `nil` for none.
    public typealias HitTest = @MainActor (Point) -> (any GestureTarget)?

    private let hitTest: HitTest
    /// The screen in window points; edge zones are measured from it.
    public var windowBounds: Rect
    /// Whether leading/trailing edges are the physical right/left.
    public var isRightToLeft = false
    /// The edges whose zones are reserved for system gestures.
    public var reservedEdges: ScreenEdges = []
    /// The reserved edges where the app gets the first swipe (edge protect).
    public var edgesDeferringSystemGestures: ScreenEdges = []
    /// An extra rule allowing two recognizers to recognize at once.
    public var simultaneousPolicy: (@MainActor (GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Receives hover and scroll events.
    public var pointerHandler: (@MainActor (PointerEvent) -> Void)?
    /// Receives key events (usually ``FocusSystem/handle(_:)``).
    public var keyHandler: (@MainActor (KeyEvent) -> Void)?
    /// Called for every touch frame before recognizers see it (the focus system hides its ring).
    public var touchObserver: (@MainActor (TouchEvent) -> Void)?
    /// While set, every finger that lands goes to this target alone: no hit test, no app or
    /// system recognizer, no edge zone (a screen reader that is on takes all touches, as
    /// VoiceOver does). Fingers already down keep their recognizers.
    public var exclusiveTarget: (any GestureTarget)?

    /// The runtime-level recognizers that see every touch outside app-owned edge zones.
    public private(set) var systemRecognizers: [GestureRecognizer] = []
    /// The input clock: the latest event or ``advance(to:)`` time, in seconds.
    public private(set) var now: Double = 0

    /// Objects whose recognizers the arbiter runs (``SystemGestures``), kept alive with it.
    var owners: [AnyObject] = []
    private var records: [TouchID: TouchRecord] = [:]
    private var recordOrder: [TouchID] = []
    private var live: [GestureRecognizer] = []
    private var waiting: [GestureRecognizer] = []
    private var lastDeferredSwipe: [ScreenEdges: Double] = [:]
    private var isSettling = false
    /// Fingers (down or lifted) whose raw touches wait for a delaying recognizer to fail.
    private var delayedRecords: [TouchRecord] = []

    /// Creates an arbiter for a screen of `windowBounds` points with a hit-test function.
    public init(windowBounds: Rect, hitTest: @escaping HitTest) {
        self.windowBounds = windowBounds
        self.hitTest = hitTest
    }

    /// Adds a runtime-level recognizer; it wins over app recognizers that share its touches.
    public func addSystemRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.isSystemGesture = true
        recognizer.arbiter = self
        systemRecognizers.append(recognizer)
    }

    /// How many fingers are down.
    public var activeTouchCount: Int { records.count }

    /// The recognizers that have touches or are waiting for something this sequence.
    public var liveRecognizers: [GestureRecognizer] { live }

    /// How many fingers' raw touches wait for a delaying recognizer (for leak checks).
    var delayedTouchCount: Int { delayedRecords.count }
    /// How many recognizers wait for others to fail (for leak checks).
    var waitingCount: Int { waiting.count }

    /// The earliest pending recognizer deadline; the runtime arms its timer for it.
    public var nextDeadline: Double? { live.compactMap(\.deadline).min() }

    /// Handles one input event: touches go to recognizers and targets, pointer and key events to
    /// their handlers. Deadlines up to the event's time run first.
    public func handle(_ event: InputEvent) {
        switch event {
        case .touch(let touchEvent): handle(touchEvent)
        case .pointer(let pointerEvent):
            advance(to: pointerEvent.timestamp)
            pointerHandler?(pointerEvent)
        case .key(let keyEvent):
            advance(to: keyEvent.timestamp)
            keyHandler?(keyEvent)
        case .keyboardsChanged(_, let timestamp):
            // Devices, not gestures: the host's router tells the scene (InputRouter).
            advance(to: timestamp)
        }
    }

    /// Moves the input clock forward and runs every deadline that passed, in time order.
    public func advance(to time: Double) {
        if runDeadlines(upTo: time) { settle() }
    }

    /// Runs the deadlines up to `time`; returns whether any ran.
    private func runDeadlines(upTo time: Double) -> Bool {
        if time > now { now = time }
        var ran = false
        while true {
            var earliest: GestureRecognizer?
            for r in live {
                if let d = r.deadline, d <= now, d < (earliest?.deadline ?? .infinity) { earliest = r }
            }
            guard let next = earliest, let deadline = next.deadline else { return ran }
            next.deadline = nil
            next.currentTime = deadline
            next.deadlineReached()
            ran = true
        }
    }

    /// Handles one frame of touches.
    public func handle(_ event: TouchEvent) {
        if runDeadlines(upTo: event.timestamp) { settle() }
        touchObserver?(event)
        var began: [TouchRecord] = [], moved: [TouchRecord] = [], ended: [TouchRecord] = []
        var cancelled: [TouchRecord] = []
        for raw in event.changedTouches {
            switch raw.phase {
            case .began:
                guard records[raw.id] == nil else { continue }
                let touch = Touch(id: raw.id, phase: .began, location: raw.location, timestamp: event.timestamp)
                let record = makeRecord(for: touch)
                records[raw.id] = record
                recordOrder.append(raw.id)
                began.append(record)
            case .moved, .stationary, .ended, .cancelled:
                guard let record = records[raw.id] else { continue }
                let old = record.touch
                let phase: TouchPhase = raw.phase == .stationary ? .moved : raw.phase
                record.touch = Touch(id: raw.id, phase: phase, location: raw.location, previousLocation: old.location,
                                     startLocation: old.startLocation, timestamp: event.timestamp,
                                     startTimestamp: old.startTimestamp)
                switch phase {
                case .ended: ended.append(record)
                case .cancelled: cancelled.append(record)
                default: moved.append(record)
                }
                if phase.isFinal {
                    for r in record.recognizers { r.heldFingers -= 1 }
                }
            }
        }
        let frame = TouchEvent(timestamp: event.timestamp,
                               changedTouches: (began + moved + ended + cancelled).map(\.touch))

        deliverToRecognizers(began, frame) { $0.receiveBegan($1, event: $2) }
        deliverToRecognizers(moved, frame) { $0.receiveMoved($1, event: $2) }
        deliverToRecognizers(ended, frame) { $0.receiveEnded($1, cancelled: false, event: $2) }
        deliverToRecognizers(cancelled, frame) { $0.receiveEnded($1, cancelled: true, event: $2) }

        deliverToHandlers(began + moved + ended + cancelled, frame)
        settle()
        for record in ended + cancelled {
            records[record.touch.id] = nil
        }
        if !(ended.isEmpty && cancelled.isEmpty) {
            recordOrder.removeAll { records[$0] == nil }
        }
    }

    // MARK: Gathering

    private func makeRecord(for touch: Touch) -> TouchRecord {
        let exclusive = exclusiveTarget
        let leaf = exclusive ?? hitTest(touch.location)
        var pathRecognizers: [GestureRecognizer] = []
        var handler: (any GestureTarget)?
        var current = leaf
        while let target = current {
            for r in target.gestureRecognizers {
                if r.target == nil { r.target = target }
                pathRecognizers.append(r)
            }
            if handler == nil && target.handlesTouches { handler = target }
            current = target.gestureParent
        }
        var candidates: [GestureRecognizer]
        switch exclusive != nil ? .appOnly : edgeRouting(for: touch.location) {
        case .systemOnly:
            candidates = systemRecognizers
            handler = nil
        case .appOnly:
            candidates = pathRecognizers
        case .everyone:
            candidates = pathRecognizers + systemRecognizers
        }
        var accepted: [GestureRecognizer] = []
        for r in candidates where !r.isLive && r.state.isFinished { r.resetToPossible() }
        for r in candidates where r.isEnabled && !r.state.isFinished && r.pendingState == nil {
            if r.shouldReceive?(r, touch) == false { continue }
            if accepted.contains(where: { $0 === r }) { continue }
            if r.arbiter == nil { r.arbiter = self }
            r.heldFingers += 1
            accepted.append(r)
            if !r.isLive {
                r.isLive = true
                live.append(r)
            }
        }
        let delays = accepted.contains { $0.delaysTouchesBegan }
        let delivery: TouchRecord.Delivery = handler == nil ? .none : (delays ? .delayed : .delivered)
        let record = TouchRecord(touch: touch, recognizers: accepted, handler: handler, delivery: delivery)
        if delivery == .delayed { delayedRecords.append(record) }
        return record
    }

    private enum EdgeRouting { case systemOnly, appOnly, everyone }

    private func edgeRouting(for location: Point) -> EdgeRouting {
        guard !reservedEdges.isEmpty else { return .everyone }
        let zones = ScreenEdges.zones(containing: location, in: windowBounds, isRightToLeft: isRightToLeft)
            .intersection(reservedEdges)
        guard let edge = zones.firstMember else { return .everyone }
        guard edgesDeferringSystemGestures.contains(edge) else { return .systemOnly }
        if let last = lastDeferredSwipe[edge], now - last <= GestureMetrics.edgeProtectInterval {
            lastDeferredSwipe[edge] = nil
            return .systemOnly
        }
        lastDeferredSwipe[edge] = now
        return .appOnly
    }

    // MARK: Delivery

    private func deliverToRecognizers(_ group: [TouchRecord], _ event: TouchEvent,
                                      _ deliver: (GestureRecognizer, [Touch], TouchEvent) -> Void) {
        guard !group.isEmpty else { return }
        // Each recognizer collects its fingers in its own scratch list: no searching, no hashing.
        var order: [GestureRecognizer] = []
        for record in group {
            for r in record.recognizers {
                if r.batch.isEmpty { order.append(r) }
                r.batch.append(record.touch)
            }
        }
        for r in order {
            let touches = r.batch
            r.batch.removeAll(keepingCapacity: true)
            if r.state.isFinished || !r.isEnabled {
                if touches[0].phase.isFinal { r.forget(touches.map { $0.id }) }
                continue
            }
            deliver(r, touches, event)
        }
    }

    private func deliverToHandlers(_ group: [TouchRecord], _ event: TouchEvent) {
        var order: [ObjectIdentifier] = []
        var batches: [ObjectIdentifier: (any GestureTarget, [Touch])] = [:]
        for record in group where record.delivery != .none && record.delivery != .cancelled {
            guard let handler = record.handler else { continue }
            if record.delivery == .delayed {
                record.delayed.append(record.touch)
                continue
            }
            let key = ObjectIdentifier(handler)
            if batches[key] == nil { order.append(key) }
            batches[key, default: (handler, [])].1.append(record.touch)
        }
        for key in order {
            guard let (handler, touches) = batches[key] else { continue }
            send(touches, to: handler, event: event)
        }
    }

    private func send(_ touches: [Touch], to handler: any GestureTarget, event: TouchEvent) {
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            let batch = touches.filter { $0.phase == phase }
            guard !batch.isEmpty else { continue }
            switch phase {
            case .began: handler.touchesBegan(batch, with: event)
            case .moved: handler.touchesMoved(batch, with: event)
            case .ended: handler.touchesEnded(batch, with: event)
            default: handler.touchesCancelled(batch, with: event)
            }
        }
    }

    // MARK: Recognition

    private func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.shouldRecognizeSimultaneously?(a, b) == true || b.shouldRecognizeSimultaneously?(b, a) == true
            || simultaneousPolicy?(a, b) == true
    }

    /// The recognizers that share at least one finger that is still down with `r`.
    private func recognizersSharingTouches(with r: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for id in recordOrder {
            guard let record = records[id], record.recognizers.contains(where: { $0 === r }) else { continue }
            for other in record.recognizers where other !== r && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    func recognizerWantsToRecognize(_ r: GestureRecognizer, as newState: GestureRecognizer.State) {
        guard r.state == .possible else { return }
        if r.shouldBegin?(r) == false {
            r.fail()
            return
        }
        for other in recognizersSharingTouches(with: r) where other.state.isActive {
            if canRecognizeSimultaneously(r, other) { continue }
            if r.isSystemGesture && !other.isSystemGesture { continue }
            r.fail()
            return
        }
        let requirements = r.recognizersRequiredToFail
        if requirements.contains(where: { $0.isLive && ($0.state.isActive || $0.state == .ended) }) {
            r.fail()
            return
        }
        if requirements.contains(where: { $0.isLive && $0.state == .possible }) {
            r.pendingState = newState
            if !waiting.contains(where: { $0 === r }) { waiting.append(r) }
            return
        }
        commit(r, newState)
    }

    private func commit(_ r: GestureRecognizer, _ newState: GestureRecognizer.State) {
        r.pendingState = nil
        waiting.removeAll { $0 === r }
        let sharing = recognizersSharingTouches(with: r)
        r.setState(newState)
        for other in sharing where !canRecognizeSimultaneously(r, other) {
            if other.state == .possible {
                // App gestures never stop the system's from watching; the system's win later.
                if other.isSystemGesture && !r.isSystemGesture { continue }
                other.fail()
            } else if other.state.isActive && r.isSystemGesture && !other.isSystemGesture {
                other.cancel()
            }
        }
        if r.cancelsTouchesInView { cancelHandlerTouches(of: r) }
        for w in waiting where w.recognizersRequiredToFail.contains(where: { $0 === r }) {
            w.fail()
        }
    }

    func recognizerDidChangeState(_ r: GestureRecognizer) {
        guard r.state == .failed || r.state == .cancelled else { return }
        waiting.removeAll { $0 === r }
        guard r.state == .failed else { return }
        for w in waiting where w.recognizersRequiredToFail.contains(where: { $0 === r }) {
            let requirements = w.recognizersRequiredToFail
            if requirements.allSatisfy({ !$0.isLive || $0.state == .failed }), let pending = w.pendingState {
                w.pendingState = nil
                waiting.removeAll { $0 === w }
                recognizerWantsToRecognize(w, as: pending)
            }
        }
    }

    private func cancelHandlerTouches(of r: GestureRecognizer) {
        var batches: [ObjectIdentifier: (any GestureTarget, [Touch])] = [:]
        var order: [ObjectIdentifier] = []
        for id in recordOrder {
            guard let record = records[id], record.recognizers.contains(where: { $0 === r }),
                  let handler = record.handler else { continue }
            switch record.delivery {
            case .delayed:
                record.delayed.removeAll()
                record.delivery = .cancelled
            case .delivered:
                record.delivery = .cancelled
                var touch = record.touch
                touch.phase = .cancelled
                let key = ObjectIdentifier(handler)
                if batches[key] == nil { order.append(key) }
                batches[key, default: (handler, [])].1.append(touch)
            case .none, .cancelled:
                break
            }
        }
        for key in order {
            guard let (handler, touches) = batches[key] else { continue }
            handler.touchesCancelled(touches, with: TouchEvent(timestamp: now, changedTouches: touches))
        }
    }

    // MARK: Settling

    /// Flushes delayed touches whose recognizers all failed, fails idle recognizers and resets
    /// finished ones.
    private func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        flushDelayedTouches()
        var changed = true
        while changed {
            changed = false
            for r in live where r.state == .possible && r.deadline == nil && r.pendingState == nil && r.touches.isEmpty {
                r.fail()
                changed = true
            }
        }
        flushDelayedTouches()
        var finished = false
        for r in live where r.state.isFinished && r.touches.isEmpty {
            finished = true
            break
        }
        guard finished else { return }
        live.removeAll { r in
            guard r.state.isFinished, r.touches.isEmpty, !holdsTouch(r) else { return false }
            r.isLive = false
            r.resetToPossible()
            return true
        }
    }

    /// Whether a finger that is down (not lifting in this frame) was given to `r`.
    private func holdsTouch(_ r: GestureRecognizer) -> Bool { r.heldFingers > 0 }

    private func flushDelayedTouches() {
        guard !delayedRecords.isEmpty else { return }
        for record in delayedRecords {
            guard record.delivery == .delayed, let handler = record.handler else { continue }
            let delaying = record.recognizers.filter { $0.delaysTouchesBegan }
            if delaying.contains(where: { $0.state.isActive || $0.state == .ended }) {
                record.delayed.removeAll()
                record.delivery = .cancelled
                continue
            }
            guard delaying.allSatisfy({ $0.state == .failed || $0.state == .cancelled || !$0.isLive }) else { continue }
            record.delivery = .delivered
            let pending = record.delayed
            record.delayed.removeAll()
            for touch in pending {
                send([touch], to: handler, event: TouchEvent(timestamp: touch.timestamp, changedTouches: [touch]))
            }
        }
        delayedRecords.removeAll { $0.delivery != .delayed }
    }
}
