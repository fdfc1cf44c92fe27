import Gestures
import Graphics
import Scene

extension TableView {
    // MARK: Edit mode

    /// Shows or hides every row's edit controls (HIG §1.10: the minus to delete, the plus to
    /// insert, the reorder handle; or the selection circles with
    /// ``allowsMultipleSelectionDuringEditing``), animated over
    /// ``ControlMetrics/tableUpdateAnimationDuration``. Entering or leaving edit mode deselects
    /// every row, as UIKit does.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        closeRevealedRow(animated: animated)
        clearSelection()
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

    func applyEditing(to cell: TableCell, at path: TableIndexPath) {
        let canEdit = canEditRow(at: path)
        cell.isEditing = isEditing
        cell.showsSelectionIndicator = allowsMultipleSelectionDuringEditing
        cell.showsSelectionCheckmark = !isEditing && allowsMultipleSelection
        cell.editingStyle = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        cell.editControl.isInsert = cell.editingStyle == .insert
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: path) ?? false
        cell.setNeedsLayout()
    }

    /// The delete control was tapped: show or hide the row's Delete button; the minus turns.
    func toggleDeleteConfirmation(at path: TableIndexPath) {
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
            self.editingDataSource?.tableView(self, commit: .delete, forRowAt: path)
        }
    }

    /// The actions a swipe reveals on the row.
    func swipeActions(for path: TableIndexPath) -> [TableSwipeAction] {
        if let custom = delegate?.tableView(self, trailingSwipeActionsForRowAt: path) { return custom }
        guard canEditRow(at: path),
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

    func revealKey(_ path: TableIndexPath) -> Animator.Key { Animator.Key(node: self, property: .rowReveal) }

    func setReveal(_ width: Double, of cell: TableCell) {
        cell.revealedWidth = width
        cell.updateBackground(animated: false)
        cell.setNeedsLayout()
    }

    func animateReveal(of cell: TableCell, at path: TableIndexPath, to target: Double, completion: (@MainActor () -> Void)? = nil) {
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
    func reveal(_ path: TableIndexPath, actions: [TableSwipeAction]) {
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
    func perform(_ action: TableSwipeAction, at path: TableIndexPath) {
        action.handler(path)
        if revealedRow == path { closeRevealedRow(animated: true) }
    }
}

extension AnimatedProperty {
    fileprivate static let rowReveal = AnimatedProperty("row-reveal")
}
