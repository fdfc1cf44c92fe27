extension MultiAppContent {
    /// The bytes of shape coverage kept for replay by every scene the runtime holds: the system
    /// scene's (home screen, switcher) and each running app's, suspended ones included, since
    /// their caches stay filled while they wait (``MemoryReport/coverageCacheBytes``).
    public var coverageCacheBytes: Int {
        apps.reduce(systemOwner.coverageCacheBytes) { $0 + $1.instance.coverageCacheBytes }
    }

    /// What asks the system scene and the running apps' scenes for frames, each app's prefixed
    /// with its identifier.
    public var frameRequesters: [String] {
        apps.reduce(systemOwner.frameRequesters) { names, app in
            names + app.instance.frameRequesters.map { "\(app.instance.identifier): \($0)" }
        }
    }

    /// The animations the system scene and every app's scene run (a suspended app's wait).
    public var runningAnimationCount: Int {
        apps.reduce(systemOwner.animator.runningCount) { $0 + $1.instance.runningAnimationCount }
    }

    /// What the runtime shows, for memory reports (``HostedContent/reportedState``): `shown=home`,
    /// `shown=switcher` or `shown=` the identifier of the app drawn, how many apps run, and the
    /// drawn app's own ``AppInstance/reportedState`` after it — `shown=gallery running=2
    /// screen=form keyboard=down modals=0`.
    public var reportedState: String {
        let running = apps.filter { $0.state != .notRunning }.count
        let shown: String
        if isShowingSwitcher {
            shown = "switcher"
        } else if let app = presented {
            shown = app.instance.identifier
        } else {
            shown = "home"
        }
        var words = "shown=\(shown) running=\(running)"
        if !isShowingSwitcher, let app = presented {
            let appState = app.instance.reportedState
            if !appState.isEmpty { words += " " + appState }
        }
        return words
    }
}
