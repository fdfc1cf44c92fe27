import Apps
import Controls
import Devices
import Gestures
import Graphics
import Input
import ScanoutTesting
import Scene
@testable import MultiApp
@testable import Runtime

/// What the sample apps did, by app name: lifecycle callbacks, taps, screens made.
@MainActor
final class SampleRecord {
    var events: [String] = []
    var taps = 0
    var screensMade = 0
    let button = Button(title: "Tap")
    let bar = Node()
    let marker = Node()
}

/// The sample apps' shared behaviour: a coloured screen with a white marker in its top-leading
/// corner, a button that counts taps and a bar spanning the width (it re-flows on rotation).
@MainActor
protocol SampleApp: App {
    static var color: Color { get }
    static var symbol: String { get }
    static var title: String { get }
}

@MainActor
enum SampleApps {
    /// The records of the apps made by the current test (tests run one at a time: MainActor).
    static var records: [String: SampleRecord] = [:]
    /// The orientations each app supports (default all).
    static var orientations: [String: AppOrientations] = [:]
    /// The launch image of each app (default the system background).
    static var launchImages: [String: LaunchImage] = [:]

    static func record(_ name: String) -> SampleRecord {
        if let r = records[name] { return r }
        let r = SampleRecord()
        records[name] = r
        return r
    }
}

extension SampleApp {
    var name: String { Self.title }
    var icon: AppIcon {
        .symbol(Self.symbol, tint: .white, background: Self.color)
    }
    var supportedOrientations: AppOrientations { SampleApps.orientations[Self.title] ?? .all }
    var launchImage: LaunchImage { SampleApps.launchImages[Self.title] ?? .background }
    private var record: SampleRecord { SampleApps.record(Self.title) }

    func makeRootView(context: AppContext) -> Node {
        let r = record
        r.screensMade += 1
        let root = SampleScreen(button: r.button, bar: r.bar, marker: r.marker)
        root.background = .color(.fixed(Self.color))
        r.marker.background = .color(.fixed(.white))
        r.bar.background = .color(.fixed(Color(white: 0, alpha: 0.3)))
        r.button.addAction { _ in r.taps += 1 }
        return root
    }

    func didLaunch(restoring state: NoAppState?, context: AppContext) { record.events.append("launch") }
    func willSuspend() { record.events.append("suspend") }
    func didResume() { record.events.append("resume") }
    func willTerminate() { record.events.append("terminate") }
    func orientationWillChange(to orientation: AppOrientation) { record.events.append("will \(orientation.rawValue)") }
    func orientationDidChange(to orientation: AppOrientation) { record.events.append("did \(orientation.rawValue)") }
}

final class MailApp: SampleApp {
    static let color = Color(hex: 0x1E88E5)
    static let symbol = "compose"
    static let title = "Mail"
}

final class ClockApp: SampleApp {
    static let color = Color(hex: 0xE53935)
    static let symbol = "clock"
    static let title = "Clock"
}

final class SettingsApp: SampleApp {
    static let color = Color(hex: 0x757575)
    static let symbol = "gear"
    static let title = "Settings"
}

final class ContactsApp: SampleApp {
    static let color = Color(hex: 0x43A047)
    static let symbol = "person"
    static let title = "Contacts"
}

/// The sample app's screen: the marker at the top-leading corner, the button below it, the bar
/// across the whole width under them.
@MainActor
final class SampleScreen: Node {
    let button: Button
    let bar: Node
    let marker: Node

    init(button: Button, bar: Node, marker: Node) {
        self.button = button
        self.bar = bar
        self.marker = marker
        super.init()
        addChild(marker)
        addChild(button)
        addChild(bar)
    }

    override var isLayoutContainer: Bool { true }

    override func layoutChildren() {
        marker.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        button.frame = Rect(x: 40, y: 40, width: 120, height: 44)
        bar.frame = Rect(x: 20, y: 120, width: bounds.width - 40, height: 30)
    }
}

/// A multi-app runtime on a headless session (virtual clock) with the four sample apps, or the
/// apps `apps` makes.
@MainActor
struct MultiAppScreen {
    let content: MultiAppContent
    let session: HeadlessSession
    let colors = [MailApp.color, ClockApp.color, SettingsApp.color, ContactsApp.color]

    init(size: PixelSize = PixelSize(width: 480, height: 320), scale: Double = 1, locked: Bool = false,
         direction: LayoutDirection = .leftToRight, badges: [Int?] = [],
         orientations: [String: AppOrientations] = [:], launchImages: [String: LaunchImage] = [:],
         apps makeApps: ((AppConfiguration) -> [AppInstance])? = nil) throws {
        SampleApps.records = [:]
        SampleApps.orientations = orientations
        SampleApps.launchImages = launchImages
        let configuration = AppConfiguration(pixelSize: size, scale: scale)
        let instances = makeApps?(configuration) ?? [AppInstance(MailApp(), configuration: configuration),
                                                     AppInstance(ClockApp(), configuration: configuration),
                                                     AppInstance(SettingsApp(), configuration: configuration),
                                                     AppInstance(ContactsApp(), configuration: configuration)]
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        let fonts = try TestFonts.system()
        content = MultiAppContent(apps: instances, pixelSize: size, scale: scale, environment: environment,
                                  fonts: fonts, isLocked: locked)
        for (app, badge) in zip(content.apps, badges) { app.badge = badge }
        // An arbitrary epoch, as on a device: nothing may count time from 0.
        session = HeadlessSession(content: content, pixelSize: size, scale: scale, fonts: fonts,
                                  clockStart: Self.clockStart)
        content.attach(to: session.host)
        session.run()
    }

    /// Where the session's virtual clock starts, in seconds.
    static let clockStart = 7_391.25

    /// The record of the app named `name`.
    func record(_ name: String) -> SampleRecord { SampleApps.record(name) }

    /// Plays `script` from now and runs until everything has settled.
    func play(_ script: String) throws {
        session.play(try TouchScript(script))
        session.run()
    }

    /// Shows the switcher, then taps its background (above the cards): the home screen.
    let toHome = "swipe 240,300 240,100 fingers=4\nwait 0.6\ntap 240,20\nwait 0.6\n"

    /// Launches Mail from its icon, goes home, launches Clock: Mail suspended, Clock in front.
    func launchMailThenClock() throws {
        let mail = iconCentre(0), clock = iconCentre(1)
        try play("tap \(mail.x),\(mail.y)\nwait 1\n" + toHome + "tap \(clock.x),\(clock.y)\nwait 1")
    }

    /// Launches every app from its icon in turn, going home between them: the last in front,
    /// the others suspended.
    func launchAll() throws {
        var script = ""
        for index in content.apps.indices {
            let icon = iconCentre(index)
            script += (index > 0 ? toHome : "") + "tap \(icon.x),\(icon.y)\nwait 1\n"
        }
        try play(script)
    }

    /// Runs `seconds` of virtual time with no input.
    func idle(_ seconds: Double) {
        session.run(until: session.clock.now + seconds)
    }

    /// The window point of the centre of `app`'s icon on the home screen.
    func iconCentre(_ index: Int) -> Point {
        guard let icon = content.homeScreen.icon(of: content.apps[index]) else { return .zero }
        let rect = icon.iconRect
        return icon.convert(Point(x: rect.midX, y: rect.midY), to: nil)
    }

    /// The pixel the display shows at (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> Color { Color(premultipliedPixel: session.display.frame[x, y]) }
}

extension Color {
    /// Whether each channel is within 2/255 of `other`'s (a picture moved by a fraction of a
    /// pixel is filtered).
    func isClose(to other: Color) -> Bool {
        abs(red - other.red) <= 2 / 255 && abs(green - other.green) <= 2 / 255 && abs(blue - other.blue) <= 2 / 255
            && abs(alpha - other.alpha) <= 2 / 255
    }
}
