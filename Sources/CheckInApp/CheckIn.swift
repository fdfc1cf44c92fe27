public import Scanout

/// A visitor check-in kiosk, written only against the public `Scanout` product, as an author
/// writes an app in their own package: a form (name, company, Check In), a confirmation, the
/// list of today's visitors, saved and restored across runs.
///
/// ```sh
/// swift run CheckIn                                   # on the display
/// swift run CheckIn --screenshot out/ --languages en,ar --orientations landscape,portrait
/// ```
///
/// The app lives in this library so that a multi-app runtime can host it (`scanout apps`); the
/// `CheckIn` executable is only `@main extension CheckIn {}`, as the gallery's is.
public final class CheckIn: App {
    public typealias State = [Visitor]

    /// The screen, once built.
    private(set) var screen: CheckInScreen?

    /// A kiosk before launch.
    public init() {}

    public var name: String { "Check-In" }
    public var icon: AppIcon { .symbol("person", tint: .white, background: Color(hex: 0x34C759)) }

    public func makeRootView(context: AppContext) -> Node {
        let screen = CheckInScreen(context: context)
        self.screen = screen
        return screen.root
    }

    public func didLaunch(restoring state: [Visitor]?, context: AppContext) {
        screen?.restore(state ?? [])
    }

    public func stateSnapshot() -> [Visitor]? { screen?.visitors }
}
