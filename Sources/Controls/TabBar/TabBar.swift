public import Graphics
public import Scene

/// The bar of tabs along the bottom of a ``TabBarController`` (HIG §1.4): equal-width tabs,
/// the selected one in the tint, 49 pt tall with each symbol above its title, plus the safe
/// area below; on a compact-height (landscape phone) screen 32 pt with each symbol beside its
/// title (iOS's compact layout, chosen from the screen's size class).
///
/// The controller fills it with one ``TabBarButton`` per shown tab (at most five: four and
/// More when there are more). Its background follows ``appearance`` like the navigation bar's.
/// Its text keeps its size at every text size, so at the accessibility sizes a tab touched and
/// held shows large (``LargeContentViewer``), and lifting selects the tab under the finger.
@MainActor
public final class TabBar: Node {
    /// The buttons, leading to trailing.
    public private(set) var buttons: [TabBarButton] = []
    /// How the background is drawn (HIG §1.4: the same on every screen).
    public var appearance: BarAppearance = .standard {
        didSet { if appearance != oldValue { setNeedsDisplay() } }
    }
    /// Whether content lies beneath the bar (set by the controller from the shown page).
    public internal(set) var isContentBeneath = false {
        didSet { if isContentBeneath != oldValue { setNeedsDisplay() } }
    }

    /// Whether the bar has the compact layout (32 pt, symbols beside titles); the controller
    /// sets it from the screen's size class.
    public internal(set) var isCompact = false {
        didSet {
            guard isCompact != oldValue else { return }
            for button in buttons { button.isCompact = isCompact }
            setNeedsLayout()
        }
    }

    /// The Large Content Viewer on the tabs (at the accessibility text sizes, a tab held down
    /// shows large; lifting selects the one under the finger).
    private(set) var largeContentViewer: LargeContentViewerInteraction?

    /// Creates an empty bar.
    public override init() {
        super.init()
        // As UITabBar's: the items keep their size whatever the text size (Bold Text still applies).
        environmentOverrides.textSize = .large
        name = "tab bar"
        isInteractive = true
        insetsContentBySafeArea = true
        drawingOutsets = EdgeInsets(top: 1)
        largeContentViewer = LargeContentViewerInteraction(bar: self) { [unowned self] point in
            guard let index = buttonIndex(at: point) else { return nil }
            let button = buttons[index]
            return LargeContentViewerInteraction.Item(symbol: button.symbolNode.symbol, title: button.title) {
                _ = button.accessibilityActivate()
            }
        }
    }

    /// Replaces the buttons.
    func setButtons(_ new: [TabBarButton]) {
        for button in buttons where !new.contains(where: { $0 === button }) { button.removeFromParent() }
        for button in new where button.parent !== self { addChild(button) }
        for button in new { button.isCompact = isCompact }
        buttons = new
        setNeedsLayout()
    }

    /// The bar's height without the safe area: 49 pt, or 32 pt compact.
    public var barHeight: Double { isCompact ? ControlMetrics.tabBarCompactHeight : ControlMetrics.tabBarHeight }

    /// The height with the safe area below, in points.
    public var totalHeight: Double { barHeight + safeAreaInsets.bottom }

    /// The index of the button under `point` (in the bar's coordinates), if any.
    public func buttonIndex(at point: Point) -> Int? {
        buttons.firstIndex { $0.frame.contains(point) }
    }

    public override var isLayoutContainer: Bool { true }

    public override func layoutChildren() {
        guard !buttons.isEmpty else { return }
        let rect = contentRect
        // HIG §1.4: all tabs are the same width.
        let width = rect.width / Double(buttons.count)
        let rtl = layoutDirection == .rightToLeft
        for (i, button) in buttons.enumerated() {
            let x = rtl ? rect.maxX - Double(i + 1) * width : rect.minX + Double(i) * width
            button.frame = Rect(x: x, y: 0, width: width, height: barHeight)
        }
    }

    /// Whether the material is drawn now.
    public var isTranslucentNow: Bool {
        switch appearance.style {
        case .translucent: true
        case .opaque: false
        case .automatic: isContentBeneath
        }
    }

    public override func draw(in context: DrawingContext) {
        appearance.drawBackground(in: context, rect: context.bounds, translucent: isTranslucentNow, hairlineAtTop: true)
    }
}
