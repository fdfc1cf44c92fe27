/// The state of a ``Checkbox`` (HIG §1.41): empty, checkmark, or dash.
public enum CheckboxState: Sendable, Hashable {
    /// Off: an empty square.
    case off
    /// On: a checkmark.
    case on
    /// Mixed: a dash; a parent checkbox whose dependents differ.
    case mixed
}
