import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The status bar's layout (time leading, glyphs trailing, mirrored), its height, the style a
/// page asks for, and the tap that scrolls to the top.
@MainActor
@Suite("Status bar")
struct StatusBarTests {
    static let charging = StatusBarStatus(time: StatusBarTime(hour: 14, minute: 5), network: .wifi(bars: 2),
                                          battery: StatusBarBattery(level: 64, isCharging: true))

    /// A scene 320 pt wide with `bar` along its top.
    func scene(_ bar: StatusBar, rtl: Bool = false, locale: InterfaceLocale? = nil) throws -> SceneOwner {
        let root = Node()
        root.addChild(bar)
        let env = try NavigationFixtures.environment(rtl: rtl, dark: false, locale: locale)
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 320, height: 100), environment: env)
        bar.frame = Rect(x: 0, y: 0, width: 320, height: bar.height)
        owner.layoutIfNeeded()
        return owner
    }

    @Test("The time sits at the leading margin; the bolt, battery and Wi-Fi run in from the trailing margin")
    func layoutLTR() throws {
        let bar = StatusBar(status: Self.charging)
        let owner = try scene(bar)
        let layout = bar.glyphLayout
        #expect(bar.timeNode.text == "2:05", "en-US: 12 hours, no AM/PM")
        #expect(layout.time.minX == ControlMetrics.statusBarEdgeMargin)
        let bolt = try #require(layout.bolt), battery = try #require(layout.battery), wifi = try #require(layout.network)
        #expect(bolt.maxX == 320 - ControlMetrics.statusBarEdgeMargin)
        #expect(battery.maxX <= bolt.minX && battery.maxX >= bolt.minX - 3)
        #expect(wifi.maxX == battery.minX - ControlMetrics.statusBarGlyphSpacing)
        #expect(wifi.minX > layout.time.maxX)
        // Everything sits in the 20 pt row, centred.
        for rect in [layout.time, bolt, battery, wifi] {
            #expect(rect.minY >= 0 && rect.maxY <= ControlMetrics.statusBarHeight, "\(rect)")
            #expect(abs(rect.midY - ControlMetrics.statusBarHeight / 2) <= 1, "\(rect)")
        }
        #expect(bar.frame.height == 20 && bar.height == 20)
        #expect(bar.timeNode.frame == layout.time)
        _ = owner
    }

    @Test("Right to left mirrors the places: the time at the right, the glyphs from the left")
    func layoutRTL() throws {
        let ltr = StatusBar(status: Self.charging), rtl = StatusBar(status: Self.charging)
        let a = try scene(ltr), b = try scene(rtl, rtl: true, locale: .english)
        func mirrored(_ r: Rect) -> Rect { Rect(x: 320 - r.maxX, y: r.minY, width: r.width, height: r.height) }
        let l = ltr.glyphLayout, r = rtl.glyphLayout
        #expect(r.time == mirrored(l.time))
        #expect(r.battery == l.battery.map(mirrored))
        #expect(r.network == l.network.map(mirrored))
        #expect(r.bolt == l.bolt.map(mirrored))
        #expect(r.time.maxX == 320 - ControlMetrics.statusBarEdgeMargin)
        _ = (a, b)
    }

    @Test("The time follows the locale: 24 hours in Hebrew and German, Arabic-Indic digits in Arabic, 12 in US English")
    func timeText() throws {
        let t = StatusBarTime(hour: 9, minute: 41)
        #expect(t.text(for: .english) == "9:41")
        #expect(t.text(for: .hebrew) == "9:41", "Hebrew: 24 hours, H:mm")
        #expect(StatusBarTime(hour: 21, minute: 41).text(for: .hebrew) == "21:41")
        #expect(t.text(for: try InterfaceLocale("de-DE")) == "09:41")
        #expect(StatusBarTime(hour: 0, minute: 7).text(for: .english) == "12:07")
        #expect(StatusBarTime(hour: 21, minute: 41).text(for: try InterfaceLocale("ar")) == "٩:٤١")
        #expect(StatusBarTime(hour: 21, minute: 41).text(for: try InterfaceLocale("en-GB")) == "21:41")
        #expect(StatusBarTime(hour: 25, minute: -1) == StatusBarTime(hour: 1, minute: 59))
    }

    @Test("The time and the percentage take the locale's digits: Arabic-Indic in Arabic, Latin in Moroccan Arabic or with -u-nu-latn")
    func localeDigits() throws {
        let t = StatusBarTime(hour: 21, minute: 41)
        #expect(t.text(for: try InterfaceLocale("ar-MA")) == "21:41", "Morocco: Latin digits, 24 hours")
        #expect(t.text(for: try InterfaceLocale("ar-SA-u-nu-latn")) == "9:41")
        #expect(t.text(for: try InterfaceLocale("ar-EG")) == "٩:٤١")
        let bar = StatusBar(status: Self.charging)
        bar.showsBatteryPercentage = true
        _ = try scene(bar, rtl: true, locale: .arabic)
        #expect(bar.percentageNode.text == "٦٤٪")
        _ = try scene(bar, rtl: true, locale: try InterfaceLocale("ar-MA"))
        #expect(bar.percentageNode.text == "64%")
    }

    @Test("Spoken, the time names the morning or afternoon on a 12-hour clock, in the locale's words and digits")
    func spokenTime() throws {
        #expect(StatusBarTime(hour: 9, minute: 41).spokenText(for: .english) == "9:41 AM")
        #expect(StatusBarTime(hour: 0, minute: 7).spokenText(for: .english) == "12:07 AM")
        #expect(StatusBarTime(hour: 14, minute: 5).spokenText(for: .english) == "2:05 PM")
        #expect(StatusBarTime(hour: 21, minute: 41).spokenText(for: .arabic) == "٩:٤١ م")
        #expect(StatusBarTime(hour: 21, minute: 41).spokenText(for: .hebrew) == "21:41", "24 hours: nothing to add")
        #expect(StatusBarTime(hour: 9, minute: 41).spokenText(for: .japanese) == "9:41")
        #expect(StatusBarTime(hour: 9, minute: 41).spokenText(for: try InterfaceLocale("ja-US")) == "午前9:41")
        #expect(StatusBarTime(hour: 9, minute: 41).spokenText(for: try InterfaceLocale("en-GB")) == "09:41")
    }

    @Test("No battery, no network: only the time; Ethernet has its own glyph; the percentage sits beside the battery")
    func parts() throws {
        let bare = StatusBar(status: StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41)))
        _ = try scene(bare)
        #expect(bare.glyphLayout.battery == nil && bare.glyphLayout.network == nil && bare.glyphLayout.bolt == nil)
        let wired = StatusBar(status: StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41), network: .ethernet,
                                                      battery: StatusBarBattery(level: 10, isCharging: false)))
        wired.showsBatteryPercentage = true
        _ = try scene(wired)
        let layout = wired.glyphLayout
        let battery = try #require(layout.battery), percentage = try #require(layout.percentage)
        let network = try #require(layout.network)
        #expect(battery.maxX == 320 - ControlMetrics.statusBarEdgeMargin, "no bolt when not charging")
        #expect(percentage.maxX <= battery.minX && network.maxX < percentage.minX)
        #expect(network.width == ControlMetrics.statusBarEthernetSize.width)
        #expect(wired.percentageNode.text == "10%" && !wired.percentageNode.isHidden)
    }

    @Test("A call doubles the height: the band under the row, light content, the band's tap separate from the bar's")
    func doubleHeight() throws {
        let bar = StatusBar(status: .screenshot)
        var heights: [Double] = []
        bar.onHeightChange = { heights.append($0) }
        let f = try SceneHarness(width: 320, height: 200)
        f.place(bar, at: Rect(x: 0, y: 0, width: 320, height: 20))
        f.owner.layoutIfNeeded()
        #expect(!bar.drawsLightContent)
        bar.banner = StatusBarBanner(.call, text: "Touch to return to call")
        bar.frame = Rect(x: 0, y: 0, width: 320, height: bar.height)
        f.owner.layoutIfNeeded()
        #expect(bar.height == 40 && heights == [40])
        #expect(bar.drawsLightContent, "white content on the green band")
        #expect(bar.bannerNode.frame.minY == 20 && bar.bannerNode.frame.height == 20 && !bar.bannerNode.isHidden)
        var taps: [String] = []
        bar.onTap = { taps.append("bar") }
        bar.onBannerTap = { taps.append("band") }
        try f.play("tap 160,30")
        try f.play("tap 160,10")
        #expect(taps == ["band", "bar"])
        bar.banner = nil
        #expect(bar.height == 20 && heights == [40, 20])
    }

    @Test("Wi-Fi lights as many bands as bars, the rest faint; the battery fills by its charge")
    func glyphPixels() throws {
        /// The darkness (1 − red, 0…1) at `point` of a bar showing `status` on white, drawn at 2×.
        func darkness(_ status: StatusBarStatus, at point: (StatusBarLayout) -> (Double, Double)) throws -> Double {
            let bar = StatusBar(status: status)
            let root = Node()
            root.background = .color(.fixed(.white))
            root.addChild(bar)
            let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 640, height: 40), scale: 2,
                                   environment: try NavigationFixtures.environment(rtl: false, dark: false))
            bar.frame = Rect(x: 0, y: 0, width: 320, height: 20)
            owner.layoutIfNeeded()
            let bitmap = Bitmap(size: owner.pixelSize)
            try owner.settleOnHost(into: bitmap)
            let (x, y) = point(bar.glyphLayout)
            return 1 - Color(premultipliedPixel: bitmap[Int(x * 2), Int(y * 2)]).red
        }
        func wifi(_ bars: Int) -> StatusBarStatus {
            StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41), network: .wifi(bars: bars))
        }
        // The outer band's top centre, 0.6 pt into the band.
        let outer: (StatusBarLayout) -> (Double, Double) = { ($0.network?.midX ?? 0, ($0.network?.minY ?? 0) + 0.9) }
        #expect(try darkness(wifi(3), at: outer) > 0.9)
        let faint = try darkness(wifi(2), at: outer)
        #expect(faint > 0.2 && faint < 0.5, "unlit: 35 % of the content colour, \(faint)")
        // The battery's inner area at 80 % of its width: filled at 90 %, empty at 50 %.
        func battery(_ level: Int) -> StatusBarStatus {
            StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41), battery: StatusBarBattery(level: level, isCharging: false))
        }
        let inside: (StatusBarLayout) -> (Double, Double) = {
            (($0.battery?.minX ?? 0) + 2 + 18 * 0.8, $0.battery?.midY ?? 0)
        }
        #expect(try darkness(battery(90), at: inside) > 0.9)
        #expect(try darkness(battery(50), at: inside) < 0.1)
    }

    @Test("A screen reader hears one element: the time, then the connection and the battery")
    func accessibility() throws {
        let bar = StatusBar(status: Self.charging)
        _ = try scene(bar)
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityLabel == "2:05 PM")
        #expect(bar.accessibilityValue == "Wi-Fi, 2 of 3 bars; battery 64 percent, charging")
        bar.status = StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41), network: .ethernet)
        #expect(bar.accessibilityValue == "Ethernet" && bar.accessibilityLabel == "9:41 AM")
        bar.banner = StatusBarBanner(.call, text: "Touch to return to call")
        #expect(bar.accessibilityHint == "Touch to return to call")
        bar.status = StatusBarStatus(time: StatusBarTime(hour: 9, minute: 41), network: .wifi(bars: 7))
        #expect(bar.accessibilityValue == "Wi-Fi, 3 of 3 bars", "bars beyond the glyph's are said as full")
    }

    @Test("A bar speaks what its speech says, in its environment's locale; alone it speaks English in the locale's digits")
    func speech() throws {
        struct Terse: StatusBarSpeaking {
            func description(network: StatusBarNetwork, battery: StatusBarBattery?, locale: InterfaceLocale) -> String {
                "\(locale.language) \(battery?.level ?? -1)"
            }
        }
        let bar = StatusBar(status: Self.charging)
        _ = try scene(bar, rtl: true, locale: .arabic)
        #expect(bar.accessibilityValue == "Wi-Fi, ٢ of ٣ bars; battery ٦٤ percent, charging")
        #expect(bar.accessibilityLabel == "٢:٠٥ م")
        bar.speech = Terse()
        #expect(bar.accessibilityValue == "ar 64")
    }

    @Test("Styles: default follows the scheme, dark and light content are fixed")
    func styles() {
        #expect(!StatusBarStyle.default.isLight(in: .light) && StatusBarStyle.default.isLight(in: .dark))
        #expect(!StatusBarStyle.darkContent.isLight(in: .dark))
        #expect(StatusBarStyle.lightContent.isLight(in: .light))
    }

    @Test("The front-most page decides: a pushed page's style, a modal page over it, hidden; an alert leaves it")
    func resolution() throws {
        let root = NavigationFixtures.listPage("Photos")
        let stack = NavigationStack(root: root)
        let presenter = ModalPresenter(content: stack)
        let owner = SceneOwner(root: presenter, pixelSize: PixelSize(width: 320, height: 480),
                               environment: try NavigationFixtures.environment(rtl: false, dark: false))
        owner.layoutIfNeeded()
        #expect(StatusBarAppearance.resolve(in: presenter) == StatusBarAppearance(style: .default, isHidden: false))
        root.preferredStatusBarStyle = .darkContent
        #expect(StatusBarAppearance.resolve(in: presenter).style == .darkContent)
        let photo = NavigationFixtures.plainPage("Photo")
        photo.preferredStatusBarStyle = .lightContent
        stack.push(photo, animated: false)
        owner.layoutIfNeeded()
        #expect(StatusBarAppearance.resolve(in: presenter).style == .lightContent)
        photo.prefersStatusBarHidden = true
        #expect(StatusBarAppearance.resolve(in: presenter) == StatusBarAppearance(style: .lightContent, isHidden: true))
        photo.preferredStatusBarStyle = nil
        #expect(StatusBarAppearance.resolve(in: presenter).style == .default,
                "a page without a style leaves it to the screens behind: the page below is out of the tree")
        _ = stack.pop(animated: false)
        owner.layoutIfNeeded()
        #expect(StatusBarAppearance.resolve(in: presenter) == StatusBarAppearance(style: .darkContent, isHidden: false))
        let alert = Alert(title: "Delete?", message: nil)
        alert.addAction(AlertAction("Cancel", role: .cancel))
        presenter.present(alert, animated: false)
        owner.layoutIfNeeded()
        #expect(StatusBarAppearance.resolve(in: presenter).style == .darkContent, "an alert has no say")
        presenter.dismiss(alert, animated: false)
        let sheetPage = NavigationFixtures.plainPage("Compose")
        sheetPage.preferredStatusBarStyle = .lightContent
        let sheet = ModalView(title: "Compose", content: sheetPage)
        presenter.present(sheet, animated: false)
        owner.layoutIfNeeded()
        #expect(StatusBarAppearance.resolve(in: presenter).style == .lightContent, "the modal view's page is in front")
    }

    @Test("A tap on the status bar scrolls the front-most list to its top, animated; not an alert's message")
    func tapToTop() throws {
        let f = try SceneHarness(width: 320, height: 480)
        let page = NavigationFixtures.listPage("Inbox", rows: 40)
        let stack = NavigationStack(root: page)
        let presenter = ModalPresenter(content: stack)
        f.place(presenter, at: Rect(x: 0, y: 0, width: 320, height: 480))
        f.owner.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let bar = StatusBar(status: .screenshot)
        f.place(bar, at: Rect(x: 0, y: 0, width: 320, height: 20))
        bar.onTap = { StatusBarAppearance.scrollToTop(in: presenter) }
        f.owner.layoutIfNeeded()
        let scroll = try #require(page.scrollView)
        #expect(StatusBarAppearance.frontmostScrollView(in: presenter) === scroll)
        scroll.setContentOffset(Point(x: 0, y: 600), animated: false)
        let top = scroll.minimumContentOffset.y
        try f.playInFrames("tap 160,10", framesAfter: 4)
        #expect(scroll.contentOffset.y < 600 && scroll.contentOffset.y > top, "animated: on its way after a few frames")
        f.settleAnimations()
        #expect(scroll.contentOffset.y == top)
        #expect(!StatusBarAppearance.scrollToTop(in: presenter), "already at the top: nothing to do")
        // An alert's message scrolls itself, never to the status bar.
        let alert = Alert(title: "Long", message: String(repeating: "A long message line. ", count: 80))
        alert.addAction(AlertAction("OK", role: .cancel))
        presenter.present(alert, animated: false)
        f.owner.layoutIfNeeded()
        #expect(StatusBarAppearance.frontmostScrollView(in: presenter) === scroll)
        scroll.isScrollEnabled = false
        #expect(StatusBarAppearance.frontmostScrollView(in: presenter) == nil)
    }
}
