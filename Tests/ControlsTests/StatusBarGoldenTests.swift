import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The status bar over the top of an app screen, as the runtime places it: transparent over a
/// navigation bar that sits under it (the scene's top safe area is the bar's height). Light and
/// dark, left to right and right to left, charging with the percentage, a low battery on Ethernet,
/// the double-height call band, light content over a dark screen; 2×.
@MainActor
@Suite("Status bar goldens")
struct StatusBarGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    struct Look {
        var rtl = false
        var dark = false
        var locale: InterfaceLocale?
        var status = StatusBarStatus.screenshot
        var percentage = false
        var banner: StatusBarBanner?
        var style: StatusBarStyle = .default
        var darkScreen = false
    }

    func render(_ look: Look) throws -> Bitmap {
        let t: (String, String) -> String = { en, he in look.rtl ? he : en }
        let root = Node()
        let content: Node
        if look.darkScreen {
            // A photo-like screen: dark, no bar; the page asks for light content.
            let photo = Node()
            photo.background = .color(.fixed(Color(hex: 0x1C2A3A)))
            let page = NavigationPage(title: "Photo", content: photo)
            page.preferredStatusBarStyle = .lightContent
            content = page
        } else {
            let page = NavigationFixtures.listPage(t("Mailboxes", "תיבות דואר"), rows: 6)
            page.preferredStatusBarStyle = look.style == .default ? nil : look.style
            content = NavigationStack(root: page)
        }
        let presenter = ModalPresenter(content: content)
        root.addChild(presenter)
        let bar = StatusBar(status: look.status)
        bar.showsBatteryPercentage = look.percentage
        bar.banner = look.banner
        root.addChild(bar)
        let env = try NavigationFixtures.environment(rtl: look.rtl, dark: look.dark, locale: look.locale)
        let size = Size(width: 320, height: 140)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 640, height: 280), scale: 2, environment: env)
        owner.safeAreaInsets = EdgeInsets(top: bar.height, leading: 0, bottom: 0, trailing: 0)
        presenter.frame = Rect(origin: .zero, size: size)
        bar.frame = Rect(x: 0, y: 0, width: size.width, height: bar.height)
        bar.style = StatusBarAppearance.resolve(in: presenter).style
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    static let charging = StatusBarStatus(time: StatusBarTime(hour: 14, minute: 5), network: .wifi(bars: 2),
                                          battery: StatusBarBattery(level: 64, isCharging: true))
    static let lowOnEthernet = StatusBarStatus(time: StatusBarTime(hour: 21, minute: 41), network: .ethernet,
                                               battery: StatusBarBattery(level: 15, isCharging: false))

    @Test("Status bar, light, left to right, 2×")
    func lightLTR() throws { try expectGolden(try render(Look()), "StatusBar/status-light-ltr@2x", tolerance: tolerance) }

    @Test("Status bar, dark, left to right: light content, 2×")
    func darkLTR() throws {
        try expectGolden(try render(Look(dark: true)), "StatusBar/status-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Status bar, light, right to left (Hebrew), charging with the percentage, 2×")
    func lightRTL() throws {
        try expectGolden(try render(Look(rtl: true, status: Self.charging, percentage: true)),
                         "StatusBar/status-light-rtl@2x", tolerance: tolerance)
    }

    @Test("Status bar, dark, right to left (Arabic), low battery on Ethernet, 2×")
    func darkRTL() throws {
        try expectGolden(try render(Look(rtl: true, dark: true, locale: .arabic, status: Self.lowOnEthernet, percentage: true)),
                         "StatusBar/status-dark-rtl@2x", tolerance: tolerance)
    }

    @Test("Status bar, double height during a call, light, 2×")
    func inCall() throws {
        try expectGolden(try render(Look(banner: StatusBarBanner(.call, text: "Touch to return to call"))),
                         "StatusBar/status-in-call-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Status bar, double height while recording, dark, right to left, 2×")
    func recordingRTL() throws {
        try expectGolden(try render(Look(rtl: true, dark: true, banner: StatusBarBanner(.recording, text: "הקלטה"))),
                         "StatusBar/status-recording-dark-rtl@2x", tolerance: tolerance)
    }

    @Test("Status bar, light content over a dark screen in light mode, 2×")
    func lightContent() throws {
        try expectGolden(try render(Look(darkScreen: true)), "StatusBar/status-light-content@2x", tolerance: tolerance)
    }
}
