/// A ``TableViewDataSource`` that deletes and inserts rows the user asks to (HIG §1.10).
///
/// Only a data source that adopts this protocol gets the red Delete a swipe reveals and the
/// delete and insert controls of edit mode; any other table's rows do not swipe to delete.
///
/// <!-- example context:
/// final class Contacts: TableViewDataSource {
///     var names = ["Ada", "Grace"]
///     func tableView(_ t: TableView, numberOfRowsInSection s: Int) -> Int { names.count }
///     func tableView(_ t: TableView, cellForRowAt p: TableIndexPath) -> TableCell {
///         t.dequeueReusableCell(withIdentifier: "name", style: .default)
///     }
/// }
/// -->
/// ```swift
/// extension Contacts: TableViewEditingDataSource {
///     func tableView(_ t: TableView, commit style: TableCell.EditingStyle, forRowAt p: TableIndexPath) {
///         guard style == .delete else { return }
///         names.remove(at: p.row)
///         t.deleteRows(at: [p], animated: true)
///     }
/// }
/// ```
@MainActor
public protocol TableViewEditingDataSource: TableViewDataSource {
    /// Whether the row can be deleted or inserted (default `true`).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool
    /// Carries out a delete or an insert the user asked for: change the data, then call
    /// ``TableView/deleteRows(at:animated:)`` or ``TableView/insertRows(at:animated:)``.
    func tableView(_ tableView: TableView, commit editingStyle: TableCell.EditingStyle, forRowAt indexPath: TableIndexPath)
}

extension TableViewEditingDataSource {
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { true }
}

extension TableView {
    /// The data source when it carries out deletes and inserts, else `nil`.
    var editingDataSource: (any TableViewEditingDataSource)? { dataSource as? any TableViewEditingDataSource }

    /// Whether the row can be deleted or inserted: the data source carries out edits and allows
    /// them for this row.
    func canEditRow(at path: TableIndexPath) -> Bool {
        editingDataSource?.tableView(self, canEditRowAt: path) ?? false
    }
}
