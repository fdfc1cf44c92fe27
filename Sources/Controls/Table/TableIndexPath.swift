/// The position of a row in a ``TableView``: its section and its row within the section.
public struct TableIndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// The row `row` of section `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public static func < (a: TableIndexPath, b: TableIndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    public var description: String { "[\(section), \(row)]" }
}
