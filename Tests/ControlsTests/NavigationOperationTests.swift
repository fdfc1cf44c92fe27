import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Pushes and pops asked for while a transition runs wait for it and then run, animated, in
/// order: the running slide is never cut short.
@MainActor
@Suite("Navigation stack: pushes and pops during a transition")
struct NavigationOperationTests {
    func scene(_ root: NavigationPage) throws -> (SceneHarness, NavigationStack) {
        let f = try SceneHarness(width: 390, height: 600)
        let stack = NavigationStack(root: root)
        f.place(stack, at: Rect(x: 0, y: 0, width: 390, height: 600))
        f.settleAnimations()
        return (f, stack)
    }

    /// The frames of one transition, 0.35 s at 60 per second.
    var transitionFrames: Int { Int((ControlMetrics.navigationTransitionDuration * 60).rounded(.up)) }

    @Test("A push during a running push waits for it: the first slide runs its whole course, then the second page slides in")
    func pushDuringPush() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        let general = NavigationFixtures.listPage("General")
        let about = NavigationFixtures.listPage("About")
        stack.push(general)
        for _ in 0..<5 { f.frame() }
        let before = general.transform.tx
        stack.push(about)
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings", "General"], "the second push waits")
        #expect(about.parent == nil)
        f.frame()
        let after = general.transform.tx
        #expect(after < before && after > 0, "the first page keeps sliding from \(before), no jump to its end: \(after)")
        // The first push takes its full duration.
        var frames = 6
        while stack.pages.count == 2 && frames < 100 {
            f.frame()
            frames += 1
        }
        #expect(frames >= transitionFrames, "the first push ran \(frames) frames")
        #expect(frames <= transitionFrames + 1)
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings", "General", "About"])
        // The second push starts from the trailing edge, animated, over General.
        #expect(stack.isTransitioning)
        #expect(about.transform.tx > 390 * 0.8, "About starts off screen: \(about.transform.tx)")
        #expect(general.parent === stack)
        f.frame()
        #expect(about.transform.tx > 0 && about.transform.tx < 390)
        f.settleAnimations()
        #expect(!stack.isTransitioning)
        #expect(about.transform == .identity)
        #expect(general.parent == nil)
        #expect(stack.navigationBar.titleNode?.text == "About")
        #expect(stack.navigationBar.backButtonShownTitle == "General")
    }

    @Test("A pop asked for during a push waits, then slides the pushed page back out")
    func popDuringPush() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        let general = NavigationFixtures.listPage("General")
        stack.push(general)
        for _ in 0..<8 { f.frame() }
        #expect(stack.pop() == nil, "the pop waits; the page it takes off is not known yet")
        #expect(stack.pages.count == 2)
        var sawPop = false, frames = 0
        var lowest = Double.infinity
        while (stack.isTransitioning || frames == 0) && frames < 200 {
            f.frame()
            frames += 1
            if let t = stack.transition, t.kind == .pop {
                sawPop = true
                lowest = min(lowest, general.transform.tx)
            }
        }
        #expect(sawPop, "the pop ran as its own animated transition")
        #expect(lowest < 390 * 0.2, "the pushed page first came (nearly) all the way in: \(lowest)")
        #expect(8 + frames >= 2 * transitionFrames, "two whole slides: \(8 + frames) frames")
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings"])
        #expect(general.parent == nil)
        #expect(stack.navigationBar.titleNode?.text == "Settings")
    }

    @Test("Two back taps in a row pop two pages, one slide after the other")
    func popDuringPop() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        stack.push(NavigationFixtures.listPage("General"), animated: false)
        stack.push(NavigationFixtures.listPage("About"), animated: false)
        f.settleAnimations()
        let back = try #require(stack.navigationBar.backButton)
        let p = back.convert(back.bounds.center, to: nil)
        stack.pop()
        // Eight frames in (of 21), the incoming back button has slid far enough in to be under p
        // (it slides in from a quarter of the width to the leading side).
        for _ in 0..<8 { f.frame() }
        #expect(stack.pages.count == 3, "the first pop is running")
        try f.playInFrames("tap \(p.x),\(p.y)", framesAfter: 2)
        f.settleAnimations()
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings"])
        #expect(!stack.isTransitioning)
    }

    @Test("Pushing a page that already waits does nothing; popping to the root waits too")
    func duplicatesAndPopToRoot() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        let general = NavigationFixtures.listPage("General")
        let about = NavigationFixtures.listPage("About")
        stack.push(general)
        f.frame()
        stack.push(about)
        stack.push(about)
        #expect(stack.pendingOperations.count == 1)
        stack.popToRoot()
        f.settleAnimations()
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings"])
        #expect(about.parent == nil && general.parent == nil)
        #expect(about.navigationStack == nil && general.navigationStack == nil)
    }

    @Test("Popping to the root from three pages deep slides the top page out over the root")
    func popToRootSlidesTopPage() throws {
        let root = NavigationFixtures.listPage("Settings")
        let (f, stack) = try scene(root)
        let general = NavigationFixtures.listPage("General")
        let about = NavigationFixtures.listPage("About")
        stack.push(general, animated: false)
        stack.push(about, animated: false)
        f.settleAnimations()
        stack.popToRoot()
        for _ in 0..<10 { f.frame() }
        #expect(about.parent === stack && root.parent === stack, "the top page slides over the root")
        #expect(about.transform.tx > 0 && about.transform.tx < 390)
        #expect(general.parent == nil)
        f.settleAnimations()
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings"])
        #expect(about.parent == nil)
    }

    @Test("Replacing the pages during a transition ends it and drops what waited")
    func setPagesDropsWaiting() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        stack.push(NavigationFixtures.listPage("General"))
        f.frame()
        stack.push(NavigationFixtures.listPage("About"))
        let other = NavigationFixtures.listPage("Other")
        stack.setPages([other])
        #expect(stack.pendingOperations.isEmpty)
        #expect(!stack.isTransitioning)
        f.settleAnimations()
        #expect(stack.pages.map(\.navigationItem.title) == ["Other"])
    }

    @Test("A push during an edge swipe waits for the finger: after the swipe is cancelled the page is pushed")
    func pushDuringEdgeSwipe() throws {
        let (f, stack) = try scene(NavigationFixtures.listPage("Settings"))
        stack.push(NavigationFixtures.listPage("General"), animated: false)
        f.settleAnimations()
        try f.start("""
        down 1 5,300
        wait 0.05
        move 1 60,300
        wait 0.05
        move 1 120,300
        wait 0.1
        move 1 120,300
        wait 0.1
        move 1 120,300
        up 1
        """)
        f.run(seconds: 0.15)
        #expect(stack.transition?.isInteractive == true)
        let about = NavigationFixtures.listPage("About")
        stack.push(about)
        #expect(stack.pages.count == 2)
        f.run(seconds: 0.3)
        f.settleAnimations()
        #expect(stack.pages.map(\.navigationItem.title) == ["Settings", "General", "About"])
        #expect(stack.topPage === about)
    }
}
