import Gestures
public import Graphics
public import Scene
import Text

/// The status bar (HIG 2010 “The Status Bar”) as iOS 17/18 draws it on a screen without a
/// sensor housing: transparent over the app's content, the time at the leading side, the network
/// and the battery at the trailing side, 20 pt high; 40 pt with a coloured band while a call or
/// a recording goes on (``banner``). Mirrored in right-to-left languages: the time at the right,
/// the glyphs at the left (the glyphs themselves keep their shape: a battery's nub stays at its
/// right, as iOS draws it).
///
/// The runtime shows it over an app when the board profile says `status-bar = on`
/// (docs/status-bar.md): it sets ``status`` from the board, ``style`` and ``isHidden`` from the
/// front-most page (``StatusBarAppearance``), and moves the app's top safe area down by
/// ``height``. A tap on it runs ``onTap`` (the runtime scrolls the front-most scroll view to its
/// top: ``StatusBarAppearance/scrollToTop(in:)``); a tap on the band runs ``onBannerTap``.
///
/// <!-- example context: let root = VStackNode() -->
/// ```swift
/// let bar = StatusBar(status: .screenshot)
/// bar.style = .lightContent                                 // over a dark header
/// bar.banner = StatusBarBanner(.call, text: "Touch to return to call")
/// bar.onTap = { StatusBarAppearance.scrollToTop(in: root) }
/// ```
@MainActor
public final class StatusBar: Node {
    /// What is shown: time, network, battery. Changing it redraws the bar only.
    public var status: StatusBarStatus {
        didSet {
            guard status != oldValue else { return }
            updateText()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Dark or light content; ``StatusBarStyle/default`` follows the colour scheme.
    public var style: StatusBarStyle = .default {
        didSet { if style != oldValue { updateColors() } }
    }
    /// Whether the battery's charge is written beside it (Settings › Battery › Battery Percentage).
    public var showsBatteryPercentage = false {
        didSet { if showsBatteryPercentage != oldValue { updateText(); setNeedsLayout(); setNeedsDisplay() } }
    }
    /// The double-height band (a call, a recording), or `nil` for the 20 pt bar.
    public var banner: StatusBarBanner? {
        didSet {
            guard banner != oldValue else { return }
            updateText()
            updateColors()
            setNeedsLayout()
            setNeedsDisplay()
            onHeightChange?(height)
        }
    }
    /// Run when the bar (outside the band) is tapped: the runtime scrolls to the top.
    public var onTap: (@MainActor () -> Void)?
    /// Run when the double-height band is tapped (return to the call).
    public var onBannerTap: (@MainActor () -> Void)?
    /// Whether the time is shown at the leading side (the lock screen hides it: its own large
    /// clock tells the time, as on iOS).
    public var showsTime = true {
        didSet { timeNode.isHidden = !showsTime }
    }
    /// The words a screen reader hears for the connection and the battery: English unless the
    /// runtime gives its catalog's (Arabic, Hebrew, Japanese; docs/status-bar.md).
    public var speech: any StatusBarSpeaking = EnglishStatusBarSpeech()
    /// Run when ``height`` changes (the band comes or goes), for the host to move the safe area.
    public var onHeightChange: (@MainActor (Double) -> Void)?

    /// The time, at the leading side.
    public let timeNode = TextNode("", style: .subheadline)
    /// The battery's percentage, beside it when ``showsBatteryPercentage``.
    public let percentageNode = TextNode("", style: .caption1)
    /// The band's text, centred in its lower half.
    public let bannerNode = TextNode("", style: .caption1)

    private let tap = TapGestureRecognizer()

    /// A bar showing `status`.
    public init(status: StatusBarStatus) {
        self.status = status
        super.init()
        name = "status bar"
        isInteractive = true
        timeNode.font = Font(pointSize: ControlMetrics.statusBarTimePointSize, weight: .semibold)
        timeNode.maximumLines = 1
        timeNode.textDirection = .leftToRight
        percentageNode.font = Font(pointSize: ControlMetrics.statusBarSmallPointSize, weight: .semibold)
        percentageNode.maximumLines = 1
        bannerNode.font = Font(pointSize: ControlMetrics.statusBarSmallPointSize, weight: .semibold)
        bannerNode.maximumLines = 1
        bannerNode.alignment = .center
        for node in [timeNode, percentageNode, bannerNode] { addChild(node) }
        tap.name = "statusBar.tap"
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            let point = recognizer.location(in: self)
            if banner != nil, point.y >= ControlMetrics.statusBarHeight, let onBannerTap {
                onBannerTap()
            } else {
                onTap?()
            }
        }
        addGestureRecognizer(tap)
        updateText()
        updateColors()
    }

    /// The bar's height: 20 pt, 40 pt with a band.
    public var height: Double {
        banner == nil ? ControlMetrics.statusBarHeight : ControlMetrics.statusBarDoubleHeight
    }

    /// Whether the time and glyphs are drawn light now: the style's choice, and always over a band.
    public var drawsLightContent: Bool {
        banner != nil || style.isLight(in: environment.colorScheme)
    }

    // MARK: layout

    public override var isLayoutContainer: Bool { true }
    public override var needsLayoutOnEnvironmentChange: Bool { true }

    public override func environmentDidChange() {
        super.environmentDidChange()
        updateText()
        updateColors()
    }

    public override func contentSize(fitting proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 320, height: height)
    }

    public override func layoutChildren() {
        let layout = glyphLayout
        timeNode.frame = layout.time
        percentageNode.frame = layout.percentage ?? .zero
        percentageNode.isHidden = layout.percentage == nil
        bannerNode.isHidden = banner == nil
        bannerNode.frame = Rect(x: ControlMetrics.statusBarEdgeMargin, y: ControlMetrics.statusBarHeight,
                                width: max(0, bounds.width - 2 * ControlMetrics.statusBarEdgeMargin),
                                height: ControlMetrics.statusBarDoubleHeight - ControlMetrics.statusBarHeight)
    }

    /// Where the bar's parts go, in its coordinates: the time, and the glyphs from the trailing
    /// edge inwards (bolt, battery, percentage, network), mirrored in right-to-left layouts.
    public var glyphLayout: StatusBarLayout {
        let rtl = layoutDirection == .rightToLeft
        let row = ControlMetrics.statusBarHeight
        let margin = ControlMetrics.statusBarEdgeMargin
        let width = bounds.width
        /// A rect of `size` whose leading edge is `leading` points from the leading edge.
        func place(_ size: Size, leading: Double) -> Rect {
            let x = rtl ? width - leading - size.width : leading
            return Rect(x: x, y: ((row - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        /// A rect of `size` whose trailing edge is `trailing` points from the trailing edge.
        func placeTrailing(_ size: Size, trailing: Double) -> Rect {
            place(size, leading: width - trailing - size.width)
        }
        let timeSize = timeNode.sizeThatFits(ProposedSize(width: nil, height: nil))
        var result = StatusBarLayout(time: place(Size(width: timeSize.width.rounded(.up), height: timeSize.height.rounded(.up)), leading: margin))
        var trailing = margin
        let spacing = ControlMetrics.statusBarGlyphSpacing
        if let battery = status.battery {
            if battery.isCharging {
                let bolt = Size(width: 6, height: 10)
                result.bolt = placeTrailing(bolt, trailing: trailing)
                trailing += bolt.width + 2
            }
            let body = ControlMetrics.statusBarBatterySize, nub = ControlMetrics.statusBarBatteryNubSize
            let glyph = Size(width: body.width + 1 + nub.width, height: body.height)
            result.battery = placeTrailing(glyph, trailing: trailing)
            trailing += glyph.width
            if showsBatteryPercentage {
                let size = percentageNode.sizeThatFits(ProposedSize(width: nil, height: nil))
                let rounded = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
                result.percentage = placeTrailing(rounded, trailing: trailing + 3)
                trailing += 3 + rounded.width
            }
            trailing += spacing
        }
        switch status.network {
        case .none: break
        case .wifi: result.network = placeTrailing(ControlMetrics.statusBarWiFiSize, trailing: trailing)
        case .ethernet: result.network = placeTrailing(ControlMetrics.statusBarEthernetSize, trailing: trailing)
        }
        return result
    }

    private func updateText() {
        timeNode.text = status.time.text(for: environment.locale)
        let level = status.battery?.level ?? 0
        let locale = environment.locale
        percentageNode.text = locale.localizingDigits(String(level)) + (locale.digits == .arabicIndic ? "٪" : "%")
        bannerNode.text = banner?.text ?? ""
    }

    private func updateColors() {
        let color: ThemeColor = drawsLightContent ? .fixed(.white) : .fixed(.black)
        for node in [timeNode, percentageNode] { node.color = color }
        bannerNode.color = .fixed(.white)
        setNeedsDisplay()
    }

    // MARK: drawing

    public override func draw(in context: DrawingContext) {
        if let banner {
            let band: ThemeColor =
                switch banner.kind {
                case .call: .system(.systemGreen)
                case .recording: .system(.systemRed)
                case .background: .tint
                }
            context.canvas.fill(context.bounds, paint: .color(context.resolve(band)))
        }
        let content = drawsLightContent ? Color.white : Color.black
        let layout = glyphLayout
        if let rect = layout.network {
            switch status.network {
            case .wifi(let bars): StatusBarGlyphs.drawWiFi(in: rect, bars: bars, color: content, canvas: context.canvas)
            case .ethernet: StatusBarGlyphs.drawEthernet(in: rect, color: content, canvas: context.canvas)
            case .none: break
            }
        }
        if let battery = status.battery, let rect = layout.battery {
            let fill: Color
            if battery.isCharging {
                fill = context.resolve(.system(.systemGreen))
            } else if battery.level <= ControlMetrics.statusBarLowBatteryLevel {
                fill = context.resolve(.system(.systemRed))
            } else {
                fill = content
            }
            StatusBarGlyphs.drawBattery(in: rect, level: battery.level, fill: fill, outline: content, canvas: context.canvas)
            if let bolt = layout.bolt { StatusBarGlyphs.drawBolt(in: bolt, color: content, canvas: context.canvas) }
        }
    }
}

/// Where a ``StatusBar``'s parts are, in the bar's coordinates (``StatusBar/glyphLayout``).
public struct StatusBarLayout: Sendable, Hashable {
    /// The time.
    public var time: Rect
    /// The network glyph, `nil` with no connection shown.
    public var network: Rect?
    /// The battery glyph (body and nub), `nil` without a battery.
    public var battery: Rect?
    /// The battery's percentage text, `nil` when not shown.
    public var percentage: Rect?
    /// The charging bolt, `nil` when not charging.
    public var bolt: Rect?
}
