public import Graphics
import Synchronization

/// A retained element of the interface: a rectangle with a background, border, shadow, custom
/// drawing and ordered children, laid out in points.
///
/// ## Background
/// A node's ``frame`` is in its parent's coordinates; its ``bounds`` start at (0, 0). ``transform``
/// applies about the centre of the frame, as UIKit's does. Properties say what they invalidate and
/// compare before they mark: a colour change redraws the node's own pixels, a change of frame,
/// transform, opacity, visibility or clipping redraws the old and new area of its subtree, a
/// change of sizing, padding or text relays out. Nothing is drawn or laid out until the
/// ``SceneOwner`` runs a frame, and a scene with nothing marked asks for no frame.
///
/// ```swift
/// let card = Node()
/// card.frame = Rect(x: 16, y: 16, width: 200, height: 120)
/// card.background = .color(.system(.secondarySystemGroupedBackground))
/// card.cornerRadius = 10
/// card.shadow = BoxShadow(color: Color(white: 0, alpha: 0.2), offset: Point(x: 0, y: 2), blurRadius: 6)
/// card.addChild(TextNode("Wi-Fi"))
/// ```
///
/// Subclasses override ``draw(in:)`` for custom content, ``contentSize(fitting:)`` and
/// ``layoutChildren()`` for layout, ``firstBaseline`` for baseline alignment. Nodes live on the
/// main actor.
@MainActor
open class Node {
    // Storage: every stored property that a frame reads (render, damage, layout) is `final`,
    // internal to Scene (`stored…`) and `@exclusivity(unchecked)`: Swift's dynamic exclusivity
    // check on a class property costs a runtime call and a thread-local lookup per access, and a
    // frame makes many. It is sound because a node is main-actor isolated (one thread) and only
    // this module touches the storage, never holding a long (inout or `modify`) access to it
    // while calling out: values are read and written whole, arrays mutated in place by one call.
    // Subclasses (in other modules) see only the public computed properties, whose setters
    // compare, animate and invalidate; they can neither override nor reach the storage, so the
    // soundness of the unchecked accesses does not rest on them. Static exclusivity checking is
    // unchanged.

    // MARK: Tree

    /// The node this one is a child of.
    public var parent: Node? { parentLink }
    /// The children, back to front: later children draw above earlier ones.
    public final var children: [Node] { @inlinable get { storedChildren } }
    @usableFromInline @exclusivity(unchecked) final var storedChildren: [Node] = []
    /// The owner of the tree this node is in, if it is in one.
    public var owner: SceneOwner? { ownerLink }

    // The parent and the owner are back-pointers that do not retain, and they are not `weak`:
    // the first weak reference ever made to an object gives it a side table, and from then on
    // every retain and release of it takes the runtime's slow path (an atomic operation on the
    // side table, through a call), on every node a frame walks. They are kept valid by hand
    // instead, so no dangling pointer is ever reachable:
    // - `parentLink` is set by `insertChild` and cleared by `removeChild` and by the parent's
    //   deinit (isolated to the main actor, so it never races a read), which clears it in every
    //   child that outlives it;
    // - `ownerLink` is set and cleared only by `attach(to:)`, which insertion and removal run on
    //   the whole subtree, and the owner's deinit clears it in every node of its tree (see
    //   `SceneOwner.detachTree()`). A node that has an owner is in that owner's tree.
    // `SceneTests.BackPointerTests` checks each case.

    /// The parent, or `nil`; kept valid by the parent (see above).
    @exclusivity(unchecked) private final unowned(unsafe) var parentLink: Node?
    /// The owner, or `nil`; kept valid by `attach(to:)` and the owner (see above).
    @exclusivity(unchecked) private final unowned(unsafe) var ownerLink: SceneOwner?
    /// A name for debugging and tests.
    public var name: String?

    // MARK: Geometry

    /// The node's rectangle in its parent's coordinates, in points (before ``transform``).
    ///
    /// Layout containers set it; set it yourself for children of a plain ``Node``. A move
    /// redraws the old and new area; a size change also relays out the children.
    public final var frame: Rect {
        @inlinable get { storedFrame }
        set {
            let oldValue = storedFrame
            storedFrame = newValue
            guard frame != oldValue else { return }
            if let animator = owner?.animator,
               animator.intercept(self, .frame, from: oldValue, to: frame,
                                  apply: { node, value in node.frame = value }) {
                storedFrame = oldValue
                return
            }
            frameDidChange(from: oldValue)
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedFrame: Rect = .zero

    /// A transform applied about the centre of the frame (scale, rotate, translate), which moves
    /// what is drawn and hit-tested but not the layout. Redraws the old and new area.
    public final var transform: Transform2D {
        @inlinable get { storedTransform }
        set {
            let oldValue = storedTransform
            storedTransform = newValue
            guard transform != oldValue else { return }
            if let animator = owner?.animator, animator.intercept(self, .transform, from: oldValue, to: transform,
                                                                  apply: { node, value in node.transform = value }) {
                storedTransform = oldValue
                return
            }
            markDamage(.geometry)
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedTransform: Transform2D = .identity

    /// The opacity of the node and its subtree together (0…1); below 1 the subtree is drawn as a
    /// group.
    public final var opacity: Double {
        @inlinable get { storedOpacity }
        set {
            let oldValue = storedOpacity
            storedOpacity = newValue
            guard opacity != oldValue else { return }
            if let animator = owner?.animator, animator.intercept(self, .opacity, from: oldValue, to: opacity,
                                                                  apply: { node, value in node.opacity = value }) {
                storedOpacity = oldValue
                return
            }
            if (oldValue > 0) != (newValue > 0) { owner?.structureDidChange() }
            markDamage(.geometry)
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedOpacity: Double = 1

    /// Whether the node and its subtree are skipped when drawing and hit testing.
    public final var isHidden: Bool {
        @inlinable get { storedIsHidden }
        set {
            let oldValue = storedIsHidden
            storedIsHidden = newValue
            guard isHidden != oldValue else { return }
            owner?.structureDidChange()
            markDamage(.geometry)
            if let parent, parent.isLayoutContainer { parent.setNeedsLayout() }  // stacks skip hidden children
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedIsHidden: Bool = false

    /// Whether children are clipped to the bounds (with ``cornerRadius``).
    public final var clipsToBounds: Bool {
        @inlinable get { storedClipsToBounds }
        set {
            let oldValue = storedClipsToBounds
            storedClipsToBounds = newValue
            if clipsToBounds != oldValue { markDamage(.geometry) }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedClipsToBounds: Bool = false

    // MARK: Appearance

    /// The radius of every corner, in points. Changing it redraws; it never relays out.
    public final var cornerRadius: Double {
        @inlinable get { storedCornerRadius }
        set {
            let oldValue = storedCornerRadius
            storedCornerRadius = newValue
            if cornerRadius != oldValue { setNeedsDisplay() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedCornerRadius: Double = 0

    /// Per-corner radii (leading/trailing, mirrored in RTL), used instead of ``cornerRadius``
    /// when set.
    public final var cornerRadii: CornerRadii? {
        @inlinable get { storedCornerRadii }
        set {
            let oldValue = storedCornerRadii
            storedCornerRadii = newValue
            if cornerRadii != oldValue { setNeedsDisplay() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedCornerRadii: CornerRadii?

    /// The shape of the corners: circular, or the HIG's continuous curve.
    public final var cornerStyle: CornerStyle {
        @inlinable get { storedCornerStyle }
        set {
            let oldValue = storedCornerStyle
            storedCornerStyle = newValue
            if cornerStyle != oldValue { setNeedsDisplay() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedCornerStyle: CornerStyle = .circular

    /// What fills the bounds under the content.
    public final var background: Background? {
        @inlinable get { storedBackground }
        set {
            let oldValue = storedBackground
            storedBackground = newValue
            guard background != oldValue else { return }
            if case .color(let new)? = background, let animator = owner?.animator {
                let env = environment
                let shown = presentationBackgroundColor ?? {
                    if case .color(let old)? = oldValue { return old.resolved(in: env) }
                    return Color.clear
                }()
                _ = animator.intercept(self, .backgroundColor, from: shown, to: new.resolved(in: env)) { node, value in
                    node.presentationBackgroundColor = value
                    node.setNeedsDisplay()
                }
            }
            setNeedsDisplay()
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedBackground: Background?

    /// The colour shown while a background colour animates.
    @exclusivity(unchecked) final var presentationBackgroundColor: Color?

    /// A line along the inside of the bounds, drawn above the children.
    public final var border: Border? {
        @inlinable get { storedBorder }
        set {
            let oldValue = storedBorder
            storedBorder = newValue
            if border != oldValue { setNeedsDisplay() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedBorder: Border?

    /// A shadow cast by the node's rounded bounds (offset and blur in points). It is part of
    /// the node's painted area, so its damage includes the shadow.
    public final var shadow: BoxShadow? {
        @inlinable get { storedShadow }
        set {
            let oldValue = storedShadow
            storedShadow = newValue
            if shadow != oldValue { markDamage(.geometry) }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedShadow: BoxShadow?

    /// Custom drawing run after the background, in the node's coordinates; an alternative to
    /// subclassing and overriding ``draw(in:)``.
    public final var drawHandler: (@MainActor (DrawingContext) -> Void)? {
        @inlinable get { storedDrawHandler }
        set {
            storedDrawHandler = newValue
            setNeedsDisplay()
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedDrawHandler: (@MainActor (DrawingContext) -> Void)?

    /// How far custom drawing reaches outside the bounds, in points (for damage and culling).
    public final var drawingOutsets: EdgeInsets {
        @inlinable get { storedDrawingOutsets }
        set {
            let oldValue = storedDrawingOutsets
            storedDrawingOutsets = newValue
            if drawingOutsets != oldValue { markDamage(.geometry) }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedDrawingOutsets: EdgeInsets = .zero

    /// Whether the content drawn by ``draw(in:)`` is flipped horizontally in right-to-left
    /// layout (directional symbols such as a back chevron); children are not flipped.
    public final var flipsContentForRightToLeft: Bool {
        @inlinable get { storedFlipsContentForRightToLeft }
        set {
            let oldValue = storedFlipsContentForRightToLeft
            storedFlipsContentForRightToLeft = newValue
            if flipsContentForRightToLeft != oldValue { setNeedsDisplay() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedFlipsContentForRightToLeft: Bool = false

    // MARK: Layout

    /// How the width is chosen by a layout container. Changing it relays out.
    public final var horizontalSizing: Sizing {
        @inlinable get { storedHorizontalSizing }
        set {
            let oldValue = storedHorizontalSizing
            storedHorizontalSizing = newValue
            if horizontalSizing != oldValue { sizingDidChange() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedHorizontalSizing: Sizing = .fit

    /// How the height is chosen by a layout container. Changing it relays out.
    public final var verticalSizing: Sizing {
        @inlinable get { storedVerticalSizing }
        set {
            let oldValue = storedVerticalSizing
            storedVerticalSizing = newValue
            if verticalSizing != oldValue { sizingDidChange() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedVerticalSizing: Sizing = .fit

    /// Space between the bounds and the content or children, leading/trailing mirrored in RTL.
    public final var padding: EdgeInsets {
        @inlinable get { storedPadding }
        set {
            let oldValue = storedPadding
            storedPadding = newValue
            if padding != oldValue { setNeedsLayout() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedPadding: EdgeInsets = .zero

    /// Which children of a stack give up length first when they do not fit: lower priorities
    /// shrink (text wraps or truncates) before higher ones are touched. Default 0.
    public var layoutPriority: Double = 0 {
        didSet { if layoutPriority != oldValue { sizingDidChange() } }
    }

    /// Whether ``padding`` grows by the part of the owner's safe area this node overlaps.
    public final var insetsContentBySafeArea: Bool {
        @inlinable get { storedInsetsContentBySafeArea }
        set {
            let oldValue = storedInsetsContentBySafeArea
            storedInsetsContentBySafeArea = newValue
            if insetsContentBySafeArea != oldValue { setNeedsLayout() }
        }
    }
    @usableFromInline @exclusivity(unchecked) final var storedInsetsContentBySafeArea: Bool = false

    /// Whether the node must be laid out before it is drawn.
    public final var needsLayout: Bool { @inlinable get { storedNeedsLayout } }
    @usableFromInline @exclusivity(unchecked) final var storedNeedsLayout = true
    @exclusivity(unchecked) final var descendantNeedsLayout = false
    /// Sizes measured since the node was last marked for layout, by proposal (a few entries).
    @exclusivity(unchecked) final var measurements: [(proposal: ProposedSize, size: Size)] = []

    // MARK: Environment

    /// The environment values this node sets for itself and its subtree.
    public var environmentOverrides = EnvironmentOverrides() {
        didSet { invalidateEnvironment() }
    }

    @exclusivity(unchecked) final var cachedEnvironment: EnvironmentValues?

    // MARK: Interaction

    /// Whether the node and its subtree take part in hit testing.
    public var isUserInteractionEnabled: Bool = true
    /// Whether the node handles input itself (a control); ``hitTest(_:options:)`` can look for
    /// the deepest interactive node only.
    public var isInteractive: Bool = false
    /// The area that answers hit tests.
    public var hitTestShape: HitTestShape = .bounds
    /// The smallest area, in points, that answers hit tests: a control smaller than this (HIG:
    /// 44 × 44 pt) is hit in a centred rectangle of this size.
    public var minimumHitTargetSize: Size?
    /// The interactions (gesture recognizers) attached to the node, in the order added.
    public private(set) var interactions: [any NodeInteraction] = []

    // MARK: Accessibility

    /// What an app set of the node's accessibility (``isAccessibilityElement``, labels, traits,
    /// ordering, action handlers), or `nil` while it set nothing: one pointer per node, the box
    /// made on the first override. Defaults come from the node's own state
    /// (``AccessibilityProviding``).
    @exclusivity(unchecked) final var accessibilityOverrides: AccessibilityOverrides?

    // MARK: Damage bookkeeping (device pixels)

    /// What the node painted last frame: its own pixels, and its subtree's.
    @exclusivity(unchecked) final var paintedOwnRect = PixelRect.zero
    @exclusivity(unchecked) final var paintedSubtreeRect = PixelRect.zero
    @exclusivity(unchecked) final var damageKind = DamageKind.none
    @exclusivity(unchecked) final var isQueuedForDamage = false

    /// Creates an empty node.
    public init() {
        Node.liveNodes.add(1, ordering: .relaxed)
        isCountedByType = NodeCensus.made(type(of: self))
    }

    // Isolated: it writes the children's `parentLink`, which main-actor code reads. A node
    // released on the main actor (every frame, layout and event runs there) is torn down at once.
    isolated deinit {
        // A child that outlives its parent (someone else keeps it) must not point at freed memory.
        for child in children where child.parentLink === self { child.parentLink = nil }
        Node.liveNodes.subtract(1, ordering: .relaxed)
        if isCountedByType { NodeCensus.freed(type(of: self)) }
    }

    /// Whether ``NodeCensus`` counted this node when it was made.
    private var isCountedByType = false

    /// How many nodes exist now (made and not yet freed), in every scene of the process: a count
    /// that keeps rising while the same screens are shown again is a leak (memory reports,
    /// `scanout run --memory-every`).
    public nonisolated static var liveCount: Int { liveNodes.load(ordering: .relaxed) }
    private nonisolated static let liveNodes = Atomic<Int>(0)

    /// Creates a node with a frame.
    public convenience init(frame: Rect) {
        self.init()
        self.frame = frame
    }

    // MARK: Children

    /// Adds `child` above the other children, removing it from its old parent first.
    public func addChild(_ child: Node) { insertChild(child, at: children.count) }

    /// Inserts `child` at `index` (clamped) in the children, removing it from its old parent first.
    public func insertChild(_ child: Node, at index: Int) {
        guard child !== self, !isDescendant(of: child) else { return }
        if child.parent === self, let old = children.firstIndex(where: { $0 === child }) {
            storedChildren.remove(at: old)
            storedChildren.insert(child, at: max(0, min(index, storedChildren.count)))
            child.markDamage(.geometry)
            owner?.structureDidChange()
            childrenDidChange()
            return
        }
        child.removeFromParent()
        storedChildren.insert(child, at: max(0, min(index, storedChildren.count)))
        child.parentLink = self
        child.attach(to: owner)
        child.invalidateEnvironment()  // after attaching: environmentDidChange sees the owner
        child.markDamage(.geometry)
        child.setNeedsLayout()
        // A new node starts marked, so setNeedsLayout() stops at once: tell the ancestors.
        if child.needsLayout || child.descendantNeedsLayout { markDescendantNeedsLayout() }
        owner?.structureDidChange()
        childrenDidChange()
    }

    /// Removes `child` if it is a child of this node; the area it covered is redrawn.
    public func removeChild(_ child: Node) {
        guard child.parent === self, let i = children.firstIndex(where: { $0 === child }) else { return }
        owner?.noteRemoved(child)
        storedChildren.remove(at: i)
        child.parentLink = nil
        child.attach(to: nil)
        child.invalidateEnvironment()
        owner?.structureDidChange()
        childrenDidChange()
    }

    /// Removes the node from its parent.
    public func removeFromParent() { parent?.removeChild(self) }

    /// Removes every child.
    public func removeAllChildren() {
        for child in children.reversed() { removeChild(child) }
    }

    /// Whether `ancestor` is this node's parent, or its parent's, and so on.
    public func isDescendant(of ancestor: Node) -> Bool {
        var p = parent
        while let n = p {
            if n === ancestor { return true }
            p = n.parent
        }
        return false
    }

    /// The chain from the root to this node, root first, this node last.
    public var ancestorChain: [Node] {
        var chain: [Node] = [self]
        var p = parent
        while let n = p {
            chain.append(n)
            p = n.parent
        }
        return chain.reversed()
    }

    /// Called after the children change; containers relay out.
    func childrenDidChange() {
        if isLayoutContainer { setNeedsLayout() }
    }

    /// Sets the owner of this subtree (`nil` to detach), marking everything for layout and damage.
    /// The environments cached under the old owner go with it (the caller then tells the subtree
    /// of its new one).
    func attach(to newOwner: SceneOwner?) {
        guard ownerLink !== newOwner else { return }
        ownerLink = newOwner
        cachedEnvironment = nil
        measurements.removeAll()
        paintedOwnRect = .zero
        paintedSubtreeRect = .zero
        isQueuedForDamage = false
        damageKind = .none
        if newOwner != nil { markDamage(.geometry) }
        for child in children { child.attach(to: newOwner) }
    }

    /// Clears the owner of this subtree's nodes that still name `dying` as theirs, and nothing
    /// else: called by the owner's deinit, when no frame can run any more.
    func forgetOwner(_ dying: SceneOwner) {
        guard ownerLink === dying else { return }
        ownerLink = nil
        for child in children { child.forgetOwner(dying) }
    }

    // MARK: Interactions

    /// Attaches an interaction (a gesture recognizer) to the node.
    public func addInteraction(_ interaction: any NodeInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches an interaction.
    public func removeInteraction(_ interaction: any NodeInteraction) {
        guard let i = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interactions.remove(at: i)
        interaction.didMove(to: nil)
    }

    // MARK: Geometry helpers

    /// The node's own coordinate space: its size, at (0, 0).
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The transform from this node's coordinates to its parent's: the frame's origin and the
    /// ``transform`` about the frame's centre.
    public var transformToParent: Transform2D {
        if transform.isIdentity { return Transform2D(translationX: frame.minX, y: frame.minY) }
        let cx = frame.width / 2, cy = frame.height / 2
        return Transform2D(translationX: -cx, y: -cy).concatenating(transform)
            .concatenating(Transform2D(translationX: cx + frame.minX, y: cy + frame.minY))
    }

    /// The transform from this node's coordinates to the screen's (the root's parent space, in
    /// points; the owner keeps the root's frame at the screen's origin).
    public var transformToScreen: Transform2D {
        var t = transformToParent
        var p = parent
        while let n = p {
            t = t.concatenating(n.transformToParent)
            p = n.parent
        }
        return t
    }

    /// `point`, given in this node's coordinates, in `other`'s coordinates (`nil`: the screen's).
    public func convert(_ point: Point, to other: Node?) -> Point {
        let screen = transformToScreen.apply(to: point)
        guard let other else { return screen }
        return other.transformToScreen.inverted()?.apply(to: screen) ?? screen
    }

    /// `point`, given in `other`'s coordinates (`nil`: the screen's), in this node's coordinates.
    public func convert(_ point: Point, from other: Node?) -> Point {
        let screen = other?.transformToScreen.apply(to: point) ?? point
        return transformToScreen.inverted()?.apply(to: screen) ?? screen
    }

    /// The corner radii used for the background, clip, border and shadow, fitted to the bounds.
    public var effectiveCornerRadii: CornerRadii {
        let r = cornerRadii ?? CornerRadii(cornerRadius)
        return r.fitting(width: frame.width, height: frame.height)
    }

    /// Whether the rectangle is drawn with rounded corners.
    var hasRoundedCorners: Bool { !(cornerRadii ?? CornerRadii(cornerRadius)).isZero }

    // MARK: Overridable behaviour

    /// Draws the node's own content, after its background and before its children, in its own
    /// coordinates. The default runs ``drawHandler``. Call ``setNeedsDisplay()`` when what it
    /// draws changes.
    open func draw(in context: DrawingContext) {
        drawHandler?(context)
    }

    /// Whether the node's own drawing honours ``DrawingContext/opacity``, so that an opacity below
    /// 1 can be folded into its colours instead of drawing it through an offscreen layer (only
    /// for nodes without children). True for a plain ``Node`` without a ``drawHandler`` and for
    /// ``TextNode``; subclasses whose ``draw(in:)`` multiplies its colours by the context's
    /// opacity (``DrawingContext/resolve(_:)`` does) may return `true`.
    open var foldsOpacityIntoContent: Bool { drawHandler == nil && type(of: self) == Node.self }

    /// The size of the node's content (text, children) when offered `proposal` (padding already
    /// taken off), in points. The default is zero: a plain node has no content size.
    open func contentSize(fitting proposal: ProposedSize) -> Size { .zero }

    /// Places the children inside ``bounds`` (``contentRect`` leaves out the padding). Called by
    /// ``layoutIfNeeded()`` when the node is marked; the default leaves children where their
    /// frames put them.
    open func layoutChildren() {}

    /// The distance from the top of the bounds to the first text baseline, in points, or `nil`
    /// when the node shows no text.
    open var firstBaseline: Double? { nil }

    /// Whether a change of a child's size changes this node's layout (stacks, overlays).
    open var isLayoutContainer: Bool { false }

    /// Called when the resolved environment changes; the default redraws, and relays out when the
    /// layout direction or text size may matter. Overrides call `super`.
    open func environmentDidChange() {
        setNeedsDisplay()
        if isLayoutContainer || needsLayoutOnEnvironmentChange { setNeedsLayout() }
    }

    /// Whether an environment change relays the node out (text does).
    open var needsLayoutOnEnvironmentChange: Bool { false }

    // MARK: Invalidation

    /// Marks the node's own pixels for redrawing in the next frame (old and new painted area),
    /// and asks for a frame.
    public func setNeedsDisplay() { markDamage(.content) }

    /// Records that the node's pixels changed: `.content` for its own drawing, `.geometry` for
    /// its whole subtree's area (moves, transforms, opacity, visibility).
    func markDamage(_ kind: DamageKind) {
        if kind.rawValue > damageKind.rawValue { damageKind = kind }
        guard let owner else { return }
        if !isQueuedForDamage {
            isQueuedForDamage = true
            owner.enqueueDamage(self)
        }
        owner.requestFrame()
    }

    /// Applies a frame change: damage, and a relayout of the children if the size changed.
    func frameDidChange(from old: Rect) {
        markDamage(.geometry)
        if old.size != frame.size { markNeedsLayoutHere() }
    }
}
