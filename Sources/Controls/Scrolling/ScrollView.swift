public import Gestures
public import Graphics
public import Scene

/// A view whose content is larger than itself: drag to move it, flick to let it glide and slow
/// down as UIKit's does, pulled past an edge it stretches like a rubber band and bounces back
/// (HIG §1.0: a screen's content may be larger than the screen and scroll; §2.1: drag and flick).
///
/// ## Background
/// It is the one scroll container: a ``Toolbar``'s material, the keyboard's scroll-into-view,
/// state restoration and a ``NavigationPage``'s collapsing large title all follow a scroll view,
/// and every scroll view scrolls by finger.
///
/// One offset convention: ``contentOffset`` is the point of the content shown at the view's
/// top-left corner, in points, physical (x grows to the right in every layout direction, as in
/// UIKit). That is the convention that is right for right-to-left layouts here: frames, touches
/// and the content's own layout are all physical, so a drag, a zoom about the fingers and a
/// scroll to a rect need no mirroring, and right to left is a matter of where scrolling starts —
/// a horizontal scroll view in a right-to-left layout starts at its trailing end (the right of
/// the content, the largest x) and keeps that end in place when the content's size changes. The
/// offsets that show content run from `−contentInset` to `contentSize − bounds + contentInset`.
/// Motion after a flick is ``ScrollDeceleration`` (UIKit's closed
/// form, at ``decelerationRate``), bounces are ``RubberBand`` and a critically damped spring,
/// all driven by the scene's ``Animator`` — on the host's virtual clock in tests, page flips on a
/// device. Scrolling moves one child, so a frame's damage is at most the view's own area.
///
/// Nested scroll views: a drag goes to the innermost one that can move in the drag's direction;
/// across its axis, or pushing past its edge, it goes to the enclosing one. A finger that lands
/// on moving content stops it (and does not tap what is under it). A drag that begins cancels
/// the highlight of a control beneath it once it passes the touch slop.
///
/// <!-- example context:
/// let rows: [Node] = []
/// final class LargeTitle { func collapse(by offset: Double) {} }
/// let title = LargeTitle()
/// -->
/// ```swift
/// let scroll = ScrollView(content: VStackNode(spacing: 8, children: rows))
/// scroll.contentInset = EdgeInsets(top: 44)
/// scroll.addScrollObserver { view in title.collapse(by: view.contentOffset.y) }
/// ```
@MainActor
open class ScrollView: Node {
    /// What kind of container the view is to a screen reader when the app sets nothing
    /// (``Node/accessibilityContainerType``): none for a plain scroll view; a subclass that
    /// lists rows says so (a table view is a list).
    open var defaultAccessibilityContainerType: AccessibilityContainerType { .none }

    // MARK: Content

    /// The node that scrolls. Its size is measured at each layout (``measureContent(fitting:)``).
    public let content: Node
    /// The axes the view scrolls along. Changing them relays out.
    public var axes: ScrollAxes {
        didSet { if axes != oldValue { setNeedsLayout() } }
    }
    /// The size of the scrollable content, in points, zoom included, as of the last layout.
    public internal(set) var contentSize: Size = .zero
    /// The content's size before zooming, as of the last layout.
    public internal(set) var unzoomedContentSize: Size = .zero

    /// The point of the content at the view's top-left corner, in points (physical coordinates).
    ///
    /// Setting it jumps there at once and stops any glide, bounce or animated scroll; it is not
    /// clamped. Use ``setContentOffset(_:animated:)`` to animate. Set before the view's first
    /// layout, it is kept (the view does not move to its start then).
    public var contentOffset: Point {
        get { offset }
        set {
            stopMotion()
            hasPlacedInitialOffset = true
            setOffset(newValue)
        }
    }

    /// Extra space around the content, in points, that the offsets can reveal (a bar above the
    /// content, a toolbar below). Leading and trailing mirror in right-to-left layouts.
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    /// The height of a large title that collapses with this scroll view's first points while the
    /// view sits below other content of a ``NavigationPage`` (a filter above a list): the page
    /// moves its whole content up by the view's first ``collapsingHeight`` points of scrolling,
    /// so the content holds still in the view meanwhile (``collapseShift``), and the largest
    /// offset grows by as much. 0 (the default) for any other scroll view.
    var collapsingHeight: Double = 0 {
        didSet { if collapsingHeight != oldValue { setNeedsLayout() } }
    }

    /// How far the page has moved this view up for its collapsing large title, in points: the
    /// vertical distance scrolled, up to ``collapsingHeight`` (negative while pulled down past
    /// the top: the page moves down instead). 0 without a collapsing title.
    var collapseShift: Double {
        guard collapsingHeight > 0 else { return 0 }
        return min(offset.y - minimumContentOffset.y, collapsingHeight)
    }

    /// The content's y at the view's top edge: the offset, less the ``collapseShift``.
    var visibleContentTop: Double { offset.y - collapseShift }

    // MARK: Behaviour

    /// Whether the user can scroll (the pan recognizer is enabled).
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content stretches past its edges and bounces back (otherwise it stops hard).
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    public var alwaysBouncesVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBouncesHorizontal = false
    /// Whether a drag settles on a whole page (a multiple of the view's size).
    public var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls this view to its top (UIKit's `scrollsToTop`):
    /// the front-most such view on screen is scrolled (``StatusBarAppearance/scrollToTop(in:)``).
    /// Off for scroll views that are not a screen's list (an alert's message).
    public var scrollsToTop = true
    /// How fast a flick slows down.
    public var decelerationRate: ScrollDecelerationRate = .normal
    /// Whether a drag that scrolls the view puts the on-screen keyboard of the enclosing
    /// ``KeyboardHost`` down (``ScrollKeyboardDismissMode/onDrag``: the field being edited ends
    /// editing) or leaves it (``ScrollKeyboardDismissMode/none``, the default, as in UIKit).
    public var keyboardDismissMode: ScrollKeyboardDismissMode = .none
    /// Whether the vertical indicator shows while the content moves.
    public var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { verticalIndicator.opacity = 0 } }
    }
    /// Whether the horizontal indicator shows while the content moves.
    public var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { horizontalIndicator.opacity = 0 } }
    }

    // MARK: Zoom

    /// The smallest zoom scale a pinch reaches. Default 1 (no zooming).
    public var minimumZoomScale: Double = ControlMetrics.scrollDefaultZoomRange.lowerBound {
        didSet { zoomRangeDidChange() }
    }
    /// The largest zoom scale a pinch or double tap reaches. Default 1 (no zooming).
    public var maximumZoomScale: Double = ControlMetrics.scrollDefaultZoomRange.upperBound {
        didSet { zoomRangeDidChange() }
    }
    /// The zoom a double tap goes to from the smallest zoom (clamped to the range), or `nil` for
    /// ``maximumZoomScale``. A double tap while zoomed in goes back to ``minimumZoomScale``.
    public var doubleTapZoomScale: Double?
    /// How much the content is magnified (1: its own size). Setting it jumps; use
    /// ``setZoomScale(_:animated:)`` to animate.
    public var zoomScale: Double {
        get { currentZoom }
        set { setZoomScale(newValue, animated: false) }
    }

    // MARK: State

    /// Whether a finger is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content glides, bounces or settles on a page after the finger lifted.
    public internal(set) var isDecelerating = false
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false

    // MARK: Recognizers and parts

    /// The pan that scrolls.
    public let panGestureRecognizer = ScrollPanGestureRecognizer()
    /// The pinch that zooms (enabled when ``maximumZoomScale`` > ``minimumZoomScale``).
    public let pinchGestureRecognizer = PinchGestureRecognizer()
    /// The double tap that zooms in on a point or back out (enabled with the pinch).
    public let doubleTapGestureRecognizer = TapGestureRecognizer(taps: 2)
    /// The vertical scroll indicator (a child of the view, above the content).
    public let verticalIndicator = Node()
    /// The horizontal scroll indicator.
    public let horizontalIndicator = Node()

    // MARK: Internal state

    var offset: Point = .zero
    var currentZoom: Double = 1
    var dragStartOffset: Point = .zero
    var dragStartPage = Point.zero
    var pinchStartZoom: Double = 1
    var pinchAnchor = Point.zero
    var hasPlacedInitialOffset = false
    var scrollObservers: [@MainActor (ScrollView) -> Void] = []
    lazy var motionKeys: (x: Animator.Key, y: Animator.Key, bounceX: Animator.Key, bounceY: Animator.Key,
                          animated: Animator.Key) = {
        (Animator.Key(node: self, property: .scrollGlideX), Animator.Key(node: self, property: .scrollGlideY),
         Animator.Key(node: self, property: .scrollBounceX), Animator.Key(node: self, property: .scrollBounceY),
         Animator.Key(node: self, property: .scrollOffset))
    }()

    /// Creates a scroll view around `content`, scrolling along `axes`.
    public init(content: Node = Node(), axes: ScrollAxes = .vertical) {
        self.content = content
        self.axes = axes
        super.init()
        clipsToBounds = true
        horizontalSizing = .flexible
        verticalSizing = .flexible
        addChild(content)
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.isUserInteractionEnabled = false
            indicator.opacity = 0
            indicator.cornerRadius = ControlMetrics.scrollIndicatorThickness / 2
            let black = Color(white: 0, alpha: ControlMetrics.scrollIndicatorAlpha)
            let white = Color(white: 1, alpha: ControlMetrics.scrollIndicatorAlpha)
            indicator.background = .color(.dynamic(light: black, dark: white))
            addChild(indicator)
        }
        verticalIndicator.name = "vertical scroll indicator"
        horizontalIndicator.name = "horizontal scroll indicator"
        panGestureRecognizer.scrollView = self
        panGestureRecognizer.addAction { [weak self] recognizer in self?.handlePan(recognizer) }
        addGestureRecognizer(panGestureRecognizer)
        pinchGestureRecognizer.name = "scroll zoom pinch"
        pinchGestureRecognizer.addAction { [weak self] recognizer in self?.handlePinch(recognizer) }
        pinchGestureRecognizer.shouldRecognizeSimultaneously = { [weak self] _, other in
            other === self?.panGestureRecognizer
        }
        addGestureRecognizer(pinchGestureRecognizer)
        doubleTapGestureRecognizer.name = "scroll zoom double tap"
        doubleTapGestureRecognizer.addAction { [weak self] recognizer in self?.handleDoubleTap(recognizer) }
        addGestureRecognizer(doubleTapGestureRecognizer)
        zoomRangeDidChange()
    }

    override open var isLayoutContainer: Bool { true }

    // MARK: Observing

    /// Adds a closure run after every change of ``contentOffset`` or ``zoomScale`` (a large title
    /// that collapses, a table that shows other rows).
    public func addScrollObserver(_ observer: @escaping @MainActor (ScrollView) -> Void) {
        scrollObservers.append(observer)
    }

    /// Called after the offset or zoom changed, before the observers; subclasses (a table view
    /// placing its visible rows) override it and call `super`.
    open func didScroll() {
        for observer in scrollObservers { observer(self) }
    }

    // MARK: Measuring and placing

    /// The content's unzoomed size for a view whose visible area is `visible` points: the
    /// content measured at its ideal length along the scrolling axes and at the visible length
    /// (less the insets) across them. Subclasses that know their size (a table) override it.
    open func measureContent(fitting visible: Size) -> Size {
        let inset = contentInset
        let width = max(0, visible.width - inset.horizontal), height = max(0, visible.height - inset.vertical)
        var size = content.sizeThatFits(ProposedSize(width: axes.contains(.horizontal) ? nil : width,
                                                     height: axes.contains(.vertical) ? nil : height))
        if !axes.contains(.horizontal) { size.width = width }
        if !axes.contains(.vertical) { size.height = height }
        return size
    }

    override open func layoutChildren() {
        let oldMaximum = maximumContentOffset
        unzoomedContentSize = measureContent(fitting: bounds.size)
        contentSize = Size(width: unzoomedContentSize.width * currentZoom, height: unzoomedContentSize.height * currentZoom)
        var newOffset = offset
        if !hasPlacedInitialOffset {
            hasPlacedInitialOffset = true
            newOffset = minimumContentOffset
            // HIG §3.9: right-to-left content starts at its trailing end.
            if isRightToLeftHorizontal { newOffset.x = maximumContentOffset.x }
        } else if isRightToLeftHorizontal && !isDragging {
            // Keep the trailing end where it was when the content grows or shrinks.
            newOffset.x += maximumContentOffset.x - oldMaximum.x
        }
        let moved = newOffset != offset
        if moved { offset = newOffset }
        placeContent()
        placeIndicators()
        if moved { didScroll() }
    }

    /// Whether this is a horizontal scroll view in a right-to-left layout.
    var isRightToLeftHorizontal: Bool { axes.contains(.horizontal) && layoutDirection == .rightToLeft }

    /// Sets the offset without stopping motion; places the content and tells the observers.
    func setOffset(_ value: Point) {
        guard value != offset else { return }
        offset = value
        placeContent()
        placeIndicators()
        didScroll()
    }

    func placeContent() {
        let size = unzoomedContentSize
        // The transform scales about the frame's centre: shift the frame so the zoomed content's
        // top-left corner lands at −offset.
        let grow = Point(x: (currentZoom - 1) * size.width / 2, y: (currentZoom - 1) * size.height / 2)
        let frame = Rect(x: -offset.x + grow.x, y: -visibleContentTop + grow.y, width: size.width, height: size.height)
        if content.frame != frame { content.frame = frame }
        let transform = currentZoom == 1 ? Transform2D.identity : Transform2D(scaleX: currentZoom, y: currentZoom)
        if content.transform != transform { content.transform = transform }
    }

    // MARK: Offsets

    /// The insets in physical terms: (top, left, bottom, right).
    var physicalInsets: (top: Double, left: Double, bottom: Double, right: Double) {
        let i = contentInset, dir = layoutDirection
        return (i.top, i.left(in: dir), i.bottom, i.right(in: dir))
    }

    /// The smallest offset that shows content: minus the top and left insets.
    public var minimumContentOffset: Point {
        let i = physicalInsets
        return Point(x: -i.left, y: -i.top)
    }

    /// The largest offset that shows content: the content plus insets, minus the visible size
    /// (never below ``minimumContentOffset``); content longer than the view scrolls a collapsing
    /// large title's height farther.
    public var maximumContentOffset: Point {
        let i = physicalInsets, minimum = minimumContentOffset
        var y = contentSize.height + i.bottom - frame.height
        if collapsingHeight > 0 && y > minimum.y + 0.5 { y += collapsingHeight }
        return Point(x: max(minimum.x, contentSize.width + i.right - frame.width), y: max(minimum.y, y))
    }

    /// The offsets along `axis` that show content.
    func offsetRange(_ axis: Axis) -> ClosedRange<Double> {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return axis == .horizontal ? lo.x...hi.x : lo.y...hi.y
    }

    /// The view's length along `axis`, in points.
    func length(_ axis: Axis) -> Double { axis == .horizontal ? frame.width : frame.height }

    /// Whether the content can move along `axis`: the axis scrolls and the content is longer
    /// than the view, or the view always bounces along it.
    public func canScroll(along axis: Axis) -> Bool {
        guard axes.contains(ScrollAxes(axis)), isScrollEnabled else { return false }
        let range = offsetRange(axis)
        if range.upperBound - range.lowerBound > 0.5 { return true }
        return axis == .vertical ? alwaysBouncesVertical : alwaysBouncesHorizontal
    }

    /// The nearest ancestor that is a scroll view.
    public var enclosingScrollView: ScrollView? {
        var n = parent
        while let node = n {
            if let scroll = node as? ScrollView { return scroll }
            n = node.parent
        }
        return nil
    }

    /// Whether a drag that has moved `translation` (window points) so far should scroll this
    /// view: the innermost scroll view that can move along the drag's main axis takes it; a drag
    /// across its axes, or one pushing past the edge it already rests at, is left to an enclosing
    /// scroll view that can take it.
    open func shouldBeginScroll(translation t: Point) -> Bool {
        let dominant: Axis = abs(t.x) > abs(t.y) ? .horizontal : .vertical
        let outer = enclosingScrollView
        if !canScroll(along: dominant) {
            if let outer, outer.canScroll(along: dominant) { return false }
            return canScroll(along: .vertical) || canScroll(along: .horizontal)
        }
        if let outer, outer.canScroll(along: dominant) {
            let delta = dominant == .horizontal ? -t.x : -t.y
            let range = offsetRange(dominant)
            let current = dominant == .horizontal ? offset.x : offset.y
            let atStart = current <= range.lowerBound + 0.5 && delta < 0
            let atEnd = current >= range.upperBound - 0.5 && delta > 0
            if atStart || atEnd { return false }
        }
        return true
    }

    // MARK: Programmatic scrolling

    /// Moves to `offset`, animated over ``ControlMetrics/scrollAnimationDuration`` with the
    /// system ease in-out, or at once.
    public func setContentOffset(_ target: Point, animated: Bool) {
        stopMotion()
        guard animated, let animator = owner?.animator, target != offset else {
            setOffset(target)
            return
        }
        isDecelerating = true
        showIndicators()
        animator.animate(from: offset, to: target, with: .easeInOut(duration: ControlMetrics.scrollAnimationDuration),
                         key: motionKeys.animated, update: { [weak self] value in self?.setOffset(value) },
                         completion: { [weak self] finished in if finished { self?.motionDidEnd() } })
    }

    /// Scrolls the least that shows `rect` (in the content's own, unzoomed coordinates), clamped
    /// to the offsets that show content.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        scroll(toRect: rect, position: .nearest, animated: animated)
    }

    /// Scrolls so that `node` (inside the content) sits at `position` of the visible area.
    public func scroll(to node: Node, position: ScrollPosition = .nearest, animated: Bool) {
        guard node.isDescendant(of: content) || node === content else { return }
        owner?.layoutIfNeeded()
        let topLeft = node.convert(Point.zero, to: content)
        scroll(toRect: Rect(origin: topLeft, size: node.frame.size), position: position, animated: animated)
    }

    /// Scrolls so that `rect` (content coordinates, unzoomed) sits at `position`.
    public func scroll(toRect rect: Rect, position: ScrollPosition, animated: Bool) {
        let r = Rect(x: rect.minX * currentZoom, y: rect.minY * currentZoom, width: rect.width * currentZoom, height: rect.height * currentZoom)
        let i = physicalInsets
        func target(_ axis: Axis) -> Double {
            let current = axis == .horizontal ? offset.x : offset.y
            guard axes.contains(ScrollAxes(axis)) else { return current }
            let lo = axis == .horizontal ? r.minX : r.minY, hi = axis == .horizontal ? r.maxX : r.maxY
            let before = axis == .horizontal ? i.left : i.top, after = axis == .horizontal ? i.right : i.bottom
            let visible = length(axis) - before - after
            var value: Double
            var place = position
            if axis == .horizontal && layoutDirection == .rightToLeft {
                if place == .start { place = .end } else if place == .end { place = .start }
            }
            switch place {
            case .start: value = lo - before
            case .end: value = hi - before - visible
            case .center: value = (lo + hi) / 2 - before - visible / 2
            case .nearest:
                if lo - before < current { value = lo - before }
                else if hi - before - visible > current { value = min(lo - before, hi - before - visible) }
                else { value = current }
            }
            let range = offsetRange(axis)
            return min(range.upperBound, max(range.lowerBound, value))
        }
        setContentOffset(Point(x: target(.horizontal), y: target(.vertical)), animated: animated)
    }
}

extension AnimatedProperty {
    fileprivate static let scrollGlideX = AnimatedProperty("scroll-glide-x")
    fileprivate static let scrollGlideY = AnimatedProperty("scroll-glide-y")
    fileprivate static let scrollBounceX = AnimatedProperty("scroll-bounce-x")
    fileprivate static let scrollBounceY = AnimatedProperty("scroll-bounce-y")
    fileprivate static let scrollOffset = AnimatedProperty("scroll-offset")
}
