import Graphics
import Testing
@testable import Boot
@testable import Text

/// A theme naming its font files (`fonts =` in boot.conf): the splash's first frame, text and
/// all, comes without starting fontconfig — most of the start-up before it otherwise
/// (docs/boot.md, "First frame from exec").
@MainActor
@Suite("Boot theme fonts")
struct BootThemeFontsTests {
    @Test("The VM's themes name Inter's weights, and the splash with a message is drawn without fontconfig, in Inter")
    func firstFrameWithoutFontconfig() throws {
        for name in ["boot.conf", "spinner.conf"] {
            let theme = try BootTheme(contentsOf: BootThemeFontsTests.vmThemes + name)
            let inter = "/usr/share/fonts/opentype/inter/Inter-"
            #expect(theme.fontPaths == ["Regular", "Medium", "SemiBold", "Bold"].map { inter + $0 + ".otf" }, "\(name)")
            let fonts = try FontSystem(configuration: FontSystem.Configuration(boardFonts: theme.fontPaths))
            let size = PixelSize(width: 1024, height: 768)
            let plain = BootScreenshot.render(
                theme: theme, logo: BootLogo.scanoutArtwork, pixelSize: size, fonts: fonts, firstFrameOnly: true)
            let withMessage = BootScreenshot.render(
                theme: theme, logo: BootLogo.scanoutArtwork, pixelSize: size, message: "Checking file systems…",
                fonts: fonts, firstFrameOnly: true)
            #expect(!fonts.hasStartedFontconfig, "\(name): the first frame started fontconfig")
            #expect(fonts.fallbackChain(weight: .regular).faces.first?.family == "Inter")
            // Every weight the styles use is named: an app handed over to sets its bold title in
            // Inter Bold, not in the nearest named face (a weight not named would be drawn so).
            for (weight, file) in [(FontWeight.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold")] {
                #expect(fonts.fallbackChain(weight: weight).faces.first?.path == inter + file + ".otf", "\(name) \(weight)")
            }
            // The message was drawn: its glyphs' pixels differ from the same frame without it.
            var differing = 0
            for y in 0..<size.height {
                for x in 0..<size.width where plain.frame[x, y] != withMessage.frame[x, y] { differing += 1 }
            }
            #expect(differing > 300, "\(name): the message changed \(differing) pixels")
        }
    }

    static let vmThemes: String = {
        let file = #filePath
        let root = file.components(separatedBy: "/Tests/BootTests/").first ?? "."
        return root + "/Board/vm/boot/"
    }()
}
