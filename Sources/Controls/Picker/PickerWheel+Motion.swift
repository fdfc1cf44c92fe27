public import Gestures
import Graphics
import Scene

extension PickerWheel {
    /// Whether the wheel is gliding, springing or turning to a row.
    public var isMoving: Bool {
        guard let animator = owner?.animator else { return false }
        return animator.isAnimating(motionKeys.glide) || animator.isAnimating(motionKeys.spring)
    }

    /// Stops any motion where the wheel is now (between rows, if it was between rows).
    public func stopMotion() {
        guard let animator = owner?.animator else { return }
        animator.cancel(motionKeys.glide)
        animator.cancel(motionKeys.spring)
        isDecelerating = false
    }

    /// Turns the wheel so that `row` is in the band: over
    /// ``ControlMetrics/pickerScrollDuration`` with the system ease in-out, or at once. A cyclic
    /// wheel takes the shorter way round.
    public func scroll(toRow row: Int, animated: Bool) {
        guard numberOfRows > 0 else { return }
        let target = virtualOffset(for: min(numberOfRows - 1, max(0, row)))
        stopMotion()
        motionIsUserDriven = false
        guard animated, let animator = owner?.animator, abs(target - offset) > 1e-9 else {
            setOffset(target)
            settledRow = selectedRow
            return
        }
        isDecelerating = true
        animator.animate(from: offset, to: target, with: .easeInOut(duration: ControlMetrics.pickerScrollDuration),
                         key: motionKeys.spring,
                         update: { [weak self] value in self?.setOffset(value) },
                         completion: { [weak self] finished in if finished { self?.motionDidEnd() } })
    }

    // MARK: Touches

    func handlePan(_ recognizer: GestureRecognizer) {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            motionIsUserDriven = true
            dragStartOffset = unstretched(offset) + pan.translation.y
        case .changed:
            setOffset(stretched(dragStartOffset - pan.translation.y))
        case .ended:
            isDragging = false
            release(velocity: -pan.velocity.y)
        case .cancelled:
            isDragging = false
            release(velocity: 0)
        default:
            break
        }
    }

    /// A tap on a row above or below the band turns that row into the band (iOS).
    func handleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended, numberOfRows > 0, isEnabled else { return }
        let y = recognizer.location(in: self).y - bounds.height / 2
        // The visible row whose drawn centre is nearest the tap.
        let projection = self.projection
        let centre = offset / rowHeight
        var best: (virtual: Int, distance: Double)?
        for virtual in visibleRows.keys {
            guard let placement = projection.placement(forDistance: Double(virtual) - centre) else { continue }
            let distance = abs(placement.centerOffset - y)
            if distance < best?.distance ?? .infinity { best = (virtual, distance) }
        }
        guard let best, best.distance <= rowHeight else { return }
        motionIsUserDriven = true
        turn(to: Double(best.virtual) * rowHeight, velocity: 0, animation: .easeInOut(duration: ControlMetrics.pickerScrollDuration))
    }

    // MARK: Motion

    /// The offset shown for an unconstrained offset: rubber-banded past the ends of a wheel that
    /// does not wrap.
    func stretched(_ raw: Double) -> Double {
        guard !layout.isCyclic else { return raw }
        return RubberBand.clamp(raw, to: offsetRange, dimension: bounds.height)
    }

    /// The unconstrained offset that shows as `shown` (the rubber band's inverse).
    func unstretched(_ shown: Double) -> Double {
        guard !layout.isCyclic else { return shown }
        return RubberBand.unclamp(shown, to: offsetRange, dimension: bounds.height)
    }

    /// The nearest offset a row rests at (clamped to the ends of a wheel that does not wrap).
    func nearestRowOffset(to value: Double) -> Double {
        let snapped = (value / rowHeight).rounded() * rowHeight
        guard !layout.isCyclic else { return snapped }
        return min(offsetRange.upperBound, max(offsetRange.lowerBound, snapped))
    }

    /// The finger lifted with `velocity` (points per second along the surface, positive towards
    /// later rows): spring back from past an end, settle on the nearest row, or glide to the row
    /// the flick's projection is nearest, landing on it exactly.
    func release(velocity: Double) {
        guard numberOfRows > 0 else { return }
        let v = abs(velocity) < ControlMetrics.scrollMinimumFlickVelocity ? 0 : velocity
        let range = offsetRange
        if !layout.isCyclic && (offset < range.lowerBound - 1e-9 || offset > range.upperBound + 1e-9) {
            turn(to: min(range.upperBound, max(range.lowerBound, offset)), velocity: v)
            return
        }
        let threshold = ControlMetrics.scrollStopThreshold / max(1, environment.displayScale)
        guard v != 0, let flick = ScrollSnapping.flick(offset: offset, velocity: v, snappingTo: rowHeight,
                                                        rate: decelerationRate, threshold: threshold) else {
            turn(to: nearestRowOffset(to: offset), velocity: v)
            return
        }
        if layout.isCyclic || range.contains(flick.target) {
            glide(flick.motion, to: flick.target)
            return
        }
        // The flick would carry the wheel past its end: glide with the finger's own velocity to the
        // end, then spring there (as a scroll view bounces at an edge).
        let edge = flick.target < range.lowerBound ? range.lowerBound : range.upperBound
        let motion = ScrollDeceleration(offset: offset, velocity: v, rate: decelerationRate, threshold: threshold)
        guard let time = motion.time(toTravel: edge - offset) else {
            turn(to: edge, velocity: v)
            return
        }
        glide(motion, until: time, to: edge, handingOver: true)
    }

    /// Glides along `motion` and rests exactly on `target`.
    func glide(_ motion: ScrollDeceleration, to target: Double) {
        glide(motion, until: motion.duration, to: target, handingOver: false)
    }

    /// Glides along `motion` for `duration` seconds, then sets `target` exactly; with
    /// `handingOver`, the velocity at that instant goes on into the spring (an end reached).
    func glide(_ motion: ScrollDeceleration, until duration: Double, to target: Double, handingOver: Bool) {
        guard let animator = owner?.animator, duration > 0 else {
            setOffset(target)
            motionDidEnd()
            return
        }
        isDecelerating = true
        animator.animate(from: 0.0, to: duration, with: .linear(duration: duration), key: motionKeys.glide,
                         update: { [weak self] t in self?.setOffset(motion.offset(at: t)) },
                         completion: { [weak self] finished in
            guard let self, finished else { return }
            self.setOffset(target)
            if handingOver {
                // No spring carries the wheel farther past its end than a third of its height.
                let v = ScrollSnapping.bounceVelocity(motion.velocity(at: duration),
                                                      maximumOvershoot: self.bounds.height / 3)
                self.turn(to: target, velocity: v)
            } else {
                self.motionDidEnd()
            }
        })
    }

    /// Springs (the scroll view's critically damped spring) or animates to `target`.
    func turn(to target: Double, velocity: Double, animation: Animation = .spring(ScrollSnapping.bounceSpring)) {
        guard let animator = owner?.animator else {
            setOffset(target)
            motionDidEnd()
            return
        }
        if abs(target - offset) < 1e-9 && velocity == 0 {
            setOffset(target)
            motionDidEnd()
            return
        }
        isDecelerating = true
        animator.animate(from: offset, to: target, with: animation, key: motionKeys.spring, initialVelocity: velocity,
                         update: { [weak self] value in self?.setOffset(value) },
                         completion: { [weak self] finished in
            guard let self, finished else { return }
            self.setOffset(target)
            self.motionDidEnd()
        })
    }

    /// The wheel came to rest: tell the picker which row is in the band.
    func motionDidEnd() {
        guard !isMoving, !isDragging else { return }
        isDecelerating = false
        let row = selectedRow
        let userDriven = motionIsUserDriven
        motionIsUserDriven = false
        guard row != settledRow || userDriven else { return }
        settledRow = row
        picker?.wheelDidSettle(self, userDriven: userDriven)
    }
}

/// The pan that turns a ``PickerWheel``: a vertical drag past the touch slop. A finger that lands
/// on a turning wheel stops it and begins the pan at once, so the touch neither taps a row nor
/// lets the wheel keep gliding; on lift the wheel settles on the nearest row.
@MainActor
public final class PickerWheelPanGestureRecognizer: PanGestureRecognizer {
    /// The wheel the pan turns.
    public internal(set) weak var wheel: PickerWheel?

    /// Creates the pan of a wheel.
    public override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    public override func shouldBeginPan() -> Bool {
        guard super.shouldBeginPan(), let wheel, wheel.isEnabled, wheel.numberOfRows > 0 else { return false }
        return abs(translation.y) >= abs(translation.x)
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let wheel, wheel.isMoving else { return }
        wheel.stopMotion()
        begin()
    }
}
