import Glibc
import Scanout
import Runtime
import ScanoutAppTesting
import Testing

/// A settings row: a label and a switch, in the configuration's environment, on a grouped
/// background.
@MainActor
func settingsRow(_ configuration: ScreenshotConfiguration, _ pixels: PixelSize) -> any HostedContent {
    let owner = SceneOwner(root: settingsRowNode(locale: configuration.locale), pixelSize: pixels,
                           scale: configuration.scale, environment: configuration.environment)
    return SceneContent(owner: owner)
}

/// The settings row's tree.
@MainActor
func settingsRowNode(locale: InterfaceLocale) -> Node {
    let label = TextNode(locale.language == "ar" ? "الوضع الليلي" : "Night Shift", style: .body)
    let toggle = Switch()
    let row = HStackNode(spacing: 12, alignment: .center, children: [label, Spacer(), toggle])
    row.padding = EdgeInsets(horizontal: 16, vertical: 6)
    row.background = .color(.system(.secondarySystemGroupedBackground))
    row.cornerRadius = 10
    let root = VStackNode(spacing: 0, alignment: .fill)
    root.padding = EdgeInsets(top: 24, leading: 16, bottom: 0, trailing: 16)
    root.background = .color(.system(.systemGroupedBackground))
    root.addChild(row)
    root.addChild(Spacer())
    return root
}

@Suite("expectScreen: an app's screen against a golden")
@MainActor
struct ExpectScreenTests {
    let phone = ScreenshotConfiguration(deviceSize: Size(width: 320, height: 120), scale: 2, colorScheme: .dark)

    @Test("A screen after its touch script matches its golden, in light and dark, LTR and RTL")
    func matches() throws {
        // The switch (51 pt wide) ends 32 pt from the trailing edge: a tap 58 pt in lands on its middle.
        let on = try AppScreen("settings row", script: "tap 262,45", content: settingsRow)
        #expect(expectScreen(on, matches: "SettingsRow/on-dark@2x", on: phone, tolerance: .perChannel(2)))
        let rtl = try AppScreen("settings row", script: "tap 58,45", content: settingsRow)
        var arabic = phone
        arabic.locale = .arabic
        arabic.layoutDirection = .rightToLeft
        arabic.colorScheme = .light
        #expect(expectScreen(rtl, matches: "SettingsRow/on-light-rtl@2x", on: arabic, tolerance: .perChannel(2)))
    }

    @Test("A screen taken at a virtual time shows that moment: 30 ms in, the tap has not lifted and the switch is still off")
    func atTime() throws {
        let before = try AppScreen("settings row", script: "tap 262,45", at: 0.03, content: settingsRow)
        #expect(expectScreen(before, matches: "SettingsRow/off-dark@2x", on: phone, tolerance: .perChannel(2)))
    }

    @Test("A screen that differs from its golden is an issue, and the actual and diff images are written")
    func mismatch() throws {
        let off = AppScreen("settings row", content: settingsRow)
        withKnownIssue {
            _ = expectScreen(off, matches: "SettingsRow/on-dark@2x", on: phone, tolerance: .perChannel(2))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("pixels differ from") && text.contains("SettingsRow-on-dark@2x-diff.png")
        }
        let failures = Self.packageFolder + "/.build/golden-failures/SettingsRow-on-dark@2x"
        #expect(access(failures + "-actual.png", R_OK) == 0 && access(failures + "-diff.png", R_OK) == 0)
    }

    @Test("A missing golden is an issue")
    func missing() {
        withKnownIssue {
            _ = expectScreen(AppScreen("settings row", content: settingsRow), matches: "SettingsRow/never-recorded",
                             on: phone, tolerance: .exact)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("is missing")
        }
    }

    @Test("A script that does not parse is an error naming its line")
    func badScript() {
        #expect(throws: TouchScriptError.self) { try AppScreen("x", script: "tap here", content: settingsRow) }
    }

    /// The package folder, from this file's path.
    static let packageFolder: String = {
        let file = "\(#filePath)"
        return String(file[..<(file.firstRange(of: "/Tests/")?.lowerBound ?? file.endIndex)])
    }()
}

/// An app on the public API whose only screen is the settings row, landscape only.
final class RowApp: App {
    var name: String { "Row" }
    var supportedOrientations: AppOrientations { .landscape }
    func makeRootView(context: AppContext) -> Node {
        settingsRowNode(locale: context.environment.locale)
    }
}

@Suite("Screens of an App")
@MainActor
struct AppScreenTests {
    @Test("An app's screen after a tap matches the golden of the same row built by hand")
    func appScreen() throws {
        let phone = ScreenshotConfiguration(deviceSize: Size(width: 320, height: 120), scale: 2, colorScheme: .dark)
        let screen = try AppScreen(RowApp.self, script: "tap 262,45")
        #expect(screen.name == "RowApp")
        #expect(expectScreen(screen, matches: "SettingsRow/on-dark@2x", on: phone, tolerance: .perChannel(2)))
    }

    @Test("A matrix leaves out the orientations the app does not support")
    func orientations() throws {
        let plan = ScreenshotPlan(prefix: "row", matrix: try ScreenshotMatrix.parse(orientations: "portrait,landscape"))
        let supported = try AppScreenshots.supportedPlan(plan, for: RowApp.self)
        #expect(supported.matrix.orientations == [.landscape])
        let portraitOnly = ScreenshotPlan(prefix: "row", matrix: try ScreenshotMatrix.parse(orientations: "portrait"))
        #expect(throws: ScreenshotError.self) { try AppScreenshots.supportedPlan(portraitOnly, for: RowApp.self) }
    }

    @Test("Sizes given alone are held as their makers state them; an app that cannot be shown so is turned")
    func ownOrientations() throws {
        let defaults = ScreenshotConfiguration(deviceSize: Size(width: 1280, height: 800))
        let request = ScreenshotMatrixRequest(sizes: "390x844,800x480", appearances: "light")
        let plan = try request.plan(prefix: "row", defaults: defaults, script: nil)
        #expect(plan.matrix.configurations.map(\.name) == [
            "390x844@1x-portrait-light-ltr-en-large", "800x480@1x-landscape-light-ltr-en-large",
        ])
        // RowApp supports landscape only: the phone is turned rather than left out.
        let supported = try AppScreenshots.supportedPlan(plan, for: RowApp.self)
        #expect(supported.matrix.configurations.map(\.name) == [
            "390x844@1x-landscape-light-ltr-en-large", "800x480@1x-landscape-light-ltr-en-large",
        ])
        let arabic = try ScreenshotMatrixRequest(languages: "ar").plan(prefix: "row", defaults: defaults, script: nil)
        #expect(arabic.matrix.configurations.allSatisfy { $0.layoutDirection == .rightToLeft })
    }
}
