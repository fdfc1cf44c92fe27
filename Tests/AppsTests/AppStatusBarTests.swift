import Devices
import Glibc
import Runtime
@testable import Apps
import Scanout
import ScanoutTesting
import Testing

/// A mail-like app: a navigation stack over a long list; a photo page that asks for light
/// content, or for no status bar at all.
final class InboxApp: App {
    let list = VStackNode(alignment: .fill)
    private(set) var stack: NavigationStack?
    var name: String { "Inbox" }

    func makeRootView(context: AppContext) -> Node {
        for i in 1...40 { list.addChild(ListRow("Message \(i)")) }
        let stack = NavigationStack(root: NavigationPage(title: "Inbox", content: ScrollView(content: list)))
        self.stack = stack
        return stack
    }
}

/// The local time a test's board source reads: a start plus the session's virtual clock.
@MainActor
final class TestTime {
    var now: () -> Double = { 0 }
}

/// The runtime's status bar over an app: placed at the top, the safe area below it, the look
/// from the front-most page, read from the board once a minute, taps scroll to the top.
@MainActor
@Suite("App status bar")
struct AppStatusBarTests {
    func launch(source: any StatusBarSource, lines: LogLines = LogLines(),
                prepare: (HeadlessSession) -> Void = { _ in }) throws
        -> (app: InboxApp, instance: AppInstance, session: HeadlessSession) {
        var configuration = AppConfiguration(pixelSize: PixelSize(width: 320, height: 480), scale: 1)
        configuration.statusBarSource = source
        let app = InboxApp()
        let instance = AppInstance(app, configuration: configuration)
        instance.log = { lines.lines.append($0) }
        let session = HeadlessSession(content: instance, pixelSize: PixelSize(width: 320, height: 480),
                                      fonts: try TestFonts.system())
        instance.attach(to: session.host)
        prepare(session)
        instance.launch()
        session.run(until: session.clock.now + 1)  // a board source's minute timer never lets a run settle
        return (app, instance, session)
    }

    @Test("The bar sits along the top above the app; the safe area and the navigation bar start under it")
    func placement() throws {
        let (app, instance, _) = try launch(source: FixedStatusBarSource())
        let statusBar = try #require(instance.statusBar)
        #expect(statusBar.bar.frame == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(instance.scene.safeAreaInsets.top == 20)
        let stack = try #require(app.stack)
        #expect(stack.navigationBar.frame.height == 20 + 44, "the bar's material reaches under the status bar")
        let title = try #require(stack.navigationBar.titleNode)
        #expect(title.transformToScreen.apply(to: title.bounds).minY >= 20)
        #expect(instance.context.statusBar === statusBar.bar)
        #expect(statusBar.bar.timeNode.text == "9:41")
    }

    @Test("No status bar unless the configuration has a source; status-bar = on gives the fixed 9:41 headless")
    func configuration() throws {
        var plain = AppConfiguration(pixelSize: PixelSize(width: 320, height: 480))
        #expect(plain.statusBarSource == nil)
        plain.useStatusBar(of: try BoardProfile(parsing: "status-bar = off"), headless: true)
        #expect(plain.statusBarSource == nil)
        plain.useStatusBar(of: try BoardProfile(parsing: "status-bar = on\nbattery-percentage = on"), headless: true)
        let fixed = try #require(plain.statusBarSource as? FixedStatusBarSource)
        #expect(fixed.status == .screenshot && plain.showsBatteryPercentage)
        plain.useStatusBar(of: try BoardProfile(parsing: "status-bar = on"), headless: false)
        #expect(plain.statusBarSource is BoardStatusBarSource)
        let instance = AppInstance(InboxApp(), configuration: AppConfiguration(pixelSize: PixelSize(width: 320, height: 480)))
        #expect(instance.statusBar == nil && instance.scene.safeAreaInsets.top == 0)
    }

    @Test("A pushed page's light content and hidden bar are taken at its frame; popping brings the default back")
    func pagePreferences() throws {
        let (app, instance, session) = try launch(source: FixedStatusBarSource())
        let bar = try #require(instance.statusBar?.bar)
        let photo = NavigationPage(title: "Photo", content: Node())
        photo.preferredStatusBarStyle = .lightContent
        app.stack?.push(photo, animated: false)
        session.run()
        #expect(bar.style == .lightContent && bar.drawsLightContent)
        photo.prefersStatusBarHidden = true
        session.run()
        #expect(bar.isHidden && instance.scene.safeAreaInsets.top == 0, "hidden: the content takes the top")
        _ = app.stack?.pop(animated: false)
        session.run()
        #expect(bar.style == .default && !bar.isHidden && instance.scene.safeAreaInsets.top == 20)
    }

    @Test("The front-most screen is looked up again after the scene's structure changed, not on frames that only scroll")
    func resolvesOnChanges() throws {
        let (app, instance, session) = try launch(source: FixedStatusBarSource())
        let statusBar = try #require(instance.statusBar)
        let scroll = try #require(app.stack?.topPage.scrollView)
        let resolves = statusBar.resolveCount, frames = session.display.presentedFrameCount
        scroll.setContentOffset(Point(x: 0, y: 400), animated: true)
        session.run()
        let scrolled = session.display.presentedFrameCount - frames
        #expect(scrolled >= 10, "the scroll animated over frames")
        // The scroll indicator appearing and fading is a change of what is visible: a look or two.
        #expect(statusBar.resolveCount - resolves <= 2, "\(statusBar.resolveCount - resolves) looks in \(scrolled) frames")

        // A screen of the app's own that prefers light content, once it says its preference changed.
        let screen = PreferringScreen()
        app.stack?.topPage.addChild(screen)
        session.run()
        #expect(statusBar.bar.style == .default)
        screen.style = .lightContent
        session.run()
        #expect(statusBar.bar.style == .default, "not said yet: UIKit waits for setNeedsStatusBarAppearanceUpdate too")
        instance.scene.noteStructureChange()
        session.run()
        #expect(statusBar.bar.style == .lightContent)
        screen.removeFromParent()
        session.run()
        #expect(statusBar.bar.style == .default)
    }

    @Test("A call's double-height band moves the safe area to 40 pt")
    func doubleHeight() throws {
        let (_, instance, session) = try launch(source: FixedStatusBarSource())
        let bar = try #require(instance.context.statusBar)
        bar.banner = StatusBarBanner(.call, text: "Touch to return to call")
        session.run()
        #expect(bar.frame.height == 40 && instance.scene.safeAreaInsets.top == 40)
        bar.banner = nil
        session.run()
        #expect(bar.frame.height == 20 && instance.scene.safeAreaInsets.top == 20)
    }

    @Test("A tap on the status bar scrolls the list to its top, animated")
    func tapToTop() throws {
        let (app, instance, session) = try launch(source: FixedStatusBarSource())
        let scroll = try #require(app.stack?.topPage.scrollView)
        scroll.setContentOffset(Point(x: 0, y: 500), animated: false)
        session.run()
        session.play(try TouchScript("tap 160,10"))
        session.run()
        #expect(scroll.contentOffset.y == scroll.minimumContentOffset.y)
        _ = instance
    }

    @Test("The board source: time, network and battery from sysfs, read once at launch and once a minute on the minute")
    func boardSource() throws {
        let tree = TemporaryFolder()
        defer { tree.remove() }
        func write(_ path: String, _ text: String) {
            var folder = tree.path
            for part in path.split(separator: "/").dropLast() { folder += "/" + part; mkdir(folder, 0o755) }
            let file = fopen(tree.path + "/" + path, "w")
            fputs(text + "\n", file)
            fclose(file)
        }
        write("power_supply/BAT0/type", "Battery")
        write("power_supply/BAT0/capacity", "42")
        write("power_supply/BAT0/status", "Charging")
        write("net/eth0/operstate", "up")
        mkdir(tree.path + "/net/eth0/device", 0o755)
        let time = TestTime()
        let start: Double = 14 * 3600 + 41 * 60 + 30  // 14:41:30
        let source = BoardStatusBarSource(
            power: PowerSupplyReader(root: tree.path + "/power_supply"),
            network: NetworkStateReader(root: tree.path + "/net", wirelessStatistics: tree.path + "/none"),
            secondsOfDay: { [time] in MainActor.assumeIsolated { time.now() } })
        let (_, instance, session) = try launch(source: source) { session in
            let launched = session.clock.now
            time.now = { [clock = session.clock] in start + clock.now - launched }
        }
        let statusBar = try #require(instance.statusBar)
        #expect(statusBar.bar.status == StatusBarStatus(time: StatusBarTime(hour: 14, minute: 41), network: .ethernet,
                                                        battery: StatusBarBattery(level: 42, isCharging: true)))
        #expect(statusBar.readCount == 1)
        let wakeUps = session.clock.wakeUpCount
        write("power_supply/BAT0/capacity", "43")
        session.run(until: session.clock.now + 28.5)  // 14:41:59.5
        #expect(statusBar.readCount == 1, "nothing read before the minute changes")
        session.run(until: session.clock.now + 1)
        #expect(statusBar.readCount == 2 && statusBar.bar.status.time == StatusBarTime(hour: 14, minute: 42))
        #expect(statusBar.bar.status.battery?.level == 43, "a battery change shows at the next minute")
        session.run(until: session.clock.now + 120)
        #expect(statusBar.readCount == 4 && statusBar.bar.timeNode.text == "2:44")
        #expect(session.clock.wakeUpCount - wakeUps <= 3 * 2 + 2,
                "a timer and a frame a minute (and the runs' ends), never a poll between: \(session.clock.wakeUpCount - wakeUps)")
    }

    @Test("A malformed battery file: no battery glyph, one line in the log however many reads")
    func malformedBattery() throws {
        let tree = TemporaryFolder()
        defer { tree.remove() }
        mkdir(tree.path + "/BAT0", 0o755)
        for (name, text) in [("type", "Battery"), ("capacity", "full-ish")] {
            let file = fopen(tree.path + "/BAT0/" + name, "w")
            fputs(text + "\n", file)
            fclose(file)
        }
        let time = TestTime()
        let source = BoardStatusBarSource(
            power: PowerSupplyReader(root: tree.path), network: NetworkStateReader(root: tree.path + "/none"),
            secondsOfDay: { [time] in MainActor.assumeIsolated { time.now() } })
        let lines = LogLines()
        let (_, instance, session) = try launch(source: source, lines: lines) { session in
            let launched = session.clock.now
            time.now = { [clock = session.clock] in 59 + clock.now - launched }
        }
        session.run(until: session.clock.now + 125)
        #expect(instance.statusBar?.bar.status.battery == nil)
        #expect((instance.statusBar?.readCount ?? 0) >= 3)
        #expect(lines.lines.count == 1 && lines.lines.first?.contains("BAT0/capacity") == true, "\(lines.lines)")
    }
}

/// A node of an app's own that prefers a status bar style (a game's or a photo's screen).
@MainActor
final class PreferringScreen: Node, StatusBarPreferring {
    var style: StatusBarStyle?
    var preferredStatusBarStyle: StatusBarStyle? { style }
    var prefersStatusBarHidden: Bool { false }
}
