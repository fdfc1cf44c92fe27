import Controls
import Gestures
import Graphics
import Scene
import Text

/// One app's card in the app switcher: its icon and name above the snapshot it left.
///
/// Tapping it brings the app to the front (its action). Dragging it up moves it with the finger;
/// let go past ``MultiAppMetrics/switcherCloseFraction`` of its height, or flicked up faster than
/// ``MultiAppMetrics/switcherCloseVelocity``, it flies off the top and ``onSwipeUp`` runs (the
/// app closes); otherwise it settles back. A sideways drag is the switcher's scroll, not this.
@MainActor
final class AppSwitcherCard: ControlNode {
    let app: RunningApp
    let picture: BitmapNode
    let title = TextNode("", style: .subheadline, color: .fixed(.white))
    let icon: BitmapNode
    /// The upward drag that closes the app.
    let closePan = CardClosePanGestureRecognizer()
    /// Called once the card, swiped up, has left the screen.
    var onSwipeUp: (@MainActor () -> Void)?

    init(app: RunningApp) {
        self.app = app
        picture = BitmapNode(image: app.snapshot)
        icon = BitmapNode(image: app.iconImage)
        super.init()
        name = "card \(app.displayName)"
        picture.cornerRadius = MultiAppMetrics.switcherCardCornerRadius
        picture.backdrop = .system(.systemBackground)
        picture.shadow = BoxShadow(color: Color(white: 0, alpha: 0.5), offset: Point(x: 0, y: 4), blurRadius: 16)
        icon.cornerRadius = MultiAppMetrics.switcherIconSide * MultiAppMetrics.appIconCornerFraction
        icon.cornerStyle = .continuous
        title.text = app.displayName
        title.font = Font(pointSize: TextStyle.subheadline.pointSize(), weight: .semibold)
        title.maximumLines = 1
        addChild(icon)
        addChild(title)
        addChild(picture)
        closePan.name = "app switcher close"
        closePan.addAction { [weak self] r in self?.handleClosePan(r) }
        addGestureRecognizer(closePan)
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let side = MultiAppMetrics.switcherIconSide
        let headerHeight = side + MultiAppMetrics.switcherIconSpacing
        let rtl = layoutDirection == .rightToLeft
        icon.frame = Rect(x: rtl ? bounds.width - side : 0, y: 0, width: side, height: side)
        let text = title.sizeThatFits(ProposedSize(width: bounds.width - side - 8, height: nil))
        title.frame = Rect(x: rtl ? bounds.width - side - 8 - text.width : side + 8, y: (side - text.height) / 2,
                           width: text.width, height: text.height)
        picture.frame = Rect(x: 0, y: headerHeight, width: bounds.width, height: bounds.height - headerHeight)
    }

    override func highlightDidChange() {
        picture.opacity = isHighlighted ? 0.8 : 1
    }

    private func handleClosePan(_ recognizer: GestureRecognizer) {
        LiftToDismiss.follow(closePan, moving: self, flickVelocity: MultiAppMetrics.switcherCloseVelocity, fraction: MultiAppMetrics.switcherCloseFraction,
                             away: { flyOff() }, back: { settle() })
    }

    /// The card leaves by the top of the screen, then ``onSwipeUp`` runs.
    private func flyOff() {
        let top = convert(Point.zero, to: nil).y
        let away = Transform2D(translationX: 0, y: -(top + bounds.height + 16))
        guard let animator = owner?.animator else {
            transform = away
            onSwipeUp?()
            return
        }
        isUserInteractionEnabled = false
        animator.animate(.easeOut(duration: MultiAppMetrics.switcherCloseDuration),
                         changes: { transform = away },
                         completion: { [weak self] _ in self?.onSwipeUp?() })
    }

    private func settle() {
        guard transform != .identity else { return }
        guard let animator = owner?.animator else {
            transform = .identity
            return
        }
        animator.animate(.easeOut(duration: MultiAppMetrics.switcherCloseDuration), changes: { transform = .identity })
    }
}

/// The pan that closes an app from the switcher: it begins only for a drag mostly upwards, so a
/// sideways drag scrolls the cards and a tap brings the app.
@MainActor
final class CardClosePanGestureRecognizer: PanGestureRecognizer {
    override init() {
        super.init()
        maximumNumberOfTouches = 1
        cancelsTouchesInView = true
    }

    override func shouldBeginPan() -> Bool {
        super.shouldBeginPan() && translation.y < 0 && abs(translation.y) > abs(translation.x)
    }
}
