import Controls
import Gestures
import Graphics
import Scene
import Text

/// The app switcher (four-finger swipe up, HIG §2.2): a card per running app showing the
/// snapshot it left, its icon and name above, the app that was in front in the middle and the
/// others beside it in the order they were used. Tapping a card brings its app to the front;
/// tapping elsewhere goes back.
@MainActor
final class AppSwitcherView: Node {
    /// One app's card.
    @MainActor
    final class Card: ControlNode {
        let app: RunningApp
        let picture: BitmapNode
        let title = TextNode("", style: .subheadline, color: .fixed(.white))
        let icon: BitmapNode

        init(app: RunningApp) {
            self.app = app
            picture = BitmapNode(image: app.snapshot)
            icon = BitmapNode(image: app.iconImage)
            super.init()
            name = "card \(app.displayName)"
            picture.cornerRadius = MultiAppMetrics.switcherCardCornerRadius
            picture.background = .color(.system(.systemBackground))
            picture.shadow = BoxShadow(color: Color(white: 0, alpha: 0.5), offset: Point(x: 0, y: 4), blurRadius: 16)
            icon.cornerRadius = MultiAppMetrics.switcherIconSide * MultiAppMetrics.appIconCornerFraction
            icon.cornerStyle = .continuous
            title.text = app.displayName
            title.font = Font(pointSize: TextStyle.subheadline.pointSize(), weight: .semibold)
            title.maximumLines = 1
            addChild(icon)
            addChild(title)
            addChild(picture)
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
    }

    /// The cards, the app that was in front first, then the others by most recent use.
    private(set) var cards: [Card] = []
    /// Called with the app whose card was tapped.
    var onSelect: (@MainActor (RunningApp) -> Void)?
    /// Called when the background was tapped.
    var onDismiss: (@MainActor () -> Void)?

    init(apps: [RunningApp]) {
        super.init()
        name = "app switcher"
        background = .color(.fixed(Color(white: 0.08, alpha: 0.96)))
        isInteractive = true
        let tap = TapGestureRecognizer()
        // Only a tap beside the cards goes back; a card's own tap brings its app.
        tap.shouldBegin = { [weak self] r in
            guard let self else { return false }
            let point = convert(r.locationInWindow, from: nil)
            return !cards.contains { $0.frame.contains(point) }
        }
        tap.addAction { [weak self] r in
            guard r.state == .ended else { return }
            self?.onDismiss?()
        }
        addGestureRecognizer(tap)
        for app in apps {
            let card = Card(app: app)
            card.addAction { [weak self] _ in self?.onSelect?(app) }
            cards.append(card)
            addChild(card)
        }
    }

    /// The card of `app`.
    func card(of app: RunningApp) -> Card? { cards.first { $0.app === app } }

    /// The picture's frame of the card of `app`, in this view's coordinates.
    func pictureFrame(of app: RunningApp) -> Rect? {
        guard let card = card(of: app) else { return nil }
        return card.picture.frame.offsetBy(dx: card.frame.minX, dy: card.frame.minY)
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let scale = MultiAppMetrics.switcherCardScale
        let width = (bounds.width * scale).rounded()
        let pictureHeight = (bounds.height * scale).rounded()
        let height = pictureHeight + MultiAppMetrics.switcherIconSide + MultiAppMetrics.switcherIconSpacing
        let y = ((bounds.height - height) / 2).rounded()
        let step = width + MultiAppMetrics.switcherCardSpacing
        let rtl = layoutDirection == .rightToLeft
        // The first card is centred; the ones used before it follow towards the trailing side.
        for (index, card) in cards.enumerated() {
            let offset = Double(index) * step * (rtl ? -1 : 1)
            card.frame = Rect(x: ((bounds.width - width) / 2).rounded() + offset, y: y, width: width, height: height)
        }
    }
}
