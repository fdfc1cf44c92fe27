import Graphics
import Scene

extension TableView {
    /// Inserts rows the data source now has (ascending or not); the rows below slide down and
    /// the new ones fade in (HIG §1.10: animate list changes).
    public func insertRows(at paths: [TableIndexPath], animated: Bool) {
        performUpdate(animated: animated) {
            for path in paths.sorted() {
                guard path.section < self.numberOfSections, path.row >= 0,
                      path.row <= self.numberOfRows(inSection: path.section) else { continue }
                self.geometry.insertRow(at: path, estimate: self.estimatedRowHeight)
                self.remapRows { p in
                    p.section == path.section && p.row >= path.row ? TableIndexPath(row: p.row + 1, section: p.section) : p
                }
            }
        }
    }

    /// Deletes rows the data source no longer has; they fade out and the rows below slide up.
    public func deleteRows(at paths: [TableIndexPath], animated: Bool) {
        performUpdate(animated: animated) {
            for path in paths.sorted().reversed() where self.geometry.contains(path) {
                if let cell = self.visibleCells.removeValue(forKey: path) { self.disappear(cell, animated: animated) }
                if self.revealedRow == path { self.revealedRow = nil }
                self.selectedRows.remove(path)
                self.geometry.deleteRow(at: path)
                self.remapRows { p in
                    p.section == path.section && p.row > path.row ? TableIndexPath(row: p.row - 1, section: p.section) : p
                }
            }
            self.closeSwipeGestureRecognizer.isEnabled = self.revealedRow != nil
        }
    }

    /// Moves a row the data source has moved; it slides to its new place.
    public func moveRow(at source: TableIndexPath, to destination: TableIndexPath, animated: Bool) {
        performUpdate(animated: animated) { self.moveRowInModel(from: source, to: destination) }
    }

    /// Asks the data source again for the rows' cells; the new content cross-fades.
    public func reloadRows(at paths: [TableIndexPath], animated: Bool) {
        performUpdate(animated: animated) {
            for path in paths where self.geometry.contains(path) {
                if let cell = self.visibleCells.removeValue(forKey: path) { self.disappear(cell, animated: animated) }
                self.geometry.invalidateRow(at: path)
            }
        }
    }

    /// Moves a row in the geometry and the visible cells, keeping its measured height.
    func moveRowInModel(from source: TableIndexPath, to destination: TableIndexPath) {
        guard geometry.contains(source), source != destination else { return }
        let height = geometry.height(ofItem: geometry.itemIndex(of: source))
        let cell = visibleCells.removeValue(forKey: source)
        // The moved row keeps its selection; the rows around it keep theirs under new paths.
        let wasSelected = selectedRows.remove(source) != nil
        geometry.deleteRow(at: source)
        remapRows { p in
            p.section == source.section && p.row > source.row ? TableIndexPath(row: p.row - 1, section: p.section) : p
        }
        geometry.insertRow(at: destination, estimate: height)
        geometry.setHeight(height, ofItem: geometry.itemIndex(of: destination))
        remapRows { p in
            p.section == destination.section && p.row >= destination.row ? TableIndexPath(row: p.row + 1, section: p.section) : p
        }
        if let cell { visibleCells[destination] = cell }
        if wasSelected { selectedRows.insert(destination) }
    }

    /// Renames the visible rows' index paths, the revealed row's and the selected rows'.
    func remapRows(_ transform: (TableIndexPath) -> TableIndexPath) {
        var remapped: [TableIndexPath: TableCell] = [:]
        for (path, cell) in visibleCells { remapped[transform(path)] = cell }
        visibleCells = remapped
        if let r = revealedRow { revealedRow = transform(r) }
        if !selectedRows.isEmpty { selectedRows = Set(selectedRows.map(transform)) }
    }

    /// Fades a cell out and recycles it afterwards.
    func disappear(_ cell: TableCell, animated: Bool) {
        guard animated, let animator = owner?.animator else {
            recycle(cell)
            return
        }
        disappearingCells.append(cell)
        animator.animate(.easeInOut(duration: ControlMetrics.tableUpdateAnimationDuration), changes: {
            cell.opacity = 0
        }, completion: { [weak self, weak cell] _ in
            guard let self, let cell else { return }
            self.disappearingCells.removeAll { $0 === cell }
            self.recycle(cell)
            cell.opacity = 1
        })
    }

    /// Applies a change of the model, then lays the rows out again, animated: existing rows
    /// slide to their new places, new ones fade in.
    func performUpdate(animated: Bool, _ change: () -> Void) {
        owner?.layoutIfNeeded()
        change()
        let size = tableContentSize(fitting: frame.size)
        guard animated, let animator = owner?.animator else {
            unzoomedContentSize = size
            contentSize = size
            placeContent()
            layoutVisibleItems()
            placeIndicators()
            return
        }
        animator.animate(.easeInOut(duration: ControlMetrics.tableUpdateAnimationDuration)) {
            self.isAnimatingUpdate = true
            self.unzoomedContentSize = size
            self.contentSize = size
            self.placeContent()
            self.layoutVisibleItems()
            self.placeIndicators()
            self.isAnimatingUpdate = false
        }
    }
}
