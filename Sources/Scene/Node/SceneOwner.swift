public import Graphics

/// Owns a tree of nodes on one screen: lays it out, finds what changed, and draws only that.
///
/// ## Background
/// A frame runs, in order: animations advance to the frame's timestamp, ``layoutIfNeeded()``
/// (parents first; unmarked subtrees return at once), ``takeDamage()`` (a redrawn or moved node
/// adds its old and new painted pixel bounds, a removed node its last bounds), then the tree is
/// drawn clipped to the damage. Whether a frame is needed is the scene's state (``needsFrame``),
/// which its host reads; marking a node only wakes the host through ``frameRequestHandler``. A
/// scene with nothing marked and nothing animating needs none, so an idle screen costs no
/// wake-ups.
///
/// <!-- example context: let root = VStackNode(), knob = VStackNode() -->
/// ```swift
/// let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 1280, height: 800), scale: 2)
/// let frame = Bitmap(size: owner.pixelSize)
/// let report = owner.renderFrame(into: frame)   // draws everything the first time
/// knob.frame.origin.x += 20
/// owner.renderFrame(into: frame)                // redraws only the knob's old and new area
/// ```
@MainActor
public final class SceneOwner {
    /// The root node; its frame is kept equal to the screen, in points.
    public let root: Node
    /// The screen's size in device pixels.
    public private(set) var pixelSize: PixelSize
    /// The environment the root inherits. ``EnvironmentValues/displayScale`` follows ``scale``.
    public var environment: EnvironmentValues {
        didSet { root.invalidateEnvironment() }
    }
    /// The areas of the screen, in points, that system UI or the panel's shape cover (a status
    /// bar, rounded corners); nodes with ``Node/insetsContentBySafeArea`` keep their content
    /// out of them.
    public var safeAreaInsets: EdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { root.invalidateLayoutRecursively() } }
    }
    /// The colour damaged pixels are cleared to before the tree is drawn, or `nil` when the root
    /// covers every pixel with an opaque background.
    public var backgroundColor: ThemeColor? = .systemBackground {
        didSet { if backgroundColor != oldValue { needsFullRedraw = true; requestFrame() } }
    }
    /// Wakes the host when the scene comes to need a frame: when it goes from idle to dirty, and
    /// after each frame while animations that can be seen run (an animation repeating for ever
    /// on a node scrolled off screen asks for none: ``Animator/wantsFrame(onScreen:)``). It is a
    /// wake-up, not the request itself: the host reads ``needsFrame`` when it decides, so a wake-up
    /// that went nowhere (a suspended app's) loses no frame. An idle scene never calls it.
    public var frameRequestHandler: (@MainActor () -> Void)?
    /// Whether something is marked or animating and a frame should be drawn.
    public private(set) var needsFrame = true

    /// A count that changes whenever what could be the front-most screen may have changed: a node
    /// added, removed or moved among its siblings, hidden or shown, its opacity reaching or
    /// leaving 0, or a screen saying its preferences changed (``noteStructureChange()``). What
    /// looks the front-most screen up (the runtime's status bar) does it again only when this
    /// changed, not every frame.
    public private(set) var structureGeneration = 0

    /// Says that what a screen prefers (its status bar style, whether it hides the bar) changed:
    /// ``structureGeneration`` moves on and a frame is asked for, in which the runtime looks again.
    public func noteStructureChange() {
        structureDidChange()
        requestFrame()
    }

    /// A node was added, removed, moved, hidden or shown (its own change asks for the frame).
    func structureDidChange() { structureGeneration &+= 1 }
    /// What asks for the next frame, for a person reading why a scene never settles: the
    /// animator's ``Animator/frameRequesters``, or `marked` when a change waits and no animation
    /// asks (a node marked again in every frame).
    public var frameRequesters: [String] {
        let animations = animator.frameRequesters
        return animations.isEmpty && needsFrame ? ["marked"] : animations
    }
    /// The animation engine, driven by the timestamps passed to ``renderFrame(into:bufferAge:timestamp:)``.
    public let animator = Animator()
    /// Frame times, the frame-time histogram, dropped frames and damage area.
    public let telemetry = FrameTelemetry()
    /// Whether frames draw the damage overlay (each frame's damage rects outlined) for debugging.
    public var showsDamageOverlay = false {
        didSet { if showsDamageOverlay != oldValue { needsFullRedraw = true; requestFrame() } }
    }

    /// The screen reader's cursor: the frame (screen points) of the element it is on, drawn
    /// over the whole tree as VoiceOver draws it (``AccessibilityCursor``), or `nil` for none.
    /// Changing it repaints only the old and the new outline.
    public var accessibilityCursor: Rect? {
        didSet {
            guard accessibilityCursor != oldValue else { return }
            for frame in [oldValue, accessibilityCursor].compactMap({ $0 }) {
                damageAccessibilityCursor(at: frame)
            }
        }
    }
    /// Receives what the tree posts for assistive technology (``Node/postAccessibilityNotification(_:)``):
    /// a screen reader sets it while it runs.
    public var accessibilityNotificationHandler: (@MainActor (AccessibilityNotification) -> Void)?

    var damageQueue: [Node] = []
    var removedRects: [PixelRect] = []
    var needsFullRedraw = true
    var isRendering = false
    /// The areas of the last frames' damage overlays, newest last.
    var overlayHistory: [PixelRect] = []
    /// The damage of the most recent frames, newest last (for buffer age).
    var history: [[PixelRect]] = []
    /// Coverage and scratch memory kept between frames (see ``RasterCache``).
    let cache: RasterCache
    /// The bytes of shape coverage the scene's raster cache keeps for replay (bounded by it).
    public var coverageCacheBytes: Int { cache.byteCount }
    /// How many frames of damage are kept for ``damage(forBufferAge:)``.
    public let maximumBufferAge = 4
    /// How many damaged nodes, and how many areas of removed nodes, the scene itemises before
    /// the next frame; past either, it damages the whole screen instead and lets them go. A
    /// scene that draws no frame for a long while (a suspended app, a display unplugged) while
    /// its tree keeps changing then holds at most this many, and frees the removed nodes.
    public static let maximumQueuedDamage = 4096
    /// How many entries wait for the next frame: damaged nodes and areas of removed nodes (at
    /// most ``maximumQueuedDamage`` of each).
    public var queuedDamageCount: Int { damageQueue.count + removedRects.count }

    /// Creates an owner for `root` on a screen of `pixelSize` device pixels at `scale` pixels
    /// per point.
    ///
    /// - Parameter rasterCache: The coverage cache frames draw through; `nil` makes one of the
    ///   default size (a benchmark passes `RasterCache(maximumEntries: 0)` to measure without replay).
    public init(root: Node, pixelSize: PixelSize, scale: Double = 1,
                environment: EnvironmentValues = EnvironmentValues(), rasterCache: RasterCache? = nil) {
        self.root = root
        cache = rasterCache ?? RasterCache()
        self.pixelSize = pixelSize
        var env = environment
        env.displayScale = scale > 0 && scale.isFinite ? scale : 1
        self.environment = env
        root.removeFromParent()
        root.frame = Rect(origin: .zero, size: sizeInPoints)
        root.attach(to: self)
        root.invalidateEnvironment()
        animator.ownerLink = self
    }

    // Isolated: nodes and the animator point back at the owner without retaining it
    // (`Node.ownerLink`, `Animator.ownerLink`); every one that outlives it is told here, on the
    // main actor where they are read.
    isolated deinit {
        root.forgetOwner(self)
        for node in damageQueue { node.forgetOwner(self) }
        animator.forgetOwner(self)
    }

    /// Device pixels per point.
    public var scale: Double { environment.displayScale }

    /// The screen's size in points.
    public var sizeInPoints: Size {
        Size(width: Double(pixelSize.width) / scale, height: Double(pixelSize.height) / scale)
    }

    /// Changes the screen size or scale (a mode set, a rotation); everything is laid out and
    /// redrawn.
    public func resize(to pixelSize: PixelSize, scale: Double? = nil) {
        self.pixelSize = pixelSize
        if let scale, scale > 0, scale.isFinite, scale != environment.displayScale {
            environment.displayScale = scale
        }
        root.frame = Rect(origin: .zero, size: sizeInPoints)
        root.invalidateLayoutRecursively()
        needsFullRedraw = true
        requestFrame()
    }

    /// Marks the scene as needing a frame; the handler wakes the host only when the scene was idle
    /// (after that, the host reads ``needsFrame`` at its next pass).
    public func requestFrame() {
        precondition(!isRendering, "the scene changed while it was being drawn")
        guard !needsFrame else { return }
        needsFrame = true
        frameRequestHandler?()
    }

    func enqueueDamage(_ node: Node) {
        precondition(!isRendering, "the scene changed while it was being drawn")
        if !needsFullRedraw, damageQueue.count >= Self.maximumQueuedDamage { coalesceDamage() }
        guard !needsFullRedraw else {
            // The next frame redraws the screen and recomputes every painted rect: nothing to
            // remember about this node.
            node.isQueuedForDamage = false
            node.damageKind = .none
            return
        }
        damageQueue.append(node)
    }

    func noteRemoved(_ node: Node) {
        if !needsFullRedraw, removedRects.count >= Self.maximumQueuedDamage { coalesceDamage() }
        if !needsFullRedraw { removedRects.append(node.paintedSubtreeRect) }
        requestFrame()
    }

    /// Gives up itemising the damage: the next frame redraws the whole screen, and the queued
    /// nodes (removed ones included, which the queue kept alive) and removed rects are let go.
    func coalesceDamage() {
        needsFullRedraw = true
        for node in damageQueue {
            node.isQueuedForDamage = false
            node.damageKind = .none
        }
        damageQueue = []
        removedRects = []
    }

    /// Lays out every marked node, parents first.
    public func layoutIfNeeded() {
        let screen = Rect(origin: .zero, size: sizeInPoints)
        if root.frame != screen { root.frame = screen }
        root.layoutIfNeeded()
    }

    /// Runs one frame: advances animations to `timestamp` (seconds; `nil` keeps them where they
    /// are), lays out, takes the damage and draws the tree into `bitmap` inside it.
    ///
    /// - Parameters:
    ///   - bitmap: The frame buffer (a shadow buffer), ``pixelSize`` large; a bitmap of another
    ///     size is drawn where it overlaps the screen.
    ///   - bufferAge: How many frames ago `bitmap` was last drawn (1 when drawing into the same
    ///     buffer every frame; 2 for double buffering; 0 when unknown: full redraw).
    /// - Returns: What was drawn: the damage, and the pixels repainted (to copy to the scanout
    ///   buffer or hand to the display's damage clips).
    @discardableResult
    public func renderFrame(into bitmap: Bitmap, bufferAge: Int = 1, timestamp: Double? = nil) -> FrameReport {
        let start = FrameTelemetry.now()
        if let timestamp { animator.advance(to: timestamp) }
        let frameDamage = takeDamage()
        history.append(frameDamage.rects)
        if history.count > maximumBufferAge { history.removeFirst(history.count - maximumBufferAge) }
        var repaint = bufferAge == 1 ? frameDamage : damage(forBufferAge: bufferAge)
        if showsDamageOverlay, !frameDamage.isEmpty {
            for r in DamageOverlay.previousOverlayAreas(self, bufferAge: bufferAge) { repaint.add(r) }
        }
        if !repaint.isEmpty {
            isRendering = true
            // Opaque fills over the background (or over other opaque fills) write their pixels
            // once; the frame is complete after `flush()` (Canvas's overdraw elision).
            let canvas = Canvas(bitmap: bitmap, scale: scale, damage: repaint.rects, cache: cache,
                                elidesOverdraw: true)
            if let backgroundColor { canvas.clear(to: backgroundColor.resolved(in: environment)) }
            root.render(in: canvas)
            if let accessibilityCursor {
                AccessibilityCursor.draw(
                    around: accessibilityCursor, on: Rect(origin: .zero, size: sizeInPoints), canvas: canvas)
            }
            if showsDamageOverlay { DamageOverlay.draw(frameDamage, on: canvas, owner: self) }
            canvas.flush()
            isRendering = false
        }
        needsFrame = animator.wantsFrame(onScreen: PixelRect(size: pixelSize))
        let report = FrameReport(damage: frameDamage, repainted: repaint,
                                 duration: FrameTelemetry.now() - start, timestamp: timestamp)
        telemetry.record(report)
        if needsFrame { frameRequestHandler?() }
        return report
    }
}

extension SceneOwner {
    /// Draws the whole scene into a new bitmap of ``pixelSize`` (for screenshots and tests),
    /// running a frame at `timestamp` first.
    public func snapshot(timestamp: Double? = nil) -> Bitmap {
        let bitmap = Bitmap(size: pixelSize)
        renderFrame(into: bitmap, bufferAge: 0, timestamp: timestamp)
        return bitmap
    }
}

extension Node {
    /// Marks the whole subtree for layout (screen size, safe area or scale changed).
    func invalidateLayoutRecursively() {
        measurements.removeAll()
        storedNeedsLayout = true
        parent?.markDescendantNeedsLayout()
        for child in children { child.invalidateLayoutRecursively() }
    }
}
