import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The text view's caret at a boundary between English and Hebrew: split in two (the primary bar
/// where the logical position's run puts it, a half-height secondary where the other direction's
/// run would), and arrow keys moving it on screen across the boundary.
@MainActor
@Suite("Text view: split caret and arrows across bidi runs")
struct TextViewBidiCaretTests {
    func view(_ f: SceneHarness, text: String) -> TextView {
        let view = TextView(text: text, pasteboard: Pasteboard())
        f.place(view, at: Rect(x: 20, y: 40, width: 300, height: 160))
        let focus = FocusSystem()
        focus.attach(to: f.arbiter)
        KeptFocusSystems.all.append(focus)
        focus.controls.append(view)
        view.beginEditing()
        f.owner.layoutIfNeeded()
        return view
    }

    @Test("At the boundary of “abc אבג” the caret is split: a full primary bar and a half-height secondary one")
    func splitAtBoundary() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let view = view(f, text: "abc אבג\nplain")
        // Offset 4, after the space and before the Hebrew word, shows in two places.
        view.editor.setSelection(.caret(4))
        f.owner.layoutIfNeeded()
        let positions = view.caretPositions()
        #expect(positions.secondary.count == 1, "split at the direction boundary")
        guard case .caret(let primary, let secondary) = view.content.caret.shape else {
            Issue.record("the caret node draws no caret")
            return
        }
        #expect(secondary.count == 1)
        let line = view.caretRect(for: 4)
        #expect(abs(primary.height - line.height) < 0.01)
        #expect(abs(secondary[0].height - line.height * ControlMetrics.secondaryCaretHeightRatio) < 0.01)
        #expect(abs(secondary[0].maxY - primary.maxY) < 0.01, "the secondary bar stands in the line's lower half")
        #expect(abs(primary.midX - secondary[0].midX) > 20, "the two bars stand apart, on either side of the Hebrew word")
        // Inside one run, and on a line of one direction, there is one caret.
        view.editor.setSelection(.caret(2))
        f.owner.layoutIfNeeded()
        #expect(view.caretPositions().secondary.isEmpty)
        view.editor.setSelection(.caret(12))
        f.owner.layoutIfNeeded()
        #expect(view.caretPositions().secondary.isEmpty)
        guard case .caret(_, let none) = view.content.caret.shape else {
            Issue.record("the caret node draws no caret")
            return
        }
        #expect(none.isEmpty)
    }

    @Test("Right arrow moves the caret rightwards on screen through “abc אבג”, across the bidi boundary, then to the next line")
    func arrowsAcrossTheBoundary() throws {
        let f = try SceneHarness(width: 400, height: 300)
        let view = view(f, text: "abc אבג\nxy")
        view.editor.setSelection(.caret(0))
        var heads: [Int] = []
        var xs: [Double] = []
        for _ in 0..<9 {
            try f.play("key Right")
            f.owner.layoutIfNeeded()
            heads.append(view.editor.selection.head)
            xs.append(view.caretPositions().primary)
        }
        // Visual order on screen: a b c ␠ ג ב א — the Hebrew is read right to left, so walking
        // rightwards passes its logical positions backwards; at the line's right end the caret
        // goes on to the next line in reading order.
        #expect(Array(heads.prefix(7)) == [1, 2, 3, 4, 6, 5, 4])
        #expect(Array(xs.prefix(7)) == xs.prefix(7).sorted(), "each press moves the caret rightwards on screen")
        #expect(heads[7] > 7, "past the line's visual end, on to the next line: \(heads)")
        #expect(heads[8] == heads[7] + 1)
        // Left from the second line's start goes back to the end of the first.
        try f.play("key Left\nkey Left")
        #expect(view.editor.selection.head == 7)
        try f.play("key shift+Left")
        #expect(!view.editor.selection.isCaret, "Shift extends logically")
    }

    @Test("Right-to-left text view: the caret at the end of “אבג abc” is split where the runs meet")
    func rightToLeftParagraph() throws {
        let f = try SceneHarness(width: 400, height: 300, direction: .rightToLeft)
        let view = view(f, text: "אבג abc")
        view.editor.setSelection(.caret(4))
        f.owner.layoutIfNeeded()
        let positions = view.caretPositions()
        // Offset 4 (after the space, before "abc") shows at both ends of "abc": its left end,
        // where the English run starts, and its right end, after the Hebrew run's space.
        #expect(positions.secondary.count == 1)
        let abc = view.layout.hardLines[0].paragraph.selectionRects(for: 4..<7)
        let ends = [positions.primary, positions.secondary[0]].sorted()
        #expect(abs(ends[0] - (abc.map(\.minX).min() ?? -1)) < 0.5)
        #expect(abs(ends[1] - (abc.map(\.maxX).max() ?? -1)) < 0.5)
    }
}
