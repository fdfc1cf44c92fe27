/// One face of a keyboard: rows of keys, laid out in the board's physical order.
///
/// ## Background
/// Keyboards are physical layouts: an Arabic or Hebrew board keeps ض and ק under the finger that
/// types Q on an English one, and Backspace and Return at the physical right, as iOS does. So
/// rows are listed and laid out left to right in every language; only the text on the keys is
/// shaped in its own direction.
public struct KeyboardPlane: Sendable, Hashable {
    /// Which face of the board.
    public enum Kind: Sendable, Hashable {
        /// The letters (or kana).
        case letters
        /// Digits and common punctuation ("123").
        case numbers
        /// More symbols ("#+=").
        case symbols
        /// A 12-key pad (number, decimal and phone pads).
        case pad
    }

    /// Which face this is.
    public var kind: Kind
    /// The rows, top to bottom; each row's keys from the physical left.
    public var rows: [[KeyboardKey]]
    /// How many units the plane is wide (10 for QWERTY, 11 for Arabic, 3 for pads).
    public var columns: Double
    /// Whether letter keys have an upper case (Shift shows).
    public var hasShift: Bool

    /// A plane of `rows`, `columns` units wide.
    public init(kind: Kind, rows: [[KeyboardKey]], columns: Double, hasShift: Bool = false) {
        self.kind = kind
        self.rows = rows
        self.columns = columns
        self.hasShift = hasShift
    }

    /// Every key, row by row.
    public var keys: [KeyboardKey] { rows.flatMap { $0 } }
}
