import Graphics
import Scene

extension TableView {
    /// The content's size: the table header view's and the row geometry's height (rebuilt when
    /// the data or width changed).
    func tableContentSize(fitting visible: Size) -> Size {
        if needsReload || geometryWidth != visible.width { rebuildGeometry() }
        let width = max(0, visible.width - contentInset.horizontal)
        geometry.leadingHeight = tableHeaderView.map { max(0, $0.sizeThatFits(ProposedSize(width: width, height: nil)).height) } ?? 0
        let bottom = style == .insetGrouped && geometry.count > 0 ? ControlMetrics.tableGroupedEmptyHeaderHeight : 0
        return Size(width: width, height: geometry.totalHeight + bottom)
    }

    /// Places the table header view, the section index and the visible items after the scroll
    /// view's layout.
    func layoutTable() {
        if let header = tableHeaderView {
            let frame = Rect(x: 0, y: 0, width: unzoomedContentSize.width, height: geometry.leadingHeight)
            if header.frame != frame { header.frame = frame }
        }
        let w = ControlMetrics.tableIndexWidth
        let i = physicalInsets
        let rtl = layoutDirection == .rightToLeft
        sectionIndex.frame = Rect(x: rtl ? 0 : frame.width - w, y: i.top, width: w,
                                  height: max(0, frame.height - i.top - i.bottom))
        layoutVisibleItems()
    }

    /// Places the headers, rows and footers that intersect the visible area, making or reusing
    /// their nodes, measuring rows that appear for the first time, and recycling the rest.
    func layoutVisibleItems() {
        guard !needsReload, geometryWidth == frame.width else { return }
        // The dragged row, read once: the pass below does not start or end a drag, and reading
        // the optional reorder state copies it (and retains its cell) per row.
        let dragged = reorder?.cell
        // While a row is dragged the others move by up to its height: lay out that much more.
        let slack = dragged?.frame.height ?? 0
        let top = visibleContentTop - slack, bottom = visibleContentTop + frame.height + slack
        // The scratch sets are taken out while the pass runs (a nested pass gets empty ones).
        var kept = TableKeptItems()
        swap(&kept, &keptScratch)
        defer {
            kept.removeAll()
            keptScratch = kept
        }
        // Recycle first, so that the cells that left are the ones handed out below. The rows
        // that left are noted, then removed: removing while iterating would copy the dictionary.
        // The paths are read, not the cells (reading a cell retains it).
        for path in visibleCells.keys {
            let r = geometry.contains(path) ? rectForRow(at: path) : .zero
            guard r.maxY <= top || r.minY >= bottom || !geometry.contains(path) else { continue }
            if dragged == nil || visibleCells[path] !== dragged { kept.leaving.append(path) }
        }
        recycleLeaving(&kept.leaving)
        var sizeChanged = false
        var index = geometry.count > 0 ? geometry.item(atOffset: max(0, top)) : 0
        let (rowX, rowWidth) = rowSpan
        while index < geometry.count {
            let y = geometry.offset(ofItem: index)
            if y >= bottom && index > 0 { break }
            switch geometry.kind(ofItem: index) {
            case .row(let path):
                let cell = visibleCells[path] ?? makeCell(at: path)
                cell.contentTrailingInset = rowContentTrailingInset
                if !geometry.isMeasured(index) {
                    let h = max(1, cell.sizeThatFits(ProposedSize(width: rowWidth, height: nil)).height)
                    let delta = geometry.setHeight(h, ofItem: index)
                    if delta != 0 {
                        sizeChanged = true
                        // A row above the top that grew or shrank must not move what is on screen.
                        if y < top && !isMoving && !isDragging { offset.y += delta }
                    }
                }
                configureGroup(cell, at: path)
                if dragged !== cell {
                    let shift = dragged == nil ? 0 : reorderShift(forRowAt: path)
                    cell.frame = Rect(x: rowX, y: y + shift, width: rowWidth,
                                      height: geometry.height(ofItem: index))
                }
                kept.rows.insert(path)
            case .header(let s):
                if geometry.height(ofItem: index) > 0 {
                    let view = visibleHeaders[s] ?? makeHeaderFooter(.header, section: s)
                    // At its pinned place at once: inside an animated layout a first frame set
                    // at its own place would be the animation's target, which pinning afterwards
                    // would not see (the setter keeps showing the old frame).
                    let h = geometry.height(ofItem: index)
                    view.frame = Rect(x: 0, y: headerY(ofSection: s, height: h), width: frame.width, height: h)
                    kept.headers.insert(s)
                }
            case .footer(let s):
                if geometry.height(ofItem: index) > 0 {
                    let view = visibleFooters[s] ?? makeHeaderFooter(.footer, section: s)
                    view.frame = Rect(x: 0, y: y + reorderShift(forFooterOf: s), width: frame.width,
                                      height: geometry.height(ofItem: index))
                    kept.footers.insert(s)
                }
            }
            index += 1
        }
        // Plain style: the header of the section at the top shows even when its own place has
        // scrolled away (it is pinned below).
        if style == .plain, geometry.count > 0 {
            let topItem = geometry.item(atOffset: max(0, top + physicalInsets.top))
            let section: Int
            switch geometry.kind(ofItem: topItem) {
            case .header(let s), .footer(let s): section = s
            case .row(let p): section = p.section
            }
            if geometry.height(ofItem: geometry.headerIndex(of: section)) > 0 && !kept.headers.contains(section) {
                let view = visibleHeaders[section] ?? makeHeaderFooter(.header, section: section)
                let h = geometry.height(ofItem: geometry.headerIndex(of: section))
                view.frame = Rect(x: 0, y: headerY(ofSection: section, height: h), width: frame.width, height: h)
                kept.headers.insert(section)
            }
        }
        for path in visibleCells.keys where !kept.rows.contains(path) {
            if dragged == nil || visibleCells[path] !== dragged { kept.leaving.append(path) }
        }
        recycleLeaving(&kept.leaving)
        for (s, view) in visibleHeaders where !kept.headers.contains(s) {
            visibleHeaders[s] = nil
            recycleHeader(view)
        }
        for (s, view) in visibleFooters where !kept.footers.contains(s) {
            visibleFooters[s] = nil
            view.removeFromParent()
        }
        trimReusePool()
        if style == .plain { pinHeaders() }
        // The dragged row stays above the rows and headers that appear.
        if let cell = reorder?.cell, content.children.last !== cell { content.addChild(cell) }
        if sizeChanged {
            let size = tableContentSize(fitting: frame.size)
            if size != unzoomedContentSize {
                unzoomedContentSize = size
                contentSize = Size(width: size.width * zoomScale, height: size.height * zoomScale)
                placeContent()
                placeIndicators()
            }
        }
    }

    /// Recycles the cells of `paths` (rows that left the visible area), in order, and empties
    /// `paths` (keeping its storage).
    func recycleLeaving(_ paths: inout [TableIndexPath]) {
        for path in paths {
            if let cell = visibleCells.removeValue(forKey: path) { recycle(cell) }
        }
        paths.removeAll(keepingCapacity: true)
    }

    /// Plain style: the header of the section at the top stays pinned below the top inset until
    /// the section's end pushes it up.
    func pinHeaders() {
        for (s, view) in visibleHeaders {
            let natural = geometry.offset(ofItem: geometry.headerIndex(of: s)) + reorderShift(forHeaderOf: s)
            let y = headerY(ofSection: s, height: view.frame.height)
            if view.frame.minY != y { view.frame.origin.y = y }
            // Pinned headers draw above the rows.
            if y > natural, content.children.last !== view { content.addChild(view) }
        }
    }

    /// A cell for `path` from the data source, configured for the table's state and shown in the
    /// content: a cell kept for reuse is shown where it is (hidden in the content), another one is
    /// added below the headers.
    func makeCell(at path: TableIndexPath) -> TableCell {
        // Everything up to showing the cell applies at once, as on a cell outside the scene.
        let cell = withoutAnimation { () -> TableCell in
            let cell = dataSource?.tableView(self, cellForRowAt: path) ?? TableCell()
            cell.table = self
            // Highlighted before it belonged to the table (by the data source): noted now.
            if cell.isHighlighted { highlightedCells.insert(ObjectIdentifier(cell)) }
            cell.tableStyle = style
            cell.isSelected = selectedRows.contains(path)
            cell.revealedWidth = 0
            cell.setActions([])
            cell.editControl.showsConfirmation = false
            applyEditing(to: cell, at: path)
            cell.updateBackground(animated: false)
            cell.contentTrailingInset = rowContentTrailingInset
            cell.separatorColor = separatorColor
            let (rowX, rowWidth) = rowSpan
            let i = geometry.itemIndex(of: path)
            cell.frame = Rect(x: rowX, y: geometry.offset(ofItem: i), width: rowWidth, height: geometry.height(ofItem: i))
            if isAnimatingUpdate { cell.opacity = 0 }
            visibleCells[path] = cell
            if cell.isHiddenForReuse {
                cell.isHiddenForReuse = false
                cell.isHidden = false
            }
            // Rows go below headers so that pinned headers cover them.
            if cell.parent !== content { content.insertChild(cell, at: 0) }
            // Its labels' new text changes where the parts go, and the row's measured height
            // (the labels are not layout containers' children: they do not tell the cell).
            cell.setNeedsLayout()
            return cell
        }
        if isAnimatingUpdate { cell.opacity = 1 }
        return cell
    }

    func makeHeaderFooter(_ kind: TableHeaderFooterView.Kind, section: Int) -> TableHeaderFooterView {
        let view = kind == .header ? (headerPool.popLast() ?? TableHeaderFooterView(kind: .header))
            : TableHeaderFooterView(kind: .footer)
        let title = kind == .header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        view.configure(title: title, style: style)
        if kind == .header { visibleHeaders[section] = view } else { visibleFooters[section] = view }
        content.addChild(view)
        return view
    }

    /// Rounds the first and last rows of a group and hides the last separator.
    func configureGroup(_ cell: TableCell, at path: TableIndexPath) {
        let first = path.row == 0, last = path.row == numberOfRows(inSection: path.section) - 1
        cell.isFirstInSection = first
        cell.isLastInSection = last
        let separator = showsSeparator(below: path)
        // Set only when it changes: a scrolling list configures every visible row every frame.
        if cell.showsSeparator != separator { cell.showsSeparator = separator }
        if style == .insetGrouped {
            let r = ControlMetrics.tableInsetGroupedCornerRadius
            let radii = CornerRadii(topLeading: first ? r : 0, topTrailing: first ? r : 0,
                                    bottomTrailing: last ? r : 0, bottomLeading: last ? r : 0)
            if cell.cornerRadii != radii { cell.cornerRadii = radii }
        } else if cell.cornerRadii != nil {
            cell.cornerRadii = nil
        }
    }

    /// Whether a row may show the highlight or selection fill: a row is selected (on screen or
    /// not), or a cell is highlighted.
    func anyRowShowsFill() -> Bool {
        !selectedRows.isEmpty || !highlightedCells.isEmpty
    }

    /// A cell's highlight came or went: the table notes it and the separators follow.
    func cellHighlightDidChange(_ cell: TableCell) {
        if cell.isHighlighted {
            highlightedCells.insert(ObjectIdentifier(cell))
        } else {
            highlightedCells.remove(ObjectIdentifier(cell))
        }
        rowFillDidChange()
    }

    /// Whether the row at `path` shows the highlight or selection fill: its cell's state, or for
    /// a row not on screen whether it is selected with the fill.
    func showsRowFill(at path: TableIndexPath) -> Bool {
        if let cell = visibleCells[path] { return cell.showsRowFill }
        return selectedRows.contains(path) && !(allowsMultipleSelection && !isEditing)
    }

    /// Whether the hairline under the row at `path` is drawn: not under a section's last row (a
    /// plain header or the group's end follows), and not along a row that shows the highlight or
    /// selection fill, above or below the hairline (iOS hides both of a filled row's separators,
    /// so adjacent selected rows read as one block). While no row is selected and no cell
    /// highlighted (a scrolling list, every frame) no row is looked up.
    func showsSeparator(below path: TableIndexPath) -> Bool {
        guard path.row < numberOfRows(inSection: path.section) - 1 else { return false }
        guard anyRowShowsFill() else { return true }
        return !showsRowFill(at: path) && !showsRowFill(at: TableIndexPath(row: path.row + 1, section: path.section))
    }

    /// A row's fill came or went: the separators along it (its own and the row above's) follow.
    func rowFillDidChange() {
        for (path, cell) in visibleCells {
            let shows = showsSeparator(below: path)
            if cell.showsSeparator != shows { cell.showsSeparator = shows }
        }
    }

    /// Jumps to the section of index entry `entry` (HIG §1.10: tap or drag on the index).
    func jumpToIndexEntry(_ entry: Int) {
        guard let dataSource else { return }
        let section = min(max(0, dataSource.tableView(self, sectionForSectionIndexTitleAt: entry)), numberOfSections - 1)
        guard section >= 0 else { return }
        let y = geometry.offset(ofItem: geometry.headerIndex(of: section))
        let range = offsetRange(.vertical)
        contentOffset = Point(x: offset.x, y: min(range.upperBound, max(range.lowerBound, y - physicalInsets.top)))
    }
}

/// The items one layout pass of a ``TableView`` keeps on screen; the sets keep their storage
/// between passes.
struct TableKeptItems {
    var rows = Set<TableIndexPath>()
    var headers = Set<Int>()
    var footers = Set<Int>()
    /// The rows whose cells leave, noted while the visible cells are read.
    var leaving: [TableIndexPath] = []

    mutating func removeAll() {
        leaving.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        footers.removeAll(keepingCapacity: true)
    }
}
