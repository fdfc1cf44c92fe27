/// How a ``TableView`` groups its rows (HIG §1.10).
public enum TableViewStyle: Sendable, Hashable {
    /// Rows span edge to edge on the plain background; section headers stay pinned at the top
    /// while their section scrolls; a section index may run along the trailing edge.
    case plain
    /// Sections are rounded groups inset from the sides on the grouped background, with header
    /// and footer text outside them (iOS's inset grouped, the HIG's grouped style). No index.
    case insetGrouped
}
