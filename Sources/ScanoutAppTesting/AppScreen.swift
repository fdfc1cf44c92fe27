public import Scanout
import Runtime

/// What a screen test shows: an app's content, optionally after a touch script, taken when it
/// has settled or at a virtual-clock time. The device it is shown on (size, scale, appearance,
/// language, …) is given where the screen is checked.
///
/// ```swift
/// let screen = try AppScreen("switch", script: "tap 100,60") { configuration, pixels in
///     SceneContent(owner: SceneOwner(root: OverlayNode(children: [Switch()]), pixelSize: pixels,
///                                    scale: configuration.scale, environment: configuration.environment))
/// }
/// ```
public struct AppScreen: Sendable {
    /// Names the screen in failure messages.
    public var name: String
    /// Played from time 0 before the picture is taken.
    public var script: TouchScript?
    /// When the picture is taken, in seconds of virtual time; `nil`: when the screen has settled
    /// (after the script and the animations it started).
    public var time: Double?
    /// Makes the content shown for a configuration, on a screen of the given pixel size.
    public let makeContent: @MainActor @Sendable (ScreenshotConfiguration, PixelSize) -> any HostedContent

    /// A screen showing what `makeContent` makes, after `script` (when given), at `time` (when given).
    public init(_ name: String, script: TouchScript? = nil, at time: Double? = nil,
                content makeContent: @escaping @MainActor @Sendable (ScreenshotConfiguration, PixelSize) -> any HostedContent) {
        self.name = name
        self.script = script
        self.time = time
        self.makeContent = makeContent
    }

    /// A screen after the touch script `script`, given as its text (docs/scripted-input.md).
    ///
    /// - Throws: ``TouchScriptError`` naming the bad line.
    public init(_ name: String, script: String, at time: Double? = nil,
                content makeContent: @escaping @MainActor @Sendable (ScreenshotConfiguration, PixelSize) -> any HostedContent)
        throws(TouchScriptError) {
        self.init(name, script: try TouchScript(script), at: time, content: makeContent)
    }

    /// The picture on `configuration`'s screen, rendered headless on the virtual clock exactly as
    /// `scanout screenshot` renders it, its text set with `fonts` (in tests, `TestFonts.system()`).
    ///
    /// - Throws: ``ScreenshotError`` for an unusable size or scale.
    @MainActor
    public func render(on configuration: ScreenshotConfiguration, fonts: FontSystem) throws(ScreenshotError) -> Bitmap {
        let frames = try ScreenshotMatrixRun.frames(of: configuration, script: script, times: time.map { [$0] } ?? [],
                                                    fonts: fonts, makeContent: makeContent)
        return frames[0]
    }
}

extension AppScreen {
    /// A screen of the app `A`, freshly launched (no saved state) in each configuration's
    /// environment, after `script` (when given), at `time` (when given).
    ///
    /// <!-- example context: import CheckInApp -->
    /// ```swift
    /// let screen = try AppScreen(CheckIn.self, script: "tap 400,160\nkey a")
    /// ```
    public init<A: App>(_ app: A.Type, script: TouchScript? = nil, at time: Double? = nil) {
        self.init(String(describing: A.self), script: script, at: time) { configuration, pixels in
            AppScreenshots.launchedInstance(A.self, on: configuration, pixelSize: pixels)
        }
    }

    /// A screen of the app `A` after the touch script `script`, given as its text.
    ///
    /// - Throws: ``TouchScriptError`` naming the bad line.
    public init<A: App>(_ app: A.Type, script: String, at time: Double? = nil) throws(TouchScriptError) {
        self.init(app, script: try TouchScript(script), at: time)
    }
}
