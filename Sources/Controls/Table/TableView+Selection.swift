import Scene

extension TableView {
    /// Whether a tap on a row toggles it in a selection of several rows: in edit mode when
    /// ``allowsMultipleSelectionDuringEditing`` is set, outside it when ``allowsMultipleSelection`` is.
    public var isSelectingMultipleRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// A lift inside a row: it is selected (HIG §1.10: the row highlights, then the action runs)
    /// and the delegate hears it. While selecting several rows the lift toggles the row instead,
    /// and the delegate hears the selection or the deselection; rows that show their selection by
    /// a checkmark fade the highlight out.
    func userSelectedRow(at path: TableIndexPath) {
        let cell = visibleCells[path]
        if isSelectingMultipleRows && selectedRows.contains(path) {
            deselectRow(at: path, animated: false)
            cell?.fadeOutHighlight()
            delegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        selectRow(at: path, animated: false)
        cell?.fadeOutHighlight()
        delegate?.tableView(self, didSelectRowAt: path)
    }

    /// Selects the row (drawn with the selection fill, a filled circle while selecting several
    /// rows in edit mode, or a trailing checkmark with ``allowsMultipleSelection``). Outside a
    /// selection of several rows the previously selected row is deselected; `nil` deselects
    /// every row. The delegate is not told.
    public func selectRow(at path: TableIndexPath?, animated: Bool) {
        if !isSelectingMultipleRows || path == nil {
            for old in selectedRows where old != path { deselectRow(at: old, animated: animated) }
        }
        guard let path, geometry.contains(path) || needsReload else { return }
        selectedRows.insert(path)
        visibleCells[path]?.setSelected(true, animated: animated)
    }

    /// Deselects the row; `animated` fades the fill over ``ControlMetrics/tableSelectionFadeDuration``.
    /// The delegate is not told.
    public func deselectRow(at path: TableIndexPath, animated: Bool) {
        selectedRows.remove(path)
        visibleCells[path]?.setSelected(false, animated: animated)
    }

    /// Deselects the selected row with a fade: call it when the user comes back to the table
    /// from the screen the row opened (HIG §1.10: the row highlights briefly as a reminder, then
    /// does not stay highlighted).
    public func deselectSelectedRow(animated: Bool) {
        guard let path = indexPathForSelectedRow else { return }
        visibleCells[path]?.setSelected(true, animated: false)
        deselectRow(at: path, animated: animated)
    }

    /// Deselects every row at once, without telling the delegate (entering or leaving edit mode
    /// does it, as UIKit does).
    func clearSelection() {
        for path in selectedRows { visibleCells[path]?.setSelected(false, animated: false) }
        selectedRows.removeAll()
    }
}
