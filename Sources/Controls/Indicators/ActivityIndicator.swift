public import Graphics
public import Scene
import Glibc

/// A spinning activity indicator (HIG §1.15) for a task of unknown duration: eight spokes whose
/// brightness steps round once a second, driven by the scene's animator (so headless runs and
/// tests follow the frame clock).
///
/// Two sizes, ``Style/medium`` (20 pt, in place of content or in a button) and ``Style/large``
/// (37 pt, the HIG's larger indicator for a task over 1–2 s). It draws nothing when stopped
/// (``hidesWhenStopped``, the default the HIG recommends), since a still spinner reads as a
/// stalled task; an indicator told not to hide shows its spokes standing still, and the HIG
/// lint reports it.
///
/// ```swift
/// let spinner = ActivityIndicator(style: .large)
/// spinner.startAnimating()
/// ```
open class ActivityIndicator: Node, HIGLintSubject {
    /// The indicator's size.
    public enum Style: Sendable, Hashable {
        /// 20 × 20 pt (iOS `.medium`).
        case medium
        /// 37 × 37 pt (iOS `.large`).
        case large

        /// The side of the square, in points.
        public var side: Double {
            switch self {
            case .medium: ControlMetrics.activityIndicatorSize
            case .large: ControlMetrics.activityIndicatorLargeSize
            }
        }
    }

    /// The size; setting it sets ``side`` to the style's.
    public var style: Style = .medium {
        didSet { if style != oldValue { side = style.side } }
    }
    /// The spoke colour (the secondary label colour by default, as iOS draws it on light and dark;
    /// the HIG's white suits a dark background).
    public var color: ThemeColor = .secondaryLabel {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }
    /// The side of the square, in points (the style's unless set).
    public var side: Double = ControlMetrics.activityIndicatorSize {
        didSet { if side != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// Whether a stopped indicator draws nothing (the default, HIG §1.15). When `false` a stopped
    /// indicator shows its spokes still.
    public var hidesWhenStopped = true {
        didSet { if hidesWhenStopped != oldValue { setNeedsDisplay() } }
    }

    /// The lint reports a stopped indicator left on screen.
    public var higLintTrait: HIGLintTrait { .activityIndicator(isShownStopped: !isAnimating && !hidesWhenStopped) }
    /// Whether it spins (and is shown).
    public private(set) var isAnimating = false
    /// The step shown now, 0 ..< spokes: the brightest spoke.
    public private(set) var step = 0

    private var animationKey: Animator.Key?

    /// Creates a stopped indicator of `style`.
    public init(style: Style = .medium) {
        self.style = style
        side = style.side
        super.init()
    }

    /// Shows the indicator and starts spinning (at the next frame once the node is in a scene).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        setNeedsDisplay()
        runTurn()
    }

    /// Stops and hides the indicator.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if let key = animationKey { owner?.animator.cancel(key) }
        animationKey = nil
        step = 0
        setNeedsDisplay()
    }

    override open var foldsOpacityIntoContent: Bool { true }

    override open func contentSize(fitting proposal: ProposedSize) -> Size { Size(width: side, height: side) }

    override open func environmentDidChange() {
        super.environmentDidChange()
        if isAnimating && animationKey == nil { runTurn() }
    }

    /// One turn of the spokes as an animation of the phase 0 → 1, restarted when it ends. It is
    /// shown by the indicator: scrolled off screen or hidden, it turns without asking for frames.
    private func runTurn() {
        guard isAnimating, let animator = owner?.animator else { return }
        let spokes = ControlMetrics.activityIndicatorSpokes
        animationKey = animator.animate(
            from: 0.0, to: 1.0, with: .linear(duration: ControlMetrics.activityIndicatorPeriod),
            key: Animator.Key(node: self, property: .activityTurn), shownBy: self,
            update: { [weak self] phase in
                guard let self else { return }
                let next = min(spokes - 1, Int(phase * Double(spokes)))
                if next != self.step { self.step = next; self.setNeedsDisplay() }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                self.animationKey = nil
                if finished { self.runTurn() }
            })
    }

    override open func draw(in context: DrawingContext) {
        guard isAnimating || !hidesWhenStopped else { return }
        // The turn starts when the node joins a scene (environmentDidChange); starting an
        // animation while the scene is being drawn is not allowed.
        Self.drawSpokes(in: context.canvas, rect: contentRect, step: step, color: context.resolve(color))
    }

    /// Each spoke's direction (sine and minus cosine of its angle, spoke 0 up), computed once:
    /// the indicator draws them in every frame it turns.
    private static let spokeDirections: [(Double, Double)] = (0..<ControlMetrics.activityIndicatorSpokes).map { i in
        let angle = Double(i) / Double(ControlMetrics.activityIndicatorSpokes) * 2 * Double.pi
        return (sin(angle), -cos(angle))
    }

    /// Draws the spokes into the square centred in `rect`, with spoke `step` the brightest and
    /// the others fading behind it (clockwise).
    public static func drawSpokes(in canvas: Canvas, rect: Rect, step: Int, color: Color) {
        let spokes = ControlMetrics.activityIndicatorSpokes
        let s = min(rect.width, rect.height)
        let outer = s / 2, inner = outer * ControlMetrics.activityIndicatorInnerRadius
        let width = s * ControlMetrics.activityIndicatorSpokeWidth
        let stroke = StrokeStyle(width: width, cap: .round, join: .round)
        let minimum = ControlMetrics.activityIndicatorMinimumAlpha
        for (i, (dx, dy)) in spokeDirections.enumerated() {
            // Spoke 0 points up; the brightest is `step`, then each one behind it dims.
            let behind = (step - i + spokes) % spokes
            let alpha = 1 - (1 - minimum) * Double(behind) / Double(spokes - 1)
            let r0 = inner + width / 2, r1 = outer - width / 2
            canvas.strokeLine(from: Point(x: rect.midX + dx * r0, y: rect.midY + dy * r0),
                              to: Point(x: rect.midX + dx * r1, y: rect.midY + dy * r1), style: stroke,
                              paint: .color(color.withAlphaMultiplied(by: alpha)))
        }
    }
}

extension AnimatedProperty {
    fileprivate static let activityTurn = AnimatedProperty("activity")
}
