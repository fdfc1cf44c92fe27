import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The candidate bar above the keyboard: goldens (light and dark, left to right and right to
/// left, with and without a highlighted candidate) and touch (tap chooses, a drag scrolls).
@MainActor
@Suite("Candidate bar")
struct CandidateBarTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)
    static let kanji = ["感じ", "漢字", "幹事", "監事", "巻次", "莞爾", "かんじ", "カンジ"]

    func render(rtl: Bool, scheme: ColorScheme) throws -> Bitmap {
        let root = Node()
        root.background = .color(.system(.systemBackground))
        let composing = CandidateBar()
        composing.candidates = ["漢字", "感じ", "幹事", "かんじ", "カンジ"]
        let converting = CandidateBar()
        converting.candidates = Self.kanji
        converting.highlightedIndex = 1
        root.addChild(composing)
        root.addChild(converting)
        composing.frame = Rect(x: 0, y: 8, width: 390, height: ControlMetrics.candidateBarHeight)
        converting.frame = Rect(x: 0, y: 60, width: 390, height: ControlMetrics.candidateBarHeight)
        var env = EnvironmentValues()
        env.layoutDirection = rtl ? .rightToLeft : .leftToRight
        env.colorScheme = scheme
        env.fonts = try TestFonts.system()
        let scale = 2.0
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 780, height: 224), scale: scale, environment: env)
        root.frame = Rect(x: 0, y: 0, width: 390, height: 112)
        owner.layoutIfNeeded()
        let bitmap = Bitmap(size: owner.pixelSize)
        try owner.settleOnHost(into: bitmap)
        return bitmap
    }

    @Test("Candidate bars, light, left to right, 2×")
    func lightLTR() throws {
        try expectGolden(try render(rtl: false, scheme: .light), "CandidateBar/bars-light-ltr@2x", tolerance: tolerance)
    }

    @Test("Candidate bars, dark, left to right, 2×")
    func darkLTR() throws {
        try expectGolden(try render(rtl: false, scheme: .dark), "CandidateBar/bars-dark-ltr@2x", tolerance: tolerance)
    }

    @Test("Candidate bars, light, right to left: candidates run from the right, 2×")
    func lightRTL() throws {
        try expectGolden(try render(rtl: true, scheme: .light), "CandidateBar/bars-light-rtl@2x", tolerance: tolerance)
    }

    /// A bar 390 pt wide at y 200 with more candidates than fit.
    func scrollingBar() throws -> (SceneHarness, CandidateBar) {
        let f = try SceneHarness(width: 390, height: 300)
        let bar = CandidateBar()
        f.place(bar, at: Rect(x: 0, y: 200, width: 390, height: ControlMetrics.candidateBarHeight))
        bar.candidates = Self.kanji + ["観じ", "燗時", "寛治", "完治", "冠辞", "乾地", "貫地"]
        return (f, bar)
    }

    @Test("A tap chooses the candidate under the finger; a drag scrolls without choosing, within the ends")
    func tapAndScroll() throws {
        let (f, bar) = try scrollingBar()
        var chosen: [Int] = []
        bar.onSelect = { chosen.append($0) }
        f.owner.layoutIfNeeded()
        let frames = bar.candidateFrames
        #expect(frames.count == bar.candidates.count)
        #expect(frames[0].minX == 0)
        #expect(frames.allSatisfy { $0.width >= ControlMetrics.candidateMinimumWidth })
        #expect(bar.contentWidth > 390)
        try f.play("tap \(Int(frames[1].midX)),222")
        #expect(chosen == [1])
        try f.play("drag 300,222 100,222 duration=0.3")
        #expect(chosen == [1])
        #expect(bar.scrollOffset > 150 && bar.scrollOffset <= 200.001)
        try f.play("drag 50,222 380,222 duration=0.3\ndrag 50,222 380,222 duration=0.3")
        #expect(bar.scrollOffset == 0)
        try f.play("drag 380,222 10,222 duration=0.3\ndrag 380,222 10,222 duration=0.3\ndrag 380,222 10,222 duration=0.3")
        // The candidates scroll beside the chevron's cell at the trailing end.
        let strip = 390 - ControlMetrics.candidateExpandButtonWidth
        #expect(bar.scrollOffset == bar.contentWidth - strip)
        let last = try #require(bar.candidateFrames.last)
        #expect(abs(last.maxX - strip) < 0.001)
        try f.play("tap \(Int(last.midX)),222")
        #expect(chosen == [1, bar.candidates.count - 1])
    }

    @Test("Highlighting a candidate past the edge scrolls it into view; a new list scrolls back to the start")
    func highlightScrolls() throws {
        let (f, bar) = try scrollingBar()
        f.owner.layoutIfNeeded()
        bar.highlightedIndex = bar.candidates.count - 1
        let frame = try #require(bar.candidateFrames.last)
        #expect(frame.maxX <= 390.001 - ControlMetrics.candidateExpandButtonWidth && frame.minX >= 0)
        bar.highlightedIndex = 0
        #expect(bar.candidateFrames[0].minX >= -0.001)
        bar.highlightedIndex = 10
        bar.candidates = ["一", "二"]
        #expect(bar.scrollOffset == 0)
        #expect(bar.highlightedIndex == nil)
    }
}
