public import Graphics

extension SceneOwner {
    /// The device pixels that changed since the last call, coalesced into a few rects, and the
    /// painted bounds updated for the next frame. Lays out first.
    public func takeDamage() -> DamageRegion {
        layoutIfNeeded()
        var region = DamageRegion(screen: pixelSize)
        let s = scale
        if needsFullRedraw {
            needsFullRedraw = false
            region.addFullScreen()
            for node in damageQueue {
                node.isQueuedForDamage = false
                node.damageKind = .none
            }
            damageQueue.removeAll(keepingCapacity: true)
            removedRects.removeAll()
            root.updatePaintedRects(parentTransform: Transform2D(scaleX: s, y: s), clip: region.screen,
                                    visible: true)
            return region
        }
        for r in removedRects { region.add(r) }
        removedRects.removeAll(keepingCapacity: true)
        // The queue's flags are reset only after every node is handled, so that a node can see
        // an ancestor whose placement changed, wherever that ancestor is in the queue. Such an
        // ancestor is itself a queued `.geometry` node: when the queue holds no other, the walk up
        // the ancestors (a weak load of each parent) cannot find one and is skipped.
        var moved = 0
        for node in damageQueue where node.damageKind == .geometry { moved += 1 }
        for node in damageQueue {
            let kind = node.damageKind
            guard node.owner === self, kind != .none else { continue }
            if moved > (kind == .geometry ? 1 : 0) && node.isCoveredByAncestorDamage(in: self) { continue }
            switch kind {
            case .none:
                continue
            case .content:
                region.add(node.paintedOwnRect)
                node.updateOwnPaintedRect(scale: s)
                region.add(node.paintedOwnRect)
                node.growAncestors(toContain: node.paintedOwnRect)
                if node.paintedSubtreeRect.isEmpty || !node.paintedSubtreeRect.contains(node.paintedOwnRect) {
                    node.paintedSubtreeRect = node.paintedSubtreeRect.union(node.paintedOwnRect)
                }
            case .geometry:
                region.add(node.paintedSubtreeRect)
                let context = node.deviceContext(scale: s)
                let clip = context.clip.intersection(region.screen)
                let r = node.updatePaintedRects(parentTransform: context.transform, clip: clip,
                                                visible: context.visible)
                region.add(r)
                node.growAncestors(toContain: r)
            }
        }
        for node in damageQueue {
            node.isQueuedForDamage = false
            node.damageKind = .none
        }
        damageQueue.removeAll(keepingCapacity: true)
        return region
    }

    /// The pixels to repaint in a buffer last shown `age` frames ago (1: the previous frame's
    /// buffer): the union of the last `age` frames' damage; 0 (unknown) or older than
    /// ``maximumBufferAge`` means the whole screen.
    public func damage(forBufferAge age: Int) -> DamageRegion {
        var region = DamageRegion(screen: pixelSize)
        guard age >= 1, age <= history.count else {
            region.addFullScreen()
            return region
        }
        for rects in history.suffix(age) {
            for r in rects { region.add(r) }
        }
        return region
    }
}

extension Node {
    /// Whether an ancestor in `owner`'s damage queue has moved (`.geometry`): its update adds its
    /// whole subtree's old and new painted area and recomputes every rect under it, this node's
    /// included, so the node's own entry is redundant. A scrolled list's new cells (every node of
    /// an inserted subtree is queued) are then handled once, by the scrolled content.
    func isCoveredByAncestorDamage(in owner: SceneOwner) -> Bool {
        var n = parent
        while let node = n {
            if node.isQueuedForDamage && node.damageKind == .geometry && node.owner === owner { return true }
            n = node.parent
        }
        return false
    }
}
