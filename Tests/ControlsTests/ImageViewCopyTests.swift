import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// Copy in the edit menu of an image view: off by default; once allowed, a long press shows the
/// menu with Copy, and Copy puts the image's pixels (all of the file's) on the pasteboard.
@MainActor
@Suite("Image view copy")
struct ImageViewCopyTests {
    /// A 40 × 30 bitmap with a different colour in each quadrant.
    static func quadrants() -> Bitmap {
        let bitmap = Bitmap(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                bitmap[x, y] = [0xFFD0_3020, 0xFF20_A040, 0xFF30_50E0, 0xFFF0_F0F0][(y / 15) * 2 + x / 20]
            }
        }
        return bitmap
    }

    @Test("Without allowsCopy a long press shows nothing; with it, the menu offers Copy, and Copy puts the pixels on the pasteboard")
    func longPressCopy() throws {
        let fixture = try SceneHarness(width: 320, height: 300)
        let board = Pasteboard()
        board.string = "earlier text"
        let picture = Self.quadrants()
        let view = ImageView(source: .bitmap(picture), contentMode: .scaleToFill, label: "Quadrants")
        view.pasteboard = board
        fixture.place(view, at: Rect(x: 60, y: 120, width: 200, height: 150))
        #expect(!view.allowsCopy, "off by default, as a UIImageView takes no touches")
        try fixture.play("long-press 160,200")
        #expect(!view.editMenu.isPresented)

        view.allowsCopy = true
        try fixture.play("long-press 160,200")
        #expect(view.editMenu.isPresented)
        #expect(view.editMenu.commands == [.copy])
        #expect(view.editMenu.shownTitles == ["Copy"])
        let origin = view.editMenu.convert(Point(x: 0, y: 0), to: fixture.root)
        let menu = Rect(x: origin.x, y: origin.y, width: view.editMenu.bounds.width, height: view.editMenu.bounds.height)
        #expect(menu.maxY <= 200 && menu.minY >= 0, "above the touch point: \(menu)")
        #expect(abs(menu.minX + view.editMenu.pointerX - 160) < 1, "the pointer aims at the finger")

        let copy = view.editMenu.commandFrames[0]
        let point = view.editMenu.convert(Point(x: copy.midX, y: copy.midY), to: fixture.root)
        try fixture.play("tap \(point.x),\(point.y)")
        #expect(!view.editMenu.isPresented)
        let pasted = try #require(board.image)
        #expect(pasted.hasSamePixels(as: picture), "the image's own pixels, not the scaled drawing")
        #expect(pasted !== picture, "the pasteboard keeps its own copy")
        #expect(board.string == nil && board.hasImages && !board.hasStrings, "the image replaced the text")
    }

    @Test("In a window, the Copy menu goes when a finger lands anywhere else, as a text field's does; a tap on it still copies")
    func menuGoesAtTouchElsewhere() throws {
        let fixture = try SceneHarness(width: 320, height: 300)
        let focus = try #require(fixture.host.input?.focus, "the harness's host routes input")
        let board = Pasteboard()
        let view = ImageView(source: .bitmap(Self.quadrants()), contentMode: .scaleToFill, label: "Quadrants")
        view.allowsCopy = true
        view.pasteboard = board
        let window = Node()
        let presenter = ModalPresenter(content: window)
        presenter.focus = focus
        fixture.place(presenter, at: Rect(x: 0, y: 0, width: 320, height: 300))
        window.frame = Rect(x: 0, y: 0, width: 320, height: 300)
        view.frame = Rect(x: 60, y: 120, width: 200, height: 150)
        window.addChild(view)
        try fixture.play("long-press 160,200")
        #expect(view.editMenu.isPresented)
        try fixture.play("tap 20,40")
        #expect(!view.editMenu.isPresented, "the menu stayed after a tap elsewhere")
        #expect(board.image == nil)
        // Shown twice before any finger lands: one tap elsewhere still takes it away.
        view.showEditMenu(at: Point(x: 100, y: 80))
        view.showEditMenu(at: Point(x: 100, y: 80))
        try fixture.play("tap 300,20")
        #expect(!view.editMenu.isPresented)
        // A tap on Copy chooses it.
        try fixture.play("long-press 160,200")
        let copy = view.editMenu.commandFrames[0]
        let point = view.editMenu.convert(Point(x: copy.midX, y: copy.midY), to: fixture.root)
        try fixture.play("tap \(point.x),\(point.y)")
        #expect(!view.editMenu.isPresented && board.image != nil)
    }

    @Test("The menu shows in the scene's root, not in the image view: a press near a clipping view's edge keeps the menu inside the screen, aimed at the finger")
    func menuInSceneRoot() throws {
        let fixture = try SceneHarness(width: 320, height: 300)
        let view = ImageView(source: .bitmap(Self.quadrants()), contentMode: .scaleToFill, label: "Quadrants")
        view.allowsCopy = true
        view.clipsToBounds = true
        fixture.place(view, at: Rect(x: 240, y: 150, width: 60, height: 40))
        try fixture.play("long-press 296,170")
        #expect(view.editMenu.isPresented)
        #expect(view.editMenu.parent === fixture.root, "the scene's root, not the view (which clips)")
        let origin = view.editMenu.convert(Point(x: 0, y: 0), to: fixture.root)
        let menu = Rect(x: origin.x, y: origin.y, width: view.editMenu.bounds.width, height: view.editMenu.bounds.height)
        let margin = ControlMetrics.editMenuScreenMargin
        #expect(menu.minX >= margin && menu.maxX <= 320 - margin, "inside the screen's margins: \(menu)")
        #expect(menu.maxY <= 170 && menu.minY >= 0, "above the touch point: \(menu)")
        #expect(menu.maxX > 300, "past the view's trailing edge, which is not its bound: \(menu)")
        #expect(abs(menu.minX + view.editMenu.pointerX - 296) < 1, "the pointer aims at the finger")
    }

    @Test("Copy of a file decoded small puts the file's full-size pixels on the pasteboard")
    func copyFullSize() throws {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 1 << 20, decoder: decoder)
        let board = Pasteboard()
        let fixture = try SceneHarness(width: 200, height: 200)
        let path = ImageViewTests.fixtures + "landscape-240x160.jpg"
        let view = ImageView(source: .file(path), contentMode: .scaleAspectFit, cache: cache)
        view.pasteboard = board
        view.allowsCopy = true
        fixture.place(view, at: Rect(x: 0, y: 0, width: 60, height: 40))
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(view.image?.size == PixelSize(width: 60, height: 40))
        view.showEditMenu(at: Point(x: 30, y: 20))
        #expect(view.editMenu.isPresented)
        view.copyImage()
        #expect(board.image == nil, "the full decode runs off the frame path")
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        let pasted = try #require(board.image)
        #expect(pasted.hasSamePixels(as: try Bitmap.readJPEG(from: path)))
    }

    @Test("Setting text on the pasteboard drops the image; the change count counts both")
    func pasteboardKinds() {
        let board = Pasteboard()
        board.image = Bitmap(width: 2, height: 2)
        #expect(board.hasImages && board.changeCount == 1)
        board.string = "text"
        #expect(!board.hasImages && board.image == nil && board.string == "text" && board.changeCount == 2)
        board.image = nil
        #expect(board.string == nil && board.image == nil && board.changeCount == 3)
    }
}
