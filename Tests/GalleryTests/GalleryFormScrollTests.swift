import Glibc
import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// The form screen's sections scroll by touch as an iOS screen does (HIG §2.1: drag and flick):
/// the content follows the finger, glides after a flick by UIKit's deceleration, stretches by
/// the rubber band past its ends and springs back; with the keyboard up the form still scrolls,
/// to an end that clears the keyboard. Touch scripts on the virtual clock, on the 800 × 480
/// kiosk panel the keyboard tests use. The sections scroll beneath the navigation bar: their
/// offsets start at minus the bar's height (the top inset), and the large title collapses as
/// they go up.
@MainActor
@Suite("Gallery form scrolled by touch")
struct GalleryFormScrollTests {
    /// The part of the sections' scroll view below the expanded navigation bar, in window points.
    private func scrollFrame(_ fixture: GalleryKeyboardFixture) -> Rect {
        let frame = fixture.windowFrame(of: fixture.app.scroll)
        let top = fixture.app.scroll.contentInset.top
        return Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: frame.height - top)
    }

    @Test("A drag that starts on the name field scrolls the form with the finger, past the slop without a jump, and does not edit the field")
    func dragFollowsFinger() throws {
        let fixture = try GalleryKeyboardFixture()
        let name = try #require(fixture.node("form name") as? TextField)
        let scroll = fixture.app.scroll
        let top = scroll.minimumContentOffset.y
        #expect(top == -scroll.contentInset.top && scroll.contentOffset.y == top, "at the top, below the bar")
        #expect(scroll.maximumContentOffset.y > top + 150, "the form is taller than the panel")
        let p = fixture.centre(of: name)
        let slop = 15.0  // a first move past the pan's 10-pt slop
        var held: Double?
        try fixture.play(
            "down 1 \(p.x),\(p.y)\nwait 0.02\nmove 1 \(p.x),\(p.y - slop)\nwait 0.02\nmove 1 \(p.x),\(p.y - 100 - slop)\nwait 0.5\nup 1\nwait 0.5"
        ) { t in
            if t > 0.3 && t < 0.5 { held = scroll.contentOffset.y }
        }
        #expect(held == top + 100, "the content moved with the finger after the slop")
        #expect(scroll.contentOffset.y == top + 100, "a lift without speed leaves it where it was")
        #expect(!scroll.isMoving)
        #expect(!name.isEditing && !fixture.host.isKeyboardShown, "the touch on the field became a scroll, not a tap")
    }

    @Test("A flick glides on by UIKit's deceleration: each frame's step is the last one times 0.998 per millisecond")
    func flickDecelerates() throws {
        let fixture = try GalleryKeyboardFixture()
        let scroll = fixture.app.scroll
        let frame = scrollFrame(fixture)
        let x = frame.minX + 8, y = frame.maxY - 40  // in the sections' margin, on no control
        var offsets: [Double] = []
        try fixture.play("drag \(x),\(y) \(x),\(y - 60) duration=0.15\nwait 0.05", settles: false) { _ in }
        let atLift = scroll.contentOffset.y
        #expect(scroll.isDecelerating, "the content glides on after the lift")
        while scroll.isMoving && offsets.count < 600 {
            fixture.runFrame()
            offsets.append(scroll.contentOffset.y)
        }
        let end = scroll.maximumContentOffset.y
        #expect(offsets.last.map { $0 > atLift + 20 } == true, "a 400 pt/s flick glides on")
        // Steps of the glide before it reaches the end: v(t) = v₀ · d^(1000 t), frame after frame.
        let decay = pow(ScrollDecelerationRate.normal.value, 1000.0 / 60)
        var compared = 0
        for i in 2..<offsets.count {
            guard offsets[i] < end else { break }
            let previous = offsets[i - 1] - offsets[i - 2], step = offsets[i] - offsets[i - 1]
            guard previous > 0.5 else { break }
            #expect(abs(step / previous - decay) < 1e-6)
            compared += 1
        }
        #expect(compared >= 3, "the glide was seen over several frames")
        #expect(scroll.contentOffset.y <= end + 1e-3 && scroll.contentOffset.y >= scroll.minimumContentOffset.y)
    }

    @Test("A hard flick reaches the end of the form, bounces past it within the view's length and settles exactly on it")
    func flickBouncesAtTheEnd() throws {
        let fixture = try GalleryKeyboardFixture()
        let scroll = fixture.app.scroll
        let frame = scrollFrame(fixture)
        let x = frame.minX + 8
        try fixture.play("drag \(x),\(frame.maxY - 20) \(x),\(frame.minY + 20) duration=0.08", settles: false) { _ in }
        let end = scroll.maximumContentOffset.y
        var furthest = scroll.contentOffset.y
        while scroll.isMoving {
            fixture.runFrame()
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest > end + 1 && furthest < end + scroll.frame.height, "it stretched past the end")
        #expect(abs(scroll.contentOffset.y - end) < 1e-3, "and came back to rest on it")
    }

    @Test("Pulled down at the top the form stretches by UIScrollView's rubber band and springs back")
    func rubberBandAtTheTop() throws {
        let fixture = try GalleryKeyboardFixture()
        let scroll = fixture.app.scroll
        let frame = scrollFrame(fixture)
        let x = frame.minX + 8, y = frame.minY + 20
        let slop = 15.0
        var stretched: Double?
        try fixture.play("down 1 \(x),\(y)\nwait 0.02\nmove 1 \(x),\(y + slop)\nwait 0.02\nmove 1 \(x),\(y + slop + 150)\nwait 0.5\nup 1\nwait 0.1",
                         settles: false) { t in
            if t > 0.3 && t < 0.5 { stretched = scroll.contentOffset.y }
        }
        let top = scroll.minimumContentOffset.y
        let expected = top - RubberBand.offset(forOvershoot: 150, dimension: scroll.frame.height)
        let shown = try #require(stretched)
        #expect(abs(shown - expected) < 1e-9, "150 pt of pull shows as the rubber band's \(expected - top) pt")
        #expect(shown > top - 150 && shown < top - 40)
        fixture.settle()
        #expect(abs(scroll.contentOffset.y - top) < 1e-3 && !scroll.isMoving)
    }

    @Test("With the keyboard up for the search field, the form still scrolls both ways; its end clears the keyboard")
    func scrollsWithTheKeyboardUp() throws {
        let fixture = try GalleryKeyboardFixture()
        let notes = try #require(fixture.node("form notes") as? TextView)
        let bar = try #require(fixture.node("form search") as? SearchBar)
        let scroll = fixture.app.scroll
        // The gallery dismisses the keyboard on a drag; a scroll view that does not keeps it up.
        scroll.keyboardDismissMode = .none
        try fixture.tap(bar.searchField)
        #expect(bar.searchField.isEditing && fixture.host.keyboardProgress == 1)
        let keyboardTop = fixture.windowFrame(of: fixture.keyboard).minY
        #expect(fixture.windowFrame(of: bar.searchField).maxY <= keyboardTop - ControlMetrics.keyboardFieldClearance + 1e-6,
                "the focused field was scrolled above the keyboard")
        let frame = scrollFrame(fixture)
        let x = frame.minX + 8  // in the sections' margin, on no control
        try fixture.play("drag \(x),\(keyboardTop - 10) \(x),\(frame.minY + 10) duration=0.08\nwait 0.1")
        #expect(abs(scroll.contentOffset.y - scroll.maximumContentOffset.y) < 1e-3, "flicked up: at rest on the end")
        #expect(fixture.windowFrame(of: notes).maxY <= keyboardTop, "the last section ends above the keyboard")
        try fixture.play("drag \(x),\(frame.minY + 10) \(x),\(keyboardTop - 10) duration=0.08\nwait 0.1")
        #expect(abs(scroll.contentOffset.y - scroll.minimumContentOffset.y) < 1e-3, "flicked down: at rest on the top")
        #expect(bar.searchField.isEditing && fixture.host.isKeyboardShown, "scrolling keeps the field editing and the keyboard up")
        bar.searchField.endEditing()
        fixture.settle()
        #expect(scroll.contentInset.bottom == 0 && !fixture.host.isKeyboardShown)
    }

    @Test("With the keyboard up for the notes, a drag of the form ends editing and the keyboard goes down, uncovering the screen switcher")
    func dragDismissesKeyboard() throws {
        let fixture = try GalleryKeyboardFixture()
        let notes = try #require(fixture.node("form notes") as? TextView)
        let scroll = fixture.app.scroll
        #expect(scroll.keyboardDismissMode == .onDrag)
        notes.beginEditing()
        fixture.settle()
        #expect(notes.isEditing && fixture.host.keyboardProgress == 1)
        let switcherButton = try #require(fixture.node("screen toggles"))
        let keyboardTop = fixture.windowFrame(of: fixture.keyboard).minY
        #expect(fixture.windowFrame(of: switcherButton).minY >= keyboardTop, "the keyboard covers the switcher")
        let frame = scrollFrame(fixture)
        let x = frame.minX + 8  // in the sections' margin, on no control
        try fixture.play("drag \(x),\(frame.minY + 20) \(x),\(frame.minY + 140) duration=0.2\nwait 0.1")
        fixture.settle()
        #expect(!notes.isEditing && !fixture.host.isKeyboardShown && fixture.host.keyboardProgress == 0)
        #expect(scroll.contentInset.bottom == 0, "the room made for the keyboard is given back")
        #expect(scroll.contentOffset.y >= scroll.minimumContentOffset.y - 1e-3
                    && scroll.contentOffset.y <= scroll.maximumContentOffset.y + 1e-3,
                "at rest within the content")
        try fixture.tap(switcherButton)
        fixture.settle()
        #expect(fixture.app.screen == .toggles, "the switcher takes the tap again")
    }
}
