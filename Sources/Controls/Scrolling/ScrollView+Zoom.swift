import Gestures
public import Graphics
import Scene

/// The three numbers a zoom animation moves together.
struct ZoomState: VectorAnimatable {
    var scale: Double
    var offset: Point
    var animatableComponents: [Double] { [scale, offset.x, offset.y] }
    init(scale: Double, offset: Point) {
        self.scale = scale
        self.offset = offset
    }
    init(animatableComponents c: [Double]) {
        scale = c.count > 0 ? c[0] : 1
        offset = Point(x: c.count > 1 ? c[1] : 0, y: c.count > 2 ? c[2] : 0)
    }
}

extension ScrollView {
    /// `scale` clamped to ``minimumZoomScale`` … ``maximumZoomScale``.
    func clampedZoom(_ scale: Double) -> Double {
        let lo = min(minimumZoomScale, maximumZoomScale), hi = max(minimumZoomScale, maximumZoomScale)
        guard scale.isFinite else { return lo }
        return min(hi, max(lo, scale))
    }

    func zoomRangeDidChange() {
        let zooms = maximumZoomScale > minimumZoomScale
        pinchGestureRecognizer.isEnabled = zooms
        doubleTapGestureRecognizer.isEnabled = zooms
        let clamped = clampedZoom(currentZoom)
        if clamped != currentZoom { setZoomScale(clamped, animated: false) }
    }

    /// Zooms to `scale` (clamped) about the centre of the visible area, animated or at once.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        let s = clampedZoom(scale)
        let centre = Point(x: frame.width / 2, y: frame.height / 2)
        let anchor = Point(x: (offset.x + centre.x) / currentZoom, y: (offset.y + centre.y) / currentZoom)
        moveZoom(to: ZoomState(scale: s, offset: clampedOffset(Point(x: anchor.x * s - centre.x, y: anchor.y * s - centre.y),
                                                                zoom: s)),
                 animated: animated)
    }

    /// Zooms so that `rect` (content coordinates, unzoomed) fills the visible area as far as the
    /// scale limits allow, centred.
    public func zoom(to rect: Rect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let s = clampedZoom(min(frame.width / rect.width, frame.height / rect.height))
        let target = Point(x: rect.midX * s - frame.width / 2, y: rect.midY * s - frame.height / 2)
        moveZoom(to: ZoomState(scale: s, offset: clampedOffset(target, zoom: s)), animated: animated)
    }

    /// `point` clamped to the offsets that show content at zoom `s`.
    func clampedOffset(_ point: Point, zoom s: Double) -> Point {
        let i = physicalInsets
        let w = unzoomedContentSize.width * s, h = unzoomedContentSize.height * s
        let maxX = max(-i.left, w + i.right - frame.width), maxY = max(-i.top, h + i.bottom - frame.height)
        return Point(x: axes.contains(.horizontal) || s != 1 ? min(maxX, max(-i.left, point.x)) : offset.x,
                     y: axes.contains(.vertical) || s != 1 ? min(maxY, max(-i.top, point.y)) : offset.y)
    }

    func moveZoom(to state: ZoomState, animated: Bool) {
        stopMotion()
        guard animated, let animator = owner?.animator else {
            applyZoom(state)
            return
        }
        isDecelerating = true
        showIndicators()
        animator.animate(from: ZoomState(scale: currentZoom, offset: offset), to: state,
                         with: .easeInOut(duration: ControlMetrics.scrollAnimationDuration), key: motionKeys.animated,
                         update: { [weak self] value in self?.applyZoom(value) },
                         completion: { [weak self] finished in if finished { self?.motionDidEnd() } })
    }

    /// Sets the zoom and offset together: the content's size follows the scale.
    func applyZoom(_ state: ZoomState) {
        let changed = state.scale != currentZoom
        currentZoom = state.scale
        contentSize = Size(width: unzoomedContentSize.width * currentZoom, height: unzoomedContentSize.height * currentZoom)
        if state.offset != offset {
            setOffset(state.offset)
        } else if changed {
            placeContent()
            placeIndicators()
            didScroll()
        }
    }

    // MARK: Gestures

    func handlePinch(_ recognizer: GestureRecognizer) {
        let pinch = pinchGestureRecognizer
        let centroid = pinch.location(in: self)
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchStartZoom = currentZoom
            pinchAnchor = Point(x: (offset.x + centroid.x) / currentZoom, y: (offset.y + centroid.y) / currentZoom)
            showIndicators()
        case .changed:
            let s = clampedZoom(pinchStartZoom * pinch.scale)
            applyZoom(ZoomState(scale: s, offset: Point(x: pinchAnchor.x * s - centroid.x,
                                                        y: pinchAnchor.y * s - centroid.y)))
        case .ended, .cancelled:
            isZooming = false
            if isDragging {
                // The pan continues from here without a jump.
                let t = panGestureRecognizer.translation
                dragStartOffset = Point(x: offset.x + t.x, y: offset.y + t.y)
            } else {
                endDragging(velocity: .zero)
            }
        default:
            break
        }
    }

    func handleDoubleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended else { return }
        // HIG §2.1: a double tap zooms in and centres; when zoomed in, it zooms out.
        if currentZoom > minimumZoomScale + 1e-3 {
            setZoomScale(minimumZoomScale, animated: true)
            return
        }
        let p = recognizer.location(in: self)
        let point = Point(x: (offset.x + p.x) / currentZoom, y: (offset.y + p.y) / currentZoom)
        let s = clampedZoom(doubleTapZoomScale ?? maximumZoomScale)
        let size = Size(width: frame.width / s, height: frame.height / s)
        zoom(to: Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
                      height: size.height), animated: true)
    }
}
