public import Graphics

/// Which nodes a hit test may return.
public struct HitTestOptions: Sendable, Hashable {
    /// Return only nodes whose ``Node/isInteractive`` is true (the deepest such node).
    public var interactiveOnly: Bool
    /// Honour ``Node/minimumHitTargetSize`` (the HIG's 44 × 44 pt touch target).
    public var expandsToMinimumTarget: Bool

    /// Creates options.
    public init(interactiveOnly: Bool = false, expandsToMinimumTarget: Bool = true) {
        self.interactiveOnly = interactiveOnly
        self.expandsToMinimumTarget = expandsToMinimumTarget
    }

    /// Any node, minimum targets honoured.
    public static let `default` = HitTestOptions()
}

extension Node {
    /// The deepest node under `point` (in this node's parent's coordinates: the screen's for the
    /// root), or `nil`.
    ///
    /// Children are tested front to back (last child first) before their parent. Hidden nodes,
    /// fully transparent ones and those with ``isUserInteractionEnabled`` off are skipped with
    /// their subtrees; ``transform`` is honoured; a node that ``clipsToBounds`` passes on only
    /// points inside its shape. A node with ``minimumHitTargetSize`` answers in a rectangle at
    /// least that large, centred on it.
    public func hitTest(_ point: Point, options: HitTestOptions = .default) -> Node? {
        guard !isHidden, opacity > 0.01, isUserInteractionEnabled,
              let local = transformToParent.inverted()?.apply(to: point) else { return nil }
        if clipsToBounds && !containsInShape(local, shape: hasRoundedCorners ? .roundedBounds : .bounds) {
            return nil
        }
        for child in children.reversed() {
            if let hit = child.hitTest(local, options: options) { return hit }
        }
        if options.interactiveOnly && !isInteractive { return nil }
        return hitTargetContains(local, options: options) ? self : nil
    }

    /// The nodes from the root to the deepest node under `point` (screen coordinates), root first;
    /// empty when nothing is hit. Gesture recognizers are looked up along this path.
    public func hitTestPath(_ point: Point, options: HitTestOptions = .default) -> [Node] {
        hitTest(point, options: options)?.ancestorChain ?? []
    }

    /// Whether `point` (in the node's own coordinates) is inside its hit area, including the
    /// minimum target.
    public func hitTargetContains(_ point: Point, options: HitTestOptions = .default) -> Bool {
        if case .none = hitTestShape { return false }
        if containsInShape(point, shape: hitTestShape) { return true }
        guard options.expandsToMinimumTarget, let minimum = minimumHitTargetSize else { return false }
        let w = max(frame.width, minimum.width), h = max(frame.height, minimum.height)
        let target = Rect(x: (frame.width - w) / 2, y: (frame.height - h) / 2, width: w, height: h)
        return target.contains(point)
    }

    /// Whether `p` (node coordinates) is inside `shape`.
    func containsInShape(_ p: Point, shape: HitTestShape) -> Bool {
        let b = bounds
        switch shape {
        case .none:
            return false
        case .bounds:
            return b.contains(p)
        case .ellipse:
            guard b.width > 0, b.height > 0 else { return false }
            let dx = (p.x - b.midX) / (b.width / 2), dy = (p.y - b.midY) / (b.height / 2)
            return dx * dx + dy * dy <= 1
        case .roundedBounds:
            guard b.contains(p) else { return false }
            // The radii as drawn (mirrored in RTL), named by physical corner: "leading" is left.
            let r = cornerRadii == nil ? effectiveCornerRadii : mirroredRadii(for: environment)
            let left = p.x < b.midX, top = p.y < b.midY
            let radius = top ? (left ? r.topLeading : r.topTrailing) : (left ? r.bottomLeading : r.bottomTrailing)
            guard radius > 0 else { return true }
            let cx = left ? b.minX + radius : b.maxX - radius
            let cy = top ? b.minY + radius : b.maxY - radius
            let inCornerBox = (left ? p.x < cx : p.x > cx) && (top ? p.y < cy : p.y > cy)
            return !inCornerBox || Point(x: cx, y: cy).distance(to: p) <= radius
        case .path(let path):
            return path.contains(p)
        }
    }
}

extension Path {
    /// Whether `p` is inside the path, non-zero rule, with curves flattened to lines.
    func contains(_ p: Point) -> Bool {
        var winding = 0
        var start = Point.zero, current = Point.zero
        func edge(_ a: Point, _ b: Point) {
            if a.y <= p.y {
                if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
            } else if b.y <= p.y && cross(a, b, p) < 0 {
                winding -= 1
            }
        }
        func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
            (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        }
        for element in elements {
            switch element {
            case .move(let to):
                edge(current, start)
                start = to
                current = to
            case .line(let to):
                edge(current, to)
                current = to
            case .quadCurve(let to, let c):
                var prev = current
                for i in 1...8 {
                    let t = Double(i) / 8, u = 1 - t
                    let q = Point(x: u * u * current.x + 2 * u * t * c.x + t * t * to.x,
                                  y: u * u * current.y + 2 * u * t * c.y + t * t * to.y)
                    edge(prev, q)
                    prev = q
                }
                current = to
            case .curve(let to, let c1, let c2):
                var prev = current
                for i in 1...12 {
                    let t = Double(i) / 12, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = Point(x: a * current.x + b * c1.x + c * c2.x + d * to.x,
                                  y: a * current.y + b * c1.y + c * c2.y + d * to.y)
                    edge(prev, q)
                    prev = q
                }
                current = to
            case .closeSubpath:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)
        return winding != 0
    }
}
