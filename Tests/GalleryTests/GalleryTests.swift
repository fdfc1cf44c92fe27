import Glibc
import Scanout
import Runtime
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery app on a 1280 × 800 pt screen at scale 1, shown on the runtime's host (a
/// ``SceneHarness``: its input router's arbiter, the app's focus system on it), as a display
/// session wires them.
@MainActor
struct GalleryFixture {
    let app: GalleryApp
    let scene: SceneHarness
    var arbiter: GestureArbiter { scene.arbiter }
    /// The frame the host shows.
    var frame: Bitmap { scene.bitmap }

    init(screen: GalleryScreen = .buttons, language: GalleryLanguage = .english, colorScheme: ColorScheme = .light)
        throws {
        app = GalleryApp(screen: screen, language: language, colorScheme: colorScheme,
                         pixelSize: PixelSize(width: 1280, height: 800), scale: 1)
        app.owner.environment.fonts = try TestFonts.system()
        scene = try SceneHarness(showing: app.owner)
        app.focus.attach(to: scene.arbiter)
        render()
    }

    /// Runs the host's frames until nothing is marked or animating.
    func render() { scene.settle() }

    /// The node called `name` in the current tree.
    func node(_ name: String) -> Node? {
        func find(_ node: Node) -> Node? {
            if node.name == name { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(app.root)
    }

    /// The screen point at the centre of the node called `name`, as the script's `X,Y`.
    func centre(of name: String) throws -> String {
        let found = try #require(self.node(name), "no node named \(name)")
        let p = found.convert(Point(x: found.bounds.width / 2, y: found.bounds.height / 2), to: nil)
        return "\(p.x),\(p.y)"
    }

    /// The screen point at the centre of `node`, as the script's `X,Y`.
    func centre(of node: Node) -> String {
        let p = node.convert(Point(x: node.bounds.width / 2, y: node.bounds.height / 2), to: nil)
        return "\(p.x),\(p.y)"
    }

    /// Plays a touch script on the host, its events at their times with the frames between
    /// them, then renders until settled.
    func play(_ text: String) throws {
        try scene.play(text)
        render()
    }

    /// Taps the middle of row `row` of `table`'s first section (it must be on screen), half a
    /// second after the last touch so that it is not a double tap, then renders.
    func tap(row: Int, of table: TableView) throws {
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0)), "row \(row) on screen")
        try play("wait 0.5\ntap \(centre(of: cell))")
    }

    /// Scrolls the screen's sections so that `node`'s top is 60 pt below the screen's top (below
    /// the collapsed navigation bar), and renders.
    func scrollIntoView(_ node: Node) {
        app.scroll.contentOffset.y += node.convert(Point(x: 0, y: 0), to: nil).y - 60
        render()
        #expect(abs(node.convert(Point(x: 0, y: 0), to: nil).y - 60) < 1e-9, "\(node.name) is in view")
    }

    /// The navigation screen in `language`, scrolled so that its phone named `name` (a `Phone`)
    /// is in view.
    static func navigationPhone<Phone: Node>(
        _ name: String, as _: Phone.Type, language: GalleryLanguage
    ) throws -> (GalleryFixture, Phone) {
        let f = try GalleryFixture(screen: .navigation, language: language)
        let phone = try #require(f.node(name) as? Phone)
        f.scrollIntoView(phone)
        return (f, phone)
    }
}

@MainActor
@Suite("Gallery app")
struct GalleryTests {
    /// The fonts every scene here sets its text with.
    let fonts: FontSystem

    init() throws { fonts = try TestFonts.system() }

    @Test("Every string is translated into Arabic, Hebrew and Japanese")
    func translations() {
        let sameEverywhere: Set<GalleryText> = [.wifi]
        for language in GalleryLanguage.allCases {
            for key in GalleryText.allCases {
                let text = key.localized(language)
                #expect(!text.isEmpty, "\(key) in \(language)")
                if language != .english, !sameEverywhere.contains(key), !(language == .japanese && key == .bluetooth) {
                    #expect(text != key.localized(.english), "\(key) is not translated into \(language)")
                }
            }
        }
    }

    @Test("Language tags: region suffixes and case are ignored, unknown tags refused")
    func languageTags() {
        #expect(GalleryLanguage(tag: "ar-EG") == .arabic)
        #expect(GalleryLanguage(tag: "HE") == .hebrew)
        #expect(GalleryLanguage(tag: "ja_JP") == .japanese)
        #expect(GalleryLanguage(tag: "fr") == nil)
        #expect(GalleryLanguage.arabic.layoutDirection == .rightToLeft)
        #expect(GalleryLanguage.japanese.layoutDirection == .leftToRight)
    }

    @Test("No gallery screen breaks a HIG rule the lint checks", arguments: GalleryScreen.allCases)
    func lintClean(screen: GalleryScreen) throws {
        for language in [GalleryLanguage.english, .arabic] {
            let fixture = try GalleryFixture(screen: screen, language: language)
            #expect(HIGLint.check(fixture.app.root).isEmpty, "\(screen) in \(language)")
        }
    }

    @Test("The focused sample's ring, hidden by a touch, stays hidden when the screen is laid out again (rotation)")
    func focusRingStaysHiddenOnResize() throws {
        let f = try GalleryFixture(screen: .buttons)
        let sample = try #require(f.app.focus.focused as? ControlNode)
        #expect(sample.showsFocusRing, "shown as after keyboard navigation")
        try f.play("tap 1000,650")  // a touch beside the controls hides the ring; focus stays
        #expect(f.app.focus.focused != nil)
        #expect(!f.app.focus.isFocusVisible)
        f.app.screenDidResize()
        f.render()
        let relaidOut = try #require(f.app.focus.focused as? ControlNode)
        #expect(!relaidOut.showsFocusRing, "a relayout does not bring the ring back")
        f.app.show(.buttons)
        f.render()
        let shownAgain = try #require(f.app.focus.focused as? ControlNode)
        #expect(shownAgain.showsFocusRing, "showing the screen anew shows the sample's ring")
    }

    @Test("A tap on the switcher shows another screen, in LTR and RTL")
    func switchScreens() throws {
        for language in [GalleryLanguage.english, .hebrew] {
            let fixture = try GalleryFixture(language: language)
            try fixture.play("tap \(try fixture.centre(of: "screen toggles"))")
            #expect(fixture.app.screen == .toggles)
            #expect(fixture.node("switch wifi") != nil)
            try fixture.play("wait 0.5\ntap \(try fixture.centre(of: "screen toolbars"))")
            #expect(fixture.app.screen == .toolbars)
        }
    }

    @Test("Return triggers the primary button, Escape the cancel button")
    func keys() throws {
        let fixture = try GalleryFixture()
        try fixture.play("key Return")
        #expect(fixture.app.events == ["button save filled medium tapped"])
        try fixture.play("key Escape")
        #expect(fixture.app.events.last == "button cancel gray medium tapped")
    }

    @Test("The event history keeps the newest 256 events, so a gallery left running does not grow with every touch")
    func eventHistoryBounded() throws {
        let fixture = try GalleryFixture()
        let seen = EventCount()
        fixture.app.onEvent = { _ in seen.count += 1 }
        for index in 0..<(GalleryApp.eventHistoryLimit + 100) { fixture.app.record("event \(index)") }
        try fixture.play("key Return")
        #expect(fixture.app.events.count == GalleryApp.eventHistoryLimit)
        #expect(fixture.app.events.first == "event 101")
        #expect(fixture.app.events.last == "button save filled medium tapped")
        #expect(seen.count == GalleryApp.eventHistoryLimit + 101)  // every event still reaches onEvent
    }

    @MainActor private final class EventCount { var count = 0 }

    @Test("A tap on a switch toggles it; a tap on the mixed parent checkbox turns every child on")
    func toggles() throws {
        let fixture = try GalleryFixture(screen: .toggles, language: .arabic)
        try fixture.play("tap \(try fixture.centre(of: "switch bluetooth"))")
        #expect(fixture.app.events.contains("switch bluetooth on"))
        let parent = try #require(fixture.node("checkbox selectAll") as? Checkbox)
        #expect(parent.state == .mixed)
        try fixture.play("wait 0.5\ntap \(try fixture.centre(of: "checkbox selectAll"))")
        #expect(parent.state == .on)
        for child in ["photos", "music", "documents"] {
            #expect((fixture.node("checkbox \(child)") as? Checkbox)?.state == .on)
        }
    }

    @Test("Toolbars: the two-state item flips its label, the narrow bar's More item opens the overflow menu")
    func toolbars() throws {
        let fixture = try GalleryFixture(screen: .toolbars, language: .japanese)
        let follow = try #require(fixture.node("toolbar item follow") as? ToolbarItem)
        #expect(follow.isOn && follow.title == GalleryText.following.localized(.japanese))
        try fixture.play("tap \(try fixture.centre(of: "toolbar item follow"))")
        #expect(!follow.isOn && follow.title == GalleryText.follow.localized(.japanese))
        #expect(fixture.app.events.last == "toolbar item follow off")

        let narrow = try #require(fixture.node("overflow toolbar") as? Toolbar)
        #expect(narrow.overflowItems.count >= 3)
        #expect(narrow.overflowMenu == nil)
        try fixture.play("wait 0.5\ntap \(fixture.centre(of: narrow.overflowItem))")
        #expect(narrow.overflowMenu != nil)
    }

    @Test("Media transport keeps its order in right-to-left languages")
    func mediaGroupOptsOut() throws {
        let fixture = try GalleryFixture(screen: .toolbars, language: .arabic)
        let rewind = try #require(fixture.node("toolbar item styles symbol"))
        let forward = try #require(fixture.node("toolbar item large symbol"))
        #expect(rewind.convert(.zero, to: nil).x < forward.convert(.zero, to: nil).x)
        let reply = try #require(fixture.node("toolbar item reply symbol"))
        let delete = try #require(fixture.node("toolbar item delete symbol"))
        #expect(delete.convert(.zero, to: nil).x > reply.convert(.zero, to: nil).x)  // the bar itself mirrors
        let group = try #require(fixture.node("media group") as? ToolbarItemGroup)
        #expect(group.isPlaybackControls)
    }

    @Test("Screen titles are Large Title in bold (34 pt), as iOS settings screens draw them")
    func boldLargeTitle() throws {
        let fixture = try GalleryFixture()
        let title = try #require(fixture.app.title)
        #expect(title.font?.weight == .bold)
        #expect(title.font?.pointSize == 34)
        // The bold title's strokes are heavier than the regular large title's: more ink.
        func ink(_ node: TextNode) -> Int {
            let p = node.paragraph(width: nil)
            guard let p else { return 0 }
            let bitmap = Bitmap(width: Int(p.size.width) + 4, height: Int(p.size.height) + 4)
            bitmap.fill(bitmap.bounds, color: .white)
            p.draw(in: bitmap, at: Point(x: 2, y: 2), scale: 1, color: .black)
            var sum = 0
            for y in 0..<bitmap.size.height { for x in 0..<bitmap.size.width { sum += 255 - Int(bitmap[x, y] & 0xFF) } }
            return sum
        }
        let regular = TextNode(title.text, style: .largeTitle)
        fixture.app.root.addChild(regular)
        #expect(ink(title) > ink(regular) * 11 / 10)
    }

    @Test("The overflow sample's bar fills its phone-width card; bars alone in a card draw no hairline on its edge")
    func overflowCard() throws {
        for language in [GalleryLanguage.english, .arabic] {
            let fixture = try GalleryFixture(screen: .toolbars, language: language)
            let narrow = try #require(fixture.node("overflow toolbar") as? Toolbar)
            let card = try #require(narrow.parent)
            #expect(narrow.frame.width == card.bounds.width)
            #expect(card.bounds.width == GalleryToolbarsScreen.narrowBarWidth)
            #expect(!narrow.overflowItems.isEmpty)
            #expect(!narrow.showsSeparator)
            // More sits at the bar's trailing edge.
            let more = narrow.overflowItem.frame
            if language == .english { #expect(more.maxX > narrow.bounds.width - 16) } else { #expect(more.minX < 16) }
            let material = try #require(fixture.node("material toolbar") as? Toolbar)
            #expect(material.showsSeparator)
        }
    }

    @Test("The toolbars screen's scrolled rows move under a finger; the bar over them is the material until their end")
    func toolbarRowsScrollByFinger() throws {
        let fixture = try GalleryKeyboardFixture(screen: .toolbars)
        let scroll = try #require(fixture.node("scrolled content") as? ScrollView)
        let bar = try #require(fixture.node("material toolbar") as? Toolbar)
        fixture.app.scroll.scroll(to: scroll, position: .center, animated: false)
        fixture.settle()
        #expect(scroll.contentOffset.y == 36, "it starts a row down, rows beneath the bar")
        #expect(bar.isContentBeneath)
        let top = scroll.convert(Point(x: scroll.bounds.midX, y: 10), to: nil)
        try fixture.play("drag \(top.x),\(top.y + 70) \(top.x),\(top.y) duration=0.5\nwait 2")
        #expect(scroll.contentOffset.y == scroll.maximumContentOffset.y, "dragged to the end of the rows")
        #expect(!bar.isContentBeneath, "nothing left beneath the bar: opaque")
        try fixture.play("drag \(top.x),\(top.y) \(top.x),\(top.y + 80) duration=0.5\nwait 2")
        #expect(scroll.contentOffset.y == 0, "dragged back to the first row")
        #expect(bar.isContentBeneath)
    }

    @Test("The title sits at the leading edge: left in English, right in Arabic")
    func titleMirrors() throws {
        func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int>? {
            // The large title's band, below the bar's 44 pt row; the grouped background is
            // uniform there.
            let background = bitmap[0, 50]
            var columns: [Int] = []
            for x in 0..<bitmap.size.width {
                for y in 48..<96 where bitmap[x, y] != background {
                    columns.append(x)
                    break
                }
            }
            guard let first = columns.first, let last = columns.last else { return nil }
            return first...last
        }
        let english = try GalleryFixture(language: .english)
        let arabic = try GalleryFixture(language: .arabic)
        let leading = inkColumns(english.frame)
        let trailing = inkColumns(arabic.frame)
        #expect(leading.map { $0.lowerBound < 40 && $0.upperBound < 640 } == true)
        #expect(trailing.map { $0.upperBound > 1240 && $0.lowerBound > 640 } == true)
    }

    @Test("A screenshot with a touch script shows what the script did: a tap on the switcher gives the toolbars screen")
    func scriptedScreenshot() throws {
        let size = PixelSize(width: 1280, height: 800)
        let fixture = try GalleryFixture()
        let script = try TouchScript("wait 0.2\ntap \(try fixture.centre(of: "screen toolbars"))\nwait 0.5")
        let scripted = try ScreenshotMode.renderGallery(screen: .buttons, language: .english, colorScheme: .light,
                                                    pixelSize: size, scale: 1, script: script, fonts: fonts)
        let toolbars = try ScreenshotMode.renderGallery(screen: .toolbars, language: .english, colorScheme: .light,
                                                    pixelSize: size, scale: 1, fonts: fonts)
        let buttons = try ScreenshotMode.renderGallery(screen: .buttons, language: .english, colorScheme: .light,
                                                   pixelSize: size, scale: 1, fonts: fonts)
        var differing = 0, differingFromButtons = 0
        for y in 0..<size.height {
            for x in 0..<size.width {
                if scripted[x, y] != toolbars[x, y] { differing += 1 }
                if scripted[x, y] != buttons[x, y] { differingFromButtons += 1 }
            }
        }
        #expect(differing == 0)
        #expect(differingFromButtons > 10_000)
    }

    @Test("Screenshots: one PNG per screen, language and appearance, named for each")
    func screenshots() throws {
        let folder = "/tmp/scanout-gallery-test-\(getpid())"
        let paths = try ScreenshotMode.writeGallery(screens: [.toggles], languages: [.english, .japanese],
                                                    colorSchemes: [.light, .dark], size: Size(width: 640, height: 400),
                                                    scale: 2, fonts: fonts, to: folder)
        let names: [String] = paths.map { path -> String in path.split(separator: "/").last.map(String.init) ?? "" }
        let expected: [String] = [
            "gallery-toggles-en-light.png", "gallery-toggles-en-dark.png",
            "gallery-toggles-ja-light.png", "gallery-toggles-ja-dark.png",
        ]
        #expect(names == expected)
        for path in paths {
            let image = try Bitmap.readPNG(from: path)
            #expect(image.size == PixelSize(width: 1280, height: 800))
        }
    }
}
