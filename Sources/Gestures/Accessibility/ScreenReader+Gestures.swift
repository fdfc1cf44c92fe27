public import Graphics

/// What takes every touch while a ``ScreenReader`` runs (``GestureArbiter/exclusiveTarget``):
/// the reader's recognizers, nothing of the scene's.
@MainActor
public final class ReaderSurface: GestureTarget {
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    public var gestureParent: (any GestureTarget)? { nil }
    public func convertFromWindow(_ point: Point) -> Point { point }

    /// Called with the fingers that landed and the time, before any recognizer has decided.
    var onFingersLanded: (@MainActor ([Touch], Double) -> Void)?

    func add(_ recognizer: GestureRecognizer) {
        recognizer.target = self
        gestureRecognizers.append(recognizer)
    }

    /// The surface takes raw touches to hear fingers land (VoiceOver speaks on touch-down).
    public var handlesTouches: Bool { true }

    public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        onFingersLanded?(touches, event.timestamp)
    }
}

extension ScreenReader {
    /// How long a finger rests before moving it explores, in seconds (a quicker one may still be
    /// a flick). Where it lands is spoken at once, with no wait (``fingersLanded(_:at:fingersDown:mayBeSecondTap:)``).
    public static let exploreDelay = 0.15
    /// How soon after a touch's first finger another must land for the touch to be a
    /// multi-finger gesture, in seconds: the first finger's landing is then undone.
    public static let multiFingerInterval = 0.15
    /// How far two fingers turn for one rotor step, in radians (about 40°).
    static let rotorStepAngle = 0.7

    /// VoiceOver's gestures on the reader's surface.
    func installGestures() {
        // One finger: its landing explores at once; a flick (which first undoes the landing)
        // moves, a rest and then a drag explores, a tap focuses what is under it, a double tap
        // activates the focused element, a tap of another finger while it rests activates the
        // element under it (split tap).
        let flick = SwipeGestureRecognizer(direction: .all)
        flick.addAction { [unowned self] swipe in
            guard swipe.state == .ended else { return }
            undoLanding()
            let direction = swipe.recognizedDirection
            if direction.contains(.right) {
                moveNext()
            } else if direction.contains(.left) {
                movePrevious()
            } else if direction.contains(.down) {
                rotorStep(forward: true)
            } else if direction.contains(.up) {
                rotorStep(forward: false)
            }
        }
        let explore = LongPressGestureRecognizer()
        explore.minimumPressDuration = Self.exploreDelay
        explore.allowableMovement = .infinity
        explore.require(toFail: flick)
        explore.addAction { [unowned self] press in
            guard press.state == .began || press.state == .changed else { return }
            self.explore(at: press.locationInWindow)
        }
        // Once exploring, other fingers are not the explorer's: they may split-tap, and the
        // exploring finger goes on when they lift.
        explore.shouldReceive = { press, _ in !press.state.isActive }
        // A finger resting on an element and another tapping anywhere: the split tap activates it.
        let splitTap = SplitTapGestureRecognizer(minimumRest: Self.multiFingerInterval)
        splitTap.shouldRecognizeSimultaneously = { [unowned explore] _, other in other === explore }
        splitTap.addAction { [unowned self] split in
            guard split.state == .began || split.state == .changed else { return }
            self.splitTap(restingAt: split.restingLocation)
        }
        let doubleTap = TapGestureRecognizer(taps: 2)
        doubleTap.addAction { [unowned self] tap in
            if tap.state == .ended { activate() }
        }
        surface.onFingersLanded = { [unowned self, unowned doubleTap] touches, time in
            // The double tap has seen these fingers already: with a tap counted it waits for its
            // second, which must not move the cursor it is about to activate.
            let secondTap = doubleTap.state == .possible && doubleTap.tapCount > 0
            fingersLanded(
                touches, at: time, fingersDown: arbiter?.activeTouchCount ?? touches.count, mayBeSecondTap: secondTap)
        }
        let tap = TapGestureRecognizer()
        tap.require(toFail: doubleTap)
        tap.addAction { [unowned self] tap in
            if tap.state == .ended { self.explore(at: tap.locationInWindow) }
        }
        // Two fingers: a tap pauses, a double tap is the magic tap, swipes read all, a scrub
        // escapes, a turn moves the rotor.
        let twoDoubleTap = TapGestureRecognizer(taps: 2, touches: 2)
        twoDoubleTap.addAction { [unowned self] tap in
            if tap.state == .ended { magicTap() }
        }
        let twoTap = TapGestureRecognizer(taps: 1, touches: 2)
        twoTap.require(toFail: twoDoubleTap)
        twoTap.addAction { [unowned self] tap in
            if tap.state == .ended { togglePause() }
        }
        let twoSwipe = SwipeGestureRecognizer(direction: [.up, .down], touches: 2)
        twoSwipe.addAction { [unowned self] swipe in
            guard swipe.state == .ended else { return }
            readAll(fromTop: swipe.recognizedDirection.contains(.up))
        }
        let scrub = ScrubGestureRecognizer(touches: 2)
        scrub.addAction { [unowned self] scrub in
            if scrub.state == .ended { escape() }
        }
        twoSwipe.require(toFail: scrub)
        let turn = RotationGestureRecognizer()
        var stepsTaken = 0
        turn.addAction { [unowned self] rotation in
            switch rotation.state {
            case .began, .changed:
                let steps = Int((rotation.rotation / Self.rotorStepAngle).rounded(.towardZero))
                if steps != stepsTaken {
                    turnRotor(by: steps - stepsTaken)
                    stepsTaken = steps
                }
            default:
                stepsTaken = 0
            }
        }
        // Three fingers: a page.
        let threeSwipe = SwipeGestureRecognizer(direction: .all, touches: 3)
        threeSwipe.addAction { [unowned self] swipe in
            guard swipe.state == .ended else { return }
            let direction = swipe.recognizedDirection
            let rightToLeft = root.layoutDirection == .rightToLeft
            if direction.contains(.up) {
                scrollPage(.scrollPageDown)
            } else if direction.contains(.down) {
                scrollPage(.scrollPageUp)
            } else if direction.contains(.left) {
                scrollPage(rightToLeft ? .scrollPageLeading : .scrollPageTrailing)
            } else if direction.contains(.right) {
                scrollPage(rightToLeft ? .scrollPageTrailing : .scrollPageLeading)
            }
        }
        for recognizer in [
            flick, explore, splitTap, doubleTap, tap, twoDoubleTap, twoTap, twoSwipe, scrub, turn, threeSwipe,
        ] {
            surface.add(recognizer)
        }
    }
}
