import Apps
public import Controls
import Glibc
import Graphics
import Runtime
import Scene

extension MultiAppContent {
    /// Locks the screen, as the side button does on iOS: the lock sound plays (through the
    /// system sounds' player, so it follows their volume and mute), the app in front leaves its
    /// picture and is suspended (the switcher, if shown, goes), and the lock screen is shown: the
    /// status bar, the date over a large clock, “Swipe up to unlock” over the home indicator.
    /// The board's lock key, `scanout ctl lock` and the auto-lock call it. A lock asked for
    /// during a transition happens when the transition ends.
    ///
    /// - Returns: whether the screen was unlocked (and locks now or when the transition ends).
    @discardableResult
    public func lock() -> Bool {
        guard !isScreenLocked else { return false }
        if isTransitioning {
            locksAfterTransition = true
            return true
        }
        if let view = switcher {
            switcher = nil
            view.removeFromParent()
        }
        let app = presented.flatMap { $0.state == .foreground ? $0 : nil }
        if let app {
            app.snapshot = captureFrame() ?? app.snapshot
            app.instance.suspend()
        }
        appBehindLock = app
        presented = nil
        foreground = nil
        isScreenLocked = true
        systemGestures.allowsAppSwitching = false
        systemFocus.controls = []
        cancelAutoLock()
        refreshLockScreen()
        lockScreenView.reset()
        lockScreenView.frame = interfaceBounds
        lockScreenView.onUnlock = { [unowned self] in finishUnlock() }
        systemOwner.root.addChild(lockScreenView)
        sounds?.play(.lock)
        log("screen locked" + (app.map { " over \($0.displayName)" } ?? ""))
        needsFullRedraw = true
        frameRequestHandler?()
        return true
    }

    /// Unlocks at once, as the lock screen's swipe up or a screen reader's activation of its
    /// unlock button does once the screen has slid away: the app that was in front comes back
    /// as it was (resumed, not relaunched), else the home screen.
    ///
    /// - Returns: whether the screen was locked.
    @discardableResult
    public func unlock() -> Bool {
        guard isScreenLocked else { return false }
        finishUnlock()
        return true
    }

    /// Takes the lock screen away and shows what was in front.
    func finishUnlock() {
        guard isScreenLocked else { return }
        isScreenLocked = false
        lockStatusTimer?.cancel()
        lockStatusTimer = nil
        lockScreenView.removeFromParent()
        lockScreenView.reset()
        systemGestures.allowsAppSwitching = !isLocked
        systemFocus.controls = homeScreen.icons
        let app = appBehindLock
        appBehindLock = nil
        if let app, app.state == .suspended {
            fitToInterface(app)
            app.instance.resume()
            present(app)
        } else {
            present(nil)
        }
        log("screen unlocked to \(app?.displayName ?? "the home screen")")
        lastActivity = host?.clock.now ?? lastActivity
        restartAutoLock()
    }

    /// Reads the lock screen's status and date, and reads again when the source says (the next
    /// minute on a board).
    func refreshLockScreen() {
        lockStatusTimer?.cancel()
        lockStatusTimer = nil
        let (status, problems) = lockScreenStatusSource.read()
        for problem in problems { log(problem) }
        lockScreenView.show(status, date: lockScreenDate())
        guard isScreenLocked, let seconds = lockScreenStatusSource.secondsUntilNextRead(), let host else { return }
        lockStatusTimer = host.schedule(after: seconds) { [weak self] in
            guard let self, isScreenLocked else { return }
            refreshLockScreen()
        }
    }

    // MARK: auto-lock

    /// A touch or key came: the auto-lock counts from now.
    func noteActivity() {
        guard let host else { return }
        lastActivity = host.clock.now
        if autoLockTimer == nil { restartAutoLock() }
    }

    /// Arms the auto-lock for ``autoLockInterval`` after the last activity (none while locked or
    /// without an interval).
    func restartAutoLock() {
        cancelAutoLock()
        guard let interval = autoLockInterval, interval > 0, interval.isFinite, !isScreenLocked, let host else { return }
        autoLockTimer = host.schedule(at: lastActivity + interval) { [weak self] in self?.autoLockFired() }
    }

    private func cancelAutoLock() {
        autoLockTimer?.cancel()
        autoLockTimer = nil
    }

    /// The timer came due: lock if nothing happened since, else wait for the rest of the interval.
    private func autoLockFired() {
        autoLockTimer = nil
        guard let interval = autoLockInterval, let host, !isScreenLocked else { return }
        if host.clock.now + 0.000_001 >= lastActivity + interval {
            log("auto-lock after \(Self.describe(seconds: interval)) without a touch")
            lock()
        } else {
            restartAutoLock()
        }
    }

    static func describe(seconds: Double) -> String {
        seconds.truncatingRemainder(dividingBy: 60) == 0 ? "\(Int(seconds / 60)) min" : "\(Int(seconds)) s"
    }

    /// Today in the system's time zone (`TZ`), for the lock screen on a board.
    public static func localDate() -> CalendarDate? {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }
}

extension LockScreen {
    /// The day screenshots show: Tuesday, January 9 (2007), Apple's.
    static let screenshotDate = CalendarDate(year: 2007, month: 1, day: 9)
}
