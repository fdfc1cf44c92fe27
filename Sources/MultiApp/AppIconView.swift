import Controls
import Graphics
import Scene
import Text

/// An app on the home screen: its icon, with the system's rounded corners, drop shadow and
/// shine (HIG §1.37), its badge (a red oval at the top trailing corner, numbers only; HIG §1.7)
/// and its name underneath. Tapping it (or Return while it has keyboard focus) launches the app.
@MainActor
final class AppIconView: ControlNode {
    /// The app it launches.
    let app: RunningApp
    /// The name under the icon.
    let label = TextNode("", style: .caption2, color: .fixed(.white))
    /// The badge, shown while the app's badge is a positive number.
    let badge = TabBadge("")
    private let artwork: Bitmap
    /// The icon's side, in points.
    var iconSide: Double = MultiAppMetrics.appIconSide {
        didSet { if iconSide != oldValue { setNeedsLayout() } }
    }

    init(app: RunningApp) {
        self.app = app
        artwork = app.iconImage
        super.init()
        name = "icon \(app.displayName)"
        label.text = app.displayName
        label.font = Font(pointSize: MultiAppMetrics.appIconLabelPointSize, weight: .medium)
        label.maximumLines = 1
        label.alignment = .center
        label.truncation = .middle
        addChild(label)
        addChild(badge)
        updateBadge()
    }

    /// Shows the app's badge number, or hides the badge.
    func updateBadge() {
        if let count = app.badge, count > 0 {
            badge.value = String(count)
            badge.isHidden = false
        } else {
            badge.isHidden = true
        }
        setNeedsLayout()
    }

    /// The icon's square, in the view's coordinates.
    var iconRect: Rect {
        Rect(x: ((bounds.width - iconSide) / 2).rounded(), y: 0, width: iconSide, height: iconSide)
    }

    override var isLayoutContainer: Bool { true }

    override func contentSize(fitting proposal: ProposedSize) -> Size {
        let text = label.sizeThatFits(.unspecified)
        return Size(width: max(MultiAppMetrics.homeCellWidth, iconSide),
                    height: iconSide + MultiAppMetrics.appIconLabelSpacing + text.height)
    }

    override func layoutChildren() {
        let icon = iconRect
        let text = label.sizeThatFits(ProposedSize(width: bounds.width, height: nil))
        label.frame = Rect(x: 0, y: icon.maxY + MultiAppMetrics.appIconLabelSpacing, width: bounds.width,
                           height: text.height)
        let size = badge.sizeThatFits(.unspecified)
        // HIG §1.7: the badge sits at the icon's top trailing corner.
        let trailingEdge = layoutDirection == .rightToLeft
            ? icon.minX - MultiAppMetrics.badgeTrailingOutset + size.width
            : icon.maxX + MultiAppMetrics.badgeTrailingOutset
        badge.frame = Rect(x: trailingEdge - size.width, y: icon.minY - MultiAppMetrics.badgeTopOutset,
                           width: size.width, height: size.height)
    }

    override func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let icon = iconRect
        let radii = CornerRadii(icon.width * MultiAppMetrics.appIconCornerFraction)
        // HIG §1.37: the system adds the rounded corners, a drop shadow and the shine.
        canvas.drawShadow(roundedRect: icon, radii: radii,
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.45),
                                            offset: Point(x: 0, y: MultiAppMetrics.appIconShadowOffset),
                                            blurRadius: MultiAppMetrics.appIconShadowBlur))
        canvas.save()
        canvas.clip(toRoundedRect: icon, radii: radii, style: .continuous)
        canvas.draw(artwork, in: icon)
        do {
            let shine = Rect(x: icon.minX - icon.width * 0.25, y: icon.minY - icon.height * 0.62,
                             width: icon.width * 1.5, height: icon.height * 1.14)
            let gradient = LinearGradient(
                stops: [GradientStop(Color(white: 1, alpha: MultiAppMetrics.appIconShineOpacity), at: 0),
                        GradientStop(Color(white: 1, alpha: MultiAppMetrics.appIconShineOpacity * 0.35), at: 1)],
                start: Point(x: icon.midX, y: icon.minY), end: Point(x: icon.midX, y: shine.maxY))
            canvas.fillEllipse(in: shine, paint: .linearGradient(gradient))
        }
        if isHighlighted {
            // Pressed: the icon darkens while the finger is on it.
            canvas.fill(icon, paint: .color(Color(white: 0, alpha: 0.35)))
        }
        canvas.restore()
        drawFocusRing(in: context, around: icon, radii: radii, style: .continuous)
    }
}
