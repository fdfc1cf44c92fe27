/// Supplies a ``TableView``'s sections, rows and cells, and carries out moves (HIG §1.10).
///
/// Only the number of rows and the cells are required; everything else has a default. Rows can
/// be deleted or inserted only when the data source carries out those edits: adopt
/// ``TableViewEditingDataSource`` for that. A data source that does not shows no Delete on a
/// swipe and no delete or insert control in edit mode (UIKit's rule: swipe-to-delete only when
/// the data source commits edits).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: usually ``TableView/dequeueReusableCell(withIdentifier:style:)``
    /// configured with the row's data.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell
    /// The text of `section`'s header, or `nil` (default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of `section`'s footer, or `nil` (default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The entries of the section index (plain tables only), or `nil` for none (default).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section the index entry at `index` jumps to (default: the section of that number).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitleAt index: Int) -> Int
    /// Whether the row shows a reorder handle in edit mode (default `false`).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool
    /// The user dragged a row from `source` to `destination`, in the same section or another:
    /// move the data (the table has moved the row already). `destination` is the row's index
    /// path after the move.
    func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitleAt index: Int) -> Int { index }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) {}
}

/// Hears what the user does in a ``TableView``: selection, the detail button, and which edit
/// controls and swipe actions rows get.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user selected the row (it stays selected until ``TableView/deselectRow(at:animated:)``).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
    /// The user deselected the row by tapping it again while selecting several rows in edit mode
    /// (``TableView/allowsMultipleSelectionDuringEditing``).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath)
    /// The user tapped the row's detail button (separate from selecting it, HIG §1.18).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowAt indexPath: TableIndexPath)
    /// The control the row shows in edit mode (default ``TableCell/EditingStyle/delete``).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableCell.EditingStyle
    /// The actions a swipe reveals, first outermost (default: a red Delete when the data source
    /// is a ``TableViewEditingDataSource`` that can edit the row, else none; an empty list allows
    /// no swipe).
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [TableSwipeAction]?
    /// Where a row being dragged from `source` goes when the finger proposes `proposed` (another
    /// row of any section, or the place after a section's last row): return `proposed` to
    /// allow it (default), another index path to redirect it, or `source` to keep the row where
    /// it was. The data source hears the final move in ``TableViewDataSource/tableView(_:moveRowAt:to:)``.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath,
                   toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableCell.EditingStyle {
        .delete
    }
    public func tableView(_ tableView: TableView,
                          trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [TableSwipeAction]? { nil }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath,
                          toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath { proposed }
}
