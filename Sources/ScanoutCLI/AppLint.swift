import Apps
import Controls
import Gallery
import Graphics
import Runtime
import Scene
import Text

/// What `scanout lint` checks: screens of apps, each launched headless and settled as a
/// screenshot is, then walked by ``HIGLint`` (the app's whole scene: its screen and any modal
/// it presents).
@MainActor
enum AppLint {
    /// One screen to check: a label for the report, the environment it is shown in and how to
    /// make the app showing it.
    struct Target {
        let label: String
        let environment: EnvironmentValues
        let make: @MainActor (AppConfiguration) -> AppInstance

        /// A target shown in `language` (its locale and layout direction).
        init(label: String, language: InterfaceLanguage, make: @escaping @MainActor (AppConfiguration) -> AppInstance) {
            self.label = label
            var environment = EnvironmentValues()
            environment.locale = language.locale
            environment.layoutDirection = language.layoutDirection
            self.environment = environment
            self.make = make
        }
    }

    /// One broken rule on one screen.
    struct Finding: CustomStringConvertible {
        let target: String
        let issue: HIGLintIssue
        var description: String { "\(target): \(issue)" }
    }

    /// The screens of the app `identifier` makes with `make`, in every interface language: for
    /// the gallery every screen, for another app its first screen.
    static func targets(identifier: String, make: @escaping @MainActor (AppConfiguration) -> AppInstance) -> [Target] {
        var targets: [Target] = []
        for language in InterfaceLanguage.allCases {
            if identifier == "gallery" {
                for screen in GalleryScreen.allCases {
                    targets.append(
                        Target(label: "gallery \(screen.rawValue) \(language.rawValue)", language: language) {
                            AppInstance(ScanoutGallery(screen: screen), configuration: $0)
                        })
                }
            } else {
                targets.append(Target(label: "\(identifier) \(language.rawValue)", language: language, make: make))
            }
        }
        return targets
    }

    /// The rules the targets break, target by target, each launched without saved state on a
    /// screen of `pixelSize` at `scale` with `fonts` and settled before it is checked.
    ///
    /// - Throws: `ScreenshotError` when a target's screen never settles.
    static func findings(
        of targets: [Target], pixelSize: PixelSize, scale: Double,
        fonts: FontSystem
    ) throws(ScreenshotError) -> [Finding] {
        var findings: [Finding] = []
        for target in targets {
            let configuration = AppConfiguration(pixelSize: pixelSize, scale: scale, environment: target.environment)
            let instance = target.make(configuration)
            instance.launch()
            _ = try ScreenshotMode.render(instance, pixelSize: pixelSize, scale: scale, fonts: fonts)
            findings += HIGLint.check(instance.scene.root).map { Finding(target: target.label, issue: $0) }
            instance.terminate()
        }
        return findings
    }
}
