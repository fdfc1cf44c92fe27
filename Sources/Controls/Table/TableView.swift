public import Gestures
public import Graphics
public import Scene

/// A single-column list of rows in sections (HIG §1.10): plain or inset grouped, with headers and
/// footers, selection, a section index, swipe-to-delete, edit mode and animated changes.
///
/// ## Background
/// The table is a ``ScrollView``. It asks its ``dataSource`` only for the rows on screen: their
/// heights live in a tree of estimates that are replaced by measured heights as rows appear, and
/// cells that scroll away are kept for reuse under their identifier and handed out again, so a
/// table of 100,000 rows holds about one screen of cells. Rows are as tall as their text needs.
/// A ``tableHeaderView`` above the first section scrolls with the rows.
///
/// ```swift
/// final class Contacts: TableViewDataSource {
///     var names = ["Ada", "Grace"]
///     func tableView(_ t: TableView, numberOfRowsInSection s: Int) -> Int { names.count }
///     func tableView(_ t: TableView, cellForRowAt p: TableIndexPath) -> TableCell {
///         let cell = t.dequeueReusableCell(withIdentifier: "name", style: .default)
///         cell.textLabel.text = names[p.row]
///         return cell
///     }
/// }
/// let contacts = Contacts()
/// let table = TableView(style: .plain)
/// table.dataSource = contacts
/// ```
@MainActor
open class TableView: ScrollView {
    /// Plain or inset grouped.
    public let style: TableViewStyle
    /// Supplies the rows (weak). Setting it reloads.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }
    /// Hears selection and supplies edit controls and swipe actions (weak).
    public weak var delegate: (any TableViewDelegate)?
    /// The height assumed for rows not measured yet, in points.
    public var estimatedRowHeight = ControlMetrics.tableEstimatedRowHeight {
        didSet { if estimatedRowHeight != oldValue { reloadData() } }
    }
    /// The title of the Delete button a swipe or the delete control reveals (localize it).
    public var deleteButtonTitle = "Delete"
    /// The colour of the hairlines between rows (UIKit's `separatorColor`): the theme's
    /// ``SystemColor/separator`` by default, which lets the row's background show through;
    /// ``SystemColor/opaqueSeparator`` hides it.
    public var separatorColor: ThemeColor = .separator {
        didSet {
            guard separatorColor != oldValue else { return }
            for cell in visibleCells.values { cell.separatorColor = separatorColor }
        }
    }
    /// Whether the rows show their edit controls; see ``setEditing(_:animated:)``.
    public internal(set) var isEditing = false
    /// Whether edit mode selects rows, several at a time, instead of showing delete and insert
    /// controls (UIKit's `allowsMultipleSelectionDuringEditing`; default `false`).
    ///
    /// In edit mode each row then shows an empty circle at its leading side, filled with a
    /// checkmark when the row is selected; a tap toggles the row and the delegate hears
    /// ``TableViewDelegate/tableView(_:didSelectRowAt:)`` or
    /// ``TableViewDelegate/tableView(_:didDeselectRowAt:)``. Reorder handles still show. Changing
    /// it while editing clears the selection and lays the rows out again.
    public var allowsMultipleSelectionDuringEditing = false {
        didSet {
            guard allowsMultipleSelectionDuringEditing != oldValue, isEditing else { return }
            clearSelection()
            for (path, cell) in visibleCells { applyEditing(to: cell, at: path) }
        }
    }
    /// Whether a tap outside edit mode toggles a row in a selection of several rows (UIKit's
    /// `allowsMultipleSelection`; default `false`: a tap selects one row at a time).
    ///
    /// Each selected row then shows a checkmark at its trailing end in the tint, as the lists of
    /// iOS's Settings do, in the place of the cell's own ``TableCell/accessory`` (which such a
    /// list leaves empty), and keeps no selection fill: a finger on a row highlights it, the lift
    /// toggles it, the highlight fades, and the delegate hears
    /// ``TableViewDelegate/tableView(_:didSelectRowAt:)`` or
    /// ``TableViewDelegate/tableView(_:didDeselectRowAt:)``. The selection follows the rows
    /// through scrolling, cell reuse, inserts, deletes (a deleted row leaves it) and moves.
    /// Entering or leaving edit mode clears it, as UIKit does; turning the property off keeps
    /// only the first selected row.
    public var allowsMultipleSelection = false {
        didSet {
            guard allowsMultipleSelection != oldValue else { return }
            if !allowsMultipleSelection && !isEditing, let first = indexPathForSelectedRow {
                for path in selectedRows where path != first { deselectRow(at: path, animated: false) }
            }
            // The checkmark's column changes the text's width: the rows are measured again.
            reloadData()
        }
    }
    /// The first selected row (top to bottom), until deselected.
    public var indexPathForSelectedRow: TableIndexPath? { selectedRows.min() }
    /// Every selected row, top to bottom (empty when none is). At most one row is selected unless
    /// ``isSelectingMultipleRows``.
    public var indexPathsForSelectedRows: [TableIndexPath] { selectedRows.sorted() }
    /// A view above the first section that scrolls with the rows (UIKit's `tableHeaderView`): a
    /// search or filter field above a list, so that it scrolls away with the rows and the large
    /// title above collapses with them. It spans the content's width and is as tall as it
    /// measures at that width; `nil` (the default) for none.
    ///
    /// <!-- example context: let table = TableView(style: .insetGrouped) -->
    /// ```swift
    /// let filter = SearchBar(placeholder: "Filter")
    /// filter.padding = EdgeInsets(horizontal: 8)
    /// table.tableHeaderView = filter
    /// ```
    public var tableHeaderView: Node? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromParent()
            if let tableHeaderView { content.addChild(tableHeaderView) }
            setNeedsLayout()
        }
    }
    /// The section index along the trailing edge (plain tables with index titles).
    public let sectionIndex = TableSectionIndex()
    /// The horizontal pan that swipes a row open.
    public let swipeGestureRecognizer = TableSwipeGestureRecognizer()
    /// The tap that closes a swiped-open row.
    public let closeSwipeGestureRecognizer = TapGestureRecognizer()

    var geometry = TableRowGeometry()
    // The two sets below are read for every visible row of every frame (its separator); every
    // access is a whole read or an in-place insert or remove that calls out to nothing, so
    // Swift's dynamic exclusivity checks on them are left out (as on `Node`'s per-frame storage).
    /// The selected rows, kept in step with inserts, deletes and moves (cells only show it).
    @exclusivity(unchecked) var selectedRows = Set<TableIndexPath>()
    /// The cells on screen that are highlighted (a finger on them, or set by an app): with
    /// ``selectedRows`` empty too, no row shows a fill and separators need no neighbour looked up.
    /// A cell moved to another table while highlighted may stay listed, which only costs the
    /// lookups.
    @exclusivity(unchecked) var highlightedCells = Set<ObjectIdentifier>()
    var needsReload = true
    var geometryWidth: Double = -1
    var visibleCells: [TableIndexPath: TableCell] = [:]
    var visibleHeaders: [Int: TableHeaderFooterView] = [:]
    var visibleFooters: [Int: TableHeaderFooterView] = [:]
    var reusePool: [String: [TableCell]] = [:]
    var headerPool: [TableHeaderFooterView] = []
    /// The rows, headers and footers the last layout pass kept, emptied and reused by the next
    /// one so that a scrolling frame allocates no sets.
    var keptScratch = TableKeptItems()
    /// Hidden header and footer that measure titles in the table's environment.
    let sizingHeader = TableHeaderFooterView(kind: .header)
    let sizingFooter = TableHeaderFooterView(kind: .footer)
    /// Cells on their way out of an animated deletion.
    var disappearingCells: [TableCell] = []
    /// How many cells the table has made (for the reuse test).
    var createdCellCount = 0
    /// Whether new cells fade in (inside an animated update).
    var isAnimatingUpdate = false
    /// The row whose actions are revealed (by a swipe or its delete control).
    var revealedRow: TableIndexPath?
    var swipeStartReveal: Double = 0
    /// The row being dragged by its reorder handle.
    var reorder: TableReorder?

    /// A table is a list to a screen reader: its rows are the list's elements (touch scripts'
    /// `row:` targets, the rotor's containers).
    open override var defaultAccessibilityContainerType: AccessibilityContainerType { .list }

    /// Creates an empty table in `style`.
    public init(style: TableViewStyle = .plain) {
        self.style = style
        super.init(content: Node(), axes: .vertical)
        name = "table"
        content.name = "table content"
        alwaysBouncesVertical = true
        background = .color(style == .insetGrouped ? .system(.systemGroupedBackground) : .system(.systemBackground))
        sectionIndex.isHidden = true
        sectionIndex.onSelect = { [weak self] entry in self?.jumpToIndexEntry(entry) }
        addChild(sectionIndex)
        sizingHeader.isHidden = true
        sizingFooter.isHidden = true
        addChild(sizingHeader)
        addChild(sizingFooter)
        swipeGestureRecognizer.table = self
        swipeGestureRecognizer.addAction { [weak self] recognizer in self?.handleSwipe(recognizer) }
        addGestureRecognizer(swipeGestureRecognizer)
        closeSwipeGestureRecognizer.name = "close swiped row"
        closeSwipeGestureRecognizer.isEnabled = false
        closeSwipeGestureRecognizer.shouldReceive = { [weak self] _, touch in
            guard let self, let path = self.revealedRow, let cell = self.visibleCells[path] else { return true }
            let p = cell.actionsView.convertFromWindow(touch.location)
            return !cell.actionsView.bounds.contains(p) && !cell.editControl.bounds.contains(
                cell.editControl.convertFromWindow(touch.location))
        }
        closeSwipeGestureRecognizer.addAction { [weak self] _ in self?.closeRevealedRow(animated: true) }
        addGestureRecognizer(closeSwipeGestureRecognizer)
    }

    // MARK: Scroll view

    override open func measureContent(fitting visible: Size) -> Size { tableContentSize(fitting: visible) }

    override open func layoutChildren() {
        super.layoutChildren()
        layoutTable()
    }

    override open func didScroll() {
        super.didScroll()
        layoutVisibleItems()
    }

    /// A mostly horizontal drag over a row with swipe actions swipes the row instead of scrolling.
    override open func shouldBeginScroll(translation t: Point) -> Bool {
        if let start = panGestureRecognizer.touches.first?.startLocation, canSwipe(translation: t, at: start) {
            return false
        }
        return super.shouldBeginScroll(translation: t)
    }

    // MARK: Data

    /// Forgets every row and asks the data source again at the next layout. A row being dragged
    /// by its handle is let go where the data source now has it (the drag is abandoned).
    public func reloadData() {
        needsReload = true
        revealedRow = nil
        if let state = reorder {
            stopReorderAutoscroll()
            reorder = nil
            state.cell.shadow = nil
            restoreRowOrder(state.cell)
        }
        for (_, cell) in visibleCells { recycle(cell) }
        visibleCells.removeAll()
        for (_, view) in visibleHeaders { recycleHeader(view) }
        for (_, view) in visibleFooters { recycleHeader(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        setNeedsLayout()
    }

    /// The number of sections, as of the last reload or update.
    public var numberOfSections: Int { geometry.rowCounts.count }

    /// The number of rows in `section`, as of the last reload or update.
    public func numberOfRows(inSection section: Int) -> Int {
        section >= 0 && section < geometry.rowCounts.count ? geometry.rowCounts[section] : 0
    }

    /// Rebuilds the geometry from the data source for the current width.
    func rebuildGeometry() {
        needsReload = false
        geometryWidth = frame.width
        guard let dataSource else {
            geometry = TableRowGeometry()
            selectedRows.removeAll()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var counts: [Int] = [], headers: [Double] = [], footers: [Double] = []
        for s in 0..<sections {
            counts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: s)))
            headers.append(headerHeight(forSection: s))
            footers.append(footerHeight(forSection: s))
        }
        geometry = TableRowGeometry(rowCounts: counts, headerHeights: headers, footerHeights: footers,
                                    estimate: estimatedRowHeight)
        // A reload keeps the selection of the rows that still exist.
        if selectedRows.contains(where: { !geometry.contains($0) }) {
            selectedRows = selectedRows.filter { geometry.contains($0) }
        }
        let titles = style == .plain ? (dataSource.sectionIndexTitles(for: self) ?? []) : []
        sectionIndex.titles = titles
        sectionIndex.isHidden = titles.isEmpty
    }

    func headerHeight(forSection s: Int) -> Double {
        sizingHeader.configure(title: dataSource?.tableView(self, titleForHeaderInSection: s), style: style)
        // A section above with no footer: an untitled header is the whole gap between the two.
        let followsSection = s > 0 && (dataSource?.tableView(self, titleForFooterInSection: s - 1) ?? "").isEmpty
        return sizingHeader.height(forWidth: frame.width, followsSection: followsSection)
    }

    func footerHeight(forSection s: Int) -> Double {
        sizingFooter.configure(title: dataSource?.tableView(self, titleForFooterInSection: s), style: style)
        return sizingFooter.height(forWidth: frame.width)
    }

    // MARK: Reuse

    /// A cell kept under `identifier` (prepared for reuse), or a new one in `style`.
    ///
    /// A kept cell may still be in the table's content, hidden: return it from
    /// ``TableViewDataSource/tableView(_:cellForRowAt:)`` and the table shows it in place; a cell
    /// put anywhere else shows again there.
    public func dequeueReusableCell(withIdentifier identifier: String, style cellStyle: TableCell.Style = .default)
        -> TableCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier), cell.style == cellStyle { return cell }
        createdCellCount += 1
        return TableCell(style: cellStyle, reuseIdentifier: identifier)
    }

    /// A cell kept under `identifier`, prepared for reuse, or `nil` when none is kept (make one,
    /// of any ``TableCell`` subclass, with that identifier).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableCell? {
        // Popped in place: a pool read out of the dictionary and written back would be copied
        // (the dictionary still holds it) on every cell that scrolls in.
        guard let cell = reusePool[identifier]?.popLast() else { return nil }
        withoutAnimation { cell.prepareForReuse() }
        return cell
    }

    /// Runs `changes` with no animation. A cell kept for reuse is still in the scene (hidden):
    /// preparing and configuring it must apply at once, as it did on a detached cell, even inside
    /// an animated update.
    func withoutAnimation<Result>(_ changes: () -> Result) -> Result {
        if let animator = owner?.animator { return animator.performWithoutAnimation(changes) }
        return changes()
    }

    /// Puts a row's cell back below the headers and footers (a dragged row was raised above
    /// them), so that a cell shown again in place is drawn where rows are.
    func restoreRowOrder(_ cell: TableCell) {
        if cell.parent === content, content.children.first !== cell { content.insertChild(cell, at: 0) }
    }

    /// How many cells wait for reuse.
    public var reusableCellCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    /// Keeps `cell` for reuse. A cell of this table's content stays there, hidden
    /// (``TableCell/isHiddenForReuse``): taking it out and putting it back would detach and
    /// re-attach its subtree, forget and re-resolve its environment and queue damage for every
    /// node in it, once per row that scrolls in.
    func recycle(_ cell: TableCell) {
        if cell.parent === content {
            cell.isHiddenForReuse = true
            cell.isHidden = true
        } else {
            cell.removeFromParent()
        }
        reusePool[cell.reuseIdentifier, default: []].append(cell)
        // Off screen its highlight fills no row (it is cleared when the cell is handed out again).
        highlightedCells.remove(ObjectIdentifier(cell))
    }

    /// Keeps at most ``ControlMetrics/tableReusePoolLimit`` spare cells, plus the ones a screen
    /// would hold beyond those visible now (content pulled past an edge shows fewer rows, and the
    /// cells come back when it returns): visible and spare cells together never pass one screen
    /// of rows plus the limit.
    func trimReusePool() {
        let screen = Int((frame.height / max(1, estimatedRowHeight)).rounded(.up)) + 1
        let keep = ControlMetrics.tableReusePoolLimit + max(0, screen - visibleCells.count)
        for (key, pool) in reusePool where pool.count > keep {
            for cell in pool.dropLast(keep) where cell.parent === content && cell.isHiddenForReuse {
                cell.removeFromParent()
            }
            reusePool[key] = Array(pool.suffix(keep))
        }
        if headerPool.count > ControlMetrics.tableReusePoolLimit {
            headerPool.removeFirst(headerPool.count - ControlMetrics.tableReusePoolLimit)
        }
    }

    func recycleHeader(_ view: TableHeaderFooterView) {
        view.removeFromParent()
        if view.kind == .header { headerPool.append(view) }
    }

    // MARK: Queries

    /// The visible cells, top to bottom.
    public var visibleRows: [TableIndexPath] { visibleCells.keys.sorted() }

    /// The cell showing `indexPath`, if it is on screen.
    public func cellForRow(at indexPath: TableIndexPath) -> TableCell? { visibleCells[indexPath] }

    /// The index path a visible cell shows.
    public func indexPath(for cell: TableCell) -> TableIndexPath? {
        visibleCells.first { $0.value === cell }?.key
    }

    /// The row at `point` (content coordinates), if any.
    public func indexPathForRow(at point: Point) -> TableIndexPath? {
        guard geometry.count > 0, point.y >= 0, point.y < geometry.totalHeight else { return nil }
        if case .row(let path) = geometry.kind(ofItem: geometry.item(atOffset: point.y)) { return path }
        return nil
    }

    /// The rectangle of the row at `indexPath` in content coordinates.
    public func rectForRow(at indexPath: TableIndexPath) -> Rect {
        guard geometry.contains(indexPath) else { return .zero }
        let i = geometry.itemIndex(of: indexPath)
        let (x, w) = rowSpan
        return Rect(x: x, y: geometry.offset(ofItem: i), width: w, height: geometry.height(ofItem: i))
    }

    /// The row's horizontal span: edge to edge in the plain style (also beside a section index:
    /// the background, the selection and a swipe reach the edge, as in iOS, and only the content
    /// is inset, by ``rowContentTrailingInset``), inset in the grouped style.
    var rowSpan: (x: Double, width: Double) {
        let w = frame.width
        if style == .insetGrouped {
            let m = ControlMetrics.tableInsetGroupedMargin
            return (m, max(0, w - 2 * m))
        }
        return (0, w)
    }

    /// How far a row's content keeps from its trailing edge beyond its margin: the section
    /// index's width while the index shows, so that no text or accessory sits under it
    /// (HIG §1.10), else 0.
    var rowContentTrailingInset: Double { sectionIndex.isHidden ? 0 : ControlMetrics.tableIndexWidth }

    /// Scrolls the row to `position` of the visible area.
    public func scrollToRow(at indexPath: TableIndexPath, at position: ScrollPosition, animated: Bool) {
        guard geometry.contains(indexPath) else { return }
        scroll(toRect: rectForRow(at: indexPath), position: position, animated: animated)
    }
}
