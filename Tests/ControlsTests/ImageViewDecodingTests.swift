import Glibc
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// An image view decodes a large file at about its own pixel size, keyed in the cache by that
/// size, and decodes it again, larger, when an image scroll view zooms past it, showing the
/// smaller image meanwhile.
@MainActor
@Suite("Image view decoding size")
struct ImageViewDecodingTests {
    static let photo = ImageViewTests.fixtures + "landscape-4000x3000.jpg"
    static let full = PixelSize(width: 4000, height: 3000)

    /// Shows the photo in a `width` × `height` point view at `scale` and returns the view once
    /// its decode is delivered.
    func decoded(width: Double, height: Double, scale: Double, mode: ImageContentMode = .scaleAspectFill)
        throws -> (ImageView, ImageCache)
    {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 64 << 20, decoder: decoder)
        let fixture = try SceneHarness(width: 400, height: 300, scale: scale)
        let view = ImageView(source: .file(Self.photo), contentMode: mode, cache: cache)
        #expect(view.phase == .loading && decoder.heldCount == 1 && decoder.pendingCount == 0,
                "no size yet: the decode waits for the layout")
        fixture.place(view, at: Rect(x: 0, y: 0, width: width, height: height))
        #expect(view.phase == .loading && decoder.heldCount == 0 && decoder.pendingCount == 1)
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(view.phase == .loaded)
        return (view, cache)
    }

    @Test("A 4000 × 3000 photo in a 300 × 200 point view is decoded at 300 × 225, 600 × 450, 900 × 675 at 1×, 2×, 3×")
    func decodedForViewSize() throws {
        for (scale, expected) in [(1.0, PixelSize(width: 300, height: 225)), (2, PixelSize(width: 600, height: 450)),
                                  (3, PixelSize(width: 900, height: 675))] {
            let (view, cache) = try decoded(width: 300, height: 200, scale: scale)
            #expect(view.decodePixelSize == PixelSize(width: Int(300 * scale), height: Int(200 * scale)))
            #expect(view.image?.size == expected, "at \(scale)×")
            #expect(view.fullImagePixelSize == Self.full)
            #expect(view.imageSize == Size(width: 4000, height: 3000), "layout goes by the file's size")
            #expect(cache.decodedSizes(at: Self.photo) == [expected], "kept under its decoded size")
            #expect(cache.byteCount == expected.width * expected.height * 4)
        }
        // A tall 100 × 300 view at 2×: the height decides (800 × 600).
        let (tall, _) = try decoded(width: 100, height: 300, scale: 2)
        #expect(tall.image?.size == PixelSize(width: 800, height: 600))
        // A mode that draws the image at its own size needs every pixel.
        let (centred, _) = try decoded(width: 300, height: 200, scale: 1, mode: .center)
        #expect(centred.decodePixelSize == nil && centred.image?.size == Self.full)
    }

    @Test("A view that goes before it is laid out leaves no held decode behind")
    func heldDecodeDropped() {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 1 << 20, decoder: decoder)
        var view: ImageView? = ImageView(source: .file(Self.photo), cache: cache)
        #expect(decoder.heldCount == 1 && view?.phase == .loading)
        view = nil
        #expect(decoder.heldCount == 0)
        decoder.waitUntilIdle()
        #expect(decoder.pendingCount == 0 && cache.decodeCount == 0, "nothing decoded for a view that is gone")
    }

    @Test("Views of one file at two sizes keep two entries; a smaller view reuses the larger decode")
    func twoSizes() throws {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 64 << 20, decoder: decoder)
        let fixture = try SceneHarness(width: 400, height: 300)
        let large = ImageView(source: .file(Self.photo), contentMode: .scaleAspectFit, cache: cache)
        fixture.place(large, at: Rect(x: 0, y: 0, width: 200, height: 150))
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        let small = ImageView(source: .file(Self.photo), contentMode: .scaleAspectFit, cache: cache)
        fixture.place(small, at: Rect(x: 0, y: 200, width: 40, height: 30))
        #expect(small.phase == .loaded && small.image === large.image, "200 × 150 covers 40 × 30: no decode")
        #expect(cache.decodeCount == 1)
        let larger = ImageView(source: .file(Self.photo), contentMode: .scaleAspectFit, cache: cache)
        fixture.place(larger, at: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(larger.phase == .loading && cache.decodeCount == 2)
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(cache.decodedSizes(at: Self.photo) == [PixelSize(width: 200, height: 150), PixelSize(width: 400, height: 300)])
    }

    @Test("Zooming past the decoded pixels decodes again, larger, off the frame path; the smaller image shows meanwhile")
    func redecodeOnZoom() throws {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 64 << 20, decoder: decoder)
        let fixture = try SceneHarness(width: 300, height: 200)
        let viewer = ImageScrollView(imageView: ImageView(source: .file(Self.photo), cache: cache))
        fixture.place(viewer, at: Rect(x: 0, y: 0, width: 300, height: 200))
        fixture.settle()
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        let fitted = try #require(viewer.imageView.image)
        #expect(fitted.size == PixelSize(width: 300, height: 225))
        viewer.zoomScale = 1.5
        #expect(cache.decodeCount == 2, "1.5× asks for the 2× pixels at once")
        #expect(viewer.imageView.image === fitted, "the fitted image shows until the larger one arrives")
        decoder.waitUntilIdle()
        #expect(decoder.deliverFinished() == 1)
        #expect(viewer.imageView.image?.size == PixelSize(width: 600, height: 450))
        #expect(fixture.host.needsFrame, "the sharper image is drawn")
        viewer.zoomScale = 2
        #expect(cache.decodeCount == 2, "2× is covered")
        viewer.zoomScale = 3
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(viewer.imageView.image?.size == PixelSize(width: 1200, height: 900), "3× decodes for 4×, the maximum")
        viewer.zoomScale = 1
        #expect(cache.decodeCount == 3 && viewer.imageView.image?.size == PixelSize(width: 1200, height: 900),
                "zooming out keeps the sharper image")
        #expect(ImageScrollView.decodeZoom(for: 1.2, maximum: 4) == 2)
        #expect(ImageScrollView.decodeZoom(for: 2.5, maximum: 3) == 3)
        #expect(ImageScrollView.decodeZoom(for: 0.5, maximum: 4) == 1)
    }

    @Test("A pinch past the decoded pixels decodes again")
    func redecodeOnPinch() throws {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 64 << 20, decoder: decoder)
        let fixture = try SceneHarness(width: 320, height: 480)
        let viewer = ImageScrollView(imageView: ImageView(source: .file(Self.photo), cache: cache))
        fixture.place(viewer, at: Rect(x: 0, y: 0, width: 320, height: 480))
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(viewer.imageView.image?.size == PixelSize(width: 640, height: 480))
        #expect(cache.decodeCount == 1, "the fitted decode")
        try fixture.playInFrames("pinch 160,240 from=20 to=200")
        #expect(viewer.zoomScale == ControlMetrics.imageMaximumZoomScale)
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(viewer.imageView.image?.size == PixelSize(width: 2560, height: 1920))
        #expect(cache.decodeCount == 3, "the pinch to 4× decodes twice: for 2×, then for 4×")
    }

    @Test("A truncated file fails the same way whatever size it is decoded at")
    func truncatedUnchanged() throws {
        let bytes = try FileBytes.read(ImageViewTests.fixtures + "landscape-240x160.jpg")
        let path = "/tmp/scanout-image-view-cut-\(getpid()).jpg"
        try FileBytes.write(Array(bytes.prefix(bytes.count / 2)), to: path)
        var expected: ImageFileError?
        do { _ = try Bitmap.readImage(from: path) } catch { expected = error }
        let (view, _) = try { () throws -> (ImageView, ImageCache) in
            let decoder = ImageDecoder()
            let cache = ImageCache(byteBudget: 1 << 20, decoder: decoder)
            let fixture = try SceneHarness(width: 100, height: 100)
            let view = ImageView(source: .file(path), cache: cache)
            fixture.place(view, at: Rect(x: 0, y: 0, width: 30, height: 20))
            decoder.waitUntilIdle()
            decoder.deliverFinished()
            return (view, cache)
        }()
        #expect(view.decodePixelSize == PixelSize(width: 30, height: 20))
        #expect(expected != nil && view.loadError == expected)
    }
}
