import Apps
import Gestures
public import Graphics
import Scene

extension MultiAppContent {
    /// Launches `app` from its home-screen icon (HIG §1.38): its launch picture (the system
    /// background, or for an app already running the picture it left) zooms out of the icon to
    /// fill the screen, then the app is in front. A running app is resumed as it was, never
    /// reloaded.
    public func launch(_ app: RunningApp) {
        guard !isTransitioning, presented == nil else { return }
        let from = iconFrame(of: app) ?? interfaceBounds
        bringToFront(app, zoomingFrom: from, cornerRadius: from.width * MultiAppMetrics.appIconCornerFraction)
    }

    /// The frame of `app`'s icon on the home screen, in interface points (`nil` for an app
    /// without an icon there).
    public func iconFrame(of app: RunningApp) -> Rect? {
        guard let icon = homeScreen.icon(of: app) else { return nil }
        let rect = icon.iconRect
        let origin = icon.convert(rect.origin, to: nil)
        return Rect(x: origin.x, y: origin.y, width: rect.width, height: rect.height)
    }

    /// Brings `app` to the front: the app in front (if any) is suspended, `app` launched or
    /// resumed, and its picture zooms from `from` (interface points) to the whole screen.
    func bringToFront(_ app: RunningApp, zoomingFrom from: Rect, cornerRadius: Double) {
        let picture = startOrResume(app)
        let node = BitmapNode(image: picture.image)
        node.backdrop = picture.background
        node.frame = from
        node.cornerRadius = cornerRadius
        node.cornerStyle = .continuous
        begin { finish in
            overlay.addChild(node)
            systemOwner.animator.animate(Animation(.timing(duration: MultiAppMetrics.launchZoomDuration, curve: .easeOut)),
                                         changes: { node.frame = interfaceBounds },
                                         completion: { _ in finish(app) })
            systemOwner.animator.animate(from: cornerRadius, to: 0.0,
                                         with: .easeOut(duration: MultiAppMetrics.launchZoomDuration),
                                         update: { node.cornerRadius = $0 })
        }
    }

    /// What a transition shows of the app it brings to the front: a picture over a background
    /// colour, or the colour alone.
    private struct TransitionPicture {
        var image: Bitmap?
        var background: ThemeColor = .system(.systemBackground)
    }

    /// Launches or resumes `app` (suspending the app in front) and returns the picture its
    /// transition shows: for an app not running yet its launch image (HIG §1.38; one colour is
    /// shown as the colour, no bitmap drawn), else the snapshot it left (none: the system
    /// background). The app in front leaves a snapshot unless `capturing` is off (the caller
    /// took it).
    private func startOrResume(_ app: RunningApp, capturing: Bool = true) -> TransitionPicture {
        if let current = foreground, current !== app, current.state == .foreground {
            if capturing, presented === current { current.snapshot = captureFrame() ?? current.snapshot }
            current.instance.suspend()
        }
        switch app.state {
        case .notRunning:
            launchInstance(app)
            if let color = app.instance.launchColor { return TransitionPicture(background: .fixed(color)) }
            return TransitionPicture(image: app.instance.renderLaunchImage())
        case .suspended:
            fitToInterface(app)
            app.instance.resume()
            return TransitionPicture(image: app.snapshot)
        case .foreground:
            return TransitionPicture(image: app.snapshot ?? captureFrame())
        }
    }

    /// Runs a transition on the system scene: `body` adds its nodes to ``overlay`` and calls
    /// the `finish` it is given with the app to show at its end (`nil`: the home screen).
    func begin(_ body: (_ finish: @escaping @MainActor (RunningApp?) -> Void) -> Void) {
        isTransitioning = true
        // The transition covers the app; the system scene draws from the next frame on.
        presented = nil
        needsFullRedraw = true
        body { [weak self] app in self?.endTransition(showing: app) }
        frameRequestHandler?()
    }

    private func endTransition(showing app: RunningApp?) {
        overlay.removeAllChildren()
        isTransitioning = false
        if app == nil { foreground = nil }
        log("in front: \(app?.displayName ?? "the home screen")")
        present(app)
        if let rotation = pendingRotation {
            pendingRotation = nil
            turnInterface(to: rotation, animated: true)
        } else {
            followDeviceRotation()
        }
        if locksAfterTransition {
            locksAfterTransition = false
            lock()
        }
    }

    /// A four-finger swipe: the next or previous running app slides in (in launch order, as the
    /// HIG's "switch apps" gesture moves through them); from the home screen, the app used last.
    func switchApp(_ direction: SystemCommand.SwitchDirection) {
        guard !isTransitioning, switcher == nil else { return }
        let running = apps.filter { $0.state != .notRunning }
        let target: RunningApp
        if let current = presented, let index = running.firstIndex(where: { $0 === current }) {
            let next = direction == .next ? index + 1 : index - 1
            guard running.indices.contains(next) else { return }
            target = running[next]
        } else if presented == nil, let last = recency.first(where: { $0.state != .notRunning }) {
            target = last
        } else {
            return
        }
        log("four-finger swipe: from \(presented?.displayName ?? "the home screen") to \(target.displayName)")
        let outgoing = captureFrame()
        if let current = presented { current.snapshot = outgoing ?? current.snapshot }
        let picture = startOrResume(target, capturing: false)
        let width = interfaceBounds.width
        // Next comes in from the trailing side (the right in left-to-right languages).
        let trailing: Double = environment.layoutDirection == .rightToLeft ? -1 : 1
        let sign = direction == .next ? trailing : -trailing
        let old = BitmapNode(image: outgoing)
        old.frame = interfaceBounds
        let new = BitmapNode(image: picture.image)
        new.backdrop = picture.background
        new.frame = interfaceBounds
        new.transform = Transform2D(translationX: sign * width, y: 0)
        begin { finish in
            overlay.addChild(old)
            overlay.addChild(new)
            systemOwner.animator.animate(Animation(.timing(duration: MultiAppMetrics.appSwitchSlideDuration,
                                                           curve: .systemDefault)),
                                         changes: {
                                             old.transform = Transform2D(translationX: -sign * width, y: 0)
                                             new.transform = .identity
                                         },
                                         completion: { _ in finish(target) })
        }
    }

    /// The four-finger swipe up: the app switcher, with the app in front (suspended while it
    /// shows) as the middle card.
    func showSwitcher() {
        guard !isTransitioning, switcher == nil else { return }
        let current = presented
        if let current, current.state == .foreground {
            current.snapshot = captureFrame() ?? current.snapshot
        }
        var order = recency.filter { $0.state != .notRunning }
        if let current { order = [current] + order.filter { $0 !== current } }
        log("app switcher: \(order.map(\.displayName).joined(separator: ", "))")
        let view = AppSwitcherView(apps: order)
        view.frame = interfaceBounds
        view.onSelect = { [unowned self] app in select(app) }
        view.onDismiss = { [unowned self] in dismissSwitcher() }
        view.onClose = { [unowned self] app in close(app) }
        switcher = view
        view.opacity = 0
        view.transform = Transform2D(scaleX: 1.08, y: 1.08)
        current?.instance.suspend()
        isTransitioning = true
        presented = nil
        foreground = nil
        needsFullRedraw = true
        overlay.addChild(view)
        systemOwner.animator.animate(Animation(.timing(duration: MultiAppMetrics.appSwitcherDuration, curve: .easeOut)),
                                     changes: {
                                         view.opacity = 1
                                         view.transform = .identity
                                     },
                                     completion: { [weak self] _ in
                                         self?.isTransitioning = false
                                         self?.log("app switcher shown")
                                         if self?.locksAfterTransition == true {
                                             self?.locksAfterTransition = false
                                             self?.lock()
                                         }
                                     })
        frameRequestHandler?()
    }

    /// A card was tapped: its app zooms from the card to the whole screen.
    private func select(_ app: RunningApp) {
        guard let view = switcher, !isTransitioning else { return }
        let from = view.pictureFrame(of: app) ?? interfaceBounds
        switcher = nil
        view.removeFromParent()
        bringToFront(app, zoomingFrom: from, cornerRadius: MultiAppMetrics.switcherCardCornerRadius)
    }

    /// A card was swiped up: its app ends (``App/willTerminate()``, its state saved) and is
    /// replaced by a fresh instance that launches when it is opened again. With no card left the
    /// switcher goes back to the home screen.
    func close(_ app: RunningApp) {
        app.instance.terminate()
        app.renew()
        wire(app)
        recency.removeAll { $0 === app }
        if foreground === app { foreground = nil }
        log("closed \(app.displayName) from the app switcher")
        if switcher?.cards.isEmpty == true { dismissSwitcher() }
    }

    /// The switcher's background was tapped: it fades to the home screen.
    private func dismissSwitcher() {
        guard let view = switcher, !isTransitioning else { return }
        switcher = nil
        isTransitioning = true
        systemOwner.animator.animate(Animation(.timing(duration: MultiAppMetrics.appSwitcherDuration, curve: .easeOut)),
                                     changes: { view.opacity = 0 },
                                     completion: { [weak self] _ in
                                         view.removeFromParent()
                                         self?.endTransition(showing: nil)
                                     })
    }
}
