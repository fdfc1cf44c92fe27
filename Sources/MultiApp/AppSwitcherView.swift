import Controls
import Gestures
import Graphics
import Scene
import Text

/// The app switcher (four-finger swipe up, HIG §2.2): a card per running app showing the
/// snapshot it left, its icon and name above, the app that was in front in the middle and the
/// others beside it in the order they were used, towards the trailing side.
///
/// The cards scroll sideways (a ``ScrollView``: drag, flick, rubber band), so any number of
/// apps can be reached. Tapping a card brings its app to the front; swiping a card up closes
/// its app (``onClose``: it ends, its state saved, and launches fresh next time); tapping beside
/// the cards goes back.
@MainActor
final class AppSwitcherView: Node {
    /// The cards, the app that was in front first, then the others by most recent use.
    private(set) var cards: [AppSwitcherCard] = []
    /// The row of cards, scrolling sideways.
    let scroll: ScrollView
    private let strip: CardStrip
    /// Called with the app whose card was tapped.
    var onSelect: (@MainActor (RunningApp) -> Void)?
    /// Called when the background was tapped.
    var onDismiss: (@MainActor () -> Void)?
    /// Called with the app whose card was swiped up, once the card has left the screen.
    var onClose: (@MainActor (RunningApp) -> Void)?

    init(apps: [RunningApp]) {
        let strip = CardStrip()
        self.strip = strip
        scroll = ScrollView(content: strip, axes: .horizontal)
        super.init()
        name = "app switcher"
        background = .color(.fixed(Color(white: 0.08, alpha: 0.96)))
        isInteractive = true
        scroll.name = "app switcher cards"
        scroll.alwaysBouncesHorizontal = true
        scroll.showsHorizontalScrollIndicator = false
        scroll.showsVerticalScrollIndicator = false
        addChild(scroll)
        let tap = TapGestureRecognizer()
        // Only a tap beside the cards goes back; a card's own tap brings its app.
        tap.shouldBegin = { [weak self] r in
            guard let self else { return false }
            return !cards.contains { windowFrame(of: $0).contains(r.locationInWindow) }
        }
        tap.addAction { [weak self] r in
            guard r.state == .ended else { return }
            self?.onDismiss?()
        }
        addGestureRecognizer(tap)
        for app in apps {
            let card = AppSwitcherCard(app: app)
            card.addAction { [weak self] _ in self?.onSelect?(app) }
            card.onSwipeUp = { [weak self, unowned card] in self?.close(card) }
            cards.append(card)
            strip.addChild(card)
        }
        strip.cards = cards
    }

    /// The card of `app`.
    func card(of app: RunningApp) -> AppSwitcherCard? { cards.first { $0.app === app } }

    /// `card`'s frame in window points (as the cards scroll).
    func windowFrame(of card: AppSwitcherCard) -> Rect {
        let origin = card.convert(Point.zero, to: nil)
        return Rect(x: origin.x, y: origin.y, width: card.frame.width, height: card.frame.height)
    }

    /// The picture's frame of the card of `app`, in window points.
    func pictureFrame(of app: RunningApp) -> Rect? {
        guard let card = card(of: app) else { return nil }
        let origin = card.convert(card.picture.frame.origin, to: nil)
        return Rect(x: origin.x, y: origin.y, width: card.picture.frame.width, height: card.picture.frame.height)
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        let scale = MultiAppMetrics.switcherCardScale
        let width = (bounds.width * scale).rounded()
        let pictureHeight = (bounds.height * scale).rounded()
        strip.cardSize = Size(width: width, height: pictureHeight + MultiAppMetrics.switcherIconSide
                                  + MultiAppMetrics.switcherIconSpacing)
        // The first card is centred when the row rests at its start.
        strip.inset = ((bounds.width - width) / 2).rounded()
        strip.setNeedsLayout()
        scroll.frame = bounds
    }

    /// A card was swiped up and has left: its app closes, and the cards after it close the gap.
    private func close(_ card: AppSwitcherCard) {
        guard let index = cards.firstIndex(where: { $0 === card }) else { return }
        cards.remove(at: index)
        strip.cards = cards
        card.removeFromParent()
        let animator = owner?.animator
        let reflow = {
            self.strip.placeCards(in: self.strip.bounds)
        }
        if let animator {
            animator.animate(.easeInOut(duration: MultiAppMetrics.switcherReflowDuration), changes: reflow)
        } else {
            reflow()
        }
        // The row is shorter now: once it is laid out, its end comes back into view if it was
        // showing past it.
        strip.didPlaceCards = { [weak self] in
            guard let self else { return }
            strip.didPlaceCards = nil
            let offset = scroll.contentOffset.x
            let clamped = min(scroll.maximumContentOffset.x, max(scroll.minimumContentOffset.x, offset))
            if clamped != offset { scroll.setContentOffset(Point(x: clamped, y: 0), animated: true) }
        }
        strip.setNeedsLayout()
        scroll.setNeedsLayout()
        onClose?(card.app)
    }
}

/// The row of cards inside the switcher's scroll view: as wide as the cards with the inset at
/// both ends, each card placed by its position in reading order (from the right in
/// right-to-left languages).
@MainActor
final class CardStrip: Node {
    /// The cards in order.
    var cards: [AppSwitcherCard] = []
    /// One card's size, in points.
    var cardSize = Size.zero
    /// The space before the first card and after the last, in points.
    var inset = 0.0
    /// Called once the cards are placed by a layout.
    var didPlaceCards: (@MainActor () -> Void)?

    override var isLayoutContainer: Bool { true }

    override func contentSize(fitting proposal: ProposedSize) -> Size {
        let count = Double(cards.count)
        let width = 2 * inset + count * cardSize.width + max(0, count - 1) * MultiAppMetrics.switcherCardSpacing
        return Size(width: width, height: proposal.height ?? cardSize.height)
    }

    override func layoutChildren() {
        placeCards(in: bounds)
        didPlaceCards?()
    }

    /// Places the cards in `bounds`, vertically centred.
    func placeCards(in bounds: Rect) {
        let step = cardSize.width + MultiAppMetrics.switcherCardSpacing
        let y = ((bounds.height - cardSize.height) / 2).rounded()
        let rtl = layoutDirection == .rightToLeft
        for (index, card) in cards.enumerated() {
            let leading = inset + Double(index) * step
            let x = rtl ? bounds.width - leading - cardSize.width : leading
            card.frame = Rect(x: x, y: y, width: cardSize.width, height: cardSize.height)
        }
    }
}
