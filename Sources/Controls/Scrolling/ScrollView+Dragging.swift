import Gestures
import Graphics
import Scene

extension ScrollView {
    /// Whether the content is gliding, bouncing, settling on a page or scrolling to a target.
    public var isMoving: Bool {
        guard let animator = owner?.animator else { return false }
        let k = motionKeys
        return animator.isAnimating(k.x) || animator.isAnimating(k.y) || animator.isAnimating(k.bounceX)
            || animator.isAnimating(k.bounceY) || animator.isAnimating(k.animated)
    }

    /// Stops any glide, bounce or animated scroll where the content is now.
    public func stopMotion() {
        guard let animator = owner?.animator else { return }
        let k = motionKeys
        for key in [k.x, k.y, k.bounceX, k.bounceY, k.animated] { animator.cancel(key) }
        isDecelerating = false
    }

    // MARK: Dragging

    func handlePan(_ recognizer: GestureRecognizer) {
        guard recognizer === panGestureRecognizer else { return }
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            if keyboardDismissMode == .onDrag {
                enclosingKeyboardHost?.dismissKeyboard()
            }
            dragStartOffset = Point(x: unstretched(offset.x, .horizontal), y: unstretched(offset.y, .vertical))
            dragStartOffset = Point(x: dragStartOffset.x + pan.translation.x, y: dragStartOffset.y + pan.translation.y)
            showIndicators()
        case .changed:
            guard !isZooming else { return }
            let raw = Point(x: dragStartOffset.x - pan.translation.x, y: dragStartOffset.y - pan.translation.y)
            setOffset(Point(x: axes.contains(.horizontal) ? stretched(raw.x, .horizontal) : offset.x,
                            y: axes.contains(.vertical) ? stretched(raw.y, .vertical) : offset.y))
        case .ended:
            isDragging = false
            let v = pan.velocity
            endDragging(velocity: Point(x: axes.contains(.horizontal) ? -v.x : 0, y: axes.contains(.vertical) ? -v.y : 0))
        case .cancelled:
            isDragging = false
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// The offset shown for an unconstrained offset `raw` along `axis`: rubber-banded past the
    /// edges when the view bounces, clamped when it does not.
    func stretched(_ raw: Double, _ axis: Axis) -> Double {
        let range = offsetRange(axis)
        guard bounces else { return min(range.upperBound, max(range.lowerBound, raw)) }
        return RubberBand.clamp(raw, to: range, dimension: length(axis))
    }

    /// The unconstrained offset that shows as `shown` along `axis` (the rubber band's inverse), so
    /// that catching a bouncing view continues from where it is.
    func unstretched(_ shown: Double, _ axis: Axis) -> Double {
        guard bounces else { return shown }
        return RubberBand.unclamp(shown, to: offsetRange(axis), dimension: length(axis))
    }

    /// The finger lifted with `velocity` (content points per second, physical): glide, bounce
    /// back or settle on a page.
    func endDragging(velocity: Point) {
        if isPagingEnabled {
            settleOnPage(velocity: velocity)
        } else {
            for axis in [Axis.horizontal, .vertical] where axes.contains(ScrollAxes(axis)) {
                let v = axis == .horizontal ? velocity.x : velocity.y
                release(axis, velocity: abs(v) < ControlMetrics.scrollMinimumFlickVelocity ? 0 : v)
            }
        }
        if isMoving { isDecelerating = true } else { motionDidEnd() }
    }

    /// Starts the motion of one axis after a lift: a bounce back when outside the content, a
    /// glide otherwise.
    func release(_ axis: Axis, velocity: Double) {
        let range = offsetRange(axis)
        let current = component(axis)
        if current < range.lowerBound - 1e-9 || current > range.upperBound + 1e-9 {
            bounce(axis, from: current, to: min(range.upperBound, max(range.lowerBound, current)), velocity: velocity)
        } else if velocity != 0 {
            glide(axis, from: current, velocity: velocity)
        }
    }

    /// A glide with UIKit's deceleration; at an edge it hands over to a bounce (or stops there
    /// when the view does not bounce).
    func glide(_ axis: Axis, from start: Double, velocity: Double) {
        guard let animator = owner?.animator else { return }
        let scale = max(1, environment.displayScale)
        let motion = ScrollDeceleration(offset: start, velocity: velocity, rate: decelerationRate,
                                        threshold: ControlMetrics.scrollStopThreshold / scale)
        let range = offsetRange(axis)
        let rest = motion.restingOffset
        var edge: Double?
        if rest < range.lowerBound { edge = range.lowerBound } else if rest > range.upperBound { edge = range.upperBound }
        let edgeTime = edge.flatMap { motion.time(toTravel: $0 - start) }
        let duration = edgeTime ?? motion.duration
        let key = axis == .horizontal ? motionKeys.x : motionKeys.y
        animator.animate(from: 0.0, to: duration, with: .linear(duration: duration), key: key,
                         update: { [weak self] t in self?.setComponent(axis, motion.offset(at: t)) },
                         completion: { [weak self] finished in
            guard let self, finished else { return }
            if let edge, let edgeTime {
                self.setComponent(axis, edge)
                if self.bounces {
                    // No bounce goes farther past the edge than half the view.
                    let v = ScrollSnapping.bounceVelocity(motion.velocity(at: edgeTime),
                                                          maximumOvershoot: self.length(axis) / 2)
                    self.bounce(axis, from: edge, to: edge, velocity: v)
                    return
                }
            } else {
                self.setComponent(axis, motion.restingOffset)
            }
            self.motionDidEnd()
        })
    }

    /// A critically damped spring from `from` to `to`, starting at `velocity`.
    func bounce(_ axis: Axis, from: Double, to: Double, velocity: Double) {
        guard let animator = owner?.animator else {
            setComponent(axis, to)
            return
        }
        let key = axis == .horizontal ? motionKeys.bounceX : motionKeys.bounceY
        setComponent(axis, from)
        animator.animate(from: from, to: to, with: .spring(ScrollSnapping.bounceSpring), key: key,
                         initialVelocity: velocity,
                         update: { [weak self] value in self?.setComponent(axis, value) },
                         completion: { [weak self] finished in if finished { self?.motionDidEnd() } })
    }

    /// Paging: the page nearest the flick's projection, at most one page from where the drag
    /// started, reached with the bounce spring.
    func settleOnPage(velocity: Point) {
        for axis in [Axis.horizontal, .vertical] where axes.contains(ScrollAxes(axis)) {
            let page = length(axis)
            guard page > 0 else { continue }
            let range = offsetRange(axis)
            let count = max(1, Int(((range.upperBound - range.lowerBound) / page).rounded(.up)) + 1)
            let current = component(axis) - range.lowerBound
            let startPage = pageIndex(ofOffset: dragStartOffset, axis, pageCount: count) ?? 0
            let v = axis == .horizontal ? velocity.x : velocity.y
            let target = ScrollSnapping.page(offset: current, velocity: v, pageLength: page, startPage: startPage,
                                             pageCount: count, rate: decelerationRate)
            let destination = min(range.upperBound, range.lowerBound + Double(target) * page)
            if abs(destination - component(axis)) > 1e-6 || v != 0 {
                bounce(axis, from: component(axis), to: destination, velocity: v)
            }
        }
    }

    /// The page the unconstrained offset `point` is on along `axis`.
    func pageIndex(ofOffset point: Point, _ axis: Axis, pageCount: Int) -> Int? {
        let page = length(axis)
        guard page > 0 else { return nil }
        let value = (axis == .horizontal ? point.x : point.y) - offsetRange(axis).lowerBound
        return min(pageCount - 1, max(0, Int((value / page).rounded())))
    }

    /// The current page along the paging axis (vertical when the view scrolls both ways).
    public var currentPage: Int {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let page = length(axis)
        guard page > 0 else { return 0 }
        return max(0, Int(((component(axis) - offsetRange(axis).lowerBound) / page).rounded()))
    }

    /// Called when a motion ends; when nothing moves any more the indicators fade.
    func motionDidEnd() {
        guard !isMoving else { return }
        isDecelerating = false
        if !isDragging { hideIndicators() }
    }

    // MARK: Components

    func component(_ axis: Axis) -> Double { axis == .horizontal ? offset.x : offset.y }

    func setComponent(_ axis: Axis, _ value: Double) {
        setOffset(axis == .horizontal ? Point(x: value, y: offset.y) : Point(x: offset.x, y: value))
    }
}
