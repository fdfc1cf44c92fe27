import Glibc
import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// The image view: where each content mode puts the image (and how leading and trailing mirror
/// right to left), the cache's byte budget, the placeholder until a decode is delivered, shared
/// decodes, damaged files, what a screen reader hears, and zooming in an image scroll view.
@MainActor
@Suite("Image view")
struct ImageViewTests {
    static let fixtures = TestFiles.repositoryRoot() + "/Tests/GraphicsTests/Fixtures/JPEG/"

    let bounds = Rect(x: 10, y: 20, width: 100, height: 80)
    let image = Size(width: 40, height: 20)

    func rect(_ mode: ImageContentMode, _ direction: LayoutDirection = .leftToRight, image: Size? = nil) -> Rect {
        mode.imageRect(imageSize: image ?? self.image, in: bounds, layoutDirection: direction)
    }

    @Test("Each content mode places a 40×20 image in a 100×80 rect as UIKit does")
    func geometry() {
        #expect(rect(.scaleToFill) == bounds)
        #expect(rect(.scaleAspectFit) == Rect(x: 10, y: 35, width: 100, height: 50), "width-bound: bars above and below")
        #expect(rect(.scaleAspectFill) == Rect(x: -20, y: 20, width: 160, height: 80), "height-bound: cropped at the sides")
        #expect(rect(.center) == Rect(x: 40, y: 50, width: 40, height: 20))
        #expect(rect(.top) == Rect(x: 40, y: 20, width: 40, height: 20))
        #expect(rect(.bottom) == Rect(x: 40, y: 80, width: 40, height: 20))
        #expect(rect(.leading) == Rect(x: 10, y: 50, width: 40, height: 20))
        #expect(rect(.trailing) == Rect(x: 70, y: 50, width: 40, height: 20))
        #expect(rect(.topLeading) == Rect(x: 10, y: 20, width: 40, height: 20))
        #expect(rect(.topTrailing) == Rect(x: 70, y: 20, width: 40, height: 20))
        #expect(rect(.bottomLeading) == Rect(x: 10, y: 80, width: 40, height: 20))
        #expect(rect(.bottomTrailing) == Rect(x: 70, y: 80, width: 40, height: 20))
        // A tall image: fit is height-bound, fill width-bound.
        let tall = Size(width: 20, height: 40)
        #expect(rect(.scaleAspectFit, image: tall) == Rect(x: 40, y: 20, width: 40, height: 80))
        #expect(rect(.scaleAspectFill, image: tall) == Rect(x: 10, y: -40, width: 100, height: 200))
        #expect(rect(.center, image: .zero).size == .zero, "no image, nothing drawn")
    }

    @Test("Right to left, leading and trailing swap sides; centre, top, bottom and the scaling modes do not move")
    func rightToLeft() {
        for mode in ImageContentMode.allCases {
            let ltr = rect(mode), rtl = rect(mode, .rightToLeft)
            switch mode {
            case .leading, .trailing, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing:
                #expect(rtl.minX == bounds.minX + bounds.maxX - ltr.maxX, "\(mode) mirrors about the centre")
                #expect(rtl.minY == ltr.minY && rtl.size == ltr.size)
                #expect(rtl != ltr)
            default:
                #expect(rtl == ltr, "\(mode) is the same both ways")
            }
        }
        #expect(rect(.leading, .rightToLeft) == rect(.trailing))
        #expect(rect(.bottomTrailing, .rightToLeft) == rect(.bottomLeading))
    }

    @Test("The cache stays within its byte budget, dropping the least recently used first")
    func cacheEviction() {
        let cache = ImageCache(byteBudget: 3 * 16 * 16 * 4, decoder: ImageDecoder())
        let images = (0..<4).map { _ in Bitmap(width: 16, height: 16) }
        cache.insert(images[0], for: "a")
        cache.insert(images[1], for: "b")
        cache.insert(images[2], for: "c")
        #expect(cache.count == 3 && cache.byteCount == 3 * 1024 && cache.evictionCount == 0)
        #expect(cache.cachedImage(at: "a") === images[0], "a is now the most recently used")
        cache.insert(images[3], for: "d")
        #expect(cache.paths == ["c", "a", "d"], "b, used longest ago, went")
        #expect(cache.byteCount <= cache.byteBudget && cache.evictionCount == 1)
        #expect(cache.cachedImage(at: "b") == nil)
        cache.byteBudget = 1024
        #expect(cache.paths == ["d"] && cache.byteCount == 1024, "lowering the budget evicts at once")
        cache.insert(Bitmap(width: 32, height: 32), for: "huge")
        #expect(cache.cachedImage(at: "huge") == nil, "an image over the whole budget is not kept")
        #expect(cache.paths == ["d"])
    }

    @Test("A file shows the placeholder until its decode is delivered, then the image; views share one decode")
    func placeholderThenImage() throws {
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 1 << 20, decoder: decoder)
        let fixture = try SceneHarness(width: 120, height: 120)
        fixture.root.background = .color(.system(.systemBackground))
        let first = ImageView(source: .file(Self.fixtures + "solid-8x8.jpg"), contentMode: .scaleToFill, cache: cache)
        let second = ImageView(source: .file(Self.fixtures + "solid-8x8.jpg"), contentMode: .scaleToFill, cache: cache)
        fixture.place(first, at: Rect(x: 0, y: 0, width: 60, height: 60))
        fixture.place(second, at: Rect(x: 60, y: 60, width: 60, height: 60))
        fixture.settle()
        #expect(first.phase == .loading && second.phase == .loading)
        #expect(cache.decodeCount == 1, "the second view waits for the first one's decode")
        let placeholder = Color.resolved(.system(.secondarySystemFill), over: .system(.systemBackground), in: fixture.owner)
        let corner = fixture.bitmap[3, 3]
        #expect(corner.isNear(placeholder, within: 2), "placeholder fill 0x\(String(corner, radix: 16))")
        let symbol = fixture.bitmap[30, 30]
        #expect(symbol != corner, "a photo symbol in the middle")

        decoder.waitUntilIdle()
        #expect(first.phase == .loading, "nothing changes until the result is delivered on the main actor")
        #expect(decoder.deliverFinished() == 1)
        #expect(first.phase == .loaded && second.phase == .loaded)
        #expect(first.image === second.image, "one bitmap for both")
        #expect(fixture.host.needsFrame, "the delivery asked for a frame")
        fixture.settle()
        for (x, y) in [(3, 3), (30, 30), (100, 100)] {
            #expect(fixture.bitmap[x, y].isNear(0xFFC8_283C, within: 3), "decoded red at \(x),\(y)")
        }
        // A third view of the file finds it in the cache: no placeholder at all.
        let third = ImageView(source: .file(Self.fixtures + "solid-8x8.jpg"), cache: cache)
        #expect(third.phase == .loaded && third.imageSize == Size(width: 8, height: 8))
        #expect(cache.decodeCount == 1)
    }

    @Test("A damaged JPEG keeps the placeholder and reports a typed error naming the file")
    func damagedFile() throws {
        let bytes = try FileBytes.read(Self.fixtures + "landscape-240x160.jpg")
        let path = "/tmp/scanout-image-view-damaged-\(getpid()).jpg"
        try FileBytes.write(Array(bytes.prefix(bytes.count / 3)), to: path)
        let decoder = ImageDecoder()
        let cache = ImageCache(byteBudget: 1 << 20, decoder: decoder)
        let view = ImageView(source: .file(path), cache: cache)
        var loads = 0
        view.onLoad = { _ in loads += 1 }
        decoder.waitUntilIdle()
        decoder.deliverFinished()
        #expect(loads == 1)
        guard case .failed(.jpeg(.truncated(let named, _))) = view.phase else {
            Issue.record("expected a truncated JPEG error, got \(view.phase)")
            return
        }
        #expect(named == path)
        #expect(view.image == nil)
        #expect(view.loadError?.description.contains("truncated") == true)
        // Remembered: a second view of the same file does not decode it again.
        let again = ImageView(source: .file(path), cache: cache)
        #expect(again.loadError == view.loadError && cache.decodeCount == 1)
    }

    @Test("An in-memory bitmap shows at once; the view's size follows the image over its scale")
    func bitmapSource() {
        let bitmap = Bitmap(width: 60, height: 30)
        let view = ImageView(source: .bitmap(bitmap))
        #expect(view.phase == .loaded && view.image === bitmap)
        #expect(view.contentSize(fitting: ProposedSize(width: nil, height: nil)) == Size(width: 60, height: 30))
        view.imageScale = 2
        #expect(view.contentSize(fitting: ProposedSize(width: nil, height: nil)) == Size(width: 30, height: 15))
        view.source = nil
        #expect(view.phase == .empty && view.image == nil)
    }

    @Test("An animated series shows its images in turn on the scene's clock, then stops after its passes")
    func animatedSeries() throws {
        let fixture = try SceneHarness(width: 40, height: 40)
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF]
        let frames = colours.map { colour -> Bitmap in
            let bitmap = Bitmap(width: 4, height: 4)
            bitmap.clear(Color(hex: colour & 0xFF_FFFF))
            return bitmap
        }
        let still = Bitmap(width: 4, height: 4)
        still.clear(Color(hex: 0xFFFFFF))
        let view = ImageView(source: .bitmap(still), contentMode: .scaleToFill)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        fixture.place(view, at: Rect(x: 0, y: 0, width: 40, height: 40))
        fixture.settle()
        #expect(fixture.bitmap[20, 20] == 0xFFFF_FFFF, "the still image until the series starts")
        view.startAnimating()
        #expect(view.isAnimating && view.animationIndex == 0)
        var seen: [UInt32] = []
        for _ in 0..<36 {  // 0.6 s: two passes of 0.3 s
            fixture.frame()
            let pixel = fixture.bitmap[20, 20]
            if seen.last != pixel { seen.append(pixel) }
        }
        fixture.settle()
        #expect(Array(seen.prefix(6)) == colours + colours, "red, green, blue, twice, in order")
        #expect(!view.isAnimating, "stopped after two passes")
        #expect(fixture.bitmap[20, 20] == 0xFFFF_FFFF, "the still image again")
        view.startAnimating()
        fixture.run(seconds: 0.15)
        #expect(view.isAnimating && view.animationIndex == 1)
        view.stopAnimating()
        fixture.settle()
        #expect(!view.isAnimating && fixture.bitmap[20, 20] == 0xFFFF_FFFF)
    }

    @Test("A labelled image view is an image element; an unlabelled one is decoration")
    func accessibility() {
        let labelled = ImageView(source: .bitmap(Bitmap(width: 4, height: 4)), label: "Beach at dusk")
        #expect(labelled.isAccessibilityElement)
        #expect(labelled.accessibilityLabel == "Beach at dusk")
        #expect(labelled.accessibilityTraits == .image)
        let decoration = ImageView(source: .bitmap(Bitmap(width: 4, height: 4)))
        #expect(!decoration.isAccessibilityElement)
        let zooming = ImageScrollView(imageView: labelled)
        _ = zooming
        #expect(labelled.accessibilityTraits == [.image, .supportsZoom])
    }

    @Test("In an image scroll view a double tap toggles fit and 2× about the tapped point; a pinch zooms up to 4×")
    func zoom() throws {
        let fixture = try SceneHarness()
        let viewer = ImageScrollView(imageView: ImageView(source: .bitmap(Bitmap(width: 320, height: 480))))
        fixture.place(viewer, at: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(viewer.imageView.frame.size == Size(width: 320, height: 480), "fitted to the view at 1×")
        #expect(viewer.zoomScale == 1)
        try fixture.playInFrames("double-tap 80,120")
        #expect(viewer.zoomScale == 2)
        #expect(abs(viewer.contentOffset.x - (80 * 2 - 160)) < 1e-6, "the tapped point is centred where the content allows")
        #expect(abs(viewer.contentOffset.y - 0) < 1e-6)
        try fixture.playInFrames("double-tap 160,240")
        #expect(viewer.zoomScale == 1, "back to fit")
        try fixture.playInFrames("pinch 160,240 from=20 to=200")
        #expect(viewer.zoomScale == ControlMetrics.imageMaximumZoomScale)
    }
}

extension UInt32 {
    /// Whether every channel is within `tolerance` of `other`'s.
    func isNear(_ other: UInt32, within tolerance: Int) -> Bool {
        (0..<4).allSatisfy { i in abs(Int((self >> (8 * UInt32(i))) & 0xFF) - Int((other >> (8 * UInt32(i))) & 0xFF)) <= tolerance }
    }
}

extension Color {
    /// The pixel `color` composited over `background`, both resolved in `owner`'s environment.
    @MainActor
    static func resolved(_ color: ThemeColor, over background: ThemeColor, in owner: SceneOwner) -> UInt32 {
        let bitmap = Bitmap(width: 1, height: 1)
        let canvas = Canvas(bitmap: bitmap)
        canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)), paint: .color(background.resolved(in: owner.environment)))
        canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)), paint: .color(color.resolved(in: owner.environment)))
        canvas.flush()
        return bitmap[0, 0]
    }
}
