public import Gestures
public import Graphics
public import Scene

/// A view that shows one image or an animated series, scaled and placed by its ``contentMode``
/// (iPhone HIG, “Image Views”): a PNG or JPEG file or a bitmap in memory; a series is bitmaps
/// shown in turn (``animationImages``, ``startAnimating()``).
///
/// A file is decoded off the frame path (``ImageDecoder``) and kept in a byte-bounded
/// ``ImageCache`` that views of the same file share. A view that scales its image decodes the
/// file at about its own pixel size (``decodePixelSize``), not the file's: a 4000 × 3000 photo
/// in a 300 × 200 point view at 2× is held as 600 × 450 pixels; zooming past that in an
/// ``ImageScrollView`` decodes it again, larger, while the smaller image stays on screen. Until its image is ready the view shows a
/// placeholder: the secondary system fill with a photo symbol in the middle; it redraws (and, when
/// its size follows its image, relays out) the moment the decode is delivered. A file that
/// cannot be read keeps the placeholder and reports why in ``loadError``.
///
/// The view's size follows its image (its pixels over ``imageScale``) unless its sizing says
/// otherwise. ``Node/clipsToBounds`` crops what ``ImageContentMode/scaleAspectFill`` or an
/// unscaled mode draws outside the bounds, with the corners of ``Node/cornerRadius``. A view with
/// a ``label`` is an image element for a screen reader (``AccessibilityTraits/image``); one
/// without is decoration, skipped. Inside an ``ImageScrollView`` it zooms with a pinch and a
/// double tap.
///
/// ```swift
/// let photo = ImageView(source: .file("beach.jpg"), contentMode: .scaleAspectFill, label: "Beach at dusk")
/// photo.horizontalSizing = .fixed(160)
/// photo.verticalSizing = .fixed(120)
/// photo.clipsToBounds = true
/// photo.cornerRadius = 10
/// ```
open class ImageView: Node {
    /// Where the view's image is in its life.
    public enum Phase: Equatable {
        /// No source.
        case empty
        /// A file is being decoded; the placeholder shows.
        case loading
        /// The image is shown.
        case loaded
        /// The file could not be decoded; the placeholder shows.
        case failed(ImageFileError)
    }

    /// What the view shows. Setting it starts loading a file (or shows a bitmap at once).
    public var source: ImageSource? {
        didSet { load() }
    }
    /// How the image fits the bounds.
    public var contentMode: ImageContentMode {
        didSet {
            if contentMode != oldValue {
                updateOutsets()
                setNeedsDisplay()
                updateDecodedResolution()
            }
        }
    }
    /// Image pixels per point (2 for artwork made for a 2× screen). Default 1.
    public var imageScale: Double = 1 {
        didSet {
            if imageScale != oldValue {
                setNeedsLayout()
                updateOutsets()
                setNeedsDisplay()
            }
        }
    }
    /// What a screen reader says for the image (`nil`: the image is decoration, not an element).
    public var label: String?
    /// The cache files are decoded through.
    public let cache: ImageCache

    /// The decoded image shown, or `nil` while there is none: for a file, decoded at
    /// ``decodePixelSize`` (or larger), so possibly fewer pixels than the file has.
    public private(set) var image: Bitmap?
    /// The file's own size in pixels, once decoded (`nil` for a bitmap source or before).
    public private(set) var fullImagePixelSize: PixelSize?
    /// Where the image is in its life.
    public private(set) var phase: Phase = .empty

    /// Why the file could not be shown, or `nil`.
    public var loadError: ImageFileError? {
        if case .failed(let error) = phase { return error }
        return nil
    }

    /// Runs after the image arrives or fails (the view has already asked to redraw).
    public var onLoad: (@MainActor (ImageView) -> Void)?

    /// The number of the load in flight: a source changed meanwhile makes a late result stale.
    private var generation = 0
    /// The decode held until the first layout gives the view its size (``ImageDecoder/hold(_:)``).
    private var heldDecode: Int?
    /// The pixels the last decode asked for was to cover (its `target`; `nil` inside: full size).
    private var lastRequest: PixelSize??
    /// How much an enclosing ``ImageScrollView`` magnifies the view, rounded up to the zoom
    /// the decoded image must serve (1: none).
    var decodeZoomScale: Double = 1 {
        didSet { if decodeZoomScale != oldValue { updateDecodedResolution() } }
    }

    // MARK: Animated series

    /// The images of an animated series, shown in turn while ``isAnimating`` (in place of the
    /// ``source``'s image); all are fitted by the same ``contentMode``. Changing them restarts a
    /// running series.
    public var animationImages: [Bitmap] = [] {
        didSet {
            animationIndex = 0
            if isAnimating { restartSeries() }
            if image == nil { setNeedsLayout() }
            updateOutsets()
            setNeedsDisplay()
        }
    }
    /// The seconds one pass through ``animationImages`` takes; 0 (the default) shows each image
    /// for 1/30 s, as UIKit does.
    public var animationDuration: Double = 0
    /// How many passes the series runs before it stops on its first image; 0 (the default) runs
    /// until ``stopAnimating()``.
    public var animationRepeatCount = 0
    /// Whether the series is running.
    public internal(set) var isAnimating = false
    /// The index in ``animationImages`` of the image shown now.
    public internal(set) var animationIndex = 0
    var seriesKey: Animator.Key?
    var seriesPasses = 0

    // MARK: Copy

    /// Whether a long press shows the edit menu with Copy, which puts the image on
    /// ``pasteboard`` (HIG §1.14, §1.28). Off by default, as a `UIImageView` takes no touches
    /// until the app enables interaction and adds an edit menu: most images are decoration or
    /// part of a control, and a menu on them would surprise.
    public var allowsCopy = false {
        didSet {
            copyPressRecognizer.isEnabled = allowsCopy
            isInteractive = allowsCopy
            if !allowsCopy { editMenu.dismiss() }
        }
    }
    /// The pasteboard Copy puts the image on (``Pasteboard/general`` unless given another).
    public var pasteboard: Pasteboard = .general
    /// The edit menu a long press shows when ``allowsCopy``.
    public let editMenu = EditMenu()
    /// The long press that shows the edit menu (enabled with ``allowsCopy``).
    public let copyPressRecognizer = LongPressGestureRecognizer()

    /// A view showing `source`, fitted by `contentMode`, described to a screen reader as `label`.
    public init(source: ImageSource? = nil, contentMode: ImageContentMode = .scaleAspectFit, label: String? = nil,
                cache: ImageCache = .shared) {
        self.source = source
        self.contentMode = contentMode
        self.label = label
        self.cache = cache
        super.init()
        copyPressRecognizer.name = "imageView.copyPress"
        copyPressRecognizer.isEnabled = false
        copyPressRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.showEditMenu(at: recognizer.location(in: self))
        }
        addGestureRecognizer(copyPressRecognizer)
        load()
    }

    override open var foldsOpacityIntoContent: Bool { false }

    /// The image's size in points (its pixels over ``imageScale``; the series' first image's
    /// when there is no still image), or zero without an image.
    public var imageSize: Size {
        guard imageScale > 0 else { return .zero }
        if image != nil, let full = fullImagePixelSize {
            return Size(width: Double(full.width) / imageScale, height: Double(full.height) / imageScale)
        }
        guard let image = image ?? animationImages.first else { return .zero }
        return Size(width: Double(image.width) / imageScale, height: Double(image.height) / imageScale)
    }

    /// The pixels a file is decoded to cover (``Bitmap/decodedSize(of:covering:)``): the view's
    /// size times the display scale (and the zoom of an enclosing ``ImageScrollView``) for the
    /// scaling content modes; `nil`, the file's full size, for the modes that draw the image at
    /// its own size or while the view has no size yet.
    public var decodePixelSize: PixelSize? {
        switch contentMode {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill: break
        default: return nil
        }
        let area = contentRect
        guard area.width > 0, area.height > 0 else { return nil }
        let scale = max(1, environment.displayScale) * max(1, decodeZoomScale)
        return PixelSize(width: Int((area.width * scale - 1e-9).rounded(.up)),
                         height: Int((area.height * scale - 1e-9).rounded(.up)))
    }

    /// Where the image is drawn, in the view's coordinates, for its current bounds and direction.
    public var imageRect: Rect {
        contentMode.imageRect(imageSize: imageSize, in: contentRect, layoutDirection: layoutDirection)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size { imageSize }

    override open func layoutChildren() {
        updateOutsets()
        updateDecodedResolution(laidOut: true)
    }

    override open func environmentDidChange() {
        super.environmentDidChange()
        updateDecodedResolution()
        // A series started before the view joined a scene starts when it joins.
        if isAnimating && seriesKey == nil { runSeriesPass() }
    }

    // MARK: Loading

    private func load() {
        generation += 1
        releaseHeldDecode()
        lastRequest = nil
        fullImagePixelSize = nil
        switch source {
        case nil:
            show(nil, phase: .empty)
        case .bitmap(let bitmap):
            show(bitmap, phase: .loaded)
        case .file(let path):
            guard bounds.isEmpty else { return request(path) }
            // No size yet: a kept full-size image or a remembered failure shows at once; otherwise
            // the decode waits for the layout that gives the view its size.
            if let kept = cache.cachedImage(at: path, covering: nil) { return show(kept) }
            if let error = cache.failure(at: path) { return show(nil, phase: .failed(error)) }
            show(nil, phase: .loading)
            let current = generation
            heldDecode = cache.decoder.hold(for: self) { [weak self] in
                guard let self, self.generation == current, self.heldDecode != nil else { return }
                self.request(path)
            }
        }
    }

    /// Asks the cache for the file at ``decodePixelSize``; the image shown stays until a larger
    /// one arrives.
    private func request(_ path: String) {
        releaseHeldDecode()
        let target = decodePixelSize
        lastRequest = .some(target)
        let current = generation
        let lookup = cache.image(at: path, covering: target) { [weak self] result in
            guard let self, self.generation == current else { return }
            let first = self.image == nil
            switch result {
            case .success(let decoded): self.show(decoded)
            case .failure(let error): if first { self.show(nil, phase: .failed(error)) }
            }
            if first { self.onLoad?(self) }
        }
        switch lookup {
        case .ready(let decoded): show(decoded)
        case .failed(let error): if image == nil { show(nil, phase: .failed(error)) }
        case .loading: if image == nil { show(nil, phase: .loading) }
        }
    }

    /// Shows a decoded file, unless the image shown already has more pixels.
    private func show(_ decoded: DecodedImage) {
        if let image, phase == .loaded, fullImagePixelSize == decoded.fullSize, image.width >= decoded.bitmap.width {
            return
        }
        fullImagePixelSize = decoded.fullSize
        show(decoded.bitmap, phase: .loaded)
    }

    /// Starts the held decode once the view has been laid out, and decodes the file again,
    /// larger, when the view needs more pixels than the image shown has (it grew, the display
    /// scale rose, or an ``ImageScrollView`` zoomed in past them).
    ///
    /// A held decode starts once the view has a size, or after a layout that left it without
    /// one (its size follows its image: then it needs all of it).
    private func updateDecodedResolution(laidOut: Bool = false) {
        guard case .file(let path) = source else { return }
        if heldDecode != nil {
            if laidOut || !bounds.isEmpty { request(path) }
            return
        }
        guard phase == .loaded, let image, let full = fullImagePixelSize, image.size != full else { return }
        let target = decodePixelSize
        guard !DecodedImage(bitmap: image, fullSize: full).covers(target) else { return }
        if let asked = lastRequest, DecodedImage.target(asked, covers: target) { return }
        request(path)
    }

    private func releaseHeldDecode() {
        if let heldDecode { cache.decoder.release(heldDecode) }
        heldDecode = nil
    }

    private func show(_ bitmap: Bitmap?, phase: Phase) {
        let oldSize = imageSize
        image = bitmap
        self.phase = phase
        if imageSize != oldSize { setNeedsLayout() }
        updateOutsets()
        setNeedsDisplay()
    }

    /// Lets the damage tracker know where an unclipped image reaches outside the bounds.
    private func updateOutsets() {
        var outsets = EdgeInsets.zero
        if !clipsToBounds, displayedImage != nil {
            let r = imageRect, b = bounds
            let left = max(0, b.minX - r.minX), right = max(0, r.maxX - b.maxX)
            let rtl = layoutDirection == .rightToLeft
            outsets = EdgeInsets(top: max(0, b.minY - r.minY), leading: rtl ? right : left,
                                 bottom: max(0, r.maxY - b.maxY), trailing: rtl ? left : right)
        }
        if drawingOutsets != outsets { drawingOutsets = outsets }
    }

    // MARK: Drawing

    override open func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let shown = displayedImage
        let clips = clipsToBounds || shown == nil
        if clips {
            canvas.save()
            if hasRoundedImageCorners {
                canvas.clip(toRoundedRect: context.bounds, radii: effectiveCornerRadii, style: cornerStyle)
            } else {
                canvas.clip(to: context.bounds)
            }
        }
        if let shown {
            canvas.draw(shown, in: imageRect)
        } else if phase != .empty {
            drawPlaceholder(in: context)
        }
        if clips { canvas.restore() }
    }

    /// The bitmap drawn now: the series' current image while it runs, else the still image.
    var displayedImage: Bitmap? {
        if isAnimating, animationIndex < animationImages.count { return animationImages[animationIndex] }
        return image
    }

    private var hasRoundedImageCorners: Bool { !effectiveCornerRadii.isZero }

    /// The secondary system fill with a photo symbol centred, a third of the shorter side (at
    /// most 44 points).
    private func drawPlaceholder(in context: DrawingContext) {
        let bounds = context.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        context.canvas.fill(Path.rect(bounds), paint: .color(context.resolve(.system(.secondarySystemFill))))
        let side = min(ControlMetrics.imagePlaceholderSymbolMaximum, min(bounds.width, bounds.height) / 3)
        guard side >= 8 else { return }
        let box = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        ImageView.photoSymbol.draw(in: context.canvas, box: box, strokeWidth: side * 0.075,
                                   color: context.resolve(.system(.secondaryLabel)))
    }

    /// The placeholder's symbol: a framed landscape with a sun (SF Symbols' `photo`).
    static let photoSymbol: Symbol = {
        func path(_ data: String) -> Path { (try? Path(svgPathData: data)) ?? Path() }
        return Symbol(name: "photo", layers: [
            Symbol.Layer(style: .stroke, path: path("M5 4.5 H19 Q21 4.5 21 6.5 V17.5 Q21 19.5 19 19.5 H5 Q3 19.5 3 17.5 V6.5 Q3 4.5 5 4.5 Z")),
            Symbol.Layer(style: .stroke, path: path("M3.5 17 L9 11.5 L13 15.5 L15.5 13 L20.5 18")),
            Symbol.Layer(style: .fill, path: path("M15.5 6.7 A1.8 1.8 0 1 1 15.5 10.3 A1.8 1.8 0 1 1 15.5 6.7 Z")),
        ], mirrorsInRightToLeft: false)
    }()
}
