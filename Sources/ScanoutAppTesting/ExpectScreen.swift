public import Scanout
public import ScanoutTesting
public import Testing

/// Checks, in a Swift Testing test, that `screen` on `configuration` matches the golden image
/// `golden`, within `tolerance`.
///
/// The golden is `<folder of the test file>/Goldens/<golden>.png`, as for every golden of
/// Scanout: a missing golden fails; on a mismatch the actual image and a diff image (differing
/// pixels in red, the rest a faint gray of the golden) are written to `.build/golden-failures/`
/// (or `$SCANOUT_GOLDEN_FAILURES`) and the failure names them. From the app's package,
/// `SCANOUT_RECORD_GOLDENS=1 swift test --filter TEST_NAME` writes the goldens instead, on purpose.
///
/// ```swift
/// import CheckInApp          // the app's own module
/// import Scanout
/// import ScanoutAppTesting
/// import Testing
///
/// @Test @MainActor func checkInAfterTyping() throws {
///     let screen = try AppScreen(CheckIn.self, script: "tap 400,160\nkey a")
///     expectScreen(screen, matches: "CheckIn/typed-dark",
///                  on: ScreenshotConfiguration(deviceSize: Size(width: 800, height: 480), colorScheme: .dark),
///                  tolerance: .perChannel(2))
/// }
/// ```
///
/// - Returns: whether the screen matched; a mismatch, a missing golden or a screen that cannot be
///   rendered is recorded as an issue at the caller's line.
@MainActor
@discardableResult
public func expectScreen(_ screen: AppScreen, matches golden: String, on configuration: ScreenshotConfiguration,
                         tolerance: GoldenTolerance, filePath: StaticString = #filePath,
                         sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let image: Bitmap
    do { image = try screen.render(on: configuration, fonts: try TestFonts.system()) } catch {
        Issue.record("screen “\(screen.name)” cannot be rendered on \(configuration.name): \(error)",
                     sourceLocation: sourceLocation)
        return false
    }
    do {
        try expectGolden(image, golden, tolerance: tolerance, filePath: filePath)
        return true
    } catch {
        Issue.record("screen “\(screen.name)” on \(configuration.name): \(error)", sourceLocation: sourceLocation)
        return false
    }
}
