public import Controls
public import Runtime
public import Graphics
public import Text
import Glibc
import Input

extension AppInstance: HostAttachedContent {}

/// An app's screenshot matrix: `CheckIn --screenshot out/ --sizes 800x480,1280x800 --languages en,ar`
/// and `scanout screenshot --app CheckIn`. Every configuration is a fresh launch of the app (no
/// saved state) on a headless screen, in parallel processes (`ScreenshotMatrixRun`).
@MainActor
public enum AppScreenshots {
    /// A launched instance of `A` on `configuration`'s screen and environment, without saved
    /// state: what each picture of a matrix shows, and what a screen test renders. The host it
    /// is shown on gives it its fonts (``AppInstance/useFonts(_:)``) before the first layout.
    /// With `statusBar` (`--status-bar`) the app runs under the status bar showing that status.
    public static func launchedInstance<A: App>(_ type: A.Type, on configuration: ScreenshotConfiguration,
                                                pixelSize: PixelSize, statusBar: StatusBarStatus? = nil) -> AppInstance {
        var appConfiguration = AppConfiguration(pixelSize: pixelSize, scale: configuration.scale,
                                                environment: configuration.environment)
        appConfiguration.statusBarSource = statusBar.map { FixedStatusBarSource($0) }
        let instance = AppInstance(A(), configuration: appConfiguration)
        instance.launch()
        return instance
    }

    /// `plan` with the orientations `type` does not support left out (HIG §3.3: an app is never
    /// shown in an orientation it does not support).
    ///
    /// - Throws: `ScreenshotError` when no orientation of the plan is supported.
    public static func supportedPlan<A: App>(_ plan: ScreenshotPlan, for type: A.Type) throws(ScreenshotError) -> ScreenshotPlan {
        let supported = A().supportedOrientations
        func isSupported(_ orientation: ScreenshotOrientation) -> Bool {
            switch orientation {
            case .landscape: supported.isEmpty || !supported.isDisjoint(with: .landscape)
            case .portrait: supported.isEmpty || !supported.isDisjoint(with: [.portrait, .portraitUpsideDown])
            }
        }
        var plan = plan
        guard let asked = plan.matrix.orientations else {
            // Each size as its maker holds it, unless the app cannot be shown that way: then the
            // orientations it supports, for every size.
            let own = Set(plan.matrix.deviceSizes.map { ScreenshotOrientation(of: $0) })
            if own.allSatisfy(isSupported) { return plan }
            let usable = ScreenshotOrientation.allCases.filter(isSupported)
            guard !usable.isEmpty else { throw .copies("the app supports no orientation") }
            plan.matrix.orientations = usable
            return plan
        }
        let usable = asked.filter(isSupported)
        guard !usable.isEmpty else {
            throw .copies("the app supports none of the orientations asked for")
        }
        plan.matrix.orientations = usable
        return plan
    }

    /// Renders `plan` for `type` into `folder` in `jobs` processes, text set with `fonts`, under
    /// the status bar showing `statusBar` when given, and returns the paths written.
    ///
    /// - Throws: `ScreenshotError`.
    public static func write<A: App>(_ type: A.Type, plan: ScreenshotPlan, to folder: String, fonts: FontSystem,
                                     jobs: Int = ScreenshotMatrixRun.defaultJobs,
                                     statusBar: StatusBarStatus? = nil) throws(ScreenshotError) -> [String] {
        let plan = try supportedPlan(plan, for: type)
        return try ScreenshotMatrixRun.write(plan, to: folder, jobs: jobs, fonts: fonts) { configuration, pixels in
            launchedInstance(type, on: configuration, pixelSize: pixels, statusBar: statusBar)
        }
    }
}

extension AppScreenshots {
    /// The app's `--screenshot FOLDER` with matrix options: renders the matrix, prints each file
    /// written, and returns the exit status (0, or 1 after printing why).
    static func run<A: App>(_ type: A.Type, matrix: ScreenshotMatrixRequest, options: AppLaunchOptions,
                            folder: String, fonts: FontSystem) -> Int32 {
        do {
            let script = try options.scriptPath.map { path throws(TouchScriptError) in try TouchScript(contentsOf: path) }
            let pixels = options.pixelSize
            let scale = options.board.scale
            let defaults = ScreenshotConfiguration(
                deviceSize: Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale), scale: scale,
                colorScheme: options.colorScheme, locale: options.locale, textSize: options.textSize)
            let plan = try matrix.plan(prefix: A().identifier, defaults: defaults, script: script)
            for path in try write(type, plan: plan, to: folder, fonts: fonts, jobs: matrix.jobs ?? ScreenshotMatrixRun.defaultJobs,
                                  statusBar: options.statusBar) {
                print("wrote \(path)")
            }
            return 0
        } catch {
            print("scanout: \(error)")
            return 1
        }
    }
}
