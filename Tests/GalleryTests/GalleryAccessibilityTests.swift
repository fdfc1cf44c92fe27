import Runtime
import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery's screens as a screen reader reads them, with no accessibility code in the
/// gallery: the words for its switches in every language, the reader's order and actions on the
/// navigation sample in LTR and RTL, and touch scripts that name elements instead of points.
@MainActor
@Suite("Gallery accessibility")
struct GalleryAccessibilityTests {
    /// The gallery as `scanout run` makes it, in `language`, on a headless session of `size`.
    func session(_ screen: GalleryScreen, _ language: GalleryLanguage, size: PixelSize)
        throws -> (ScanoutGallery, HeadlessSession) {
        let app = ScanoutGallery(screen: screen)
        let instance = AppInstance(app, configuration: GalleryRun.configuration(
            size: size, scale: 1, language: language, colorScheme: .light))
        let session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: try TestFonts.system())
        instance.attach(to: session.host)
        instance.launch()
        session.run(until: 1)
        return (app, session)
    }

    @Test("The toggles screen's switch rows, spoken in English, Arabic, Hebrew and Japanese",
          arguments: [GalleryLanguage.english, .arabic, .hebrew, .japanese])
    func switchRows(language: GalleryLanguage) throws {
        let fixture = try GalleryFixture(screen: .toggles, language: language)
        let reader = AccessibilityNavigator(root: fixture.app.root)
        let role = AccessibilityText.toggleButton.localized(language)
        let switches = reader.elements.map { AccessibilitySpeech.utterance(for: $0, in: language).text }
            .filter { $0.hasSuffix(role) }
        func text(_ key: GalleryText) -> String { key.localized(language) }
        let on = AccessibilityText.on.localized(language), off = AccessibilityText.off.localized(language)
        let dimmed = AccessibilityText.dimmed.localized(language)
        let comma = AccessibilityText.separator(language)
        #expect(switches == [
            [text(.wifi), on, role], [text(.bluetooth), off, role], [text(.customTint), on, role],
            [text(.airplaneMode), on, role], [text(.disabled), on, dimmed, role],
        ].map { $0.joined(separator: comma) })
        if language == .english { #expect(switches.first == "Wi-Fi, on, switch button") }
    }

    @Test("The navigation sample: back button, heading, rows and tabs in order; escape goes back; activate pushes",
          arguments: [GalleryLanguage.english, .arabic])
    func navigationSample(language: GalleryLanguage) throws {
        let fixture = try GalleryFixture(screen: .navigation, language: language)
        let phone = try #require(fixture.node("phone drill-down") as? GalleryPhone)
        let stack = try #require(phone.controller.tabs.first?.stack)
        #expect(stack.pages.count == 2)
        func text(_ key: GalleryText) -> String { key.localized(language) }
        let reader = AccessibilityNavigator(root: phone)
        var spoken: [String] { reader.elements.map { AccessibilitySpeech.utterance(for: $0, in: language).text } }
        let comma = AccessibilityText.separator(language)
        let button = AccessibilityText.button.localized(language)
        #expect(spoken.first == [text(.settings), button].joined(separator: comma), "the back button names the page it goes back to")
        #expect(spoken.dropFirst().first == [text(.general), AccessibilityText.heading.localized(language)].joined(separator: comma))
        let tabs = phone.controller.tabBar.buttons
        let firstTab = [AccessibilityText.selected.localized(language), text(.settings),
                        AccessibilityText.position(1, of: tabs.count, in: language, tab: true), button].joined(separator: comma)
        #expect(spoken.contains(firstTab), "\(spoken)")
        // The back button leads the bar: on the left in English, on the right in Arabic.
        let back = try #require(reader.elements.first?.accessibilityFrame)
        let title = try #require(reader.elements.dropFirst().first?.accessibilityFrame)
        #expect(language.layoutDirection == .rightToLeft ? back.minX > title.minX : back.minX < title.minX)

        reader.moveNext()
        #expect(reader.escape(), "escape pops the pushed page")
        fixture.render()
        #expect(stack.pages.count == 1)
        #expect(spoken.first == [text(.settings), AccessibilityText.heading.localized(language)].joined(separator: comma))
        #expect(reader.focus(label: text(.general)))
        #expect(reader.activate(), "activating the General row pushes its page, as a tap does")
        fixture.render()
        #expect(stack.pages.count == 2)
    }

    @Test("A touch script by element passes in English and Arabic at two screen sizes",
          arguments: [GalleryLanguage.english, .arabic], [PixelSize(width: 1280, height: 800), PixelSize(width: 800, height: 480)])
    func scriptByElement(language: GalleryLanguage, size: PixelSize) throws {
        let (app, session) = try session(.toggles, language, size: size)
        let gallery = try #require(app.gallery)
        let bluetooth = GalleryText.bluetooth.localized(language), wifi = GalleryText.wifi.localized(language)
        session.play(try TouchScript("""
            tap "\(bluetooth)"
            wait 0.5
            tap switch:"\(wifi)"
            wait 0.5
            """))
        session.run()
        #expect(session.scriptFailure == nil, "\(session.scriptFailure.map(String.init(describing:)) ?? "")")
        #expect(gallery.events.suffix(2) == ["switch bluetooth on", "switch wifi off"])
    }

    @Test("A screenshot whose script names a missing element fails instead of showing the wrong screen")
    func screenshotScriptByElement() throws {
        let root = Node()
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 320, height: 200))
        let open = Button(title: "Open")
        var opened = 0
        open.addAction { _ in opened += 1 }
        root.addChild(open)
        open.frame = Rect(x: 20, y: 20, width: 120, height: 44)
        let fonts = try TestFonts.system()
        _ = try ScreenshotMode.render(SceneContent(owner: owner), pixelSize: owner.pixelSize, scale: 1,
                                      script: try TouchScript("tap \"Open\""), fonts: fonts)
        #expect(opened == 1)
        #expect {
            _ = try ScreenshotMode.render(SceneContent(owner: owner), pixelSize: owner.pixelSize, scale: 1,
                                          script: try TouchScript("tap \"Close\""), fonts: fonts)
        } throws: { error in
            "\(error)" == "the touch script stopped: line 1: no element matches \"Close\" (the screen has: \"Open\")"
        }
    }

    @Test("A script naming an element the screen does not show stops with what the screen has")
    func scriptByElementMissing() throws {
        let (_, session) = try session(.toggles, .english, size: PixelSize(width: 1280, height: 800))
        session.play(try TouchScript("tap \"Wi-Fi\"\nwait 0.5\ntap id:no-such-thing"))
        session.run()
        let failure = try #require(session.scriptFailure)
        #expect(failure.line == 3)
        guard case .elementNotFound(let target, let available) = failure.kind else {
            Issue.record("unexpected failure \(failure)")
            return
        }
        #expect(target == "id:no-such-thing")
        #expect(available.contains("\"Bluetooth\""))
    }
}
