public import Gestures
import Graphics
public import Scene

extension TableView {
    // MARK: Edit mode

    /// Shows or hides every row's edit controls (HIG §1.10: the minus to delete, the plus to
    /// insert, the reorder handle), animated over ``ControlMetrics/tableUpdateAnimationDuration``.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        closeRevealedRow(animated: animated)
        isEditing = editing
        let change = {
            for (path, cell) in self.visibleCells {
                self.applyEditing(to: cell, at: path)
                cell.setNeedsLayout()
                cell.layoutIfNeeded()
            }
        }
        if animated, let animator = owner?.animator {
            animator.animate(.easeInOut(duration: ControlMetrics.tableUpdateAnimationDuration), changes: change)
        } else {
            change()
        }
    }

    func applyEditing(to cell: TableCell, at path: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
        cell.isEditing = isEditing
        cell.editingStyle = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        cell.editControl.isInsert = cell.editingStyle == .insert
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: path) ?? false
        cell.setNeedsLayout()
    }

    /// The delete control was tapped: show or hide the row's Delete button; the minus turns.
    func toggleDeleteConfirmation(at path: IndexPath) {
        if revealedRow == path {
            closeRevealedRow(animated: true)
        } else {
            closeRevealedRow(animated: true)
            reveal(path, actions: [deleteAction()])
            visibleCells[path]?.editControl.showsConfirmation = true
        }
    }

    // MARK: Swipe actions

    /// The red Delete that commits a deletion through the data source.
    func deleteAction() -> TableSwipeAction {
        TableSwipeAction(style: .destructive, title: deleteButtonTitle) { [weak self] path in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
        }
    }

    /// The actions a swipe reveals on the row.
    func swipeActions(for path: IndexPath) -> [TableSwipeAction] {
        if let custom = delegate?.tableView(self, trailingSwipeActionsForRowAt: path) { return custom }
        guard dataSource?.tableView(self, canEditRowAt: path) ?? false,
              (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return [] }
        return [deleteAction()]
    }

    /// Whether a drag that moved `translation` from `start` (window points) swipes a row.
    func canSwipe(translation t: Point, at start: Point) -> Bool {
        guard abs(t.x) > abs(t.y), !isEditing, reorder == nil else { return false }
        let p = content.convertFromWindow(start)
        guard let path = indexPathForRow(at: p) else { return false }
        if revealedRow == path { return true }
        // A swipe towards the leading side opens (left in LTR, right in RTL).
        let towardsLeading = layoutDirection == .rightToLeft ? t.x > 0 : t.x < 0
        return towardsLeading && !swipeActions(for: path).isEmpty
    }

    func handleSwipe(_ recognizer: GestureRecognizer) {
        let pan = swipeGestureRecognizer
        let sign = layoutDirection == .rightToLeft ? 1.0 : -1.0
        switch pan.state {
        case .began:
            guard let start = pan.touches.first?.startLocation,
                  let path = indexPathForRow(at: content.convertFromWindow(start)) else { return }
            if revealedRow != path {
                closeRevealedRow(animated: true)
                guard let cell = visibleCells[path] else { return }
                cell.setActions(swipeActions(for: path))
                revealedRow = path
            }
            swipeStartReveal = visibleCells[path]?.revealedWidth ?? 0
            owner?.animator.cancel(revealKey(path))
            closeSwipeGestureRecognizer.isEnabled = true
        case .changed:
            guard let path = revealedRow, let cell = visibleCells[path] else { return }
            let raw = swipeStartReveal + sign * pan.translation.x
            let limit = cell.actionsWidth
            // Past the buttons' width the row follows more slowly, as UIKit's does.
            let shown = raw > limit ? limit + RubberBand.offset(forOvershoot: raw - limit, dimension: cell.frame.width)
                : max(0, raw)
            setReveal(shown, of: cell)
        case .ended, .cancelled:
            guard let path = revealedRow, let cell = visibleCells[path] else { return }
            let velocity = sign * pan.velocity.x
            let width = cell.frame.width
            if pan.state == .ended, cell.revealedWidth > width * ControlMetrics.tableFullSwipeFraction,
               let first = cell.actions.first, first.style == .destructive {
                perform(first, at: path)
            } else if pan.state == .ended,
                      cell.revealedWidth > cell.actionsWidth / 2 || velocity > ControlMetrics.scrollMinimumFlickVelocity * 10 {
                animateReveal(of: cell, at: path, to: cell.actionsWidth)
            } else {
                closeRevealedRow(animated: true)
            }
        default:
            break
        }
    }

    func revealKey(_ path: IndexPath) -> Animator.Key { Animator.Key("table-reveal-\(ObjectIdentifier(self).hashValue)") }

    func setReveal(_ width: Double, of cell: TableCell) {
        cell.revealedWidth = width
        cell.updateBackground(animated: false)
        cell.setNeedsLayout()
    }

    func animateReveal(of cell: TableCell, at path: IndexPath, to target: Double, completion: (@MainActor () -> Void)? = nil) {
        guard let animator = owner?.animator else {
            setReveal(target, of: cell)
            completion?()
            return
        }
        animator.animate(from: cell.revealedWidth, to: target, with: .spring(ScrollSnapping.bounceSpring),
                         key: revealKey(path), update: { [weak self, weak cell] value in
                             guard let self, let cell else { return }
                             self.setReveal(value, of: cell)
                         }, completion: { finished in if finished { completion?() } })
    }

    /// Reveals `actions` on the row (the delete control's path).
    func reveal(_ path: IndexPath, actions: [TableSwipeAction]) {
        guard let cell = visibleCells[path] else { return }
        cell.setActions(actions)
        revealedRow = path
        closeSwipeGestureRecognizer.isEnabled = true
        animateReveal(of: cell, at: path, to: cell.actionsWidth)
    }

    /// Slides the revealed row closed.
    public func closeRevealedRow(animated: Bool) {
        guard let path = revealedRow else { return }
        revealedRow = nil
        closeSwipeGestureRecognizer.isEnabled = false
        guard let cell = visibleCells[path] else { return }
        cell.editControl.showsConfirmation = false
        if animated {
            animateReveal(of: cell, at: path, to: 0) { [weak cell] in cell?.setActions([]) }
        } else {
            setReveal(0, of: cell)
            cell.setActions([])
        }
    }

    /// Runs a revealed action, then closes the row.
    func perform(_ action: TableSwipeAction, at path: IndexPath) {
        action.handler(path)
        if revealedRow == path { closeRevealedRow(animated: true) }
    }

    // MARK: Reordering

    func handleReorder(_ cell: TableCell, _ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard let path = indexPath(for: cell) else { return }
            stopMotion()
            reorder = (cell, path, path, cell.frame.minY)
            cell.shadow = BoxShadow(color: Color(white: 0, alpha: 0.2), offset: Point(x: 0, y: 2), blurRadius: 8)
            content.addChild(cell)
        case .changed:
            guard var state = reorder else { return }
            // The row travels between the top of the first section's rows and the end of the
            // last section's: across sections as in UIKit (HIG §1.10).
            let last = numberOfSections - 1
            let top = geometry.offset(ofItem: geometry.itemIndex(of: IndexPath(row: 0, section: 0)))
            let bottom = geometry.offset(ofItem: geometry.footerIndex(of: last)) - cell.frame.height
            let y = min(max(top, bottom), max(top, state.grab + pan.translation.y))
            cell.frame.origin.y = y
            let proposed = proposedReorderDestination(forMiddle: y + cell.frame.height / 2, source: state.source)
            var destination = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source,
                                                  toProposedIndexPath: proposed) ?? proposed
            if !isValidReorderDestination(destination, from: state.source) { destination = state.destination }
            if destination != state.destination {
                state.destination = destination
                reorder = state
                shiftRowsForReorder(animated: true)
            }
        case .ended, .cancelled:
            guard let state = reorder else { return }
            finishReorder(state.source, state.destination, cell: cell)
        default:
            break
        }
    }

    /// Where a row dragged from `source` lands when its middle is at `middle` (content
    /// coordinates): the index path it takes once removed from `source`, counted among the rows
    /// of the section under its middle whose middles lie above it.
    func proposedReorderDestination(forMiddle middle: Double, source: IndexPath) -> IndexPath {
        let y = min(max(0, middle), max(0, geometry.totalHeight - 0.001))
        let rowsAbove: (section: Int, count: Int)
        switch geometry.kind(ofItem: geometry.item(atOffset: y)) {
        case .header(let s):
            rowsAbove = (s, 0)
        case .footer(let s):
            rowsAbove = (s, numberOfRows(inSection: s))
        case .row(let p):
            rowsAbove = (p.section, p.row + (middle > rectForRow(at: p).midY ? 1 : 0))
        }
        var row = rowsAbove.count
        // The dragged row itself is not counted: it leaves its place.
        if rowsAbove.section == source.section && source.row < row { row -= 1 }
        return IndexPath(row: row, section: rowsAbove.section)
    }

    /// Whether a row taken from `source` can be put at `destination` (a row of an existing
    /// section, or just after its last row).
    func isValidReorderDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.section >= 0, destination.section < numberOfSections, destination.row >= 0 else { return false }
        let rows = numberOfRows(inSection: destination.section) - (destination.section == source.section ? 1 : 0)
        return destination.row <= rows
    }

    /// Moves the other rows, and the headers and footers between, out of the dragged row's way:
    /// what follows its old place moves up by its height, what follows its new place moves down.
    func shiftRowsForReorder(animated: Bool) {
        guard let state = reorder else { return }
        let h = state.cell.frame.height
        let source = state.source, destination = state.destination
        let move = {
            for (path, cell) in self.visibleCells where cell !== state.cell {
                // The row's path once the dragged row has left its place.
                let remaining = path.section == source.section && path.row > source.row
                    ? IndexPath(row: path.row - 1, section: path.section) : path
                var r = self.rectForRow(at: path)
                r.origin.y += (path > source ? -h : 0) + (remaining >= destination ? h : 0)
                cell.frame = r
            }
            let pinY = self.offset.y + self.physicalInsets.top
            for (s, view) in self.visibleHeaders {
                let natural = self.geometry.offset(ofItem: self.geometry.headerIndex(of: s))
                    + (source.section < s ? -h : 0) + (destination.section < s ? h : 0)
                let sectionEnd = self.geometry.offset(ofItem: self.geometry.footerIndex(of: s))
                    + (source.section <= s ? -h : 0) + (destination.section <= s ? h : 0)
                // Plain headers stay pinned below the top while their section is there.
                view.frame.origin.y = self.style == .plain
                    ? max(natural, min(pinY, sectionEnd - view.frame.height)) : natural
            }
            for (s, view) in self.visibleFooters {
                let natural = self.geometry.offset(ofItem: self.geometry.footerIndex(of: s))
                view.frame.origin.y = natural + (source.section <= s ? -h : 0) + (destination.section <= s ? h : 0)
            }
        }
        if animated, let animator = owner?.animator {
            animator.animate(.easeInOut(duration: ControlMetrics.tableReorderShiftDuration), changes: move)
        } else {
            move()
        }
    }

    func finishReorder(_ source: IndexPath, _ destination: IndexPath, cell: TableCell) {
        reorder = nil
        cell.shadow = nil
        if source != destination {
            moveRowInModel(from: source, to: destination)
            dataSource?.tableView(self, moveRowAt: source, to: destination)
        }
        if let animator = owner?.animator {
            animator.animate(.easeInOut(duration: ControlMetrics.tableReorderShiftDuration)) { self.layoutVisibleItems() }
        } else {
            layoutVisibleItems()
        }
    }
}
