import Graphics
import Scene
import Testing
@testable import MultiApp

/// A picture node fading draws its picture and backdrop as one group, without a layer.
@MainActor
@Suite("Picture nodes")
struct BitmapNodeTests {
    /// `node` drawn alone over opaque black, 40×30 pixels.
    func draw(_ node: BitmapNode) -> Bitmap {
        let frame = Bitmap(width: 40, height: 30)
        frame.clear(.black)
        node.frame = Rect(x: 0, y: 0, width: 40, height: 30)
        node.render(in: Canvas(bitmap: frame))
        return frame
    }

    @Test("Half faded, an opaque picture shows half over what is beneath, its backdrop not at all")
    func fadedPictureHidesBackdrop() {
        let red = Bitmap(width: 8, height: 6)
        red.clear(Color(hex: 0xFF0000))
        let node = BitmapNode(image: red)
        node.backdrop = .fixed(.white)
        node.opacity = 0.5
        let pixel = draw(node)[20, 15]
        // 50 % red over black: the white backdrop is under the picture, not between it and black.
        #expect(abs(Int((pixel >> 16) & 0xFF) - 128) <= 1)
        #expect(pixel & 0xFFFF == 0)
    }

    @Test("Where the picture is transparent the backdrop shows, with the node's opacity")
    func transparentPictureShowsBackdrop() {
        let clear = Bitmap(width: 8, height: 6)
        let node = BitmapNode(image: clear)
        node.backdrop = .fixed(Color(hex: 0x00FF00))
        node.opacity = 0.5
        let pixel = draw(node)[20, 15]
        #expect(abs(Int((pixel >> 8) & 0xFF) - 128) <= 1)
        #expect(pixel & 0xFF00FF == 0)
    }

    @Test("Without a picture the backdrop fills the rounded bounds")
    func backdropAlone() {
        let node = BitmapNode(image: nil)
        node.backdrop = .fixed(.white)
        node.cornerRadius = 10
        let frame = draw(node)
        #expect(frame[20, 15] == 0xFFFF_FFFF)
        #expect(frame[0, 0] == 0xFF00_0000)
    }
}
