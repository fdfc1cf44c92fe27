public import Graphics

extension Node {
    /// Draws the node and its subtree on `canvas`, whose user space is the parent's coordinates.
    ///
    /// Subtrees whose last painted area misses the canvas's clip are skipped, so a frame that
    /// repaints a small damage rect visits only the nodes under it.
    public func render(in canvas: Canvas) {
        // Culling by last painted area needs the owner's bookkeeping; without an owner (a node
        // drawn on its own) everything is drawn. A subtree shares its root's owner (attaching
        // is recursive), so the owner, a weak reference (an atomic load and release of the owner's
        // side table), is read once per traversal rather than once per node skipped.
        render(in: canvas, culls: owner != nil)
    }

    /// Draws the subtree, skipping nodes whose last painted area misses the clip when `culls`.
    func render(in canvas: Canvas, culls: Bool) {
        guard !isHidden, opacity > 0 else { return }
        if culls && !paintedSubtreeRect.intersects(canvas.deviceClipBounds) { return }
        canvas.save()
        canvas.concatenate(transformToParent)
        let env = environment
        // A node without children or custom content folds its opacity into its colours; others
        // draw as a group in a layer.
        let groups = opacity < 1 && (!children.isEmpty || !foldsOpacityIntoContent)
        if groups { canvas.beginLayer(opacity: opacity) }
        let alpha = groups ? 1 : opacity
        drawOwnBackground(in: canvas, environment: env, opacity: alpha)
        if flipsContentForRightToLeft && env.layoutDirection == .rightToLeft {
            canvas.save()
            canvas.concatenate(Transform2D(a: -1, b: 0, c: 0, d: 1, tx: frame.width, ty: 0))
            draw(in: DrawingContext(canvas: canvas, bounds: bounds, environment: env, opacity: alpha))
            canvas.restore()
        } else {
            draw(in: DrawingContext(canvas: canvas, bounds: bounds, environment: env, opacity: alpha))
        }
        if !children.isEmpty {
            if clipsToBounds {
                canvas.save()
                if hasRoundedCorners {
                    canvas.clip(toRoundedRect: bounds, radii: mirroredRadii(for: env), style: cornerStyle)
                } else {
                    canvas.clip(to: bounds)
                }
            }
            forEachChildUnretained { $0.render(in: canvas, culls: culls) }
            if clipsToBounds { canvas.restore() }
        }
        if let border, border.width > 0 {
            let color = border.color.resolved(in: env).withAlphaMultiplied(by: alpha)
            let inset = border.width / 2
            let rect = bounds.insetBy(dx: inset, dy: inset)
            if hasRoundedCorners || cornerStyle == .continuous {
                let r = mirroredRadii(for: env)
                let radii = CornerRadii(topLeading: max(0, r.topLeading - inset),
                                        topTrailing: max(0, r.topTrailing - inset),
                                        bottomTrailing: max(0, r.bottomTrailing - inset),
                                        bottomLeading: max(0, r.bottomLeading - inset))
                canvas.stroke(Path.roundedRect(rect, radii: radii, style: cornerStyle),
                              style: StrokeStyle(width: border.width), paint: .color(color))
            } else {
                canvas.stroke(Path.rect(rect), style: StrokeStyle(width: border.width), paint: .color(color))
            }
        }
        if groups { canvas.endLayer() }
        canvas.restore()
    }

    /// The shadow, then the background, in the node's coordinates.
    func drawOwnBackground(in canvas: Canvas, environment env: EnvironmentValues, opacity alpha: Double) {
        let rounded = hasRoundedCorners
        if let shadow, shadow.color.alpha > 0 {
            var s = shadow
            s.color = s.color.withAlphaMultiplied(by: alpha)
            canvas.drawShadow(roundedRect: bounds, radii: rounded ? mirroredRadii(for: env) : .zero, shadow: s)
        }
        if let shown = presentationBackgroundColor {
            if owner?.animator.isAnimating(Animator.Key(node: self, property: .backgroundColor)) == true {
                let paint = Paint.color(shown.withAlphaMultiplied(by: alpha))
                if rounded {
                    canvas.fillRoundedRect(bounds, radii: mirroredRadii(for: env), style: cornerStyle, paint: paint)
                } else {
                    canvas.fill(bounds, paint: paint)
                }
                return
            }
            presentationBackgroundColor = nil
        }
        if let background, !background.isClear {
            let paint = background.paint(in: bounds, environment: env, opacity: alpha)
            if rounded {
                canvas.fillRoundedRect(bounds, radii: mirroredRadii(for: env), style: cornerStyle, paint: paint)
            } else {
                canvas.fill(bounds, paint: paint)
            }
        }
    }

    /// The corner radii with leading/trailing swapped in RTL (``CornerRadii`` names physical
    /// corners in LTR terms).
    func mirroredRadii(for env: EnvironmentValues) -> CornerRadii {
        let r = effectiveCornerRadii
        guard env.layoutDirection == .rightToLeft, cornerRadii != nil else { return r }
        return CornerRadii(topLeading: r.topTrailing, topTrailing: r.topLeading, bottomTrailing: r.bottomLeading,
                           bottomLeading: r.bottomTrailing)
    }

    /// The area the node itself paints, in its own coordinates: bounds, drawing outsets, shadow.
    public var visualBounds: Rect {
        var r = bounds
        let o = drawingOutsets
        if o != .zero {
            let rtl = layoutDirection == .rightToLeft
            let l = rtl ? o.trailing : o.leading, t = rtl ? o.leading : o.trailing
            r = Rect(x: r.minX - l, y: r.minY - o.top, width: r.width + l + t, height: r.height + o.vertical)
        }
        if let shadow, shadow.color.alpha > 0 {
            let grow = shadow.blurRadius + max(0, shadow.spread)
            r = r.union(bounds.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).insetBy(dx: -grow, dy: -grow))
        }
        return r
    }
}
