import Controls
public import Graphics
public import Scene

/// An app on Scanout: what an author conforms to in their own package, and the one type the
/// runtime needs to show it on a display, render it headless to PNG, or host it beside other
/// apps.
///
/// An app is a `final class`: the runtime makes it with ``init()`` and keeps that one object
/// for the whole run (a relaunch makes a new one), so what the callbacks change (its data, the
/// views showing it) is its own stored properties, on the main actor as every view is.
///
/// ```swift
/// import Scanout
///
/// struct Visitor: Codable { var name: String }
///
/// @main
/// final class CheckIn: App {
///     let list = VStackNode(spacing: 0, alignment: .fill)
///     var visitors: [Visitor] = [] {
///         didSet {
///             list.removeAllChildren()
///             for visitor in visitors { list.addChild(ListRow(visitor.name)) }
///         }
///     }
///
///     var name: String { "Check-In" }
///     var icon: AppIcon { .symbol("person", tint: .white, background: Color(hex: 0x34C759)) }
///
///     func makeRootView(context: AppContext) -> Node {
///         let scroll = ScrollView(content: list)
///         context.restoration.register(scroll, as: "visitors")
///         return NavigationStack(root: NavigationPage(title: "Visitors", content: scroll))
///     }
///
///     func didLaunch(restoring state: [Visitor]?, context: AppContext) {
///         visitors = state ?? []
///     }
///
///     func stateSnapshot() -> [Visitor]? { visitors }
/// }
/// ```
///
/// `swift run CheckIn` shows it on the DRM/KMS display (headless when the board has none);
/// `swift run CheckIn --screenshot out.png` renders it headless and writes the PNG; the options
/// are the runtime's (``AppLaunchOptions``), the same for every app.
///
/// ## Lifecycle
/// An ``AppInstance`` drives the callbacks, always in this order (HIG §3.1):
/// 1. ``makeRootView(context:)``: the app's view tree, built once per launch;
/// 2. ``didLaunch(restoring:context:)`` with the state ``stateSnapshot()`` returned at the end of
///    the previous run (`nil` on a first launch, or when that state could not be read);
/// 3. the runtime restores the built-in controls the app registered with
///    ``AppContext/restoration`` (navigation stacks, then scroll positions) and draws the
///    first frame;
/// 4. any number of ``willSuspend()`` … ``didResume()`` pairs (the multi-app runtime suspends an
///    app in the background: no frames, no timers, no touches), ``didReceiveMemoryWarning()``,
///    and ``orientationWillChange(to:)`` / ``orientationDidChange(to:)`` around a re-layout for a
///    rotated screen;
/// 5. ``willTerminate()`` (SIGTERM, SIGINT, the end of a headless run), after which the state is
///    saved a last time. State is also saved on every suspension, so an app killed in the
///    background loses nothing it reported.
///
/// There is no way for an app to quit itself: the HIG's "never quit programmatically".
///
/// ## Window
/// The root view is shown in the app's ``AppContext/window``, which brings alerts and sheets
/// (``AppContext/present(_:animated:)``), the on-screen keyboard for text fields, and keyboard
/// focus in reading order: an app wires no presenter, keyboard host or focus list.
///
/// Every callback has an empty default; only ``init()`` (a class whose stored properties all
/// have initial values has it), ``name`` and ``makeRootView(context:)`` are required.
@MainActor
public protocol App: AnyObject {
    /// What the app saves between runs: a `Codable` value the runtime stores as JSON, atomically,
    /// in the board's state folder (``AppStateStore``). Apps with nothing to save leave it as
    /// ``NoAppState``.
    associatedtype State: Codable = NoAppState

    /// A fresh app, before launch: the runtime makes it and keeps it until the app ends. Keep
    /// it cheap: the view tree is built in ``makeRootView(context:)``.
    init()

    /// The name shown under the app's icon and in logs (“Check-In”).
    var name: String { get }
    /// A stable identifier: the name of the app's state file and its command-line name
    /// (`scanout run --app check-in`). Defaults to ``name`` in lower case with spaces as
    /// hyphens and nothing but letters, digits, `-`, `_` and `.` kept.
    var identifier: String { get }
    /// The icon shown on the home screen (HIG §1.37). Defaults to the first letter of ``name``
    /// on a grey square.
    var icon: AppIcon { get }
    /// The orientations the app can be shown in (HIG §3.3); rotations to others are ignored.
    /// Defaults to ``AppOrientations/all``.
    var supportedOrientations: AppOrientations { get }
    /// The picture shown the moment the app is launched, until its first frame (HIG §1.38):
    /// nearly its first screen, without text or anything that changes. Defaults to
    /// ``LaunchImage/background``, the plain system background.
    var launchImage: LaunchImage { get }

    /// The app's root view, built from Scanout's nodes and controls, once per launch. Register
    /// the navigation stacks and scroll views whose position should survive a restart with
    /// `context.restoration`.
    func makeRootView(context: AppContext) -> Node

    /// The app launched: `state` is what ``stateSnapshot()`` returned when the previous run
    /// ended, or `nil` (first launch, no state folder, or a state file that could not be read:
    /// the runtime logs why and launches clean). Called after ``makeRootView(context:)`` and
    /// before the registered controls are restored and the first frame is drawn.
    func didLaunch(restoring state: State?, context: AppContext)
    /// The app is about to be suspended (sent to the background): pause what needs attention
    /// (media, games), finish quickly. Its state is saved right after.
    func willSuspend()
    /// The app is in the foreground again, its views as they were (no reload).
    func didResume()
    /// The app is about to end (SIGTERM, SIGINT, the end of a run). Its state is saved right
    /// after; do not start anything new.
    func willTerminate()
    /// Memory is short (HIG §3.2): free caches and anything that can be rebuilt, at once.
    func didReceiveMemoryWarning()
    /// The screen is about to rotate to `orientation` (one of ``supportedOrientations``); the
    /// views are laid out again for the new size right after.
    func orientationWillChange(to orientation: AppOrientation)
    /// The views have been laid out for `orientation`.
    func orientationDidChange(to orientation: AppOrientation)
    /// The screen's size in points changed (a rotation, another display): the views have been
    /// laid out again; change what depends on the size itself (one column or two).
    func sizeDidChange(to size: Size)
    /// The state to save now (on suspension and at termination), or `nil` to save none. Save
    /// as much as helps the user pick up where they left off (HIG §3.1); the scroll positions
    /// and navigation stacks registered with ``AppContext/restoration`` are saved by the
    /// runtime.
    func stateSnapshot() -> State?
}

extension App {
    public var identifier: String { AppIdentifier.derived(from: name) }
    public var icon: AppIcon { .monogram(name) }
    public var supportedOrientations: AppOrientations { .all }
    public var launchImage: LaunchImage { .background }
    public func didLaunch(restoring state: State?, context: AppContext) {}
    public func willSuspend() {}
    public func didResume() {}
    public func willTerminate() {}
    public func didReceiveMemoryWarning() {}
    public func orientationWillChange(to orientation: AppOrientation) {}
    public func orientationDidChange(to orientation: AppOrientation) {}
    public func sizeDidChange(to size: Size) {}
    public func stateSnapshot() -> State? { nil }
}

/// The state of an app that saves none.
public struct NoAppState: Codable, Sendable, Hashable {
    /// Nothing.
    public init() {}
}
