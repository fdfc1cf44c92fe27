public import Gestures
public import Graphics
public import Scene
import Text

/// A slider (HIG §1.26): a track, a thumb, and optional minimum and maximum value images, for
/// fine control of a value across its whole range.
///
/// The track left of the thumb (right of it in right-to-left layouts, where the minimum end
/// is on the right) is drawn in ``minimumTrackTintColor`` (the tint), the rest in
/// ``maximumTrackTintColor``; the optional ``minimumValueImage`` sits at the minimum end and
/// ``maximumValueImage`` at the maximum end (HIG: a small and a large “A” for a font size).
///
/// Dragging the thumb moves it with the finger and maps its position linearly onto
/// ``minimumValue`` … ``maximumValue``. With ``isContinuous`` (the default) the actions run at
/// every change while dragging; otherwise once, when the finger lifts on a new value. As in iOS
/// a tap on the track does nothing unless ``allowsTapToPosition`` is set; then the thumb slides
/// to the tapped point and the actions run. Only a mostly horizontal drag that starts on the
/// thumb (within its 44 pt target) moves it, so a vertical one scrolls the list around it.
///
/// <!-- example context:
/// final class Player { var volume = 0.0 }
/// let player = Player()
/// -->
/// ```swift
/// let volume = Slider(value: 0.6)
/// volume.minimumValueImage = SymbolCatalog.standard["speaker"]
/// volume.maximumValueImage = SymbolCatalog.standard["speaker.wave.3"]
/// volume.addAction { volume in player.volume = volume.value }
/// ```
@MainActor
public final class Slider: ControlNode {
    /// The value, between ``minimumValue`` and ``maximumValue`` (clamped). Setting it moves the
    /// thumb without animation and sends no actions.
    public var value: Double {
        get { currentValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the minimum end.
    public var minimumValue: Double {
        didSet { if minimumValue != oldValue { rangeDidChange() } }
    }
    /// The value at the maximum end.
    public var maximumValue: Double {
        didSet { if maximumValue != oldValue { rangeDidChange() } }
    }
    /// Whether the actions run at every change while dragging (`true`, iOS's default) or once
    /// when the finger lifts.
    public var isContinuous = true
    /// Whether a tap on the track moves the thumb there. iOS: off.
    public var allowsTapToPosition = false {
        didSet { tap.isEnabled = allowsTapToPosition }
    }
    /// The colour of the track between the minimum end and the thumb (the tint by default).
    public var minimumTrackTintColor: ThemeColor = .tint {
        didSet { if minimumTrackTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the track between the thumb and the maximum end.
    public var maximumTrackTintColor: ThemeColor = .system(.systemFill) {
        didSet { if maximumTrackTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The thumb's colour.
    public var thumbTintColor: ThemeColor = .fixed(.white) {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The image at the minimum end (HIG §1.26, usually a small symbol of the quantity).
    public var minimumValueImage: Symbol? {
        didSet { if minimumValueImage != oldValue { setNeedsDisplay() } }
    }
    /// The image at the maximum end.
    public var maximumValueImage: Symbol? {
        didSet { if maximumValueImage != oldValue { setNeedsDisplay() } }
    }
    /// The value images' colour.
    public var valueImageColor: ThemeColor = .secondaryLabel {
        didSet { if valueImageColor != oldValue { setNeedsDisplay() } }
    }

    /// Whether a finger is dragging the thumb.
    public private(set) var isDragging = false
    /// The drag recognizer (a pan that starts on the thumb).
    public let pan = PanGestureRecognizer()
    /// The tap-to-position recognizer (enabled by ``allowsTapToPosition``).
    public let tap = TapGestureRecognizer()

    /// The fraction of the range the thumb is drawn at, 0 … 1 (moves while animating).
    public private(set) var shownFraction: Double = 0
    private var currentValue: Double
    private var dragStartFraction = 0.0
    private var valueAtDragStart = 0.0
    private lazy var thumbKey = Animator.Key(node: self, property: .sliderThumb)

    /// A slider showing `value` in `range`.
    public init(value: Double = 0, in range: ClosedRange<Double> = 0...1) {
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        currentValue = range.lowerBound
        super.init()
        verticalSizing = .fixed(ControlMetrics.sliderHeight)
        hitTestShape = .bounds
        let ring = ControlNode.focusRingOutset, blur = ControlMetrics.sliderThumbShadowBlur
        let offset = ControlMetrics.sliderThumbShadowOffset
        drawingOutsets = EdgeInsets(top: max(ring, blur - offset), leading: max(ring, blur),
                                    bottom: max(ring, blur + offset), trailing: max(ring, blur))
        currentValue = clamp(value)
        shownFraction = fraction(of: currentValue)

        pan.name = "slider drag"
        pan.maximumNumberOfTouches = 1
        pan.shouldReceive = { [weak self] _, touch in
            guard let self else { return false }
            return self.thumbHitRect.contains(self.convert(touch.location, from: nil))
        }
        pan.shouldBegin = { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return true }
            return abs(pan.translation.x) >= abs(pan.translation.y)
        }
        pan.addAction { [weak self] pan in
            guard let self else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(pan)
        tap.name = "slider tap to position"
        tap.isEnabled = false
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tapped(at: recognizer.location(in: self))
        }
        addGestureRecognizer(tap)
    }

    /// Sets ``value`` (clamped); `animated` slides the thumb with the scene's default timing.
    /// Sends no actions.
    public func setValue(_ newValue: Double, animated: Bool) {
        currentValue = clamp(newValue)
        moveThumb(to: fraction(of: currentValue), animated: animated)
    }

    /// A slider has no tap action: keyboard activation does nothing.
    public override func activate() {}

    public override var activatesOnTrackedTap: Bool { false }
    public override var foldsOpacityIntoContent: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? ControlMetrics.sliderDefaultWidth, height: ControlMetrics.sliderHeight)
    }

    // MARK: Geometry (the node's own, physical coordinates)

    /// `value` as a fraction of the range, 0 … 1 (0 when the range is empty).
    public func fraction(of value: Double) -> Double {
        let span = maximumValue - minimumValue
        guard span > 0, span.isFinite else { return 0 }
        return max(0, min(1, (value - minimumValue) / span))
    }

    /// The value at `fraction` of the range.
    public func value(atFraction fraction: Double) -> Double {
        minimumValue + max(0, min(1, fraction)) * (maximumValue - minimumValue)
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return max(minimumValue, min(maximumValue, v))
    }

    private func rangeDidChange() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        setValue(currentValue, animated: false)
    }

    private var imageSide: Double { Symbol.boxSide(pointSize: ControlMetrics.sliderValueImagePointSize) }

    /// The room an image takes at an end of the track (the image and its gap), or 0.
    private func imageRoom(_ image: Symbol?) -> Double {
        image == nil ? 0 : imageSide + ControlMetrics.sliderValueImageSpacing
    }

    private var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The track, between the value images.
    public var trackRect: Rect {
        let minRoom = imageRoom(minimumValueImage), maxRoom = imageRoom(maximumValueImage)
        let left = isRightToLeft ? maxRoom : minRoom, right = isRightToLeft ? minRoom : maxRoom
        let h = ControlMetrics.sliderTrackHeight
        return Rect(x: left, y: (bounds.height - h) / 2, width: max(0, bounds.width - left - right), height: h)
    }

    /// How far the thumb's centre travels from the minimum to the maximum end, in points.
    public var travel: Double { max(0, trackRect.width - ControlMetrics.sliderThumbDiameter) }

    /// The thumb's centre at `fraction`.
    public func thumbCentre(atFraction fraction: Double) -> Point {
        let track = trackRect, r = ControlMetrics.sliderThumbDiameter / 2
        let along = r + max(0, min(1, fraction)) * travel
        return Point(x: isRightToLeft ? track.maxX - along : track.minX + along, y: bounds.midY)
    }

    /// The thumb as drawn now.
    public var thumbRect: Rect {
        let c = thumbCentre(atFraction: shownFraction), d = ControlMetrics.sliderThumbDiameter
        return Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)
    }

    /// Where a touch grabs the thumb: the thumb grown to the 44 pt target.
    var thumbHitRect: Rect {
        let t = thumbRect, minimum = ControlMetrics.minimumHitTarget
        return t.insetBy(dx: -max(0, (minimum.width - t.width) / 2), dy: -max(0, (minimum.height - t.height) / 2))
    }

    /// The fraction whose thumb centre is at `x` (clamped to the ends).
    public func fraction(atX x: Double) -> Double {
        guard travel > 0 else { return 0 }
        let track = trackRect, r = ControlMetrics.sliderThumbDiameter / 2
        let along = isRightToLeft ? track.maxX - r - x : x - track.minX - r
        return max(0, min(1, along / travel))
    }

    // MARK: Interaction

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard isEnabled else { return }
            isDragging = true
            owner?.animator.cancel(thumbKey)
            dragStartFraction = shownFraction
            valueAtDragStart = currentValue
            fallthrough
        case .changed:
            guard isDragging, travel > 0 else { return }
            let direction: Double = isRightToLeft ? -1 : 1
            let f = max(0, min(1, dragStartFraction + direction * pan.translation.x / travel))
            let old = currentValue
            currentValue = value(atFraction: f)
            moveThumb(to: f, animated: false)
            if isContinuous && currentValue != old { sendActions() }
        case .ended, .cancelled:
            guard isDragging else { return }
            isDragging = false
            if !isContinuous && currentValue != valueAtDragStart { sendActions() }
        default:
            break
        }
    }

    private func tapped(at point: Point) {
        guard isEnabled, allowsTapToPosition, !isDragging else { return }
        let old = currentValue
        currentValue = value(atFraction: fraction(atX: point.x))
        moveThumb(to: fraction(of: currentValue), animated: true)
        if currentValue != old { sendActions() }
    }

    private func moveThumb(to target: Double, animated: Bool) {
        moveDrawnValue(shownFraction, to: target, animated: animated, with: .default, key: thumbKey) { [weak self] in
            self?.shownFraction = $0
        }
    }

    // MARK: Drawing

    public override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let alpha = contentOpacity(in: context)
        let rtl = context.environment.layoutDirection == .rightToLeft
        let side = imageSide
        let imageY = (bounds.height - side) / 2
        let imageColor = context.environment.resolve(valueImageColor).withAlphaMultiplied(by: alpha)
        let stroke = Symbol.strokeWidth(pointSize: ControlMetrics.sliderValueImagePointSize, weight: .regular)
        if let image = minimumValueImage {
            let box = Rect(x: rtl ? bounds.width - side : 0, y: imageY, width: side, height: side)
            image.draw(in: canvas, box: box, strokeWidth: stroke, color: imageColor, mirrored: image.mirrorsInRightToLeft && rtl)
        }
        if let image = maximumValueImage {
            let box = Rect(x: rtl ? 0 : bounds.width - side, y: imageY, width: side, height: side)
            image.draw(in: canvas, box: box, strokeWidth: stroke, color: imageColor, mirrored: image.mirrorsInRightToLeft && rtl)
        }

        let track = trackRect
        let radii = CornerRadii(track.height / 2)
        let maxColor = context.environment.resolve(maximumTrackTintColor).withAlphaMultiplied(by: alpha)
        canvas.fillRoundedRect(track, radii: radii, paint: .color(maxColor))
        let centre = thumbCentre(atFraction: shownFraction)
        let filled = rtl ? Rect(x: centre.x, y: track.minY, width: track.maxX - centre.x, height: track.height)
            : Rect(x: track.minX, y: track.minY, width: centre.x - track.minX, height: track.height)
        let minColor = context.environment.resolve(minimumTrackTintColor).withAlphaMultiplied(by: alpha)
        canvas.fillRoundedRect(filled, radii: radii.fitting(width: filled.width, height: filled.height),
                               paint: .color(minColor))

        let thumb = thumbRect
        let thumbRadii = CornerRadii(thumb.width / 2)
        // Disabled, the tracks and images fade; the thumb stays solid, as iOS draws it.
        canvas.drawKnob(thumb, radii: thumbRadii, fill: context.environment.resolve(thumbTintColor), opacity: context.opacity,
                        offset: ControlMetrics.sliderThumbShadowOffset, blur: ControlMetrics.sliderThumbShadowBlur)
        drawFocusRing(in: context, around: thumb, radii: thumbRadii)
    }
}

extension AnimatedProperty {
    fileprivate static let sliderThumb = AnimatedProperty("slider-thumb")
}
