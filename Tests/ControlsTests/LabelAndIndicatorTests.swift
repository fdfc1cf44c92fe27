import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

@MainActor
@Suite("Label, progress view, activity indicator, lint")
struct LabelAndIndicatorTests {
    let sentence = "Shrinks to fit its width before it truncates"

    @Test("A label shows one line by default and truncates; with no line limit it wraps onto several")
    func lines() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let one = Label(sentence)
        let many = Label(sentence)
        many.maximumLines = 0
        f.place(one, at: Rect(x: 0, y: 0, width: 120, height: 30))
        // Measured in the scene: text is set with the scene's fonts (none outside one).
        f.place(many, at: Rect(x: 0, y: 40, width: 120, height: 100))
        let single = one.sizeThatFits(ProposedSize(width: 120, height: nil))
        let wrapped = many.sizeThatFits(ProposedSize(width: 120, height: nil))
        #expect(single.height == 22, "one body line")
        #expect(wrapped.height >= 3 * 22, "several lines: \(wrapped)")
        #expect(one.textNode.paragraph(width: 120)?.isTruncated == true)
    }

    @Test("Shrinking to fit: the text shrinks until it fits the width, never below the minimum scale")
    func shrinkToFit() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let label = Label(sentence)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        f.place(label, at: Rect(x: 0, y: 0, width: 250, height: 22))
        f.settleAnimations()
        #expect(label.appliedScale < 1 && label.appliedScale >= 0.5, "\(label.appliedScale)")
        #expect(label.textNode.font?.pointSize == 17 * label.appliedScale)
        let fitted = try #require(label.textNode.paragraph(width: 250))
        #expect(!fitted.isTruncated, "it fits whole")
        // One step bigger would not fit: the largest size that fits is chosen.
        let bigger = label.appliedScale + ControlMetrics.labelScaleStep / 17
        let fonts = try TestFonts.system()
        #expect(Paragraph(sentence, style: label.paragraphStyle(scale: bigger), width: 250, fonts: fonts).isTruncated)

        label.minimumScaleFactor = 0.9
        f.settleAnimations()
        #expect(abs(label.appliedScale - 0.9) < 1e-9, "stops at the minimum")
        #expect(label.textNode.paragraph(width: 250)?.isTruncated == true, "then truncates")

        label.text = "Short"
        f.settleAnimations()
        #expect(label.appliedScale == 1)
        #expect(label.textNode.font == nil, "unscaled text follows the text size setting again")
    }

    @Test("Truncation modes put the ellipsis at the tail, the head or the middle: the start or the end of the text stays")
    func truncationModes() throws {
        /// The text's pixels in columns `columns` of a 120 pt label (untruncated: as wide as the text).
        func pixels(_ mode: TruncationMode?, columns: Range<Int> = 0..<120) throws -> [UInt32] {
            let f = try SceneHarness(width: 400, height: 300)
            let label = Label("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            label.truncation = mode ?? .tail
            // Measured in the scene: text is set with the scene's fonts (none outside one).
            f.place(label, at: Rect(x: 0, y: 0, width: 120, height: 22))
            let full = try #require(label.textNode.paragraph(width: nil)).size.width
            if mode == nil {
                label.frame = Rect(x: 0, y: 0, width: full.rounded(.up), height: 22)
                f.owner.layoutIfNeeded()
            }
            let image = f.owner.snapshot()
            return columns.flatMap { c in (0..<22).map { image[c, $0] } }
        }
        let start = 0..<30
        #expect(try pixels(.tail, columns: start) == pixels(nil, columns: start), "tail keeps the start")
        #expect(try pixels(.middle, columns: start) == pixels(nil, columns: start), "middle keeps the start")
        #expect(try pixels(.head, columns: start) != pixels(nil, columns: start), "head cuts the start")
        #expect(try pixels(.middle) != pixels(.tail), "middle keeps the end, tail does not")
        #expect(try pixels(.tail) != pixels(nil), "tail cuts")
    }

    @Test("Progress animates to a new value from what is shown, fills from the trailing side in RTL, and clamps")
    func progress() throws {
        let f = try SceneHarness(width: 400, height: 300, direction: .rightToLeft)
        let view = ProgressView()
        f.place(view, at: Rect(x: 0, y: 0, width: 200, height: 4))
        view.setProgress(0.5, animated: true)
        for _ in 0..<5 { f.frame() }
        #expect(view.shownProgress > 0 && view.shownProgress < 0.5)
        #expect(view.progress == 0.5)
        f.settleAnimations()
        #expect(view.shownProgress == 0.5)
        // RTL: the right half is the tint, the left half the track.
        let tint = f.owner.environment.resolve(.tint)
        let right = f.bitmap[150, 2], left = f.bitmap[50, 2]
        #expect(right == tint.premultipliedPixel)
        #expect(left != right)
        view.progress = 7
        #expect(view.progress == 1)
        view.progress = -.infinity
        #expect(view.progress == 0)
        #expect(ProgressView(style: .bar).sizeThatFits(.unspecified).height < ProgressView().sizeThatFits(.unspecified).height)
    }

    @Test("A stopped indicator draws nothing unless told not to hide, and the lint reports one left standing")
    func activityIndicator() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let blank = f.owner.snapshot()
        let indicator = ActivityIndicator(style: .large)
        f.place(indicator, at: Rect(x: 10, y: 10, width: 37, height: 37))
        #expect(indicator.sizeThatFits(.unspecified) == Size(width: 37, height: 37))
        #expect(f.owner.snapshot().hasSamePixels(as: blank), "stopped and hidden")
        #expect(HIGLint.check(f.root).isEmpty)
        indicator.hidesWhenStopped = false
        #expect(!f.owner.snapshot().hasSamePixels(as: blank), "still spokes")
        #expect(HIGLint.check(f.root).map(\.rule) == [.stoppedActivityIndicator])
        indicator.startAnimating()
        #expect(HIGLint.check(f.root).isEmpty)
        indicator.stopAnimating()
    }

    @Test("The lint counts page dots and segments, and finds text mixed with symbols")
    func lint() throws {
        let root = VStackNode()
        root.addChild(PageIndicator(numberOfPages: 20))
        root.addChild(SegmentedControl((1...5).map { .title("\($0)") }))
        #expect(HIGLint.check(root).isEmpty, "20 dots and 5 segments are within the HIG")
        root.addChild(PageIndicator(numberOfPages: 21))
        root.addChild(SegmentedControl((1...6).map { .title("\($0)") }))
        root.addChild(SegmentedControl([.title("List"), .symbol("star")]))
        #expect(HIGLint.check(root).map(\.rule)
                == [.pageIndicatorDotCount, .segmentedControlSegmentCount, .segmentedControlMixedContent])
    }
}
