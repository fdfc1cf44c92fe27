import Gestures
import Graphics
import Scene

extension TableView {
    // MARK: Dragging a row

    func handleReorder(_ cell: TableCell, _ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard let path = indexPath(for: cell) else { return }
            stopMotion()
            reorder = TableReorder(cell: cell, source: path, grab: cell.frame.minY, startOffset: offset.y,
                                   finger: pan.location(in: self).y)
            cell.shadow = BoxShadow(color: Color(white: 0, alpha: 0.2), offset: Point(x: 0, y: 2), blurRadius: 8)
            content.addChild(cell)
            // The handle's drag begins with the first move, which may already be long.
            reorder?.translation = pan.translation.y
            placeReorderedRow()
            updateReorderAutoscroll()
        case .changed:
            guard reorder != nil else { return }
            reorder?.translation = pan.translation.y
            reorder?.finger = pan.location(in: self).y
            placeReorderedRow()
            updateReorderAutoscroll()
        case .ended, .cancelled:
            stopReorderAutoscroll()
            guard let state = reorder else { return }
            finishReorder(state.source, state.destination, cell: cell)
        default:
            break
        }
    }

    /// Puts the dragged row under the finger (its travel plus what the table has auto-scrolled)
    /// and, when its middle crosses another row's, moves the rows in its way.
    func placeReorderedRow() {
        guard var state = reorder else { return }
        let cell = state.cell
        // The row travels between the top of the first section's rows and the end of the
        // last section's: across sections as in UIKit (HIG §1.10).
        let last = numberOfSections - 1
        let top = geometry.offset(ofItem: geometry.itemIndex(of: TableIndexPath(row: 0, section: 0)))
        let bottom = geometry.offset(ofItem: geometry.footerIndex(of: last)) - cell.frame.height
        let wanted = state.grab + state.translation + (offset.y - state.startOffset)
        let y = min(max(top, bottom), max(top, wanted))
        cell.frame.origin.y = y
        // A plain table's header pinned at the top covers the rows scrolled under it: the held
        // row is placed as if its top were no higher than the header's bottom, so that its drop
        // place (the gap the rows open) is always in view below the header.
        let floor = pinnedHeaderBottom() ?? -Double.infinity
        let middle = max(y, floor) + cell.frame.height / 2
        let proposed = proposedReorderDestination(forMiddle: middle, source: state.source)
        var destination = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source,
                                              toProposedIndexPath: proposed) ?? proposed
        if !isValidReorderDestination(destination, from: state.source) { destination = state.destination }
        if destination != state.destination {
            state.destination = destination
            reorder = state
            shiftRowsForReorder(animated: true)
        }
    }

    /// Plain style: the bottom (content coordinates) of the section header that covers the top
    /// of the visible area, pinned there or pushed up by its section's end, or `nil` when none
    /// does. Worked out from the rows' own places, before they move out of a dragged row's way,
    /// so that it does not depend on the drop place it helps to choose (which would flip from
    /// frame to frame where a section's end pushes the header up).
    func pinnedHeaderBottom() -> Double? {
        guard style == .plain, geometry.count > 0 else { return nil }
        let top = offset.y + physicalInsets.top
        let section = switch geometry.kind(ofItem: geometry.item(atOffset: max(0, top))) {
        case .header(let s), .footer(let s): s
        case .row(let p): p.section
        }
        let index = geometry.headerIndex(of: section)
        let height = geometry.height(ofItem: index)
        let end = geometry.offset(ofItem: geometry.footerIndex(of: section))
        let y = max(geometry.offset(ofItem: index), min(top, end - height))
        guard height > 0, y <= top, y + height > top else { return nil }
        return y + height
    }

    /// Where a row dragged from `source` lands when its middle is at `middle` (content
    /// coordinates): the index path it takes once removed from `source`, counted among the rows
    /// of the section under its middle whose middles it has passed.
    func proposedReorderDestination(forMiddle middle: Double, source: TableIndexPath) -> TableIndexPath {
        let y = min(max(0, middle), max(0, geometry.totalHeight - 0.001))
        let rowsAbove: (section: Int, count: Int)
        switch geometry.kind(ofItem: geometry.item(atOffset: y)) {
        case .header(let s):
            rowsAbove = (s, 0)
        case .footer(let s):
            rowsAbove = (s, numberOfRows(inSection: s))
        case .row(let p):
            // A row after the source is passed when the middles meet, one before it only once
            // the middle is beyond: a row held against either end of the content (where the
            // travel stops with the middles level) lands first or last.
            let mid = rectForRow(at: p).midY
            rowsAbove = (p.section, p.row + ((p > source ? middle >= mid : middle > mid) ? 1 : 0))
        }
        var row = rowsAbove.count
        // The dragged row itself is not counted: it leaves its place.
        if rowsAbove.section == source.section && source.row < row { row -= 1 }
        return TableIndexPath(row: row, section: rowsAbove.section)
    }

    /// Whether a row taken from `source` can be put at `destination` (a row of an existing
    /// section, or just after its last row).
    func isValidReorderDestination(_ destination: TableIndexPath, from source: TableIndexPath) -> Bool {
        guard destination.section >= 0, destination.section < numberOfSections, destination.row >= 0 else { return false }
        let rows = numberOfRows(inSection: destination.section) - (destination.section == source.section ? 1 : 0)
        return destination.row <= rows
    }

    // MARK: Moving the rest out of the way

    /// How far the row at `path` is moved out of the dragged row's way: what follows the dragged
    /// row's old place moves up by its height, what follows its new place moves down.
    func reorderShift(forRowAt path: TableIndexPath) -> Double {
        guard let state = reorder, state.cell !== visibleCells[path] else { return 0 }
        let h = state.cell.frame.height
        // The row's path once the dragged row has left its place.
        let remaining = path.section == state.source.section && path.row > state.source.row
            ? TableIndexPath(row: path.row - 1, section: path.section) : path
        return (path > state.source ? -h : 0) + (remaining >= state.destination ? h : 0)
    }

    /// How far section `s`'s header is moved out of the dragged row's way.
    func reorderShift(forHeaderOf s: Int) -> Double {
        guard let state = reorder else { return 0 }
        let h = state.cell.frame.height
        return (state.source.section < s ? -h : 0) + (state.destination.section < s ? h : 0)
    }

    /// How far section `s`'s footer (and so its end) is moved out of the dragged row's way.
    func reorderShift(forFooterOf s: Int) -> Double {
        guard let state = reorder else { return 0 }
        let h = state.cell.frame.height
        return (state.source.section <= s ? -h : 0) + (state.destination.section <= s ? h : 0)
    }

    /// Moves the other rows, and the headers and footers between, out of the dragged row's way.
    func shiftRowsForReorder(animated: Bool) {
        guard let state = reorder else { return }
        for (path, cell) in visibleCells where cell !== state.cell {
            moveAside(cell, to: rectForRow(at: path).minY + reorderShift(forRowAt: path), animated: animated)
        }
        for (s, view) in visibleHeaders {
            moveAside(view, to: headerY(ofSection: s, height: view.frame.height), animated: animated)
        }
        for (s, view) in visibleFooters {
            let y = geometry.offset(ofItem: geometry.footerIndex(of: s)) + reorderShift(forFooterOf: s)
            moveAside(view, to: y, animated: animated)
        }
    }

    /// Moves `node` to the vertical place `y`, sliding over ``ControlMetrics/tableReorderShiftDuration``
    /// when `animated`. The slide is an explicit animation of the node's frame, so that it also
    /// starts inside an auto-scroll step (implicit animations do not start while the animator
    /// applies values), and a layout that sets the same frame leaves it running.
    func moveAside(_ node: Node, to y: Double, animated: Bool) {
        var target = node.frame
        target.origin.y = y
        let key = Animator.Key(node: node, property: .frame)
        guard animated, let animator = owner?.animator else {
            node.frame = target
            return
        }
        guard node.frame != target || animator.isAnimating(key) else { return }
        animator.animate(from: node.frame, to: target, with: .easeInOut(duration: ControlMetrics.tableReorderShiftDuration),
                         key: key, update: { [weak node] rect in node?.frame = rect })
    }

    /// Where section `s`'s header of `height` sits: at its place (moved out of a dragged row's
    /// way), or, in the plain style, pinned below the top while its section is there.
    func headerY(ofSection s: Int, height: Double) -> Double {
        let natural = geometry.offset(ofItem: geometry.headerIndex(of: s)) + reorderShift(forHeaderOf: s)
        guard style == .plain else { return natural }
        let sectionEnd = geometry.offset(ofItem: geometry.footerIndex(of: s)) + reorderShift(forFooterOf: s)
        return max(natural, min(visibleContentTop + physicalInsets.top, sectionEnd - height))
    }

    func finishReorder(_ source: TableIndexPath, _ destination: TableIndexPath, cell: TableCell) {
        reorder = nil
        cell.shadow = nil
        if source != destination {
            moveRowInModel(from: source, to: destination)
            dataSource?.tableView(self, moveRowAt: source, to: destination)
        }
        // Once in its place the row goes back below the headers, where a cell shown again for
        // reuse must be (it was raised above them for the drag).
        if let animator = owner?.animator {
            animator.animate(.easeInOut(duration: ControlMetrics.tableReorderShiftDuration), changes: {
                self.layoutVisibleItems()
            }, completion: { [weak self, weak cell] _ in
                guard let self, let cell, self.reorder?.cell !== cell else { return }
                self.restoreRowOrder(cell)
            })
        } else {
            layoutVisibleItems()
            restoreRowOrder(cell)
        }
    }

    // MARK: Auto-scroll

    /// The key of the animation that scrolls the table while a held row is near an edge.
    var reorderAutoscrollKey: Animator.Key { Animator.Key(node: self, property: .reorderAutoscroll) }

    /// The speed the finger's place asks for, in points per second (see
    /// ``TableReorder/autoscrollSpeed(finger:visibleTop:visibleBottom:)``), or 0 when the
    /// content cannot move that way any more.
    var reorderAutoscrollSpeed: Double {
        guard let state = reorder else { return 0 }
        let insets = physicalInsets
        let speed = TableReorder.autoscrollSpeed(finger: state.finger, visibleTop: insets.top,
                                                 visibleBottom: frame.height - insets.bottom)
        let range = offsetRange(.vertical)
        if speed < 0 && offset.y <= range.lowerBound { return 0 }
        if speed > 0 && offset.y >= range.upperBound { return 0 }
        return speed
    }

    /// Starts scrolling when the held row's finger is in an edge zone and the content can move
    /// that way; stops when it is not.
    func updateReorderAutoscroll() {
        guard let animator = owner?.animator else { return }
        if reorderAutoscrollSpeed == 0 {
            stopReorderAutoscroll()
            return
        }
        guard !animator.isAnimating(reorderAutoscrollKey) else { return }
        reorder?.autoscrollElapsed = 0
        showIndicators()
        // A frame-by-frame step for as long as the finger stays; the step stops it.
        let hour = 3600.0
        animator.animate(from: 0.0, to: hour, with: .linear(duration: hour), key: reorderAutoscrollKey,
                         update: { [weak self] elapsed in self?.stepReorderAutoscroll(elapsed: elapsed) })
    }

    /// One frame of auto-scroll: the content moves by the speed times the frame's time, never
    /// past its ends, and the held row and its drop place follow.
    func stepReorderAutoscroll(elapsed: Double) {
        guard var state = reorder else {
            stopReorderAutoscroll()
            return
        }
        let dt = max(0, elapsed - state.autoscrollElapsed)
        state.autoscrollElapsed = elapsed
        reorder = state
        let speed = reorderAutoscrollSpeed
        if speed != 0 && dt > 0 {
            let range = offsetRange(.vertical)
            setComponent(.vertical, min(range.upperBound, max(range.lowerBound, offset.y + speed * dt)))
            placeReorderedRow()
        }
        if reorderAutoscrollSpeed == 0 { stopReorderAutoscroll() }
    }

    /// Stops the auto-scroll where the content is.
    func stopReorderAutoscroll() {
        guard let animator = owner?.animator, animator.isAnimating(reorderAutoscrollKey) else { return }
        animator.cancel(reorderAutoscrollKey)
        if !isDragging && !isMoving { hideIndicators() }
    }
}

extension AnimatedProperty {
    fileprivate static let reorderAutoscroll = AnimatedProperty("reorder-autoscroll")
}
