import Controls
import Devices
import Gestures
import Graphics
import Input
import Scene
import ScanoutTesting
import Testing
@testable import MultiApp
@testable import Runtime
import Apps

@MainActor
@Suite("Multi-app runtime: home screen, switching, suspension, kiosk")
struct MultiAppTests {
    @Test("Tapping an icon launches its app after the zoom; the app then gets the touches")
    func launchFromIcon() throws {
        let s = try MultiAppScreen()
        let icon = s.iconCentre(0)
        try s.play("tap \(icon.x),\(icon.y)\nwait 1")
        let mail = s.content.apps[0]
        #expect(s.content.foreground === mail)
        #expect(mail.state == .foreground)
        #expect(s.record("Mail").events == ["launch"])
        #expect(mail.framesDrawn > 0)
        #expect(s.pixel(240, 200) == MailApp.color)
        #expect(s.pixel(5, 5) == .white)
        try s.play("tap 100,62\nwait 0.3")
        #expect(s.record("Mail").taps == 1)
    }

    @Test("An app not running yet zooms out of its icon showing its launch image, then draws its own first frame")
    func launchZoomShowsLaunchImage() throws {
        let amber = Color(hex: 0xFFB300)
        let s = try MultiAppScreen(launchImages: ["Mail": .color(.fixed(amber))])
        let icon = s.iconCentre(0)
        s.session.play(try TouchScript("tap \(icon.x),\(icon.y)"))
        // A one-colour launch image is drawn as its colour: no screen-sized picture is made for it.
        let log = PixelAllocationLog()
        PixelAllocationTracking.recording(into: log) { s.idle(MultiAppMetrics.launchZoomDuration * 0.8) }
        #expect(log.largest < 480 * 320 * 4)
        #expect(s.content.isTransitioning)
        #expect(s.pixel(240, 160).isClose(to: amber))
        s.idle(1)
        #expect(!s.content.isTransitioning)
        #expect(s.pixel(240, 200) == MailApp.color)
    }

    @Test("A launch image drawn from a view zooms out of the icon as a picture of that view")
    func launchZoomShowsViewLaunchImage() throws {
        let teal = Color(hex: 0x30B0C7)
        let s = try MultiAppScreen(launchImages: ["Mail": .view {
            let page = Node()
            page.background = .color(.fixed(teal))
            return page
        }])
        let icon = s.iconCentre(0)
        s.session.play(try TouchScript("tap \(icon.x),\(icon.y)"))
        let log = PixelAllocationLog()
        PixelAllocationTracking.recording(into: log) { s.idle(MultiAppMetrics.launchZoomDuration * 0.8) }
        #expect(log.largest >= 480 * 320 * 4)
        #expect(s.content.isTransitioning)
        #expect(s.pixel(240, 160).isClose(to: teal))
        s.idle(1)
        #expect(s.pixel(240, 200) == MailApp.color)
    }

    @Test("A four-finger swipe in a touch script switches to the previous and next running app, resumed as it was")
    func fourFingerSwitch() throws {
        let s = try MultiAppScreen()
        try s.launchMailThenClock()
        let (mail, clock) = (s.content.apps[0], s.content.apps[1])
        #expect(s.content.foreground === clock)
        #expect(mail.state == .suspended)
        // Swipe right: the previous app (Mail) slides in from the leading side.
        try s.play("swipe 60,160 400,160 fingers=4\nwait 0.8")
        #expect(s.content.foreground === mail)
        #expect(clock.state == .suspended)
        #expect(s.pixel(240, 200) == MailApp.color)
        #expect(s.record("Mail").events == ["launch", "suspend", "resume"])
        #expect(s.record("Mail").screensMade == 1)
        // Swipe left: the next app (Clock) again; past the last running app nothing happens.
        try s.play("swipe 400,160 60,160 fingers=4\nwait 0.8")
        #expect(s.content.foreground === clock)
        #expect(s.pixel(240, 200) == ClockApp.color)
        try s.play("swipe 400,160 60,160 fingers=4\nwait 0.8")
        #expect(s.content.foreground === clock)
        #expect(s.content.apps[2].state == .notRunning)
        #expect(s.record("Clock").events == ["launch", "suspend", "resume"])
    }

    @Test("In a right-to-left language the four-finger swipes mirror: left is the previous app, sliding in from the right")
    func fourFingerSwitchRightToLeft() throws {
        let s = try MultiAppScreen(direction: .rightToLeft)
        try s.launchMailThenClock()
        let (mail, clock) = (s.content.apps[0], s.content.apps[1])
        #expect(s.content.foreground === clock)
        let start = s.session.clock.now
        s.session.play(try TouchScript("swipe 400,160 60,160 fingers=4"))
        // The swipe is recognised before its fingers lift; early in the 0.3 s slide Mail comes in from the right,
        // with the fingers, and Clock leaves by the left.
        s.session.run(until: start + 0.12)
        #expect(s.pixel(475, 200).isClose(to: MailApp.color))
        #expect(s.pixel(5, 200).isClose(to: ClockApp.color))
        s.session.run()
        #expect(s.content.foreground === mail)
        #expect(clock.state == .suspended)
        #expect(s.pixel(240, 200) == MailApp.color)
        // A swipe to the right is the next app: Clock again, from the left.
        try s.play("swipe 60,160 400,160 fingers=4\nwait 0.8")
        #expect(s.content.foreground === clock)
        #expect(s.pixel(240, 200) == ClockApp.color)
    }

    @Test("A suspended app gets no frames, no timers and no touches, and picks up where it was on resume")
    func suspension() throws {
        let s = try MultiAppScreen()
        let mailIcon = s.iconCentre(0), clockIcon = s.iconCentre(1)
        try s.play("tap \(mailIcon.x),\(mailIcon.y)\nwait 1")
        let mail = s.content.apps[0]
        var ticks = 0
        func tick() {
            ticks += 1
            s.record("Mail").marker.background = .color(.fixed(ticks % 2 == 0 ? .white : .black))
            mail.instance.context.schedule(after: 0.5) { tick() }
        }
        mail.instance.context.schedule(after: 0.5) { tick() }
        s.idle(1.2)
        #expect(ticks == 2)
        try s.play(s.toHome + "tap \(clockIcon.x),\(clockIcon.y)\nwait 1")
        #expect(mail.state == .suspended)
        let frames = mail.framesDrawn, ticksThen = ticks, wakeUps = s.session.clock.wakeUpCount
        // Mail's button lies under this point; Clock, in front, has its own button there.
        try s.play("tap 100,62\nwait 0.3")
        #expect(s.record("Mail").taps == 0)
        #expect(s.record("Clock").taps == 1)
        s.record("Mail").bar.background = .color(.fixed(.black))
        s.idle(5)
        #expect(ticks == ticksThen)
        #expect(mail.framesDrawn == frames)
        // Idle with Mail suspended: the tap's wake-ups and the one that ends the idle, no ticks.
        #expect(s.session.clock.wakeUpCount - wakeUps < 40)
        try s.play("swipe 60,160 400,160 fingers=4\nwait 0.8")
        #expect(s.content.foreground === mail)
        #expect(mail.framesDrawn > frames)
        s.idle(1.0)
        #expect(ticks >= ticksThen + 2)
        #expect(s.record("Mail").screensMade == 1)
    }

    @Test("A suspended app's change draws nothing until its resume, then shows")
    func frameRequestWaits() throws {
        let s = try MultiAppScreen()
        try s.launchMailThenClock()
        let mail = s.content.apps[0]
        let frames = mail.framesDrawn
        s.record("Mail").marker.background = .color(.fixed(.black))
        #expect(!s.session.host.needsFrame)
        s.idle(1)
        #expect(mail.framesDrawn == frames)
        #expect(s.pixel(5, 5) == .white)
        try s.play("swipe 60,160 400,160 fingers=4\nwait 0.8")
        #expect(s.content.foreground === mail)
        #expect(s.pixel(5, 5) == .black)
    }

    @Test("Badges: a red oval with the number at the icon's top trailing corner, none for nil or 0")
    func badges() throws {
        for (direction, name) in [(LayoutDirection.leftToRight, "ltr"), (.rightToLeft, "rtl")] {
            let s = try MultiAppScreen(size: PixelSize(width: 960, height: 640), scale: 2, direction: direction,
                                   badges: [3, 12, nil, 1250])
            s.session.run()
            let icons = s.content.homeScreen.icons
            #expect(icons[0].badge.value == "3" && !icons[0].badge.isHidden)
            #expect(icons[3].badge.value == "1250")
            #expect(icons[2].badge.isHidden)
            let icon = icons[0].iconRect, badge = icons[0].badge.frame
            #expect(badge.minY < icon.minY)
            if direction == .leftToRight {
                #expect(badge.maxX > icon.maxX && badge.minX > icon.midX)
            } else {
                #expect(badge.minX < icon.minX && badge.maxX < icon.midX)
            }
            try expectGolden(s.session.display.frame, "MultiApp/home-badges-\(name)@2x",
                             tolerance: .perChannel(2, maxDifferingPixels: 40))
            // Keeping the badge current (HIG §1.7): 0 hides it.
            s.content.apps[0].badge = 0
            s.session.run()
            #expect(icons[0].badge.isHidden)
        }
    }

    @Test("iOS 7+ home icons at 2×: a 60 pt squircle (120 px) with no shadow or shine, a 24 pt badge, a 12 pt name")
    func flatIcons() throws {
        let s = try MultiAppScreen(size: PixelSize(width: 960, height: 640), scale: 2, badges: [3])
        s.session.run()
        let view = s.content.homeScreen.icons[2]   // Settings: flat grey artwork, no badge
        let icon = view.iconRect
        let origin = view.convert(Point(x: icon.minX, y: icon.minY), to: nil)
        let (x0, y0) = (Int(origin.x * 2), Int(origin.y * 2))
        let side = Int(icon.width * 2)
        #expect(side == 120, "the icon is \(side) px at 2× (iOS 7+: 60 pt)")
        let wallpaper = { (y: Int) in s.pixel(x0 - 30, y) }
        // The artwork's own colour, in its top and bottom quarters: no shine brightens the top.
        let top = s.pixel(x0 + 18, y0 + 14), bottom = s.pixel(x0 + 18, y0 + side - 14)
        #expect(abs(top.red - bottom.red) < 0.04 && abs(top.green - bottom.green) < 0.04,
                "the icon's top \(top) and bottom \(bottom) differ: a shine")
        // No shadow: 2 pt under the icon's middle the wallpaper shows unchanged.
        let under = s.pixel(x0 + side / 2, y0 + side + 4)
        #expect(under.isClose(to: wallpaper(y0 + side + 4)), "a shadow under the icon: \(under)")
        // Continuous corners: 13.5 pt of rounding, so the very corner shows the wallpaper and
        // 4 pt in along the diagonal is still outside the curve.
        #expect(s.pixel(x0 + 1, y0 + 1).isClose(to: wallpaper(y0 + 1)))
        #expect(s.pixel(x0 + 4, y0 + 4).isClose(to: wallpaper(y0 + 4)))
        #expect(!s.pixel(x0 + 12, y0 + 12).isClose(to: wallpaper(y0 + 12)))
        // The badge: a 24 pt red circle (48 px at 2×).
        let badge = s.content.homeScreen.icons[0].badge
        let badgeFrame = badge.convert(Point(x: 0, y: 0), to: nil)
        let bx = Int((badgeFrame.x + badge.bounds.width / 2) * 2)
        let red = Color(hex: 0xFF3B30)
        let rows = (0..<200).filter { y in
            let c = s.pixel(bx, y)
            return abs(c.red - red.red) < 0.05 && abs(c.green - red.green) < 0.05 && abs(c.blue - red.blue) < 0.05
        }
        let height = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        #expect(abs(height - 48) <= 2, "the badge is \(height) px tall at 2× (iOS 7+: 24 pt)")
        #expect(badge.label.font?.pointSize == 16)
        #expect(view.label.font?.pointSize == 12)
    }

    @Test("The four-finger swipe up shows a card per running app; tapping a card brings that app back")
    func switcher() throws {
        let s = try MultiAppScreen()
        try s.launchMailThenClock()
        try s.play("swipe 240,300 240,100 fingers=4\nwait 0.6")
        #expect(s.content.isShowingSwitcher)
        let cards = try #require(s.content.switcher?.cards)
        #expect(cards.map(\.app.displayName) == ["Clock", "Mail"])
        #expect(s.content.apps[1].state == .suspended)
        try expectGolden(s.session.display.frame, "MultiApp/switcher", tolerance: .perChannel(2, maxDifferingPixels: 40))
        // The Mail card lies to the trailing side of the centred Clock card.
        let frame = cards[1].frame
        try s.play("tap \(min(470, frame.midX)),\(frame.midY)\nwait 1")
        #expect(!s.content.isShowingSwitcher)
        #expect(s.content.foreground === s.content.apps[0])
        #expect(s.pixel(240, 200) == MailApp.color)
    }

    @Test("The switcher's cards scroll sideways, so the card of the app used longest ago is reached and opened")
    func switcherScrolls() throws {
        let s = try MultiAppScreen()
        try s.launchAll()
        try s.play("swipe 240,300 240,100 fingers=4\nwait 0.6")
        let view = try #require(s.content.switcher)
        #expect(view.cards.map(\.app.displayName) == ["Contacts", "Settings", "Clock", "Mail"])
        // Mail's card starts past the trailing edge of the 480-point screen.
        let mailCard = view.cards[3]
        #expect(view.windowFrame(of: mailCard).minX >= 480)
        try s.play("drag 440,180 40,180 duration=0.3\nwait 1\ndrag 440,180 40,180 duration=0.3\nwait 1\n"
                   + "drag 440,180 40,180 duration=0.3\nwait 2")
        // At the end of the row, the rubber band settled: Mail's card is centred, on screen.
        let frame = view.windowFrame(of: mailCard)
        #expect(frame.minX >= 0 && frame.maxX <= 480)
        #expect(abs(frame.midX - 240) < 1)
        try s.play("tap \(frame.midX),\(frame.midY)\nwait 1")
        #expect(s.content.foreground === s.content.apps[0])
        #expect(s.pixel(240, 200) == MailApp.color)
    }

    @Test("Swiping a card up closes its app: it terminates with its state saved, and launches fresh from its icon")
    func switcherClosesApp() throws {
        let s = try MultiAppScreen()
        try s.launchMailThenClock()
        let (mail, clock) = (s.content.apps[0], s.content.apps[1])
        try s.play("swipe 240,300 240,100 fingers=4\nwait 0.6")
        let view = try #require(s.content.switcher)
        let clockCard = try #require(view.card(of: clock))
        let before = view.windowFrame(of: view.cards[1]).minX
        // A short drag up lets the card settle back: nothing closes.
        try s.play("drag 240,200 240,180 duration=0.2\nwait 0.6")
        #expect(clock.state == .suspended)
        #expect(clockCard.transform == .identity)
        // Dragged up past a quarter of its height, the Clock card flies off and Clock ends.
        try s.play("drag 240,200 240,40 duration=0.2\nwait 0.8")
        #expect(s.record("Clock").events == ["launch", "suspend", "terminate"])
        #expect(clock.state == .notRunning)
        #expect(view.cards.map(\.app.displayName) == ["Mail"])
        // Mail's card moved into the gap: centred where Clock's was.
        let mailFrame = view.windowFrame(of: view.cards[0])
        #expect(mailFrame.minX < before)
        #expect(abs(mailFrame.midX - 240) < 1)
        #expect(mail.state == .suspended)
        // Opened again from its icon, Clock is a fresh launch (a new view tree).
        try s.play("tap 240,20\nwait 0.6")
        #expect(!s.content.isShowingSwitcher)
        let icon = s.iconCentre(1)
        try s.play("tap \(icon.x),\(icon.y)\nwait 1")
        #expect(s.content.foreground === clock)
        #expect(clock.instance.phase == .active)
        #expect(s.record("Clock").screensMade == 2)
        #expect(s.record("Clock").events == ["launch", "suspend", "terminate", "launch"])
        #expect(s.pixel(240, 200) == ClockApp.color)
    }

    @Test("Closing the last card in the switcher goes back to the home screen")
    func switcherClosesLastApp() throws {
        let s = try MultiAppScreen()
        let mail = s.iconCentre(0)
        try s.play("tap \(mail.x),\(mail.y)\nwait 1\nswipe 240,300 240,100 fingers=4\nwait 0.6")
        #expect(s.content.switcher?.cards.count == 1)
        try s.play("drag 240,200 240,40 duration=0.1\nwait 1")
        #expect(!s.content.isShowingSwitcher)
        #expect(s.content.foreground == nil)
        #expect(s.content.apps[0].state == .notRunning)
        #expect(s.record("Mail").events == ["launch", "suspend", "terminate"])
    }

    @Test("A kiosk board profile locks the runtime to its first app: no home screen, no switcher, no switching")
    func kiosk() throws {
        let board = try BoardProfile(parsing: "single-app = on")
        let s = try MultiAppScreen(locked: board.isSingleApp)
        s.session.run()
        let mail = s.content.apps[0]
        #expect(s.content.foreground === mail)
        #expect(s.pixel(240, 200) == MailApp.color)
        #expect(!s.content.systemGestures.allowsAppSwitching)
        try s.play("swipe 240,300 240,100 fingers=4\nwait 0.6\nswipe 400,160 60,160 fingers=4\nwait 0.6")
        #expect(!s.content.isShowingSwitcher)
        #expect(s.content.foreground === mail)
        #expect(s.content.apps[1].state == .notRunning)
        #expect(s.record("Mail").events == ["launch"])
        // The app still gets its own touches.
        try s.play("tap 100,62\nwait 0.3")
        #expect(s.record("Mail").taps == 1)
    }
}
