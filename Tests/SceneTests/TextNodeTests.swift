import Graphics
import ScanoutTesting
import Testing
import Text
@testable import Scene

@MainActor
@Suite("Text nodes")
struct TextNodeTests {
    @Test("A text node's ideal size is its unwrapped paragraph, and it wraps when offered less")
    func intrinsicSize() throws {
        let fonts = try TestFonts.system()
        let text = TextNode("The quick brown fox jumps over the lazy dog")
        let root = Node()
        root.environmentOverrides.fonts = fonts
        root.addChild(text)
        _ = SceneFixture.owner(root, width: 400, height: 400)
        let ideal = text.sizeThatFits(.unspecified)
        let paragraph = Paragraph(text.text, style: ParagraphStyle(textStyle: .body), fonts: fonts)
        #expect(ideal.width >= paragraph.size.width && ideal.width < paragraph.size.width + 1)
        let wrapped = text.sizeThatFits(ProposedSize(width: ideal.width / 2, height: nil))
        #expect(wrapped.width <= ideal.width / 2)
        #expect(wrapped.height > ideal.height * 1.5)
    }

    @Test("Text measured while in no scene, then added to one with fonts, measures with them from its parent's environment change")
    func measuredBeforeJoiningAScene() throws {
        let fonts = try TestFonts.system()
        let parent = ChildMeasuringNode()
        #expect(parent.label.sizeThatFits(.unspecified) == .zero, "in no scene: no fonts, nothing measured (and so cached)")
        let root = Node()
        root.environmentOverrides.fonts = fonts
        _ = SceneFixture.owner(root, width: 400, height: 100)
        // Before, the label kept what it cached in no scene: its size measured as nothing, or,
        // with the environment cached but not the size, "sets text in a scene without fonts".
        root.addChild(parent)
        let size = try #require(parent.measured.last)
        let paragraph = Paragraph("Done", style: ParagraphStyle(textStyle: .body), fonts: fonts)
        #expect(size.width >= paragraph.size.width && size.width < paragraph.size.width + 1)
        #expect(parent.measured.count == 1)
    }

    @Test("A larger text size makes the text larger and relays it out")
    func textSize() throws {
        let text = TextNode("Wi-Fi")
        let root = HStackNode(children: [text])
        let owner = SceneFixture.owner(root, width: 400, height: 100)
        owner.layoutIfNeeded()
        let before = text.frame.size
        owner.environment.textSize = .accessibilityLarge
        #expect(text.needsLayout)
        owner.layoutIfNeeded()
        #expect(text.frame.width > before.width * 1.5)
    }

    @Test("First-baseline alignment puts the baselines of different text styles on one line")
    func baselines() throws {
        let title = TextNode("Title", style: .title1)
        let detail = TextNode("detail", style: .footnote)
        let icon = SceneFixture.box(10, 10)
        let row = HStackNode(spacing: 8, alignment: .firstBaseline, children: [title, detail, icon])
        let owner = SceneFixture.owner(row, width: 400, height: 100)
        owner.layoutIfNeeded()
        let b1 = try #require(title.firstBaseline), b2 = try #require(detail.firstBaseline)
        #expect(abs((title.frame.minY + b1) - (detail.frame.minY + b2)) < 1e-9)
        #expect(abs(icon.frame.maxY - (title.frame.minY + b1)) < 1e-9, "a node without text sits on the baseline")
        #expect(row.firstBaseline.map { abs($0 - (title.frame.minY + b1)) < 1e-9 } == true)
        #expect(detail.frame.minY > title.frame.minY)
    }

    @Test("In a row that does not fit, text shrinks and wraps while fixed nodes keep their size")
    func shrinking() throws {
        let label = TextNode("A rather long label that cannot fit on one line next to a switch")
        let toggle = SceneFixture.box(51, 31)
        let row = HStackNode(spacing: 8, children: [label, toggle])
        let owner = SceneFixture.owner(row, width: 200, height: 200)
        owner.layoutIfNeeded()
        #expect(toggle.frame.width == 51)
        #expect(label.frame.width <= 200 - 8 - 51 + 1e-9)
        #expect(label.frame.height > 30)
    }
}

@MainActor
@Suite("Text colour")
struct TextColorTests {
    @Test("A text colour change in an animation block cross-fades; disabled text is dimmed")
    func crossFade() throws {
        let text = TextNode("████", style: .largeTitle, color: .fixed(.black))
        let root = OverlayNode(children: [text])
        root.background = .color(.fixed(.white))
        let owner = SceneFixture.owner(root, width: 200, height: 60)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(width: 200, height: 60)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        // The darkest pixel of the text: black now.
        func darkest() -> Double {
            var v = 1.0
            for y in 0..<60 { for x in 0..<200 { v = min(v, Color(premultipliedPixel: bitmap[x, y]).red) } }
            return v
        }
        #expect(darkest() < 0.05)
        owner.animator.animate(.linear(duration: 0.5)) { text.color = .fixed(Color(white: 0.8)) }
        for _ in 0..<15 { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(abs(darkest() - 0.4) < 0.05)
        for _ in 0..<600 where owner.needsFrame { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
        #expect(abs(darkest() - 0.8) < 0.02)
        root.isEnabled = false
        owner.renderFrame(into: bitmap, timestamp: clock.nextFrame())
        #expect(darkest() > 0.75, "tertiary label on white is light")
    }
}

@MainActor
@Suite("Layout priority")
struct LayoutPriorityTests {
    @Test("In a row that does not fit, the lower-priority label shrinks and the value keeps its width")
    func priority() {
        let label = TextNode("A long setting name that needs a lot of room")
        label.maximumLines = 1
        let value = TextNode("Value on the trailing side")
        value.layoutPriority = 1
        let row = HStackNode(spacing: 8, children: [label, value])
        let owner = SceneFixture.owner(row, width: 300, height: 60)
        owner.layoutIfNeeded()
        let ideal = value.sizeThatFits(.unspecified)
        #expect(value.frame.width == ideal.width)
        #expect(label.frame.width <= 300 - 8 - ideal.width + 1e-9)
        #expect(label.paragraph(width: label.frame.width)?.isTruncated == true)
        value.layoutPriority = -1
        owner.layoutIfNeeded()
        #expect(value.frame.width < ideal.width)
    }

    @Test("A leading-aligned line that fits, trailing space included, is drawn as set unwrapped: the same pixels as the text set at its width")
    func leadingAlignedLineDrawsUnwrapped() throws {
        let fonts = try TestFonts.system()
        // A table row's title: leading-aligned, ending in a space (a realignment refuses those,
        // so before, this label's text was set a second time at the row's width).
        let text = "Item 7 · Sphinx of black "
        for alignment in [TextAlignment.leading, .natural] {
            let label = TextNode(text)
            label.alignment = alignment
            label.frame = Rect(x: 10, y: 5, width: 280, height: 30)
            let root = Node(frame: Rect(x: 0, y: 0, width: 300, height: 40))
            root.background = .color(.fixed(.white))
            root.addChild(label)
            let owner = SceneFixture.owner(root, width: 300, height: 40)
            let bitmap = Bitmap(width: 300, height: 40)
            owner.renderFrame(into: bitmap)
            let drawn = try #require(label.drawnParagraph)
            #expect(drawn.width == nil, "the unwrapped paragraph, not one set again at the width")
            #expect(drawn.lines.count == 1 && drawn.lines[0].x == 0)

            var style = label.paragraphStyle
            style.alignment = alignment
            let atWidth = Paragraph(text, style: style, width: 280, fonts: fonts)
            let reference = Bitmap(width: 300, height: 40)
            let canvas = Canvas(bitmap: reference)
            canvas.fill(Rect(x: 0, y: 0, width: 300, height: 40), paint: .color(.white))
            atWidth.draw(in: canvas, at: Point(x: 10, y: 5), color: label.color.resolved(in: label.environment))
            var differing = 0, inked = 0
            for y in 0..<40 {
                for x in 0..<300 {
                    if bitmap[x, y] != reference[x, y] { differing += 1 }
                    if bitmap[x, y] != Color.white.premultipliedPixel { inked += 1 }
                }
            }
            #expect(differing == 0, "\(alignment): \(differing) pixels differ from the text set at the width")
            #expect(inked > 100, "the text is drawn")
        }
    }

    @Test("A trailing-aligned line that fits is moved to the trailing edge, not drawn where it was set")
    func trailingAlignedLineIsRealigned() throws {
        let label = TextNode("12 min")
        label.alignment = .trailing
        label.frame = Rect(x: 0, y: 0, width: 280, height: 30)
        let root = Node(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        root.addChild(label)
        let owner = SceneFixture.owner(root, width: 300, height: 40)
        owner.renderFrame(into: Bitmap(width: 300, height: 40))
        let drawn = try #require(label.drawnParagraph)
        let line = try #require(drawn.lines.first)
        #expect(drawn.width == 280)
        #expect(abs(line.x + line.width - 280) < 1e-6)
    }
}

/// A node that measures its text child whenever its environment changes (as a bar sizing its
/// button does), recording each size.
@MainActor
private final class ChildMeasuringNode: Node {
    let label = TextNode("Done")
    private(set) var measured: [Size] = []

    override init() {
        super.init()
        addChild(label)
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        measured.append(label.sizeThatFits(.unspecified))
    }
}
