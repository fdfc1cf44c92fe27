import Controls
import Glibc
import Graphics
import Input
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Runtime

@Suite("Screenshot matrix")
@MainActor
struct ScreenshotMatrixTests {
    @Test("The matrix is every combination of its axes, each language in its own direction unless told")
    func combinations() throws {
        let matrix = try ScreenshotMatrix.parse(sizes: "800x480, 1024x600", scales: "1,2", orientations: "landscape,portrait",
                                                languages: "en,ar")
        let all = matrix.configurations
        #expect(all.count == 2 * 2 * 2 * 2 * 2)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all.filter { $0.locale == .arabic }.allSatisfy { $0.layoutDirection == .rightToLeft })
        #expect(all.filter { $0.locale == .english }.allSatisfy { $0.layoutDirection == .leftToRight })
        let portrait = try #require(all.first { $0.orientation == .portrait && $0.deviceSize.width == 800 && $0.scale == 2 })
        #expect(portrait.screenSize == Size(width: 480, height: 800))
        #expect(try portrait.pixelSize() == PixelSize(width: 960, height: 1600))
        #expect(all[0].name == "800x480@1x-landscape-light-ltr-en-large")

        let both = try ScreenshotMatrix.parse(directions: "ltr,rtl", languages: "ja", textSizes: "large,accessibility-extra-large")
        #expect(both.configurations.map(\.name) == [
            "1280x800@1x-landscape-light-ltr-ja-large", "1280x800@1x-landscape-light-ltr-ja-accessibility-extra-large",
            "1280x800@1x-landscape-light-rtl-ja-large", "1280x800@1x-landscape-light-rtl-ja-accessibility-extra-large",
            "1280x800@1x-landscape-dark-ltr-ja-large", "1280x800@1x-landscape-dark-ltr-ja-accessibility-extra-large",
            "1280x800@1x-landscape-dark-rtl-ja-large", "1280x800@1x-landscape-dark-rtl-ja-accessibility-extra-large",
        ])
        #expect(both.configurations[1].environment.textSize == .accessibilityExtraLarge)
    }

    @Test("Left out, orientation follows the size and direction follows the language")
    func defaultsFollowScreenAndLanguage() throws {
        let phone = ScreenshotConfiguration(deviceSize: Size(width: 390, height: 844), scale: 2, locale: .arabic)
        #expect(phone.orientation == .portrait)
        #expect(phone.screenSize == Size(width: 390, height: 844))
        #expect(try phone.pixelSize() == PixelSize(width: 780, height: 1688))
        #expect(phone.layoutDirection == .rightToLeft)
        #expect(phone.environment.layoutDirection == .rightToLeft)
        let panel = ScreenshotConfiguration(deviceSize: Size(width: 800, height: 480), locale: .japanese)
        #expect(panel.orientation == .landscape && panel.layoutDirection == .leftToRight)
        let square = ScreenshotConfiguration(deviceSize: Size(width: 600, height: 600), locale: .hebrew)
        #expect(square.orientation == .landscape && square.layoutDirection == .rightToLeft)
        // Given, the axes are what was asked for.
        let turned = ScreenshotConfiguration(deviceSize: Size(width: 390, height: 844), orientation: .landscape,
                                             layoutDirection: .leftToRight, locale: .arabic)
        #expect(turned.screenSize == Size(width: 844, height: 390) && turned.layoutDirection == .leftToRight)

        // A matrix of sizes alone holds each size as its maker states it.
        let matrix = try ScreenshotMatrix.parse(sizes: "390x844,800x480", appearances: "light", languages: "en,he")
        #expect(matrix.configurations.map(\.name) == [
            "390x844@1x-portrait-light-ltr-en-large", "390x844@1x-portrait-light-rtl-he-large",
            "800x480@1x-landscape-light-ltr-en-large", "800x480@1x-landscape-light-rtl-he-large",
        ])
    }

    @Test("Shards split the matrix: together every configuration once, in matrix order")
    func shards() throws {
        let matrix = try ScreenshotMatrix.parse(sizes: "320x240,800x480,390x844", languages: "en,ar,ja")
        let all = matrix.configurations
        #expect(all.count == 18)
        for count in 1...7 {
            let shares = try (1...count).map { try matrix.configurations(in: ScreenshotShard(number: $0, of: count)) }
            #expect(shares.flatMap { $0 }.count == all.count)
            #expect(Set(shares.flatMap { $0 }) == Set(all))
            #expect(shares.allSatisfy { share in share == all.filter { share.contains($0) } })
            let sizes: [Int] = shares.map(\.count)
            let spread: Int = (sizes.max() ?? 0) - (sizes.min() ?? 0)
            #expect(spread <= 1)
        }
        #expect(try ScreenshotShard(parsing: " 2 / 3 ") == ScreenshotShard(number: 2, of: 3))
        for text in ["0/3", "4/3", "1/0", "a/b", "3", "1/2/3", ""] {
            #expect(throws: ScreenshotMatrixError.badValue(option: "shard", value: text)) {
                try ScreenshotShard(parsing: text)
            }
        }
        let plan = ScreenshotPlan(prefix: "app", matrix: matrix, shard: try ScreenshotShard(number: 2, of: 4))
        #expect(plan.fileNames == matrix.configurations(in: try ScreenshotShard(number: 2, of: 4)).map { "app-\($0.name).png" })
        #expect(ScreenshotMatrixError.badValue(option: "shard", value: "5/4").description.contains("1 ≤ K ≤ N"))
    }

    @Test("A value an option cannot read is an error naming the option and the value")
    func badValues() {
        let cases: [(() throws -> ScreenshotMatrix, String)] = [
            ({ try ScreenshotMatrix.parse(sizes: "800by480") }, "--sizes: cannot read “800by480”"),
            ({ try ScreenshotMatrix.parse(scales: "1,9") }, "--scales: cannot read “9”"),
            ({ try ScreenshotMatrix.parse(orientations: "sideways") }, "--orientations: cannot read “sideways”"),
            ({ try ScreenshotMatrix.parse(appearances: "dim") }, "--appearances: cannot read “dim”"),
            ({ try ScreenshotMatrix.parse(textSizes: "huge") }, "--text-sizes: cannot read “huge”; give one of extra-small, small, medium, large"),
            ({ try ScreenshotMatrix.parse(languages: ",") }, "--languages needs at least one value"),
        ]
        for (parse, message) in cases {
            do {
                _ = try parse()
                Issue.record("accepted, expected \(message)")
            } catch {
                #expect("\(error)".hasPrefix(message), "\(error)")
            }
        }
    }

    /// A screen with one switch in its middle, in the configuration's environment.
    static func switchScreen(_ configuration: ScreenshotConfiguration, _ pixels: PixelSize) -> any HostedContent {
        let toggle = Switch()
        let owner = SceneOwner(root: OverlayNode(alignment: .center, children: [toggle]), pixelSize: pixels,
                               scale: configuration.scale, environment: configuration.environment)
        return SceneContent(owner: owner)
    }

    /// The number of pixels of `image` that are the system green of an “on” switch.
    static func greenPixels(_ image: Bitmap) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if g > 150 && r < 110 && b < 130 { count += 1 }
            }
        }
        return count
    }

    @Test("Each configuration is rendered after the touch script, at each virtual time asked for")
    func renderWithScriptAndTimes() throws {
        let folder = "/tmp/scanout-matrix-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        let script = try TouchScript("wait 0.2\ntap 100,60\n")
        let plan = ScreenshotPlan(prefix: "switch", matrix: try ScreenshotMatrix.parse(sizes: "200x120", orientations: "landscape,portrait",
                                                                                          languages: "en,ar"),
                                  script: script, times: [1.5, 0.1])
        let paths = try ScreenshotMatrixRun.write(plan, to: folder, jobs: 1, fonts: try TestFonts.system(),
                                                  makeContent: Self.switchScreen)
        #expect(paths.count == 2 * 2 * 2 * 2)
        #expect(paths.first == folder + "/switch-200x120@1x-landscape-light-ltr-en-large-t0.1s.png")
        for path in paths {
            let image = try Bitmap.readPNG(from: path)
            let portrait = path.contains("-portrait-")
            #expect(image.size == (portrait ? PixelSize(width: 120, height: 200) : PixelSize(width: 200, height: 120)))
            let background = image[2, 2]
            let isLight = ((background >> 8) & 0xFF) > 200
            #expect(isLight == path.contains("-light-"), "\(path): background \(background)")
            // The tap at (100, 60) lands on the landscape switch: on (green) at 1.5 s, still off at 0.1 s.
            let on = Self.greenPixels(image) > 200
            #expect(on == (path.hasSuffix("-t1.5s.png") && !portrait), "\(path)")
        }
    }
}
