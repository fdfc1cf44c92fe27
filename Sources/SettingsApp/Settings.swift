public import Scanout

/// A device settings app, written only against the public `Scanout` product, as an author
/// writes an app in their own package: an inset grouped table of settings (Wi-Fi, Bluetooth,
/// Display & Brightness, Accessibility, Sounds, Auto-Lock, Date & Time, About) in a navigation stack, with
/// switches, sliders, a segmented control, choice lists and a date picker. Every value, the
/// pages open and the lists' scroll positions come back at the next launch.
///
/// ```sh
/// swift run Settings                                  # on the display
/// swift run Settings --screenshot out.png --mode 390x844 --scale 2 --language ar
/// ```
///
/// The app lives in this library so that a multi-app runtime can host it; the `Settings`
/// executable is only `@main extension Settings {}`.
public final class Settings: App {
    public typealias State = SettingsState

    /// The app's model and screens, once built (also for its tests).
    private(set) var screens: SettingsScreens?

    /// The app before launch.
    public init() {}

    public var name: String { "Settings" }
    public var icon: AppIcon { .symbol("gear", tint: .white, background: Color(hex: 0x8E8E93)) }
    /// HIG §1.38: “Settings' launch image is just the background” — the grouped background its
    /// first screen is drawn on.
    public var launchImage: LaunchImage { .color(.system(.systemGroupedBackground)) }

    public func makeRootView(context: AppContext) -> Node {
        let screens = SettingsScreens(model: SettingsModel(locale: context.environment.locale, strings: SettingsText.catalog(context: context)), context: context)
        self.screens = screens
        return screens.stack
    }

    public func didLaunch(restoring state: SettingsState?, context: AppContext) {
        if let state { screens?.model.restore(state) }
    }

    public func sizeDidChange(to size: Size) { screens?.sizeDidChange() }

    public func stateSnapshot() -> SettingsState? { screens?.model.state }
}
