import Runtime
public import Scanout

/// An app launched on a headless screen and settled, as `scanout screenshot` runs it: for the
/// checks a screen must pass at every panel size (``PanelSizes``), nothing cut off and a host
/// that sleeps when nothing visible moves.
///
/// <!-- example context:
/// import Testing
/// final class Kiosk: App {
///     var name: String { "Kiosk" }
///     func makeRootView(context: AppContext) -> Node { VStackNode() }
/// }
/// -->
/// ```swift
/// for size in PanelSizes.common {
///     let shown = try SettledApp(Kiosk(), size: size)
///     #expect(shown.clippedElements.isEmpty, "\(size): \(shown.clippedElements)")
///     #expect(shown.idleWakeUps(over: 2) == 0, "\(size): woken while idle by \(shown.frameRequesters)")
/// }
/// ```
@MainActor
public struct SettledApp {
    private let instance: AppInstance
    private let session: HeadlessSession

    /// Launches `app` on a headless screen of `size` pixels at 1 point per pixel, in
    /// `environment` (its locale and direction, its appearance), with the test fonts, and runs
    /// it until it settles.
    ///
    /// - Throws: ``TextError`` when no font is installed; ``HeadlessRunError`` when the app
    ///   never stops asking for frames.
    public init(_ app: some App, size: PixelSize, environment: EnvironmentValues = EnvironmentValues()) throws {
        let fonts = try TestFonts.system()
        instance = AppInstance(app, configuration: AppConfiguration(pixelSize: size, environment: environment))
        instance.useFonts(fonts)
        session = HeadlessSession(content: instance, pixelSize: size, fonts: fonts, clockStart: 7_031.25)
        instance.attach(to: session.host)
        instance.launch()
        try session.runUntilSettled()
    }

    /// What the screen cuts off where no scrolling can bring it into view (``ClippingAudit``).
    public var clippedElements: [ClippedElement] { ClippingAudit.clippedElements(in: instance.scene) }

    /// What asks for frames now (an animation's node and property), empty when nothing does.
    public var frameRequesters: [String] { instance.frameRequesters }

    /// Lets `seconds` of virtual time pass with no input and returns how many times the host
    /// was woken meanwhile: 0 when nothing moves, as a device's CPU should sleep.
    public func idleWakeUps(over seconds: Double = 2) -> Int {
        let before = session.clock.wakeUpCount
        session.run(until: session.clock.now + seconds)
        // The last wake-up is the one that ends the run.
        return max(0, session.clock.wakeUpCount - before - 1)
    }
}
