import Controls
import Graphics
import Runtime
import ScanoutTesting
import Scene
import Testing
@testable import Boot

/// The splash's screen in the four languages: logo, spinner or progress bar, message, prompt.
@MainActor
@Suite("Boot splash")
struct BootSplashTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    let size = PixelSize(width: 800, height: 480)

    func theme(_ language: BootLanguage) -> BootTheme {
        var theme = BootTheme()
        theme.language = language
        theme.background = Color(hex: 0x10243E)
        return theme
    }

    @Test("The spinner shows until the first progress, then the progress bar replaces it")
    func spinnerThenProgress() {
        let splash = BootSplash(theme: theme(.english), logo: BootLogo.scanoutArtwork, pixelSize: size, scale: 1)
        #expect(splash.spinner.isAnimating && splash.bar.isHidden)
        splash.setProgress(30)
        #expect(!splash.spinner.isAnimating && !splash.bar.isHidden && splash.bar.fraction == 0.3)
        splash.setProgress(.nan)
        #expect(splash.progress == 0)
        splash.setProgress(250)
        #expect(splash.progress == 100)
    }

    @Test("English: progress and a message", .tags(.golden))
    func englishProgress() throws {
        let display = BootScreenshot.render(theme: theme(.english), logo: BootLogo.scanoutArtwork, pixelSize: size,
                                            progress: 42, message: "Checking file systems…", fonts: try TestFonts.system())
        try expectGolden(display.frame, "BootSplash/progress-en", tolerance: tolerance)
    }

    @Test("The splash shown as its presented frame (scanout boot --headless) has the pixels of the display's own copy")
    func presentedFrameFrontBuffer() throws {
        let fonts = try TestFonts.system()
        let copied = BootScreenshot.render(theme: theme(.english), logo: BootLogo.scanoutArtwork, pixelSize: size,
                                           progress: 42, message: "Checking file systems…", fonts: fonts)
        let presented = BootScreenshot.render(theme: theme(.english), logo: BootLogo.scanoutArtwork, pixelSize: size,
                                              progress: 42, message: "Checking file systems…", fonts: fonts,
                                              frontBuffer: .presentedFrame)
        #expect(presented.frontBuffer == .presentedFrame && copied.frontBuffer == .copy)
        #expect(presented.presentedFrameCount == copied.presentedFrameCount && copied.presentedFrameCount > 0)
        #expect(differingPixels(presented.frame, copied.frame) == 0)
    }

    @Test("Arabic: the bar fills from the trailing side of the screen (leading in RTL)", .tags(.golden))
    func arabicProgress() throws {
        let display = BootScreenshot.render(theme: theme(.arabic), logo: BootLogo.scanoutArtwork, pixelSize: size,
                                            progress: 42, message: "جارٍ فحص أنظمة الملفات…", fonts: try TestFonts.system())
        try expectGolden(display.frame, "BootSplash/progress-ar", tolerance: tolerance)
    }

    @Test("Hebrew and Japanese: the built-in passphrase prompt and a masked entry", .tags(.golden))
    func passwordPrompts() throws {
        for language in [BootLanguage.hebrew, .japanese, .english] {
            let splash = BootSplash(theme: theme(language), logo: BootLogo.scanoutArtwork, pixelSize: size, scale: 1)
            splash.setProgress(60)
            splash.ask(prompt: "", isSecret: true) { _ in }
            splash.entry.text = "hunter2"
            let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
            session.run(until: 2)  // past the secure entry's reveal of the last character
            try expectGolden(session.display.frame, "BootSplash/password-\(language.rawValue)", tolerance: tolerance)
        }
    }

    @Test("The built-in logo's text lines sit flush with the reading side: leading in English, trailing (right) in Arabic")
    func logoMirrors() throws {
        /// The first and last inked column of the logo's first text line, in the screen's pixels.
        func textLine(_ language: BootLanguage) throws -> (first: Int, last: Int, logo: Rect) {
            let splash = BootSplash(theme: theme(language), logo: BootLogo.scanoutArtwork, pixelSize: size, scale: 1)
            let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
            session.run(until: 0.1)
            let logo = splash.logo.convert(Point(x: 0, y: 0), to: nil)
            let rect = Rect(x: logo.x, y: logo.y, width: splash.logo.bounds.width, height: splash.logo.bounds.height)
            // The third line: grid rows 37–42 of 64, columns 12–34 (the screen's inside is 5–59).
            let fit = rect.height / 64
            let y = Int(rect.minY + 39.5 * fit)
            let inked = (Int(rect.minX + 6 * fit)..<Int(rect.minX + 58 * fit)).filter { x in
                Color(premultipliedPixel: session.display.frame[x, y]).red > 0.5
            }
            return (inked.min() ?? -1, inked.max() ?? -1, rect)
        }
        let english = try textLine(.english), arabic = try textLine(.arabic)
        let fit = english.logo.height / 64
        // English: the line runs from grid column 12 to 34, flush left.
        #expect(abs(Double(english.first) - (english.logo.minX + 12 * fit)) <= 1)
        #expect(abs(Double(english.last + 1) - (english.logo.minX + 34 * fit)) <= 1)
        // Arabic: mirrored, from column 30 to 52, flush right.
        #expect(abs(Double(arabic.first) - (arabic.logo.minX + 30 * fit)) <= 1,
                "the Arabic logo's short line starts at \(arabic.first), not flush right at \(arabic.logo.minX + 30 * fit)")
        #expect(abs(Double(arabic.last + 1) - (arabic.logo.minX + 52 * fit)) <= 1)
    }

    @Test("The built-in vector logo parses; a bad logo file names its line")
    func logos() {
        guard case .vector(_, let layers, let mirrors) = BootLogo.scanoutArtwork else { Issue.record("not vector"); return }
        #expect(layers.count == 3 && mirrors)
        #expect(throws: BootLogoError.self) { try BootLogo.vector(parsing: "size 10 10\nmirror ltr\nfill #123456 M0 0 Z", source: "x.logo") }
        #expect(throws: BootLogoError.self) { try BootLogo.vector(parsing: "size 10 10\nfill #12 M0 0 Z", source: "x.logo") }
        do {
            _ = try BootLogo.vector(parsing: "size 10 10\nfill foreground M0 0 L10 Q", source: "x.logo")
            Issue.record("accepted bad path data")
        } catch {
            #expect(error.line == 2)
        }
        #expect(throws: BootLogoError.self) { try BootLogo.vector(parsing: "size nan 10\nfill foreground M0 0 Z", source: "x.logo") }
    }

    @Test("boot.conf: every key, and errors naming the line")
    func themeFile() throws {
        let theme = try BootTheme(parsing: """
            # the board's splash
            logo = /usr/share/board/logo.png
            background = #1C3A5E
            foreground = #F0F0F0   # text and spinner
            indicator = progress
            language = he
            control-group = scanout
            fonts = /usr/share/fonts/opentype/inter/Inter-Regular.otf, /opt/fonts
            message-size = 24
            """)
        #expect(theme.logoPath == "/usr/share/board/logo.png")
        #expect(theme.fontPaths == ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/opt/fonts"])
        #expect(theme.background == Color(hex: 0x1C3A5E))
        #expect(theme.indicator == .progress && theme.language == .hebrew && theme.controlGroup == "scanout")
        #expect(throws: BootThemeError(source: "boot.conf", line: 2, message: "background must be a colour #RRGGBB, not “blue”")) {
            try BootTheme(parsing: "\nbackground = blue")
        }
        #expect(throws: BootThemeError.self) { try BootTheme(parsing: "colour = #000000") }
        #expect(throws: BootThemeError.self) { try BootTheme(parsing: "fonts = , ") }
        #expect(theme.messageSize == 24 && BootTheme().messageSize == nil)
        for bad in ["0", "4097", "big", "nan"] {
            #expect(throws: BootThemeError(source: "boot.conf", line: 1,
                                           message: "message-size must be a size in points from 1 to 4096, such as 17, not “\(bad)”")) {
                try BootTheme(parsing: "message-size = \(bad)")
            }
        }
    }
}

extension Tag {
    @Tag static var golden: Self
}

/// The idle splash's cost: the spinner steps eight times a second, one small frame per step.
@MainActor
@Suite("Boot spinner")
struct BootSpinnerTests {
    @Test("A second of spinning is eight frames after the first, each redrawing only the spinner's square")
    func eightSmallFramesASecond() throws {
        let size = PixelSize(width: 640, height: 480)
        let splash = BootSplash(theme: BootTheme(), logo: BootLogo.scanoutArtwork, pixelSize: size, scale: 1)
        let session = HeadlessSession(content: splash.content, pixelSize: size, fonts: try TestFonts.system())
        func step() {
            session.host.schedule(after: BootSpinner.stepInterval) {
                splash.advanceSpinner()
                step()
            }
        }
        step()
        let statistics = session.run(until: 1.0)
        #expect(statistics.frames == 9)
        #expect(splash.spinner.step == 0)  // eight steps: one whole turn
        let side = Int(BootMetrics.activityIndicatorSide) + 2
        for rect in session.display.lastDamage {
            #expect(rect.width <= side && rect.height <= side, "\(rect)")
        }
    }
}
