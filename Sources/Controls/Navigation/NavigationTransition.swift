import Graphics
import Scene

/// A push or pop in flight: the page sliding over (``upper``), the page beneath it (``lower``)
/// and how far the upper page covers the screen (``progress``: 0 off-screen at the trailing
/// edge, 1 in place).
@MainActor
final class NavigationTransition {
    enum Kind {
        case push
        case pop
    }

    let kind: Kind
    let upper: NavigationPage
    let lower: NavigationPage
    let upperContent: NavigationBarContent
    let lowerContent: NavigationBarContent
    /// The shade over the lower page (darker as the upper page covers more of it).
    let dimming = Node()
    /// 0: the lower page shows; 1: the upper page covers the screen.
    var progress: Double
    /// Whether a finger drives the transition (the edge swipe).
    var isInteractive = false
    /// Where the running animation takes ``progress``, if one runs.
    var target: Double?
    /// Whether the pages cross-fade in place instead of sliding (Reduce Motion, and no finger
    /// driving the transition).
    var crossFades = false
    let animationKey: Animator.Key

    init(kind: Kind, upper: NavigationPage, lower: NavigationPage, upperContent: NavigationBarContent,
         lowerContent: NavigationBarContent) {
        self.kind = kind
        self.upper = upper
        self.lower = lower
        self.upperContent = upperContent
        self.lowerContent = lowerContent
        progress = kind == .push ? 0 : 1
        animationKey = Animator.Key(node: upper, property: .navigationTransition)
        dimming.name = "navigation dimming"
        dimming.isUserInteractionEnabled = false
    }
}

extension NavigationStack {
    /// Starts a push or pop; under Reduce Motion one that no finger drives cross-fades (an edge
    /// swipe, `interactive`, still slides the page with the finger, as on iOS).
    func beginTransition(upper: NavigationPage, lower: NavigationPage, kind: NavigationTransition.Kind,
                         interactive: Bool = false) {
        let upperContent: NavigationBarContent
        let lowerContent: NavigationBarContent
        let current = navigationBar.content
        switch kind {
        case .push:
            lowerContent = current ?? makeContent(for: lower)
            upperContent = makeContent(for: upper)
        case .pop:
            upperContent = current ?? makeContent(for: upper)
            lowerContent = makeContent(for: lower)
        }
        for content in [upperContent, lowerContent] where content.parent !== navigationBar {
            navigationBar.addChild(content)
        }
        let t = NavigationTransition(kind: kind, upper: upper, lower: lower, upperContent: upperContent,
                                     lowerContent: lowerContent)
        t.crossFades = environment.reduceMotion && !interactive
        let dark = environment.colorScheme == .dark
        t.dimming.background = .color(.fixed(Color(white: 0, alpha: dark ? ControlMetrics.navigationDimmingAlphaDark
                                                                        : ControlMetrics.navigationDimmingAlphaLight)))
        lower.addChild(t.dimming)
        upper.shadow = BoxShadow(color: Color(white: 0, alpha: ControlMetrics.navigationEdgeShadowAlpha),
                                 offset: .zero, blurRadius: ControlMetrics.navigationEdgeShadowBlur)
        transition = t
        navigationBar.content = upperContent
        navigationBar.outgoing = lowerContent
        setNeedsLayout()
        applyTransition(t)
    }

    /// Places the pages, the shade and the bar for the transition's progress.
    func applyTransition(_ t: NavigationTransition) {
        let w = bounds.width
        let p = max(0, min(1, t.progress))
        let direction: Double = layoutDirection == .rightToLeft ? -1 : 1
        if t.crossFades {
            applyCrossFade(t, progress: p)
            return
        }
        t.upper.transform = Transform2D(translationX: (1 - p) * w * direction, y: 0)
        t.lower.transform = Transform2D(translationX: -p * ControlMetrics.navigationParallaxFraction * w * direction, y: 0)
        t.dimming.frame = t.lower.bounds
        t.dimming.opacity = p
        // The bar: the two pages' contents cross-fade; titles slide a little with their pages.
        configure(t.upperContent, for: t.upper)
        configure(t.lowerContent, for: t.lower)
        let upperHeight = barHeight(for: t.upper), lowerHeight = barHeight(for: t.lower)
        let height = lowerHeight + (upperHeight - lowerHeight) * p
        navigationBar.frame = Rect(x: 0, y: 0, width: w, height: height)
        t.upperContent.frame = navigationBar.bounds
        t.lowerContent.frame = navigationBar.bounds
        // The outgoing title and items are gone before the incoming ones are clear, so the two
        // never read as one smudge.
        t.upperContent.opacity = max(0, min(1, (p - 0.3) / 0.7))
        t.lowerContent.opacity = max(0, min(1, 1 - p / 0.6))
        t.upperContent.transform = Transform2D(translationX: (1 - p) * w * 0.5 * direction, y: 0)
        t.lowerContent.transform = Transform2D(translationX: -p * w * 0.25 * direction, y: 0)
        navigationBar.pageAppearance = (p >= 0.5 ? t.upper : t.lower).navigationItem.barAppearance
        navigationBar.isContentBeneath = isContentBeneathBar(p >= 0.5 ? t.upper : t.lower)
    }

    /// Animates the running transition's progress to `target` (1: the upper page in place, 0: the
    /// lower page), then finishes it and runs the pushes and pops that waited for it.
    func animateTransition(to target: Double, duration: Double, curve: AnimationCurve = .systemDefault) {
        transition?.target = target
        guard let t = transition, let animator = owner?.animator else {
            transition?.progress = target
            finishRunningTransition()
            runPendingOperations()
            return
        }
        animator.animate(from: t.progress, to: target, with: Animation(.timing(duration: duration, curve: curve)),
                         key: t.animationKey,
                         update: { [weak self, weak t] value in
                             guard let self, let t, self.transition === t else { return }
                             t.progress = value
                             self.applyTransition(t)
                         },
                         completion: { [weak self, weak t] finished in
                             guard finished, let self, let t, self.transition === t else { return }
                             self.finishRunningTransition()
                             // What was asked for meanwhile runs now, from this page.
                             self.runPendingOperations()
                         })
    }

    /// Ends the running transition where its progress says: at 1 the upper page is on top, at 0
    /// the lower one (a pop completed, or a push undone). A transition still animating jumps to
    /// its end (only ``setPages(_:)`` asks for that; pushes and pops wait instead).
    func finishRunningTransition() {
        guard let t = transition else { return }
        if let target = t.target { t.progress = target }
        transition = nil
        owner?.animator.cancel(t.animationKey)   // its completion sees the transition gone
        t.dimming.removeFromParent()
        t.upper.transform = .identity
        t.lower.transform = .identity
        t.upper.shadow = nil
        if t.crossFades { t.upper.opacity = 1 }
        t.upperContent.opacity = 1
        t.lowerContent.opacity = 1
        t.upperContent.transform = .identity
        t.lowerContent.transform = .identity
        let upperOnTop = t.progress >= 0.5
        if upperOnTop {
            t.lower.removeFromParent()
            t.lowerContent.removeFromParent()
            navigationBar.content = t.upperContent
        } else {
            // The upper page leaves: a completed pop (or an undone push).
            if let i = pages.firstIndex(where: { $0 === t.upper }) { pages.remove(at: i) }
            t.upper.removeFromParent()
            t.upper.navigationStack = nil
            t.upperContent.removeFromParent()
            navigationBar.content = t.lowerContent
        }
        navigationBar.outgoing = nil
        navigationBar.pageAppearance = topPage.navigationItem.barAppearance
        setNeedsLayout()
        didChangeTopPage()
    }
}

extension AnimatedProperty {
    fileprivate static let navigationTransition = AnimatedProperty("navigation-transition")
}

extension NavigationStack {
    /// Reduce Motion's push and pop (iOS): the upper page fades in over the lower one in place
    /// (no slide, no parallax, no shade), and the bar's contents cross-fade without moving.
    func applyCrossFade(_ t: NavigationTransition, progress p: Double) {
        let w = bounds.width
        t.upper.transform = .identity
        t.lower.transform = .identity
        t.upper.opacity = p
        t.upper.shadow = nil
        t.dimming.frame = t.lower.bounds
        t.dimming.opacity = 0
        configure(t.upperContent, for: t.upper)
        configure(t.lowerContent, for: t.lower)
        let upperHeight = barHeight(for: t.upper), lowerHeight = barHeight(for: t.lower)
        navigationBar.frame = Rect(x: 0, y: 0, width: w, height: lowerHeight + (upperHeight - lowerHeight) * p)
        t.upperContent.frame = navigationBar.bounds
        t.lowerContent.frame = navigationBar.bounds
        t.upperContent.opacity = p
        t.lowerContent.opacity = 1 - p
        t.upperContent.transform = .identity
        t.lowerContent.transform = .identity
        navigationBar.pageAppearance = (p >= 0.5 ? t.upper : t.lower).navigationItem.barAppearance
        navigationBar.isContentBeneath = isContentBeneathBar(p >= 0.5 ? t.upper : t.lower)
    }
}
