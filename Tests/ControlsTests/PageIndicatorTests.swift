import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Page indicator")
struct PageIndicatorTests {
    /// Five pages, the third lit, at (50, 100), 300 × 26: the dots (7 pt, 16 pt apart) are centred,
    /// the lit one at x = 200.
    func fixture(direction: LayoutDirection = .leftToRight, current: Int = 2)
        throws -> (SceneHarness, PageIndicator, Counter) {
        let f = try SceneHarness(width: 400, height: 300, direction: direction)
        let dots = PageIndicator(numberOfPages: 5, currentPage: current)
        let counter = Counter()
        dots.addAction { _ in counter.count += 1 }
        f.place(dots, at: Rect(x: 50, y: 100, width: 300, height: 26))
        return (f, dots, counter)
    }

    @Test("Dots run from the leading edge: the first is on the left in LTR and on the right in RTL")
    func order() throws {
        let (_, ltr, _) = try fixture()
        #expect(ltr.dotCentre(0).x == 150 - 32 + 0)
        #expect(ltr.dotCentre(2).x == 150)
        #expect(ltr.dotCentre(4).x == 182)
        let (_, rtl, _) = try fixture(direction: .rightToLeft)
        #expect(rtl.dotCentre(0).x == 182)
        #expect(rtl.dotCentre(4).x == 118)
    }

    @Test("A tap on the trailing side of the lit dot shows the next page, on the leading side the previous one (LTR)")
    func halfTapsLTR() throws {
        let (f, dots, counter) = try fixture()
        try f.play("tap 320,113")
        #expect(dots.currentPage == 3)
        try f.play("tap 60,113")
        try f.play("tap 60,113")
        #expect(dots.currentPage == 1)
        #expect(counter.count == 3)
    }

    @Test("In right to left the sides mirror: a tap left of the lit dot shows the next page, right of it the previous")
    func halfTapsRTL() throws {
        let (f, dots, counter) = try fixture(direction: .rightToLeft)
        try f.play("tap 80,113")
        #expect(dots.currentPage == 3)
        try f.play("tap 330,113")
        #expect(dots.currentPage == 2)
        try f.play("tap 80,113\nwait 0.5\ntap 80,113\nwait 0.5\ntap 80,113")
        #expect(dots.currentPage == 4, "no page after the last")
        #expect(counter.count == 4)
    }

    @Test("The lit dot cross-fades to the new page")
    func animatedChange() throws {
        let (f, dots, _) = try fixture()
        try f.start("tap 320,113")
        while f.isPlayingScript { f.frame() }   // the finger lifts: the change starts
        for _ in 0..<4 { f.frame() }
        #expect(dots.transition > 0 && dots.transition < 1)
        f.settleAnimations()
        #expect(dots.transition == 1)
    }

    @Test("Dots never shrink: 20 pages in 150 pt show only the dots that fit whole; one page shows unless hidden")
    func capacity() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let many = PageIndicator(numberOfPages: 20, currentPage: 0)
        f.place(many, at: Rect(x: 0, y: 0, width: 150, height: 26))
        #expect(many.visibleRange == 0..<9, "9 whole dots from the lit first one")
        many.currentPage = 10
        #expect(many.visibleRange?.contains(10) == true)
        many.currentPage = 19
        #expect(many.visibleRange == 11..<20, "the row slides to keep the lit last dot in view")
        #expect(many.sizeThatFits(.unspecified).width == PageIndicator.dotsWidth(count: 20) + 20)
        let single = PageIndicator(numberOfPages: 1)
        #expect(single.isShowingDots)
        single.hidesForSinglePage = true
        #expect(!single.isShowingDots)
        many.numberOfPages = 3
        many.currentPage = 2
        many.numberOfPages = 2
        #expect(many.currentPage == 1, "the lit page stays inside the range")
    }
}
