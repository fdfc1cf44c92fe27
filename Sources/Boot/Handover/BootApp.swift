public import Apps

/// An app that `scanout ctl quit --handover NAME` can start in the splash's place: any ``App``,
/// run as an ``AppInstance`` on the splash's display, host and buffers.
///
/// <!-- example context:
/// import ScanoutHost
/// import Gallery
/// final class KioskApp: App {
///     var name: String { "Kiosk" }
///     func makeRootView(context: AppContext) -> Node { VStackNode() }
/// }
/// let theme: BootTheme! = nil, logo: BootLogo.Artwork! = nil, options: RunOptions! = nil
/// let path = "/run/scanout/boot.socket", fonts = try FontSystem()
/// -->
/// ```swift
/// let apps = [BootApp { ScanoutGallery() }, BootApp(name: "kiosk") { KioskApp() }]
/// let boot = try BootSession(theme: theme, logo: logo, options: options, socketPath: path,
///                            fonts: fonts, apps: apps)
/// ```
@MainActor
public struct BootApp {
    /// The name `quit --handover` asks for (the app's identifier unless another was given).
    public let name: String
    private let make: @MainActor (AppConfiguration) -> AppInstance

    /// The app `make` returns, under `name`, or under its ``App/identifier`` (`gallery`,
    /// `check-in`). `make` is called once per handover, when the request comes, so an app is
    /// built only if it is handed over to.
    public init<A: App>(name: String? = nil, _ make: @escaping @MainActor () -> A) {
        self.name = name ?? make().identifier
        self.make = { configuration in AppInstance(make(), configuration: configuration) }
    }

    /// A fresh instance of the app, not launched, for `configuration`.
    public func instance(configuration: AppConfiguration) -> AppInstance {
        make(configuration)
    }
}
