public import Graphics
public import Scene

/// A view that shows one image or an animated series, scaled and placed by its ``contentMode``
/// (iPhone HIG, “Image Views”): a PNG or JPEG file or a bitmap in memory; a series is bitmaps
/// shown in turn (``animationImages``, ``startAnimating()``).
///
/// A file is decoded off the frame path (``ImageDecoder``) and kept in a byte-bounded
/// ``ImageCache`` that views of the same file share. Until its image is ready the view shows a
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

    /// The decoded image shown, or `nil` while there is none.
    public private(set) var image: Bitmap?
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

    /// A view showing `source`, fitted by `contentMode`, described to a screen reader as `label`.
    public init(source: ImageSource? = nil, contentMode: ImageContentMode = .scaleAspectFit, label: String? = nil,
                cache: ImageCache = .shared) {
        self.source = source
        self.contentMode = contentMode
        self.label = label
        self.cache = cache
        super.init()
        load()
    }

    override open var foldsOpacityIntoContent: Bool { false }

    /// The image's size in points (its pixels over ``imageScale``; the series' first image's
    /// when there is no still image), or zero without an image.
    public var imageSize: Size {
        guard let image = image ?? animationImages.first, imageScale > 0 else { return .zero }
        return Size(width: Double(image.width) / imageScale, height: Double(image.height) / imageScale)
    }

    /// Where the image is drawn, in the view's coordinates, for its current bounds and direction.
    public var imageRect: Rect {
        contentMode.imageRect(imageSize: imageSize, in: contentRect, layoutDirection: layoutDirection)
    }

    override open func contentSize(fitting proposal: ProposedSize) -> Size { imageSize }

    override open func layoutChildren() { updateOutsets() }

    override open func environmentDidChange() {
        super.environmentDidChange()
        // A series started before the view joined a scene starts when it joins.
        if isAnimating && seriesKey == nil { runSeriesPass() }
    }

    // MARK: Loading

    private func load() {
        generation += 1
        let current = generation
        switch source {
        case nil:
            show(nil, phase: .empty)
        case .bitmap(let bitmap):
            show(bitmap, phase: .loaded)
        case .file(let path):
            let lookup = cache.image(at: path) { [weak self] result in
                guard let self, self.generation == current else { return }
                switch result {
                case .success(let bitmap): self.show(bitmap, phase: .loaded)
                case .failure(let error): self.show(nil, phase: .failed(error))
                }
                self.onLoad?(self)
            }
            switch lookup {
            case .ready(let bitmap): show(bitmap, phase: .loaded)
            case .failed(let error): show(nil, phase: .failed(error))
            case .loading: show(nil, phase: .loading)
            }
        }
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
