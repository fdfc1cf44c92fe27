public import Graphics
public import Scene

/// A page indicator (HIG §1.21): one dot per open page, in opening order from the leading edge
/// (so from the right in right-to-left layouts), the current page's dot lit.
///
/// A tap on the leading side of the lit dot shows the previous page, a tap on its trailing side
/// the next one (HIG §1.21: “left or right of the glowing dot”, mirrored for right-to-left), and
/// the actions run; the lit dot moves with a short cross-fade. Dots never shrink or squeeze
/// together: dots that do not fit whole are left out, the row sliding to keep the lit dot in
/// view, and the HIG lint warns above
/// ``ControlMetrics/pageIndicatorMaximumDots``. Place it centred between the bottom of the pages
/// and the bottom of the screen. It shows for a single page unless ``hidesForSinglePage``.
///
/// <!-- example context:
/// final class Pager { func show(page: Int) {} }
/// let pager = Pager()
/// -->
/// ```swift
/// let dots = PageIndicator(numberOfPages: 3)
/// dots.addAction { _ in pager.show(page: dots.currentPage) }
/// ```
@MainActor
public final class PageIndicator: ControlNode, HIGLintSubject {
    /// How many pages there are (at least 0). Changing it relays out; the current page stays
    /// inside the range.
    public var numberOfPages: Int {
        didSet {
            numberOfPages = max(0, numberOfPages)
            guard numberOfPages != oldValue else { return }
            if currentPage >= numberOfPages { setCurrentPage(max(0, numberOfPages - 1), animated: false) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The page whose dot is lit, 0 ..< ``numberOfPages``. Setting it moves the light without
    /// animation and sends no actions.
    public var currentPage: Int {
        get { page }
        set { setCurrentPage(newValue, animated: false) }
    }
    /// Whether the indicator draws nothing (and takes no touches) for a single page. HIG §1.21:
    /// shown by default.
    public var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the other pages' dots.
    public var pageIndicatorTintColor: ThemeColor = .system(.tertiaryLabel) {
        didSet { if pageIndicatorTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor: ThemeColor = .label {
        didSet { if currentPageIndicatorTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The lint counts the dots.
    public var higLintTrait: HIGLintTrait { .pageIndicator(dotCount: numberOfPages) }

    private var page = 0
    /// The page the light is leaving and how far it has gone (1: all on ``currentPage``).
    private var leavingPage: Int?
    private(set) var transition: Double = 1
    private lazy var transitionKey = Animator.Key(node: self, property: .pageTransition)

    /// An indicator of `numberOfPages` dots with `currentPage` lit.
    public init(numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = max(0, numberOfPages)
        super.init()
        page = max(0, min(currentPage, self.numberOfPages - 1))
        verticalSizing = .fixed(ControlMetrics.pageIndicatorHeight)
        hitTestShape = .bounds
        drawingOutsets = EdgeInsets(ControlNode.focusRingOutset)
        // A lift steps by the side of the lit dot it is on; Space (activate) steps forward.
        tracking.tracker.onActivate = { [weak self] in self?.tapped() }
    }

    /// Lights `page` (clamped to the pages); `animated` cross-fades from the dot lit now. Sends
    /// no actions.
    public func setCurrentPage(_ newPage: Int, animated: Bool) {
        let clamped = max(0, min(newPage, numberOfPages - 1))
        guard clamped != page else { return }
        let old = page
        page = clamped
        guard animated, let animator = owner?.animator else {
            owner?.animator.cancel(transitionKey)
            leavingPage = nil
            transition = 1
            setNeedsDisplay()
            return
        }
        leavingPage = old
        transition = 0
        animator.animate(from: 0.0, to: 1.0, with: .easeInOut(duration: ControlMetrics.pageDotAnimationDuration),
                         key: transitionKey, update: { [weak self] value in
                             self?.transition = value
                             self?.setNeedsDisplay()
                         }, completion: { [weak self] finished in
                             if finished { self?.leavingPage = nil }
                         })
    }

    /// Whether anything is shown.
    var isShowingDots: Bool { numberOfPages > (hidesForSinglePage ? 1 : 0) }

    /// The width the dots take side by side, in points.
    public static func dotsWidth(count: Int) -> Double {
        guard count > 0 else { return 0 }
        return Double(count) * ControlMetrics.pageDotDiameter + Double(count - 1) * ControlMetrics.pageDotSpacing
    }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        let natural = Self.dotsWidth(count: numberOfPages) + 2 * ControlMetrics.pageIndicatorPadding
        return Size(width: min(natural, proposal.width ?? natural), height: ControlMetrics.pageIndicatorHeight)
    }

    /// The centre of dot `index` in the indicator's coordinates: dots are centred, the first at
    /// the leading end. When they do not all fit, the row slides (never shrinks) so that the lit
    /// dot and, where there is one, a neighbour on each side stay in view.
    public func dotCentre(_ index: Int) -> Point {
        let d = ControlMetrics.pageDotDiameter, pitch = d + ControlMetrics.pageDotSpacing
        let width = bounds.width
        var start = (width - Self.dotsWidth(count: numberOfPages)) / 2 + d / 2
        if Self.dotsWidth(count: numberOfPages) > width {
            let lit = start + Double(page) * pitch
            let lowest = d / 2 + pitch, highest = width - d / 2 - pitch
            if lit < lowest { start += lowest - lit } else if lit > highest { start -= lit - highest }
            // No empty space at either end.
            start = min(d / 2, max(width - d / 2 - Double(numberOfPages - 1) * pitch, start))
        }
        let offset = start + Double(index) * pitch
        let x = layoutDirection == .rightToLeft ? bounds.width - offset : offset
        return Point(x: x, y: bounds.midY)
    }

    // MARK: Interaction

    /// Keyboard activation (Space) shows the next page, wrapping to the first.
    public override func activate() {
        guard isEnabled, isShowingDots, numberOfPages > 1 else { return }
        setCurrentPage((page + 1) % numberOfPages, animated: true)
        sendActions()
    }

    /// A lift inside: a step towards the side of the lit dot the finger was on.
    private func tapped() {
        guard isEnabled, isShowingDots, let point = tracking.tracker.location else { return }
        let lit = dotCentre(page).x
        let onTrailingSide = layoutDirection == .rightToLeft ? point.x < lit : point.x > lit
        let target = onTrailingSide ? page + 1 : page - 1
        guard target >= 0, target < numberOfPages, point.x != lit else { return }
        setCurrentPage(target, animated: true)
        sendActions()
    }

    // MARK: Drawing

    public override var foldsOpacityIntoContent: Bool { true }

    public override func draw(in context: DrawingContext) {
        guard isShowingDots else { return }
        let alpha = contentOpacity(in: context)
        let other = context.environment.resolve(pageIndicatorTintColor)
        let lit = context.environment.resolve(currentPageIndicatorTintColor)
        let d = ControlMetrics.pageDotDiameter
        for i in 0..<numberOfPages {
            let c = dotCentre(i)
            let dot = Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d)
            // Dots never shrink: one that does not fit whole is left out.
            guard dot.minX >= -1e-9, dot.maxX <= bounds.width + 1e-9 else { continue }
            var light = i == page ? transition : 0
            if i == leavingPage { light = 1 - transition }
            let color = other.mixed(with: lit, fraction: light).withAlphaMultiplied(by: alpha)
            context.canvas.fill(Path.ellipse(in: dot), paint: .color(color))
        }
        if let range = visibleRange {
            let first = dotCentre(range.lowerBound).x, last = dotCentre(range.upperBound - 1).x
            let ring = Rect(x: min(first, last) - d, y: bounds.midY - d, width: abs(last - first) + 2 * d, height: 2 * d)
            drawFocusRing(in: context, around: ring, radii: CornerRadii(d))
        }
    }

    /// The dots drawn whole.
    var visibleRange: Range<Int>? {
        let d = ControlMetrics.pageDotDiameter
        let shown = (0..<numberOfPages).filter {
            let x = dotCentre($0).x
            return x - d / 2 >= -1e-9 && x + d / 2 <= bounds.width + 1e-9
        }
        guard let first = shown.first, let last = shown.last else { return nil }
        return first..<(last + 1)
    }
}

extension AnimatedProperty {
    fileprivate static let pageTransition = AnimatedProperty("page-transition")
}
