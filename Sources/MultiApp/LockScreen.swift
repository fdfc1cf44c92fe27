import Apps
import Controls
import Gestures
import Graphics
import Scene
import Text

/// The lock screen as iOS 17/18 draws it, sized for the panel: the wallpaper (dimmed in dark
/// mode), the status bar without its time, a padlock, the date over a very large bold clock,
/// and at the bottom “Swipe up to unlock” over the home indicator. Everything is centred, so a
/// right-to-left layout mirrors only the status bar and the text's own direction.
///
/// A swipe up that starts near the bottom edge (``MultiAppMetrics/unlockSwipeZone``) pushes the
/// screen up with the finger; let go past ``MultiAppMetrics/unlockFraction`` of its height or
/// flicked up, it slides away and ``onUnlock`` runs; otherwise it settles back. With a screen
/// reader, the unlock prompt is a button whose activation runs ``onUnlock`` (the reader's
/// double tap), and the lock screen is modal (the home screen behind it is not read).
@MainActor
final class LockScreen: Node {
    /// The status bar, light content, without its time.
    let statusBar = StatusBar(status: .screenshot)
    /// The padlock at the top centre.
    let padlock = SymbolNode("lock.fill", textStyle: .body, color: .fixed(.white))
    /// The weekday and date, above the clock.
    let dateLabel = TextNode("", style: .title3, color: .fixed(Color(white: 1, alpha: 0.9)))
    /// The clock.
    let clock = TextNode("", style: .largeTitle, color: .fixed(.white))
    /// “Swipe up to unlock”: with the home indicator, the screen reader's unlock button.
    let prompt = UnlockPrompt()
    /// The wallpaper's dimming in dark mode.
    private let dimming = Node()
    /// The swipe up that unlocks.
    let unlockPan = UnlockPanGestureRecognizer()
    /// Called once the screen has slid away (or the reader activated the prompt).
    var onUnlock: (@MainActor () -> Void)?
    /// What the clock and the status bar show.
    private(set) var status = StatusBarStatus.screenshot
    /// The date shown.
    private(set) var date: CalendarDate?

    override init() {
        super.init()
        name = "lock screen"
        background = .linearGradient(
            stops: [GradientStop(HomeScreen.wallpaperTop, at: 0), GradientStop(HomeScreen.wallpaperBottom, at: 1)],
            start: .zero, end: Point(x: 0, y: 1))
        dimming.name = "wallpaper dimming"
        dimming.background = .color(.fixed(Color(white: 0, alpha: MultiAppMetrics.darkWallpaperDimming)))
        dimming.hitTestShape = .none
        statusBar.style = .lightContent
        statusBar.showsTime = false
        statusBar.speech = CatalogStatusBarSpeech.shared
        padlock.pointSize = MultiAppMetrics.lockPadlockPointSize
        padlock.weight = .semibold
        dateLabel.font = Font(pointSize: MultiAppMetrics.lockDatePointSize, weight: .semibold)
        dateLabel.maximumLines = 1
        dateLabel.alignment = .center
        clock.maximumLines = 1
        clock.alignment = .center
        // The clock's digits run left to right in every language (Arabic-Indic ones too).
        clock.textDirection = .leftToRight
        // The clock and date are read together, as one element.
        clock.isAccessibilityElement = true
        dateLabel.isAccessibilityElement = false
        for node in [dimming, statusBar, padlock, dateLabel, clock, prompt] as [Node] { addChild(node) }
        accessibilityViewIsModal = true
        prompt.setAccessibilityHandler(for: .activate) { [weak self] in
            guard let self, let onUnlock else { return false }
            onUnlock()
            return true
        }
        unlockPan.name = "lock screen unlock"
        unlockPan.addAction { [weak self] recognizer in self?.handlePan(recognizer) }
        addGestureRecognizer(unlockPan)
        updateText()
    }

    /// Shows `status` (the clock's time, the bar's network and battery) and `date`.
    func show(_ status: StatusBarStatus, date: CalendarDate?) {
        self.status = status
        self.date = date
        statusBar.status = status
        updateText()
    }

    override var isLayoutContainer: Bool { true }
    override var needsLayoutOnEnvironmentChange: Bool { true }

    override func environmentDidChange() {
        super.environmentDidChange()
        updateText()
    }

    /// The clock's point size on a screen of `size` points.
    static func clockPointSize(for size: Size) -> Double {
        let range = MultiAppMetrics.lockClockPointSizes
        let wanted = min(size.width, size.height) * MultiAppMetrics.lockClockSizeFraction
        return min(range.upperBound, max(range.lowerBound, wanted.rounded()))
    }

    private func updateText() {
        let locale = environment.locale
        clock.text = status.time.text(for: locale)
        dateLabel.text = date.map { DateLocale(locale).weekdayDateText($0) } ?? ""
        clock.accessibilityLabel = dateLabel.text.isEmpty ? clock.text : clock.text + ", " + dateLabel.text
        let strings = LockScreenText.catalog
        prompt.label.text = strings.string(LockScreenText.swipeUpToUnlock.rawValue, locale: locale)
        prompt.accessibilityLabel = strings.string(LockScreenText.unlock.rawValue, locale: locale)
        dimming.isHidden = environment.colorScheme != .dark
        setNeedsLayout()
    }

    override func layoutChildren() {
        let width = bounds.width, height = bounds.height
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        dimming.frame = bounds
        statusBar.frame = Rect(x: 0, y: 0, width: width, height: statusBar.height)
        let lock = padlock.sizeThatFits(.unspecified)
        var y = statusBar.height + MultiAppMetrics.lockPadlockSpacing
        padlock.frame = Rect(x: snap((width - lock.width) / 2), y: snap(y), width: lock.width, height: lock.height)
        y += lock.height + MultiAppMetrics.lockPadlockSpacing
        let dateSize = dateLabel.sizeThatFits(ProposedSize(width: width - 32, height: nil))
        dateLabel.frame = Rect(x: 16, y: snap(y), width: max(0, width - 32), height: dateSize.height)
        y += dateSize.height
        clock.font = Font(pointSize: Self.clockPointSize(for: bounds.size), weight: .bold)
        let clockSize = clock.sizeThatFits(.unspecified)
        clock.frame = Rect(x: snap((width - clockSize.width) / 2), y: snap(y - clockSize.height * 0.06),
                           width: clockSize.width, height: clockSize.height)
        let promptSize = prompt.sizeThatFits(ProposedSize(width: width, height: nil))
        prompt.frame = Rect(x: 0, y: snap(height - promptSize.height), width: width, height: promptSize.height)
    }

    // MARK: unlocking

    private func handlePan(_ recognizer: GestureRecognizer) {
        LiftToDismiss.follow(unlockPan, moving: self, flickVelocity: MultiAppMetrics.unlockVelocity, fraction: MultiAppMetrics.unlockFraction,
                             away: { slideAway() }, back: { settle() })
    }

    /// The screen leaves by the top, then ``onUnlock`` runs.
    func slideAway() {
        let away = Transform2D(translationX: 0, y: -bounds.height)
        guard let animator = owner?.animator else {
            transform = away
            onUnlock?()
            return
        }
        isUserInteractionEnabled = false
        animator.animate(.easeOut(duration: MultiAppMetrics.unlockDuration), changes: { transform = away },
                         completion: { [weak self] _ in self?.onUnlock?() })
    }

    private func settle() {
        guard transform != .identity else { return }
        guard let animator = owner?.animator else {
            transform = .identity
            return
        }
        animator.animate(.easeOut(duration: MultiAppMetrics.unlockDuration), changes: { transform = .identity })
    }

    /// Back to its place, ready for the next lock.
    func reset() {
        transform = .identity
        isUserInteractionEnabled = true
    }
}

/// The bottom of the lock screen: “Swipe up to unlock” over the home indicator; a button for a
/// screen reader.
@MainActor
final class UnlockPrompt: Node {
    /// The prompt's text.
    let label = TextNode("", style: .subheadline, color: .fixed(Color(white: 1, alpha: 0.85)))
    /// The home indicator: a white capsule.
    let indicator = Node()

    override init() {
        super.init()
        name = "unlock prompt"
        label.font = Font(pointSize: MultiAppMetrics.unlockPromptPointSize, weight: .medium)
        label.maximumLines = 1
        label.alignment = .center
        label.isAccessibilityElement = false
        indicator.name = "home indicator"
        indicator.background = .color(.fixed(.white))
        indicator.cornerRadius = MultiAppMetrics.homeIndicatorSize.height / 2
        addChild(label)
        addChild(indicator)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    override var isLayoutContainer: Bool { true }

    override func contentSize(fitting proposal: ProposedSize) -> Size {
        let text = label.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        return Size(width: proposal.width ?? text.width,
                    height: text.height + MultiAppMetrics.unlockPromptSpacing + MultiAppMetrics.homeIndicatorSize.height
                        + MultiAppMetrics.homeIndicatorBottomMargin)
    }

    override func layoutChildren() {
        let scale = environment.displayScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let text = label.sizeThatFits(ProposedSize(width: bounds.width, height: nil))
        label.frame = Rect(x: 0, y: 0, width: bounds.width, height: text.height)
        let size = MultiAppMetrics.homeIndicatorSize
        indicator.frame = Rect(x: snap((bounds.width - size.width) / 2),
                               y: snap(bounds.height - MultiAppMetrics.homeIndicatorBottomMargin - size.height),
                               width: size.width, height: size.height)
    }
}

/// The swipe up that unlocks: a pan that starts within ``MultiAppMetrics/unlockSwipeZone`` of
/// the bottom edge and moves mostly upwards.
@MainActor
final class UnlockPanGestureRecognizer: PanGestureRecognizer {
    override init() {
        super.init()
        maximumNumberOfTouches = 1
        cancelsTouchesInView = true
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if self.touches.count == touches.count, let screen = target as? Node,
           location(in: target).y < screen.bounds.height - MultiAppMetrics.unlockSwipeZone {
            fail()
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBeginPan() -> Bool {
        super.shouldBeginPan() && translation.y < 0 && abs(translation.y) > abs(translation.x)
    }
}
