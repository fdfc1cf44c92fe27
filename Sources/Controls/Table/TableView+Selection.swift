import Scene

extension TableView {
    /// A lift inside a row: it is selected (HIG §1.10: the row highlights, then the action runs)
    /// and the delegate hears it.
    func userSelectedRow(at path: IndexPath) {
        selectRow(at: path, animated: false)
        delegate?.tableView(self, didSelectRowAt: path)
    }

    /// Selects the row (drawn with the selection fill) and deselects the previous one.
    public func selectRow(at path: IndexPath?, animated: Bool) {
        if let old = indexPathForSelectedRow, old != path { deselectRow(at: old, animated: animated) }
        indexPathForSelectedRow = path
        if let path { visibleCells[path]?.setSelected(true, animated: animated) }
    }

    /// Deselects the row; `animated` fades the fill over ``ControlMetrics/tableSelectionFadeDuration``.
    public func deselectRow(at path: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == path { indexPathForSelectedRow = nil }
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
}
