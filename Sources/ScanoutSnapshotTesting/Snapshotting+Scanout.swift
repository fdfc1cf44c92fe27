import Foundation
public import Scanout
public import ScanoutAppTesting
public import SnapshotTesting

/// A screen rendered by Scanout as swift-snapshot-testing stores it: PNG bytes, or why the screen
/// could not be rendered.
public struct ScanoutImage: Sendable, Equatable {
    /// The PNG file's bytes (empty when rendering failed).
    public let png: [UInt8]
    /// Why the screen could not be rendered, or `nil`.
    public let failure: String?

    /// An image of the PNG bytes `png`.
    public init(png: [UInt8]) {
        self.png = png
        failure = nil
    }

    /// No image: `failure` says why.
    public init(failure: String) {
        png = []
        self.failure = failure
    }
}

extension Snapshotting where Value == AppScreen, Format == ScanoutImage {
    /// A Scanout screen rendered headless on the virtual clock, as `scanout screenshot` renders it,
    /// stored as a PNG and compared with `tolerance`, as Scanout's own goldens are.
    ///
    /// ```swift
    /// import CheckInApp
    /// import Scanout
    /// import ScanoutAppTesting
    /// import ScanoutSnapshotTesting
    /// import SnapshotTesting
    /// import Testing
    ///
    /// @Test @MainActor func checkIn() throws {
    ///     let screen = try AppScreen(CheckIn.self, script: "tap 400,160")
    ///     assertSnapshot(of: screen, as: .scanout(size: Size(width: 800, height: 480), scale: 2, appearance: .dark))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - size: the device's screen in points; its orientation follows from it unless given.
    ///   - scale: device pixels per point.
    ///   - appearance: light or dark.
    ///   - direction: the layout direction (default: the locale's own).
    ///   - locale: the locale (`.english`, `.hebrew`, `try InterfaceLocale("ar-EG")`).
    ///   - textSize: the text size setting.
    ///   - orientation: how the device is held (default: as `size` is).
    ///   - tolerance: how far the rendering may stray from the snapshot (default ±2 per channel, no
    ///     pixel beyond).
    ///   - isolation: the caller's actor (leave the default).
    public static func scanout(size: Size, scale: Double = 1, appearance: ColorScheme = .light,
                               direction: LayoutDirection? = nil, locale: InterfaceLocale = .english, textSize: TextSize = .large,
                               orientation: ScreenshotOrientation? = nil,
                               tolerance: GoldenTolerance = .perChannel(2),
                               isolation: isolated (any Actor)? = #isolation) -> Snapshotting {
        // `assertSnapshot` runs the strategy at once, in its caller's context: a caller on the
        // main actor (a `@MainActor` test) gets the screen rendered right there; any other caller
        // has it rendered on the main actor while it waits.
        let callerIsOnMainActor = isolation.map { $0 === MainActor.shared } ?? false
        let configuration = ScreenshotConfiguration(
            deviceSize: size, scale: scale,
            orientation: orientation ?? (size.width >= size.height ? .landscape : .portrait), colorScheme: appearance,
            layoutDirection: direction ?? locale.layoutDirection, locale: locale, textSize: textSize)
        return Snapshotting(pathExtension: "png", diffing: .scanout(tolerance: tolerance)) { screen in
            Async { callback in
                let deliver = UncheckedCallback(callback)
                if callerIsOnMainActor {
                    deliver.call(MainActor.assumeIsolated { ScanoutImage.render(screen, on: configuration) })
                } else {
                    Task { @MainActor in deliver.call(ScanoutImage.render(screen, on: configuration)) }
                }
            }
        }
    }
}

extension Diffing where Value == ScanoutImage {
    /// Compares two Scanout images pixel by pixel with `tolerance`; on a mismatch the message
    /// gives the number of differing pixels, the largest channel difference and their bounds, and
    /// a diff image (differing pixels in red, the rest a faint gray of the snapshot) is attached
    /// and written to `$SCANOUT_GOLDEN_FAILURES` (default `/tmp/scanout-golden-failures`).
    public static func scanout(tolerance: GoldenTolerance) -> Diffing {
        .diff(
            toData: { Data($0.png) },
            fromData: { ScanoutImage(png: [UInt8]($0)) },
            diffV2: { reference, actual in
                if let failure = actual.failure { return (failure, []) }
                let expected: Bitmap, rendered: Bitmap
                do { expected = try Bitmap.decodePNG(reference.png, name: "snapshot") } catch {
                    return ("the snapshot is not a readable PNG: \(error)", [])
                }
                do { rendered = try Bitmap.decodePNG(actual.png, name: "rendering") } catch {
                    return ("the rendering is not a readable PNG: \(error)", [])
                }
                guard expected.size == rendered.size else {
                    return ("the snapshot is \(expected.size) but the rendering is \(rendered.size)", [])
                }
                let diff = Bitmap(size: expected.size)
                guard let result = ImageComparison(rendered, expected, perChannel: tolerance.perChannel, diff: diff),
                      result.differingPixels > tolerance.maxDifferingPixels else { return nil }
                let png = (try? diff.pngData()) ?? []
                var message = "\(result.differingPixels) pixels differ from the snapshot (largest channel difference \(result.largestChannelDifference), within \(result.differingBounds)); tolerance \(tolerance)"
                if let path = ScanoutImage.writeDiff(png) { message += ". Diff: \(path)" }
                return (message, [.data(Data(png), name: "difference.png")])
            })
    }
}

extension ScanoutImage {
    /// `screen` rendered on `configuration`, as PNG bytes.
    @MainActor
    static func render(_ screen: AppScreen, on configuration: ScreenshotConfiguration) -> ScanoutImage {
        do {
            return ScanoutImage(png: try screen.render(on: configuration, fonts: try TestFonts.system()).pngData())
        } catch {
            return ScanoutImage(failure: "screen “\(screen.name)” cannot be rendered on \(configuration.name): \(error)")
        }
    }

    /// Writes a diff image into the failure folder and returns its path, or `nil` when it cannot.
    static func writeDiff(_ png: [UInt8]) -> String? {
        let folder = ProcessInfo.processInfo.environment["SCANOUT_GOLDEN_FAILURES"] ?? "/tmp/scanout-golden-failures"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let path = "\(folder)/snapshot-\(String(hash, radix: 16))-diff.png"
        return FileManager.default.createFile(atPath: path, contents: Data(png)) ? path : nil
    }
}

/// swift-snapshot-testing's callback, handed to the main actor: it is called exactly once, there.
private struct UncheckedCallback: @unchecked Sendable {
    let call: (ScanoutImage) -> Void
    init(_ call: @escaping (ScanoutImage) -> Void) { self.call = call }
}
