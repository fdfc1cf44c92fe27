import Apps
import Audio
import Controls
import Devices
import Foundation
import Gestures
import Graphics
import Input
import Scene
import ScanoutTesting
import Testing
@testable import MultiApp
@testable import Runtime

@MainActor
@Suite("Multi-app runtime: the lock screen, its sound, the lock key and the auto-lock")
struct LockScreenTests {
    /// A file under the temporary folder for one test's WAV.
    static func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "scanout-lock-\(name)-\(getpid()).wav"
    }

    /// The samples of the WAV at `path`.
    static func samples(_ path: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(WAVFile.decode([UInt8](data))).samples
    }

    @Test("Locking over an app plays the lock sound at its volume, suspends the app and shows the lock screen; a swipe up from the bottom brings the same app back")
    func lockAndUnlock() throws {
        let s = try MultiAppScreen()
        let icon = s.iconCentre(0)
        try s.play("tap \(icon.x),\(icon.y)\nwait 1")
        let mail = s.content.apps[0]
        let path = Self.temporaryPath("volume")
        defer { unlink(path) }
        let player = s.session.recordSounds(to: path, volume: 50)
        let start = s.session.clock.now
        s.idle(0.5)
        #expect(s.content.lock())
        #expect(!s.content.lock(), "already locked")
        s.session.run()
        #expect(s.content.isScreenLocked)
        #expect(mail.state == .suspended)
        #expect(s.record("Mail").events == ["launch", "suspend"])
        #expect(s.content.lockScreenView.parent != nil)
        // The wallpaper, not Mail, fills the screen; the clock's white ink is in its middle.
        let wallpaper = s.pixel(4, 300)
        #expect(wallpaper != MailApp.color && wallpaper.blue > wallpaper.red + 0.05, "\(wallpaper)")
        #expect(s.content.lockScreenView.clock.text == "9:41")
        #expect(s.content.lockScreenView.dateLabel.text == "Tuesday, January 9")
        // The sound: queued once, at the player's volume, half a second into the recording.
        #expect(player.history.map(\.sound) == [.lock])
        #expect(player.history.first?.gain == 0.5)
        // A swipe up that starts above the bottom band does nothing; a short one from the
        // bottom settles back.
        try s.play("drag 240,160 240,20 duration=0.4\nwait 0.5")
        #expect(s.content.isScreenLocked)
        try s.play("drag 240,312 240,282 duration=0.5\nwait 0.5")
        #expect(s.content.isScreenLocked)
        #expect(s.content.lockScreenView.transform == .identity)
        // A four-finger swipe does not reach the switcher behind the lock.
        try s.play("swipe 240,310 240,100 fingers=4\nwait 0.6")
        #expect(s.content.isScreenLocked && !s.content.isShowingSwitcher)
        // A full swipe from the bottom: the screen slides away, Mail comes back as it was.
        try s.play("swipe 240,312 240,120\nwait 0.6")
        #expect(!s.content.isScreenLocked)
        #expect(s.content.foreground === mail && mail.state == .foreground)
        #expect(s.record("Mail").events == ["launch", "suspend", "resume"])
        #expect(s.record("Mail").screensMade == 1)
        #expect(s.pixel(240, 200) == MailApp.color)
        #expect(s.content.lockScreenView.parent == nil)
        try s.play("tap 100,62\nwait 0.3")
        #expect(s.record("Mail").taps == 1, "the app gets its touches again")
        // In the file: silence, then the lock sound at half its level where it was played.
        try player.finish()
        let samples = try Self.samples(path)
        let first = Int(((player.history[0].time - start) * 48_000).rounded())
        #expect(first == 24_000)
        #expect(samples[..<first].allSatisfy { $0 == 0 })
        let clip = SystemSound.lock.clip()
        let peak = samples[first..<first + clip.samples.count].map { abs(Double($0)) / 32_767 }.max() ?? 0
        #expect(abs(peak - Double(clip.peak) * 0.5) < 0.01, "peak \(peak) against \(clip.peak) × 0.5")
    }

    @Test("Muted, the lock sound is queued with no gain and the file stays silent")
    func mutedLock() throws {
        let s = try MultiAppScreen()
        let path = Self.temporaryPath("muted")
        defer { unlink(path) }
        let player = s.session.recordSounds(to: path, muted: true)
        s.content.lock()
        s.idle(0.5)
        #expect(s.content.isScreenLocked)
        #expect(player.history.map(\.sound) == [.lock] && player.history.first?.gain == 0)
        try player.finish()
        let samples = try Self.samples(path)
        #expect(!samples.isEmpty && samples.allSatisfy { $0 == 0 })
    }

    @Test("Unlocking from the home screen returns to it; a lock asked for mid-launch locks when the zoom ends")
    func lockFromHomeAndDuringLaunch() throws {
        let s = try MultiAppScreen()
        s.content.lock()
        s.session.run()
        try s.play("swipe 240,312 240,120\nwait 0.6")
        #expect(!s.content.isScreenLocked && s.content.foreground == nil)
        let icon = s.iconCentre(1)
        s.session.play(try TouchScript("tap \(icon.x),\(icon.y)"))
        s.idle(0.15)
        #expect(s.content.isTransitioning)
        #expect(s.content.lock())
        #expect(!s.content.isScreenLocked, "not while the zoom runs")
        s.idle(1)
        let clock = s.content.apps[1]
        #expect(s.content.isScreenLocked)
        #expect(clock.state == .suspended && s.content.appBehindLock === clock)
        #expect(s.content.unlock())
        s.session.run()
        #expect(s.content.foreground === clock && s.pixel(240, 200) == ClockApp.color)
    }

    @Test("The board's lock key locks; the auto-lock locks after its interval without a touch, each touch restarting it")
    func lockKeyAndAutoLock() throws {
        let board = try BoardProfile(parsing: "auto-lock = 30\nlock-key = power")
        #expect(board.autoLock == 30 && board.lockKey == "XF86PowerOff")
        #expect(try BoardProfile(parsing: "auto-lock = never").autoLock == nil)
        #expect(BoardProfile().autoLock == nil && BoardProfile().lockKey == nil, "off by default, as a kiosk wants")
        for bad in ["auto-lock = 5", "auto-lock = soon", "auto-lock = 100000", "lock-key = a b"] {
            #expect(throws: BoardProfileError.self, "\(bad)") { try BoardProfile(parsing: bad) }
        }
        let s = try MultiAppScreen()
        s.content.lockKey = board.lockKey.map { Key(symbolName: $0) }
        s.content.autoLockInterval = board.autoLock
        // (`session.run()` would jump the virtual clock to the auto-lock's timer: time goes by
        // in steps here.)
        s.idle(20)
        s.session.play(try TouchScript("tap 240,300"))
        s.idle(25)
        #expect(!s.content.isScreenLocked, "the tap 25 s ago restarted the 30 s")
        s.idle(6)
        #expect(s.content.isScreenLocked, "30 s after the tap")
        #expect(s.content.lockScreenView.parent != nil)
        s.content.unlock()
        s.idle(29)
        #expect(!s.content.isScreenLocked, "unlocking restarts the interval")
        s.session.play(try TouchScript("key XF86PowerOff"))
        s.idle(0.1)
        #expect(s.content.isScreenLocked, "the lock key")
        s.content.autoLockInterval = nil
        s.content.unlock()
        s.idle(120)
        #expect(!s.content.isScreenLocked, "no auto-lock without an interval")
    }

    @Test("With the screen reader on, the lock screen is modal: a touch reads Unlock, a double tap unlocks")
    func screenReaderUnlocks() throws {
        let s = try MultiAppScreen()
        s.content.lock()
        s.session.run()
        let transcript = SpeechTranscript()
        let reader = try #require(s.session.host.startScreenReader(speech: transcript))
        let labels = reader.navigator.elements.compactMap(\.accessibilityLabel)
        #expect(labels == ["9:41, Tuesday, January 9", "Unlock"], "\(labels)")
        // The status bar is read too, without the time its clock below says.
        #expect(reader.navigator.elements.contains { $0.accessibilityValue == "Wi-Fi, 3 of 3 bars; battery 100 percent" })
        try s.play("tap 240,300\nwait 0.5")
        #expect(transcript.lines.last == "Unlock, button")
        try s.play("double-tap 100,100\nwait 0.5")
        #expect(!s.content.isScreenLocked)
        #expect(s.content.foreground == nil)
        s.session.host.stopScreenReader()
    }

    @Test("The lock screen's words and date in English, Arabic, Hebrew and Japanese; the embedded catalog is the file")
    func localized() throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Strings/System/Localizable.xcstrings"))
        #expect(Array((SystemStrings.localizable + "\n").utf8) == [UInt8](file), "run scripts/embed-strings")
        let catalog = try StringsCatalog(json: SystemStrings.localizable, file: SystemStrings.localizableFile)
        let date = try #require(CalendarDate(year: 2007, month: 1, day: 9))
        let expected: [(String, String, String)] = [
            ("en", "Swipe up to unlock", "Tuesday, January 9"), ("en-GB", "Swipe up to unlock", "Tuesday 9 January"),
            ("ar", "اسحب لأعلى لإلغاء القفل", "الثلاثاء، ٩ يناير"), ("he", "יש להחליק למעלה לביטול הנעילה", "יום שלישי, 9 בינואר"),
            ("ja", "上にスワイプでロック解除", "1月9日 火曜日"),
        ]
        for (tag, prompt, day) in expected {
            let locale = try InterfaceLocale(tag)
            #expect(catalog.string(LockScreenText.swipeUpToUnlock.rawValue, locale: locale) == prompt, "\(tag)")
            #expect(DateLocale(locale).weekdayDateText(date) == day, "\(tag)")
            if locale.language != "en" {
                for text in LockScreenText.allCases { #expect(catalog.isTranslated(text.rawValue, into: locale)) }
            }
        }
    }

    /// A runtime of `size` in `language` and `scheme`, locked, settled.
    static func lockedScreen(size: PixelSize, scale: Double, locale: String, scheme: ColorScheme) throws
        -> (session: HeadlessSession, content: MultiAppContent) {
        let configuration = AppConfiguration(pixelSize: size, scale: scale)
        var environment = EnvironmentValues()
        environment.locale = try InterfaceLocale(locale)
        environment.layoutDirection = environment.locale.layoutDirection
        environment.colorScheme = scheme
        let fonts = try TestFonts.system()
        let content = MultiAppContent(apps: [AppInstance(MailApp(), configuration: configuration)], pixelSize: size,
                                      scale: scale, environment: environment, fonts: fonts)
        let session = HeadlessSession(content: content, pixelSize: size, scale: scale, fonts: fonts)
        content.attach(to: session.host)
        session.run()
        content.lock()
        session.run()
        return (session, content)
    }

    @Test("Goldens: the lock screen on an 800×480 panel in light and dark, and in Arabic (mirrored status bar)", arguments: [
        ("light", "en", ColorScheme.light), ("dark", "en", .dark), ("rtl", "ar", .light),
    ])
    func goldens(name: String, locale: String, scheme: ColorScheme) throws {
        let (session, _) = try Self.lockedScreen(size: PixelSize(width: 800, height: 480), scale: 1, locale: locale,
                                                 scheme: scheme)
        try expectGolden(session.display.frame, "MultiApp/lock-screen-\(name)", tolerance: .perChannel(2, maxDifferingPixels: 60))
    }

    @Test("The lock screen's geometry: status bar on top without its time, date over a clock a quarter of the short side, the home indicator 8 pt from the bottom")
    func geometry() throws {
        let (_, content) = try Self.lockedScreen(size: PixelSize(width: 800, height: 480), scale: 1, locale: "en",
                                                 scheme: .light)
        let view = content.lockScreenView
        #expect(view.statusBar.frame == Rect(x: 0, y: 0, width: 800, height: 20))
        #expect(view.statusBar.timeNode.isHidden)
        #expect(LockScreen.clockPointSize(for: Size(width: 800, height: 480)) == 120)
        #expect(LockScreen.clockPointSize(for: Size(width: 390, height: 844)) == 98)
        #expect(LockScreen.clockPointSize(for: Size(width: 1280, height: 800)) == 140)
        #expect(view.dateLabel.frame.maxY <= view.clock.frame.minY + view.clock.frame.height * 0.1)
        #expect(abs(view.clock.frame.midX - 400) <= 1)
        let indicator = view.prompt.indicator.convert(Point.zero, to: nil)
        #expect(indicator.y + 5 == 480 - MultiAppMetrics.homeIndicatorBottomMargin)
        #expect(abs(indicator.x + 67 - 400) <= 0.5)
    }
}
