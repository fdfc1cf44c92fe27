import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

/// What a control shows over the whole scene of an app (the edit menu, the loupe) keeps its own
/// frame in the app's root, which lays only the window and the status bar over the screen. The
/// soak found the edit menu stretched over all of it: drawn as a bar across the top, and taking
/// every touch after, keyboard and switcher included, for good.
@MainActor
@Suite("Overlays in an app's scene keep their frames")
struct GalleryOverlayFrameTests {
    func nodes<T: Node>(_ type: T.Type, in root: Node) -> [T] {
        var found: [T] = []
        func visit(_ node: Node) {
            if let match = node as? T { found.append(match) }
            node.children.forEach(visit)
        }
        visit(root)
        return found
    }

    @Test("A long press on a field shows the loupe, then the edit menu, each its own size by the field; touches still reach the keyboard")
    func longPressOverlays() throws {
        let size = PixelSize(width: 1024, height: 768)
        let fixture = try GallerySessionFixture(screen: .form, size: size, fonts: try TestFonts.system())
        let pin = try #require(fixture.node("form pin") as? TextField)
        let centre = pin.convert(Point(x: pin.bounds.width / 2, y: pin.bounds.height / 2), to: nil)
        // The finger held past the long press: the loupe shows while it rests.
        try fixture.play("down 1 \(centre.x),\(centre.y)\nwait 0.8\nup 1\nwait 1", for: 0.75)
        let loupe = try #require(nodes(Magnifier.self, in: fixture.root).first { $0.isPresented }, "no loupe")
        #expect(loupe.frame.size == ControlMetrics.magnifierSize, "the loupe is \(loupe.frame)")
        fixture.session.run(until: fixture.session.clock.now + 1.5)
        let menu = try #require(nodes(EditMenu.self, in: fixture.root).first { $0.isPresented }, "no edit menu")
        #expect(menu.frame.width < 300 && menu.frame.height <= 60, "the edit menu is \(menu.frame)")
        let origin = pin.convert(Point.zero, to: nil)
        let field = Rect(x: origin.x, y: origin.y, width: pin.bounds.width, height: pin.bounds.height)
        #expect(abs(menu.frame.maxY - field.minY) < 40 || abs(menu.frame.minY - field.maxY) < 40,
                "the menu \(menu.frame) is not by the field \(field)")
        #expect(pin.isEditing && fixture.gallery.keyboardHost.isKeyboardShown)
        // A key of the number pad still works (the PIN is full: delete).
        let before = pin.text
        let delete = try #require(fixture.gallery.keyboardHost.keyboard.frame(of: .backspace), "no delete key")
        let key = fixture.gallery.keyboardHost.keyboard.convert(Point(x: delete.midX, y: delete.midY), to: nil)
        try fixture.play("tap \(key.x),\(key.y)\nwait 0.5", for: 1)
        #expect(!before.isEmpty && pin.text.count == before.count - 1,
                "the delete key did not reach the keyboard: “\(before)” → “\(pin.text)”")
        fixture.instance.terminate()
    }

    @Test("The edit menu goes when a finger lands anywhere else, and the touch goes on; a tap on it chooses its command")
    func editMenuGoesAtTouchElsewhere() throws {
        let fixture = try GallerySessionFixture(screen: .form, size: PixelSize(width: 1024, height: 768), fonts: try TestFonts.system())
        let name = try #require(fixture.node("form name") as? TextField)
        let centre = name.convert(Point(x: name.bounds.width / 2, y: name.bounds.height / 2), to: nil)
        func menu() -> EditMenu? { nodes(EditMenu.self, in: fixture.root).first { $0.isPresented } }
        try fixture.play("long-press \(centre.x),\(centre.y) duration=0.8\nwait 1", for: 2)
        #expect(menu() != nil, "no edit menu after the long press")
        // A tap on the form's empty background: the menu goes; the field goes on editing (the
        // background takes no focus), as in UIKit.
        try fixture.play("tap 760,420\nwait 0.6", for: 1)
        #expect(menu() == nil, "the menu stayed after a tap elsewhere")
        #expect(name.isEditing)
        // A tap in the notes: the touch goes on, and the notes take the editing.
        let notes = try #require(fixture.node("form notes"), "no notes view")
        let inNotes = notes.convert(Point(x: notes.bounds.width / 2, y: notes.bounds.height - 10), to: nil)
        try fixture.play("long-press \(centre.x),\(centre.y) duration=0.8\nwait 1", for: 2)
        #expect(menu() != nil)
        try fixture.play("tap \(inNotes.x),\(inNotes.y)\nwait 0.6", for: 1)
        #expect(menu() == nil && !name.isEditing, "the tap in the notes did not go on to them")
        // Again, then a tap on Select All: the whole name is selected.
        try fixture.play("long-press \(centre.x),\(centre.y) duration=0.8\nwait 1", for: 2)
        let shown = try #require(menu(), "no edit menu the second time")
        let index = try #require(shown.commands.firstIndex(of: .selectAll), "no Select All in \(shown.commands)")
        let frame = shown.commandFrames[index]
        let point = shown.convert(Point(x: frame.midX, y: frame.midY), to: nil)
        try fixture.play("tap \(point.x),\(point.y)\nwait 0.6", for: 1)
        let selection = name.editor.selection
        #expect(selection.range.lowerBound == 0 && selection.range.upperBound == name.editor.characterCount,
                "Select All selected \(selection) of \(name.editor.characterCount)")
        fixture.instance.terminate()
    }
}
