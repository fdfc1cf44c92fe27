import Glibc
import Scanout
import Runtime
import ScanoutTesting
import Testing
@testable import Gallery

@MainActor
@Suite("The gallery as an App")
struct ScanoutGalleryTests {
    @Test("Run as an App, the gallery draws exactly the pixels it drew as a bare hosted content",
          arguments: [(GalleryScreen.buttons, GalleryLanguage.english, ColorScheme.light),
                      (.navigation, .arabic, .dark), (.toggles, .hebrew, .light), (.toolbars, .japanese, .dark)])
    func samePixels(screen: GalleryScreen, language: GalleryLanguage, colorScheme: ColorScheme) throws {
        let fonts = try TestFonts.system()
        let size = PixelSize(width: 1280, height: 800)
        // Before: the gallery's own scene, hosted directly.
        let before = try ScreenshotMode.render(GalleryContent(app: GalleryApp(screen: screen, language: language, colorScheme: colorScheme,
                                                                          pixelSize: size, scale: 1)),
                                           pixelSize: size, scale: 1, fonts: fonts)
        // Now: ScanoutGallery in an AppInstance, as `scanout screenshot` renders it.
        let now = try ScreenshotMode.renderGallery(screen: screen, language: language, colorScheme: colorScheme, pixelSize: size, scale: 1,
                                               fonts: fonts)
        let diff = Bitmap(size: size)
        let comparison = ImageComparison(now, before, perChannel: 0, diff: diff)
        #expect(comparison != nil, "same size")
        if comparison?.differingPixels != 0 {
            // For a look: both renderings and the difference, where golden failures go.
            let folder = "/tmp/scanout-gallery-app-pixels"
            _ = try? ScreenshotMode.write(now, scale: 1, to: folder, name: "\(screen.rawValue)-\(language.rawValue)-app.png")
            _ = try? ScreenshotMode.write(before, scale: 1, to: folder, name: "\(screen.rawValue)-\(language.rawValue)-content.png")
            _ = try? ScreenshotMode.write(diff, scale: 1, to: folder, name: "\(screen.rawValue)-\(language.rawValue)-diff.png")
        }
        #expect(comparison?.differingPixels == 0, "\(screen) \(language) \(colorScheme): \(comparison?.differingPixels ?? -1) pixels differ")
        #expect(now.size == size)
    }

    @Test("The gallery saves its screen and scroll position and shows them at the next launch")
    func restoresScreenAndScroll() throws {
        var template = Array("/tmp/scanout-gallery-XXXXXX".utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }.map { String(cString: $0) })
        let store = AppStateStore(folder: folder)
        defer {
            unlink(store.path(for: "gallery"))
            rmdir(folder)
        }
        let size = PixelSize(width: 1280, height: 800)
        let first = ScanoutGallery()
        let fonts = try TestFonts.system()
        let instance = AppInstance(first, configuration: AppConfiguration(pixelSize: size, stateStore: store))
        instance.useFonts(fonts)
        instance.launch()
        let gallery = try #require(first.gallery)
        #expect(gallery.screen == .buttons, "the first launch shows the buttons")
        gallery.show(.navigation)
        instance.scene.layoutIfNeeded()
        gallery.scroll.contentOffset.y = 120
        instance.terminate()

        let second = ScanoutGallery()
        let again = AppInstance(second, configuration: AppConfiguration(pixelSize: size, stateStore: store))
        again.useFonts(fonts)
        again.launch()
        #expect(second.gallery?.screen == .navigation)
        #expect(second.gallery?.scroll.contentOffset.y == 120)

        // A screen asked for on the command line wins over the saved one.
        let asked = ScanoutGallery(screen: .toggles)
        let third = AppInstance(asked, configuration: AppConfiguration(pixelSize: size, stateStore: store))
        third.useFonts(fonts)
        third.launch()
        #expect(asked.gallery?.screen == .toggles)
    }

    @Test("The gallery's language and appearance come from the runtime's command line")
    func languageFromCommandLine() throws {
        let options = try AppLaunchOptions(parsing: ["--language", "he", "--appearance", "dark", "--mode", "1280x800", "--no-state"])
        let app = ScanoutGallery()
        AppRunner.makeInstance(app, options: options).launch()
        let gallery = try #require(app.gallery)
        #expect(gallery.language == .hebrew)
        #expect(gallery.root.environment.layoutDirection == .rightToLeft)
        #expect(gallery.root.environment.colorScheme == .dark)
    }
}

@MainActor
@Suite("scanout-gallery, the gallery's own executable")
struct GalleryExecutableTests {
    /// The `scanout-gallery` executable built beside the test bundle.
    static var executable: String? {
        var path = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &path, path.count - 1)
        guard n > 0 else { return nil }
        let exe = String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // …/debug/ScanoutPackageTests.xctest (a file on Linux) → …/debug/scanout-gallery
        guard let slash = exe.lastIndex(of: "/") else { return nil }
        return String(exe[..<slash]) + "/scanout-gallery"
    }

    /// Runs the executable with `arguments`; returns its exit status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let program = try #require(executable)
        #expect(access(program, X_OK) == 0, "build it first: swift build --build-tests")
        var template = Array("/tmp/scanout-gallery-out-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } } ?? -1
        let outputPath = String(cString: template.map { $0 })
        defer { unlink(outputPath) }
        try #require(fd >= 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fd, 1)
        posix_spawn_file_actions_adddup2(&actions, fd, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, program, &actions, nil, &argv, environ) == 0)
        close(fd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = String(decoding: (try? FileBytes.read(outputPath)) ?? [], as: UTF8.self)
        return ((status >> 8) & 0xFF, output)
    }

    @Test("`scanout-gallery --screenshot` writes the same pixels as the gallery's screenshot mode, with the runtime's options")
    func screenshot() throws {
        var template = Array("/tmp/scanout-gallery-shot-XXXXXX".utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }.map { String(cString: $0) })
        let png = folder + "/gallery.png"
        defer {
            unlink(png)
            rmdir(folder)
        }
        let (status, output) = try Self.run(["--screenshot", png, "--mode", "1280x800", "--language", "ar", "--appearance", "dark"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("wrote \(png)"))
        let written = try Bitmap.readPNG(from: png)
        let expected = try ScreenshotMode.renderGallery(screen: .buttons, language: .arabic, colorScheme: .dark,
                                                    pixelSize: PixelSize(width: 1280, height: 800), scale: 1,
                                                    fonts: try TestFonts.system())
        let comparison = ImageComparison(written, expected, perChannel: 0)
        #expect(comparison?.differingPixels == 0, "\(comparison?.differingPixels ?? -1) pixels differ")
    }

    @Test("A bad option exits 64 naming it; --help lists the runtime's options")
    func commandLine() throws {
        let bad = try Self.run(["--rotation", "45"])
        #expect(bad.status == 64)
        #expect(bad.output.contains("--rotation must be 0, 90, 180 or 270, not 45"), "\(bad.output)")
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        for option in ["--board", "--mode", "--rotation", "--language", "--appearance", "--text-size", "--screenshot"] {
            #expect(help.output.contains(option), "\(option) in the help")
        }
        #expect(help.output.contains("scanout-gallery"), "the usage line names the program")
    }
}
