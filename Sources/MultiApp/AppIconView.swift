import Controls
import Graphics
import Scene
import Text

/// An app on the home screen as iOS 7 and later draw it: its icon, the artwork clipped to a
/// continuous-corner squircle with no shadow and no shine (HIG §1.37's rounded corners), its badge
/// (a red circle or capsule at the top trailing corner, numbers only; HIG §1.7) and its name
/// underneath. Tapping it (or Return while it has keyboard focus) launches the app.
@MainActor
final class AppIconView: ControlNode {
    /// The app it launches.
    let app: RunningApp
    /// The name under the icon.
    let label = TextNode("", style: .caption1, color: .fixed(.white))
    /// The badge, shown while the app's badge is a positive number.
    let badge = TabBadge("", height: MultiAppMetrics.badgeHeight, pointSize: MultiAppMetrics.badgePointSize,
                         padding: MultiAppMetrics.badgePadding)
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
        label.font = Font(pointSize: MultiAppMetrics.appIconLabelPointSize)
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
        // HIG §1.37: the system rounds the artwork; iOS 7 and later add no shadow and no shine.
        canvas.save()
        canvas.clip(toRoundedRect: icon, radii: radii, style: .continuous)
        canvas.draw(artwork, in: icon)
        if isHighlighted {
            // Pressed: the icon darkens while the finger is on it.
            canvas.fill(icon, paint: .color(Color(white: 0, alpha: 0.35)))
        }
        canvas.restore()
        drawFocusRing(in: context, around: icon, radii: radii, style: .continuous)
    }
}
