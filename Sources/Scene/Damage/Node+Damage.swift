public import Graphics

extension Node {
    /// The device transform (points of this node → device pixels) and the clip (device pixels)
    /// that the ancestors impose, computed by walking up from the node.
    func deviceContext(scale: Double) -> (transform: Transform2D, clip: PixelRect, visible: Bool) {
        // Recursive, root first, so that no array of ancestors is allocated per damaged node.
        guard let parent else {
            return (Transform2D(scaleX: scale, y: scale),
                    PixelRect(x: Int(Int32.min / 2), y: Int(Int32.min / 2), width: Int(Int32.max),
                              height: Int(Int32.max)),
                    true)
        }
        var context = parent.deviceContext(scale: scale)
        if parent.isHidden || parent.opacity <= 0 { context.visible = false }
        context.transform = parent.transformToParent.concatenating(context.transform)
        if parent.clipsToBounds {
            context.clip = context.clip.intersection(context.transform.pixelBounds(of: parent.bounds))
        }
        return context
    }

    /// Recomputes the painted rects of the subtree, given the parent's device transform and clip,
    /// and returns the subtree's rect.
    @discardableResult
    func updatePaintedRects(parentTransform: Transform2D, clip: PixelRect, visible: Bool) -> PixelRect {
        guard visible, !isHidden, opacity > 0 else {
            clearPaintedRects()
            return .zero
        }
        let t = transformToParent.concatenating(parentTransform)
        paintedOwnRect = t.pixelBounds(of: visualBounds).intersection(clip)
        var subtree = paintedOwnRect
        if !children.isEmpty {
            let childClip = clipsToBounds ? clip.intersection(t.pixelBounds(of: bounds)) : clip
            forEachChildUnretained {
                subtree = subtree.union($0.updatePaintedRects(parentTransform: t, clip: childClip, visible: true))
            }
        }
        paintedSubtreeRect = subtree
        return subtree
    }

    /// Recomputes only the node's own painted rect (its content changed, not its placement).
    func updateOwnPaintedRect(scale: Double) {
        let context = deviceContext(scale: scale)
        guard context.visible, !isHidden, opacity > 0 else {
            paintedOwnRect = .zero
            return
        }
        let t = transformToParent.concatenating(context.transform)
        paintedOwnRect = t.pixelBounds(of: visualBounds).intersection(context.clip)
    }

    func clearPaintedRects() {
        // A subtree rect contains every painted rect under it, and an empty one is `.zero`
        // (rects are clipped by `intersection`, which returns `.zero`): a subtree that painted
        // nothing, such as a hidden cell kept for reuse, has nothing below it to clear.
        guard paintedSubtreeRect != .zero || paintedOwnRect != .zero else { return }
        paintedOwnRect = .zero
        paintedSubtreeRect = .zero
        forEachChildUnretained { $0.clearPaintedRects() }
    }

    /// Grows the ancestors' subtree rects to contain `rect`, so culling never skips a subtree
    /// that has grown.
    func growAncestors(toContain rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var n = parent
        while let node = n {
            if node.paintedSubtreeRect.contains(rect) { return }
            node.paintedSubtreeRect = node.paintedSubtreeRect.union(rect)
            n = node.parent
        }
    }

    /// The device pixels the node and its subtree covered in the last frame drawn.
    public var lastPaintedRect: PixelRect { paintedSubtreeRect }
}
