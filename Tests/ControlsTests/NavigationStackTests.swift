import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Navigation stack")
struct NavigationStackTests {
    /// A 390 × 600 scene holding one stack.
    func scene(_ root: NavigationPage, width: Double = 390, height: Double = 600,
               direction: LayoutDirection = .leftToRight) throws -> (SceneHarness, NavigationStack) {
        let f = try SceneHarness(width: width, height: height, direction: direction)
        let stack = NavigationStack(root: root)
        f.place(stack, at: Rect(x: 0, y: 0, width: width, height: height))
        f.settleAnimations()
        return (f, stack)
    }

    func centre(_ node: Node) -> Point { node.convert(node.bounds.center, to: nil) }

    @Test("A push slides the new page in from the trailing edge over the old one, which moves a third of the way and darkens; it ends on top")
    func pushAnimates() throws {
        let settings = NavigationFixtures.listPage("Settings")
        let (f, stack) = try scene(settings)
        let general = NavigationFixtures.listPage("General")
        stack.push(general)
        #expect(stack.isTransitioning)
        // Half-way through 0.35 s: the new page is part-way in, the old one part-way out.
        for _ in 0..<10 { f.frame() }
        let inX = general.transform.tx, outX = settings.transform.tx
        #expect(inX > 0 && inX < 390)
        #expect(outX < 0 && outX > -390 * ControlMetrics.navigationParallaxFraction - 0.5)
        #expect(settings.parent === stack && general.parent === stack)
        f.settleAnimations()
        #expect(!stack.isTransitioning)
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings", "General"])
        #expect(general.transform == .identity)
        #expect(settings.parent == nil, "the page beneath leaves the tree once covered")
        #expect(stack.navigationBar.titleNode?.text == "General")
        #expect(stack.navigationBar.backButtonShownTitle == "Settings")
    }

    @Test("A settled stack asks for no more frames (an idle screen costs nothing)")
    func idle() throws {
        let root = NavigationFixtures.listPage("Settings")
        let (f, stack) = try scene(root)
        stack.prefersLargeTitles = true
        stack.push(NavigationFixtures.listPage("General"))
        let frames = f.settle()
        #expect(frames < 40)
        #expect(!f.owner.needsFrame)
    }

    @Test("The back button pops with the reverse slide; the root has no back button")
    func backButtonPops() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        #expect(stack.navigationBar.backButton == nil)
        stack.push(NavigationFixtures.listPage("General"))
        f.settleAnimations()
        let back = try #require(stack.navigationBar.backButton)
        let p = centre(back)
        try f.play("tap \(p.x),\(p.y)")
        #expect(stack.pages.count == 1)
        #expect(stack.topPage.navigationItem.title == "Settings")
        #expect(stack.navigationBar.titleNode?.text == "Settings")
        #expect(stack.navigationBar.backButton == nil)
    }

    @Test("The back title falls back to “Back” when the previous title does not fit, and to the chevron alone")
    func backTitleFallsBack() throws {
        let (f, stack) = try scene(NavigationFixtures.plainPage("Privacy and Security Settings for This Device"))
        stack.push(NavigationFixtures.plainPage("Location"), animated: false)
        f.settleAnimations()
        #expect(stack.navigationBar.backButtonShownTitle == "Back")
        #expect(stack.navigationBar.backButton?.titleMode == .generic)
        // A short previous title is shown as it is.
        let (g, short) = try scene(NavigationFixtures.plainPage("Settings"))
        short.push(NavigationFixtures.plainPage("Location"), animated: false)
        g.settleAnimations()
        #expect(short.navigationBar.backButtonShownTitle == "Settings")
        // A very long current title leaves room for the chevron only.
        let (h, narrow) = try scene(NavigationFixtures.plainPage("Settings"), width: 240)
        narrow.push(NavigationFixtures.plainPage("A Remarkably Long Title That Truncates"), animated: false)
        h.settleAnimations()
        #expect(narrow.navigationBar.backButton?.titleMode == .chevronOnly)
        let title = try #require(narrow.navigationBar.titleNode)
        let back = try #require(narrow.navigationBar.backButton)
        #expect(title.frame.minX >= back.frame.maxX, "the truncated title never overlaps the back button")
        #expect(title.frame.maxX <= 240)
        // In Japanese the fallback is 戻る.
        #expect(NavigationBar.genericBackTitle(locale: .japanese) == "戻る")
    }

    @Test("The title is centred in the bar when it fits")
    func titleCentred() throws {
        let root = NavigationFixtures.plainPage("Mail")
        root.navigationItem.leadingItems = [BarButtonItem(system: .edit)]
        root.navigationItem.trailingItems = [BarButtonItem(system: .compose)]
        let (_, stack) = try scene(root)
        let title = try #require(stack.navigationBar.titleNode)
        #expect(abs(title.frame.midX - 195) <= 1)
        let edit = root.navigationItem.leadingItems[0], compose = root.navigationItem.trailingItems[0]
        // The 16 pt margin is measured to the content; the frame reaches over it by the padding.
        #expect(edit.frame.minX == ControlMetrics.navigationBarMargin - ControlMetrics.barItemPadding)
        #expect(compose.frame.maxX == 390 - ControlMetrics.navigationBarMargin + ControlMetrics.barItemPadding)
        #expect(edit.effectiveStyle == .bordered)
    }

    @Test("A plain item placed in a navigation bar is drawn bordered (HIG §1.2)")
    func plainItemsBecomeBordered() throws {
        let root = NavigationFixtures.plainPage("Notes")
        let item = BarButtonItem(title: "Sort", style: .plain)
        #expect(item.effectiveStyle == .plain)
        root.navigationItem.trailingItems = [item]
        _ = try scene(root)
        #expect(item.effectiveStyle == .bordered)
    }

    @Test("In right-to-left layouts the back button sits on the right and its chevron is mirrored")
    func rightToLeft() throws {
        let (f, stack) = try scene(NavigationFixtures.plainPage("הגדרות"), direction: .rightToLeft)
        stack.push(NavigationFixtures.plainPage("כללי"), animated: false)
        f.settleAnimations()
        let back = try #require(stack.navigationBar.backButton)
        #expect(back.frame.maxX == 390 - ControlMetrics.backButtonMargin + BackButton.chevronInset)
        #expect(back.chevron.symbol?.mirrorsInRightToLeft == true)
        #expect(back.chevron.frame.midX > back.titleNode.frame.maxX, "the chevron is on the title's right")
    }

    @Test("The bar is 44 pt in portrait and 32 pt on a landscape phone screen, where titles are never large")
    func landscapeHeight() throws {
        let root = NavigationFixtures.listPage("Settings")
        let (_, portrait) = try scene(root)
        #expect(portrait.navigationBar.frame.height == ControlMetrics.navigationBarHeight)
        let (_, landscape) = try scene(NavigationFixtures.listPage("Settings"), width: 844, height: 390)
        #expect(landscape.navigationBar.frame.height == ControlMetrics.navigationBarCompactHeight)
        landscape.prefersLargeTitles = true
        let (g, largeLandscape) = try scene(NavigationFixtures.listPage("Settings"), width: 844, height: 390)
        largeLandscape.prefersLargeTitles = true
        g.settleAnimations()
        #expect(largeLandscape.navigationBar.frame.height == ControlMetrics.navigationBarCompactHeight)
        // A large panel in landscape keeps the regular bar.
        let (_, panel) = try scene(NavigationFixtures.listPage("Settings"), width: 1280, height: 800)
        #expect(panel.navigationBar.frame.height == ControlMetrics.navigationBarHeight)
    }

    @Test("A prompt adds a 30 pt line above the bar row")
    func prompt() throws {
        let root = NavigationFixtures.plainPage("Photos")
        root.navigationItem.prompt = "Choose a photo to share"
        let (_, stack) = try scene(root)
        #expect(stack.navigationBar.frame.height == ControlMetrics.navigationBarHeight + ControlMetrics.navigationPromptHeight)
        let prompt = try #require(stack.navigationBar.promptNode)
        #expect(!prompt.isHidden && prompt.text == "Choose a photo to share")
        #expect(prompt.frame.maxY <= ControlMetrics.navigationPromptHeight + 1)
    }

    @Test("A large title (34 pt bold) collapses into the bar as the content scrolls, and the inline title appears")
    func largeTitleCollapses() throws {
        let root = NavigationFixtures.listPage("Contacts", rows: 30)
        let (f, stack) = try scene(root)
        stack.prefersLargeTitles = true
        f.settleAnimations()
        let full = ControlMetrics.navigationBarHeight + ControlMetrics.largeTitleAreaHeight
        #expect(stack.navigationBar.frame.height == full)
        let large = try #require(stack.navigationBar.largeTitleNode)
        #expect(large.font == Font(pointSize: 34, weight: .bold))
        #expect(stack.navigationBar.titleNode?.opacity == 0)
        let scroll = try #require(root.scrollView)
        #expect(scroll.contentInset.top == full, "the content starts below the expanded bar")
        #expect(scroll.contentOffset.y == -full)
        scroll.contentOffset = Point(x: 0, y: -full + 20)
        f.settleAnimations()
        #expect(stack.navigationBar.frame.height == full - 20)
        #expect(!stack.navigationBar.isContentBeneath)
        scroll.contentOffset = Point(x: 0, y: -full + 200)
        f.settleAnimations()
        #expect(stack.navigationBar.frame.height == ControlMetrics.navigationBarHeight)
        #expect(stack.navigationBar.titleNode?.opacity == 1)
        #expect(stack.navigationBar.isContentBeneath, "content scrolled under the bar: the material")
    }

    @Test("An edge swipe from the leading edge follows the finger and completes when lifted past half the width")
    func edgeSwipeCompletes() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        let general = NavigationFixtures.listPage("General")
        stack.push(general)
        f.settleAnimations()
        let script = try TouchScript("""
        down 1 5,300
        wait 0.05
        move 1 40,300
        wait 0.05
        move 1 120,300
        wait 0.05
        move 1 250,300
        wait 0.1
        move 1 250,300
        wait 0.1
        move 1 250,300
        up 1
        """)
        let start = f.arbiter.now + 1
        for event in script.events {
            let shifted = event.shifted(by: start)
            if case .touch(let touch) = event, touch.changedTouches.contains(where: { $0.phase == .ended }) {
                f.settleAnimations()
                #expect(stack.isTransitioning)
                #expect(abs(general.transform.tx - 245) < 1, "the page follows the finger")
                #expect(stack.navigationBar.backButton != nil)
            }
            f.arbiter.handle(shifted)
        }
        f.settleAnimations()
        #expect(!stack.isTransitioning)
        #expect(stack.pages.count == 1 && stack.topPage.navigationItem.title == "Settings")
        #expect(general.parent == nil)
    }

    @Test("An edge swipe lifted before half the width slides the page back")
    func edgeSwipeCancels() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        let general = NavigationFixtures.listPage("General")
        stack.push(general)
        f.settleAnimations()
        try f.play("""
        down 1 5,300
        wait 0.05
        move 1 60,300
        wait 0.05
        move 1 150,300
        wait 0.1
        move 1 150,300
        wait 0.1
        move 1 150,300
        up 1
        """)
        #expect(!stack.isTransitioning)
        #expect(stack.pages.count == 2 && stack.topPage === general)
        #expect(general.transform == .identity)
        #expect(stack.navigationBar.titleNode?.text == "General")
        #expect(stack.navigationBar.backButton != nil, "the back button stays after a swipe")
    }

    @Test("In right-to-left layouts the edge swipe starts at the right edge")
    func edgeSwipeRightToLeft() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("הגדרות"), direction: .rightToLeft)
        stack.push(NavigationFixtures.listPage("כללי"))
        f.settleAnimations()
        // From the left edge nothing happens.
        try f.play("""
        down 1 5,300
        wait 0.05
        move 1 300,300
        wait 0.3
        up 1
        """)
        #expect(stack.pages.count == 2)
        try f.play("""
        down 1 385,300
        wait 0.05
        move 1 300,300
        wait 0.05
        move 1 100,300
        wait 0.1
        move 1 100,300
        wait 0.1
        move 1 100,300
        up 1
        """)
        #expect(stack.pages.count == 1)
    }

    @Test("A fast flick completes the edge swipe even short of half the width")
    func edgeSwipeFlick() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        stack.push(NavigationFixtures.listPage("General"))
        f.settleAnimations()
        try f.play("drag 5,300 140,300 duration=0.1")
        #expect(stack.pages.count == 1)
    }

    @Test("The HIG lint reports a page that changes the bar's appearance, and bars that disagree on translucency")
    func barLint() throws {
        let root = NavigationFixtures.listPage("Inbox")
        let stack = NavigationStack(root: root)
        stack.navigationBar.appearance = .translucent
        let page = NavigationFixtures.listPage("Message")
        page.navigationItem.barAppearance = .opaque
        stack.push(page, animated: false)
        let container = Node()
        container.addChild(stack)
        let toolbar = Toolbar(placement: .bottom, items: [ToolbarItem(title: "Reply", symbol: "reply")])
        toolbar.appearance = .opaque
        container.addChild(toolbar)
        let rules = HIGLint.check(container).map(\.rule)
        #expect(rules.contains(.barAppearanceChangesBetweenScreens))
        #expect(rules.contains(.inconsistentBarTranslucency))
        toolbar.appearance = .translucent
        page.navigationItem.barAppearance = nil
        #expect(HIGLint.check(container).isEmpty)
    }

    @Test("HIG §1.2 translucency lint compares the navigation bar with the toolbar, not toolbars with each other")
    func barLintComparesNavigationBarWithToolbar() {
        let specimens = Node()
        let opaque = Toolbar(placement: .bottom, items: [ToolbarItem(title: "Reply", symbol: "reply")])
        opaque.appearance = .opaque
        let translucent = Toolbar(placement: .bottom, items: [ToolbarItem(title: "Reply", symbol: "reply")])
        translucent.appearance = .translucent
        specimens.addChild(opaque)
        specimens.addChild(translucent)
        #expect(!HIGLint.check(specimens).map(\.rule).contains(.inconsistentBarTranslucency))
        let stack = NavigationStack(root: NavigationFixtures.listPage("Inbox"))
        stack.navigationBar.appearance = .translucent
        specimens.addChild(stack)
        let issues = HIGLint.check(specimens).filter { $0.rule == .inconsistentBarTranslucency }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("opaque toolbar") == true)
    }
}
