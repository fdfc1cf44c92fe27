import Controls
public import Graphics
public import Scene

/// The splash's activity indicator (HIG §1.15): the spokes Controls' ``ActivityIndicator`` draws,
/// stepped by the session's timer — eight frames a second, each redrawing only the indicator's
/// square — rather than by an animation that asks for every refresh, so an idle splash costs
/// little CPU. Headless renderings (no timer) show its first step, the same every time.
@MainActor
public final class BootSpinner: Node {
    /// The spoke colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// The brightest spoke, 0 ..< ``ControlMetrics/activityIndicatorSpokes``.
    public private(set) var step = 0
    /// Whether it turns (and is shown): a stopped indicator is never left on screen (HIG §1.15).
    public private(set) var isAnimating = false

    /// A stopped spinner in `color`.
    public init(color: Color) {
        self.color = color
        super.init()
        name = "boot spinner"
    }

    /// The time between steps: one turn per ``ControlMetrics/activityIndicatorPeriod``.
    public static var stepInterval: Double {
        ControlMetrics.activityIndicatorPeriod / Double(ControlMetrics.activityIndicatorSpokes)
    }

    /// Shows the spinner.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        setNeedsDisplay()
    }

    /// Hides the spinner.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        step = 0
        setNeedsDisplay()
    }

    /// Moves the bright spoke one step on (the session's timer calls it every ``stepInterval``).
    public func advance() {
        guard isAnimating else { return }
        step = (step + 1) % ControlMetrics.activityIndicatorSpokes
        setNeedsDisplay()
    }

    override public func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: BootMetrics.activityIndicatorSide, height: BootMetrics.activityIndicatorSide)
    }

    override public func draw(in context: DrawingContext) {
        guard isAnimating else { return }
        ActivityIndicator.drawSpokes(in: context.canvas, rect: contentRect, step: step, color: color)
    }
}
