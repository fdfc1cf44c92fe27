import Scanout

/// A visitor check-in kiosk, written only against the public `Scanout` product, as an author
/// writes an app in their own package: a form (name, company, Check In), a confirmation, the
/// list of today's visitors, saved and restored across runs.
///
/// ```sh
/// swift run CheckIn                                   # on the display
/// swift run CheckIn --screenshot out/ --languages en,ar --orientations landscape,portrait
/// ```
@main
struct CheckIn: App {
    typealias State = [Visitor]

    /// The screen, once built.
    final class Views {
        var screen: CheckInScreen?
    }

    private let views = Views()

    var name: String { "Check-In" }
    var icon: AppIcon { .symbol("person", tint: .white, background: Color(hex: 0x34C759)) }

    func makeRootView(context: AppContext) -> Node {
        let screen = CheckInScreen(locale: context.environment.locale, focus: context.focus)
        views.screen = screen
        return screen.root
    }

    func didLaunch(restoring state: [Visitor]?, context: AppContext) {
        views.screen?.restore(state ?? [])
    }

    func stateSnapshot() -> [Visitor]? { views.screen?.visitors }
}
