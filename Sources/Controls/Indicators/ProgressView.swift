public import Graphics
public import Scene

/// A progress view (HIG §1.22) for a task of known duration: a track that fills from the
/// leading edge as ``progress`` goes from 0 to 1 (from the right in right-to-left layouts).
///
/// Two styles that differ only in thickness: ``Style/default`` (4 pt, rounded ends) for the
/// content area, ``Style/bar`` (2 pt, square ends) for a toolbar. The fill is the tint unless
/// ``progressTintColor`` says otherwise. ``setProgress(_:animated:)`` moves the fill smoothly
/// over ``ControlMetrics/progressAnimationDuration`` (HIG §3.5: the bar fills), interrupted
/// from where it is shown by a newer change. Use it instead of an alert to report progress.
///
/// ```swift
/// let download = ProgressView(style: .bar)
/// download.setProgress(0.4, animated: true)
/// ```
@MainActor
public final class ProgressView: Node {
    /// The two looks of a progress view.
    public enum Style: Sendable, Hashable {
        /// 4 pt with rounded ends, for the main content area.
        case `default`
        /// 2 pt with square ends, for a toolbar.
        case bar

        /// The track's thickness, in points.
        public var height: Double {
            switch self {
            case .default: ControlMetrics.progressDefaultHeight
            case .bar: ControlMetrics.progressBarHeight
            }
        }
    }

    /// The look; changing it relays out.
    public var style: Style {
        didSet {
            guard style != oldValue else { return }
            verticalSizing = .fixed(style.height)
            setNeedsDisplay()
        }
    }
    /// How far the task is, 0 … 1 (values outside are clamped). Setting it jumps the fill; use
    /// ``setProgress(_:animated:)`` to animate.
    public var progress: Double {
        get { target }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (the tint by default).
    public var progressTintColor: ThemeColor = .tint {
        didSet { if progressTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The unfilled track's colour (the system fill by default).
    public var trackTintColor: ThemeColor = .system(.systemFill) {
        didSet { if trackTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The fraction drawn now: ``progress``, or a value on its way there while animating.
    public private(set) var shownProgress: Double = 0

    private var target: Double = 0
    private lazy var animationKey = Animator.Key(node: self, property: .progressFill)

    /// A progress view of `style` showing `progress`.
    public init(style: Style = .default, progress: Double = 0) {
        self.style = style
        super.init()
        verticalSizing = .fixed(style.height)
        let p = Self.clamped(progress)
        target = p
        shownProgress = p
    }

    /// Sets ``progress``; `animated` moves the fill there over
    /// ``ControlMetrics/progressAnimationDuration`` (ease in-out), from what is shown now.
    public func setProgress(_ value: Double, animated: Bool) {
        let p = Self.clamped(value)
        target = p
        moveDrawnValue(shownProgress, to: p, animated: animated,
                       with: .easeInOut(duration: ControlMetrics.progressAnimationDuration), key: animationKey) { [weak self] in
            self?.shownProgress = $0
        }
    }

    static func clamped(_ value: Double) -> Double { value.isFinite ? max(0, min(1, value)) : 0 }

    public override var foldsOpacityIntoContent: Bool { true }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? ControlMetrics.progressDefaultWidth, height: style.height)
    }

    public override func draw(in context: DrawingContext) {
        let track = Rect(x: 0, y: (bounds.height - style.height) / 2, width: bounds.width, height: style.height)
        let radii = CornerRadii(style == .default ? style.height / 2 : 0)
        context.canvas.fillRoundedRect(track, radii: radii, paint: .color(context.resolve(trackTintColor)))
        let filled = track.width * max(0, min(1, shownProgress))
        guard filled > 0 else { return }
        let rtl = context.environment.layoutDirection == .rightToLeft
        let fill = Rect(x: rtl ? track.maxX - filled : track.minX, y: track.minY, width: filled, height: track.height)
        context.canvas.fillRoundedRect(fill, radii: radii.fitting(width: fill.width, height: fill.height),
                                       paint: .color(context.resolve(progressTintColor)))
    }
}

extension AnimatedProperty {
    fileprivate static let progressFill = AnimatedProperty("progress-fill")
}
