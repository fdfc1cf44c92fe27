import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

@MainActor
@Suite("Segmented control")
struct SegmentedControlTests {
    /// Three segments at (50, 100), 300 × 32: each 100 pt wide, centres at x = 100, 200, 300.
    func fixture(selected: Int? = 0, direction: LayoutDirection = .leftToRight)
        throws -> (SceneHarness, SegmentedControl, Recorder) {
        let f = try SceneHarness(width: 400, height: 300, direction: direction)
        let control = SegmentedControl([.title("One"), .title("Two"), .title("Three")], selectedIndex: selected)
        let recorder = Recorder()
        control.addAction { control in
            recorder.indices.append(control.selectedSegmentIndex)
        }
        f.place(control, at: Rect(x: 50, y: 100, width: 300, height: 32))
        return (f, control, recorder)
    }

    @MainActor
    final class Recorder {
        var indices: [Int?] = []
    }

    @Test("Segments share the width equally; the natural width is the widest content plus padding, for each")
    func equalWidths() throws {
        let (_, control, _) = try fixture()
        #expect((0..<3).map { control.segmentRect($0).width } == [100, 100, 100])
        let natural = control.sizeThatFits(.unspecified)
        #expect(natural.height == 32)
        #expect(natural.width == 3 * control.naturalSegmentWidth)
        #expect(control.naturalSegmentWidth >= 44)
    }

    @Test("A tap selects the segment, slides the thumb there and runs the actions once")
    func tapSelects() throws {
        let (f, control, recorder) = try fixture()
        try f.play("tap 300,116")
        #expect(control.selectedSegmentIndex == 2)
        #expect(recorder.indices == [2])
        #expect(control.thumbPosition == 2)
        try f.play("tap 300,116")
        #expect(recorder.indices == [2], "the selected segment again changes nothing")
    }

    @Test("The thumb slides: part way there a few frames after the tap")
    func animatedSelection() throws {
        let (f, control, _) = try fixture()
        try f.start("tap 300,116")
        while f.isPlayingScript { f.frame() }   // the finger lifts: the change starts
        for _ in 0..<4 { f.frame() }
        #expect(control.thumbPosition > 0 && control.thumbPosition < 2, "\(control.thumbPosition)")
        f.settleAnimations()
        #expect(control.thumbPosition == 2)
    }

    @Test("In right to left the first segment is on the right")
    func rightToLeft() throws {
        let (f, control, recorder) = try fixture(selected: nil, direction: .rightToLeft)
        #expect(control.segmentRect(0).minX == 200)
        try f.play("tap 300,116")
        #expect(control.selectedSegmentIndex == 0)
        try f.play("tap 100,116")
        #expect(recorder.indices == [0, 2])
    }

    @Test("A finger that slides to another segment before lifting selects that one")
    func slideToAnother() throws {
        let (f, control, _) = try fixture()
        try f.play("drag 100,116 300,116 duration=0.3")
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("Momentary: the tapped segment is selected while the actions run, then nothing is, and the thumb fades")
    func momentary() throws {
        let (f, control, recorder) = try fixture(selected: nil)
        control.isMomentary = true
        try f.play("tap 200,116")
        #expect(recorder.indices == [1])
        #expect(control.selectedSegmentIndex == nil)
        #expect(control.thumbOpacity == 0)
        try f.play("tap 200,116")
        #expect(recorder.indices == [1, 1], "tapping the same segment again acts again")
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        control.isMomentary = true
        control.isMomentary = false
        control.isMomentary = true
        #expect(control.selectedSegmentIndex == nil, "switching momentary on drops the selection")
    }

    @Test("While pressed, a momentary segment shows the thumb under the finger")
    func momentaryPressed() throws {
        let (f, control, _) = try fixture(selected: nil)
        control.isMomentary = true
        for event in try TouchScript("down 1 300,116\nwait 0.1").events { f.arbiter.handle(event) }
        f.settleAnimations()
        #expect(control.highlightedSegment == 2)
        #expect(control.thumbOpacity == 1 && control.thumbPosition == 2)
    }

    @Test("A disabled segment cannot be selected by touch; the others can")
    func disabledSegment() throws {
        let (f, control, recorder) = try fixture()
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        try f.play("tap 200,116")
        #expect(control.selectedSegmentIndex == 0)
        #expect(recorder.indices.isEmpty)
        control.activate()
        #expect(control.selectedSegmentIndex == 2, "keyboard activation skips the disabled segment")
    }

    @Test("Removing segments drops a selection past the end")
    func segmentsChange() throws {
        let (_, control, _) = try fixture(selected: 2)
        control.segments = [.title("A"), .title("B")]
        #expect(control.selectedSegmentIndex == nil)
    }
}
