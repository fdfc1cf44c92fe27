/// Which points a self-overlapping path covers.
public enum FillRule: Sendable, Hashable {
    /// Points with a non-zero winding number are inside.
    case nonZero
    /// Points crossed an odd number of times are inside.
    case evenOdd
}
