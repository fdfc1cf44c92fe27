public import Controls
import Devices
import Graphics
import Runtime
import Scene

/// The status bar the runtime shows over an app (``AppConfiguration/statusBarSource``; the board
/// profile's `status-bar = on`): a ``StatusBar`` at the top of the app's scene, above its window
/// and modals, its height taken off the top of the scene's safe area so that navigation bars and
/// content sit under it.
///
/// - **What it shows** comes from its ``StatusBarSource``: read at launch and again when the
///   source says (each minute, on the minute, for the board: one wake-up a minute at most, none
///   while the app is suspended; a suspended app's read falls due and runs when it resumes),
///   and, on a host with an event loop (``AppHost/descriptorWatcher``), whenever the source's
///   change watch (``StatusBarSource/openChangeWatch()``: the board's netlink sockets) reports a
///   power supply, a link or an address changed, so the change shows in the next frame.
/// - **How it looks** is the front-most screen's choice (``StatusBarAppearance/resolve(in:)``:
///   a page's ``NavigationPage/preferredStatusBarStyle`` and
///   ``NavigationPage/prefersStatusBarHidden``), looked up before a frame the app draws when
///   its scene's structure changed (``SceneOwner/structureGeneration``), so a push, a pop or a
///   modal view brings its page's look with it, and a frame that only scrolls or animates
///   looks nothing up.
/// - **A tap** on it scrolls the front-most scroll view to its top, animated
///   (``StatusBarAppearance/scrollToTop(in:animated:)``); a tap on a double-height band runs
///   ``StatusBar/onBannerTap``.
@MainActor
public final class AppStatusBar {
    /// The bar shown. An app sets its ``StatusBar/banner`` (a call in the background) through
    /// ``AppContext/statusBar``.
    public let bar: StatusBar
    /// The source read.
    public let source: any StatusBarSource
    /// How many times the source has been read (once at launch, then once per change of minute).
    public private(set) var readCount = 0
    /// The layer over the whole scene that places the bar at its top (touches elsewhere pass).
    let layer = StatusBarLayer()
    private weak var instance: AppInstance?
    private var timer: AppTimer?
    private var reportedProblems: [String] = []
    /// The source's change watch, while its descriptors are on the host's loop.
    private(set) var watch: BoardStatusWatch?
    /// Whether opening the watch was tried (once, when the app is first read on a host).
    private var triedWatch = false
    /// Whether the watch reported a change while the app was suspended (read when it resumes).
    private var changedWhileSuspended = false
    /// The scene's structure generation the look was last resolved at.
    private var resolvedGeneration: Int?
    /// How many times the front-most screen's look was resolved (each frame after a change of
    /// the scene's structure, not every frame).
    private(set) var resolveCount = 0

    init(source: any StatusBarSource, showsBatteryPercentage: Bool, instance: AppInstance) {
        self.source = source
        self.instance = instance
        bar = StatusBar(status: source.read().status)
        bar.showsBatteryPercentage = showsBatteryPercentage
        bar.speech = CatalogStatusBarSpeech.shared  // spoken in the app's language
        layer.addChild(bar)
        bar.onTap = { [weak instance] in
            guard let instance else { return }
            StatusBarAppearance.scrollToTop(in: instance.context.window.presenter)
        }
        bar.onHeightChange = { [weak self] _ in self?.updateAppearance(force: true) }
    }

    /// Reads the source, shows what it says, logs new problems, and schedules the next read;
    /// the first time on a host with an event loop, puts the source's change watch on it.
    func refresh() {
        startWatching()
        changedWhileSuspended = false
        timer?.cancel()
        timer = nil
        let (status, problems) = source.read()
        readCount += 1
        bar.status = status
        if problems != reportedProblems {
            for problem in problems where !reportedProblems.contains(problem) { instance?.log(problem) }
            reportedProblems = problems
        }
        guard let seconds = source.secondsUntilNextRead(), let instance else { return }
        timer = instance.context.schedule(after: seconds) { [weak self] in self?.refresh() }
    }

    /// Stops reading (the app terminated): the timer cancelled, the watch's descriptors off the
    /// loop and closed.
    func stop() {
        timer?.cancel()
        timer = nil
        if let watch, let loop = instance?.host?.descriptorWatcher {
            for fd in watch.fileDescriptors { loop.unwatch(fd) }
        }
        watch = nil
    }

    /// The app came back: reads now if the watch reported a change while it was away.
    func resumed() {
        if changedWhileSuspended { refresh() }
    }

    /// Opens the source's change watch and puts its descriptors on the host's event loop, once;
    /// a watch that cannot be opened or watched is logged (once) and the minute's read remains.
    /// Without a loop (headless, tests without one) nothing is opened.
    private func startWatching() {
        guard !triedWatch, let instance, let loop = instance.host?.descriptorWatcher else { return }
        triedWatch = true
        let opened: BoardStatusWatch
        do {
            guard let watch = try source.openChangeWatch() else { return }
            opened = watch
        } catch {
            instance.log("\(error)")
            return
        }
        do {
            for fd in opened.fileDescriptors {
                try loop.watch(fd) { [weak self] in self?.descriptorReadable(fd) }
            }
        } catch {
            for fd in opened.fileDescriptors { loop.unwatch(fd) }
            instance.log("board status: \(error); the status bar reads the battery and network once a minute")
            return
        }
        watch = opened
    }

    /// A watched descriptor is readable: drains it, and reads the board when a power supply, a
    /// link or an address changed (the bar redraws in the next frame); a suspended app reads
    /// when it resumes.
    private func descriptorReadable(_ fd: Int32) {
        guard let watch, !watch.receive(from: fd).isEmpty else { return }
        if instance?.phase == .active { refresh() } else { changedWhileSuspended = true }
    }

    /// Takes the front-most screen's look, and moves the scene's top safe area by the bar's
    /// height (none while hidden). The screens are looked through again only when the scene's
    /// structure changed since the last look (``SceneOwner/structureGeneration``), or `force`.
    func updateAppearance(force: Bool = false) {
        guard let instance else { return }
        let generation = instance.scene.structureGeneration
        guard force || generation != resolvedGeneration else { return }
        resolvedGeneration = generation
        resolveCount += 1
        let appearance = StatusBarAppearance.resolve(in: instance.context.window.presenter)
        if bar.style != appearance.style { bar.style = appearance.style }
        if bar.isHidden != appearance.isHidden { bar.isHidden = appearance.isHidden }
        let top = appearance.isHidden ? 0 : bar.height
        let scene = instance.scene
        if scene.safeAreaInsets.top != top {
            var insets = scene.safeAreaInsets
            insets.top = top
            scene.safeAreaInsets = insets
            layer.setNeedsLayout()
        }
    }
}

/// Lays a ``StatusBar`` along the top of its bounds at the bar's height; takes no touches itself.
@MainActor
final class StatusBarLayer: Node {
    override init() {
        super.init()
        name = "status bar layer"
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        for case let bar as StatusBar in children {
            let frame = Rect(x: 0, y: 0, width: bounds.width, height: bar.height)
            if bar.frame != frame { bar.frame = frame }
        }
    }
}
